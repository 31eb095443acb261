/**
 * A listing's facets (Magento's aggregations) from the rows of the products it finds: price ranges, the categories
 * one level below, brands, and the option values. The rows come from the catalogue snapshot (listing-members.ts) or,
 * for a listing with a text filter, from SQL (product-search.ts); the facets do not depend on their order.
 */
import type { Database } from '../db/database.ts';
import type { Aggregation } from './aggregation.ts';
import { attributeCatalogue, filterableAttributes } from './attribute-metadata.ts';
import { valuesByProduct, type ValuesByProduct } from './attribute-products.ts';
import { numberText } from './attribute-view.ts';
import { brandNames, subcategories, type FacetOption } from './facet-lookups.ts';
import type { ProductCriteria } from './product-criteria.ts';

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

/**
 * The facets of the listing `criteria` names, over `rows`, the products it finds. A number attribute the listing is
 * filtered by has its ranges counted over `rowsWithoutRange(code)`, the products it finds without that filter: its
 * ranges stay those the shopper chose from (the chosen one among them), and the others say what choosing them
 * instead would find.
 */
export function listingFacets(
  db: Database, criteria: ProductCriteria, rows: readonly FacetRow[], rowsWithoutRange: (code: string) => readonly FacetRow[],
): Aggregation[] {
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
  const options = filterableAttributes(attributeCatalogue(db, criteria.storeId)).map((attribute) => {
    const values = valuesByProduct(db, attribute);
    return {
      code: attribute.code,
      label: attribute.label,
      counted: attribute.frontendInput === 'number'
        ? numberRanges(criteria.numberRanges?.[attribute.code] ? distinctProducts(rowsWithoutRange(attribute.code)) : products, values, attribute.unit)
        : countOptions(products, attribute.options, (row) => values.get(row.id)),
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

/** How many ranges a number attribute's facet has at most. */
const MAX_RANGES = 6;

/**
 * A number attribute's facet (screen size): ranges of a round width (1, 2 or 5 times a power of ten) giving at most
 * MAX_RANGES, each `"13_14"` (13 up to, not including, 14; the storefront filters it as from 13 to 13.999) labelled
 * "13–14 inch" (the unit in the store view's words), with the products having a value in it. A product counts once per range, whatever its variants have.
 */
function numberRanges(products: readonly FacetRow[], values: ValuesByProduct, unit: string | null) {
  let min = Infinity;
  let max = -Infinity;
  for (const row of products) {
    for (const value of values.get(row.id) ?? []) {
      if (value < min) min = value;
      if (value > max) max = value;
    }
  }
  if (min > max) return [];
  let step = 0.1;
  search: for (let power = -1; power <= 9; power += 1) {
    for (const multiple of [1, 2, 5]) {
      step = multiple * 10 ** power;
      if (Math.floor(max / step) - Math.floor(min / step) + 1 <= MAX_RANGES) break search;
    }
  }
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const counts = new Map<number, number>();
  for (const row of products) {
    const starts = new Set((values.get(row.id) ?? []).map((value) => round(Math.floor(value / step) * step)));
    for (const start of starts) counts.set(start, (counts.get(start) ?? 0) + 1);
  }
  return [...counts.entries()].sort(([a], [b]) => a - b).map(([start, count]) => {
    const end = round(start + step);
    const label = `${numberText(start)}–${numberText(end)}`;
    return { label: unit === null ? label : `${label} ${unit}`, value: `${numberText(start)}_${numberText(end)}`, count };
  });
}
