/**
 * Checkout for the signed-in customer (Magento 2.4.4 core checkout mutations, spec §1, §2, §9): the checkout cart,
 * one call per step (address with billing, delivery method, payment method, e-card recipient), placeOrder, and the
 * signed payment-page form of a card order. Every call needs a context with the customer's token; the backend only lets a customer
 * act on their own active cart. Each step answers the whole checkout cart.
 */
import { ClientError } from 'graphql-request';
import { CommerceInputError, CommerceResponseError, toCommerceError } from './errors.ts';
import { graphqlRequest } from './graphql.ts';
import { toAddressInput } from './mappers/addresses.ts';
import { toCheckoutView } from './mappers/checkout.ts';
import {
  CHECKOUT_CART_QUERY,
  PAYMENT_REDIRECT_QUERY,
  PLACE_ORDER_MUTATION,
  SET_ECARD_RECIPIENT_MUTATION,
  SET_PAYMENT_METHOD_MUTATION,
  SET_SHIPPING_ADDRESS_MUTATION,
  SET_SHIPPING_METHOD_MUTATION,
} from './operations/checkout.ts';
import {
  checkoutCartResponseSchema,
  ecardRecipientResponseSchema,
  outOfStockItemsSchema,
  paymentMethodResponseSchema,
  paymentRedirectResponseSchema,
  placeOrderResponseSchema,
  shippingAddressResponseSchema,
  shippingMethodResponseSchema,
} from './schemas/checkout.ts';
import type { AddressDraft } from '@/domain/address-types.ts';
import type { CheckoutView, OutOfStockItem, PaymentRedirect } from '@/domain/checkout-types.ts';
import type { CommerceContext } from './context.ts';

/**
 * placeOrder refused because the cart wants more than is in stock ("Some of the products are out of stock.").
 * `items` names each short line; the cart is left exactly as it was.
 */
export class CommerceOutOfStockError extends CommerceInputError {
  override readonly name = 'CommerceOutOfStockError';
  readonly items: OutOfStockItem[];
  constructor(message: string, items: OutOfStockItem[], options?: { cause?: unknown }) {
    super(message, options);
    this.items = items;
  }
}

/** The customer's active cart with its checkout fields. */
export async function getCheckoutCart(context: CommerceContext): Promise<CheckoutView> {
  const { customerCart } = await graphqlRequest(context, CHECKOUT_CART_QUERY, {}, checkoutCartResponseSchema);
  return toCheckoutView(customerCart);
}

/** A saved address of the customer's, or a new one (also saved in their address book when asked). */
export type DeliveryAddress = { customerAddressId: number } | { draft: Omit<AddressDraft, 'defaultShipping'>; saveInAddressBook: boolean };

function toShippingAddressInput(address: DeliveryAddress) {
  if ('customerAddressId' in address) return { customer_address_id: address.customerAddressId };
  const { draft } = address;
  // Magento's CartAddressInput: the same lines as the address book's (mappers/addresses.ts), the zone by region_id.
  const { region, default_shipping: _default, ...lines } = toAddressInput({ ...draft, defaultShipping: false });
  return { address: { ...lines, region_id: region.region_id, save_in_address_book: address.saveInAddressBook } };
}

/** The delivery address, with the billing address following it (`same_as_shipping`), in one request. */
export async function setDeliveryAddress(context: CommerceContext, cartId: string, address: DeliveryAddress): Promise<CheckoutView> {
  const variables = { cartId, shippingAddress: toShippingAddressInput(address) };
  const data = await graphqlRequest(context, SET_SHIPPING_ADDRESS_MUTATION, variables, shippingAddressResponseSchema);
  return toCheckoutView(data.setBillingAddressOnCart.cart);
}

export async function setDeliveryMethod(
  context: CommerceContext,
  cartId: string,
  method: { carrierCode: string; methodCode: string },
): Promise<CheckoutView> {
  const data = await graphqlRequest(context, SET_SHIPPING_METHOD_MUTATION, { cartId, ...method }, shippingMethodResponseSchema);
  return toCheckoutView(data.setShippingMethodsOnCart.cart);
}

export async function setPaymentMethod(context: CommerceContext, cartId: string, code: string): Promise<CheckoutView> {
  const data = await graphqlRequest(context, SET_PAYMENT_METHOD_MUTATION, { cartId, code }, paymentMethodResponseSchema);
  return toCheckoutView(data.setPaymentMethodOnCart.cart);
}

/** Where the cart's e-cards go: an e-mail address, an 8-digit Qatar mobile number, or both. */
export async function setEcardRecipient(
  context: CommerceContext,
  cartId: string,
  recipient: { email: string | null; telephone: string | null },
): Promise<CheckoutView> {
  const data = await graphqlRequest(context, SET_ECARD_RECIPIENT_MUTATION, { cartId, ...recipient }, ecardRecipientResponseSchema);
  return toCheckoutView(data.setEcardRecipientOnCart.cart);
}

/** The out-of-stock lines a placeOrder refusal carries, or null when it is another refusal. */
function outOfStockItemsOf(error: unknown): OutOfStockItem[] | null {
  const cause = error instanceof Error ? error.cause : undefined;
  if (!(cause instanceof ClientError)) return null;
  const parsed = outOfStockItemsSchema.safeParse(cause.response.errors?.[0]?.extensions?.['out_of_stock_items']);
  if (!parsed.success) return null;
  return parsed.data.map((item) => ({ sku: item.sku, name: item.name || item.sku, requested: item.requested ?? null, available: item.available ?? null }));
}

/**
 * Places the order of cart `cartId` and answers its number. The cart id is the idempotency key: a retry (double
 * click, lost answer) on a cart that already became an order answers that same order. A shortfall of stock is
 * `CommerceOutOfStockError` naming the lines.
 */
export async function placeOrder(context: CommerceContext, cartId: string): Promise<string> {
  try {
    const data = await graphqlRequest(context, PLACE_ORDER_MUTATION, { cartId }, placeOrderResponseSchema);
    return data.placeOrder.order.order_number;
  } catch (error) {
    const items = outOfStockItemsOf(error);
    if (items) throw new CommerceOutOfStockError(toCommerceError(error).message, items, { cause: error });
    throw error;
  }
}

/** The signed form sending the shopper to pay order `orderNumber` on the provider's page, back to `returnUrl`. */
export async function getPaymentRedirect(context: CommerceContext, orderNumber: string, returnUrl: string): Promise<PaymentRedirect> {
  const { payfortRedirectData } = await graphqlRequest(context, PAYMENT_REDIRECT_QUERY, { orderNumber, returnUrl }, paymentRedirectResponseSchema);
  if (!payfortRedirectData) throw new CommerceResponseError('payfortRedirectData answered nothing');
  if (payfortRedirectData.method.toUpperCase() !== 'POST') throw new CommerceResponseError(`payment page method ${payfortRedirectData.method}`);
  return { url: payfortRedirectData.url, fields: payfortRedirectData.fields };
}
