/**
 * The shopper's cart id lives in one place: an HttpOnly, SameSite=Lax cookie that only the server sets. Actions,
 * the cart page and its JavaScript-off forms read it from the request; no page script can read or forge it, and
 * the browser's `quoteId` key is only a display mirror of what the Actions answer.
 *
 * A value that is not a guest cart id (tampered, or a stale numeric quote id) reads as "no cart", never an error.
 */
import type { AstroCookies } from 'astro';
import { isGuestCartId } from '@/lib/cart-identity.ts';
import { isHttpsRequest } from '../request.ts';

export const CART_COOKIE = 'cart';
/** Magento keeps a guest quote for 30 days by default; the cookie lasts as long. */
const CART_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

/** What a cart step needs of the request: Astro's page, endpoint and Action contexts all have it. */
export type CartRequest = { cookies: AstroCookies; url: URL; request: Request };

export function readCartCookie(cookies: AstroCookies): string | null {
  const value = cookies.get(CART_COOKIE)?.value;
  return isGuestCartId(value) ? value : null;
}

export function writeCartCookie(context: CartRequest, cartId: string): void {
  context.cookies.set(CART_COOKIE, cartId, {
    path: '/',
    maxAge: CART_COOKIE_MAX_AGE,
    sameSite: 'lax',
    httpOnly: true,
    secure: isHttpsRequest(context.url, context.request),
  });
}

export function clearCartCookie(context: CartRequest): void {
  context.cookies.delete(CART_COOKIE, { path: '/' });
}
