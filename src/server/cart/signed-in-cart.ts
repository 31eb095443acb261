/**
 * A signed-in customer's cart as the server owns it (spec §4): found through the session's token (`commerce`
 * carries it), never through a cart id from the browser.
 * - It belongs to one store view; on a locale switch it is claimed for the page's store (`POST /V1/carts/mine`),
 *   which keeps its lines, as the guest move does.
 * - A guest cart the browser still names (the cart cookie: what the shopper filled before signing in) is merged
 *   into it (`mergeCarts`: quantities capped at stock by the backend), and the operation ends with no guest cart,
 *   so the cookie is dropped (current-cart.ts). Done on every read, so a merge that failed at sign-in (backend
 *   hiccup) happens on the next request and no guest line is lost.
 */
import { CommerceInputError, CommerceNotFoundError, type CartLineInput, type CartSnapshot, type CartView, type CommerceClient } from '@/lib/commerce/index.ts';
import { needsStoreMove } from '@/lib/cart-identity.ts';
import type { CartOutcome } from './cart-outcome.ts';
import { applyCartChange, loadCartSnapshot, type CartChange } from './guest-cart.ts';

/**
 * The guest cart `cartId` (the cookie's) merged into `cart`; a guest cart the backend no longer has is just
 * forgotten. Either way the shopper ends with no guest cart.
 */
async function takeOverGuestCart(commerce: CommerceClient, cart: CartView, cartId: string | null): Promise<CartOutcome<CartView>> {
  if (!cartId || cartId === cart.id) return { answer: cart, cartId };
  try {
    return { answer: await commerce.mergeGuestCart(cartId, cart.id), cartId: null };
  } catch (error) {
    // Gone, inactive or not a guest cart: nothing to merge. Anything else (backend down) keeps the cookie for later.
    if (!(error instanceof CommerceNotFoundError || error instanceof CommerceInputError)) throw error;
    return { answer: cart, cartId: null };
  }
}

/** The signed-in shopper's cart in this locale's store (`commerce`'s), with guest cart `cartId` merged in. */
export async function customerCart(commerce: CommerceClient, cartId: string | null): Promise<CartOutcome<CartView>> {
  let cart = await commerce.getCustomerCart();
  if (needsStoreMove(cart.storeId, commerce.locale)) {
    await commerce.claimCustomerCart();
    cart = await commerce.getCustomerCart();
  }
  return takeOverGuestCart(commerce, cart, cartId);
}

export async function currentCustomerCart(commerce: CommerceClient, cartId: string | null): Promise<CartOutcome<CartSnapshot>> {
  const { answer: cart, ...after } = await customerCart(commerce, cartId);
  return { answer: await loadCartSnapshot(commerce, cart.id), cartId: after.cartId };
}

export async function addToCustomerCart(commerce: CommerceClient, cartId: string | null, line: CartLineInput): Promise<CartOutcome<CartSnapshot>> {
  const { answer: cart, ...after } = await customerCart(commerce, cartId);
  await commerce.addCartItem(cart.id, line);
  return { answer: await loadCartSnapshot(commerce, cart.id), cartId: after.cartId };
}

export async function changeCustomerCart(commerce: CommerceClient, cartId: string | null, change: CartChange): Promise<CartOutcome<CartSnapshot>> {
  const { answer: cart, ...after } = await customerCart(commerce, cartId);
  await applyCartChange(commerce, cart.id, change);
  return { answer: await loadCartSnapshot(commerce, cart.id), cartId: after.cartId };
}
