/**
 * What a configurable product offers, read from Magento's tables (catalog/product-options seed): the attributes it
 * varies by, the option values its enabled variants have, and each variant's values. Labels are the store view's,
 * with the admin label (store 0) as the default label. Everything else (GraphQL, REST, cart, orders) builds on this.
 */
import { cachedStatement, type Database } from '../db/database.ts';

export interface ConfigurableAttribute {
  /** catalog_product_super_attribute id: the REST option id. */
  id: number;
  attributeId: number;
  code: string;
  label: string;
  defaultLabel: string;
  position: number;
  swatchType: 'visual' | 'text';
}

export interface OptionValue {
  valueIndex: number;
  attributeId: number;
  label: string;
  defaultLabel: string;
  swatchValue: string | null;
  sortOrder: number;
}

export interface VariantChoice {
  childId: number;
  sku: string;
  /** attribute id → value index */
  values: Map<number, number>;
  inStock: boolean;
}

export interface ConfigurableChoices {
  parentId: number;
  attributes: ConfigurableAttribute[];
  /** The values some variant has, per attribute id, in the options' sort order. */
  values: Map<number, OptionValue[]>;
  variants: VariantChoice[];
}

const ATTRIBUTES = `
  SELECT ca.parent_id, ca.id, a.attribute_id, a.attribute_code AS code, a.swatch_type, ca.position,
         COALESCE(s.label, d.label) AS label, d.label AS default_label
    FROM configurable_attributes ca
    JOIN product_attributes a ON a.attribute_id = ca.attribute_id
    JOIN product_attribute_labels d ON d.attribute_id = a.attribute_id AND d.store_id = 0
    LEFT JOIN product_attribute_labels s ON s.attribute_id = a.attribute_id AND s.store_id = ?
   WHERE ca.parent_id IN (SELECT value FROM json_each(?))
   ORDER BY ca.parent_id, ca.position`;

/**
 * From the links of the products asked for to their variants: CROSS JOIN keeps SQLite from starting at every enabled
 * product (the `products_listing` index on status), which costs the whole catalogue on every page.
 */
const VARIANTS = `
  SELECT l.parent_id, p.id AS child_id, p.sku, (p.is_in_stock = 1 AND p.qty > 0) AS in_stock, v.attribute_id, v.option_id,
         o.sort_order, o.swatch_value, COALESCE(s.label, d.label) AS label, d.label AS default_label
    FROM configurable_links l
    CROSS JOIN products p ON p.id = l.child_id AND p.status = 1
    JOIN configurable_attributes ca ON ca.parent_id = l.parent_id
    JOIN product_attribute_values v ON v.product_id = p.id AND v.attribute_id = ca.attribute_id
    JOIN attribute_options o ON o.option_id = v.option_id
    JOIN attribute_option_labels d ON d.option_id = o.option_id AND d.store_id = 0
    LEFT JOIN attribute_option_labels s ON s.option_id = o.option_id AND s.store_id = ?
   WHERE l.parent_id IN (SELECT value FROM json_each(?))
   ORDER BY l.parent_id, p.id`;

interface AttributeRow {
  parent_id: number;
  id: number;
  attribute_id: number;
  code: string;
  swatch_type: 'visual' | 'text';
  position: number;
  label: string;
  default_label: string;
}

interface VariantRow {
  parent_id: number;
  child_id: number;
  sku: string;
  in_stock: number;
  attribute_id: number;
  option_id: number;
  sort_order: number;
  swatch_value: string | null;
  label: string;
  default_label: string;
}

/** The choices of each configurable product among `parentIds` (a product that is not one has no entry). */
export function configurableChoices(db: Database, parentIds: readonly number[], storeId: number): Map<number, ConfigurableChoices> {
  const result = new Map<number, ConfigurableChoices>();
  if (parentIds.length === 0) return result;
  const ids = JSON.stringify([...new Set(parentIds)]);
  for (const row of cachedStatement(db, ATTRIBUTES).all(storeId, ids) as unknown as AttributeRow[]) {
    const choices: ConfigurableChoices = result.get(row.parent_id) ?? { parentId: row.parent_id, attributes: [], values: new Map(), variants: [] };
    choices.attributes.push({
      id: row.id, attributeId: row.attribute_id, code: row.code, label: row.label, defaultLabel: row.default_label,
      position: row.position, swatchType: row.swatch_type,
    });
    choices.values.set(row.attribute_id, []);
    result.set(row.parent_id, choices);
  }
  const variantsById = new Map<string, VariantChoice>();
  for (const row of cachedStatement(db, VARIANTS).all(storeId, ids) as unknown as VariantRow[]) {
    const choices = result.get(row.parent_id);
    if (!choices) continue;
    const key = `${row.parent_id}:${row.child_id}`;
    let variant = variantsById.get(key);
    if (!variant) {
      variant = { childId: row.child_id, sku: row.sku, values: new Map(), inStock: row.in_stock === 1 };
      variantsById.set(key, variant);
      choices.variants.push(variant);
    }
    variant.values.set(row.attribute_id, row.option_id);
    const values = choices.values.get(row.attribute_id) ?? [];
    if (!values.some((value) => value.valueIndex === row.option_id)) {
      values.push({
        valueIndex: row.option_id, attributeId: row.attribute_id, label: row.label, defaultLabel: row.default_label,
        swatchValue: row.swatch_value, sortOrder: row.sort_order,
      });
      values.sort((a, b) => a.sortOrder - b.sortOrder || a.valueIndex - b.valueIndex);
      choices.values.set(row.attribute_id, values);
    }
  }
  // A variant missing a value of one of the attributes cannot be chosen: leave it out, as Magento does.
  for (const choices of result.values()) {
    choices.variants = choices.variants.filter((variant) => choices.attributes.every((attribute) => variant.values.has(attribute.attributeId)));
  }
  return result;
}

/** The variant whose values are exactly `chosen` (attribute id → value index), or null. */
export function variantMatching(choices: ConfigurableChoices, chosen: ReadonlyMap<number, number>): VariantChoice | null {
  if (chosen.size !== choices.attributes.length) return null;
  return choices.variants.find((variant) => [...chosen].every(([attributeId, valueIndex]) => variant.values.get(attributeId) === valueIndex)) ?? null;
}

/** The option value of `attributeId` with `valueIndex` among the product's values, or undefined. */
export function valueOf(choices: ConfigurableChoices, attributeId: number, valueIndex: number): OptionValue | undefined {
  return choices.values.get(attributeId)?.find((value) => value.valueIndex === valueIndex);
}

export interface SelectedOption {
  attribute: ConfigurableAttribute;
  value: OptionValue;
}

/** The options a variant stands for on its configurable product, in the product's attribute order. */
export function selectedOptions(choices: ConfigurableChoices, childId: number): SelectedOption[] {
  const variant = choices.variants.find((candidate) => candidate.childId === childId);
  if (!variant) return [];
  return choices.attributes.flatMap((attribute) => {
    const valueIndex = variant.values.get(attribute.attributeId);
    const value = valueIndex === undefined ? undefined : valueOf(choices, attribute.attributeId, valueIndex);
    return value ? [{ attribute, value }] : [];
  });
}
