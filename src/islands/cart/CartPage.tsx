/**
 * The cart page (spec §2, §4): lines with image, name, price and struck regular price, a quantity stepper that
 * marks the line as updating, remove, the coupon form (state kept in `couponCode`), totals from the totals
 * endpoint plus the cached express delivery price, the empty state, and the checkout link (sign-in first).
 * `initial` is the cart the server rendered from the `quoteId` cookie, so the page is complete before hydration.
 */
import { useEffect, useState, type SubmitEvent } from 'react';
import type { CartSnapshot } from '@/lib/commerce/index.ts';
import type { CartItem } from '@/lib/commerce/types.ts';
import { formatPrice } from '@/lib/format.ts';
import { fillTemplate } from '@/lib/i18n/fill.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { $cartItems, $cartLoading, $cartTotals, $couponCode, $expressDeliveryCost, $quoteId, $updatingItemIds } from '@/stores/cart.ts';
import {
  applyCoupon,
  changeQuantity,
  loadExpressDeliveryCost,
  removeCoupon,
  removeFromCart,
  startCart,
  type CartToastTexts,
} from '@/stores/cart-sync.ts';
import { useClientValue } from '@/stores/use-client-value.ts';

export type CartPageTexts = {
  itemsHeading: string;
  quantityOf: string;
  decrease: string;
  increase: string;
  remove: string;
  removeShort: string;
  updating: string;
  couponHeading: string;
  couponLabel: string;
  couponApply: string;
  couponRemove: string;
  couponApplied: string;
  couponNotApplied: string;
  summaryHeading: string;
  subtotal: string;
  discount: string;
  expressDelivery: string;
  grandTotal: string;
  checkout: string;
  signInHint: string;
  empty: string;
  emptyHint: string;
  startShopping: string;
  loading: string;
  originalPrice: string;
};

type Props = {
  locale: Locale;
  initial: CartSnapshot | null;
  texts: CartPageTexts;
  toasts: CartToastTexts;
  links: { shop: string; checkout: string; productBase: string };
};

export default function CartPage({ locale, initial, texts, toasts, links }: Props) {
  const items = useClientValue($cartItems, initial?.items ?? []);
  const totals = useClientValue($cartTotals, initial?.totals ?? null);
  const quoteId = useClientValue($quoteId, initial?.cartId ?? '');
  const loading = useClientValue($cartLoading, false);
  const expressCost = useClientValue($expressDeliveryCost, null);

  useEffect(() => {
    void startCart(locale, toasts, initial);
    void loadExpressDeliveryCost(locale);
  }, [locale, toasts, initial]);

  if (items.length === 0) {
    // A stored cart whose lines are still on their way is "loading", not "empty".
    if (loading || (quoteId !== '' && totals === null)) {
      return (
        <p className="py-16 text-center text-ink-600" role="status">
          {texts.loading}
        </p>
      );
    }
    return (
      <section className="mx-auto my-10 flex max-w-md flex-col items-center gap-3 rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-10 text-center">
        <h2 className="text-lg font-semibold text-ink-900">{texts.empty}</h2>
        <p className="text-ink-700">{texts.emptyHint}</p>
        <a
          href={links.shop}
          className="mt-2 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {texts.startShopping}
        </a>
      </section>
    );
  }

  const price = (value: number) => formatPrice(value, locale);
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
      <section aria-labelledby="cart-items-heading">
        <h2 id="cart-items-heading" className="sr-only">
          {texts.itemsHeading}
        </h2>
        <ul className="divide-y divide-ink-200 rounded-2xl border border-ink-200 bg-white">
          {items.map((item) => (
            <CartLine key={item.item_id} item={item} locale={locale} texts={texts} toasts={toasts} productBase={links.productBase} />
          ))}
        </ul>
      </section>
      <aside className="flex flex-col gap-6">
        <CouponForm locale={locale} texts={texts} toasts={toasts} serverCode={initial?.totals.couponCode ?? ''} />
        <section aria-labelledby="cart-summary-heading" className="rounded-2xl border border-ink-200 bg-white p-4">
          <h2 id="cart-summary-heading" className="mb-3 text-lg font-bold">
            {texts.summaryHeading}
          </h2>
          <dl className="flex flex-col gap-2 text-sm" aria-live="polite" data-testid="cart-totals">
            <SummaryRow label={texts.subtotal} value={totals ? price(totals.subtotal) : '…'} testId="subtotal" />
            {totals && totals.discount > 0 && (
              <SummaryRow label={texts.discount} value={`−${price(totals.discount)}`} testId="discount" accent />
            )}
            {expressCost !== null && <SummaryRow label={texts.expressDelivery} value={price(expressCost)} testId="express" />}
            <div className="mt-2 flex justify-between border-t border-ink-200 pt-3 text-base font-bold">
              <dt>{texts.grandTotal}</dt>
              <dd data-testid="grand-total">{totals ? price(totals.grandTotal) : '…'}</dd>
            </div>
          </dl>
          <a
            href={links.checkout}
            className="mt-4 flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-bold text-white hover:bg-brand-800"
          >
            {texts.checkout}
          </a>
          <p className="mt-2 text-xs text-ink-600">{texts.signInHint}</p>
        </section>
      </aside>
    </div>
  );
}

