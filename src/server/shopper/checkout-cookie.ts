/**
 * The cart a checkout works on, issued by the server with the checkout page: an HttpOnly, SameSite=Lax cookie
 * naming the customer cart the page was rendered for. The checkout Actions take no cart id from the browser; they
 * act on this one, and placeOrder uses it as its idempotency key: a double click or a retry after a lost answer
 * names the cart that already became an order, and the backend answers that same order. The backend lets a
 * customer act only on their own cart, so a cookie naming anyone else's is refused there.
 *
 * It lives as long as a checkout reasonably does; a value that is not a masked cart id reads as absent.
 */
import type { AstroCookies } from 'astro';
import { isGuestCartId } from '@/lib/cart-identity.ts';
import type { ShopperContext } from './request-context.ts';
import { serverOnlyCookie } from './server-only-cookie.ts';

export const CHECKOUT_COOKIE = 'checkout_cart';
const CHECKOUT_COOKIE_MAX_AGE = 60 * 60 * 24;

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
