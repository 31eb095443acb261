/**
 * Server-side guest-cart steps shared by the cart Actions and the JavaScript-off cart form (cart.astro POST):
 * read a cart as one snapshot (items + totals), and add an item to a cart that may not exist yet or any more.
 */
import { addCartItem, CommerceNotFoundError, createGuestCart, getCart, getCartTotals, type CartSnapshot } from '@/lib/commerce/index.ts';
import type { Locale } from '@/lib/i18n/locales.ts';


/** Spec §5: a guest cart id is a masked id; a purely numeric one is a customer quote id, stale for a guest. */
export function isGuestCartId(cartId: string | null | undefined): cartId is string {
  return typeof cartId === 'string' && cartId.length > 0 && !/^\d+$/.test(cartId);
}

export async function loadCartSnapshot(locale: Locale, cartId: string): Promise<CartSnapshot> {
  // Items from GraphQL (names in the store's language, regular and final price); totals from REST, as spec §7.
  const [cart, totals] = await Promise.all([getCart(locale, cartId), getCartTotals(locale, cartId)]);
  return { cartId: cart.id, items: cart.items, totals };
}

/**
 * Adds to the shopper's guest cart, creating one on demand (spec §4). A stored id the backend no longer knows
 * (expired, ordered, another database) gets a fresh cart instead of a failure, so "add" always works when the
 * product can be sold. Returns the id of the cart that now holds the item.
 */
export async function addToGuestCart(locale: Locale, cartId: string | null, line: { sku: string; qty: number }): Promise<string> {
  if (isGuestCartId(cartId)) {
    try {
      await addCartItem(locale, cartId, line);
      return cartId;
    } catch (error) {
      if (!(error instanceof CommerceNotFoundError) || (await cartExists(locale, cartId))) throw error;
    }
  }
  const freshId = await createGuestCart(locale);
  await addCartItem(locale, freshId, line);
  return freshId;
}

/** A 404 on add means either the cart or the product is gone; only a gone cart is worth replacing. */
async function cartExists(locale: Locale, cartId: string): Promise<boolean> {
  try {
    await getCart(locale, cartId);
    return true;
  } catch (error) {
    if (error instanceof CommerceNotFoundError) return false;
    throw error;
  }
}
