import type { Database } from './database.ts';

/**
 * Per-database memo for catalogue data that changes only with the seed or an admin change (category tree, product
 * counts, category links). Reading them on every request cost more than the whole product query;
 * clearCatalogCache runs after the seed and after every admin change, so cached values never go stale.
 */
const caches = new WeakMap<Database, Map<string, unknown>>();

export function memo<T>(db: Database, key: string, compute: () => T): T {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  if (cache.has(key)) return cache.get(key) as T;
  const value = compute();
  cache.set(key, value);
  return value;
}

/** Forgets one memoised value (a benchmark measuring what it saves). */
export function forgetMemo(db: Database, key: string): void {
  caches.get(db)?.delete(key);
}

export function clearCatalogCache(db: Database): void {
  caches.delete(db);
}
