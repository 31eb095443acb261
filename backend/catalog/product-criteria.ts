/**
 * A products query after validation, in the database's terms: what product-input.ts and category-products-input.ts
 * make of a GraphQL or REST query, and what the listing (product-search.ts) and its count and facets
 * (listing-members.ts) read.
 */
export interface NumberRange {
  from?: number | undefined;
  to?: number | undefined;
}

export interface EqualFilter {
  eq?: string | undefined;
  in?: string[] | undefined;
}

/** A products query after validation: every filter already in the database's terms (ids, numbers). */
export interface ProductCriteria {
  storeId: number;
  search?: string | undefined;
  skus?: EqualFilter | undefined;
  urlKeys?: EqualFilter | undefined;
  /** Category ids (already decoded from uids): a product matches if it is listed in any of them. */
  categoryIds?: number[] | undefined;
  brandIds?: number[] | undefined;
  /**
   * Option values (value_index; 1 or 0 for a yes/no attribute) by filterable attribute code: a product matches when
   * it has one of them, a configurable product when it or one of its enabled variants has (in stock or not, as
   * Magento's layered navigation). Several attributes: it matches each.
   */
  optionValues?: Record<string, number[]> | undefined;
  /** Ranges of number attributes by code (bounds included), matched like option values. */
  numberRanges?: Record<string, NumberRange> | undefined;
  /** Keep only products that are (true) or are not (false) in stock. */
  inStock?: boolean | undefined;
  name?: string | undefined;
  description?: string | undefined;
  shortDescription?: string | undefined;
  priceFrom?: number | undefined;
  priceTo?: number | undefined;
  sort: Array<{ field: 'relevance' | 'position' | 'name' | 'price' | 'created_at'; direction: 'ASC' | 'DESC' }>;
  pageSize: number;
  currentPage: number;
}
