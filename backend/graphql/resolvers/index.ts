import type { IResolvers } from '@graphql-tools/utils';
import type { RequestContext } from '../../http/context.ts';
import { catalogResolvers } from './catalog.ts';
import { cmsResolvers } from './cms.ts';
import { customerResolvers } from './customer.ts';
import { cartResolvers } from './cart.ts';
import { otpResolvers } from './otp.ts';
import { recentlyViewedResolvers } from './recently-viewed.ts';

export type Resolvers = IResolvers<unknown, RequestContext> & {
  Query?: Record<string, unknown>;
  Mutation?: Record<string, unknown>;
};

const parts: Resolvers[] = [catalogResolvers, cmsResolvers, customerResolvers, cartResolvers, otpResolvers, recentlyViewedResolvers];

/** All resolver maps merged type by type (each file owns distinct fields). */
export const resolvers: Resolvers = parts.reduce<Resolvers>((merged, part) => {
  for (const [type, fields] of Object.entries(part)) {
    merged[type] = { ...((merged[type] as object | undefined) ?? {}), ...(fields as object) };
  }
  return merged;
}, {});
