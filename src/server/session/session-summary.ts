/**
 * What the header shows of the session after load (spec §2: full name, wishlist count), for `GET /api/session`.
 * Pages stay the same for every shopper (they are cached); this tiny personal answer is never cached.
 * A token the backend refuses ends the session (currentCustomer): the answer is "signed out", and a browser that
 * still showed a name takes that as the forced sign-out of spec §4.
 */
import { getWishlist } from '@/lib/commerce/index.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { currentCustomer } from './current-customer.ts';
import type { SessionRequest } from './customer-session.ts';

export type SessionSummary =
  | { signedIn: false }
  /** `wishlistCount` is null when the wishlist could not be read this time (the header keeps what it showed). */
  | { signedIn: true; fullName: string; wishlistCount: number | null };

export async function sessionSummary(locale: Locale, context: SessionRequest): Promise<SessionSummary> {
  const signedIn = await currentCustomer(locale, context);
  if (!signedIn) return { signedIn: false };
  const wishlistCount = await getWishlist(locale, { token: signedIn.token })
    .then((items) => items.length)
    .catch(() => null);
  return { signedIn: true, fullName: signedIn.customer.fullName, wishlistCount };
}
