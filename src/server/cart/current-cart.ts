/**
 * The shopper's cart, whoever they are: a signed-in shopper's is their customer cart (customer-cart.ts), a
 * guest's the one the cart cookie names (guest-cart.ts). The cart Actions, the cart page and its JavaScript-off
 * forms call only these three; every write answers the whole cart (`CartSnapshot`) so the browser replaces its
 * display copy. A session the backend refuses is ended on the way (forced sign-out) and the refusal
 * (`CommerceAuthError`) reaches the caller, which answers UNAUTHORIZED.
 */
import type { CartSnapshot } from '@/lib/commerce/index.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { readCustomerToken } from '../session/customer-session.ts';
import { withSession } from '../session/forced-sign-out.ts';
import type { CartRequest } from './cart-cookie.ts';
import { addToCustomerCart, changeCustomerCart, currentCustomerCart } from './customer-cart.ts';
import { addToGuestCart, changeGuestCart, currentGuestCart, type CartChange } from './guest-cart.ts';

export type { CartChange } from './guest-cart.ts';

/** The shopper's cart as it is now, or null when a guest has none. */
export function currentCart(locale: Locale, context: CartRequest): Promise<CartSnapshot | null> {
  const token = readCustomerToken(context.cookies);
  return token ? withSession(context, () => currentCustomerCart(locale, context, token)) : currentGuestCart(locale, context);
}

/** Adds to the shopper's cart, creating one on demand (spec §4), and answers the cart as it now is. */
export function addToCart(locale: Locale, context: CartRequest, line: { sku: string; qty: number }): Promise<CartSnapshot> {
  const token = readCustomerToken(context.cookies);
  return token ? withSession(context, () => addToCustomerCart(locale, context, token, line)) : addToGuestCart(locale, context, line);
}

/** Applies `change` to the shopper's cart and answers it; a guest without a cart gets CommerceNotFoundError. */
export function changeCart(locale: Locale, context: CartRequest, change: CartChange): Promise<CartSnapshot> {
  const token = readCustomerToken(context.cookies);
  return token ? withSession(context, () => changeCustomerCart(locale, context, token, change)) : changeGuestCart(locale, context, change);
}
