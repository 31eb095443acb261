/**
 * A guest's compare list is named by its uid (Magento's list mask), kept in an HttpOnly, SameSite=Lax cookie only
 * the server reads and writes, like the cart id: no page script sees it and no Action takes it from the browser. A
 * signed-in customer's list is their account's and needs no cookie; at sign-in the guest's list is carried into it
 * and the cookie goes (src/server/compare/compare-list.ts).
 *
 * Beside it, the readable display cookie `compare_count` (no secret) says how many products the shopper compares,
 * for the header's count: the shopper's stylesheet and the header's script read it.
 */
import type { AstroCookies } from 'astro';
import { DISPLAY_COOKIES, DISPLAY_COOKIE_MAX_AGE } from '@/lib/display-cookies.ts';
import { isHttpsRequest } from '@/server/security/strict-transport-security.ts';
import type { ShopperContext } from './request-context.ts';
import { serverOnlyCookie } from './server-only-cookie.ts';

export const COMPARE_LIST_COOKIE = 'compare_list';
/** Guest lists nobody uses for 30 days are removed by the backend; the cookie lasts as long. */
const COMPARE_LIST_MAX_AGE = 60 * 60 * 24 * 30;
/** Magento's list mask: 32 letters and digits. Anything else names no list. */
const LIST_UID = /^[A-Za-z0-9]{32}$/;

export function readCompareListCookie(cookies: AstroCookies): string | null {
  const value = cookies.get(COMPARE_LIST_COOKIE)?.value;
  return value !== undefined && LIST_UID.test(value) ? value : null;
}

/** Names the guest's list `uid` from now on (null: none, and a cookie of no use goes too). */
export function keepCompareListCookie(context: ShopperContext, uid: string | null): void {
  if (uid === null) {
    if (context.cookies.has(COMPARE_LIST_COOKIE)) context.cookies.delete(COMPARE_LIST_COOKIE, { path: '/' });
    return;
  }
  if (readCompareListCookie(context.cookies) !== uid) context.cookies.set(COMPARE_LIST_COOKIE, uid, serverOnlyCookie(context, COMPARE_LIST_MAX_AGE));
}

/** The header's count of compared products (gone at 0). */
export function keepCompareCount(context: ShopperContext, count: number): void {
  if (count <= 0) {
    if (context.cookies.has(DISPLAY_COOKIES.compareCount)) context.cookies.delete(DISPLAY_COOKIES.compareCount, { path: '/' });
    return;
  }
  context.cookies.set(DISPLAY_COOKIES.compareCount, String(count), {
    path: '/',
    maxAge: DISPLAY_COOKIE_MAX_AGE,
    sameSite: 'lax',
    httpOnly: false,
    secure: isHttpsRequest(context.url, context.request),
  });
}
