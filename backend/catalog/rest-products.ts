import { cachedStatement, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import { magentoDateTime } from '../dates.ts';
import { productMediaUrl } from './media-url.ts';
import { magentoDecimal } from './money.ts';
import { conditionSql, searchCriteriaEcho, whereSql, type SqlParams } from './criteria-sql.ts';
import type { SearchCriteria } from './search-criteria.ts';
import { FINAL_PRICE_SQL } from './sql.ts';
import { listingFacts } from './listing-cache.ts';
import { restConfigurableFacts } from './rest-configurable.ts';
import { restAttributeValues } from './rest-attributes.ts';

/** Filterable / sortable fields of `GET /V1/products` and the SQL they map to. */
const FIELDS: Record<string, string> = {
  entity_id: 'p.id',
  id: 'p.id',
  sku: 'p.sku',
  name: 'ps.name',
  url_key: 'ps.url_key',
  type_id: 'p.type_id',
  status: 'p.status',
  visibility: 'p.visibility',
  price: 'p.price',
  final_price: FINAL_PRICE_SQL,
  special_price: 'p.special_price',
  best_seller: 'p.best_seller',
  sw_featured: 'p.sw_featured',
  brand: 'p.brand_id',
  created_at: 'p.created_at',
  updated_at: 'p.updated_at',
  position: 'p.id',
};

function column(field: string): string {
  const sql = FIELDS[field];
  if (!sql) throw new MagentoError(400, 'Invalid attribute name: %1', [field]);
  return sql;
}

interface RestRow {
  id: number;
  sku: string;
  name: string;
  price: number;
  status: number;
  visibility: number;
  type_id: string;
  created_at: string;
  updated_at: string;
  url_key: string;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  qty: number;
  is_in_stock: number;
  best_seller: number;
  sw_featured: number;
  brand_id: number | null;
  description: string | null;
  short_description: string | null;
  image: string | null;
  category_ids: string;
}

/**
 * `GET /V1/products`: Magento's ProductSearchResultsInterface. Filters inside a group are OR-ed, groups AND-ed;
 * category_id filters go through the category index (anchor categories include their children).
 */
export function restProductSearch(db: Database, criteria: SearchCriteria, storeId: number, baseUrl: string) {
  const params: SqlParams = {};
  const where = whereSql(criteria, (filter) => {
    if (filter.field === 'category_id') {
      const inner = conditionSql('ci.category_id', filter.condition_type, filter.value, params);
      return `p.id IN (SELECT ci.product_id FROM category_product_index ci WHERE ${inner})`;
    }
    return conditionSql(column(filter.field), filter.condition_type, filter.value, params);
  });
  const orderTerms = criteria.sortOrders.map((order) => `${column(order.field)} ${order.direction}`);
  const from = 'FROM products p JOIN product_store ps ON ps.product_id = p.id AND ps.store_id = :store';
  const now = new Date();
  const shared = { ...params, store: storeId, now: magentoDateTime(now) };
  // The list's count is the same on every page: kept per list (listing-cache.ts), as the GraphQL listings' are.
  const listing = listingFacts(db, `rest\n${storeId}\n${where}\n${JSON.stringify(params)}`, now.getTime());
  listing.totalCount ??= (named(db, `SELECT COUNT(*) AS total ${from} ${where}`).get(shared) as { total: number }).total;
  const total = listing.totalCount;
  const rows = named(
    db,
    `SELECT p.id, p.sku, ps.name, p.price, p.status, p.visibility, p.type_id, p.created_at, p.updated_at,
      ps.url_key, p.special_price, p.special_from_date, p.special_to_date, p.qty, p.is_in_stock, p.best_seller,
      p.sw_featured, p.brand_id, ps.description, ps.short_description,
      (SELECT file FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image,
      (SELECT json_group_array(category_id) FROM category_products cp WHERE cp.product_id = p.id) AS category_ids
    ${from} ${where} ORDER BY ${[...orderTerms, 'p.id ASC'].join(', ')} LIMIT :limit OFFSET :offset`,
  ).all({ ...shared, limit: criteria.pageSize, offset: (criteria.currentPage - 1) * criteria.pageSize }) as unknown as RestRow[];
  const configurable = restConfigurableFacts(db, rows, storeId);
  const attributeValues = restAttributeValues(db, rows.map((row) => row.id), storeId);
  return {
    items: rows.map((row) => restProduct(row, baseUrl, configurable, attributeValues.get(row.id) ?? [])),
    search_criteria: searchCriteriaEcho(criteria),
    total_count: total,
  };
}

/** A cached statement with named parameters; :now and :store are passed to every statement, used or not. */
function named(db: Database, sql: string) {
  const statement = cachedStatement(db, sql);
  statement.setAllowUnknownNamedParameters(true);
  return statement;
}

function restProduct(
  row: RestRow, baseUrl: string, configurable: ReturnType<typeof restConfigurableFacts>,
  attributeValues: ReadonlyArray<{ attribute_code: string; value: string }>,
) {
  const categoryIds = (JSON.parse(row.category_ids) as number[]).map(String);
  const attributes: Array<{ attribute_code: string; value: string | string[] }> = [
    { attribute_code: 'url_key', value: row.url_key },
    { attribute_code: 'description', value: row.description ?? '' },
    { attribute_code: 'short_description', value: row.short_description ?? '' },
    { attribute_code: 'category_ids', value: categoryIds },
    { attribute_code: 'best_seller', value: String(row.best_seller) },
    { attribute_code: 'sw_featured', value: String(row.sw_featured) },
  ];
  if (row.brand_id !== null) attributes.push({ attribute_code: 'brand', value: String(row.brand_id) });
  if (row.special_price !== null) attributes.push({ attribute_code: 'special_price', value: magentoDecimal(row.special_price) });
  if (row.special_from_date) attributes.push({ attribute_code: 'special_from_date', value: row.special_from_date });
  if (row.special_to_date) attributes.push({ attribute_code: 'special_to_date', value: row.special_to_date });
  if (row.image) {
    for (const code of ['image', 'small_image', 'thumbnail']) attributes.push({ attribute_code: code, value: row.image });
  }
  attributes.push(...attributeValues);
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    attribute_set_id: 4,
    price: row.price,
    status: row.status,
    visibility: row.visibility,
    type_id: row.type_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    weight: row.type_id === 'virtual' ? undefined : 1,
    extension_attributes: {
      website_ids: [1],
      category_links: categoryIds.map((id, position) => ({ position, category_id: id })),
      stock_item: {
        item_id: row.id,
        product_id: row.id,
        stock_id: 1,
        qty: row.qty,
        is_in_stock: row.is_in_stock === 1,
      },
      // Absolute URL of the product thumbnail (the store's PWA module adds it for listing cards).
      ...(row.image ? { thumbnail: productMediaUrl(baseUrl, row.image) } : {}),
      ...configurable.extensionOf(row.id),
    },
    product_links: [],
    options: [],
    media_gallery_entries: [],
    tier_prices: [],
    custom_attributes: attributes,
  };
}

/**
 * `GET /V1/products/{sku}` (admin): the product in the shape of `GET /V1/products` items, whatever its status or
 * visibility, with the texts of `storeId`; null when no product has this SKU.
 */
export function restProductBySku(db: Database, sku: string, storeId: number, baseUrl: string) {
  const criteria: SearchCriteria = {
    filter_groups: [{ filters: [{ field: 'sku', value: sku, condition_type: 'eq' }] }],
    sortOrders: [],
    pageSize: 1,
    currentPage: 1,
  };
  return restProductSearch(db, criteria, storeId, baseUrl).items[0] ?? null;
}
