/**
 * `/products/{url_key}` is one product's page (shown with its related products); `/products` alone is every
 * product, newest first, a page at a time. Either comes with its cache options; null when there is no such
 * product or page (the route answers 404).
 */
import type { CommerceClient, ProductCard, ProductDetail, ProductPage } from '@/lib/commerce/index.ts';
import { LISTING_PAGE_SIZE, parsePageParam } from '@/lib/listing-params.ts';
import { urlKeyParam } from '@/lib/route-params.ts';
import { pageCacheOptions, type CachedView } from '@/server/cache/page-cache-options.ts';
import { loadListingPage } from './listing-page.ts';

export type ProductsRouteView =
  | { kind: 'product'; product: ProductDetail; related: ProductCard[] }
  | { kind: 'listing'; page: number; listing: ProductPage };

export async function loadProductsRoute(
  commerce: CommerceClient,
  slug: string | undefined,
  search: URLSearchParams,
  now: Date,
): Promise<CachedView<ProductsRouteView> | null> {
  if (slug) {
    // A url key is one bounded path segment; anything else is not a product.
    const urlKey = urlKeyParam(slug);
    const product = urlKey ? await commerce.getProduct(urlKey) : null;
    if (!product) return null;
    const related = await commerce.getRelatedProducts(product);
    return { view: { kind: 'product', product, related }, cache: pageCacheOptions.product(product, related, now) };
  }
  const page = parsePageParam(search.get('page'));
  if (page === null) return null;
  const listing = await loadListingPage(commerce, { page, pageSize: LISTING_PAGE_SIZE, sort: 'newest' });
  if (!listing) return null;
  return { view: { kind: 'listing', page, listing }, cache: pageCacheOptions.allProducts(listing.items, now) };
}
