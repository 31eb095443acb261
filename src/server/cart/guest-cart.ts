/**
 * A guest's cart as the server owns it: found through the cart cookie, created on demand, moved to the page's
 * store when the shopper switched language (spec §4). A cookie naming a cart the backend no longer knows
 * (expired, ordered, merged, forged) means "no cart": the cookie is dropped and the next add starts a fresh one.
 * Nothing is an error for the shopper. current-cart.ts decides whether a request is a guest's.
 */
import {
  addCartItem,
  applyCoupon,
  CommerceInputError,
  CommerceNotFoundError,
  createGuestCart,
  getCart,
  getCartTotals,
  removeCartItem,
  removeCoupon,
  toCommerceError,
  updateCartItemQty,
  type CartSnapshot,
  type CartView,
  type RequestOptions,
} from '@/lib/commerce/index.ts';
import { needsStoreMove } from '@/lib/cart-identity.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { clearCartCookie, readCartCookie, writeCartCookie, type CartRequest } from './cart-cookie.ts';

/** The cart as one answer: items from GraphQL (names in the store's language), totals from REST (spec §7). */
export async function loadCartSnapshot(locale: Locale, cartId: string, options: RequestOptions = {}): Promise<CartSnapshot> {
  const [cart, totals] = await Promise.all([getCart(locale, cartId, options), getCartTotals(locale, cartId, options)]);
  return { cartId: cart.id, items: cart.items, totals };
}

/** A change to a cart that must already exist (the cart page's controls). */
export type CartChange =
  | { intent: 'update'; itemId: number; qty: number }
  | { intent: 'remove'; itemId: number }
  | { intent: 'apply-coupon'; code: string }
  | { intent: 'remove-coupon' };

/** Applies `change` to cart `cartId` (the customer's with `options.token`). */
export async function applyCartChange(locale: Locale, cartId: string, change: CartChange, options: RequestOptions = {}): Promise<void> {
  if (change.intent === 'update') await updateCartItemQty(locale, cartId, { itemId: change.itemId, qty: change.qty }, options);
  else if (change.intent === 'remove') await removeCartItem(locale, cartId, change.itemId, options);
  else if (change.intent === 'apply-coupon') await applyCoupon(locale, cartId, change.code, options);
  else await removeCoupon(locale, cartId, options);
}

/** The cart the cookie names, or null (no cookie, or a cart the backend does not know: the cookie is dropped). */
async function findGuestCart(locale: Locale, context: CartRequest): Promise<CartView | null> {
  const cartId = readCartCookie(context.cookies);
  if (!cartId) return null;
  try {
    return await getCart(locale, cartId);
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
async function moveToStore(locale: Locale, context: CartRequest, old: CartView): Promise<string | null> {
  if (old.items.length === 0) {
    clearCartCookie(context);
    return null;
  }
  const oldTotals = await getCartTotals(locale, old.id);
  const cartId = await createGuestCart(locale);
  for (const item of old.items) {
    try {
      await addCartItem(locale, cartId, { sku: item.sku, qty: item.qty });
    } catch (error) {
      const failure = toCommerceError(error);
      if (!(failure instanceof CommerceInputError || failure instanceof CommerceNotFoundError)) throw failure;
    }
  }
  if (oldTotals.couponCode) await applyCoupon(locale, cartId, oldTotals.couponCode).catch(() => undefined);
  writeCartCookie(context, cartId);
  return cartId;
}

/** The id of the guest's cart in this locale's store, or null when there is none yet. */
export async function guestCartId(locale: Locale, context: CartRequest): Promise<string | null> {
  const cart = await findGuestCart(locale, context);
  if (!cart) return null;
  return needsStoreMove(cart.storeId, locale) ? moveToStore(locale, context, cart) : cart.id;
}

export async function currentGuestCart(locale: Locale, context: CartRequest): Promise<CartSnapshot | null> {
  const cartId = await guestCartId(locale, context);
  return cartId ? loadCartSnapshot(locale, cartId) : null;
}

export async function addToGuestCart(locale: Locale, context: CartRequest, line: { sku: string; qty: number }): Promise<CartSnapshot> {
  const existing = await guestCartId(locale, context);
  const cartId = existing ?? (await createGuestCart(locale));
  await addCartItem(locale, cartId, line);
  if (cartId !== existing) writeCartCookie(context, cartId);
  return loadCartSnapshot(locale, cartId);
}

/** No cart is CommerceNotFoundError. */
export async function changeGuestCart(locale: Locale, context: CartRequest, change: CartChange): Promise<CartSnapshot> {
  const cartId = readCartCookie(context.cookies);
  if (!cartId) throw new CommerceNotFoundError('No cart');
  await applyCartChange(locale, cartId, change);
  return loadCartSnapshot(locale, cartId);
}
