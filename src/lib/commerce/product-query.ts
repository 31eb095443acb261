/**
 * Turns the storefront's product query (types/catalog.ts `ProductQuery`) into Magento `products(...)` variables.
 * Pure, so the mapping of sorts and filters is unit-tested and validated against the schema.
 */
import type { ProductAttributeFilterInput } from './generated/graphql.ts';
import type { ProductQuery, ProductSort } from '@/domain/catalog-types.ts';
import { SPECIFICATION_FILTER_CODES, type SpecificationFilterCode } from '@/domain/specification-types.ts';

const DEFAULT_PAGE_SIZE = 24;
/** Magento rejects page sizes above its limit; the backend allows 1..100. */
export const MAX_PAGE_SIZE = 100;

type SortDirection = 'ASC' | 'DESC';
export type ProductSortInput = Partial<Record<'relevance' | 'position' | 'name' | 'price' | 'created_at', SortDirection>>;

type FilterEqual = { eq?: string; in?: string[] };
type FilterRange = { from?: string; to?: string };

/**
 * The specifications a listing is narrowed by beside colour and capacity: the filterable attributes the catalogue's
 * layered navigation offers (Magento adds each to ProductAttributeFilterInput; backend/graphql/custom.graphql). A
 * choice is an option value (`"94"`, `"1"` for yes), a number a range as the aggregation gives it (`"13_14"`).
 */
export { SPECIFICATION_FILTER_CODES };
/** Each filterable specification is a field of Magento's filter input: a code that is not one fails the type check. */
type SpecificationFilterFields = Pick<ProductAttributeFilterInput, SpecificationFilterCode>;

/** A range value of a number's aggregation, `"13_14"`: from 13 up to (not including) 14. */
const RANGE = /^(\d{1,6}(?:\.\d{1,3})?)_(\d{1,6}(?:\.\d{1,3})?)$/;

/** Magento's filter for a specification value: a choice's `eq`, a range's inclusive `from`/`to` just under its end. */
function specificationFilter(value: string): FilterEqual & FilterRange {
  const range = RANGE.exec(value);
  if (!range) return { eq: value };
  return { from: range[1], to: String(Math.round(Number(range[2]) * 1000 - 1) / 1000) };
}

export type ProductFilterInput = Partial<Record<keyof SpecificationFilterFields, FilterEqual & FilterRange>> & {
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
  for (const [code, value] of Object.entries(query.specifications ?? {})) {
    if ((SPECIFICATION_FILTER_CODES as readonly string[]).includes(code)) filter[code as SpecificationFilterCode] = specificationFilter(value);
  }

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
