/** The order summary beside the steps (below them on a phone): item count, subtotal, discount, delivery and total in QAR. */
import type { CheckoutTotals } from '@/lib/commerce/index.ts';
import { formatPrice } from '@/lib/format.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { pluralText } from '@/islands/account/account-texts.ts';
import type { CheckoutTexts } from './checkout-texts.ts';

type Props = {
  locale: Locale;
  totals: CheckoutTotals;
  quantity: number;
  texts: CheckoutTexts['summary'];
  freeText: string;
  /** E-cards only: nothing is delivered, so no delivery line. */
  delivers: boolean;
};

export default function OrderSummary({ locale, totals, quantity, texts, freeText, delivers }: Props) {
  const price = (value: number) => formatPrice(value, locale);
  const shipping = totals.shipping === null ? texts.shippingPending : totals.shipping === 0 ? freeText : price(totals.shipping);
  return (
    <section aria-labelledby="checkout-summary-heading" className="rounded-2xl border border-ink-200 bg-white p-4 lg:sticky lg:top-4">
      <h2 id="checkout-summary-heading" className="text-lg font-bold text-ink-900">
        {texts.heading}
      </h2>
      <p className="text-sm text-ink-600">{pluralText(texts.itemCount, locale, quantity)}</p>
      <dl className="mt-3 flex flex-col gap-2 text-sm" data-testid="checkout-totals">
        <Row label={texts.subtotal} value={price(totals.subtotal)} testId="subtotal" />
        {totals.discount > 0 && <Row label={texts.discount} value={`−${price(totals.discount)}`} testId="discount" />}
        {delivers && <Row label={texts.shipping} value={shipping} testId="shipping" />}
        <div className="mt-2 flex justify-between gap-4 border-t border-ink-200 pt-3 text-base font-bold">
          <dt>{texts.grandTotal}</dt>
          <dd data-testid="grand-total">{price(totals.grandTotal)}</dd>
        </div>
      </dl>
    </section>
  );
}

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-ink-700">{label}</dt>
      <dd className="font-semibold whitespace-nowrap" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
