/**
 * Checkout Actions (spec §1, §2): one per step, each one request to the backend, each answering the whole checkout
 * cart (`CheckoutView`) so the page replaces its copy. They act for the customer the HttpOnly session cookie names,
 * on the cart the server issued with the checkout page (src/server/checkout/on-checkout-cart.ts); the browser names no
 * cart. For placeOrder that cart is the idempotency key (a retry gets the same order, never a second one).
 *
 * Failures are ActionErrors with a message in the shopper's language (src/server/checkout/checkout-refusals.ts):
 * UNAUTHORIZED "sign in again", NOT_FOUND the cart changed (reload), BAD_REQUEST a refusal, SERVICE_UNAVAILABLE.
 * Every step is `accept: 'form'`: the island sends the step's form, and the same form posted without JavaScript
 * answers 303 to the checkout page, which opens the next step (src/server/checkout/checkout-steps.ts).
 */
import { CommerceInputError, type CheckoutView } from '@/lib/commerce/index.ts';
import { defineAction } from 'astro:actions';
import {
  deliveryMethodInput,
  ecardRecipientInput,
  isDeliveryMethodStillOffered,
  newAddressInput,
  paymentMethodInput,
  placeOrderInput,
  savedAddressInput,
} from '@/server/checkout/checkout-forms.ts';
import { onCheckoutCart } from '@/server/checkout/on-checkout-cart.ts';
import { placeCheckoutOrder, type PlacedOrder } from '@/server/checkout/place-order.ts';
import { runCheckoutStep } from '@/server/checkout/checkout-refusals.ts';

export const checkout = {
  /** A saved address of the customer's for delivery (and billing). */
  useSavedAddress: defineAction({
    accept: 'form',
    input: savedAddressInput,
    handler: ({ customerAddressId }, context): Promise<CheckoutView> =>
      runCheckoutStep(context.locals.locale, 'address', () =>
        onCheckoutCart(context, (commerce, cartId) => commerce.setDeliveryAddress(cartId, { customerAddressId })),
      ),
  }),

  /** A new address typed in the account's address form, saved in the address book when the shopper asks. */
  useNewAddress: defineAction({
    accept: 'form',
    input: newAddressInput,
    handler: ({ saveInAddressBook, ...draft }, context): Promise<CheckoutView> =>
      runCheckoutStep(context.locals.locale, 'address', () =>
        onCheckoutCart(context, (commerce, cartId) => commerce.setDeliveryAddress(cartId, { draft, saveInAddressBook })),
      ),
  }),

  setDeliveryMethod: defineAction({
    accept: 'form',
    input: deliveryMethodInput,
    handler: ({ method }, context): Promise<CheckoutView> =>
      runCheckoutStep(context.locals.locale, 'shipping', () => {
        if (!isDeliveryMethodStillOffered(method, new Date())) throw new CommerceInputError('Same-day delivery has closed for today.');
        return onCheckoutCart(context, (commerce, cartId) => commerce.setDeliveryMethod(cartId, method));
      }),
  }),

  setEcardRecipient: defineAction({
    accept: 'form',
    input: ecardRecipientInput,
    handler: ({ email, telephone }, context): Promise<CheckoutView> =>
      runCheckoutStep(context.locals.locale, 'recipient', () =>
        onCheckoutCart(context, (commerce, cartId) => commerce.setEcardRecipient(cartId, { email, telephone })),
      ),
  }),

  setPaymentMethod: defineAction({
    accept: 'form',
    input: paymentMethodInput,
    handler: ({ code }, context): Promise<CheckoutView> =>
      runCheckoutStep(context.locals.locale, 'payment', () => onCheckoutCart(context, (commerce, cartId) => commerce.setPaymentMethod(cartId, code))),
  }),

  /** Places the reviewed cart's order; see src/server/checkout/place-order.ts for what it answers. */
  placeOrder: defineAction({
    accept: 'form',
    input: placeOrderInput,
    handler: ({ paymentCode }, context): Promise<PlacedOrder> =>
      runCheckoutStep(context.locals.locale, 'placeOrder', () => placeCheckoutOrder(context, paymentCode)),
  }),
};
