import { z } from 'zod';
import type { RequestContext } from '../../http/context.ts';
import { requireCustomerForGraphql } from '../../customers/authorization.ts';
import {
  createCustomerAddress,
  deleteCustomerAddress,
  findOwnAddress,
  noSuchAddress,
  updateCustomerAddress,
} from '../../customers/addresses.ts';
import { parseAddressUpdate, parseNewAddress } from '../../customers/address-input.ts';
import type { CustomerAddressRow } from '../../customers/address-types.ts';
import { toGraphqlAddress } from '../../customers/graphql-shapes.ts';
import { listRegions, STORE_COUNTRY } from '../../directory/regions.ts';
import type { Resolvers } from '../resolver-map.ts';

/** An address id as GraphQL's Int carries it; anything else names no address. */
const addressId = (raw: unknown): number => {
  const parsed = z.number().int().min(1).max(2 ** 31 - 1).safeParse(raw);
  if (!parsed.success) throw noSuchAddress(Number(raw));
  return parsed.data;
};

const view = (ctx: RequestContext, row: CustomerAddressRow) =>
  toGraphqlAddress(row, { store: ctx.store.code, regions: listRegions(ctx.db, STORE_COUNTRY) });

/** Magento's address mutations; a customer reaches only their own addresses. */
export const customerAddressResolvers: Resolvers = {
  Mutation: {
    createCustomerAddress: (_: unknown, args: { input: unknown }, ctx: RequestContext) => {
      const customerId = requireCustomerForGraphql(ctx);
      return view(ctx, createCustomerAddress(ctx.db, customerId, parseNewAddress(ctx.db, args.input)));
    },
    updateCustomerAddress: (_: unknown, args: { id: unknown; input?: unknown }, ctx: RequestContext) => {
      const customerId = requireCustomerForGraphql(ctx);
      const id = addressId(args.id);
      const values = parseAddressUpdate(ctx.db, findOwnAddress(ctx.db, customerId, id), args.input);
      return view(ctx, updateCustomerAddress(ctx.db, customerId, id, values));
    },
    deleteCustomerAddress: (_: unknown, args: { id: unknown }, ctx: RequestContext) => {
      const customerId = requireCustomerForGraphql(ctx);
      deleteCustomerAddress(ctx.db, customerId, addressId(args.id));
      return true;
    },
  },
};
