/**
 * Reading and writing a listing's URL query: `?sort=&brand=&color=&capacity=&price=100-500&in_stock=1&page=`, and
 * the specification filters (`&ram=94&screen_size=13_14`).
 *
 * The query is the listing's whole state, so sorting, filtering and paging work without JavaScript and every
 * variant is a shareable, crawlable URL. The query is untrusted input: a sort, brand, price or stock value that
 * is not valid is ignored (the listing shows as if it were absent), never an error. The page number is
 * stricter: anything that is not a plain page number is not a page of this listing, and callers answer 404
 * instead of asking the backend for it, so a crafted URL can neither cause a 500 nor fill the page cache with
 * copies of page 1.
 */
import { z } from 'zod';
import type { ProductQuery } from './catalog-types.ts';
import { SPECIFICATION_FILTER_CODES } from './specification-types.ts';
import { parseValueIndex } from './variant-choice.ts';

/** Products per listing page: divides evenly into the 2-, 3- and 4-column grids. */
export const LISTING_PAGE_SIZE = 24;

/** No listing of this store reaches this many pages; bigger numbers are rejected before any backend call. */
const MAX_PAGE = 10_000;

/** The requested page (1 when absent), or null when the parameter is not a valid page number. */
export function parsePageParam(raw: string | null): number | null {
  if (raw === null) return 1;
  if (!/^[1-9][0-9]{0,4}$/.test(raw)) return null;
  const page = Number(raw);
  return page <= MAX_PAGE ? page : null;
}

/** A page past the end exists only as page 1 of an empty listing. */
export function isPageInRange(page: number, totalPages: number): boolean {
  return page === 1 || page <= totalPages;
}

/**
 * Sorts a shopper can pick, in the order of the sort select. No sort (`null`) is the listing's own order:
 * the merchandiser's position for a category or brand, relevance for a search; `sort=relevance` means the same.
 */
export const LISTING_SORTS = ['price_asc', 'price_desc', 'name', 'newest'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** A price range in QAR, `from` inclusive and `to` exclusive, as Magento's layered-navigation ranges. */
export type PriceRange = { from: number | null; to: number | null };

export type ListingParams = {
  page: number;
  sort: ListingSort | null;
  brandId: number | null;
  /** A colour's and a capacity's option id (`value_index`, as the `color` and `capacity` aggregations give it). */
  colorId: number | null;
  capacityId: number | null;
  price: PriceRange | null;
  inStock: boolean;
  /**
   * Specification filters by attribute code (`ram=94`, `screen_size=13_14`): an option value, or a number's range as
   * its aggregation gives it. Only the store's filterable codes are read.
   */
  specifications: Readonly<Record<string, string>>;
};

/** Prices above this are not prices of this store; such a bound is treated as typed by mistake and ignored. */
const MAX_PRICE = 10_000_000;
const PRICE_BOUND = /^(?:0|[1-9][0-9]{0,7})(?:\.[0-9]{1,2})?$/;

const sortSchema = z.enum(LISTING_SORTS).nullable().catch(null);
/** A brand's id: a positive whole number of at most 9 digits, else no filter. */
const idSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,8}$/)
  .transform(Number)
  .nullable()
  .catch(null);
const inStockSchema = z
  .string()
  .nullable()
  .transform((value) => value === '1')
  .catch(false);

function parseBound(raw: string): number | null | undefined {
  if (raw === '') return null;
  if (!PRICE_BOUND.test(raw)) return undefined;
  const value = Number(raw);
  return value <= MAX_PRICE ? value : undefined;
}

/**
 * `100-500`, `100-` (100 and up) or `-500` (below 500). The backend's ranges use `_` (`1000_2000`), which is
 * accepted too. Anything else, a reversed or empty range included, is no price filter at all.
 */
export function parsePriceParam(raw: string | null): PriceRange | null {
  if (raw === null) return null;
  const match = /^([^-_]*)[-_]([^-_]*)$/.exec(raw.trim());
  if (!match) return null;
  const from = parseBound(match[1] ?? '');
  const to = parseBound(match[2] ?? '');
  if (from === undefined || to === undefined || (from === null && to === null)) return null;
  if (from !== null && to !== null && from >= to) return null;
  return { from, to };
}