function SummaryRow({ label, value, testId, accent = false }: { label: string; value: string; testId: string; accent?: boolean }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-ink-700">{label}</dt>
      <dd className={accent ? 'font-semibold text-sale-600' : 'font-semibold'} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

type LineProps = { item: CartItem; locale: Locale; texts: CartPageTexts; toasts: CartToastTexts; productBase: string };

function CartLine({ item, locale, texts, toasts, productBase }: LineProps) {
  const updatingIds = useClientValue($updatingItemIds, []);
  const updating = updatingIds.includes(item.item_id);
  // Negative ids are optimistic lines not yet confirmed by the backend: nothing to update on them.
  const pendingAdd = item.item_id < 0;
  const name = { name: item.name };
  const onSale = item.original_price !== null && item.original_price > item.price;
  const image = item.extension_attributes.image_url;
  const stepButton =
    'flex size-9 items-center justify-center rounded-md border border-ink-300 text-lg font-bold hover:bg-ink-50 disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <li className="flex gap-4 p-4" aria-busy={updating} data-testid="cart-line" data-sku={item.sku}>
      <div className="size-20 shrink-0 overflow-hidden rounded-lg bg-ink-50">
        {image && <img src={image} alt="" width={80} height={80} className="size-full object-contain p-1" loading="lazy" />}
      </div>
      <div className="flex min-w-0 grow flex-col gap-2">
        <h3 className="font-medium text-ink-900">
          {item.url_key ? (
            <a href={`${productBase}/${encodeURIComponent(item.url_key)}`} className="hover:underline">
              {item.name}
            </a>
          ) : (
            item.name
          )}
        </h3>
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className={onSale ? 'font-bold text-sale-600' : 'font-bold'}>{formatPrice(item.price, locale)}</span>
          {onSale && item.original_price !== null && (
            <s className="text-ink-600">
              <span className="sr-only">{texts.originalPrice}</span>
              {formatPrice(item.original_price, locale)}
            </s>
          )}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <div className="flex items-center gap-2" role="group" aria-label={fillTemplate(texts.quantityOf, name)}>
            <button
              type="button"
              className={stepButton}
              aria-label={fillTemplate(texts.decrease, name)}
              disabled={updating || pendingAdd || item.qty <= 1}
              onClick={() => void changeQuantity(locale, item.item_id, item.qty - 1, toasts)}
            >
              <StepIcon plus={false} />
            </button>
            <output className="min-w-8 text-center font-semibold" data-testid="line-qty">
              {item.qty}
            </output>
            <button
              type="button"
              className={stepButton}
              aria-label={fillTemplate(texts.increase, name)}
              disabled={updating || pendingAdd}
              onClick={() => void changeQuantity(locale, item.item_id, item.qty + 1, toasts)}
            >
              <StepIcon plus />
            </button>
          </div>
          <button
            type="button"
            className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline disabled:opacity-50"
            aria-label={fillTemplate(texts.remove, name)}
            disabled={updating || pendingAdd}
            onClick={() => void removeFromCart(locale, item.item_id, toasts)}
          >
            {texts.removeShort}
          </button>
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

type CouponProps = { locale: Locale; texts: CartPageTexts; toasts: CartToastTexts; serverCode: string };

function CouponForm({ locale, texts, toasts, serverCode }: CouponProps) {
  // Spec §4: the applied coupon's initial state is read from local storage.
  const applied = useClientValue($couponCode, serverCode);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function onApply(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = draft.trim();
    if (!code || busy) return;
    setBusy(true);
    setFailed(false);
    const ok = await applyCoupon(locale, code, toasts);
    setBusy(false);
    setFailed(!ok);
    if (ok) setDraft('');
  }

  async function onRemove() {
    setBusy(true);
    await removeCoupon(locale, toasts);
    setBusy(false);
  }

  return (
    <section aria-labelledby="coupon-heading" className="rounded-2xl border border-ink-200 bg-white p-4">
      <h2 id="coupon-heading" className="mb-3 text-lg font-bold">
        {texts.couponHeading}
      </h2>
      {applied ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-medium text-success-700" data-testid="coupon-applied">
            {fillTemplate(texts.couponApplied, { code: applied })}
          </p>
          <button
            type="button"
            className="text-sm font-medium text-brand-700 hover:underline disabled:opacity-50"
            onClick={() => void onRemove()}
            disabled={busy}
          >
            {texts.couponRemove}
          </button>
        </div>
      ) : (
        <form className="flex gap-2" onSubmit={(event) => void onApply(event)} noValidate>
          <label htmlFor="coupon-code" className="sr-only">
            {texts.couponLabel}
          </label>
          <input
            id="coupon-code"
            name="coupon"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setFailed(false);
            }}
            placeholder={texts.couponLabel}
            autoComplete="off"
            aria-invalid={failed}
            aria-describedby={failed ? 'coupon-error' : undefined}
            className="min-w-0 grow rounded-lg border border-ink-300 px-3 py-2"
          />
          <button
            type="submit"
            disabled={busy || draft.trim() === ''}
            aria-busy={busy}
            className="rounded-lg bg-ink-900 px-4 py-2 font-semibold text-white disabled:opacity-60"
          >
            {texts.couponApply}
          </button>
        </form>
      )}
      <p id="coupon-error" role="alert" className="mt-2 text-sm font-medium text-sale-600 empty:hidden">
        {failed ? texts.couponNotApplied : ''}
      </p>
    </section>
  );
}
