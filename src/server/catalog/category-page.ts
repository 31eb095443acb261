/**
 * A category's page: the category the url key names, one page of its products with the sort and filters of the
 * query, and the page's cache options. Null when there is no such category or page (the route answers 404).
 */
import type { CommerceClient, MenuCategory, ProductPage } from '@/lib/commerce/index.ts';
import { parseListingParams, toProductQuery, type ListingParams } from '@/domain/listing-params.ts';
import { urlKeyParam } from '@/lib/route-params.ts';
import { pageCacheOptions, type CachedView } from '@/server/cache/page-cache-options.ts';
import { loadListingPage } from './listing-page.ts';

export type CategoryPageView = { category: MenuCategory; params: ListingParams; result: ProductPage };

export async function loadCategoryPage(
  commerce: CommerceClient,
  slug: string,
  search: URLSearchParams,
): Promise<CachedView<CategoryPageView> | null> {
  const params = parseListingParams(search);
  const urlKey = urlKeyParam(slug);
  if (params === null || urlKey === null) return null;
  const category = await commerce.getCategory(urlKey);
  if (!category) return null;
  const result = await loadListingPage(commerce, { categoryId: category.id, ...toProductQuery(params) });
  if (!result) return null;
  return { view: { category, params, result }, cache: pageCacheOptions.category(category.id, result.items) };
}
