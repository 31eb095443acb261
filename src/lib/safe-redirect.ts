/**
 * Where sign-in sends the shopper afterwards (`?redirect=`): a path on this site only, so a link to our sign-in
 * page can never forward a shopper, freshly signed in, to someone else's site (an open redirect).
 *
 * Accepted: a path that starts with exactly one `/`. Refused: `//host` and `/\host` (browsers read both as
 * another host), any scheme (`https:`, `javascript:`), backslashes anywhere, whitespace and control characters
 * (browsers drop tabs and newlines, so `/\t/host` would become `//host`), and anything over 512 characters.
 * Anything refused goes to the account overview.
 */
import { localePath, type Locale } from './i18n/locales.ts';

export { REDIRECT_PARAM } from './redirect-param.ts';
const MAX_REDIRECT_LENGTH = 512;

export function isSafeRedirect(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_REDIRECT_LENGTH) return false;
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  // Backslashes, whitespace and control characters (C0, DEL, C1) have no place in our own paths.
  return !/[\\\s\p{Cc}]/u.test(value);
}

/**
 * A safe path as a `Location` header may carry it: header values are bytes, so a path with Arabic text or `€` (which
 * `Headers` refuses: a 500) or `¿` (which it would send as a raw byte) goes out percent-encoded, as the URL parser
 * writes it. Path, query and fragment are kept; only the path is normalized (`/a/../b` is `/b`).
 */
export function redirectLocation(path: string): string {
  const url = new URL(path, 'http://our.store');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `value` when it is one of our paths, else `/{locale}/account`. */
export function safeRedirect(value: unknown, locale: Locale): string {
  return isSafeRedirect(value) ? value : localePath(locale, '/account');
}
