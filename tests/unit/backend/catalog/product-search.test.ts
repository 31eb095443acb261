/**
 * A search's pages in relevance order are read from its ranked matches a chunk at a time; they must be exactly the
 * pages the whole sorted listing gives (the same query ordered in SQL), on every page, with filters or without.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchProducts, type ProductCriteria } from '../../../../backend/catalog/product-search.ts';
import { openDatabase, type Database } from '../../../../backend/db/database.ts';
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
  });
});
