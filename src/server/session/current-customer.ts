/**
 * Who is signed in, for a page, endpoint or Action that needs it: the session cookie's token and the customer it
 * belongs to, fetched through the commerce door. A token the backend refuses (expired, revoked: HTTP 401 or
 * `graphql-authorization`) ends the session here, which is the forced sign-out of spec §4; the caller gets null,
 * exactly as for a shopper who never signed in. Other failures (backend down) are thrown: they say nothing about
 * the session, so it is kept.
 */
import { CommerceAuthError, getCustomer, type CustomerView } from '@/lib/commerce/index.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { clearCartCookie } from '../cart/cart-cookie.ts';
import { endSession, readCustomerToken, type SessionRequest } from './customer-session.ts';

/**
 * Spec §4 forced sign-out, the server's half: the refused token and the guest cart the browser still names are
 * dropped. The browser's half (clearing its display mirror, going to /login) follows the UNAUTHORIZED answer.
 */
export function forceSignOut(context: SessionRequest): void {
  endSession(context);
  clearCartCookie(context);
}

export type SignedInCustomer = { token: string; customer: CustomerView };

export async function currentCustomer(locale: Locale, context: SessionRequest): Promise<SignedInCustomer | null> {
  const token = readCustomerToken(context.cookies);
  if (!token) return null;
  try {
    return { token, customer: await getCustomer(locale, { token }) };
  } catch (error) {
    if (!(error instanceof CommerceAuthError)) throw error;
    forceSignOut(context);
    return null;
  }
}
