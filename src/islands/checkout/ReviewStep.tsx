/**
 * The review: the items, where they go, how they are paid, the grand total on a phone (whose summary is below), and
 * the place-order button, disabled while the order is
 * on its way (a double click never sends a second request). A card order then shows the provider's form, which
 * submits itself. Without JavaScript the button posts the place-order form (the page then answers with the next
 * page, or the provider's form with its own button). Each line's name links to its product's page, a variant's to the
 * variant's own address, as the cart's lines do.
 */
import { ChosenOptions } from '@/islands/ui/ChosenOptions.tsx';
import type { SubmitEvent } from 'react';
import { shippingMethodKey } from '@/domain/checkout-rules.ts';
import { formatPrice } from '@/lib/format.ts';
import { fillTemplate } from '@/lib/i18n/fill.ts';
import { productPath, type Locale } from '@/lib/i18n/locales.ts';
import AddressLines from './AddressLines.tsx';
import RecipientLines from './RecipientLines.tsx';
import type { CheckoutTexts } from './checkout-texts.ts';
import PaymentRedirectForm from './PaymentRedirectForm.tsx';
import type { Checkout } from './use-checkout.ts';
import { MediaThumbnail } from '@/islands/ui/MediaThumbnail.tsx';

type Props = { locale: Locale; checkout: Checkout; texts: CheckoutTexts; /** Where the form posts without JavaScript. */ action: string };

export default function ReviewStep({ locale, checkout, texts, action }: Props) {
  const { view, pending, payment } = checkout;
  const delivery = view.shippingMethods.find((method) => shippingMethodKey(method) === view.selectedShipping);
  return (
    <div className="space-y-5">
      <div>
        <h3 className="mb-2 font-bold text-ink-900">{texts.review.items}</h3>
        <ul className="divide-y divide-ink-200 rounded-xl border border-ink-200" data-testid="review-items">
          {view.items.map((item) => (
            <li key={item.itemId} className="flex items-center gap-3 p-3 text-sm" data-sku={item.sku}>
              <div className="size-14 shrink-0 overflow-hidden rounded-lg bg-ink-50">
                {item.imageUrl && <MediaThumbnail src={item.imageUrl} size={56} className="size-full object-contain p-1" />}
              </div>
              <div className="min-w-0 grow">
                <p className="font-medium text-ink-900">
                  {item.urlKey ? (
                    <a href={productPath(locale, item.urlKey, item.variantQuery)} className="hover:underline">
                      {item.name}
                    </a>
                  ) : (
                    item.name
                  )}
                </p>
                <ChosenOptions options={item.options} />
                <p className="text-ink-600">{fillTemplate(texts.review.quantity, { count: String(item.qty) })}</p>
              </div>
              <p className="whitespace-nowrap font-bold">{formatPrice(item.rowTotal, locale)}</p>
            </li>
          ))}
        </ul>
      </div>
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        {view.address && !view.isVirtual && (
          <div>
            <dt className="font-bold text-ink-900">{texts.review.deliverTo}</dt>
            <dd className="mt-1">
              <AddressLines locale={locale} words={texts.addressWords} {...view.address} />
            </dd>
          </div>
        )}
        {view.ecardRecipient && (
          <div>
            <dt className="font-bold text-ink-900">{texts.review.recipient}</dt>
            <dd className="mt-1 text-ink-800">
              <RecipientLines recipient={view.ecardRecipient} />
            </dd>
          </div>
        )}
        {delivery && (
          <div>
            <dt className="font-bold text-ink-900">{texts.review.delivery}</dt>
            <dd className="mt-1 text-ink-800">{delivery.title}</dd>
          </div>
        )}
        {view.selectedPayment && (
          <div>
            <dt className="font-bold text-ink-900">{texts.review.paidWith}</dt>
            <dd className="mt-1 text-ink-800">{texts.payment.names[view.selectedPayment] ?? view.selectedPayment}</dd>
          </div>
        )}
      </dl>
      {view.hasEcards && <p className="text-sm font-bold text-sale-600">{texts.recipient.nonRefundable}</p>}
      {payment ? (
        <PaymentRedirectForm payment={payment} texts={texts.review} />
      ) : (
        <form
          method="post"
          action={action}
          onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
            event.preventDefault();
            void checkout.placeOrder();
          }}
        >
          <input type="hidden" name="paymentCode" value={view.selectedPayment ?? ''} />
          {/* On a phone the summary comes after the steps: the total the shopper agrees to is said before the button. */}
          <p className="mb-3 flex justify-between gap-4 border-t border-ink-200 pt-3 text-base font-bold lg:hidden" data-testid="review-grand-total">
            <span>{texts.summary.grandTotal}</span>
            <span>{formatPrice(view.totals.grandTotal, locale)}</span>
          </p>
          <button
            type="submit"
            disabled={pending}
            aria-busy={pending}
            className="min-h-12 w-full rounded-lg bg-brand-700 px-6 text-lg font-bold text-white hover:bg-brand-800 disabled:opacity-70 sm:w-auto"
          >
            {pending ? texts.review.placing : texts.review.placeOrder}
          </button>
        </form>
      )}
    </div>
  );
}
