/**
 * Attributes in Magento 2.4.7's GraphQL shapes: a product's `custom_attributesV2` (AttributeValue for a text or
 * number, AttributeSelectedOptions for a select, multiselect or yes/no), and the attributes' metadata
 * (CatalogAttributeMetadata) that `attributesList` and `customAttributeMetadataV2` answer.
 */
import type { Database } from '../db/database.ts';
import { ATTRIBUTE_FLAGS, attributeCatalogue, hasOptions, type AttributeFlag, type AttributeMeta } from './attribute-metadata.ts';
import type { ProductValues } from './attribute-values.ts';

/** Magento's attribute uid: base64 of "<entity type>/<code>" (an option's adds "/<value>"). */
const uidOf = (...parts: Array<string | number>) => Buffer.from(['catalog_product', ...parts].join('/')).toString('base64');

/** AttributeFilterInput: an attribute is kept when every flag given has the value given. */
export type AttributeFilters = Partial<Record<AttributeFlag, boolean | null>>;

export function passesFilters(attribute: AttributeMeta, filters: AttributeFilters | null | undefined): boolean {
  if (!filters) return true;
  return ATTRIBUTE_FLAGS.every((flag) => filters[flag] == null || attribute.flags[flag] === filters[flag]);
}

/** A number's text as the catalogue writes it: "6.1", "16", never "16.0". */
export const numberText = (value: number) => String(Math.round(value * 1000) / 1000);

/** A product's `custom_attributesV2`: its values of the attributes passing `filters`, in the attributes' order. */
type AttributeValueView =
  | { __typename: 'AttributeValue'; uid: string; code: string; value: string }
  | { __typename: 'AttributeSelectedOptions'; uid: string; code: string; selected_options: Array<{ __typename: 'AttributeSelectedOption'; uid: string; label: string; value: string }> };

export function customAttributesV2(db: Database, storeId: number, values: ProductValues, filters: AttributeFilters | null | undefined) {
  const items = attributeCatalogue(db, storeId).all.flatMap((attribute): AttributeValueView[] => {
    const value = values.get(attribute.id);
    if (!value || !passesFilters(attribute, filters)) return [];
    const uid = uidOf(attribute.code);
    if (value.kind === 'scalar' && !hasOptions(attribute)) {
      return [{ __typename: 'AttributeValue' as const, uid, code: attribute.code, value: value.value }];
    }
    const chosen = value.kind === 'options' ? value.optionIds : value.number === null ? [] : [value.number];
    const selected = chosen.flatMap((id) => {
      const option = attribute.options.find((candidate) => candidate.id === id);
      return option ? [{ __typename: 'AttributeSelectedOption' as const, uid: uidOf(attribute.code, id), label: option.label, value: String(id) }] : [];
    });
    return selected.length > 0 ? [{ __typename: 'AttributeSelectedOptions' as const, uid, code: attribute.code, selected_options: selected }] : [];
  });
  return { items, errors: [] };
}

const FRONTEND_INPUT: Record<AttributeMeta['frontendInput'], string> = {
  text: 'TEXT', number: 'TEXT', select: 'SELECT', multiselect: 'MULTISELECT', boolean: 'BOOLEAN',
};
const BACKEND_TYPE: Record<AttributeMeta['frontendInput'], string> = {
  text: 'varchar', number: 'decimal', select: 'int', multiselect: 'varchar', boolean: 'int',
};

/** One attribute as Magento 2.4.7's CatalogAttributeMetadata, with the store's group, unit and position. */
export function attributeMetadataView(attribute: AttributeMeta) {
  return {
    __typename: 'CatalogAttributeMetadata' as const,
    uid: uidOf(attribute.code),
    code: attribute.code,
    label: attribute.label,
    entity_type: 'CATALOG_PRODUCT' as const,
    frontend_input: FRONTEND_INPUT[attribute.frontendInput],
    backend_type: BACKEND_TYPE[attribute.frontendInput],
    is_required: false,
    default_value: null,
    is_unique: false,
    options: attribute.options.map((option) => ({
      __typename: 'AttributeOptionMetadata' as const,
      uid: uidOf(attribute.code, option.id),
      label: option.label,
      value: String(option.id),
      is_default: false,
      swatch: option.swatch,
    })),
    apply_to: ['SIMPLE', 'VIRTUAL', 'CONFIGURABLE'],
    ...attribute.flags,
    is_filterable_in_search: attribute.flags.is_filterable,
    is_html_allowed_on_front: false,
    is_used_for_price_rules: false,
    is_used_for_promo_rules: false,
    is_visible_in_advanced_search: attribute.flags.is_searchable,
    is_wysiwyg_enabled: false,
    is_used_for_customer_segment: false,
    position: attribute.position,
    group: attribute.group,
    unit: attribute.unit === null ? null : { label: attribute.unit, code: attribute.unitCode },
  };
}

/** `attributesList(entityType: CATALOG_PRODUCT, filters)`: every product attribute passing the filters. */
export function attributesList(db: Database, storeId: number, filters: AttributeFilters | null | undefined) {
  return {
    items: attributeCatalogue(db, storeId).all.filter((attribute) => passesFilters(attribute, filters)).map(attributeMetadataView),
    errors: [],
  };
}

/**
 * `customAttributeMetadataV2(attributes: [{attribute_code, entity_type}])`: the product attributes asked for, and an
 * ATTRIBUTE_NOT_FOUND or ENTITY_NOT_FOUND error for each that is not one (as Magento answers them).
 */
export function customAttributeMetadataV2(db: Database, storeId: number, wanted: ReadonlyArray<{ attribute_code: string; entity_type: string }>) {
  const { byCode } = attributeCatalogue(db, storeId);
  const items: Array<ReturnType<typeof attributeMetadataView>> = [];
  const errors: Array<{ type: string; message: string }> = [];
  for (const { attribute_code: code, entity_type: entityType } of wanted) {
    if (entityType.toLowerCase() !== 'catalog_product') {
      errors.push({ type: 'ENTITY_NOT_FOUND', message: `Entity "${entityType}" could not be found.` });
      continue;
    }
    const attribute = byCode.get(code);
    if (attribute) items.push(attributeMetadataView(attribute));
    else errors.push({ type: 'ATTRIBUTE_NOT_FOUND', message: `Attribute code "${code}" could not be found.` });
  }
  return { items, errors };
}
