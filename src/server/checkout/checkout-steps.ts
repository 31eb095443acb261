/**
 * Which checkout step the page opens, and what a step posted without JavaScript left (spec §1, §2). What the
 * shopper chose lives on the server, in the checkout's cart (address, delivery, recipient, payment), so the page
 * opens the first step the cart has not done; a step's "Change" link names the step to open again
 * (`?step=<name>`, a plain GET); a step the Action refused opens again with its refusal and its fields' problems,
 * in the shopper's language, and the status the Action answered.
 *
 * The place-order form is answered here too: the order placed goes to its next page (303), an order to pay shows
 * the provider's form, a shortfall goes to the cart with the short lines marked.
 */
import type { AstroGlobal } from 'astro';
import { actions, isInputError, type ActionError } from 'astro:actions';
import {
  cartWithUnavailableLines,
  checkoutSteps,
  firstOpenStep,
  isStepDone,
  type CheckoutProgress,
  type CheckoutStep,
  type CheckoutStepFailure,
} from '@/domain/checkout-rules.ts';
import type { PaymentRedirect } from '@/lib/commerce/index.ts';
import { getT, localePath, type Locale } from '@/lib/i18n/index.ts';

/** The query parameter of a step's "Change" link. */
export const STEP_PARAM = 'step';


type PageContext = Pick<AstroGlobal, 'getActionResult' | 'url'>;

/** A refused step in words: field problems by field, else the refusal (already in the shopper's language). */
function failureOf(step: CheckoutStep, error: ActionError, locale: Locale): CheckoutStepFailure {
  const t = getT(locale);
  if (isInputError(error)) {
    const fallback = t('validation:missingOrInvalidField');
    const fields = Object.fromEntries(
      Object.entries(error.fields).flatMap(([field, keys]) => (keys?.[0] ? [[field, t(keys[0], { defaultValue: fallback })]] : [])),
    );
    return { step, message: Object.keys(fields).length > 0 ? '' : fallback, code: error.code, fields };
  }
  return { step, message: error.message || t('checkout:refusals.unavailable'), code: error.code, fields: {} };
}

/** The step a refused form belongs to, with the Action's result. */
function refusedStep(page: PageContext): { step: CheckoutStep; error: ActionError } | null {
  const results = [
    ['address', page.getActionResult(actions.checkout.useSavedAddress)],
    ['address', page.getActionResult(actions.checkout.useNewAddress)],
    ['shipping', page.getActionResult(actions.checkout.setDeliveryMethod)],
    ['recipient', page.getActionResult(actions.checkout.setEcardRecipient)],
    ['payment', page.getActionResult(actions.checkout.setPaymentMethod)],
    ['review', page.getActionResult(actions.checkout.placeOrder)],
  ] as const;
  for (const [step, result] of results) if (result?.error) return { step, error: result.error as ActionError };
  return null;
}

export type CheckoutStepState = { open: CheckoutStep; failure: CheckoutStepFailure | null; status: number };

/** The open step of the page, for the cart as it now is. */
export function checkoutStepState(page: PageContext, locale: Locale, cart: CheckoutProgress): CheckoutStepState {
  const refused = refusedStep(page);
  if (refused) return { open: refused.step, failure: failureOf(refused.step, refused.error, locale), status: refused.error.status };
  const asked = page.url.searchParams.get(STEP_PARAM);
  const steps = checkoutSteps(cart);
  const first = firstOpenStep(cart);
  // Only a step the cart has done, or the first one it has not, can be opened: no step is skipped.
  const reopened = steps.find((step) => step === asked && (isStepDone(step, cart) || step === first));
  return { open: reopened ?? first, failure: null, status: 200 };
}

export type PlacedOrderAnswer = { redirectTo: string } | { payment: PaymentRedirect; orderNumber: string };

/** What the place-order form answered, or null when this page shows no placed order. */
export function placedOrderAnswer(page: Pick<AstroGlobal, 'getActionResult'>, locale: Locale): PlacedOrderAnswer | null {
  const placed = page.getActionResult(actions.checkout.placeOrder)?.data;
  if (!placed) return null;
  if (placed.kind === 'placed') return { redirectTo: placed.next };
  if (placed.kind === 'out-of-stock') return { redirectTo: cartWithUnavailableLines(localePath(locale, '/cart'), placed.items.map((item) => item.sku)) };
  return { payment: placed.payment, orderNumber: placed.orderNumber };
}
