/**
 * The cart (spec §3 "Cart query fields", §7). Reads and coupons go through GraphQL; item writes and totals
 * through REST. Every REST call addresses `/V1/guest-carts/{maskedId}` for a guest; with `options.token` it
 * addresses the signed-in customer's `/V1/carts/mine` instead, so the customer cart needs no other function.
 */
import type { Locale } from '../i18n/locales.ts';
import { CommerceInputError, CommerceNotFoundError } from './errors.ts';
import { graphqlRequest, type RequestOptions } from './graphql.ts';
import { toCartTotals, toCartView } from './mappers/cart.ts';
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
import type { CartTotals, CartView } from './types.ts';

/** A guest cart by masked id; throws `CommerceNotFoundError` when the id is unknown or inactive. */
export async function getCart(locale: Locale, cartId: string, options: RequestOptions = {}): Promise<CartView> {
  const { cart } = await graphqlRequest(locale, CART_QUERY, { cartId }, cartResponseSchema, options);
  if (!cart) throw new CommerceNotFoundError(`No cart with id ${cartId}`);
  return toCartView(cart);
}

/**
 * Applies a coupon and returns the code as the backend stored it (Magento matches codes case-insensitively).
 * An unknown, expired or inapplicable code is a `CommerceInputError`.
 */
export async function applyCoupon(locale: Locale, cartId: string, couponCode: string, options: RequestOptions = {}): Promise<string> {
  const { applyCouponToCart } = await graphqlRequest(locale, APPLY_COUPON_MUTATION, { cartId, couponCode }, appliedCouponResponseSchema, options);
  const applied = applyCouponToCart.cart.applied_coupon?.code;
  if (!applied) throw new CommerceInputError(`Coupon ${couponCode} was not applied`);
  return applied;
}

export async function removeCoupon(locale: Locale, cartId: string, options: RequestOptions = {}): Promise<void> {
  await graphqlRequest(locale, REMOVE_COUPON_MUTATION, { cartId }, null, options);
}

function cartPath(cartId: string, options: RequestOptions): string {
  return options.token ? '/V1/carts/mine' : `/V1/guest-carts/${encodeURIComponent(cartId)}`;
}

/** POST /V1/guest-carts: a new empty guest cart in the locale's store view; returns its masked id. */
export async function createGuestCart(locale: Locale): Promise<string> {
  return restRequest(locale, { method: 'POST', path: '/V1/guest-carts' }, guestCartIdSchema);
}

/** Adds `qty` of `sku` (the backend merges an SKU already in the cart); returns the line's item id. */
export async function addCartItem(
  locale: Locale,
  cartId: string,
  line: { sku: string; qty: number },
  options: RequestOptions = {},
): Promise<number> {
  const item = await restRequest(
    locale,
    {
      method: 'POST',
      path: `${cartPath(cartId, options)}/items`,
      query: { os: 'pwa' },
      body: { cartItem: { sku: line.sku, qty: line.qty, quote_id: cartId } },
    },
    restCartItemSchema,
    options,
  );
  return item.item_id;
}

export async function updateCartItemQty(
  locale: Locale,
  cartId: string,
  line: { itemId: number; qty: number },
  options: RequestOptions = {},
): Promise<void> {
  await restRequest(
    locale,
    {
      method: 'PUT',
      path: `${cartPath(cartId, options)}/items/${line.itemId}`,
      query: { os: 'pwa' },
      body: { cartItem: { item_id: line.itemId, qty: line.qty, quote_id: cartId } },
    },
    restCartItemSchema,
    options,
  );
}

export async function removeCartItem(locale: Locale, cartId: string, itemId: number, options: RequestOptions = {}): Promise<void> {
  await restRequest(locale, { method: 'DELETE', path: `${cartPath(cartId, options)}/items/${itemId}` }, removedCartItemSchema, options);
}

export async function getCartTotals(locale: Locale, cartId: string, options: RequestOptions = {}): Promise<CartTotals> {
  const totals = await restRequest(locale, { method: 'GET', path: `${cartPath(cartId, options)}/totals` }, restTotalsSchema, options);
  return toCartTotals(totals);
}
