/**
 * A guest's cart as the server owns it: the one the cart cookie names (given here as `cartId`), created on demand,
 * moved to the page's store when the shopper switched language (spec §4). A cookie naming a cart the backend no
 * longer knows (expired, ordered, merged, forged) means "no cart": the operation ends with none, so the cookie is
 * dropped, and the next add starts a fresh one. Nothing is an error for the shopper. Each operation answers the
 * guest cart it ended with (cart-outcome.ts); current-cart.ts decides whether a request is a guest's and writes the
 * cookie from that.
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
import { cartLineInputOf } from '@/domain/cart-line-input.ts';
import type { CartOutcome } from './cart-outcome.ts';

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

/** Cart `cartId`, or null when the backend does not know it. */
async function findGuestCart(commerce: CommerceClient, cartId: string): Promise<CartView | null> {
  try {
    return await commerce.getCart(cartId);
  } catch (error) {
    if (!(error instanceof CommerceNotFoundError)) throw error;
    return null;
  }
}

/**
 * A new cart in this locale's store with the same lines and coupon. Lines the store refuses (sold out
 * meanwhile) are left out rather than failing the move; an empty cart is simply forgotten.
 */
async function moveToStore(commerce: CommerceClient, old: CartView): Promise<string | null> {
  if (old.items.length === 0) return null;
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
  return cartId;
}

/** The id of guest cart `cartId` in this store view (`commerce`'s), or null when there is none (any more). */
async function cartInThisStore(commerce: CommerceClient, cartId: string | null): Promise<string | null> {
  const cart = cartId ? await findGuestCart(commerce, cartId) : null;
  if (!cart) return null;
  return needsStoreMove(cart.storeId, commerce.locale) ? moveToStore(commerce, cart) : cart.id;
}

export async function currentGuestCart(commerce: CommerceClient, cartId: string | null): Promise<CartOutcome<CartSnapshot | null>> {
  cartId = await cartInThisStore(commerce, cartId);
  return { answer: cartId ? await loadCartSnapshot(commerce, cartId) : null, cartId };
}

export async function addToGuestCart(commerce: CommerceClient, cartId: string | null, line: CartLineInput): Promise<CartOutcome<CartSnapshot>> {
  cartId = (await cartInThisStore(commerce, cartId)) ?? (await commerce.createGuestCart());
  await commerce.addCartItem(cartId, line);
  return { answer: await loadCartSnapshot(commerce, cartId), cartId };
}

/** No cart is CommerceNotFoundError. */
export async function changeGuestCart(commerce: CommerceClient, cartId: string | null, change: CartChange): Promise<CartOutcome<CartSnapshot>> {
  if (!cartId) throw new CommerceNotFoundError('No cart');
  await applyCartChange(commerce, cartId, change);
  return { answer: await loadCartSnapshot(commerce, cartId), cartId };
}
