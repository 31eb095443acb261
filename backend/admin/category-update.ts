/**
 * `GET` and `PUT /rest/{store}/V1/categories/{id}` with `{category: {...}}`, Magento's category repository for what
 * the store's editors change: `name` (per store view: `/rest/ar/…`, `/rest/en/…`), and the global `is_active`,
 * `include_in_menu` and `position`. The body may be a whole GET answer sent back: read-only fields (id, parent,
 * path, level, dates, children) are accepted only unchanged, so nothing an editor sends is silently dropped.
 *
 * Each of those fields is menu data: the category and brand menus of every page, the categories index and the
 * breadcrumbs show the names and the order, and hiding a category takes it out of them. So a change names `menu`
 * (every page carries it, since every page shows the menus) and the category's own listing; a save that changes
 * nothing names nothing.
 */
import { z } from 'zod';
import { magentoDateTime } from '../dates.ts';
import type { CategoryRecord } from '../catalog/category-view.ts';
import { cachedStatement, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import { parseInput } from '../input.ts';
import { MENU_TAG } from '../notify/tags.ts';
import { DEFAULT_STORE } from '../stores.ts';
import { adminFlag, parseEntityId } from './entity-fields.ts';
import type { AdminScope } from './scope.ts';

export const categoryBodySchema = z.object({
  category: z.object({
    id: z.number().int().optional(),
    parent_id: z.number().int().optional(),
    name: z.string().trim().min(1).max(255).optional(),
    is_active: adminFlag.optional(),
    include_in_menu: adminFlag.optional(),
    position: z.number().int().min(0).max(100_000).optional(),
    level: z.number().int().optional(),
    path: z.string().max(255).optional(),
    children: z.string().max(10_000).optional(),
    created_at: z.string().max(32).optional(),
    updated_at: z.string().max(32).optional(),
  }),
});

const CATEGORY = `SELECT id, parent_id, path, level, position, include_in_menu, is_anchor, is_active, image, created_at,
  updated_at FROM categories WHERE id = ?`;
const NAME = 'SELECT name FROM category_store WHERE category_id = ? AND store_id = ?';
const CHILDREN = 'SELECT id FROM categories WHERE parent_id = ? ORDER BY position, id';

export const categoryNotFound = (id: number) =>
  new MagentoError(404, 'No such entity with %fieldName = %fieldValue', { fieldName: 'id', fieldValue: String(id) });

export const parseCategoryId = (raw: string) => parseEntityId(raw, categoryNotFound);

const storeIdOf = (scope: AdminScope) => (scope.kind === 'store' ? scope.store.id : DEFAULT_STORE.id);

/** The category as `GET /V1/categories/{id}` answers it (the default store view's name for the global scope). */
export function readCategory(db: Database, id: number, scope: AdminScope) {
  const row = cachedStatement(db, CATEGORY).get(id) as CategoryRecord | undefined;
  if (!row) throw categoryNotFound(id);
  const name = (cachedStatement(db, NAME).get(id, storeIdOf(scope)) as { name: string } | undefined)?.name ?? '';
  const children = (cachedStatement(db, CHILDREN).all(id) as Array<{ id: number }>).map((child) => child.id).join(',');
  return {
    id: row.id,
    parent_id: row.parent_id ?? 0,
    name,
    is_active: row.is_active === 1,
    position: row.position,
    level: row.level,
    children,
    created_at: row.created_at,
    updated_at: row.updated_at,
    path: row.path,
    include_in_menu: row.include_in_menu === 1,
  };
}

/** Applies the body to the category in `scope`; returns the cache tags it touched ([] if nothing changed). */
export function updateCategory(db: Database, id: number, scope: AdminScope, body: unknown): string[] {
  const input = parseInput(categoryBodySchema, body).category;
  const current = readCategory(db, id, scope);
  for (const field of ['id', 'parent_id', 'level', 'path', 'children', 'created_at', 'updated_at'] as const) {
    if (input[field] !== undefined && input[field] !== current[field]) {
      throw new MagentoError(400, 'The "%1" field can\'t be changed through this API.', [field]);
    }
  }
  if (input.name !== undefined && input.name !== current.name && scope.kind !== 'store') {
    throw new MagentoError(400, '"name" is set per store view: send it to /rest/ar/V1/categories/%1 or /rest/en/V1/categories/%1.', [String(id)]);
  }
  const next = {
    is_active: input.is_active ?? current.is_active,
    include_in_menu: input.include_in_menu ?? current.include_in_menu,
    position: input.position ?? current.position,
  };
  const nameChanged = input.name !== undefined && input.name !== current.name;
  const rowChanged =
    next.is_active !== current.is_active || next.include_in_menu !== current.include_in_menu || next.position !== current.position;
  if (!nameChanged && !rowChanged) return [];
  const now = magentoDateTime(new Date());
  cachedStatement(db, 'UPDATE categories SET is_active = ?, include_in_menu = ?, position = ?, updated_at = ? WHERE id = ?').run(
    next.is_active ? 1 : 0,
    next.include_in_menu ? 1 : 0,
    next.position,
    now,
    id,
  );
  if (nameChanged) cachedStatement(db, 'UPDATE category_store SET name = ? WHERE category_id = ? AND store_id = ?').run(input.name!, id, storeIdOf(scope));
  return [MENU_TAG, `category:${id}`];
}
