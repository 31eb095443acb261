/**
 * The signed-in customer's token for an account Action: read from the HttpOnly session cookie only, never from
 * the browser's input. No session is UNAUTHORIZED; a token the backend refuses (expired, revoked) ends the
 * session (forced sign-out, src/server/shopper/customer-session.ts) and is UNAUTHORIZED too, so the island
 * follows with the browser's half of the sign-out.
 */
import { ActionError } from 'astro:actions';
import type { CommerceClient } from '@/lib/commerce/index.ts';
import { withSession } from '@/server/shopper/customer-session.ts';
import type { ShopperContext } from '@/server/shopper/request-context.ts';

/** Runs `work` with the request's client, which carries the customer's token. */
export async function asSignedInCustomer<T>(context: ShopperContext, work: (commerce: CommerceClient) => Promise<T>): Promise<T> {
  const { commerce } = context.locals;
  if (!commerce.token) throw new ActionError({ code: 'UNAUTHORIZED', message: 'Not signed in' });
  return withSession(context, () => work(commerce));
}
