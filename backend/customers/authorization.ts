import { unauthorized } from '../errors.ts';
import type { RequestContext } from '../http/context.ts';
import { graphqlAuthorizationError } from './api-errors.ts';

/** REST: the signed-in customer's id, or Magento's 401 for a guest or an unknown/expired/revoked token. */
export function requireCustomerForRest(ctx: RequestContext): number {
  if (ctx.customerId === null) throw unauthorized();
  return ctx.customerId;
}

/** GraphQL: the signed-in customer's id, or Magento's `graphql-authorization` error. */
export function requireCustomerForGraphql(ctx: RequestContext): number {
  if (ctx.customerId === null) throw graphqlAuthorizationError();
  return ctx.customerId;
}
