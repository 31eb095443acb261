/**
 * Which products have which value of an attribute, as a listing's filters and facets read it: a product has its own
 * values, and a configurable product also those of its enabled variants (in stock or not, as Magento's layered
 * navigation counts them). Read once per attribute and catalogue change (the catalogue memo is cleared after every
 * admin write and stock change), so filtering and counting a listing is a walk over its products in memory.
 */
import type { Database } from '../db/database.ts';
import { memo } from '../db/memo.ts';
import { arrayRows } from './array-rows.ts';
import type { AttributeMeta } from './attribute-metadata.ts';

/**
 * Product id → the values it has: option ids of a select or multiselect, 1 or 0 of a yes/no, the numbers of a number
 * attribute (a configurable product may have several through its variants).
 */
export type ValuesByProduct = ReadonlyMap<number, readonly number[]>;

// CROSS JOIN: the attribute's values first, each product looked up by id; SQLite chose to walk every enabled product
// and look its value up instead, twice as long at 20,000 SKUs. A variant's value counts for its configurable product.
const OPTION_ROWS = `SELECT COALESCE(l.parent_id, v.product_id), v.option_id FROM product_attribute_values v
  CROSS JOIN products c ON c.id = v.product_id AND c.status = 1
  LEFT JOIN configurable_links l ON l.child_id = v.product_id WHERE v.attribute_id = ?`;
const NUMBER_ROWS = `SELECT COALESCE(l.parent_id, v.product_id), v.number FROM product_attribute_scalars v
  CROSS JOIN products c ON c.id = v.product_id AND c.status = 1
  LEFT JOIN configurable_links l ON l.child_id = v.product_id WHERE v.attribute_id = ? AND v.store_id = 0 AND v.number IS NOT NULL`;

/** The values of `attribute` by product (see ValuesByProduct). */
export function valuesByProduct(db: Database, attribute: AttributeMeta): ValuesByProduct {
  return memo(db, `attribute-products:${attribute.id}`, () => {
    const scalar = attribute.frontendInput === 'number' || attribute.frontendInput === 'boolean';
    const lists = new Map<number, number[]>();
    for (const [product, value] of arrayRows<[number, number]>(db, scalar ? NUMBER_ROWS : OPTION_ROWS, attribute.id)) {
      const list = lists.get(product);
      if (!list) lists.set(product, [value]);
      else if (!list.includes(value)) list.push(value);
    }
    return lists;
  });
}

/** Value → the products having it, for a select, multiselect or yes/no attribute's filter. */
export function productsByValue(db: Database, attribute: AttributeMeta): ReadonlyMap<number, ReadonlySet<number>> {
  return memo(db, `attribute-values:${attribute.id}`, () => {
    const products = new Map<number, Set<number>>();
    for (const [product, values] of valuesByProduct(db, attribute)) {
      for (const value of values) {
        const set = products.get(value);
        if (set) set.add(product);
        else products.set(value, new Set([product]));
      }
    }
    return products;
  });
}
