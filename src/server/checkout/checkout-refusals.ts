/**
 * What the shopper reads when a checkout step fails, in their language (the backend answers in Magento's English):
 *   UNAUTHORIZED         the session ended: "sign in again" (the session cookies are already dropped)
 *   NOT_FOUND            the cart is no longer the active one (ordered or replaced in another tab): reload
 *   BAD_REQUEST          the backend refused the step: a known message by its text, else the step's own
 *   SERVICE_UNAVAILABLE  the backend is down, slow or answered nonsense: try again, nothing is lost
 */
import { CommerceAuthError, CommerceInputError, CommerceNotFoundError, toCommerceError } from '@/lib/commerce/index.ts';
import { getT, type Locale } from '@/lib/i18n/index.ts';
import { ActionError } from 'astro:actions';
import { toActionError } from '@/server/action-errors.ts';
import { isMissingFieldMessage } from '@/server/missing-field.ts';

export type CheckoutStepName = 'address' | 'shipping' | 'recipient' | 'payment' | 'placeOrder';

/** placeOrder's refusals all start with this (Magento's "Unable to place order: <reason>"). */
const PLACE_ORDER_PREFIX = 'Unable to place order: ';

/** Backend refusals by their exact English text -> `checkout:` or `validation:` keys. */
const KNOWN_REFUSALS: Readonly<Record<string, string>> = {
  'The requested Payment Method is not available.': 'checkout:refusals.paymentUnavailable',
  'Enter a valid payment method and try again.': 'checkout:refusals.paymentMissing',
  'Cash on delivery is not available for e-cards: pay by card.': 'checkout:refusals.ecardsByCard',
  'Cart does not contain products.': 'checkout:refusals.cartEmpty',
  'The shipping address is missing. Set the address and try again.': 'checkout:refusals.addressMissing',
  'The billing address is missing. Set the address and try again.': 'checkout:refusals.addressMissing',
  'The shipping method is missing. Select the shipping method and try again.': 'checkout:refusals.shippingMissing',
  "Enter the e-card recipient's e-mail address or mobile number.": 'checkout:recipient.required',
  'The cart has no e-cards.': 'checkout:refusals.changed',
  'Shipping address is not allowed on cart: cart contains no items for shipment.': 'checkout:refusals.changed',
  'Incorrect email format': 'validation:invalidEmail',
  'Invalid Phone Number': 'validation:invalidPhone',
  'Only letters, hyphens, and apostrophes are allowed in the name field': 'validation:invalidName',
  'Field is Required': 'validation:required',
};

/** Each step's own failure, for a refusal we have no words for (e.g. same-day chosen just past the cutoff). */
const STEP_FALLBACK: Readonly<Record<CheckoutStepName, string>> = {
  address: 'errors:account.addressSaveFailed',
  shipping: 'checkout:refusals.shippingUnavailable',
  recipient: 'checkout:refusals.recipientRefused',
  payment: 'checkout:refusals.paymentUnavailable',
  placeOrder: 'checkout:refusals.placeOrderFailed',
};

/** The locale key for a backend refusal of `step`. */
export function refusalKey(step: CheckoutStepName, backendMessage: string): string {
  const message = backendMessage.trim();
  const reason = message.startsWith(PLACE_ORDER_PREFIX) ? message.slice(PLACE_ORDER_PREFIX.length) : message;
  return KNOWN_REFUSALS[reason] ?? (isMissingFieldMessage(reason) ? 'validation:required' : STEP_FALLBACK[step]);
}

/** Maps any failure of a checkout step to an ActionError whose message is in the shopper's language. */
export function toCheckoutActionError(error: unknown, locale: Locale, step: CheckoutStepName): ActionError {
  const t = getT(locale);
  if (error instanceof ActionError) {
    return error.code === 'UNAUTHORIZED' ? new ActionError({ code: 'UNAUTHORIZED', message: t('checkout:refusals.signInAgain') }) : error;
  }
  const failure = toCommerceError(error);
  if (failure instanceof CommerceAuthError) return new ActionError({ code: 'UNAUTHORIZED', message: t('checkout:refusals.signInAgain') });
  if (failure instanceof CommerceNotFoundError) return new ActionError({ code: 'NOT_FOUND', message: t('checkout:refusals.changed') });
  if (failure instanceof CommerceInputError) return new ActionError({ code: 'BAD_REQUEST', message: t(refusalKey(step, failure.message)) });
  const unavailable = toActionError(failure, `checkout.${step}`);
  return new ActionError({ code: unavailable.code, message: t('checkout:refusals.unavailable') });
}

export async function runCheckoutStep<T>(locale: Locale, step: CheckoutStepName, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toCheckoutActionError(error, locale, step);
  }
}
