import { DatabaseSync } from 'node:sqlite';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../backend/db/database.ts';
import { seedIfEmpty } from '../../backend/seed/index.ts';

export type BenchProduct = { sku: string; urlKey: string };

/** What a benchmark's shoppers browse and buy. */
export type BenchCatalogue = { products: BenchProduct[]; categoryKey: string };

/**
 * From the seeded database of a benchmark's own backend (the file at `database`): the first `count` sellable simple
 * products (enabled, visible in the catalogue and search, in stock) with their English url keys, given stock enough
 * for the whole run, and the English url key of the category with the most products. Throws when the seed has
 * fewer products or no category.
 */
export function benchCatalogue(database: string, count: number): BenchCatalogue {
  const db = new DatabaseSync(database);
  try {
    const products = db
      .prepare(
        `SELECT p.sku AS sku, ps.url_key AS urlKey FROM products p JOIN product_store ps ON ps.product_id = p.id AND ps.store_id = 2
          WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4 AND p.is_in_stock = 1 ORDER BY p.id LIMIT ?`,
      )
      .all(count) as BenchProduct[];
    const setStock = db.prepare('UPDATE products SET qty = 10000000, is_in_stock = 1 WHERE sku = ?');
    for (const product of products) setStock.run(product.sku);
    const category = db
      .prepare(
        `SELECT cs.url_key AS urlKey FROM category_store cs JOIN category_products cp ON cp.category_id = cs.category_id
          WHERE cs.store_id = 2 AND cs.url_key IS NOT NULL GROUP BY cs.category_id ORDER BY COUNT(*) DESC LIMIT 1`,
      )
      .get() as { urlKey: string } | undefined;
    if (products.length < count || !category) throw new Error(`the seed has fewer than ${count} sellable products or no category`);
    return { products, categoryKey: category.urlKey };
  } finally {
    db.close();
  }
}

/**
 * Seeds a benchmark's database file (before its backend starts): the seed, or with `products` the store's generated
 * catalogue of that many products (backend/seed/generated-catalogue.ts). Returns the time it took in ms.
 */
export function seedBenchDatabase(database: string, products?: number): number {
  const start = performance.now();
  const db = openDatabase(database);
  try {
    seedIfEmpty(db, new Date(), products === undefined ? {} : { products });
  } finally {
    db.close();
  }
  return performance.now() - start;
}
