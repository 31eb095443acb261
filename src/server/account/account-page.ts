/**
 * What every account page does first: its answer is personal, so it is `private, no-store` and kept out of the
 * route cache; then who is signed in (src/server/session/current-customer.ts). Signed out, or a token the
 * backend refused, answers 302 to sign-in with this page as `redirect` (the middleware's guard rule, which only
 * sees that a cookie is there).
 */
import type { AstroGlobal } from 'astro';
import { localePath, type Locale } from '@/lib/i18n/locales.ts';
import { guardRedirect } from '../guards.ts';
import { currentCustomer, type SignedInCustomer } from '../session/current-customer.ts';

export const PRIVATE_CACHE_CONTROL = 'private, no-store';

export type AccountPage = { signedIn: SignedInCustomer; redirect: null } | { signedIn: null; redirect: Response };

export async function openAccountPage(locale: Locale, page: AstroGlobal): Promise<AccountPage> {
  page.response.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  page.cache.set(false);
  const signedIn = await currentCustomer(locale, page);
  if (signedIn) return { signedIn, redirect: null };
  const target = guardRedirect(page.url, false) ?? localePath(locale, '/login');
  const redirect = page.redirect(target, 302);
  redirect.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  return { signedIn: null, redirect };
}
