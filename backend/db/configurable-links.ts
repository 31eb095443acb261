/**
 * Which configurable product a variant is sold under (Magento's `catalog_product_super_link`, here
 * `configurable_links`): a foundation, so the change notices' tags and the search index, which sit below the
 * catalogue, can name a variant's parent.
 */
import { cachedStatement, type Database } from './database.ts';

const PARENT_OF = 'SELECT parent_id FROM configurable_links WHERE child_id = ? ORDER BY parent_id LIMIT 1';

/** The configurable product a variant is sold under, or null for a product that is no variant. */
export function parentIdOf(db: Database, childId: number): number | null {
  const row = cachedStatement(db, PARENT_OF).get(childId) as { parent_id: number } | undefined;
  return row?.parent_id ?? null;
}

/** The ids of the configurable products among `ids` and the parents of the variants among them. */
export function withParents(db: Database, ids: readonly number[]): number[] {
  if (ids.length === 0) return [];
  const parents = cachedStatement(db, 'SELECT DISTINCT parent_id FROM configurable_links WHERE child_id IN (SELECT value FROM json_each(?))')
    .all(JSON.stringify(ids)) as Array<{ parent_id: number }>;
  return [...new Set([...ids, ...parents.map((row) => row.parent_id)])];
}

/** Variant id → the configurable product it is sold under, for the variants among `ids`. */
export function parentIdsOf(db: Database, ids: readonly number[]): Map<number, number> {
  if (ids.length === 0) return new Map();
  const rows = cachedStatement(db, `SELECT child_id, MIN(parent_id) AS parent_id FROM configurable_links
    WHERE child_id IN (SELECT value FROM json_each(?)) GROUP BY child_id`).all(JSON.stringify(ids)) as Array<{ child_id: number; parent_id: number }>;
  return new Map(rows.map((row) => [row.child_id, row.parent_id]));
}
