/**
 * The e-card recipient step (spec §1, §9): the e-mail address or Qatar mobile number the cart's e-cards are sent
 * to, and the notice that e-cards are not refundable. Errors are tied to their fields.
 */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { qatarLocalNumber } from '@/domain/phone.ts';
import PhoneField from '@/islands/auth/PhoneField.tsx';
import TextField from '@/islands/auth/TextField.tsx';
import type { CheckoutTexts } from './checkout-texts.ts';
import StepButton from './StepButton.tsx';
import type { Checkout } from './use-checkout.ts';

type Props = {
  checkout: Checkout;
  texts: CheckoutTexts;
  /** Where the form posts without JavaScript. */
  action: string;
  /** What the shopper typed, when the server refused it (no JavaScript). */
  typed?: { email: string; telephone: string } | null;
};

export default function RecipientStep({ checkout, texts, action, typed }: Props) {
  const { view, pending, failure } = checkout;
  const [email, setEmail] = useState(typed?.email ?? view.ecardRecipient?.email ?? '');
  const [telephone, setTelephone] = useState(typed?.telephone ?? qatarLocalNumber(view.ecardRecipient?.telephone ?? '') ?? '');
  const errors = failure?.step === 'recipient' ? failure.fields : {};
  const form = useRef<HTMLFormElement>(null);

  // A refused field takes the focus, so its error (its description) is read out.
  useEffect(() => {
    const first = failure?.step === 'recipient' ? Object.keys(failure.fields)[0] : undefined;
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [failure]);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    void checkout.runStep('recipient', (actions) => actions.checkout.setEcardRecipient(fields));
  }

  return (
    <form ref={form} method="post" action={action} noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-ink-700">{texts.recipient.intro}</p>
      <p className="rounded-md border border-sale-600 bg-sale-50 px-3 py-2 text-sm font-bold text-sale-600" data-testid="ecard-non-refundable">
        {texts.recipient.nonRefundable}
      </p>
      <fieldset className="space-y-4">
        <legend className="text-sm text-ink-700">{texts.recipient.hint}</legend>
        <TextField
          id="checkout-recipient-email"
          name="email"
          type="email"
          autoComplete="off"
          maxLength={254}
          label={texts.recipient.email}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <PhoneField
          id="checkout-recipient-telephone"
          label={texts.recipient.telephone}
          hint={texts.recipient.telephoneHint}
          countryCode={texts.recipient.countryCode}
          value={telephone}
          onChange={setTelephone}
          error={errors.telephone}
        />
      </fieldset>
      <StepButton type="submit" label={texts.continue} busyLabel={texts.saving} busy={pending} />
    </form>
  );
}
