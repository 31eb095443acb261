/**
 * Live search suggestions for the header (spec §2, §7, §9): the best matches of the keyword as typed (the store's
 * search ranks them), page 1 of 10. Built on the catalogue listing so suggestions carry the same prices and images
 * as product cards. And the correction the store's search offers for a keyword that finds nothing.
 */
import { listProducts } from './catalog.ts';
import { graphqlRequest } from './graphql.ts';
import { SEARCH_CORRECTION_QUERY } from './operations/catalog.ts';
import type { SearchSuggestion } from '@/domain/catalog-types.ts';
import type { CommerceContext } from './context.ts';

const SUGGESTION_PAGE_SIZE = 10;
/** Longer "keywords" are not searches a shopper types; they are cut before reaching the backend. */
export const SUGGESTION_KEYWORD_MAX = 100;

export async function searchSuggestions(context: CommerceContext, keyword: string): Promise<SearchSuggestion[]> {
  const search = keyword.trim().slice(0, SUGGESTION_KEYWORD_MAX);
  if (!search) return [];
  const page = await listProducts(context, { search, page: 1, pageSize: SUGGESTION_PAGE_SIZE });
  return page.items.map(({ sku, name, urlKey, thumbnail, price, originalPrice, status, variantQuery, specialFrom, specialTo }) => ({
    sku,
    name,
    urlKey,
    thumbnail,
    price,
    originalPrice,
    status,
    ...(variantQuery ? { variantQuery } : {}),
    specialFrom: specialFrom ?? null,
    specialTo: specialTo ?? null,
  }));
}

/** "Did you mean …": the corrected keyword when the store's search has one that finds products, else null. */
export async function searchCorrection(context: CommerceContext, keyword: string): Promise<string | null> {
  const search = keyword.trim().slice(0, SUGGESTION_KEYWORD_MAX);
  if (!search) return null;
  const { products } = await graphqlRequest(context, SEARCH_CORRECTION_QUERY, { search }, null);
  return products?.did_you_mean ?? null;
}
