/** The header session script's words (session-header.client.ts), in the page's language. */
import { getT, type Locale } from '@/lib/i18n/index.ts';
import { pluralForms } from '@/lib/i18n/plural-forms.ts';
import type { SessionHeaderTexts } from './session-header.client.ts';

export function sessionHeaderTexts(locale: Locale): SessionHeaderTexts {
  const t = getT(locale);
  return {
    wishlist: t('layout:header.wishlist'),
    wishlistCount: pluralForms(t, 'auth:session.wishlistCount'),
    loggedOut: t('errors:auth.loggedOut'),
    sessionExpired: t('errors:auth.sessionExpired'),
    network: t('errors:network'),
  };
}
