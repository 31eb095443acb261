/**
 * The attribute values of products: the options a product has of its select and multiselect attributes, and the
 * text, number or yes/no of the others (a text in the store view's words when it has its own). A variant of a
 * configurable product has its configurable product's values, with its own where they differ (storage,
 * connectivity, colour): `withParentValues` merges them.
 */
import { cachedStatement, type Database } from '../db/database.ts';
import { parentIdsOf } from '../db/configurable-links.ts';

export type AttributeValueOf =
  | { kind: 'options'; optionIds: number[] }
  | { kind: 'scalar'; value: string; number: number | null };

/** Attribute id → the product's value. */
export type ProductValues = Map<number, AttributeValueOf>;

const OPTION_VALUES = `SELECT v.product_id, v.attribute_id, v.option_id FROM product_attribute_values v
  JOIN attribute_options o ON o.option_id = v.option_id
  WHERE v.product_id IN (SELECT value FROM json_each(?)) ORDER BY v.product_id, v.attribute_id, o.sort_order, o.option_id`;
// The store view's own text first: it replaces the default (store 0).
const SCALARS = `SELECT product_id, attribute_id, store_id, value, number FROM product_attribute_scalars
  WHERE product_id IN (SELECT value FROM json_each(?)) AND store_id IN (0, ?) ORDER BY store_id DESC`;

/** The values the products with these ids have themselves, in the store view `storeId`. */
export function ownValues(db: Database, ids: readonly number[], storeId: number): Map<number, ProductValues> {
  const byProduct = new Map<number, ProductValues>();
  const of = (id: number) => {
    let values = byProduct.get(id);
    if (!values) byProduct.set(id, (values = new Map()));
    return values;
  };
  if (ids.length === 0) return byProduct;
  const json = JSON.stringify(ids);
  for (const row of cachedStatement(db, OPTION_VALUES).all(json) as Array<{ product_id: number; attribute_id: number; option_id: number }>) {
    const values = of(row.product_id);
    const current = values.get(row.attribute_id);
    if (current?.kind === 'options') current.optionIds.push(row.option_id);
    else values.set(row.attribute_id, { kind: 'options', optionIds: [row.option_id] });
  }
  for (const row of cachedStatement(db, SCALARS).all(json, storeId) as Array<{
    product_id: number; attribute_id: number; store_id: number; value: string; number: number | null;
  }>) {
    const values = of(row.product_id);
    if (!values.has(row.attribute_id)) values.set(row.attribute_id, { kind: 'scalar', value: row.value, number: row.number });
  }
  return byProduct;
}

/**
 * The values of the products with these ids as a shopper reads them: a variant's are its configurable product's with
 * its own over them; any other product's are its own.
 */
export function productValues(db: Database, ids: readonly number[], storeId: number): Map<number, ProductValues> {
  const parents = parentIdsOf(db, ids);
  const own = ownValues(db, [...new Set([...ids, ...parents.values()])], storeId);
  return new Map(ids.map((id) => {
    const parentId = parents.get(id);
    const mine = own.get(id) ?? new Map();
    return [id, parentId === undefined ? mine : new Map([...(own.get(parentId) ?? []), ...mine])];
  }));
}
