/**
 * Who is signed in, for a page, endpoint or Action that needs it: the session cookie's token and the customer it
 * belongs to, fetched through the commerce door. A token the backend refuses (expired, revoked: HTTP 401 or
 * `graphql-authorization`) ends the session here (forced sign-out, src/server/shopper/customer-session.ts); the caller gets null,
 * exactly as for a shopper who never signed in. Other failures (backend down) are thrown: they say nothing about
 * the session, so it is kept.
 */
import { CommerceAuthError, type CustomerView } from '@/lib/commerce/index.ts';
import { withSession } from '@/server/shopper/customer-session.ts';
import type { ShopperContext } from '@/server/shopper/request-context.ts';

export type SignedInCustomer = { token: string; customer: CustomerView };

export async function currentCustomer(context: ShopperContext): Promise<SignedInCustomer | null> {
  const { token } = context.locals.shopper;
  if (!token) return null;
  try {
    return { token, customer: await withSession(context, () => context.locals.commerce.getCustomer()) };
  } catch (error) {
    if (error instanceof CommerceAuthError) return null;
    throw error;
  }
}
