/**
 * Reading carts (spec §3 "Cart query fields"): a guest cart by its masked quote id, or the signed-in
 * customer's cart with their token. Items come back as the client's `CartItem` (spec §3 "Cart item").
 * Coupons go through GraphQL as spec §7 lists them; item writes and totals are REST (cart-rest.ts).
 */
import { z } from 'zod';
import type { Locale } from '../i18n/locales.ts';
import { CommerceInputError, CommerceNotFoundError } from './errors.ts';
import { graphqlRequest, type RequestOptions } from './graphql.ts';
import { toCartItem } from './mappers.ts';
import { APPLY_COUPON_MUTATION, CART_QUERY, CUSTOMER_CART_QUERY, REMOVE_COUPON_MUTATION } from './operations/cart.ts';
import { cartResponseSchema, customerCartResponseSchema } from './schemas.ts';
import type { CartItem } from './types.ts';

export type CartView = {
  id: string;
  /** Store view the cart belongs to (ar 1, en 2): a locale switch needs a new cart when it differs. */
  storeId: number | null;
  /** Numeric quote id of a signed-in customer's cart; null for guest carts. */
  entityId: number | null;
  totalQuantity: number;
  items: CartItem[];
};

type RawCart = { id: string; store_id?: number | null; entity_id?: number | null; total_quantity?: number | null };

function toCartView(cart: RawCart, items: CartItem[]): CartView {
  return {
    id: cart.id,
    storeId: cart.store_id ?? null,
    entityId: cart.entity_id ?? null,
    totalQuantity: cart.total_quantity ?? items.reduce((sum, item) => sum + item.qty, 0),
    items,
  };
}

/** A guest cart by masked id; throws `CommerceNotFoundError` when the id is unknown or inactive. */
export async function getCart(locale: Locale, cartId: string, options: RequestOptions = {}): Promise<CartView> {
  const { cart } = await graphqlRequest(locale, CART_QUERY, { cartId }, cartResponseSchema, options);
  if (!cart) throw new CommerceNotFoundError(`No cart with id ${cartId}`);
  const items = (cart.items ?? []).filter((item) => item !== null).map((item) => toCartItem(item, cart.id));
  return toCartView(cart, items);
}

/** The signed-in customer's active cart; needs `options.token` (else `CommerceAuthError`). */
export async function getCustomerCart(locale: Locale, options: RequestOptions): Promise<CartView> {
  const { customerCart } = await graphqlRequest(locale, CUSTOMER_CART_QUERY, {}, customerCartResponseSchema, options);
  const items = (customerCart.items ?? []).filter((item) => item !== null).map((item) => toCartItem(item, customerCart.id));
  return toCartView(customerCart, items);
}

const appliedCouponResponseSchema = z.object({
  applyCouponToCart: z.object({
    cart: z.object({
      id: z.string(),
      applied_coupon: z.object({ code: z.string() }).nullish(),
      prices: z.object({ grand_total: z.object({ value: z.number(), currency: z.string() }).nullish() }).nullish(),
    }),
  }),
});

const removedCouponResponseSchema = z.object({
  removeCouponFromCart: z.object({ cart: z.object({ id: z.string() }).nullish() }).nullish(),
});

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
  await graphqlRequest(locale, REMOVE_COUPON_MUTATION, { cartId }, removedCouponResponseSchema, options);
}
