/**
 * The order summary beside the steps (below them on a phone): item count, subtotal, discount, delivery and total in QAR.
 *
 * While the delivery step is open, the delivery line and the total follow the method the shopper has picked, before
 * Continue, with script or without: each offered method has its amount and its total here, and `global.css` shows the
 * one whose radio is checked (`:has()`, by position), in place of the saved one (`data-delivery-default`). The
 * picked amounts are generated content, so the element's text stays the saved one for what reads it as text.
 */
import type { ReactNode } from 'react';
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
  /** The methods the open delivery step offers, in its order; none when it is not open. */
  picks?: { amount: number }[];
};

export default function OrderSummary({ locale, totals, quantity, texts, freeText, delivers, picks = [] }: Props) {
  const price = (value: number) => formatPrice(value, locale);
  const cost = (amount: number) => (amount === 0 ? freeText : price(amount));
  const shipping = totals.shipping === null ? texts.shippingPending : cost(totals.shipping);
  const withoutShipping = totals.grandTotal - (totals.shipping ?? 0);
  const picked = (values: string[], saved: string) => (
    <>
      <span data-delivery-default>{saved}</span>
      {values.map((value, index) => (
        <span key={index} data-delivery-pick data-value={value} />
      ))}
    </>
  );
  return (
    <section aria-labelledby="checkout-summary-heading" className="rounded-2xl border border-ink-200 bg-white p-4 lg:sticky lg:top-4">
      <h2 id="checkout-summary-heading" className="text-lg font-bold text-ink-900">
        {texts.heading}
      </h2>
      <p className="text-sm text-ink-600">{pluralText(texts.itemCount, locale, quantity)}</p>
      <dl className="mt-3 flex flex-col gap-2 text-sm" data-testid="checkout-totals">
        <Row label={texts.subtotal} testId="subtotal">
          {price(totals.subtotal)}
        </Row>
        {totals.discount > 0 && (
          <Row label={texts.discount} testId="discount">
            {`−${price(totals.discount)}`}
          </Row>
        )}
        {delivers && (
          <Row label={texts.shipping} testId="shipping">
            {picked(
              picks.map((pick) => cost(pick.amount)),
              shipping,
            )}
          </Row>
        )}
        <div className="mt-2 flex justify-between gap-4 border-t border-ink-200 pt-3 text-base font-bold">
          <dt>{texts.grandTotal}</dt>
          <dd data-testid="grand-total">
            {picked(
              picks.map((pick) => price(withoutShipping + pick.amount)),
              price(totals.grandTotal),
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Row({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-ink-700">{label}</dt>
      <dd className="font-semibold whitespace-nowrap" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