export function formatPriceParam(range: PriceRange): string {
  return `${range.from ?? ''}-${range.to ?? ''}`;
}

/** A specification filter's value: an option value (0 is a yes/no's "no") or an ascending range `13_14`. */
function specificationValue(raw: string | null): string | null {
  if (raw === null) return null;
  if (/^(?:0|[1-9][0-9]{0,8})$/.test(raw)) return raw;
  const range = /^(\d{1,6}(?:\.\d{1,3})?)_(\d{1,6}(?:\.\d{1,3})?)$/.exec(raw);
  return range && Number(range[1]) < Number(range[2]) ? raw : null;
}

function parseSpecifications(search: URLSearchParams): Record<string, string> {
  const specifications: Record<string, string> = {};
  for (const code of SPECIFICATION_FILTER_CODES) {
    const value = specificationValue(search.get(code));
    if (value !== null) specifications[code] = value;
  }
  return specifications;
}

/** The listing state of a URL, or null when its page number is not a page (the caller answers 404). */
export function parseListingParams(search: URLSearchParams): ListingParams | null {
  const page = parsePageParam(search.get('page'));
  if (page === null) return null;
  const rawSort = search.get('sort');
  return {
    page,
    sort: rawSort === 'relevance' ? null : sortSchema.parse(rawSort),
    brandId: idSchema.parse(search.get('brand')),
    // A colour or a capacity is read as a product's address reads its variant choice; anything else is no filter.
    colorId: parseValueIndex(search.get('color')),
    capacityId: parseValueIndex(search.get('capacity')),
    price: parsePriceParam(search.get('price')),
    inStock: inStockSchema.parse(search.get('in_stock')),
    specifications: parseSpecifications(search),
  };
}

/** True when the shopper sorted or filtered: such variants are not separate pages for search engines. */
export function isRefined(params: ListingParams): boolean {
  return params.sort !== null || isFiltered(params);
}

/** True when a filter narrows the listing (the empty state then offers "clear filters"). */
export function isFiltered(params: ListingParams): boolean {
  return params.brandId !== null || params.colorId !== null || params.capacityId !== null || params.price !== null || params.inStock
    || Object.keys(params.specifications).length > 0;
}

/** The sort and filter part of the query, in a stable order, for links that keep them (pagination). */
export function refinementQuery(params: ListingParams): Record<string, string> {
  const query: Record<string, string> = {};
  if (params.sort) query.sort = params.sort;
  if (params.brandId !== null) query.brand = String(params.brandId);
  if (params.colorId !== null) query.color = String(params.colorId);
  if (params.capacityId !== null) query.capacity = String(params.capacityId);
  if (params.price) query.price = formatPriceParam(params.price);
  if (params.inStock) query.in_stock = '1';
  for (const code of SPECIFICATION_FILTER_CODES) {
    const value = params.specifications[code];
    if (value !== undefined) query[code] = value;
  }
  return query;
}

/**
 * The commerce query for the listing state. The half-open price range becomes Magento's inclusive `to` one
 * cent lower, so a product priced exactly at a range's upper bound falls into the next range only.
 */
export function toProductQuery(params: ListingParams): ProductQuery & { page: number; pageSize: number } {
  const query: ProductQuery & { page: number; pageSize: number } = { page: params.page, pageSize: LISTING_PAGE_SIZE };
  if (params.sort) query.sort = params.sort;
  if (params.brandId !== null) query.brandId = params.brandId;
  if (params.colorId !== null) query.colorId = params.colorId;
  if (params.capacityId !== null) query.capacityId = params.capacityId;
  if (params.price?.from != null) query.priceFrom = params.price.from;
  if (params.price?.to != null) query.priceTo = Math.round(params.price.to * 100 - 1) / 100;
  if (params.inStock) query.inStock = true;
  if (Object.keys(params.specifications).length > 0) query.specifications = params.specifications;
  return query;
}
