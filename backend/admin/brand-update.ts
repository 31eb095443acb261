/**
 * `GET` and `PUT /rest/{store}/V1/brands/{id}` with `{brand: {...}}`: the brand module's admin API (Magento has no
 * core brand entity; the store's module keeps brands beside the catalogue). Editors change `name` (per store view:
 * `/rest/ar/…`, `/rest/en/…`), and the global `position` (the menus' and the brands index's order) and
 * `is_featured` (which brands the menu lists). The body may be a whole GET answer sent back: read-only fields are
 * accepted only unchanged.
 *
 * All three are menu data, shown in the brand menu of every page: a change names `menu` and the brand's own listing;
 * a save that changes nothing names nothing.
 */
import { z } from 'zod';
import { cachedStatement, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import { parseInput } from '../input.ts';
import { MENU_TAG } from '../notify/tags.ts';
import { DEFAULT_STORE } from '../stores.ts';
import { adminFlag, parseEntityId } from './entity-fields.ts';
import type { AdminScope } from './scope.ts';

export const brandBodySchema = z.object({
  brand: z.object({
    id: z.number().int().optional(),
    url_key: z.string().max(255).optional(),
    name: z.string().trim().min(1).max(255).optional(),
    position: z.number().int().min(0).max(100_000).optional(),
    is_featured: adminFlag.optional(),
  }),
});

const BRAND = `SELECT b.id, b.url_key_standalone AS url_key, b.position, b.is_featured, bs.name
  FROM brands b LEFT JOIN brand_store bs ON bs.brand_id = b.id AND bs.store_id = ? WHERE b.id = ?`;

const brandNotFound = (id: number) =>
  new MagentoError(404, 'No such entity with %fieldName = %fieldValue', { fieldName: 'id', fieldValue: String(id) });

export const parseBrandId = (raw: string) => parseEntityId(raw, brandNotFound);

const storeIdOf = (scope: AdminScope) => (scope.kind === 'store' ? scope.store.id : DEFAULT_STORE.id);

/** The brand as `GET /V1/brands/{id}` answers it (the default store view's name for the global scope). */
export function readBrand(db: Database, id: number, scope: AdminScope) {
  const row = cachedStatement(db, BRAND).get(storeIdOf(scope), id) as
    | { id: number; url_key: string; position: number; is_featured: number; name: string | null }
    | undefined;
  if (!row) throw brandNotFound(id);
  return { id: row.id, url_key: row.url_key, name: row.name ?? '', position: row.position, is_featured: row.is_featured === 1 };
}

/** Applies the body to the brand in `scope`; returns the cache tags it touched ([] if nothing changed). */
export function updateBrand(db: Database, id: number, scope: AdminScope, body: unknown): string[] {
  const input = parseInput(brandBodySchema, body).brand;
  const current = readBrand(db, id, scope);
  for (const field of ['id', 'url_key'] as const) {
    if (input[field] !== undefined && input[field] !== current[field]) {
      throw new MagentoError(400, 'The "%1" field can\'t be changed through this API.', [field]);
    }
  }
  const nameChanged = input.name !== undefined && input.name !== current.name;
  if (nameChanged && scope.kind !== 'store') {
    throw new MagentoError(400, '"name" is set per store view: send it to /rest/ar/V1/brands/%1 or /rest/en/V1/brands/%1.', [String(id)]);
  }
  const position = input.position ?? current.position;
  const featured = input.is_featured ?? current.is_featured;
  if (!nameChanged && position === current.position && featured === current.is_featured) return [];
  cachedStatement(db, 'UPDATE brands SET position = ?, is_featured = ? WHERE id = ?').run(position, featured ? 1 : 0, id);
  if (nameChanged) cachedStatement(db, 'UPDATE brand_store SET name = ? WHERE brand_id = ? AND store_id = ?').run(input.name!, id, storeIdOf(scope));
  return [MENU_TAG, `brand:${id}`];
}
