/**
 * `GET /V1/search`, Magento's quick search (SearchInterface) for REST clients: `searchCriteria[requestName]` is
 * `quick_search_container` and the keyword is the `search_term` filter. It runs the same index and ranking as
 * `products(search:)`, and answers Magento's shape: the matched ids with a score (higher is better), the
 * aggregations as buckets, the criteria echoed, the total.
 */
import type { Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import { searchCriteriaEcho } from './criteria-sql.ts';
import { assertPageExists } from './pagination.ts';
import { searchProducts } from './product-search.ts';
import type { SearchCriteria } from './search-criteria.ts';

export const QUICK_SEARCH_REQUEST = 'quick_search_container';

/** The keyword of the criteria: one `search_term` filter, and no other filter (quick search has no others here). */
function searchTerm(criteria: SearchCriteria): string {
  const filters = criteria.filter_groups.flatMap((group) => group.filters);
  for (const filter of filters) {
    if (filter.field !== 'search_term') throw new MagentoError(400, '"%1" is not a filter of quick search.', [filter.field]);
  }
  const term = filters[0]?.value.trim() ?? '';
  if (filters.length !== 1 || !term) throw new MagentoError(400, 'Quick search needs one "search_term" filter with a keyword.');
  return term;
}

export function restQuickSearch(db: Database, criteria: SearchCriteria, requestName: string | null, storeId: number) {
  if (requestName !== QUICK_SEARCH_REQUEST) {
    throw new MagentoError(400, 'The request "%1" is not configured.', [(requestName ?? '').slice(0, 64)]);
  }
  const result = searchProducts(db, {
    storeId,
    search: searchTerm(criteria),
    sort: [{ field: 'relevance', direction: 'DESC' }],
    pageSize: criteria.pageSize,
    currentPage: criteria.currentPage,
  });
  assertPageExists(result.totalCount, criteria.pageSize, criteria.currentPage);
  const offset = (criteria.currentPage - 1) * criteria.pageSize;
  const buckets = result.aggregations().map((aggregation) => ({
    name: `${aggregation.attribute_code}_bucket`,
    values: aggregation.options.map((option) => ({ value: option.value, metrics: [option.value, option.count] })),
  }));
  return {
    items: result.ids.map((id, index) => ({ id, score: result.totalCount - offset - index, custom_attributes: null })),
    aggregations: { buckets, bucket_names: buckets.map((bucket) => bucket.name) },
    search_criteria: { request_name: requestName, ...searchCriteriaEcho(criteria) },
    total_count: result.totalCount,
  };
}
