/**
 * The signed-in customer's cart (spec §4: "a signed-in user has a customer cart"; §7 customerCart, mergeCarts,
 * `POST /V1/carts/mine`). Its lines, totals and coupon go through cart.ts with the token in the context, which addresses
 * `/V1/carts/mine`. Every call needs the token; a refused one is `CommerceAuthError`.
 */
import { graphqlRequest } from './graphql.ts';
import { toCartView } from './mappers/cart.ts';
import { CUSTOMER_CART_QUERY, MERGE_CARTS_MUTATION } from './operations/cart.ts';
import { restRequest } from './rest.ts';
import { customerCartResponseSchema, customerQuoteIdSchema, mergedCartResponseSchema } from './schemas/cart.ts';
import type { CartView } from '@/domain/cart-types.ts';
import type { CommerceContext } from './context.ts';

/** The customer's active cart, as it is now. */
export async function getCustomerCart(context: CommerceContext): Promise<CartView> {
  const { customerCart } = await graphqlRequest(context, CUSTOMER_CART_QUERY, {}, customerCartResponseSchema);
  return toCartView(customerCart);
}

/**
 * `POST /V1/carts/mine` in this locale's store view: creates the customer's cart there, or makes their active
 * cart (with its lines) that store view's cart, as Magento keeps one active quote per customer. Answers the
 * numeric quote id.
 */
export async function claimCustomerCart(context: CommerceContext): Promise<number> {
  return restRequest(context, { method: 'POST', path: '/V1/carts/mine' }, customerQuoteIdSchema);
}

/**
 * Moves a guest cart's lines into the customer's cart (`destinationCartId`, their masked id) and answers the
 * customer's cart. The backend caps merged quantities at stock; the guest cart is closed.
 */
export async function mergeGuestCart(context: CommerceContext, guestCartId: string, destinationCartId: string): Promise<CartView> {
  const variables = { sourceCartId: guestCartId, destinationCartId };
  const { mergeCarts } = await graphqlRequest(context, MERGE_CARTS_MUTATION, variables, mergedCartResponseSchema);
  return toCartView(mergeCarts);
}
