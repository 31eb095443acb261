import { cachedStatement, type Database } from './db/database.ts';

const ALL = 'SELECT path, store_id, value FROM store_config WHERE store_id IN (0, ?) ORDER BY store_id';

/** Reads a store view's settings by path (Magento's scope fallback applied). */
export type StoreSettings = (path: string) => string | null;

/**
 * A store view's settings (Magento's core_config_data), read in one query: the store's own value over the default
 * scope's (store 0), as Magento falls back.
 */
export function storeSettings(db: Database, storeId: number): StoreSettings {
  const values = new Map<string, string | null>();
  for (const row of cachedStatement(db, ALL).all(storeId) as { path: string; value: string | null }[]) values.set(row.path, row.value);
  return (path) => values.get(path) ?? null;
}
