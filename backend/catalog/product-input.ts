import { z } from 'zod';
import { MagentoError } from '../errors.ts';
import { parseInput, shortText } from '../input.ts';
import { decodeIds, numericId, undefinedIfNull } from './filter-input.ts';
import { currentPageArg, pageSizeArg } from './pagination.ts';
import type { EqualFilter, ProductCriteria } from './product-search.ts';
import { attributeFilters, attributeFilterSchema, type AttributeFilter } from './attribute-filters.ts';
import type { AttributeCatalogue } from './attribute-metadata.ts';
import { fromUid } from './uid.ts';

const MAX_LIST = 100;

const equalFilter = (field: string) =>
  z
    .object({
      eq: shortText(field).nullish().transform(undefinedIfNull),
      in: z.array(shortText(field)).max(MAX_LIST, `"${field}" accepts at most ${MAX_LIST} values.`).nullish().transform(undefinedIfNull),
    })
    .nullish()
    .transform(undefinedIfNull);
const matchFilter = (field: string) =>
  z.object({ match: shortText(field).nullish().transform(undefinedIfNull) }).nullish().transform((v) => v?.match || undefined);
const priceBound = z
  .string()
  .max(32)
  .regex(/^\d+(\.\d+)?$/)
  .nullish()
  .transform((value) => (value == null || value === '' ? undefined : Number(value)));
const sortDirection = z.enum(['ASC', 'DESC']).nullish().transform(undefinedIfNull);

/** Magento's products(...) arguments; custom.graphql adds filter.brand and sort.created_at. */
const productsArgs = z.object({
  search: shortText('search').nullish().transform(undefinedIfNull),
  filter: z
    .object({
      sku: equalFilter('sku'),
      url_key: equalFilter('url_key'),
      category_id: equalFilter('category_id'),
      category_uid: equalFilter('category_uid'),
      brand: equalFilter('brand'),
      stock_status: equalFilter('stock_status'),
      name: matchFilter('name'),
      description: matchFilter('description'),
      short_description: matchFilter('short_description'),
      price: z.object({ from: priceBound, to: priceBound }).nullish().transform(undefinedIfNull),
    })
    // Every filterable attribute (color, capacity, ram, screen_size...): checked against the catalogue's attributes.
    .catchall(attributeFilterSchema)
    .nullish()
    .transform(undefinedIfNull),
  pageSize: pageSizeArg,
  currentPage: currentPageArg,
  sort: z
    .object({
      relevance: sortDirection,
      position: sortDirection,
      name: sortDirection,
      price: sortDirection,
      created_at: sortDirection,
    })
    .nullish()
    .transform(undefinedIfNull),
});

function values(filter: EqualFilter | undefined): string[] | undefined {
  if (!filter) return undefined;
  if (filter.eq === undefined && filter.in === undefined) return undefined;
  return [...(filter.eq !== undefined ? [filter.eq] : []), ...(filter.in ?? [])];
}

/** `stock_status: {eq: "IN_STOCK"}` -> true, `OUT_OF_STOCK` -> false; both or neither -> no filter. */
function stockFilter(list: string[] | undefined): boolean | undefined {
  if (!list) return undefined;
  for (const value of list) {
    if (value !== 'IN_STOCK' && value !== 'OUT_OF_STOCK') {
      throw new MagentoError(400, `Invalid value of "stock_status" provided.`, { fieldName: 'stock_status' });
    }
  }
  const wanted = new Set(list);
  return wanted.size === 1 ? wanted.has('IN_STOCK') : undefined;
}

/** The filter fields that are not attributes' (the rest are filterable attributes' codes). */
const FIXED_FILTERS = new Set(['sku', 'url_key', 'category_id', 'category_uid', 'brand', 'stock_status', 'name', 'description', 'short_description', 'price']);

/** Turns GraphQL products(...) arguments into validated search criteria for a store view with these attributes. */
export function productCriteriaFromArgs(args: unknown, storeId: number, attributes: AttributeCatalogue): ProductCriteria {
  const { search, filter, pageSize, currentPage, sort } = parseInput(productsArgs, args);
  if (search === undefined && filter === undefined) {
    throw new MagentoError(400, "'search' or 'filter' input argument is required.");
  }
  const categoryIds = [
    ...(decodeIds('category_id', values(filter?.category_id), numericId) ?? []),
    ...(decodeIds('category_uid', values(filter?.category_uid), fromUid) ?? []),
  ];
  const requestedSort = Object.entries(sort ?? {}).flatMap(([field, direction]) =>
    direction ? [{ field: field as ProductCriteria['sort'][number]['field'], direction }] : [],
  );
  // Magento's default order: relevance for a search, category position otherwise.
  const defaultSort: ProductCriteria['sort'] = search ? [{ field: 'relevance', direction: 'DESC' }] : [{ field: 'position', direction: 'ASC' }];
  return {
    storeId,
    search: search?.trim() || undefined,
    skus: filter?.sku,
    urlKeys: filter?.url_key,
    categoryIds: categoryIds.length > 0 || filter?.category_id || filter?.category_uid ? categoryIds : undefined,
    brandIds: decodeIds('brand', values(filter?.brand), numericId),
    // The catchall's entries: every field that is not a fixed filter is an attribute's.
    ...attributeFilters(attributes, Object.entries(filter ?? {}).filter(([code]) => !FIXED_FILTERS.has(code)) as Array<[string, AttributeFilter]>),
    inStock: stockFilter(values(filter?.stock_status)),
    name: filter?.name,
    description: filter?.description,
    shortDescription: filter?.short_description,
    priceFrom: filter?.price?.from,
    priceTo: filter?.price?.to,
    sort: requestedSort.length > 0 ? requestedSort : defaultSort,
    pageSize,
    currentPage,
  };
}
