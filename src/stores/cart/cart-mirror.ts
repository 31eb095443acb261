/**
 * Cart state shared by the cart islands, persisted under the spec's local-storage keys (spec §9): `Store`
 * (which store view, ar|en, the cart belongs to), `quoteId`, `couponCode`, `totalItemCount`, `items`,
 * `express_delivery_cost`. Values are read on the client only; islands show them after mount (no hydration
 * mismatch). The rules live in cart-rules.ts, the server round-trips in cart-sync.ts.
 */
import type { CartItem, CartTotals } from '@/lib/commerce/index.ts';
import { atom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { $quoteId, $totalItemCount, removedWhenEmpty } from './cart-count.ts';
import { countItems, decodeStoredItems, encodeStoredItems, type CartState } from './cart-rules.ts';
import { DISPLAY_COOKIES } from '@/lib/display-cookies.ts';
import { mirrorToCookie } from '@/stores/layout/display-cookie-mirror.ts';

export { $quoteId, $totalItemCount };

const numberOrNull = {
  encode: (value: number | null) => (value === null ? undefined : String(value)),
  decode: (raw: string) => (raw === '' || Number.isNaN(Number(raw)) ? null : Number(raw)),
};

/** '' until a cart exists or the shopper signs in (spec §4 "saves the store"); then the locale of that store view. */
export const $cartLocale = persistentAtom<string>('Store', '', removedWhenEmpty);

export const $couponCode = persistentAtom<string>('couponCode', '', removedWhenEmpty);
export const $cartItems = persistentAtom<CartItem[]>('items', [], { encode: encodeStoredItems, decode: decodeStoredItems });
export const $expressDeliveryCost = persistentAtom<number | null>('express_delivery_cost', null, numberOrNull);

// The count changes only through this store; script-free pages show it from this cookie (src/lib/display-cookies.ts).
mirrorToCookie($totalItemCount, DISPLAY_COOKIES.cartCount, (count) => (count > 0 ? String(count) : ''));

/** Not persisted: totals are read from the backend each time the cart page needs them. */
export const $cartTotals = atom<CartTotals | null>(null);
/** Spec §4: carts load with a loading flag. */
export const $cartLoading = atom(false);
/** Spec §4: an item whose quantity update is in flight is marked updating until it finishes. */
export const $updatingItemIds = atom<readonly number[]>([]);

export function readCartState(): CartState {
  return { quoteId: $quoteId.get(), couponCode: $couponCode.get(), items: $cartItems.get() };
}

export function writeCartState(state: CartState): void {
  $quoteId.set(state.quoteId);
  $couponCode.set(state.couponCode);
  $cartItems.set(state.items);
  $totalItemCount.set(countItems(state.items));
  // `Store` is left as it is: without a quote id the locale rule has nothing to move, and a revert keeps it right.
  if (state.quoteId === '') $cartTotals.set(null);
}

export function setItemUpdating(itemId: number, updating: boolean): void {
  const others = $updatingItemIds.get().filter((id) => id !== itemId);
  $updatingItemIds.set(updating ? [...others, itemId] : others);
}
