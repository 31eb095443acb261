import { z } from 'zod';
import { cartNotOwned, reloadCart, requireCartForGraphql, touchCart, type CartRow } from '../../carts/carts.ts';
import { cartIdSchema } from '../../carts/input-schemas.ts';
import { parseBillingAddress, parseShippingAddress } from '../../checkout/address-input.ts';
import { saveAddressForBoth, saveBillingAddress, saveShippingAddress } from '../../checkout/cart-addresses.ts';
import { cartView } from '../../checkout/cart-view.ts';
import { parseEcardRecipient, saveEcardRecipient } from '../../checkout/ecard-recipient.ts';
import { CASH_ON_DELIVERY, ECARDS_PAID_BY_CARD } from '../../checkout/payment-methods.ts';
import { loadCheckoutQuote, type CheckoutQuote } from '../../checkout/quote.ts';
import { findShippingMethod } from '../../checkout/shipping-methods.ts';
import { requireCustomerForGraphql } from '../../customers/authorization.ts';
import { cachedStatement, transaction } from '../../db/database.ts';
import { MagentoError } from '../../errors.ts';
import type { RequestContext } from '../../http/context.ts';
import { parseInput, shortText, unusedField } from '../../input.ts';
import { placeOrder } from '../../orders/place-order.ts';
import type { Resolvers } from '../resolver-map.ts';

type InputArgs = { input?: unknown };

const NOT_SHIPPABLE = 'Shipping address is not allowed on cart: cart contains no items for shipment.';
const NO_SHIPPING_ADDRESS = 'The shipping address is missing. Set the address and try again.';

/**
 * The signed-in customer's own active cart. Checkout is for customers only (spec §6): without a token Magento's
 * `graphql-authorization` answer; a guest cart or someone else's cart, Magento's "cannot perform operations" answer.
 */
function customerCheckoutCart(ctx: RequestContext, maskedId: string): { customerId: number; cart: CartRow } {
  const customerId = requireCustomerForGraphql(ctx);
  const cart = requireCartForGraphql(ctx.db, maskedId, customerId);
  if (cart.customer_id !== customerId) throw cartNotOwned(maskedId);
  return { customerId, cart };
}

const quoteOf = (ctx: RequestContext, cart: CartRow): CheckoutQuote => loadCheckoutQuote(ctx.db, cart, ctx.store.id, ctx.now);
const cartOutput = (ctx: RequestContext, cart: CartRow) => ({ cart: cartView(ctx, reloadCart(ctx.db, cart)) });

const shippingAddressesInput = z.object({ cart_id: cartIdSchema, shipping_addresses: z.unknown().optional() });
const billingAddressInput = z.object({ cart_id: cartIdSchema, billing_address: z.unknown().optional() });
const shippingMethodsInput = z.object({
  cart_id: cartIdSchema,
  shipping_methods: z
    .array(z.object({ carrier_code: shortText('carrier_code', 64), method_code: shortText('method_code', 64) }))
    .min(1, { error: 'Required parameter "shipping_methods" is missing' })
    .max(1, { error: 'You cannot specify multiple shipping methods.' }),
});
const paymentMethodInput = z.object({
  cart_id: cartIdSchema,
  payment_method: z.object({
    code: shortText('code', 64).trim().min(1, { error: 'Required parameter "code" for "payment_method" is missing.' }),
    purchase_order_number: unusedField('purchase_order_number'),
    paypal_express: unusedField('paypal_express'),
    payflow_express: unusedField('payflow_express'),
    payflow_link: unusedField('payflow_link'),
    payflowpro: unusedField('payflowpro'),
    hosted_pro: unusedField('hosted_pro'),
    payflowpro_cc_vault: unusedField('payflowpro_cc_vault'),
  }),
});
const ecardRecipientInput = z.object({ cart_id: cartIdSchema, email: z.unknown().optional(), telephone: z.unknown().optional() });
const placeOrderInput = z.object({ cart_id: cartIdSchema });

function setCart(ctx: RequestContext, cart: CartRow, assignments: string, ...values: string[]): void {
  cachedStatement(ctx.db, `UPDATE carts SET ${assignments} WHERE id = ?`).run(...values, cart.id);
  touchCart(ctx.db, cart.id);
}

/** setPaymentMethodOnCart's input applied: the method must be one the cart is offered now. */
function setPaymentMethod(ctx: RequestContext, input: unknown): CartRow {
  const parsed = parseInput(paymentMethodInput, input);
  const { cart } = customerCheckoutCart(ctx, parsed.cart_id);
  const quote = quoteOf(ctx, cart);
  if (quote.hasEcards && parsed.payment_method.code === CASH_ON_DELIVERY) throw new MagentoError(400, ECARDS_PAID_BY_CARD);
  const option = quote.paymentOptions.find((candidate) => candidate.code === parsed.payment_method.code);
  if (!option) throw new MagentoError(400, 'The requested Payment Method is not available.');
  setCart(ctx, cart, 'payment_method = ?', option.code);
  return cart;
}

