import { MagentoError, unauthorized } from '../errors.ts';
import type { RequestContext } from '../request-context.ts';

/** REST: the signed-in customer's id, or Magento's 401 for a guest or an unknown/expired/revoked token. */
export function requireCustomerForRest(ctx: RequestContext): number {
  if (ctx.customerId === null) throw unauthorized();
  return ctx.customerId;
}

/** GraphQL's wording for the same refusal; its 401 status gives the `graphql-authorization` category. */
export const customerNotAuthorized = () => new MagentoError(401, "The current customer isn't authorized.");

/** GraphQL: the signed-in customer's id, or Magento's `graphql-authorization` error. */
export function requireCustomerForGraphql(ctx: RequestContext): number {
  if (ctx.customerId === null) throw customerNotAuthorized();
  return ctx.customerId;
}
