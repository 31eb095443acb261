/**
 * The shopper's cart, whoever they are: a signed-in shopper's is their customer cart (customer-cart.ts), a
 * guest's the one the cart cookie names (guest-cart.ts). The cart Actions, the cart page and its JavaScript-off
 * forms call only these three; every write answers the whole cart (`CartSnapshot`) so the browser replaces its
 * display copy. A session the backend refuses is ended on the way (forced sign-out) and the refusal
 * (`CommerceAuthError`) reaches the caller, which answers UNAUTHORIZED.
 */
import type { CartLineInput, CartSnapshot } from '@/lib/commerce/index.ts';
import { withSession } from '@/server/shopper/forced-sign-out.ts';
import type { ShopperContext } from '@/server/shopper/request-context.ts';
import { addToCustomerCart, changeCustomerCart, currentCustomerCart } from './customer-cart.ts';
import { addToGuestCart, changeGuestCart, currentGuestCart, type CartChange } from './guest-cart.ts';

export type { CartChange } from './guest-cart.ts';

/** The shopper's cart as it is now, or null when a guest has none. */
export function currentCart(context: ShopperContext): Promise<CartSnapshot | null> {
  return context.locals.shopper.token ? withSession(context, () => currentCustomerCart(context)) : currentGuestCart(context);
}

/** Adds to the shopper's cart, creating one on demand (spec §4), and answers the cart as it now is. */
export function addToCart(context: ShopperContext, line: CartLineInput): Promise<CartSnapshot> {
  return context.locals.shopper.token ? withSession(context, () => addToCustomerCart(context, line)) : addToGuestCart(context, line);
}

/** Applies `change` to the shopper's cart and answers it; a guest without a cart gets CommerceNotFoundError. */
export function changeCart(context: ShopperContext, change: CartChange): Promise<CartSnapshot> {
  return context.locals.shopper.token ? withSession(context, () => changeCustomerCart(context, change)) : changeGuestCart(context, change);
}
