/**
 * The shopper's cart, whoever they are: a signed-in shopper's is their customer cart (signed-in-cart.ts), a
 * guest's the one the cart cookie names (guest-cart.ts). The cart Actions, the cart page, the checkout and its
 * JavaScript-off forms call only these; every write answers the whole cart (`CartSnapshot`) so the browser replaces
 * its display copy. Each operation is handed the guest cart the cookie names and answers the one it ended with (a
 * new one on the first add, another store view's, none once merged or gone), and the cookie is written here, from
 * that, once the operation is done. A session the backend refuses is ended on the way (forced sign-out) and the
 * refusal (`CommerceAuthError`) reaches the caller, which answers UNAUTHORIZED.
 */
import type { CartLineInput, CartSnapshot, CartView, CommerceClient } from '@/lib/commerce/index.ts';
import { keepCartCookie } from '@/server/shopper/cart-cookies.ts';
import { withSession } from '@/server/shopper/customer-session.ts';
import type { ShopperContext } from '@/server/shopper/request-context.ts';
import type { CartOutcome } from './cart-outcome.ts';
import { addToCustomerCart, changeCustomerCart, currentCustomerCart, customerCart } from './signed-in-cart.ts';
import { addToGuestCart, changeGuestCart, currentGuestCart, type CartChange } from './guest-cart.ts';

export type { CartChange } from './guest-cart.ts';

/** One side of a cart operation: the guest's, or the signed-in shopper's, handed the guest cart the cookie names. */
type CartSide<T> = (commerce: CommerceClient, cartId: string | null) => Promise<CartOutcome<T>>;

/** The end of every cart operation: the cart cookie names the guest cart it ended with, and its answer goes on. */
async function finishCartOperation<T>(context: ShopperContext, operation: Promise<CartOutcome<T>>): Promise<T> {
  const { answer, cartId } = await operation;
  keepCartCookie(context, cartId);
  return answer;
}

/** Runs the shopper's side of a cart operation: a signed-in shopper's with their session, a guest's as it is. */
function cartOperation<T>(context: ShopperContext, forGuest: CartSide<T>, forCustomer: CartSide<T>): Promise<T> {
  const { commerce, shopper } = context.locals;
  return finishCartOperation(
    context,
    shopper.token ? withSession(context, () => forCustomer(commerce, shopper.cartId)) : forGuest(commerce, shopper.cartId),
  );
}

/** The shopper's cart as it is now, or null when a guest has none. */
export function currentCart(context: ShopperContext): Promise<CartSnapshot | null> {
  return cartOperation<CartSnapshot | null>(context, currentGuestCart, currentCustomerCart);
}

/** Adds to the shopper's cart, creating one on demand (spec §4), and answers the cart as it now is. */
export function addToCart(context: ShopperContext, line: CartLineInput): Promise<CartSnapshot> {
  return cartOperation(
    context,
    (commerce, cartId) => addToGuestCart(commerce, cartId, line),
    (commerce, cartId) => addToCustomerCart(commerce, cartId, line),
  );
}

/** Applies `change` to the shopper's cart and answers it; a guest without a cart gets CommerceNotFoundError. */
export function changeCart(context: ShopperContext, change: CartChange): Promise<CartSnapshot> {
  return cartOperation(
    context,
    (commerce, cartId) => changeGuestCart(commerce, cartId, change),
    (commerce, cartId) => changeCustomerCart(commerce, cartId, change),
  );
}

/** The signed-in shopper's cart in this locale's store, any guest cart merged in (the checkout's cart). */
export function signedInCart(context: ShopperContext): Promise<CartView> {
  const { commerce, shopper } = context.locals;
  return finishCartOperation(context, customerCart(commerce, shopper.cartId));
}
