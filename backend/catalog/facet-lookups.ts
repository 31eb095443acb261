/**
 * What the category and brand facets of a listing look up for each product it finds: the brands' names and the
 * categories one level below a parent with the products listed in each. Read once per catalogue change (the
 * catalogue memo is cleared after every admin write and stock change), so counting a facet is a walk over the found
 * products in memory: a broad search ("جوال" finds a third of a large catalogue) spent more on joining every match
 * with its categories and brand in SQL than on finding it.
 */
import { cachedStatement, type Database } from '../db/database.ts';
import { memo } from '../db/memo.ts';
import { arrayRows } from './array-rows.ts';

export interface FacetOption {
  id: number;
  label: string;
}

/** Brand id → its name in the store view. */
export function brandNames(db: Database, storeId: number): Map<number, string> {
  return memo(db, `facets:brand-names:${storeId}`, () => {
    const rows = cachedStatement(db, 'SELECT brand_id AS id, name AS label FROM brand_store WHERE store_id = ?')
      .all(storeId) as unknown as FacetOption[];
    return new Map(rows.map((row) => [row.id, row.label]));
  });
}

export interface Subcategories {
  /** The active children of the parent that have a name in the store view, in menu order. */
  categories: FacetOption[];
  /** Product id → the ids of those children that list it (an anchor lists its own children's products). */
  ofProduct: Map<number, number[]>;
}

const NO_SUBCATEGORIES: Subcategories = { categories: [], ofProduct: new Map() };

/**
 * The categories one level below `parentId`, as Magento's layered navigation offers them. Only a parent with active
 * children is kept: a listing's category filter may name any id, and those would fill the memo.
 */
export function subcategories(db: Database, parentId: number, storeId: number): Subcategories {
  if (cachedStatement(db, 'SELECT 1 FROM categories WHERE parent_id = ? AND is_active = 1 LIMIT 1').get(parentId) === undefined) {
    return NO_SUBCATEGORIES;
  }
  const categories = memo(db, `facets:subcategories:${parentId}:${storeId}`, () =>
    cachedStatement(db, `SELECT c.id, cs.name AS label FROM categories c
      JOIN category_store cs ON cs.category_id = c.id AND cs.store_id = ?
      WHERE c.parent_id = ? AND c.is_active = 1 ORDER BY c.position, c.id`).all(storeId, parentId) as unknown as FacetOption[]);
  const ofProduct = memo(db, `facets:subcategory-products:${parentId}`, () => {
    const rows = arrayRows<[number, number]>(db, `SELECT ci.product_id, ci.category_id FROM category_product_index ci
      JOIN categories c ON c.id = ci.category_id AND c.parent_id = ? AND c.is_active = 1`, parentId);
    const lists = new Map<number, number[]>();
    for (const [product, category] of rows) {
      const list = lists.get(product);
      if (list) list.push(category);
      else lists.set(product, [category]);
    }
    return lists;
  });
  return { categories, ofProduct };
}
