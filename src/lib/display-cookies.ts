/**
 * Readable cookies that mirror what the header shows, for the pages that run no script (about, the policies,
 * maintenance: `scriptFree` in StoreLayout). Those pages cannot read local storage, so the browser keeps a copy of
 * the cart count, the wishlist count, the signed-in name and the dismissed announcement here, and the page's
 * personal stylesheet (`/api/shopper.css`, src/server/layout/shopper-style.ts) is built from them on the server.
 *
 * They hold display values only, never a secret: the server stays the judge of the session and of the cart.
 */
export const DISPLAY_COOKIES = {
  cartCount: 'cart_count',
  wishlistCount: 'wishlist_count',
  fullName: 'full_name',
  closedAnnouncement: 'closed_announcement',
  /** Set by the server (src/server/shopper/compare-list-cookie.ts): how many products the shopper compares. */
  compareCount: 'compare_count',
} as const;

export type DisplayCookie = (typeof DISPLAY_COOKIES)[keyof typeof DISPLAY_COOKIES];

/** Spec §9: as long as the session and the cart it mirrors (90 days). */
export const DISPLAY_COOKIE_MAX_AGE = 7_776_000;

/** Bounds of what the server accepts from these cookies. */
export const FULL_NAME_MAX_LENGTH = 100;
export const ANNOUNCEMENT_ID = /^[0-9a-f]{16}$/;

/** The `Set-Cookie`-style text that stores `value` under `name`, or deletes it when `value` is empty. */
export function displayCookieText(name: DisplayCookie, value: string, secure: boolean): string {
  const lifetime = value === '' ? 0 : DISPLAY_COOKIE_MAX_AGE;
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${lifetime}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
