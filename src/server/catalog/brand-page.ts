/**
 * A brand's page: the brand the url key names, one page of its products with the sort and filters of the query
 * (the brand is the page, so a `brand` parameter cannot narrow it further), and the page's cache options. Null
 * when there is no such brand or page (the route answers 404).
 */
import type { BrandView, CommerceClient, ProductPage } from '@/lib/commerce/index.ts';
import { parseListingParams, toProductQuery, type ListingParams } from '@/domain/listing-params.ts';
import { urlKeyParam } from '@/lib/route-params.ts';
import { pageCacheOptions, type CachedView } from '@/server/cache/page-cache-options.ts';
import { loadListingPage } from './listing-page.ts';

export type BrandPageView = { brand: BrandView; params: ListingParams; result: ProductPage };

export async function loadBrandPage(commerce: CommerceClient, slug: string, search: URLSearchParams): Promise<CachedView<BrandPageView> | null> {
  const parsed = parseListingParams(search);
  const urlKey = urlKeyParam(slug);
  if (parsed === null || urlKey === null) return null;
  const params = { ...parsed, brandId: null };
  const brand = await commerce.getBrand(urlKey);
  if (!brand) return null;
  const result = await loadListingPage(commerce, { ...toProductQuery(params), brandId: brand.id });
  if (!result) return null;
  return { view: { brand, params, result }, cache: pageCacheOptions.brand(brand.id, result.items) };
}
