/**
 * The signed-in customer's cart (spec §4: "a signed-in user has a customer cart"; §7 customerCart, mergeCarts,
 * `POST /V1/carts/mine`). Its lines, totals and coupon go through cart.ts with `options.token`, which addresses
 * `/V1/carts/mine`. Every call needs the token; a refused one is `CommerceAuthError`.
 */
import type { Locale } from '../i18n/locales.ts';
import { graphqlRequest, type RequestOptions } from './graphql.ts';
import { toCartView } from './mappers/cart.ts';
import { CUSTOMER_CART_QUERY, MERGE_CARTS_MUTATION } from './operations/cart.ts';
import { restRequest } from './rest.ts';
import { customerCartResponseSchema, customerQuoteIdSchema, mergedCartResponseSchema } from './schemas/cart.ts';
import type { CartView } from './types.ts';

type SignedIn = RequestOptions & { token: string };

/** The customer's active cart, as it is now. */
export async function getCustomerCart(locale: Locale, options: SignedIn): Promise<CartView> {
  const { customerCart } = await graphqlRequest(locale, CUSTOMER_CART_QUERY, {}, customerCartResponseSchema, options);
  return toCartView(customerCart);
}

/**
 * `POST /V1/carts/mine` in this locale's store view: creates the customer's cart there, or makes their active
 * cart (with its lines) that store view's cart, as Magento keeps one active quote per customer. Answers the
 * numeric quote id.
 */
export async function claimCustomerCart(locale: Locale, options: SignedIn): Promise<number> {
  return restRequest(locale, { method: 'POST', path: '/V1/carts/mine' }, customerQuoteIdSchema, options);
}

/**
 * Moves a guest cart's lines into the customer's cart (`destinationCartId`, their masked id) and answers the
 * customer's cart. The backend caps merged quantities at stock; the guest cart is closed.
 */
export async function mergeGuestCart(locale: Locale, guestCartId: string, destinationCartId: string, options: SignedIn): Promise<CartView> {
  const variables = { sourceCartId: guestCartId, destinationCartId };
  const { mergeCarts } = await graphqlRequest(locale, MERGE_CARTS_MUTATION, variables, mergedCartResponseSchema, options);
  return toCartView(mergeCarts);
}
