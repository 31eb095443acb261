import { z } from 'zod';
import { MagentoError } from '../../errors.ts';
import type { RequestContext } from '../../http/context.ts';
import { parseInput } from '../../input.ts';
import { requireCustomerForGraphql } from '../../customers/authorization.ts';
import type { Resolvers } from '../resolver-map.ts';

const deleteArgs = z.object({ public_hash: z.string().max(128) });

/**
 * Magento's vault of stored cards (VaultGraphQl). This store keeps none: card details are entered on the payment
 * provider's page for each order, so a customer's list is always empty and no public hash names a token. The
 * answers and errors are Magento's own for a customer without stored cards.
 */
export const paymentTokenResolvers: Resolvers = {
  Query: {
    customerPaymentTokens: (_: unknown, __: unknown, ctx: RequestContext) => {
      requireCustomerForGraphql(ctx);
      return { items: [] };
    },
  },
  Mutation: {
    deletePaymentToken: (_: unknown, args: unknown, ctx: RequestContext) => {
      requireCustomerForGraphql(ctx);
      const { public_hash: publicHash } = parseInput(deleteArgs, args);
      throw new MagentoError(404, 'Could not find a token using public hash: %1', [publicHash]);
    },
  },
};
