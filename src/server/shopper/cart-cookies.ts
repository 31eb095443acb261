/**
 * The two cookies that name a cart, both HttpOnly, SameSite=Lax and set only by the server (`serverOnlyCookie`), so
 * no page script can read or forge them. A value that is not a masked cart id (tampered, or a stale numeric quote
 * id) reads as "no cart", never an error.
 *
 * - The cart cookie names the shopper's guest cart. The middleware reads it once into `locals.shopper.cartId`;
 *   Actions, the cart page and its JavaScript-off forms use that, and the browser's `quoteId` key is only a display
 *   mirror of what the Actions answer. It is written in one place, `keepCartCookie`: at the end of a cart operation,
 *   from the guest cart the operation ended with (src/server/cart/current-cart.ts), and when a session ends, which
 *   ends its guest cart too. Writing it keeps `locals.shopper` in step, so the rest of the request agrees.
 * - The checkout cookie names the cart a checkout works on, issued by the server with the checkout page: the
 *   customer cart the page was rendered for. The checkout Actions take no cart id from the browser; they act on this
 *   one, and placeOrder uses it as its idempotency key: a double click or a retry after a lost answer names the cart
 *   that already became an order, and the backend answers that same order. The backend lets a customer act only on
 *   their own cart, so a cookie naming anyone else's is refused there. It lives as long as a checkout reasonably
 *   does.
 */
import type { AstroCookies } from 'astro';
import { isGuestCartId } from '@/lib/cart-identity.ts';
import type { ShopperContext } from './request-context.ts';
import { serverOnlyCookie } from './server-only-cookie.ts';

export const CART_COOKIE = 'cart';
/** Magento keeps a guest quote for 30 days by default; the cookie lasts as long. */
const CART_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

export const CHECKOUT_COOKIE = 'checkout_cart';
const CHECKOUT_COOKIE_MAX_AGE = 60 * 60 * 24;

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

/** Masked cart ids look the same for a guest's cart and a customer's. */
export function readCheckoutCookie(cookies: AstroCookies): string | null {
  const value = cookies.get(CHECKOUT_COOKIE)?.value;
  return isGuestCartId(value) ? value : null;
}

export function writeCheckoutCookie(context: ShopperContext, cartId: string): void {
  context.cookies.set(CHECKOUT_COOKIE, cartId, serverOnlyCookie(context, CHECKOUT_COOKIE_MAX_AGE));
  context.locals.shopper = { ...context.locals.shopper, checkoutCartId: cartId };
}

export function clearCheckoutCookie(context: ShopperContext): void {
  context.cookies.delete(CHECKOUT_COOKIE, { path: '/' });
  context.locals.shopper = { ...context.locals.shopper, checkoutCartId: null };
}
