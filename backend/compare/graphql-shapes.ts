import { cachedStatement, type Database } from '../db/database.ts';
import { comparableValues } from './comparable-attributes.ts';
import { listItems, type CompareListRow } from './lists.ts';

/** The products' GraphQL objects by id, as the catalogue builds them (passed in: the catalogue sits above lists). */
export type ProductObjects = (ids: number[]) => ReadonlyArray<{ id: number; uid: string }>;

/**
 * Magento's CompareList: its uid, its items in the order added (each its product, the variant chosen of a
 * configurable product named by `matched_variant_sku`, and its value of every row), the rows, and the count.
 */
export function toGraphqlCompareList(db: Database, storeId: number, list: CompareListRow, products: ProductObjects) {
  const items = listItems(db, list.id);
  const views = new Map(products(items.map((item) => item.productId)).map((view) => [view.id, view]));
  const skus = new Map(
    (cachedStatement(db, 'SELECT id, sku FROM products WHERE id IN (SELECT value FROM json_each(?))').all(JSON.stringify(items.flatMap((item) => (item.childId === null ? [] : [item.childId])))) as Array<{ id: number; sku: string }>)
      .map((row) => [row.id, row.sku]),
  );
  const shown = items.filter((item) => views.has(item.productId));
  const { attributes, values } = comparableValues(db, shown, storeId);
  return {
    uid: list.uid,
    item_count: shown.length,
    attributes,
    items: shown.map((item, index) => {
      const view = views.get(item.productId)!;
      const variantSku = item.childId === null ? null : (skus.get(item.childId) ?? null);
      return {
        uid: view.uid,
        product: variantSku === null ? view : { ...view, matched_variant_sku: variantSku },
        attributes: attributes.map((attribute) => ({ code: attribute.code, value: values[index]?.get(attribute.code) ?? '' })),
      };
    }),
  };
}
