/**
 * What every account page does first: who is signed in (src/server/session/current-customer.ts). Signed out, or
 * a token the backend refused, answers 302 to sign-in with this page as `redirect` (the middleware's guard rule,
 * which only sees that a cookie is there). The middleware keeps every account response private and out of the
 * route cache (`isPersonalPage`).
 */
import type { AstroGlobal } from 'astro';
import { localePath, type Locale } from '@/lib/i18n/locales.ts';
import { guardRedirect } from '../guards.ts';
import { currentCustomer, type SignedInCustomer } from '../session/current-customer.ts';

export type AccountPage = { signedIn: SignedInCustomer; redirect: null } | { signedIn: null; redirect: Response };

export async function openAccountPage(locale: Locale, page: AstroGlobal): Promise<AccountPage> {
  const signedIn = await currentCustomer(locale, page);
  if (signedIn) return { signedIn, redirect: null };
  return { signedIn: null, redirect: page.redirect(guardRedirect(page.url, false) ?? localePath(locale, '/login'), 302) };
}
