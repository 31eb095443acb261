/**
 * The readable companion of the HttpOnly session cookie (src/server/shopper/customer-session.ts): `signed_in=1`
 * while a session may exist. It holds no secret; it only tells the header's script to ask the server who is
 * signed in, for a shopper who signed in through a plain form and so has no display mirror yet.
 */
export const SESSION_HINT_COOKIE = 'signed_in';

/** Whether `cookieHeader` (e.g. `document.cookie`) carries the hint. */
export function hasSessionHint(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((cookie) => cookie.trim() === `${SESSION_HINT_COOKIE}=1`);
}
