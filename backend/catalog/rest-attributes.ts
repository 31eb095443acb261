/**
 * Attributes in Magento's REST shapes: a product's own values as `custom_attributes` entries (an option's id, several
 * options' ids joined by commas, a text or number as written, yes/no as "1" / "0"), and
 * `GET /V1/products/attributes/{code}` (Magento\Catalog\Api\ProductAttributeRepositoryInterface::get) with its
 * labels and options in every store view.
 */
import { cachedStatement, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import { attributeCatalogue, BOOLEAN_NO, BOOLEAN_YES, type AttributeMeta } from './attribute-metadata.ts';
import { ownValues } from './attribute-values.ts';

/** The `custom_attributes` entries of the products' own attribute values, by product id, in the attributes' order. */
export function restAttributeValues(db: Database, ids: readonly number[], storeId: number): Map<number, Array<{ attribute_code: string; value: string }>> {
  const { all } = attributeCatalogue(db, storeId);
  const values = ownValues(db, ids, storeId);
  return new Map(ids.map((id) => {
    const own = values.get(id);
    const entries = own
      ? all.flatMap((attribute) => {
        const value = own.get(attribute.id);
        if (!value) return [];
        return [{ attribute_code: attribute.code, value: value.kind === 'options' ? value.optionIds.join(',') : value.value }];
      })
      : [];
    return [id, entries];
  }));
}

const LABELS = 'SELECT store_id, label, unit FROM product_attribute_labels WHERE attribute_id = ? ORDER BY store_id';
const OPTION_LABELS = `SELECT l.option_id, l.store_id, l.label FROM attribute_option_labels l
  JOIN attribute_options o ON o.option_id = l.option_id WHERE o.attribute_id = ? ORDER BY o.sort_order, l.option_id, l.store_id`;

const FRONTEND_INPUT: Record<AttributeMeta['frontendInput'], string> = {
  text: 'text', number: 'text', select: 'select', multiselect: 'multiselect', boolean: 'boolean',
};
const BACKEND_TYPE: Record<AttributeMeta['frontendInput'], string> = {
  text: 'varchar', number: 'decimal', select: 'int', multiselect: 'varchar', boolean: 'int',
};

const flag = (value: boolean) => (value ? '1' : '0');

/** `GET /V1/products/attributes/{code}`: the attribute in Magento's shape, or Magento's not-found error. */
export function restProductAttribute(db: Database, code: string, storeId: number) {
  const attribute = attributeCatalogue(db, storeId).byCode.get(code);
  if (!attribute) {
    throw new MagentoError(404, 'The attribute with a "%1" attributeCode doesn\'t exist. Verify the attribute and try again.', [code]);
  }
  const labels = cachedStatement(db, LABELS).all(attribute.id) as Array<{ store_id: number; label: string; unit: string | null }>;
  const storeLabels = new Map<number, Array<{ store_id: number; label: string }>>();
  const adminLabel = new Map<number, string>();
  for (const row of cachedStatement(db, OPTION_LABELS).all(attribute.id) as Array<{ option_id: number; store_id: number; label: string }>) {
    if (row.store_id === 0) adminLabel.set(row.option_id, row.label);
    else storeLabels.set(row.option_id, [...(storeLabels.get(row.option_id) ?? []), { store_id: row.store_id, label: row.label }]);
  }
  const options = attribute.frontendInput === 'boolean'
    ? attribute.options.map((option) => ({ label: option.id === BOOLEAN_YES ? 'Yes' : 'No', value: String(option.id === BOOLEAN_YES ? BOOLEAN_YES : BOOLEAN_NO) }))
    : attribute.options.map((option, sortOrder) => ({
      label: adminLabel.get(option.id) ?? option.label,
      value: String(option.id),
      sort_order: sortOrder,
      is_default: false,
      store_labels: storeLabels.get(option.id) ?? [],
    }));
  return {
    attribute_id: attribute.id,
    attribute_code: attribute.code,
    entity_type_id: '4',
    frontend_input: FRONTEND_INPUT[attribute.frontendInput],
    backend_type: BACKEND_TYPE[attribute.frontendInput],
    default_frontend_label: labels.find((row) => row.store_id === 0)?.label ?? attribute.label,
    frontend_labels: labels.filter((row) => row.store_id !== 0).map((row) => ({ store_id: row.store_id, label: row.label })),
    is_required: false,
    is_unique: '0',
    is_user_defined: attribute.code !== 'color',
    scope: 'global',
    position: attribute.position,
    is_visible: true,
    is_visible_on_front: flag(attribute.flags.is_visible_on_front),
    is_filterable: attribute.flags.is_filterable,
    is_filterable_in_search: attribute.flags.is_filterable,
    is_comparable: flag(attribute.flags.is_comparable),
    is_searchable: flag(attribute.flags.is_searchable),
    used_in_product_listing: flag(attribute.flags.used_in_product_listing),
    is_html_allowed_on_front: false,
    is_wysiwyg_enabled: false,
    used_for_sort_by: false,
    apply_to: [],
    options,
    // The store's unit and group (Magento keeps neither on the attribute): what the product page groups and writes.
    extension_attributes: {
      group: attribute.group,
      unit: attribute.unit === null ? null : {
        code: attribute.unitCode,
        store_labels: labels.filter((row) => row.store_id !== 0 && row.unit !== null).map((row) => ({ store_id: row.store_id, label: row.unit })),
      },
    },
  };
}
