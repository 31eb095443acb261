/**
 * Where a product url key that no product has went (Magento's `route(url:)` over its URL rewrites). A simple
 * product that became a variant of a configurable product keeps its url key as a permanent redirect to the variant's
 * address, `<parent url key>.html?color=…&capacity=…`, so old links and search results still land on it.
 */
import { graphqlRequest } from './graphql.ts';
import { PRODUCT_ROUTE_QUERY } from './operations/catalog.ts';
import { productRouteSchema } from './schemas/catalog.ts';
import type { MovedProduct } from '@/domain/catalog-types.ts';
import type { CommerceContext } from './context.ts';

/** Magento's product URL suffix. */
const URL_SUFFIX = '.html';

/** The product `urlKey` now redirects to, with the query of its address; null when it redirects nowhere. */
export async function findMovedProduct(context: CommerceContext, urlKey: string): Promise<MovedProduct | null> {
  const { route } = await graphqlRequest(context, PRODUCT_ROUTE_QUERY, { url: `${urlKey}${URL_SUFFIX}` }, productRouteSchema);
  if (!route?.relative_url || route.type !== 'PRODUCT' || (route.redirect_code !== 301 && route.redirect_code !== 302)) return null;
  const target = new URL(route.relative_url, 'http://relative.invalid/');
  const path = target.pathname.replace(/^\/+/, '');
  const movedKey = decodeURIComponent(path.endsWith(URL_SUFFIX) ? path.slice(0, -URL_SUFFIX.length) : path);
  if (!movedKey || movedKey.includes('/') || movedKey === urlKey) return null;
  return { urlKey: movedKey, query: target.searchParams.toString(), permanent: route.redirect_code === 301 };
}
