/**
 * The cart count in the header (spec §2): hidden while the cart is empty, announced politely when it changes
 * ("3 items in cart"). Mounted on every page, so it also starts the cart: adopt/refresh/locale move (spec §4).
 */
import { useEffect } from 'react';
import { $totalItemCount } from '@/stores/cart.ts';
import { startCart, type CartToastTexts } from '@/stores/cart-sync.ts';
import { useClientValue } from '@/stores/use-client-value.ts';
import type { PluralTexts } from '@/components/cart/cart-messages.ts';

type Props = { locale: 'ar' | 'en'; labels: PluralTexts; toasts: CartToastTexts };

export default function CartBadge({ locale, labels, toasts }: Props) {
  const count = useClientValue($totalItemCount, 0);

  useEffect(() => {
    void startCart(locale, toasts);
  }, [locale, toasts]);

  const label = count > 0 ? labels[new Intl.PluralRules(locale).select(count)].replace('{{count}}', String(count)) : '';
  return (
    <span data-cart-badge aria-live="polite" aria-atomic="true" className="absolute -end-0.5 -top-0.5">
      {count > 0 && (
        <>
          <span
            aria-hidden="true"
            className="flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs leading-none font-bold text-white"
            data-testid="cart-count"
          >
            {count > 99 ? '99+' : count}
          </span>
          <span className="sr-only">{label}</span>
        </>
      )}
    </span>
  );
}
