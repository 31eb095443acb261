/**
 * A keyword's matches are kept for its next searches (the products, then "did you mean", next pages, other orders),
 * and found again once the index changes: every change to it comes with an admin change or a stock change, which
 * clear the catalogue memo that keeps them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../../backend/db/database.ts';
import { clearCatalogCache } from '../../../../backend/db/memo.ts';
import { forgetMatches, matchProducts } from '../../../../backend/search/product-matches.ts';
import { reindexProducts } from '../../../../backend/search/search-index.ts';
import { seedIfEmpty } from '../../../../backend/seed/index.ts';

let db: Database;
beforeAll(() => {
  db = openDatabase(':memory:');
  seedIfEmpty(db);
});
afterAll(() => db.close());

const EN = 2;

describe('matchProducts', () => {
  it('answers a keyword\'s next search with the same products in the same order', () => {
    clearCatalogCache(db);
    const first = matchProducts(db, EN, 'samsung');
    expect(first.length).toBeGreaterThan(1);
    expect(matchProducts(db, EN, 'samsung')).toEqual(first);
    forgetMatches(db);
    expect(matchProducts(db, EN, 'samsung')).toEqual(first);
  });

  it('keeps each store view\'s and each keyword\'s matches apart', () => {
    clearCatalogCache(db);
    const samsung = matchProducts(db, EN, 'samsung');
    const apple = matchProducts(db, EN, 'apple');
    expect(apple).not.toEqual(samsung);
    expect(matchProducts(db, 1, 'سامسونج')).toEqual(expect.arrayContaining([...samsung]));
    expect(matchProducts(db, EN, 'samsung')).toEqual(samsung);
  });

  it('finds what an editor\'s change put in the index once the change clears the memo', () => {
    clearCatalogCache(db);
    expect(matchProducts(db, EN, 'zanzibarphone')).toEqual([]);
    const { id, name } = db.prepare(`SELECT p.id, ps.name FROM products p JOIN product_store ps ON ps.product_id = p.id AND ps.store_id = ?
      WHERE p.status = 1 AND p.visibility = 4 AND p.type_id = 'simple' ORDER BY p.id LIMIT 1`).get(EN) as { id: number; name: string };
    db.prepare('UPDATE product_store SET name = ? WHERE product_id = ? AND store_id = ?').run(`${name} Zanzibarphone`, id, EN);
    try {
      reindexProducts(db, [id]);
      clearCatalogCache(db);
      expect(matchProducts(db, EN, 'zanzibarphone')).toEqual([id]);
    } finally {
      db.prepare('UPDATE product_store SET name = ? WHERE product_id = ? AND store_id = ?').run(name, id, EN);
      reindexProducts(db, [id]);
      clearCatalogCache(db);
    }
    expect(matchProducts(db, EN, 'zanzibarphone')).toEqual([]);
  });
});
