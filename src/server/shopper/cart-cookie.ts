/**
 * The shopper's cart id lives in one place: an HttpOnly, SameSite=Lax cookie that only the server sets. The
 * middleware reads it once into `locals.shopper.cartId`; Actions, the cart page and its JavaScript-off forms use
 * that, and no page script can read or forge it: the browser's `quoteId` key is only a display mirror of what the
 * Actions answer. It is written in one place, `keepCartCookie`: at the end of a cart operation, from the guest cart
 * the operation ended with (src/server/cart/current-cart.ts), and when a session ends, which ends its guest cart
 * too. Writing it keeps `locals.shopper` in step, so the rest of the request agrees.
 *
 * A value that is not a guest cart id (tampered, or a stale numeric quote id) reads as "no cart", never an error.
 */
import type { AstroCookies } from 'astro';
import { isGuestCartId } from '@/lib/cart-identity.ts';
import type { ShopperContext } from './request-context.ts';
import { serverOnlyCookie } from './server-only-cookie.ts';

export const CART_COOKIE = 'cart';
/** Magento keeps a guest quote for 30 days by default; the cookie lasts as long. */
const CART_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

export function readCartCookie(cookies: AstroCookies): string | null {
  const value = cookies.get(CART_COOKIE)?.value;
  return isGuestCartId(value) ? value : null;
}

/**
 * Makes the cookie name guest cart `cartId` from now on (null: none, and a cookie of no use, forged or stale, goes
 * too); a cookie that already names it is left alone, so most answers carry no Set-Cookie.
 */
export function keepCartCookie(context: ShopperContext, cartId: string | null): void {
  if (cartId === null ? !context.cookies.has(CART_COOKIE) : context.locals.shopper.cartId === cartId) return;
  if (cartId) context.cookies.set(CART_COOKIE, cartId, serverOnlyCookie(context, CART_COOKIE_MAX_AGE));
  else context.cookies.delete(CART_COOKIE, { path: '/' });
  context.locals.shopper = { ...context.locals.shopper, cartId };
}
