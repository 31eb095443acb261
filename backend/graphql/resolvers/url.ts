import { z } from 'zod';
import type { RequestContext } from '../../http/context.ts';
import { parseInput } from '../../input.ts';
import { storeSettings } from '../../store-config.ts';
import { resolveUrl, toEntityUrl } from '../../urls/resolve-url.ts';
import { sitemapProducts, sitemapProductsArgs } from '../../urls/sitemap-products.ts';
import type { Resolvers } from '../resolver-map.ts';

const urlArgs = z.object({ url: z.string().max(2048, { error: '"url" is too long.' }) });

const resolve = (ctx: RequestContext, args: unknown) =>
  resolveUrl({ db: ctx.db, storeId: ctx.store.id, baseUrl: ctx.baseUrl }, storeSettings(ctx.db, ctx.store.id), parseInput(urlArgs, args).url);

/** URL resolution: what a storefront path names in the request's store view; null when nothing (a 404 page). */
export const urlResolvers: Resolvers = {
  Query: {
    route: (_: unknown, args: unknown, ctx: RequestContext) => resolve(ctx, args)?.entity ?? null,
    urlResolver: (_: unknown, args: unknown, ctx: RequestContext) => {
      const resolved = resolve(ctx, args);
      return resolved ? toEntityUrl(resolved) : null;
    },
    sitemapProducts: (_: unknown, args: unknown, ctx: RequestContext) => {
      const { pageSize, currentPage } = parseInput(sitemapProductsArgs, args);
      return sitemapProducts(ctx.db, ctx.store.id, pageSize, currentPage);
    },
  },
  RoutableInterface: {
    __resolveType: (entity: { __typename: string }) => entity.__typename,
  },
};
