/**
 * Checkout Actions (spec §1, §2): one per step, each one request to the backend, each answering the whole checkout
 * cart (`CheckoutView`) so the page replaces its copy. They act for the customer the HttpOnly session cookie names;
 * the cart id they take is the one the page loaded: the backend lets a customer act only on their own active cart,
 * and for placeOrder that id is the idempotency key (a retry gets the same order, never a second one).
 *
 * Failures are ActionErrors with a message in the shopper's language (src/server/checkout/refusals.ts):
 * UNAUTHORIZED "sign in again", NOT_FOUND the cart changed (reload), BAD_REQUEST a refusal, SERVICE_UNAVAILABLE.
 * The new-address step is `accept: 'form'`: the account's address form posts its own fields.
 */
import { setDeliveryAddress, setDeliveryMethod, setEcardRecipient, setPaymentMethod, type CheckoutView } from '@/lib/commerce/index.ts';
import { defineAction } from 'astro:actions';
import { asSignedInCustomer } from '@/server/account/customer-token.ts';
import {
  deliveryMethodInput,
  ecardRecipientInput,
  newAddressInput,
  paymentMethodInput,
  placeOrderInput,
  savedAddressInput,
} from '@/server/checkout/checkout-forms.ts';
import { placeCheckoutOrder, type PlacedOrder } from '@/server/checkout/place-order.ts';
import { runCheckoutStep } from '@/server/checkout/refusals.ts';

export const checkout = {
  /** A saved address of the customer's for delivery (and billing). */
  useSavedAddress: defineAction({
    input: savedAddressInput,
    handler: ({ locale, cartId, customerAddressId }, context): Promise<CheckoutView> =>
      runCheckoutStep(locale, 'address', () =>
        asSignedInCustomer(context, (token) => setDeliveryAddress(locale, cartId, { customerAddressId }, { token })),
      ),
  }),

  /** A new address typed in the account's address form, saved in the address book when the shopper asks. */
  useNewAddress: defineAction({
    accept: 'form',
    input: newAddressInput,
    handler: ({ locale, cartId, saveInAddressBook, ...draft }, context): Promise<CheckoutView> =>
      runCheckoutStep(locale, 'address', () =>
        asSignedInCustomer(context, (token) => setDeliveryAddress(locale, cartId, { draft, saveInAddressBook }, { token })),
      ),
  }),

  setDeliveryMethod: defineAction({
    input: deliveryMethodInput,
    handler: ({ locale, cartId, carrierCode, methodCode }, context): Promise<CheckoutView> =>
      runCheckoutStep(locale, 'shipping', () =>
        asSignedInCustomer(context, (token) => setDeliveryMethod(locale, cartId, { carrierCode, methodCode }, { token })),
      ),
  }),

  setEcardRecipient: defineAction({
    input: ecardRecipientInput,
    handler: ({ locale, cartId, email, telephone }, context): Promise<CheckoutView> =>
      runCheckoutStep(locale, 'recipient', () =>
        asSignedInCustomer(context, (token) => setEcardRecipient(locale, cartId, { email, telephone }, { token })),
      ),
  }),

  setPaymentMethod: defineAction({
    input: paymentMethodInput,
    handler: ({ locale, cartId, code }, context): Promise<CheckoutView> =>
      runCheckoutStep(locale, 'payment', () => asSignedInCustomer(context, (token) => setPaymentMethod(locale, cartId, code, { token }))),
  }),

  /** Places the reviewed cart's order; see src/server/checkout/place-order.ts for what it answers. */
  placeOrder: defineAction({
    input: placeOrderInput.extend({ paymentCode: paymentMethodInput.shape.code }),
    handler: ({ locale, cartId, paymentCode }, context): Promise<PlacedOrder> =>
      runCheckoutStep(locale, 'placeOrder', () =>
        asSignedInCustomer(context, (token) => placeCheckoutOrder(locale, context, token, { cartId, paymentCode })),
      ),
  }),
};
