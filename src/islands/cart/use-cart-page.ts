/**
 * The cart page's state: the persisted cart mirror (src/stores/cart/cart-mirror.ts), read after hydration. During hydration
 * the island renders the cart the server rendered (`initial`), so the first client render matches its HTML.
 * Starts the cart round-trips once (refresh, locale move, payment-return rule) and the express delivery price.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { CartSnapshot } from '@/lib/commerce/index.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { $cartItems, $cartLoading, $cartTotals, $expressDeliveryCost, $quoteId } from '@/stores/cart/cart-mirror.ts';
import { loadExpressDeliveryCost, startCart, type CartToastTexts } from '@/stores/cart/cart-sync.ts';
import { useHydrated } from '@/islands/ui/use-hydrated.ts';

export function useCartPage(locale: Locale, initial: CartSnapshot | null, toasts: CartToastTexts) {
  const hydrated = useHydrated();
  const stored = {
    items: useStore($cartItems),
    totals: useStore($cartTotals),
    quoteId: useStore($quoteId),
    loading: useStore($cartLoading),
    expressCost: useStore($expressDeliveryCost),
  };

  useEffect(() => {
    void startCart(locale, toasts, initial);
    void loadExpressDeliveryCost();
  }, [locale, toasts, initial]);

  if (hydrated) return stored;
  return { items: initial?.items ?? [], totals: initial?.totals ?? null, quoteId: initial?.cartId ?? '', loading: false, expressCost: null };
}
