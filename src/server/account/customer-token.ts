/**
 * The signed-in customer's token for an account Action: read from the HttpOnly session cookie only, never from
 * the browser's input. No session is UNAUTHORIZED; a token the backend refuses (expired, revoked) ends the
 * session (forced sign-out, src/server/session/forced-sign-out.ts) and is UNAUTHORIZED too, so the island
 * follows with the browser's half of the sign-out.
 */
import { ActionError } from 'astro:actions';
import { readCustomerToken, type SessionRequest } from '../session/customer-session.ts';
import { withSession } from '../session/forced-sign-out.ts';

export async function asSignedInCustomer<T>(context: SessionRequest, work: (token: string) => Promise<T>): Promise<T> {
  const token = readCustomerToken(context.cookies);
  if (!token) throw new ActionError({ code: 'UNAUTHORIZED', message: 'Not signed in' });
  return withSession(context, () => work(token));
}