function placeCartOrder(ctx: RequestContext, maskedCartId: string) {
  const customerId = requireCustomerForGraphql(ctx);
  const order = placeOrder({ db: ctx.db, config: ctx.config, now: ctx.now, changes: ctx.changes }, maskedCartId, customerId);
  return { order: { order_number: order.increment_id, order_id: order.increment_id } };
}

/** Magento's checkout mutations (setShippingAddressesOnCart … placeOrder) and the e-card recipient (custom). */
export const checkoutResolvers: Resolvers = {
  Mutation: {
    setShippingAddressesOnCart: (_: unknown, { input }: InputArgs, ctx: RequestContext) => {
      const parsed = parseInput(shippingAddressesInput, input);
      const { customerId, cart } = customerCheckoutCart(ctx, parsed.cart_id);
      transaction(ctx.db, () => {
        if (quoteOf(ctx, cart).isVirtual) throw new MagentoError(400, NOT_SHIPPABLE);
        saveShippingAddress(ctx.db, cart.id, parseShippingAddress(ctx.db, customerId, parsed.shipping_addresses));
      });
      return cartOutput(ctx, cart);
    },

    setBillingAddressOnCart: (_: unknown, { input }: InputArgs, ctx: RequestContext) => {
      const parsed = parseInput(billingAddressInput, input);
      const { customerId, cart } = customerCheckoutCart(ctx, parsed.cart_id);
      transaction(ctx.db, () => {
        const billing = parseBillingAddress(ctx.db, customerId, parsed.billing_address);
        const quote = quoteOf(ctx, cart);
        if (billing.kind === 'same_as_shipping') {
          if (quote.addresses.shipping === null || quote.isVirtual) {
            throw new MagentoError(400, 'Could not use the "same_as_shipping" option, because the shipping address has not been set.');
          }
          saveBillingAddress(ctx.db, cart.id, 'same_as_shipping');
        } else if (billing.useForShipping) {
          if (quote.isVirtual) throw new MagentoError(400, NOT_SHIPPABLE);
          saveAddressForBoth(ctx.db, cart.id, billing.address);
        } else {
          saveBillingAddress(ctx.db, cart.id, billing.address);
        }
      });
      return cartOutput(ctx, cart);
    },

    setShippingMethodsOnCart: (_: unknown, { input }: InputArgs, ctx: RequestContext) => {
      const parsed = parseInput(shippingMethodsInput, input);
      const { cart } = customerCheckoutCart(ctx, parsed.cart_id);
      const [wanted] = parsed.shipping_methods;
      if (!wanted) throw new MagentoError(400, 'Required parameter "shipping_methods" is missing');
      const quote = quoteOf(ctx, cart);
      if (quote.isVirtual) throw new MagentoError(400, NOT_SHIPPABLE);
      if (quote.addresses.shipping === null) throw new MagentoError(400, NO_SHIPPING_ADDRESS);
      const option = findShippingMethod(quote.shippingOptions, wanted.carrier_code, wanted.method_code);
      if (!option) throw new MagentoError(400, 'Carrier with such method not found: %1, %2', [wanted.carrier_code, wanted.method_code]);
      if (!option.available) throw new MagentoError(400, option.errorMessage ?? 'This shipping method is not available.');
      setCart(ctx, cart, 'shipping_carrier_code = ?, shipping_method_code = ?', option.carrierCode, option.methodCode);
      return cartOutput(ctx, cart);
    },

    setPaymentMethodOnCart: (_: unknown, { input }: InputArgs, ctx: RequestContext) => cartOutput(ctx, setPaymentMethod(ctx, input)),

    setEcardRecipientOnCart: (_: unknown, { input }: InputArgs, ctx: RequestContext) => {
      const parsed = parseInput(ecardRecipientInput, input);
      const { cart } = customerCheckoutCart(ctx, parsed.cart_id);
      const recipient = parseEcardRecipient({ email: parsed.email, telephone: parsed.telephone });
      if (!quoteOf(ctx, cart).hasEcards) throw new MagentoError(400, 'The cart has no e-cards.');
      saveEcardRecipient(ctx.db, cart.id, recipient);
      return cartOutput(ctx, cart);
    },

    placeOrder: (_: unknown, { input }: InputArgs, ctx: RequestContext) => placeCartOrder(ctx, parseInput(placeOrderInput, input).cart_id),

    /** Deprecated in 2.4.4 (setPaymentMethodOnCart, then placeOrder), still answered: the two in one call. */
    setPaymentMethodAndPlaceOrder: (_: unknown, { input }: InputArgs, ctx: RequestContext) => placeCartOrder(ctx, setPaymentMethod(ctx, input).masked_id),
  },
};
