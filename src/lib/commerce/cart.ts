/**
 * The cart (spec §3 "Cart query fields", §7). Reads and coupons go through GraphQL; item writes and totals
 * through REST. Every REST call addresses `/V1/guest-carts/{maskedId}` for a guest; with a customer's token in
 * the context it addresses the signed-in customer's `/V1/carts/mine` instead, so the customer cart needs no other function.
 */
import { CommerceInputError, CommerceNotFoundError, CommerceOptionsError } from './errors.ts';
import { graphqlRequest } from './graphql.ts';
import { toCartTotals, toCartView } from './mappers/cart.ts';
import { toEstimatedShippingMethods } from './mappers/checkout.ts';
import { shippingEstimateSchema } from './schemas/checkout.ts';
import type { ShippingMethodOption } from '@/domain/checkout-types.ts';
import { ADD_PRODUCTS_TO_CART_MUTATION, APPLY_COUPON_MUTATION, CART_QUERY, REMOVE_COUPON_MUTATION } from './operations/cart.ts';
import { restRequest } from './rest.ts';
import {
  addedProductsSchema,
  appliedCouponResponseSchema,
  cartResponseSchema,
  guestCartIdSchema,
  removedCartItemSchema,
  restCartItemSchema,
  restTotalsSchema,
} from './schemas/cart.ts';
import type { CartLineInput, CartTotals, CartView } from '@/domain/cart-types.ts';
import type { CommerceContext } from './context.ts';

/** A guest cart by masked id; throws `CommerceNotFoundError` when the id is unknown or inactive. */
export async function getCart(context: CommerceContext, cartId: string): Promise<CartView> {
  const { cart } = await graphqlRequest(context, CART_QUERY, { cartId }, cartResponseSchema);
  if (!cart) throw new CommerceNotFoundError(`No cart with id ${cartId}`);
  return toCartView(cart);
}

/**
 * Applies a coupon and returns the code as the backend stored it (Magento matches codes case-insensitively).
 * An unknown, expired or inapplicable code is a `CommerceInputError`.
 */
export async function applyCoupon(context: CommerceContext, cartId: string, couponCode: string): Promise<string> {
  const { applyCouponToCart } = await graphqlRequest(context, APPLY_COUPON_MUTATION, { cartId, couponCode }, appliedCouponResponseSchema);
  const applied = applyCouponToCart.cart.applied_coupon?.code;
  if (!applied) throw new CommerceInputError(`Coupon ${couponCode} was not applied`);
  return applied;
}

export async function removeCoupon(context: CommerceContext, cartId: string): Promise<void> {
  await graphqlRequest(context, REMOVE_COUPON_MUTATION, { cartId }, null);
}

function cartPath(context: CommerceContext, cartId: string): string {
  return context.token ? '/V1/carts/mine' : `/V1/guest-carts/${encodeURIComponent(cartId)}`;
}

/** POST /V1/guest-carts: a new empty guest cart in the locale's store view; returns its masked id. */
export async function createGuestCart(context: CommerceContext): Promise<string> {
  return restRequest(context, { method: 'POST', path: '/V1/guest-carts' }, guestCartIdSchema);
}

/**
 * Adds `qty` of `sku` (the backend merges an SKU already in the cart). A configurable product goes with its chosen
 * values (`selectedOptions`) through GraphQL's `addProductsToCart`, the one way Magento takes them by uid; a simple
 * product through REST, as the spec's store did.
 */
export async function addCartItem(context: CommerceContext, cartId: string, line: CartLineInput): Promise<void> {
  if (line.selectedOptions && line.selectedOptions.length > 0) {
    await addConfiguredProduct(context, cartId, { ...line, selectedOptions: line.selectedOptions });
    return;
  }
  await restRequest(
    context,
    {
      method: 'POST',
      path: `${cartPath(context, cartId)}/items`,
      query: { os: 'pwa' },
      body: { cartItem: { sku: line.sku, qty: line.qty, quote_id: cartId } },
    },
    restCartItemSchema,
  );
}

/** Magento's user errors as the typed errors the cart Actions answer: gone, not to be had, or a choice to make again. */
async function addConfiguredProduct(context: CommerceContext, cartId: string, line: CartLineInput & { selectedOptions: readonly string[] }): Promise<void> {
  const cartItems = [{ sku: line.sku, quantity: line.qty, selected_options: [...line.selectedOptions] }];
  const { addProductsToCart } = await graphqlRequest(context, ADD_PRODUCTS_TO_CART_MUTATION, { cartId, cartItems }, addedProductsSchema);
  const [refusal] = addProductsToCart.user_errors;
  if (!refusal) return;
  if (refusal.code === 'PRODUCT_NOT_FOUND') throw new CommerceNotFoundError(refusal.message);
  if (refusal.code === 'UNDEFINED') throw new CommerceOptionsError(refusal.message);
  throw new CommerceInputError(refusal.message);
}

export async function updateCartItemQty(
  context: CommerceContext,
  cartId: string,
  line: { itemId: number; qty: number },
): Promise<void> {
  await restRequest(
    context,
    {
      method: 'PUT',
      path: `${cartPath(context, cartId)}/items/${line.itemId}`,
      query: { os: 'pwa' },
      body: { cartItem: { item_id: line.itemId, qty: line.qty, quote_id: cartId } },
    },
    restCartItemSchema,
  );
}

export async function removeCartItem(context: CommerceContext, cartId: string, itemId: number): Promise<void> {
  await restRequest(context, { method: 'DELETE', path: `${cartPath(context, cartId)}/items/${itemId}` }, removedCartItemSchema);
}

export async function getCartTotals(context: CommerceContext, cartId: string): Promise<CartTotals> {
  const totals = await restRequest(context, { method: 'GET', path: `${cartPath(context, cartId)}/totals` }, restTotalsSchema);
  return toCartTotals(totals);
}

/** The store's delivery country: a cart's delivery is estimated for it before any address is set. */
const DELIVERY_COUNTRY = 'QA';

/**
 * The delivery methods this cart would be offered, with their prices for it (Magento's
 * `POST …/estimate-shipping-methods`), for the cart page to show before checkout decides one.
 */
export async function estimateDelivery(context: CommerceContext, cartId: string): Promise<ShippingMethodOption[]> {
  const methods = await restRequest(
    context,
    { method: 'POST', path: `${cartPath(context, cartId)}/estimate-shipping-methods`, body: { address: { country_id: DELIVERY_COUNTRY } } },
    shippingEstimateSchema,
  );
  return toEstimatedShippingMethods(methods);
}
