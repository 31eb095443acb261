/**
 * What every account page does first: who is signed in (src/server/auth/current-customer.ts). Signed out, or a token the backend refused, answers 302 to sign-in
 * with this page as `redirect` (the middleware's guard rule, which only sees that a cookie is there). The
 * middleware keeps every account response private and out of the route cache (`isPersonalPage`).
 */
import type { AstroGlobal } from 'astro';
import { localePath } from '@/lib/i18n/locales.ts';
import { guardRedirect } from '@/server/guards.ts';
import type { CustomerAddress, CustomerView } from '@/lib/commerce/index.ts';
import { currentCustomer, type SignedInCustomer } from '@/server/auth/current-customer.ts';

export type AccountPage = SignedInCustomer;

/** The page's signed-in customer, or the response to send instead. */
export async function openAccountPage(page: AstroGlobal): Promise<AccountPage | Response> {
  const signedIn = await currentCustomer(page);
  if (!signedIn) return page.redirect(guardRedirect(page.url, false) ?? localePath(page.locals.locale, '/login'), 302);
  return signedIn;
}

export type AccountOverview = { customer: CustomerView; defaultAddress: CustomerAddress | null };

/** The account overview's view: the customer and their default delivery address (none saved: null). */
export async function loadAccountOverview(page: AstroGlobal): Promise<AccountOverview | Response> {
  const account = await openAccountPage(page);
  if (account instanceof Response) return account;
  const { customer } = account;
  return { customer, defaultAddress: customer.addresses.find((address) => address.defaultShipping) ?? null };
}
