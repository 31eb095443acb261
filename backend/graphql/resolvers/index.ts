import { mergeResolvers } from '@graphql-tools/merge';
import type { Resolvers } from '../resolver-map.ts';
import { cartResolvers } from './cart.ts';
import { checkoutResolvers } from './checkout.ts';
import { catalogResolvers } from './catalog.ts';
import { cmsResolvers } from './cms.ts';
import { customerAddressResolvers } from './customer-address.ts';
import { customerResolvers } from './customer.ts';
import { directoryResolvers } from './directory.ts';
import { orderResolvers } from './orders.ts';
import { otpResolvers } from './otp.ts';
import { recentlyViewedResolvers } from './recently-viewed.ts';

/** Every domain's resolvers, merged type by type into the map the schema serves. */
export const resolvers = mergeResolvers([
  catalogResolvers,
  cmsResolvers,
  customerResolvers,
  customerAddressResolvers,
  directoryResolvers,
  cartResolvers,
  checkoutResolvers,
  orderResolvers,
  otpResolvers,
  recentlyViewedResolvers,
]) as Resolvers;
