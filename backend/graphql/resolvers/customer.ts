import type { RequestContext } from '../../http/context.ts';
import { customerNotAuthorized, requireCustomerForGraphql } from '../../customers/authorization.ts';
import { findCustomerById, isSubscribedToNewsletter, listCustomerAddresses } from '../../customers/customers.ts';
import { toGraphqlCustomer } from '../../customers/graphql-shape.ts';
import { revokeCustomerToken } from '../../customers/tokens.ts';
import type { Resolvers } from '../resolver-map.ts';

export const customerResolvers: Resolvers = {
  Query: {
    customer: (_: unknown, __: unknown, ctx: RequestContext) => {
      const customerId = requireCustomerForGraphql(ctx);
      const customer = findCustomerById(ctx.db, customerId);
      // A live token for a deleted customer cannot happen (tokens cascade), but must not leak a null customer.
      if (!customer) throw customerNotAuthorized();
      return toGraphqlCustomer(customer, listCustomerAddresses(ctx.db, customerId), isSubscribedToNewsletter(ctx.db, customer.email));
    },
  },
  Mutation: {
    revokeCustomerToken: (_: unknown, __: unknown, ctx: RequestContext) => {
      requireCustomerForGraphql(ctx);
      revokeCustomerToken(ctx.db, ctx.token as string);
      return { result: true };
    },
  },
};
