/**
 * The search results page's data: one page of the products the keyword finds and, for an unfiltered search, the
 * correction the store's search offers: "Did you mean …" when nothing was found, "Showing results for …" when typo
 * tolerance found products for a misspelt keyword; with the page's cache options. An empty keyword shows a prompt and asks the backend nothing. Null when the query or page does not
 * exist (the route answers 404).
 */
import type { CommerceClient, ProductPage } from '@/lib/commerce/index.ts';
import { isFiltered, parseListingParams, toProductQuery, type ListingParams } from '@/domain/listing-params.ts';
import { pageCacheOptions, type CachedView } from '@/server/cache/page-cache-options.ts';
import { loadListingPage } from '@/server/catalog/listing-page.ts';

/** Longer "keywords" are not searches a shopper types; cut them rather than send them to the backend. */
export const KEYWORD_MAX = 100;

export interface SearchPageView {
  /** As typed, trimmed and capped; empty for the prompt. */
  keyword: string;
  params: ListingParams;
  /** null for an empty keyword */
  result: ProductPage | null;
  correction: string | null;
}

/** The keyword of the query as the page uses it. */
export function searchKeyword(search: URLSearchParams): string {
  return (search.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX);
}

export async function loadSearchPage(commerce: CommerceClient, search: URLSearchParams): Promise<CachedView<SearchPageView> | null> {
  const keyword = searchKeyword(search);
  const params = parseListingParams(search);
  if (params === null) return null;
  if (!keyword) return { view: { keyword, params, result: null, correction: null }, cache: pageCacheOptions.search([]) };
  const result = await loadListingPage(commerce, { search: keyword, ...toProductQuery(params) });
  if (!result) return null;
  const correction = isFiltered(params) ? null : await commerce.searchCorrection(keyword);
  return { view: { keyword, params, result, correction }, cache: pageCacheOptions.search(result.items) };
}
