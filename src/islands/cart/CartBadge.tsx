/**
 * The cart count in the header (spec §2): hidden while the cart is empty, announced politely when it changes
 * ("3 items in cart"). Mounted on every page, so it also starts the cart: adopt/refresh/locale move (spec §4).
 *
 * The badge sits inside the header's cart link, whose accessible name is "Cart". Text inside that link would
 * have to be part of its name (axe label-content-name-mismatch), so the number is drawn with CSS generated
 * content and the spoken "3 items in cart" lives in a live region rendered at the end of <body>.
 */
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { $totalItemCount } from '@/stores/cart.ts';
import { startCart, type CartToastTexts } from '@/stores/cart-sync.ts';
import { useClientValue } from '@/stores/use-client-value.ts';
import type { PluralTexts } from '@/components/cart/cart-messages.ts';

type Props = { locale: 'ar' | 'en'; labels: PluralTexts; toasts: CartToastTexts };

export default function CartBadge({ locale, labels, toasts }: Props) {
  const count = useClientValue($totalItemCount, 0);
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    setMounted(true);
    void startCart(locale, toasts);
  }, [locale, toasts]);

  const label = count > 0 ? labels[new Intl.PluralRules(locale).select(count)].replace('{{count}}', String(count)) : '';
  return (
    <span data-cart-badge className="absolute -end-0.5 -top-0.5">
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          data-count={count > 99 ? '99+' : String(count)}
          className="flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs leading-none font-bold text-white after:content-[attr(data-count)]"
        />
      )}
      {mounted &&
        createPortal(
          <span className="sr-only" aria-live="polite" aria-atomic="true" data-testid="cart-count-announcement">
            {label}
          </span>,
          document.body,
        )}
    </span>
  );
}
