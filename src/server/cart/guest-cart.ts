/**
 * A guest's cart as the server owns it: found through the cart cookie (`locals.shopper.cartId`), created on demand, moved to the page's
 * store when the shopper switched language (spec §4). A cookie naming a cart the backend no longer knows
 * (expired, ordered, merged, forged) means "no cart": the cookie is dropped and the next add starts a fresh one.
 * Nothing is an error for the shopper. current-cart.ts decides whether a request is a guest's.
 */
import {
  CommerceInputError,
  CommerceNotFoundError,
  toCommerceError,
  type CartLineInput,
  type CartSnapshot,
  type CartView,
  type CommerceClient,
} from '@/lib/commerce/index.ts';
import { needsStoreMove } from '@/lib/cart-identity.ts';
import { cartLineInputOf } from '@/lib/cart-line-input.ts';
import { clearCartCookie, writeCartCookie } from '@/server/shopper/cart-cookie.ts';
import type { ShopperContext } from '@/server/shopper/request-context.ts';

/** The cart as one answer: items from GraphQL (names in the store's language), totals from REST (spec §7). */
export async function loadCartSnapshot(commerce: CommerceClient, cartId: string): Promise<CartSnapshot> {
  const [cart, totals] = await Promise.all([commerce.getCart(cartId), commerce.getCartTotals(cartId)]);
  return { cartId: cart.id, items: cart.items, totals };
}

/** A change to a cart that must already exist (the cart page's controls). */
export type CartChange =
  | { intent: 'update'; itemId: number; qty: number }
  | { intent: 'remove'; itemId: number }
  | { intent: 'apply-coupon'; code: string }
  | { intent: 'remove-coupon' };

/** Applies `change` to cart `cartId` (the customer's when `commerce` carries their token). */
export async function applyCartChange(commerce: CommerceClient, cartId: string, change: CartChange): Promise<void> {
  if (change.intent === 'update') await commerce.updateCartItemQty(cartId, { itemId: change.itemId, qty: change.qty });
  else if (change.intent === 'remove') await commerce.removeCartItem(cartId, change.itemId);
  else if (change.intent === 'apply-coupon') await commerce.applyCoupon(cartId, change.code);
  else await commerce.removeCoupon(cartId);
}

/** The cart the cookie names, or null (no cookie, or a cart the backend does not know: the cookie is dropped). */
async function findGuestCart(context: ShopperContext): Promise<CartView | null> {
  const { cartId } = context.locals.shopper;
  if (!cartId) return null;
  try {
    return await context.locals.commerce.getCart(cartId);
  } catch (error) {
    if (!(error instanceof CommerceNotFoundError)) throw error;
    clearCartCookie(context);
    return null;
  }
}

/**
 * A new cart in this locale's store with the same lines and coupon. Lines the store refuses (sold out
 * meanwhile) are left out rather than failing the move; an empty cart is simply forgotten.
 */
async function moveToStore(context: ShopperContext, old: CartView): Promise<string | null> {
  if (old.items.length === 0) {
    clearCartCookie(context);
    return null;
  }
  const { commerce } = context.locals;
  const oldTotals = await commerce.getCartTotals(old.id);
  const cartId = await commerce.createGuestCart();
  for (const item of old.items) {
    try {
      await commerce.addCartItem(cartId, cartLineInputOf(item));
    } catch (error) {
      const failure = toCommerceError(error);
      if (!(failure instanceof CommerceInputError || failure instanceof CommerceNotFoundError)) throw failure;
    }
  }
  if (oldTotals.couponCode) await commerce.applyCoupon(cartId, oldTotals.couponCode).catch(() => undefined);
  writeCartCookie(context, cartId);
  return cartId;
}

/** The id of the guest's cart in this locale's store, or null when there is none yet. */
export async function guestCartId(context: ShopperContext): Promise<string | null> {
  const cart = await findGuestCart(context);
  if (!cart) return null;
  return needsStoreMove(cart.storeId, context.locals.locale) ? moveToStore(context, cart) : cart.id;
}

export async function currentGuestCart(context: ShopperContext): Promise<CartSnapshot | null> {
  const cartId = await guestCartId(context);
  return cartId ? loadCartSnapshot(context.locals.commerce, cartId) : null;
}

export async function addToGuestCart(context: ShopperContext, line: CartLineInput): Promise<CartSnapshot> {
  const { commerce } = context.locals;
  const existing = await guestCartId(context);
  const cartId = existing ?? (await commerce.createGuestCart());
  await commerce.addCartItem(cartId, line);
  if (cartId !== existing) writeCartCookie(context, cartId);
  return loadCartSnapshot(commerce, cartId);
}

/** No cart is CommerceNotFoundError. */
export async function changeGuestCart(context: ShopperContext, change: CartChange): Promise<CartSnapshot> {
  const { cartId } = context.locals.shopper;
  if (!cartId) throw new CommerceNotFoundError('No cart');
  await applyCartChange(context.locals.commerce, cartId, change);
  return loadCartSnapshot(context.locals.commerce, cartId);
}
