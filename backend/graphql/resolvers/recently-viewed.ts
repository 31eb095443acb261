import type { RequestContext } from '../../http/context.ts';
import { MagentoError } from '../../errors.ts';
import { pageArgs, parseInput } from '../../input.ts';
import { requireCustomerForGraphql } from '../../customers/authorization.ts';
import { listRecentlyViewed, recordRecentlyViewed } from '../../customers/recently-viewed.ts';
import { findProductBySku, PRODUCT_NOT_FOUND } from '../../catalog/products.ts';
import { skuSchema } from '../../carts/input-schemas.ts';
import type { Resolvers } from '../resolver-map.ts';


/** Recently viewed module (custom.graphql): the signed-in shopper's list, per store view. */
export const recentlyViewedResolvers: Resolvers = {
  Query: {
    getRecentlyViewedProducts: (_: unknown, args: unknown, ctx: RequestContext) => {
      const customerId = requireCustomerForGraphql(ctx);
      const { pageSize, currentPage } = parseInput(pageArgs, args);
      return listRecentlyViewed(ctx.db, customerId, ctx.store.id, pageSize, currentPage);
    },
  },
  Mutation: {
    addRecentlyViewedProduct: (_: unknown, args: { sku: unknown }, ctx: RequestContext) => {
      const customerId = requireCustomerForGraphql(ctx);
      const sku = parseInput(skuSchema, args.sku);
      const product = findProductBySku(ctx.db, sku, ctx.store.id);
      if (!product) throw new MagentoError(400, PRODUCT_NOT_FOUND);
      recordRecentlyViewed(ctx.db, customerId, ctx.store.id, product.id);
      return { success: true };
    },
  },
};
