/**
 * What the header shows of the session after load (spec §2: full name, wishlist count), for `GET /api/session`.
 * Pages stay the same for every shopper (they are cached); this tiny personal answer is never cached.
 * A token the backend refuses ends the session (currentCustomer): the answer is "signed out", and a browser that
 * still showed a name takes that as the forced sign-out of spec §4. "Signed out" also clears the session cookies,
 * so a stale `signed_in` hint does not make the header ask again on every page.
 *
 * The customer and the wishlist are asked at the same time: with a refused token the wishlist fails too and is
 * ignored, so the answer costs one round trip to the backend, not two.
 */
import { endSession } from '@/server/shopper/customer-session.ts';
import type { ShopperContext } from '@/server/shopper/request-context.ts';
import { currentCustomer } from './current-customer.ts';

export type SessionSummary =
  | { signedIn: false }
  /** `wishlistCount` is null when the wishlist could not be read this time (the header keeps what it showed). */
  | { signedIn: true; fullName: string; wishlistCount: number | null };

export async function sessionSummary(context: ShopperContext): Promise<SessionSummary> {
  // Asked before currentCustomer may end the session (and with it the request's token).
  const { commerce, shopper } = context.locals;
  const [signedIn, wishlistCount] = await Promise.all([
    currentCustomer(context),
    shopper.token
      ? commerce.getWishlist()
          .then((items) => items.length)
          .catch(() => null)
      : null,
  ]);
  if (!signedIn) {
    endSession(context);
    return { signedIn: false };
  }
  return { signedIn: true, fullName: signedIn.customer.fullName, wishlistCount };
}
