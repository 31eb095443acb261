/**
 * The delivery method step: the methods the backend offers for the address, with their prices. Same-day shows the
 * time left before 7:30 PM in Qatar, and only while the backend says it is available AND the shopper's clock is
 * before the cutoff (src/domain/checkout-rules.ts); past it, it disappears without a reload. Without JavaScript the page
 * shows the methods as the server's clock has them, and the Action refuses same-day past the cutoff.
 */
import { useState, type SubmitEvent } from 'react';
import { isDeliveryMethodOffered, SAME_DAY_CARRIER, shippingMethodKey } from '@/domain/checkout-rules.ts';
import type { ShippingMethodOption } from '@/lib/commerce/index.ts';
import { formatPrice } from '@/lib/format.ts';
import { fillTemplate } from '@/lib/i18n/fill.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { sameDayDelivery } from '@/domain/same-day-delivery.ts';
import type { CheckoutTexts } from './checkout-texts.ts';
import ChoiceCard from './ChoiceCard.tsx';
import StepButton from './StepButton.tsx';
import type { Checkout } from './use-checkout.ts';

type Props = { locale: Locale; checkout: Checkout; texts: CheckoutTexts; now: Date; /** Where the form posts without JavaScript. */ action: string };

/** "Order within 2 h 15 min for delivery today", or null after the cutoff. */
export function sameDayCountdown(now: Date, texts: CheckoutTexts['shipping']): string | null {
  const delivery = sameDayDelivery(now);
  if (delivery.kind !== 'today') return null;
  const parts = [
    delivery.hours > 0 ? fillTemplate(texts.hours, { count: String(delivery.hours) }) : '',
    delivery.minutes > 0 ? fillTemplate(texts.minutes, { count: String(delivery.minutes) }) : '',
  ].filter(Boolean);
  return fillTemplate(texts.sameDayLeft, { time: parts.join(' ') });
}

export function offeredMethods(methods: ShippingMethodOption[], now: Date): ShippingMethodOption[] {
  return methods.filter((method) => isDeliveryMethodOffered(method, now));
}

export default function ShippingStep({ locale, checkout, texts, now, action }: Props) {
  const { view, pending } = checkout;
  const methods = offeredMethods(view.shippingMethods, now);
  const [choice, setChoice] = useState<string>(() => view.selectedShipping ?? (methods[0] ? shippingMethodKey(methods[0]) : ''));
  const chosen = methods.find((method) => shippingMethodKey(method) === choice) ?? null;

  if (methods.length === 0) return <p className="text-sm text-ink-700">{texts.shipping.none}</p>;

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) return;
    const form = new FormData(event.currentTarget);
    void checkout.runStep('shipping', (actions) => actions.checkout.setDeliveryMethod(form));
  }

  return (
    <form method="post" action={action} onSubmit={submit} className="space-y-4">
      {/* The order summary follows the checked method (OrderSummary.tsx). */}
      <fieldset className="space-y-2" data-delivery-choices>
        <legend className="mb-2 text-sm font-bold text-ink-800">{texts.shipping.choose}</legend>
        {methods.map((method) => {
          const key = shippingMethodKey(method);
          const countdown = method.carrierCode === SAME_DAY_CARRIER ? sameDayCountdown(now, texts.shipping) : null;
          const countdownId = `checkout-${method.carrierCode}-countdown`;
          return (
            <ChoiceCard
              key={key}
              group="method"
              value={key}
              checked={choice === key}
              onChoose={() => setChoice(key)}
              describedBy={countdown ? countdownId : undefined}
              data={{ 'data-carrier': method.carrierCode }}
            >
              {/* A long title wraps beside its price, which stays whole on the title's first line. */}
              <span className="flex min-w-0 flex-1 items-baseline justify-between gap-x-4 text-sm">
                <span className="min-w-0 font-semibold text-ink-900" data-method-title>
                  {method.title}
                </span>
                <span className="shrink-0 whitespace-nowrap font-bold" data-method-price>
                  {method.amount === 0 ? texts.shipping.free : formatPrice(method.amount, locale)}
                </span>
              </span>
              {countdown && (
                <span id={countdownId} className="basis-full ps-8 text-sm text-success-700">
                  {countdown}
                </span>
              )}
            </ChoiceCard>
          );
        })}
      </fieldset>
      <StepButton type="submit" label={texts.continue} busyLabel={texts.saving} busy={pending} disabled={!chosen} />
    </form>
  );
}
