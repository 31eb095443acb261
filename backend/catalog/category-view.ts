import { cachedStatement, type Database } from '../db/database.ts';
import { memo } from '../db/memo.ts';
import { mediaUrl } from './media-url.ts';
import { SELLABLE_SQL } from '../db/sellable-sql.ts';
import { toUid } from './uid.ts';

/** A row of the `categories` table, as SQLite answers it (flags are 0 or 1). */
export interface CategoryRecord {
  id: number;
  parent_id: number | null;
  path: string;
  level: number;
  position: number;
  include_in_menu: number;
  is_anchor: number;
  is_active: number;
  image: string | null;
  created_at: string;
  updated_at: string;
}

/** A category with what one store view names it. */
interface CategoryRow extends CategoryRecord {
  name: string;
  url_key: string | null;
  url_path: string | null;
  description: string | null;
}

const ALL_CATEGORIES = `
  SELECT c.id, c.parent_id, c.path, c.level, c.position, c.include_in_menu, c.is_anchor, c.is_active, c.image,
         c.created_at, c.updated_at, cs.name, cs.url_key, cs.url_path, cs.description
  FROM categories c JOIN category_store cs ON cs.category_id = c.id AND cs.store_id = ?
  WHERE c.is_active = 1 ORDER BY c.level, c.position`;
const PRODUCT_COUNTS = `
  SELECT ci.category_id, COUNT(*) AS n FROM category_product_index ci JOIN products p ON p.id = ci.product_id
  WHERE ${SELLABLE_SQL} GROUP BY ci.category_id`;

/** The active category tree of one store view (tens of rows), with listing counts; cached, see cache.ts. */
export interface CategoryTreeData {
  byId: Map<number, CategoryRow>;
  childrenOf: Map<number, number[]>;
  productCount: Map<number, number>;
}

export interface CategoryContext {
  db: Database;
  storeId: number;
  baseUrl: string;
}

export function categoryTree(context: CategoryContext): CategoryTreeData {
  return memo(context.db, `category-tree:${context.storeId}`, () => loadTree(context.db, context.storeId));
}

function loadTree(db: Database, storeId: number): CategoryTreeData {
  const rows = cachedStatement(db, ALL_CATEGORIES).all(storeId) as unknown as CategoryRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const childrenOf = new Map<number, number[]>();
  for (const row of rows) {
    if (row.parent_id === null) continue;
    childrenOf.set(row.parent_id, [...(childrenOf.get(row.parent_id) ?? []), row.id]);
  }
  const productCount = new Map(
    (cachedStatement(db, PRODUCT_COUNTS).all() as Array<{ category_id: number; n: number }>).map((r) => [r.category_id, r.n]),
  );
  return { byId, childrenOf, productCount };
}

function descendantCount(tree: CategoryTreeData, id: number): number {
  const children = tree.childrenOf.get(id) ?? [];
  return children.reduce((sum, child) => sum + 1 + descendantCount(tree, child), 0);
}

export type CategoryView = ReturnType<typeof toView>;

/** GraphQL CategoryTree objects for these ids (in order; unknown or inactive ids are skipped). */
export function categoryViews(context: CategoryContext, ids: number[]): CategoryView[] {
  const tree = categoryTree(context);
  return ids.flatMap((id) => {
    const row = tree.byId.get(id);
    return row ? [toView(row, tree, context)] : [];
  });
}

function toView(row: CategoryRow, tree: CategoryTreeData, context: CategoryContext) {
  return {
    __typename: 'CategoryTree' as const,
    id: row.id,
    uid: toUid(row.id),
    name: row.name,
    path: row.path,
    path_in_store: null,
    url_key: row.url_key,
    url_path: row.url_path,
    url_suffix: '.html',
    relative_url: row.url_path ? `${row.url_path}.html` : null,
    canonical_url: row.url_path ? `${row.url_path}.html` : null,
    redirect_code: 0,
    type: 'CATEGORY' as const,
    position: row.position,
    level: row.level,
    created_at: row.created_at,
    updated_at: row.updated_at,
    description: row.description,
    image: row.image ? mediaUrl(context.baseUrl, row.image) : null,
    include_in_menu: row.include_in_menu,
    is_anchor: row.is_anchor,
    display_mode: 'PRODUCTS',
    default_sort_by: 'position',
    available_sort_by: ['position', 'name', 'price'],
    product_count: tree.productCount.get(row.id) ?? 0,
    // Magento's children_count is the number of all descendants, typed String in the schema.
    children_count: String(descendantCount(tree, row.id)),
    children: () => categoryViews(context, tree.childrenOf.get(row.id) ?? []),
    breadcrumbs: () => breadcrumbs(row, tree),
  };
}

/** Ancestors below the root (level ≥ 2), top first, as Magento's Breadcrumb list; null for top-level categories. */
function breadcrumbs(row: CategoryRow, tree: CategoryTreeData) {
  const ancestors = row.path
    .split('/')
    .map(Number)
    .filter((id) => id !== row.id)
    .flatMap((id) => {
      const ancestor = tree.byId.get(id);
      return ancestor && ancestor.level >= 2 ? [ancestor] : [];
    });
  if (ancestors.length === 0) return null;
  return ancestors.map((ancestor) => ({
    category_id: ancestor.id,
    category_uid: toUid(ancestor.id),
    category_name: ancestor.name,
    category_level: ancestor.level,
    category_url_key: ancestor.url_key,
    category_url_path: ancestor.url_path,
  }));
}
