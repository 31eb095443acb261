/**
 * A signed-in customer's cart as the server owns it (spec §4): found through the session's token (`locals.commerce` carries it), never through
 * a cart id from the browser.
 * - It belongs to one store view; on a locale switch it is claimed for the page's store (`POST /V1/carts/mine`),
 *   which keeps its lines, as the guest move does.
 * - A guest cart the browser still names (the cart cookie: what the shopper filled before signing in) is merged
 *   into it (`mergeCarts`: quantities capped at stock by the backend) and the cookie dropped. Done on every read,
 *   so a merge that failed at sign-in (backend hiccup) happens on the next request and no guest line is lost.
 */
import { CommerceInputError, CommerceNotFoundError, type CartLineInput, type CartSnapshot, type CartView } from '@/lib/commerce/index.ts';
import { needsStoreMove } from '@/lib/cart-identity.ts';
import { clearCartCookie } from '@/server/shopper/cart-cookie.ts';
import type { ShopperContext } from '@/server/shopper/request-context.ts';
import { applyCartChange, loadCartSnapshot, type CartChange } from './guest-cart.ts';

/** The guest cart the cookie names, merged into `cart`; a guest cart the backend no longer has is just forgotten. */
async function takeOverGuestCart(context: ShopperContext, cart: CartView): Promise<CartView> {
  const guestId = context.locals.shopper.cartId;
  if (!guestId || guestId === cart.id) return cart;
  try {
    const merged = await context.locals.commerce.mergeGuestCart(guestId, cart.id);
    clearCartCookie(context);
    return merged;
  } catch (error) {
    // Gone, inactive or not a guest cart: nothing to merge. Anything else (backend down) keeps the cookie for later.
    if (!(error instanceof CommerceNotFoundError || error instanceof CommerceInputError)) throw error;
    clearCartCookie(context);
    return cart;
  }
}

/** The signed-in shopper's cart in this locale's store, with any guest cart merged in. */
export async function customerCart(context: ShopperContext): Promise<CartView> {
  const { commerce, locale } = context.locals;
  let cart = await commerce.getCustomerCart();
  if (needsStoreMove(cart.storeId, locale)) {
    await commerce.claimCustomerCart();
    cart = await commerce.getCustomerCart();
  }
  return takeOverGuestCart(context, cart);
}

export async function currentCustomerCart(context: ShopperContext): Promise<CartSnapshot> {
  const cart = await customerCart(context);
  return loadCartSnapshot(context.locals.commerce, cart.id);
}

export async function addToCustomerCart(context: ShopperContext, line: CartLineInput): Promise<CartSnapshot> {
  const cart = await customerCart(context);
  await context.locals.commerce.addCartItem(cart.id, line);
  return loadCartSnapshot(context.locals.commerce, cart.id);
}

export async function changeCustomerCart(context: ShopperContext, change: CartChange): Promise<CartSnapshot> {
  const cart = await customerCart(context);
  await applyCartChange(context.locals.commerce, cart.id, change);
  return loadCartSnapshot(context.locals.commerce, cart.id);
}
