/**
 * The rows of a compare table (Magento's CompareList.attributes and each ComparableItem.attributes): the SKU, the
 * brand, and every product attribute flagged comparable (catalog_eav_attribute.is_comparable) that a compared product
 * has a value for, labelled in the store view, in the attributes' order (catalog/attribute-metadata.ts). A value is
 * text as Magento answers it: an option's label (several joined), a number with its unit, Yes or No. A configurable
 * product compared as a variant shows that variant's values (its configurable product's, with its own over them);
 * without a chosen variant, the values its variants come in.
 */
import { attributeCatalogue, hasOptions, type AttributeMeta } from '../catalog/attribute-metadata.ts';
import { productValues, type AttributeValueOf } from '../catalog/attribute-values.ts';
import { numberText } from '../catalog/attribute-view.ts';
import { cachedStatement, type Database } from '../db/database.ts';
import type { ComparedItem } from './lists.ts';
import { formatList } from './text-list.ts';

export interface ComparableAttribute {
  code: string;
  label: string;
}

/** Rows every product has, labelled per store view (ar = 1, en = 2). */
const FIXED = [
  { code: 'sku', labels: { 1: 'رمز المنتج', 2: 'SKU' } },
  { code: 'brand', labels: { 1: 'العلامة التجارية', 2: 'Brand' } },
] as const;

/** One value of an attribute as the table shows it. */
function valueTexts(attribute: AttributeMeta, value: AttributeValueOf): string[] {
  if (value.kind === 'scalar' && !hasOptions(attribute)) {
    const shown = attribute.frontendInput === 'number' && value.number !== null ? numberText(value.number) : value.value;
    return [attribute.unit ? `${shown} ${attribute.unit}` : shown];
  }
  const ids = value.kind === 'options' ? value.optionIds : value.number === null ? [] : [value.number];
  return ids.flatMap((id) => attribute.options.find((option) => option.id === id)?.label ?? []);
}

export interface ComparedValues {
  attributes: ComparableAttribute[];
  /** For each compared item (by index), code → value. */
  values: Array<Map<string, string>>;
}

export function comparableValues(db: Database, items: readonly ComparedItem[], storeId: number): ComparedValues {
  const shownIds = items.map((item) => item.childId ?? item.productId);
  const facts = new Map(
    (items.length === 0
      ? []
      : (cachedStatement(
          db,
          `SELECT p.id, p.sku, COALESCE(bs.name, b0.name) AS brand FROM products p
             LEFT JOIN brand_store bs ON bs.brand_id = p.brand_id AND bs.store_id = ?
             LEFT JOIN brand_store b0 ON b0.brand_id = p.brand_id AND b0.store_id = 1
            WHERE p.id IN (SELECT value FROM json_each(?))`,
        ).all(storeId, JSON.stringify([...shownIds, ...items.map((item) => item.productId)])) as Array<{ id: number; sku: string; brand: string | null }>)
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
  const comparable = attributeCatalogue(db, storeId).all.filter((attribute) => attribute.flags.is_comparable);
  const values = productValues(db, [...shownIds, ...[...variantsOf.values()].flat()], storeId);
  const rows = items.map((item) => {
    const own = new Map<string, string>();
    const shown = facts.get(item.childId ?? item.productId);
    const brand = facts.get(item.productId)?.brand ?? shown?.brand ?? null;
    if (shown) own.set('sku', shown.sku);
    if (brand) own.set('brand', brand);
    const sources = item.childId !== null ? [item.childId] : [item.productId, ...(variantsOf.get(item.productId) ?? [])];
    for (const attribute of comparable) {
      const texts: string[] = [];
      for (const source of sources) {
        const value = values.get(source)?.get(attribute.id);
        for (const text of value ? valueTexts(attribute, value) : []) if (!texts.includes(text)) texts.push(text);
      }
      if (texts.length > 0) own.set(attribute.code, formatList(texts, storeId));
    }
    return own;
  });
  const attributes: ComparableAttribute[] = [
    ...FIXED.map((attribute) => ({ code: attribute.code, label: attribute.labels[storeId === 1 ? 1 : 2] })),
    ...comparable.map((attribute) => ({ code: attribute.code, label: attribute.label })),
  ].filter((attribute) => rows.some((own) => own.has(attribute.code)));
  return { attributes, values: rows };
}
