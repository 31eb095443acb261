/**
 * `POST /V1/configurable-products/{sku}/child` with `{childSku}`: Magento's LinkManagement::addChild. The child must be
 * a simple or virtual product with a value for each attribute the configurable product varies by, not attached yet,
 * and (the store's rule, so a choice names one variant) not repeating another variant's values.
 */
import { z } from 'zod';
import { requireConfigurableId } from '../catalog/rest-configurable.ts';
import { reindexConfigurableProducts } from '../catalog/configurable-index.ts';
import { cachedStatement, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import { parseInput } from '../input.ts';
import { productChangeTags } from '../notify/tags.ts';
import { reindexProducts } from '../search/search-index.ts';

const bodySchema = z.object({ childSku: z.string().trim().min(1).max(64) });

const CHILD = 'SELECT id, type_id FROM products WHERE sku = ?';
const ATTRIBUTES = `SELECT ca.attribute_id, a.attribute_code, v.option_id FROM configurable_attributes ca
  JOIN product_attributes a ON a.attribute_id = ca.attribute_id
  LEFT JOIN product_attribute_values v ON v.attribute_id = ca.attribute_id AND v.product_id = ?2
  WHERE ca.parent_id = ?1 ORDER BY ca.position`;
const SIBLING_VALUES = `SELECT l.child_id, v.attribute_id, v.option_id FROM configurable_links l
  JOIN product_attribute_values v ON v.product_id = l.child_id WHERE l.parent_id = ?`;

/** Attaches the child; answers the tags of the configurable product (its price, stock and choices change). */
export function attachConfigurableChild(db: Database, parentSku: string, body: unknown): string[] {
  const { childSku } = parseInput(bodySchema, body);
  const parentId = requireConfigurableId(db, parentSku);
  const child = cachedStatement(db, CHILD).get(childSku) as { id: number; type_id: string } | undefined;
  if (!child) throw new MagentoError(404, "The product that was requested doesn't exist. Verify the product and try again.");
  if (child.type_id !== 'simple' && child.type_id !== 'virtual') {
    throw new MagentoError(400, 'The "%1" product type can\'t be a variant of a configurable product.', [child.type_id]);
  }
  if (cachedStatement(db, 'SELECT 1 FROM configurable_links WHERE parent_id = ? AND child_id = ?').get(parentId, child.id)) {
    throw new MagentoError(400, 'The product is already attached.');
  }
  const attributes = cachedStatement(db, ATTRIBUTES).all(parentId, child.id) as Array<{ attribute_id: number; attribute_code: string; option_id: number | null }>;
  for (const attribute of attributes) {
    if (attribute.option_id === null) {
      throw new MagentoError(400, 'The child product doesn\'t have the "%1" attribute value. Verify the value and try again.', [attribute.attribute_code]);
    }
  }
  const siblings = new Map<number, Map<number, number>>();
  for (const row of cachedStatement(db, SIBLING_VALUES).all(parentId) as Array<{ child_id: number; attribute_id: number; option_id: number }>) {
    siblings.set(row.child_id, (siblings.get(row.child_id) ?? new Map()).set(row.attribute_id, row.option_id));
  }
  const same = [...siblings.values()].some((values) => attributes.every((attribute) => values.get(attribute.attribute_id) === attribute.option_id));
  if (same) throw new MagentoError(400, 'Products "%1" and "%2" have the same set of attribute values.', [parentSku, childSku]);
  cachedStatement(db, 'INSERT INTO configurable_links (parent_id, child_id) VALUES (?, ?)').run(parentId, child.id);
  reindexConfigurableProducts(db, [child.id]);
  reindexProducts(db, [child.id]);
  return productChangeTags(db, parentId, { sellable: false, stock: true, sale: true });
}
