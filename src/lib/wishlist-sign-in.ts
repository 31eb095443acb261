/**
 * Spec §6: wishlist actions need sign-in; a shopper who is not signed in is sent to sign in, coming back to
 * `returnPath` afterwards. Apart from the wishlist store so a page's shell can send a guest there without it.
 */
import { localePath, type Locale } from './i18n/locales.ts';
import { REDIRECT_PARAM } from './redirect-param.ts';

export function signInToUseWishlist(locale: Locale, returnPath: string): string {
  return `${localePath(locale, '/login')}?${REDIRECT_PARAM}=${encodeURIComponent(returnPath)}`;
}
