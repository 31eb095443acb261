/**
 * Magento's REST shapes of configurable products (Magento\ConfigurableProduct\Api): a product's
 * `extension_attributes.configurable_product_options` (OptionInterface: id, attribute_id, label, position, values
 * [{value_index}], product_id) and `configurable_product_links` (its variants' ids). The option attributes a variant
 * carries as custom attributes (`color`, `capacity`: the value index as text) are every attribute's
 * (rest-attributes.ts).
 */
import { cachedStatement, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import { configurableChoices, type ConfigurableChoices } from './configurable-options.ts';

/** OptionInterface list of a configurable product. */
export function restConfigurableOptions(choices: ConfigurableChoices) {
  return choices.attributes.map((attribute) => ({
    id: attribute.id,
    attribute_id: String(attribute.attributeId),
    label: attribute.label,
    position: attribute.position,
    values: (choices.values.get(attribute.attributeId) ?? []).map((value) => ({ value_index: value.valueIndex })),
    product_id: choices.parentId,
  }));
}

const LINKS = `SELECT parent_id, child_id FROM configurable_links WHERE parent_id IN (SELECT value FROM json_each(?)) ORDER BY parent_id, child_id`;

/** The ids of a configurable product's variants, enabled or not (Magento's configurable_product_links). */
export function variantIds(db: Database, parentIds: readonly number[]): Map<number, number[]> {
  const links = new Map<number, number[]>();
  for (const row of cachedStatement(db, LINKS).all(JSON.stringify(parentIds)) as Array<{ parent_id: number; child_id: number }>) {
    links.set(row.parent_id, [...(links.get(row.parent_id) ?? []), row.child_id]);
  }
  return links;
}

/** What the REST product shape adds for these products: the extension attributes of the configurable ones. */
export function restConfigurableFacts(db: Database, products: ReadonlyArray<{ id: number; type_id: string }>, storeId: number) {
  const parentIds = products.filter((product) => product.type_id === 'configurable').map((product) => product.id);
  const choices = configurableChoices(db, parentIds, storeId);
  const links = variantIds(db, parentIds);
  return {
    extensionOf: (id: number) => {
      const choice = choices.get(id);
      return choice ? { configurable_product_options: restConfigurableOptions(choice), configurable_product_links: links.get(id) ?? [] } : {};
    },
  };
}

const CONFIGURABLE_BY_SKU = "SELECT id FROM products WHERE sku = ? AND type_id = 'configurable'";

/** The configurable product with this SKU (any status), or Magento's not-found error. */
export function requireConfigurableId(db: Database, sku: string): number {
  const row = cachedStatement(db, CONFIGURABLE_BY_SKU).get(sku) as { id: number } | undefined;
  if (!row) throw new MagentoError(404, "The product that was requested doesn't exist. Verify the product and try again.");
  return row.id;
}

/** `GET /V1/configurable-products/{sku}/options/all` and `/options/{id}`. */
export function configurableOptionsOf(db: Database, sku: string, storeId: number) {
  const id = requireConfigurableId(db, sku);
  const choice = configurableChoices(db, [id], storeId).get(id);
  return choice ? restConfigurableOptions(choice) : [];
}
