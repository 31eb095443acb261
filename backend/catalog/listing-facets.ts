/**
 * A listing's facets (Magento's aggregations) from the rows of the products it finds: price ranges, the categories
 * one level below, brands, and the option values. The rows come from the catalogue snapshot (listing-members.ts) or,
 * for a listing with a text filter, from SQL (product-search.ts); the facets do not depend on their order.
 */
import { cachedStatement, type Database } from '../db/database.ts';
import type { Aggregation } from './aggregation.ts';
import { brandNames, optionValues, subcategories, type FacetOption } from './facet-lookups.ts';
import { OPTION_ATTRIBUTE_CODES, type ProductCriteria } from './product-criteria.ts';

/** What the facets read of each product a listing finds: one row each. */
export interface FacetRow {
  id: number;
  price: number;
  brand: number | null;
}

/** The options that hold any of the rows, in `options`' order: `of` names the options holding a row. */
function countOptions(rows: readonly FacetRow[], options: FacetOption[], of: (row: FacetRow) => readonly number[] | undefined) {
  const counts = new Map<number, number>();
  for (const row of rows) {
    const ids = of(row);
    if (ids === undefined) continue;
    // An index loop: a broad search counts 10,000 rows in each facet, and an iterator per row doubled the time.
    for (let index = 0; index < ids.length; index += 1) {
      const id = ids[index]!;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  return options
    .filter((option) => counts.has(option.id))
    .map((option) => ({ label: option.label, value: String(option.id), count: counts.get(option.id) ?? 0 }));
}

/** The rows with a product of their own: the first row of each product. */
function distinctProducts(rows: readonly FacetRow[]): FacetRow[] {
  const seen = new Set<number>();
  const products: FacetRow[] = [];
  for (const row of rows) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    products.push(row);
  }
  return products;
}

const ATTRIBUTE_LABEL = `SELECT COALESCE(s.label, d.label) AS label FROM product_attributes a
  JOIN product_attribute_labels d ON d.attribute_id = a.attribute_id AND d.store_id = 0
  LEFT JOIN product_attribute_labels s ON s.attribute_id = a.attribute_id AND s.store_id = :store
  WHERE a.attribute_code = :code`;

/** The facets of the listing `criteria` names, over `rows`, the products it finds. */
export function listingFacets(db: Database, criteria: ProductCriteria, rows: readonly FacetRow[]): Aggregation[] {
  // Categories one level below the filtered category (or below the root when none), as Magento's layered nav.
  const below = subcategories(db, criteria.categoryIds?.length === 1 ? criteria.categoryIds[0] ?? 2 : 2, criteria.storeId);
  const categories = countOptions(rows, below.categories, (row) => below.ofProduct.get(row.id));
  const names = brandNames(db, criteria.storeId);
  const brandOptions = [...names].map(([id, label]) => ({ id, label }));
  const brandOf: number[] = [];
  const brands = countOptions(rows, brandOptions, (row) => {
    if (row.brand === null) return undefined;
    brandOf[0] = row.brand;
    return brandOf;
  })
    .sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));

  // A product counts once for each value it has, however many of its variants have it.
  const products = distinctProducts(rows);
  const options = OPTION_ATTRIBUTE_CODES.map((code) => {
    const values = optionValues(db, code, criteria.storeId);
    return {
      code,
      label: (cachedStatement(db, ATTRIBUTE_LABEL).get({ store: criteria.storeId, code }) as { label: string } | undefined)?.label ?? code,
      counted: countOptions(products, values.options, (row) => values.ofProduct.get(row.id)),
    };
  });

  const result: Aggregation[] = [];
  if (rows.length > 0) result.push(priceAggregation(rows.map((row) => row.price)));
  if (categories.length > 0) {
    result.push({ attribute_code: 'category_id', label: 'Category', count: categories.length, position: 1, options: categories });
  }
  if (brands.length > 0) result.push({ attribute_code: 'brand', label: 'Brand', count: brands.length, position: 2, options: brands });
  options.forEach(({ code, label, counted }, index) => {
    if (counted.length > 0) result.push({ attribute_code: code, label, count: counted.length, position: 3 + index, options: counted });
  });
  return result;
}

/** Magento's automatic price ranges: a power-of-ten step giving at most ~10 buckets, labelled "1000-2000". */
function priceAggregation(prices: number[]): Aggregation {
  let max = -Infinity;
  for (const price of prices) if (price > max) max = price;
  const step = max <= 10 ? 10 : 10 ** Math.floor(Math.log10(max));
  const buckets = new Map<number, number>();
  for (const price of prices) {
    const start = Math.floor(price / step) * step;
    buckets.set(start, (buckets.get(start) ?? 0) + 1);
  }
  const options = [...buckets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, count]) => ({ label: `${start}-${start + step}`, value: `${start}_${start + step}`, count }));
  return { attribute_code: 'price', label: 'Price', count: options.length, position: 0, options };
}
