/**
 * The product attributes (Magento's catalog_product EAV attributes) as one store view sees them: code, label, input
 * type, unit, group and storefront flags, and a select attribute's options with their labels. Read once per catalogue
 * change (the catalogue memo is cleared after every admin write), so the product views, filters and facets that read
 * it on every request read no SQL for it.
 */
import { cachedStatement, type Database } from '../db/database.ts';
import { memo } from '../db/memo.ts';

/** eav_attribute.frontend_input as this store models it; 'number' is Magento's decimal text input. */
export type FrontendInput = 'text' | 'number' | 'select' | 'multiselect' | 'boolean';

/** The flags of catalog_eav_attribute a client may filter attributes by (Magento 2.4.7's AttributeFilterInput). */
export const ATTRIBUTE_FLAGS = ['is_visible_on_front', 'is_filterable', 'is_comparable', 'is_searchable', 'used_in_product_listing'] as const;
export type AttributeFlag = (typeof ATTRIBUTE_FLAGS)[number];

export interface AttributeOption {
  id: number;
  label: string;
  /** A colour swatch's hex, else null. */
  swatch: string | null;
}

export interface AttributeGroup {
  code: string;
  label: string;
  position: number;
}

export interface AttributeMeta {
  id: number;
  code: string;
  label: string;
  frontendInput: FrontendInput;
  /** The unit as a shopper of the store view reads it ("inch", "بوصة"), for a number attribute with one. */
  unit: string | null;
  /** Its UN/CEFACT common code (schema.org unitCode), when it has one. */
  unitCode: string | null;
  group: AttributeGroup | null;
  position: number;
  flags: Record<AttributeFlag, boolean>;
  /** A select or multiselect attribute's options in their order; a boolean's are Yes (1) and No (0). */
  options: AttributeOption[];
}

export interface AttributeCatalogue {
  all: AttributeMeta[];
  byCode: ReadonlyMap<string, AttributeMeta>;
  byId: ReadonlyMap<number, AttributeMeta>;
  /** Option id → its attribute's id. */
  attributeOfOption: ReadonlyMap<number, number>;
}

/** The words of a boolean attribute's two options, per store view (Magento's Yes/No source model, translated). */
const YES_NO: Record<number, [string, string]> = { 1: ['نعم', 'لا'], 2: ['Yes', 'No'] };
export const BOOLEAN_YES = 1;
export const BOOLEAN_NO = 0;

const ATTRIBUTES = `SELECT a.attribute_id AS id, a.attribute_code AS code, COALESCE(s.label, d.label) AS label,
    a.frontend_input, COALESCE(s.unit, d.unit) AS unit, a.unit_code, a.group_code, COALESCE(gs.label, gd.label) AS group_label,
    g.position AS group_position, a.position, a.is_visible_on_front, a.is_filterable, a.is_comparable, a.is_searchable,
    a.used_in_product_listing
  FROM product_attributes a
  JOIN product_attribute_labels d ON d.attribute_id = a.attribute_id AND d.store_id = 0
  LEFT JOIN product_attribute_labels s ON s.attribute_id = a.attribute_id AND s.store_id = :store
  LEFT JOIN product_attribute_groups g ON g.group_code = a.group_code
  LEFT JOIN product_attribute_group_labels gd ON gd.group_code = a.group_code AND gd.store_id = 0
  LEFT JOIN product_attribute_group_labels gs ON gs.group_code = a.group_code AND gs.store_id = :store
  ORDER BY COALESCE(g.position, 1000), a.position, a.attribute_id`;
const OPTIONS = `SELECT o.option_id AS id, o.attribute_id, COALESCE(s.label, d.label) AS label, o.swatch_value, a.swatch_type
  FROM attribute_options o JOIN product_attributes a ON a.attribute_id = o.attribute_id
  JOIN attribute_option_labels d ON d.option_id = o.option_id AND d.store_id = 0
  LEFT JOIN attribute_option_labels s ON s.option_id = o.option_id AND s.store_id = :store
  ORDER BY o.sort_order, o.option_id`;

interface AttributeRow {
  id: number;
  code: string;
  label: string;
  frontend_input: FrontendInput;
  unit: string | null;
  unit_code: string | null;
  group_code: string | null;
  group_label: string | null;
  group_position: number | null;
  position: number;
  is_visible_on_front: number;
  is_filterable: number;
  is_comparable: number;
  is_searchable: number;
  used_in_product_listing: number;
}

/** Every product attribute in the store view `storeId`. */
export function attributeCatalogue(db: Database, storeId: number): AttributeCatalogue {
  return memo(db, `attributes:${storeId}`, () => {
    const options = new Map<number, AttributeOption[]>();
    const attributeOfOption = new Map<number, number>();
    for (const row of cachedStatement(db, OPTIONS).all({ store: storeId }) as Array<{
      id: number; attribute_id: number; label: string; swatch_value: string | null; swatch_type: string;
    }>) {
      const list = options.get(row.attribute_id) ?? [];
      list.push({ id: row.id, label: row.label, swatch: row.swatch_type === 'visual' ? row.swatch_value : null });
      options.set(row.attribute_id, list);
      attributeOfOption.set(row.id, row.attribute_id);
    }
    const [yes, no] = YES_NO[storeId] ?? YES_NO[2]!;
    const all = (cachedStatement(db, ATTRIBUTES).all({ store: storeId }) as unknown as AttributeRow[]).map((row): AttributeMeta => ({
      id: row.id,
      code: row.code,
      label: row.label,
      frontendInput: row.frontend_input,
      unit: row.unit,
      unitCode: row.unit_code,
      group: row.group_code === null ? null : { code: row.group_code, label: row.group_label ?? row.group_code, position: row.group_position ?? 0 },
      position: row.position,
      flags: Object.fromEntries(ATTRIBUTE_FLAGS.map((flag) => [flag, row[flag] === 1])) as Record<AttributeFlag, boolean>,
      options: row.frontend_input === 'boolean'
        ? [{ id: BOOLEAN_YES, label: yes, swatch: null }, { id: BOOLEAN_NO, label: no, swatch: null }]
        : options.get(row.id) ?? [],
    }));
    return {
      all,
      byCode: new Map(all.map((attribute) => [attribute.code, attribute])),
      byId: new Map(all.map((attribute) => [attribute.id, attribute])),
      attributeOfOption,
    };
  });
}

/** The attributes shoppers narrow a listing by (Magento's "Use in Layered Navigation"), in their order. */
export function filterableAttributes(catalogue: AttributeCatalogue): AttributeMeta[] {
  return catalogue.all.filter((attribute) => attribute.flags.is_filterable);
}

/** Whether an attribute's values are options (select, multiselect, boolean) rather than text or a number. */
export const hasOptions = (attribute: AttributeMeta) => attribute.frontendInput !== 'text' && attribute.frontendInput !== 'number';
