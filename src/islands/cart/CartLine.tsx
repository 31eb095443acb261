/**
 * One cart line: image, name (linking to the variant's own address for a variant), its chosen options, price with the
 * struck regular price and, past one, the line's total, a quantity stepper that marks the line as
 * updating (spec §4), and remove. The stepper and remove are real forms posted to the cart Actions, so they work
 * before hydration and with JavaScript off; once hydrated the same Actions answer without a page load.
 */
import type { MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { CartItem } from '@/lib/commerce/index.ts';
import { formatPrice } from '@/lib/format.ts';
import { fillTemplate } from '@/lib/i18n/fill.ts';
import { withVariantQuery } from '@/domain/variant-choice.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { $updatingItemIds } from '@/stores/cart/cart-mirror.ts';
import { isUnconfirmedLine } from '@/stores/cart/cart-rules.ts';
import { changeQuantity, removeFromCart, type CartToastTexts } from '@/stores/cart/cart-sync.ts';
import type { CartLinks, CartPageTexts } from './cart-page-texts.ts';
import { ChosenOptions } from '@/islands/ui/ChosenOptions.tsx';
import { MediaThumbnail } from '@/islands/ui/MediaThumbnail.tsx';

type Props = {
  item: CartItem;
  locale: Locale;
  texts: CartPageTexts;
  toasts: CartToastTexts;
  links: Pick<CartLinks, 'updateItem' | 'removeItem' | 'productBase'>;
  /** placeOrder found this line out of stock: marked until the shopper changes it. */
  unavailable?: boolean;
};

/** The cart Action accepts up to 10 000 per line; a typed quantity stays within what a shopper means. */
const MAX_TYPED_QTY = 999;

const stepButton =
  'flex size-9 items-center justify-center rounded-md border border-ink-300 text-lg font-bold hover:bg-ink-50 disabled:cursor-not-allowed disabled:opacity-50';

/** Unit price × quantity rounded to the dirham (a hundredth of a riyal): 3 × 0.1 is 0.3, not 0.30000000000000004. */
function lineTotal(price: number, qty: number) {
  return Math.round(price * qty * 100) / 100;
}

/** Runs `work` instead of posting the form: the island is live, so the Action answers without a page load. */
function instead(work: () => Promise<unknown>) {
  return (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    void work();
  };
}

export default function CartLine({ item, locale, texts, toasts, links, unavailable = false }: Props) {
  const updating = useStore($updatingItemIds).includes(item.itemId);
  // An optimistic line the server has not confirmed yet: nothing to update on it.
  const pendingAdd = isUnconfirmedLine(item);
  const name = { name: item.name };
  const onSale = item.originalPrice !== null && item.originalPrice > item.price;
  const image = item.imageUrl;
  return (
    <li
      className={`flex gap-4 p-4 ${unavailable ? 'bg-sale-50' : ''}`}
      aria-busy={updating}
      data-testid="cart-line"
      data-sku={item.sku}
      data-unavailable={unavailable || undefined}
    >
      <div className="size-20 shrink-0 overflow-hidden rounded-lg bg-ink-50">
        {image && <MediaThumbnail src={image} size={80} className="size-full object-contain p-1" />}
      </div>
      <div className="flex min-w-0 grow flex-col gap-2">
        <h3 className="font-medium text-ink-900">
          {/* A variant's line opens its own address, with its options chosen. */}
          {item.urlKey ? (
            <a href={withVariantQuery(`${links.productBase}/${encodeURIComponent(item.urlKey)}`, item.variantQuery)} className="hover:underline">
              {item.name}
            </a>
          ) : (
            item.name
          )}
        </h3>
        <ChosenOptions options={item.options} />
        {unavailable && <p className="w-fit rounded bg-sale-600 px-2 py-0.5 text-xs font-bold text-white">{texts.unavailableBadge}</p>}
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className={onSale ? 'font-bold text-sale-600' : 'font-bold'}>{formatPrice(item.price, locale)}</span>
          {onSale && item.originalPrice !== null && (
            <s className="text-ink-600">
              <span className="sr-only">{texts.originalPrice}</span>
              {formatPrice(item.originalPrice, locale)}
            </s>
          )}
        </p>
        {item.qty > 1 && (
          <p className="text-sm text-ink-700" data-testid="line-total">
            {texts.lineTotal}: <span className="font-bold text-ink-900">{formatPrice(lineTotal(item.price, item.qty), locale)}</span>
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <form
            method="post"
            action={links.updateItem}
            className="flex items-center gap-2"
            aria-label={fillTemplate(texts.quantityOf, name)}
            data-qty-stepper
          >
            <input type="hidden" name="itemId" value={item.itemId} />
            <button
              type="submit"
              name="qty"
              value={item.qty - 1}
              className={stepButton}
              aria-label={fillTemplate(texts.decrease, name)}
              disabled={updating || pendingAdd || item.qty <= 1}
              onClick={instead(() => changeQuantity(locale, item.itemId, item.qty - 1, toasts))}
            >
              <StepIcon plus={false} />
            </button>
            <output className="min-w-8 text-center font-semibold" data-testid="line-qty">
              {item.qty}
            </output>
            <button
              type="submit"
              name="qty"
              value={item.qty + 1}
              className={stepButton}
              aria-label={fillTemplate(texts.increase, name)}
              disabled={updating || pendingAdd}
              onClick={instead(() => changeQuantity(locale, item.itemId, item.qty + 1, toasts))}
            >
              <StepIcon plus />
            </button>
          </form>
          {/* Without JavaScript a quantity is typed (the stepper is hidden then: inline-code.ts); with it, the stepper is the control (spec §4). */}
          <noscript>
            <form method="post" action={links.updateItem} className="flex items-center gap-2">
              <input type="hidden" name="itemId" value={item.itemId} />
              <label htmlFor={`qty-${item.itemId}`} className="sr-only">
                {fillTemplate(texts.typedQuantity, name)}
              </label>
              <input
                id={`qty-${item.itemId}`}
                name="qty"
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_TYPED_QTY}
                defaultValue={item.qty}
                required
                className="w-20 rounded-lg border border-ink-300 px-2 py-1.5 text-center"
              />
              <button type="submit" className="rounded-lg border border-ink-300 px-3 py-1.5 text-sm font-medium hover:bg-ink-50">
                {texts.setQuantity}
              </button>
            </form>
          </noscript>
          <form method="post" action={links.removeItem}>
            <input type="hidden" name="itemId" value={item.itemId} />
            <button
              type="submit"
              className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline disabled:opacity-50"
              aria-label={fillTemplate(texts.remove, name)}
              disabled={updating || pendingAdd}
              onClick={instead(() => removeFromCart(locale, item.itemId, toasts))}
            >
              {texts.removeShort}
            </button>
          </form>
          {updating && (
            <span className="text-sm text-ink-600" role="status">
              {texts.updating}
            </span>
          )}
        </div>
      </div>
    </li>
  );
}

/** Drawn, not typed: a "+" or "−" character would be read as the button's visible label. */
function StepIcon({ plus }: { plus: boolean }) {
  return (
    <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d={plus ? 'M3 8h10M8 3v10' : 'M3 8h10'} />
    </svg>
  );
}
