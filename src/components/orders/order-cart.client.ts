/**
 * The browser's cart mirror after an order (spec §4 local keys `quoteId`, `items`, `totalItemCount`, `couponCode`):
 * it takes the cart the server rendered with the page — the new empty cart once an order is placed, or the order's
 * items again after a failed payment — through the cart store's own start, instead of asking the server again (the
 * page may carry payment-return parameters, and the refresh-on-load rule skips those). Without a readable cart, an
 * order that was placed still empties the mirror.
 */
import type { CartSnapshot } from '@/lib/commerce/index.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { EMPTY_CART } from '@/stores/cart/cart-rules.ts';
import { startCart, type CartToastTexts } from '@/stores/cart/cart-sync.ts';
import { writeCartState } from '@/stores/cart/cart-mirror.ts';

export type OrderCartState = { cart: CartSnapshot | null; orderPlaced: boolean };

export async function syncCartAfterOrder(locale: Locale, toasts: CartToastTexts | null, state: OrderCartState): Promise<void> {
  if (state.cart && toasts) await startCart(locale, toasts, state.cart);
  else if (state.orderPlaced) writeCartState({ ...EMPTY_CART });
}
