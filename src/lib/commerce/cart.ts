/**
 * The cart (spec §3 "Cart query fields", §7). Reads and coupons go through GraphQL; item writes and totals
 * through REST. Every REST call addresses `/V1/guest-carts/{maskedId}` for a guest; with a customer's token in
 * the context it addresses the signed-in customer's `/V1/carts/mine` instead, so the customer cart needs no other function.
 */
import { CommerceInputError, CommerceNotFoundError } from './errors.ts';
import { graphqlRequest } from './graphql.ts';
import { toCartTotals, toCartView } from './mappers/cart.ts';
import { toEstimatedShippingMethods } from './mappers/checkout.ts';
import { shippingEstimateSchema } from './schemas/checkout.ts';
import type { ShippingMethodOption } from './types/checkout.ts';
import { APPLY_COUPON_MUTATION, CART_QUERY, REMOVE_COUPON_MUTATION } from './operations/cart.ts';
import { restRequest } from './rest.ts';
import {
  appliedCouponResponseSchema,
  cartResponseSchema,
  guestCartIdSchema,
  removedCartItemSchema,
  restCartItemSchema,
  restTotalsSchema,
} from './schemas/cart.ts';
import type { CartTotals, CartView } from './types/cart.ts';
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

/** Adds `qty` of `sku` (the backend merges an SKU already in the cart); returns the line's item id. */
export async function addCartItem(
  context: CommerceContext,
  cartId: string,
  line: { sku: string; qty: number },
): Promise<number> {
  const item = await restRequest(
    context,
    {
      method: 'POST',
      path: `${cartPath(context, cartId)}/items`,
      query: { os: 'pwa' },
      body: { cartItem: { sku: line.sku, qty: line.qty, quote_id: cartId } },
    },
    restCartItemSchema,
  );
  return item.item_id;
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
