/** A step's failure, read out when it appears, with what the shopper can do about it (sign in, reload, retry). */
import type { CheckoutLinks, CheckoutTexts } from './checkout-texts.ts';
import type { StepFailure } from './use-checkout.ts';

type Props = { failure: StepFailure | null; texts: CheckoutTexts; links: CheckoutLinks };

export default function StepFailureMessage({ failure, texts, links }: Props) {
  return (
    <div role="alert" className="empty:hidden">
      {failure?.message && (
        <div className="mt-3 flex flex-wrap items-center gap-3 rounded-md bg-sale-50 px-3 py-2 text-sm font-bold text-sale-600">
          <p>{failure.message}</p>
          {failure.code === 'UNAUTHORIZED' && (
            <a href={links.signIn} className="underline">
              {texts.refusals.signIn}
            </a>
          )}
          {failure.code === 'NOT_FOUND' && (
            // A link to the checkout as it now is: a reload without JavaScript, and never a form sent again.
            <a href={links.step} className="underline">
              {texts.refusals.reload}
            </a>
          )}
        </div>
      )}
    </div>
  );
}
