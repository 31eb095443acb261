import { mergeResolvers } from '@graphql-tools/merge';
import type { Resolvers } from '../resolver-map.ts';
import { cartResolvers } from './cart.ts';
import { checkoutResolvers } from './checkout.ts';
import { catalogResolvers } from './catalog.ts';
import { cmsResolvers } from './cms.ts';
import { compareResolvers } from './compare.ts';
import { customerAddressResolvers } from './customer-address.ts';
import { customerResolvers } from './customer.ts';
import { directoryResolvers } from './directory.ts';
import { orderResolvers } from './orders.ts';
import { otpResolvers } from './otp.ts';
import { newsletterResolvers } from './newsletter.ts';
import { contactResolvers } from './contact.ts';
import { notSupportedResolvers } from './not-supported.ts';
import { paymentTokenResolvers } from './payment-tokens.ts';
import { recentlyViewedResolvers } from './recently-viewed.ts';
import { reviewResolvers } from './reviews.ts';
import { storeResolvers } from './store.ts';
import { urlResolvers } from './url.ts';
import { wishlistResolvers } from './wishlist.ts';

/** Every domain's resolvers, merged type by type into the map the schema serves. */
export const resolvers = mergeResolvers([
  catalogResolvers,
  cmsResolvers,
  compareResolvers,
  customerResolvers,
  customerAddressResolvers,
  directoryResolvers,
  cartResolvers,
  checkoutResolvers,
  orderResolvers,
  otpResolvers,
  recentlyViewedResolvers,
  reviewResolvers,
  storeResolvers,
  urlResolvers,
  wishlistResolvers,
  newsletterResolvers,
  contactResolvers,
  notSupportedResolvers,
  paymentTokenResolvers,
]) as Resolvers;
