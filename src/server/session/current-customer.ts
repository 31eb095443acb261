/**
 * Who is signed in, for a page, endpoint or Action that needs it: the session cookie's token and the customer it
 * belongs to, fetched through the commerce door. A token the backend refuses (expired, revoked: HTTP 401 or
 * `graphql-authorization`) ends the session here (forced sign-out, forced-sign-out.ts); the caller gets null,
 * exactly as for a shopper who never signed in. Other failures (backend down) are thrown: they say nothing about
 * the session, so it is kept.
 */
import { CommerceAuthError, getCustomer, type CustomerView } from '@/lib/commerce/index.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { readCustomerToken, type SessionRequest } from './customer-session.ts';
import { withSession } from './forced-sign-out.ts';

export type SignedInCustomer = { token: string; customer: CustomerView };

export async function currentCustomer(locale: Locale, context: SessionRequest): Promise<SignedInCustomer | null> {
  const token = readCustomerToken(context.cookies);
  if (!token) return null;
  try {
    return { token, customer: await withSession(context, () => getCustomer(locale, { token })) };
  } catch (error) {
    if (error instanceof CommerceAuthError) return null;
    throw error;
  }
}
