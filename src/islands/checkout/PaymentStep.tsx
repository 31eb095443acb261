/**
 * The payment step: the methods the backend offers for this customer and cart, among those the store handles
 * (cash on delivery, card, Apple Pay). Cash on delivery is gone when the backend stops offering it (3 cancelled
 * cash orders, spec §9, or e-cards in the cart, which are paid by card only: the page says why); Apple Pay shows
 * only where the browser can pay with it.
 */
import { useState, type SubmitEvent } from 'react';
import { isPaymentMethodCode, paysOnProviderPage, type PaymentMethodCode } from '@/domain/checkout-rules.ts';
import type { PaymentMethodOption } from '@/lib/commerce/index.ts';
import type { CheckoutTexts } from './checkout-texts.ts';
import ChoiceCard from './ChoiceCard.tsx';
import StepButton from './StepButton.tsx';
import type { Checkout } from './use-checkout.ts';

type Props = { checkout: Checkout; texts: CheckoutTexts; applePay: boolean; /** Where the form posts without JavaScript. */ action: string };

/** What the shopper may choose here: offered by the backend, handled by the store, Apple Pay only where it works. */
export function payableMethods(offered: PaymentMethodOption[], applePay: boolean): PaymentMethodCode[] {
  return offered.map((method) => method.code).filter(isPaymentMethodCode).filter((code) => code !== 'aps_apple' || applePay);
}

export default function PaymentStep({ checkout, texts, applePay, action }: Props) {
  const { view, pending } = checkout;
  const methods = payableMethods(view.paymentMethods, applePay);
  const [choice, setChoice] = useState<string>(() => (view.selectedPayment && isPaymentMethodCode(view.selectedPayment) ? view.selectedPayment : (methods[0] ?? '')));
  const chosen = methods.find((code) => code === choice) ?? null;

  if (methods.length === 0) return <p className="text-sm text-ink-700">{texts.payment.none}</p>;

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) return;
    const form = new FormData(event.currentTarget);
    void checkout.runStep('payment', (actions) => actions.checkout.setPaymentMethod(form));
  }

  return (
    <form method="post" action={action} onSubmit={submit} className="space-y-4">
      <fieldset className="space-y-2" aria-describedby={view.hasEcards ? 'checkout-payment-ecards-by-card' : undefined}>
        <legend className="mb-2 text-sm font-bold text-ink-800">{texts.payment.choose}</legend>
        {view.hasEcards ? (
          <p id="checkout-payment-ecards-by-card" className="text-sm text-ink-700">
            {texts.payment.ecardsByCard}
          </p>
        ) : null}
        {methods.map((code) => (
          <ChoiceCard
            key={code}
            group="code"
            value={code}
            checked={choice === code}
            onChoose={() => setChoice(code)}
            describedBy={`checkout-payment-${code}-note`}
          >
            <span className="grow text-sm font-semibold text-ink-900">{texts.payment.names[code]}</span>
            <span id={`checkout-payment-${code}-note`} className="basis-full ps-8 text-sm text-ink-600">
              {paysOnProviderPage(code) ? texts.payment.cardNote : texts.payment.codNote}
            </span>
          </ChoiceCard>
        ))}
      </fieldset>
      <StepButton type="submit" label={texts.continue} busyLabel={texts.saving} busy={pending} disabled={!chosen} />
    </form>
  );
}
