/**
 * The cart page (spec §2, §4): its lines, the coupon form, totals from the totals endpoint plus the cached
 * express delivery price, the empty state, and the checkout link (sign-in first). `initial` is the cart the
 * server rendered from the cart cookie, so the page is complete before hydration; every control is also a plain
 * form posted to the cart Action it calls once hydrated, so the cart works with JavaScript off.
 */
import type { CartSnapshot, ShippingMethodOption } from '@/lib/commerce/index.ts';
import { formatPrice } from '@/lib/format.ts';
import { fillTemplate } from '@/lib/i18n/fill.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { isUnconfirmedLine } from '@/stores/cart/cart-rules.ts';
import type { CartToastTexts } from '@/stores/cart/cart-sync.ts';
import CartLine from './CartLine.tsx';
import type { CartLinks, CartPageTexts } from './cart-page-texts.ts';
import CouponForm, { type RefusedCoupon } from './CouponForm.tsx';
import DeliveryOptions from './DeliveryOptions.tsx';
import { useCartPage } from './use-cart-page.ts';

type Props = {
  locale: Locale;
  initial: CartSnapshot | null;
  texts: CartPageTexts;
  toasts: CartToastTexts;
  links: CartLinks;
  /** SKUs placeOrder found out of stock (checkout sent the shopper back here): marked and named. */
  unavailableSkus?: string[];
  /** A coupon the server refused on a plain form post: the code typed, shown again with the refusal and its reason. */
  refusedCoupon?: RefusedCoupon | null;
  /** The delivery methods the backend would offer this cart, chosen at checkout and not in its total. */
  delivery?: ShippingMethodOption[];
  /** A signed-in shopper goes straight to checkout: only a guest is told about signing in with a code first. */
  signedIn?: boolean;
};

export default function CartPage({ locale, initial, texts, toasts, links, unavailableSkus = [], refusedCoupon = null, delivery = [], signedIn = false }: Props) {
  const { items, totals, quoteId, loading, expressCost } = useCartPage(locale, initial, toasts);

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
  // A line whose add is still on its way is not in the server's totals yet: they are shown as not known until it
  // lands, never as a sum that leaves it out.
  const addWaiting = items.some(isUnconfirmedLine);
  const shownTotals = addWaiting ? null : totals;
  const unavailable = items.filter((item) => unavailableSkus.includes(item.sku));
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
      <section aria-labelledby="cart-items-heading">
        {unavailable.length > 0 && (
          <p role="alert" className="mb-4 rounded-lg bg-sale-50 px-4 py-3 font-medium text-sale-600" data-testid="cart-unavailable">
            {fillTemplate(texts.unavailableNotice, { names: unavailable.map((item) => item.name).join(locale === 'ar' ? '، ' : ', ') })}
          </p>
        )}
        <h2 id="cart-items-heading" className="sr-only">
          {texts.itemsHeading}
        </h2>
        <ul className="divide-y divide-ink-200 rounded-2xl border border-ink-200 bg-white">
          {items.map((item) => (
            <CartLine
              key={item.itemId}
              item={item}
              locale={locale}
              texts={texts}
              toasts={toasts}
              links={links}
              unavailable={unavailableSkus.includes(item.sku)}
            />
          ))}
        </ul>
      </section>
      <aside className="flex flex-col gap-6">
        <CouponForm
          locale={locale}
          texts={texts}
          toasts={toasts}
          serverCode={initial?.totals.couponCode ?? ''}
          links={links}
          refused={refusedCoupon}
        />
        <section aria-labelledby="cart-summary-heading" className="rounded-2xl border border-ink-200 bg-white p-4">
          <h2 id="cart-summary-heading" className="mb-3 text-lg font-bold">
            {texts.summaryHeading}
          </h2>
          <dl className="flex flex-col gap-2 text-sm" aria-live="polite" aria-busy={shownTotals === null} data-testid="cart-totals">
            <SummaryRow label={texts.subtotal} value={shownTotals ? price(shownTotals.subtotal) : '…'} testId="subtotal" />
            {shownTotals && shownTotals.discount > 0 && (
              <SummaryRow label={texts.discount} value={`−${price(shownTotals.discount)}`} testId="discount" accent />
            )}
            <div className="mt-2 flex justify-between border-t border-ink-200 pt-3 text-base font-bold">
              <dt>{texts.totalBeforeDelivery}</dt>
              <dd data-testid="grand-total">{shownTotals ? price(shownTotals.grandTotal) : '…'}</dd>
            </div>
          </dl>
          <DeliveryOptions
            locale={locale}
            options={delivery}
            expressCost={expressCost}
            texts={{ note: texts.deliveryNote, free: texts.deliveryFree, express: texts.expressDelivery }}
          />
          {/* Checkout reads the server's cart: while an add is on its way it would lack that line, so the link waits. */}
          <a
            href={links.checkout}
            aria-disabled={addWaiting || undefined}
            onClick={(event) => addWaiting && event.preventDefault()}
            className="mt-4 flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-bold text-white hover:bg-brand-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          >
            {texts.checkout}
          </a>
          {!signedIn && <p className="mt-2 text-xs text-ink-600">{texts.signInHint}</p>}
        </section>
      </aside>
    </div>
  );
}

function SummaryRow({ label, value, testId, accent = false }: { label: string; value: string; testId: string; accent?: boolean }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-ink-700">{label}</dt>
      <dd className={accent ? 'font-semibold whitespace-nowrap text-sale-600' : 'font-semibold whitespace-nowrap'} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
