/**
 * The deals page: one page of the products on sale now (deals.ts finds them), with the sort and the in-stock filter
 * of the query (brand and price facets of a whole-catalogue scan would count products not on sale, so the page
 * offers neither), and its cache options: the lifetime ends at the next sale boundary of any product scanned.
 * Null when the query or page does not exist (the route answers 404).
 */
import type { CommerceClient, ProductCard } from '@/lib/commerce/index.ts';
import { LISTING_PAGE_SIZE, isPageInRange, parseListingParams, type ListingParams } from '@/domain/listing-params.ts';
import { pageCacheOptions, type CachedView } from '@/server/cache/page-cache-options.ts';
import { paginate, scanDeals } from './deals.ts';

export type DealsPageView = {
  params: ListingParams;
  deals: { items: ProductCard[]; total: number; page: number; totalPages: number };
};

export async function loadDealsPage(commerce: CommerceClient, search: URLSearchParams): Promise<CachedView<DealsPageView> | null> {
  const parsed = parseListingParams(search);
  if (parsed === null) return null;
  const params = { ...parsed, brandId: null, price: null };
  const scan = await scanDeals(commerce, { ...(params.sort ? { sort: params.sort } : {}), inStock: params.inStock });
  const deals = paginate(scan.deals, params.page, LISTING_PAGE_SIZE);
  if (!isPageInRange(params.page, deals.totalPages)) return null;
  return { view: { params, deals }, cache: pageCacheOptions.deals(scan.scanned, deals.items) };
}
