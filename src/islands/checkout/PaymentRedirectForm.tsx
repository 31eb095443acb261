/**
 * The provider's signed form (a card or Apple Pay order): rendered with its hidden fields and submitted by script
 * as soon as it is on the page (no inline script: the page's CSP `form-action` allows the provider's origin). The
 * button stays for a browser that did not submit it.
 */
import { useEffect, useRef } from 'react';
import type { PaymentRedirect } from '@/lib/commerce/index.ts';

type Props = { payment: PaymentRedirect; texts: { redirecting: string; payNow: string } };

export default function PaymentRedirectForm({ payment, texts }: Props) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.submit();
  }, [payment]);
  return (
    <form ref={form} method="post" action={payment.url} className="mt-4 space-y-3" data-testid="payment-redirect">
      {payment.fields.map((field) => (
        <input key={field.name} type="hidden" name={field.name} value={field.value} />
      ))}
      <p role="status" className="font-semibold text-ink-800">
        {texts.redirecting}
      </p>
      <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-6 font-bold text-white hover:bg-brand-800">
        {texts.payNow}
      </button>
    </form>
  );
}
