/**
 * Checkout's pure rules, shared by the server (Actions) and the checkout island: which steps a cart needs, the
 * payment methods the store handles, and when same-day delivery may be offered (spec §1, §9).
 */
import { isBeforeSameDayCutoff } from './dates.ts';

/** Cash on delivery, the card on the provider's hosted page, Apple Pay (also through the provider). */
export const PAYMENT_METHOD_CODES = ['cashondelivery', 'aps_fort_cc', 'aps_apple'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

export function isPaymentMethodCode(code: string): code is PaymentMethodCode {
  return (PAYMENT_METHOD_CODES as readonly string[]).includes(code);
}

/** Paid on the provider's page after the order is placed (the browser is sent there by a form POST). */
export function paysOnProviderPage(code: string): boolean {
  return code === 'aps_fort_cc' || code === 'aps_apple';
}

export const SAME_DAY_CARRIER = 'sameday';

/** A delivery method's key, as the page and the checkout cart name the chosen one: `carrier_code/method_code`. */
export function shippingMethodKey(method: { carrierCode: string; methodCode: string }): string {
  return `${method.carrierCode}/${method.methodCode}`;
}

/**
 * Same-day is offered only when the backend says it is available AND the shopper's clock is before 7:30 PM in
 * Qatar: a page left open past the cutoff stops offering it without a reload.
 */
export function isDeliveryMethodOffered(method: { carrierCode: string; available: boolean }, now: Date): boolean {
  if (!method.available) return false;
  return method.carrierCode !== SAME_DAY_CARRIER || isBeforeSameDayCutoff(now);
}

export type CheckoutStep = 'address' | 'shipping' | 'recipient' | 'payment' | 'review';

/**
 * The steps of a cart, in order: goods need an address and a delivery method; e-cards need a recipient
 * (e-cards only: no address, no delivery); everything needs a payment method and the review.
 */
export function checkoutSteps(cart: { isVirtual: boolean; hasEcards: boolean }): CheckoutStep[] {
  return [
    ...(cart.isVirtual ? [] : (['address', 'shipping'] as const)),
    ...(cart.hasEcards ? (['recipient'] as const) : []),
    'payment',
    'review',
  ];
}

/** What the cart already holds for each step. */
export type CheckoutProgress = {
  isVirtual: boolean;
  hasEcards: boolean;
  address: unknown;
  selectedShipping: string | null;
  ecardRecipient: unknown;
  selectedPayment: string | null;
};

export function isStepDone(step: CheckoutStep, cart: CheckoutProgress): boolean {
  switch (step) {
    case 'address':
      return cart.address !== null;
    case 'shipping':
      return cart.selectedShipping !== null;
    case 'recipient':
      return cart.ecardRecipient !== null;
    case 'payment':
      return cart.selectedPayment !== null && isPaymentMethodCode(cart.selectedPayment);
    case 'review':
      return false;
  }
}

/** A step the server refused, as the page shows it: in the shopper's language, field problems by field name. */
export type CheckoutStepFailure = {
  step: CheckoutStep;
  message: string;
  /** UNAUTHORIZED: sign in again; NOT_FOUND: the cart changed, reload; others: try again. */
  code: string | undefined;
  fields: Record<string, string>;
};

/** The first step the cart has not done yet (the review when all are done). */
export function firstOpenStep(cart: CheckoutProgress): CheckoutStep {
  return checkoutSteps(cart).find((step) => !isStepDone(step, cart)) ?? 'review';
}

/** The cart page's query parameter naming the lines placeOrder found out of stock (comma-separated SKUs). */
export const UNAVAILABLE_PARAM = 'unavailable';
const MAX_UNAVAILABLE = 50;
const SKU_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** The cart page with the out-of-stock lines to mark. */
export function cartWithUnavailableLines(cartPath: string, skus: readonly string[]): string {
  const listed = skus.filter((sku) => SKU_PATTERN.test(sku)).slice(0, MAX_UNAVAILABLE);
  return listed.length === 0 ? cartPath : `${cartPath}?${UNAVAILABLE_PARAM}=${encodeURIComponent(listed.join(','))}`;
}

/** The SKUs the cart page marks, from its URL: well-formed ones only, at most 50, no repeats. */
export function unavailableSkus(search: URLSearchParams): string[] {
  const raw = search.get(UNAVAILABLE_PARAM);
  if (!raw || raw.length > MAX_UNAVAILABLE * 65) return [];
  return [...new Set(raw.split(',').map((sku) => sku.trim()))].filter((sku) => SKU_PATTERN.test(sku)).slice(0, MAX_UNAVAILABLE);
}
