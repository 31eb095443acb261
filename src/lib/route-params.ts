/**
 * Bounds for the path parameters of our routes. A URL is untrusted input: a slug that cannot be a url key of
 * this store is answered 404 by the page before any backend call, so an overlong, binary or crafted segment can
 * neither reach the commerce API (which refuses url keys over 255 characters: a 500 before this check) nor fill
 * the route cache with copies of the 404 page.
 */

/** Magento's limit on `url_key`. */
export const URL_KEY_MAX_LENGTH = 255;

/**
 * Letters and digits of any script (Magento keeps url keys a merchant typed in Arabic), joined by `-`, `_` or
 * `.`; no slash, space, percent sign, quote, angle bracket or control character.
 */
const URL_KEY = /^[\p{L}\p{N}](?:[\p{L}\p{N}\p{M}._-]*[\p{L}\p{N}\p{M}])?$/u;

/** The url key when `raw` can be one, else null (the page answers 404). */
export function urlKeyParam(raw: string | undefined | null): string | null {
  if (!raw || raw.length > URL_KEY_MAX_LENGTH) return null;
  const key = raw.normalize('NFC');
  return URL_KEY.test(key) ? key : null;
}
