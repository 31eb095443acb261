/** The checkout island's words, built on the server in the page's language (src/components/checkout/build-checkout-texts.ts). */
import type { CheckoutStep } from '@/domain/checkout-rules.ts';
import type { PluralForms } from '@/lib/i18n/plural-forms.ts';
import type { AddressFormTexts } from '@/islands/account/account-texts.ts';
import type { AddressWords } from '@/lib/shown-address.ts';

export type CheckoutTexts = {
  stepsLabel: string;
  /** With `{{current}}`, `{{total}}` and `{{name}}`. */
  stepOf: string;
  done: string;
  change: string;
  /** With `{{name}}`. */
  changeNamed: string;
  continue: string;
  saving: string;
  steps: Record<CheckoutStep, string>;
  address: { default: string; useNew: string; newHeading: string; saveInAddressBook: string; deliverHere: string; none: string; choose: string };
  addressForm: AddressFormTexts & { addFailed: string };
  /** How a shown address says its blue plate and landmark. */
  addressWords: AddressWords;
  shipping: { free: string; sameDayLeft: string; hours: string; minutes: string; none: string; choose: string };
  recipient: { intro: string; email: string; telephone: string; telephoneHint: string; countryCode: string; hint: string; nonRefundable: string; required: string };
  payment: { choose: string; names: Record<string, string>; cardNote: string; codNote: string; none: string; ecardsByCard: string };
  review: { items: string; quantity: string; deliverTo: string; recipient: string; delivery: string; paidWith: string; placeOrder: string; placing: string; redirecting: string; payNow: string };
  summary: { heading: string; itemCount: PluralForms; subtotal: string; discount: string; shipping: string; shippingPending: string; grandTotal: string };
  refusals: { signIn: string; reload: string; unavailable: string };
  validation: Record<string, string>;
};

export type CheckoutLinks = {
  cart: string;
  signIn: string;
  /** A step's "Change" link without JavaScript: this with the step's name. */
  step: string;
  /** Where each step's form posts without JavaScript (the checkout page with the step's Action). */
  actions: { useSavedAddress: string; setDeliveryMethod: string; setEcardRecipient: string; setPaymentMethod: string; placeOrder: string };
};
