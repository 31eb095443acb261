/**
 * The search results page's data: one page of the products the keyword finds and, when an unfiltered search finds
 * nothing, the correction the store's search offers ("Did you mean …"), asked for only then.
 */
import type { CommerceClient, ProductPage } from '@/lib/commerce/index.ts';
import { isFiltered, toProductQuery, type ListingParams } from '@/lib/listing-params.ts';
import { loadProductPage } from './product-page-loader.ts';

export interface SearchResults {
  /** null when the requested page does not exist */
  result: ProductPage | null;
  correction: string | null;
}

export async function loadSearchResults(commerce: CommerceClient, keyword: string, params: ListingParams): Promise<SearchResults> {
  const result = await loadProductPage(commerce, { search: keyword, ...toProductQuery(params) });
  const correction = result && result.total === 0 && !isFiltered(params) ? await commerce.searchCorrection(keyword) : null;
  return { result, correction };
}
