/**
 * The checkout (spec §1, §2): one page in steps, address → delivery → (e-card recipient) → payment → review, beside
 * the order summary on large screens and above it on a phone. E-cards only: no address or delivery step. Each step
 * is a labelled section; the open one is `aria-current="step"`, announced, and its heading takes the focus.
 */
import { checkoutSteps, isStepDone, shippingMethodKey, type CheckoutStep, type CheckoutStepFailure } from '@/domain/checkout-rules.ts';
import type { CheckoutView, CustomerAddress, Region } from '@/lib/commerce/index.ts';
import { formatPrice } from '@/lib/format.ts';
import { fillTemplate } from '@/lib/i18n/fill.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import type { AddressFormValues } from '@/server/account/address-form.ts';
import AddressLines from './AddressLines.tsx';
import RecipientLines from './RecipientLines.tsx';
import AddressStep from './AddressStep.tsx';
import type { CheckoutLinks, CheckoutTexts } from './checkout-texts.ts';
import OrderSummary from './OrderSummary.tsx';
import PaymentStep from './PaymentStep.tsx';
import RecipientStep from './RecipientStep.tsx';
import ReviewStep from './ReviewStep.tsx';
import ShippingStep, { offeredMethods } from './ShippingStep.tsx';
import StepFailureMessage from './StepFailureMessage.tsx';
import StepSection from './StepSection.tsx';
import { useApplePay } from './use-apple-pay.ts';
import { useCheckout, type Checkout } from './use-checkout.ts';
import { useClock } from './use-clock.ts';

type Props = {
  locale: Locale;
  initial: CheckoutView;
  initialStep: CheckoutStep;
  /** A step the server refused when its form was posted without JavaScript. */
  initialFailure: CheckoutStepFailure | null;
  addresses: CustomerAddress[];
  regions: Region[];
  texts: CheckoutTexts;
  links: CheckoutLinks;
  newAddressAction: string;
  newAddressValues: AddressFormValues;
  /** The recipient the server refused, as typed (no JavaScript). */
  typedRecipient?: { email: string; telephone: string } | null;
  /** Epoch ms the server rendered at: the clock until hydration. */
  renderedAt: number;
};

function StepSummary({ step, checkout, locale, texts }: { step: CheckoutStep; checkout: Checkout; locale: Locale; texts: CheckoutTexts }) {
  const { view } = checkout;
  switch (step) {
    case 'address':
      return view.address ? <AddressLines locale={locale} words={texts.addressWords} {...view.address} /> : null;
    case 'shipping': {
      const method = view.shippingMethods.find((option) => shippingMethodKey(option) === view.selectedShipping);
      return method ? <p>{`${method.title} · ${method.amount === 0 ? texts.shipping.free : formatPrice(method.amount, locale)}`}</p> : null;
    }
    case 'recipient':
      return view.ecardRecipient ? (
        <p>
          <RecipientLines recipient={view.ecardRecipient} />
        </p>
      ) : null;
    case 'payment':
      return view.selectedPayment ? <p>{texts.payment.names[view.selectedPayment] ?? view.selectedPayment}</p> : null;
    case 'review':
      return null;
  }
}

export default function CheckoutPage(props: Props) {
  const { locale, texts, links } = props;
  const checkout = useCheckout({ initial: props.initial, initialStep: props.initialStep, initialFailure: props.initialFailure, texts, links });
  const now = useClock(props.renderedAt);
  const applePay = useApplePay();
  const { view, step: openStep, failure, pending, payment } = checkout;
  const steps = checkoutSteps(view);

  const body = (step: CheckoutStep) => {
    switch (step) {
      case 'address':
        return (
          <AddressStep
            locale={locale}
            checkout={checkout}
            addresses={props.addresses}
            regions={props.regions}
            texts={texts}
            action={links.actions.useSavedAddress}
            newAddressAction={props.newAddressAction}
            newAddressValues={props.newAddressValues}
          />
        );
      case 'shipping':
        return <ShippingStep locale={locale} checkout={checkout} texts={texts} now={now} action={links.actions.setDeliveryMethod} />;
      case 'recipient':
        return <RecipientStep checkout={checkout} texts={texts} action={links.actions.setEcardRecipient} typed={props.typedRecipient} />;
      case 'payment':
        return <PaymentStep checkout={checkout} texts={texts} applePay={applePay} action={links.actions.setPaymentMethod} />;
      case 'review':
        return <ReviewStep locale={locale} checkout={checkout} texts={texts} action={links.actions.placeOrder} />;
    }
  };

  const current = Math.max(steps.indexOf(openStep), 0);
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div>
        <p role="status" className="sr-only" data-testid="checkout-step-status">
          {fillTemplate(texts.stepOf, { current: String(current + 1), total: String(steps.length), name: texts.steps[openStep] })}
        </p>
        <ol aria-label={texts.stepsLabel} className="flex flex-col gap-4">
          {steps.map((step, index) => (
            <StepSection
              key={step}
              name={step}
              number={index + 1}
              texts={texts}
              open={step === openStep}
              done={isStepDone(step, view)}
              headingRef={checkout.registerHeading(step)}
              summary={<StepSummary step={step} checkout={checkout} locale={locale} texts={texts} />}
              onChange={() => checkout.openStep(step)}
              changeHref={`${links.step}${step}`}
              changeDisabled={pending || payment !== null}
            >
              {body(step)}
              {failure?.step === step && <StepFailureMessage failure={failure} texts={texts} links={links} />}
            </StepSection>
          ))}
        </ol>
      </div>
      <OrderSummary
        locale={locale}
        totals={view.totals}
        quantity={view.totalQuantity}
        texts={texts.summary}
        freeText={texts.shipping.free}
        delivers={!view.isVirtual}
        picks={openStep === 'shipping' ? offeredMethods(view.shippingMethods, now) : []}
      />
    </div>
  );
}
