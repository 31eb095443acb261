/**
 * The catalogue snapshot is read once and kept while it holds: until the catalogue changes (the memo cleared), the
 * clock moves back, or the next price change comes; a catalogue whose ids are far sparser than its rows gets none,
 * and its listings are then counted in SQL, with the same answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueSnapshot, IN_STOCK, OUT_OF_STOCK } from '../../../../backend/catalog/catalogue-snapshot.ts';
import { forgetListings } from '../../../../backend/catalog/listing-cache.ts';
import { searchProducts, sqlListingRows, type ProductCriteria } from '../../../../backend/catalog/product-search.ts';
import { pricesValidUntil } from '../../../../backend/catalog/sale-boundary.ts';
import { openDatabase, type Database } from '../../../../backend/db/database.ts';
import { clearCatalogCache } from '../../../../backend/db/memo.ts';
import { seedIfEmpty } from '../../../../backend/seed/index.ts';

let db: Database;
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);

beforeAll(() => {
  db = openDatabase(':memory:');
  seedIfEmpty(db, NOW);
});
afterAll(() => db.close());

describe('catalogueSnapshot', () => {
  it('holds each sellable product of a store view with its stock, brand and price', () => {
    clearCatalogCache(db);
    const snapshot = catalogueSnapshot(db, NOW.getTime());
    const sellable = db.prepare(`SELECT p.id, p.brand_id AS brand, p.is_in_stock AS flag, p.qty FROM products p
      WHERE p.status = 1 AND p.visibility <> 1 ORDER BY p.id`).all() as Array<{ id: number; brand: number | null; flag: number; qty: number }>;
    expect([...(snapshot?.sellableIds.get(2) ?? [])]).toEqual(sellable.map((row) => row.id));
    for (const row of sellable) {
      expect(snapshot?.brand[row.id]).toBe(row.brand ?? 0);
      expect(snapshot?.stock[row.id]).toBe(row.flag === 1 && row.qty > 0 ? IN_STOCK : OUT_OF_STOCK);
    }
    const hidden = (db.prepare('SELECT id FROM products WHERE visibility = 1 LIMIT 1').get() as { id: number }).id;
    expect(snapshot?.sellableIn.get(2)?.[hidden]).toBe(0);
  });

  it('is kept until the catalogue changes, the clock moves back or the next price change', () => {
    clearCatalogCache(db);
    const now = NOW.getTime();
    const first = catalogueSnapshot(db, now);
    expect(catalogueSnapshot(db, now + 1)).toBe(first);
    const change = pricesValidUntil(db, now);
    expect(change).toBeLessThan(Infinity);
    expect(catalogueSnapshot(db, change - 1)).toBe(first);
    const next = catalogueSnapshot(db, change);
    expect(next).not.toBe(first);
    expect(catalogueSnapshot(db, now)).not.toBe(next);
    const kept = catalogueSnapshot(db, now);
    clearCatalogCache(db);
    expect(catalogueSnapshot(db, now)).not.toBe(kept);
  });

  it('is none for a catalogue of sparse ids, whose listings are counted in SQL alike', () => {
    const criteria: ProductCriteria = { storeId: 2, search: 'phone', sort: [{ field: 'relevance', direction: 'DESC' }], pageSize: 5, currentPage: 1 };
    clearCatalogCache(db);
    const before = searchProducts(db, criteria, NOW);
    const expected = { totalCount: before.totalCount, aggregations: before.aggregations() };
    db.prepare(`INSERT INTO products (id, sku, type_id, price, qty, is_in_stock, status, visibility, created_at, updated_at)
      VALUES (1000000000, 'FAR-AWAY', 'simple', 5, 1, 1, 2, 4, '2020-01-01 00:00:00', '2020-01-01 00:00:00')`).run();
    try {
      clearCatalogCache(db);
      expect(catalogueSnapshot(db, NOW.getTime())).toBeNull();
      forgetListings(db);
      const after = searchProducts(db, criteria, NOW);
      expect({ totalCount: after.totalCount, aggregations: after.aggregations() }).toEqual(expected);
      expect(after.totalCount).toBe(sqlListingRows(db, criteria, NOW).length);
    } finally {
      db.prepare("DELETE FROM products WHERE sku = 'FAR-AWAY'").run();
      clearCatalogCache(db);
    }
  });
});
