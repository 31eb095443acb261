/**
 * Spec §4 forced sign-out, the server's half: when the backend refuses the session's token (expired or revoked:
 * HTTP 401 or `graphql-authorization`), the session cookie and the guest cart cookie are dropped. The browser's
 * half (clearing its display mirror, going to /login) follows the UNAUTHORIZED answer or the session check.
 */
import { CommerceAuthError } from '@/lib/commerce/index.ts';
import { keepCartCookie } from './cart-cookie.ts';
import { endSession } from './customer-session.ts';
import type { ShopperContext } from './request-context.ts';

export function forceSignOut(context: ShopperContext): void {
  endSession(context);
  keepCartCookie(context, null);
}

/** Runs work done with the session's token; a refused token signs the shopper out, then the refusal goes on. */
export async function withSession<T>(context: ShopperContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CommerceAuthError) forceSignOut(context);
    throw error;
  }
}
