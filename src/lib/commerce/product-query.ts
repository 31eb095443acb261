/**
 * Turns the storefront's product query (types/catalog.ts `ProductQuery`) into Magento `products(...)` variables.
 * Pure, so the mapping of sorts and filters is unit-tested and validated against the schema.
 */
import type { ProductQuery, ProductSort } from '@/domain/catalog-types.ts';

const DEFAULT_PAGE_SIZE = 24;
/** Magento rejects page sizes above its limit; the backend allows 1..100. */
export const MAX_PAGE_SIZE = 100;

type SortDirection = 'ASC' | 'DESC';
export type ProductSortInput = Partial<Record<'relevance' | 'position' | 'name' | 'price' | 'created_at', SortDirection>>;

type FilterEqual = { eq?: string; in?: string[] };
type FilterRange = { from?: string; to?: string };
export type ProductFilterInput = {
  category_id?: FilterEqual;
  brand?: FilterEqual;
  color?: FilterEqual;
  capacity?: FilterEqual;
  price?: FilterRange;
  sku?: FilterEqual;
  stock_status?: FilterEqual;
};

export type ProductListVariables = {
  search?: string;
  filter: ProductFilterInput;
  sort: ProductSortInput;
  pageSize: number;
  currentPage: number;
};

const SORTS: Record<ProductSort, ProductSortInput> = {
  relevance: { relevance: 'DESC' },
  price_asc: { price: 'ASC' },
  price_desc: { price: 'DESC' },
  name: { name: 'ASC' },
  // `created_at` is a sortable attribute of the store (Magento's "Used for Sorting in Product Listing").
  newest: { created_at: 'DESC' },
};

function clampInteger(value: number | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

export function toProductListVariables(query: ProductQuery): ProductListVariables {
  const search = query.search?.trim() || undefined;
  const filter: ProductFilterInput = {};
  if (query.categoryId !== undefined) filter.category_id = { eq: String(query.categoryId) };
  if (query.brandId !== undefined) filter.brand = { eq: String(query.brandId) };
  if (query.colorId !== undefined) filter.color = { eq: String(query.colorId) };
  if (query.capacityId !== undefined) filter.capacity = { eq: String(query.capacityId) };
  if (query.skus !== undefined) filter.sku = { in: [...query.skus] };
  if (query.priceFrom !== undefined || query.priceTo !== undefined) {
    filter.price = {};
    if (query.priceFrom !== undefined) filter.price.from = String(query.priceFrom);
    if (query.priceTo !== undefined) filter.price.to = String(query.priceTo);
  }
  if (query.inStock) filter.stock_status = { eq: 'IN_STOCK' };

  // Without an explicit sort: relevance for a search, the merchandiser's position for a listing.
  const sort = query.sort ? SORTS[query.sort] : search ? SORTS.relevance : { position: 'ASC' as const };
  const variables: ProductListVariables = {
    // Magento needs `search` or `filter`; an empty filter lists the whole catalogue.
    filter,
    sort,
    pageSize: clampInteger(query.pageSize, DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE),
    currentPage: clampInteger(query.page, 1, 1, Number.MAX_SAFE_INTEGER),
  };
  if (search) variables.search = search;
  return variables;
}
