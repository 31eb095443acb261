/**
 * Pages read the quick way must be exactly the pages the whole sorted listing gives, in every order, with filters or
 * without: a search's pages in relevance order are slices of its ranked matches walked over the catalogue snapshot
 * (or, with a text filter, read from them a chunk at a time in SQL), and deep pages (from the eleventh page of 24) are
 * slices of the listing's kept order, read again after a catalogue change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchProducts, type ProductCriteria } from '../../../../backend/catalog/product-search.ts';
import { openDatabase, type Database } from '../../../../backend/db/database.ts';
import { clearCatalogCache } from '../../../../backend/db/memo.ts';
import { seedIfEmpty } from '../../../../backend/seed/index.ts';

let db: Database;
beforeAll(() => {
  db = openDatabase(':memory:');
  // A catalogue where a broad word finds more matches than one chunk (100) holds.
  seedIfEmpty(db, new Date(), { products: 1500 });
});
afterAll(() => db.close());

const RELEVANCE = { field: 'relevance', direction: 'DESC' } as const;

/** Every page of the listing, in order. */
function allPages(criteria: ProductCriteria): number[] {
  const ids: number[] = [];
  const { totalCount } = searchProducts(db, criteria);
  for (let page = 1; (page - 1) * criteria.pageSize < totalCount; page += 1) ids.push(...searchProducts(db, { ...criteria, currentPage: page }).ids);
  return ids;
}

describe('a search in relevance order', () => {
  const cases: Array<[string, Partial<ProductCriteria>]> = [
    ['phone', {}],
    ['samsung', {}],
    ['هاتف', { storeId: 1 }],
    ['black', { inStock: false }],
    ['phone', { brandIds: [2] }],
    ['case', { priceTo: 200 }],
    // A text filter: counted and paged in SQL, a chunk of ranked matches at a time (the others walk the snapshot).
    ['phone', { name: 'a' }],
  ];

  it.each(cases)('pages "%s" %j as the whole sorted listing does', (keyword, filters) => {
    const criteria: ProductCriteria = { storeId: 2, search: keyword, sort: [RELEVANCE], pageSize: 7, currentPage: 1, ...filters };
    // Relevance with a tie break is ordered in SQL over every match: ranks are distinct, so the order is the same.
    const sorted = { ...criteria, sort: [RELEVANCE, { field: 'position', direction: 'ASC' } as const] };
    const pages = allPages(criteria);
    expect(pages.length).toBe(searchProducts(db, criteria).totalCount);
    expect(pages).toEqual(allPages(sorted));
    expect(new Set(pages).size).toBe(pages.length);
    for (const page of [1, 15, 16]) {
      expect(searchProducts(db, { ...criteria, pageSize: 10, currentPage: page }).ids)
        .toEqual(searchProducts(db, { ...sorted, pageSize: 10, currentPage: page }).ids);
    }
  });

  it('finds more matches than one chunk for a broad word, so pages cross chunks', () => {
    expect(searchProducts(db, { storeId: 2, search: 'phone', sort: [RELEVANCE], pageSize: 1, currentPage: 1 }).totalCount).toBeGreaterThan(100);
    expect(searchProducts(db, { storeId: 2, search: 'phone', name: 'a', sort: [RELEVANCE], pageSize: 1, currentPage: 1 }).totalCount).toBeGreaterThan(100);
  });
});

describe('a deep page', () => {
  /** The category listing the most sellable products: more than ten pages of 24. */
  const largest = () => (db.prepare(`SELECT ci.category_id AS id FROM category_product_index ci JOIN products p ON p.id = ci.product_id
    WHERE p.status = 1 AND p.visibility <> 1 GROUP BY ci.category_id ORDER BY COUNT(*) DESC LIMIT 1`).get() as { id: number }).id;
  const orders: ProductCriteria['sort'][] = [
    [{ field: 'position', direction: 'ASC' }],
    [{ field: 'price', direction: 'DESC' }],
    [{ field: 'name', direction: 'ASC' }],
    [{ field: 'created_at', direction: 'DESC' }],
  ];

  it.each(orders)('is the slice of the whole listing in order %j, in a category and in a search', (...sort) => {
    for (const listing of [{ categoryIds: [largest()] }, { search: 'pro' }]) {
      const criteria: ProductCriteria = { storeId: 2, sort, pageSize: 24, currentPage: 1, ...listing };
      // One page of everything: offset 0, ordered in SQL.
      const whole = searchProducts(db, { ...criteria, pageSize: 2000 }).ids;
      expect(whole.length).toBeGreaterThan(240);
      for (let page = 11; (page - 1) * 24 < whole.length; page += 1) {
        expect(searchProducts(db, { ...criteria, currentPage: page }).ids).toEqual(whole.slice((page - 1) * 24, page * 24));
      }
    }
  });

  it('follows a catalogue change', () => {
    const criteria: ProductCriteria = { storeId: 2, categoryIds: [largest()], sort: [{ field: 'position', direction: 'ASC' }], pageSize: 24, currentPage: 11 };
    const before = searchProducts(db, criteria).ids;
    const gone = before[0] ?? 0;
    expect(gone).toBeGreaterThan(0);
    db.prepare('UPDATE products SET status = 2 WHERE id = ?').run(gone);
    try {
      clearCatalogCache(db);
      const after = searchProducts(db, criteria).ids;
      expect(after).not.toContain(gone);
      expect(after.slice(0, 23)).toEqual(before.slice(1));
    } finally {
      db.prepare('UPDATE products SET status = 1 WHERE id = ?').run(gone);
      clearCatalogCache(db);
    }
  });
});
