/**
 * The rows of a compare table (Magento's CompareList.attributes and each ComparableItem.attributes): the SKU, the
 * brand, and every product attribute the compared products have a value for, labelled in the store view, in the
 * attributes' order. A configurable product compared as a variant shows that variant's values; without a chosen
 * variant, the values its variants come in. Values are text, as Magento answers them.
 */
import { cachedStatement, type Database } from '../db/database.ts';
import { formatList } from './text-list.ts';
import type { ComparedItem } from './lists.ts';

export interface ComparableAttribute {
  code: string;
  label: string;
}

/** Attributes every product has, labelled per store view (ar = 1, en = 2). */
const FIXED = [
  { code: 'sku', labels: { 1: 'رمز المنتج', 2: 'SKU' } },
  { code: 'brand', labels: { 1: 'العلامة التجارية', 2: 'Brand' } },
] as const;

interface ValueRow {
  product_id: number;
  code: string;
  label: string;
  position: number;
  value: string;
}

/** For each product id, its own attribute values (option labels in the store view). */
function attributeValues(db: Database, productIds: readonly number[], storeId: number): ValueRow[] {
  if (productIds.length === 0) return [];
  return cachedStatement(
    db,
    `SELECT v.product_id, a.attribute_code AS code, COALESCE(al.label, al0.label, a.attribute_code) AS label, a.position,
            COALESCE(ol.label, ol0.label) AS value
       FROM product_attribute_values v
       JOIN product_attributes a ON a.attribute_id = v.attribute_id
       LEFT JOIN product_attribute_labels al ON al.attribute_id = a.attribute_id AND al.store_id = ?
       LEFT JOIN product_attribute_labels al0 ON al0.attribute_id = a.attribute_id AND al0.store_id = 0
       LEFT JOIN attribute_option_labels ol ON ol.option_id = v.option_id AND ol.store_id = ?
       LEFT JOIN attribute_option_labels ol0 ON ol0.option_id = v.option_id AND ol0.store_id = 0
       JOIN attribute_options o ON o.option_id = v.option_id
      WHERE v.product_id IN (SELECT value FROM json_each(?))
      ORDER BY a.position, a.attribute_id, o.sort_order, o.option_id`,
  ).all(storeId, storeId, JSON.stringify(productIds)) as unknown as ValueRow[];
}

export interface ComparedValues {
  attributes: ComparableAttribute[];
  /** For each compared item (by index), code → value. */
  values: Array<Map<string, string>>;
}

export function comparableValues(db: Database, items: readonly ComparedItem[], storeId: number): ComparedValues {
  const ids = items.map((item) => item.childId ?? item.productId);
  const facts = new Map(
    (items.length === 0
      ? []
      : (cachedStatement(
          db,
          `SELECT p.id, p.sku, COALESCE(bs.name, b0.name) AS brand FROM products p
             LEFT JOIN brand_store bs ON bs.brand_id = p.brand_id AND bs.store_id = ?
             LEFT JOIN brand_store b0 ON b0.brand_id = p.brand_id AND b0.store_id = 1
            WHERE p.id IN (SELECT value FROM json_each(?))`,
        ).all(storeId, JSON.stringify([...ids, ...items.map((item) => item.productId)])) as Array<{ id: number; sku: string; brand: string | null }>)
    ).map((row) => [row.id, row]),
  );
  // A configurable product without a chosen variant shows what its variants come in.
  const unchosen = items.filter((item) => item.childId === null).map((item) => item.productId);
  const variantsOf = new Map<number, number[]>();
  if (unchosen.length > 0) {
    for (const row of cachedStatement(db, 'SELECT parent_id, child_id FROM configurable_links WHERE parent_id IN (SELECT value FROM json_each(?)) ORDER BY child_id').all(JSON.stringify(unchosen)) as Array<{ parent_id: number; child_id: number }>) {
      variantsOf.set(row.parent_id, [...(variantsOf.get(row.parent_id) ?? []), row.child_id]);
    }
  }
  const rows = attributeValues(db, [...ids, ...[...variantsOf.values()].flat()], storeId);
  const order = new Map<string, { label: string; position: number }>();
  const byProduct = new Map<number, ValueRow[]>();
  for (const row of rows) {
    if (!order.has(row.code)) order.set(row.code, { label: row.label, position: row.position });
    byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row]);
  }
  const values = items.map((item) => {
    const own = new Map<string, string>();
    const shown = facts.get(item.childId ?? item.productId);
    const brand = facts.get(item.productId)?.brand ?? shown?.brand ?? null;
    if (shown) own.set('sku', shown.sku);
    if (brand) own.set('brand', brand);
    const sources = item.childId !== null ? [item.childId] : [item.productId, ...(variantsOf.get(item.productId) ?? [])];
    const collected = new Map<string, string[]>();
    for (const source of sources) {
      for (const row of byProduct.get(source) ?? []) {
        const list = collected.get(row.code) ?? [];
        if (!list.includes(row.value)) list.push(row.value);
        collected.set(row.code, list);
      }
    }
    for (const [code, list] of collected) own.set(code, formatList(list, storeId));
    return own;
  });
  const attributes: ComparableAttribute[] = [
    ...FIXED.map((attribute) => ({ code: attribute.code, label: attribute.labels[storeId === 1 ? 1 : 2] })),
    ...[...order.entries()].sort((a, b) => a[1].position - b[1].position).map(([code, { label }]) => ({ code, label })),
  ].filter((attribute) => values.some((own) => own.has(attribute.code)));
  return { attributes, values };
}
