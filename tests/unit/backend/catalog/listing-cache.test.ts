/**
 * A listing's count and facets are kept per listing, and stay right: every page and order of a listing shares them,
 * a catalogue change (the memo cleared, as after every admin change and stock change) counts them again, a sale
 * starting changes the price facet and a price filter's count from its second on, and the cache holds at most
 * MAX_LISTINGS listings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptOrder, listingFacts, MAX_LISTINGS } from '../../../../backend/catalog/listing-cache.ts';
import { pricesValidUntil } from '../../../../backend/catalog/sale-boundary.ts';
import { searchProducts, type ProductCriteria } from '../../../../backend/catalog/product-search.ts';
import { restProductSearch } from '../../../../backend/catalog/rest-products.ts';
import { magentoDateTime } from '../../../../backend/dates.ts';
import { openDatabase, type Database } from '../../../../backend/db/database.ts';
import { clearCatalogCache } from '../../../../backend/db/memo.ts';
import { seedIfEmpty } from '../../../../backend/seed/index.ts';

let db: Database;
/** The seed's category with the most simple sellable products, and the cheapest of them. */
let category: number;
let product: { id: number; sku: string; price: number; brand: number };
/** A whole second, as the sale rule counts them. */
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);
const HOUR = 3_600_000;

beforeAll(() => {
  db = openDatabase(':memory:');
  seedIfEmpty(db);
  ({ category } = db.prepare(`SELECT ci.category_id AS category FROM category_product_index ci JOIN products p ON p.id = ci.product_id
    WHERE p.status = 1 AND p.visibility <> 1 AND p.type_id = 'simple' AND ci.category_id <> 2
    GROUP BY ci.category_id ORDER BY COUNT(*) DESC LIMIT 1`).get() as { category: number });
  product = db.prepare(`SELECT p.id, p.sku, p.price, p.brand_id AS brand FROM products p JOIN category_product_index ci ON ci.product_id = p.id
    WHERE ci.category_id = ? AND p.status = 1 AND p.visibility <> 1 AND p.type_id = 'simple' AND p.brand_id IS NOT NULL
      AND p.special_price IS NULL ORDER BY p.price LIMIT 1`).get(category) as typeof product;
});
afterAll(() => db.close());

const listing = (overrides: Partial<ProductCriteria> = {}): ProductCriteria => ({
  storeId: 2, categoryIds: [category], sort: [{ field: 'position', direction: 'ASC' }], pageSize: 2, currentPage: 1, ...overrides,
});
const brandCount = (criteria: ProductCriteria, at = NOW) =>
  searchProducts(db, criteria, at).aggregations().find((a) => a.attribute_code === 'brand')?.options.find((o) => o.value === String(product.brand))?.count ?? 0;

describe('a listing\'s count and facets', () => {
  it('are the same on every page and in every order, as counted over the whole listing', () => {
    clearCatalogCache(db);
    const first = searchProducts(db, listing(), NOW);
    const other = searchProducts(db, listing({ currentPage: 2, sort: [{ field: 'price', direction: 'DESC' }] }), NOW);
    expect(other.totalCount).toBe(first.totalCount);
    expect(other.aggregations()).toEqual(first.aggregations());
    const all = searchProducts(db, listing({ pageSize: 1000 }), NOW);
    expect(all.ids).toHaveLength(first.totalCount);
    const priceCounts = first.aggregations().find((a) => a.attribute_code === 'price')?.options.reduce((sum, o) => sum + o.count, 0);
    expect(priceCounts).toBe(first.totalCount);
  });

  it('are counted again after a catalogue change', () => {
    clearCatalogCache(db);
    const before = searchProducts(db, listing(), NOW);
    const brandBefore = brandCount(listing());
    db.prepare('UPDATE products SET status = 2 WHERE id = ?').run(product.id);
    try {
      clearCatalogCache(db);
      const after = searchProducts(db, listing({ currentPage: 3 }), NOW);
      expect(after.totalCount).toBe(before.totalCount - 1);
      expect(brandCount(listing())).toBe(brandBefore - 1);
    } finally {
      db.prepare('UPDATE products SET status = 1 WHERE id = ?').run(product.id);
      clearCatalogCache(db);
    }
    expect(searchProducts(db, listing(), NOW).totalCount).toBe(before.totalCount);
  });

  it('follow a sale from the second it starts, with no catalogue change in between', () => {
    const start = NOW.getTime() + HOUR;
    const salePrice = 0.5;
    db.prepare('UPDATE products SET special_price = ?, special_from_date = ?, special_to_date = ? WHERE id = ?')
      .run(salePrice, magentoDateTime(new Date(start)), magentoDateTime(new Date(start + HOUR)), product.id);
    try {
      clearCatalogCache(db);
      const cheap = listing({ priceTo: 1 });
      const priceFacet = (at: Date) => searchProducts(db, cheap, at).aggregations().find((a) => a.attribute_code === 'price')?.options;
      expect(searchProducts(db, cheap, NOW).totalCount).toBe(0);
      expect(priceFacet(NOW)).toBeUndefined();
      // Within the boundary's second the regular price still applies (the sale rule is strict, in whole seconds).
      expect(searchProducts(db, cheap, new Date(start + 500)).totalCount).toBe(0);
      const during = new Date(start + 1000);
      expect(searchProducts(db, cheap, during).totalCount).toBe(1);
      expect(searchProducts(db, cheap, during).ids).toEqual([product.id]);
      expect(priceFacet(during)).toEqual([{ label: '0-10', value: '0_10', count: 1 }]);
      const kept = searchProducts(db, listing(), during).aggregations();
      clearCatalogCache(db);
      expect(kept).toEqual(searchProducts(db, listing(), during).aggregations());
      // And back when it ends.
      expect(searchProducts(db, cheap, new Date(start + HOUR + 1000)).totalCount).toBe(0);
    } finally {
      db.prepare('UPDATE products SET special_price = NULL, special_from_date = NULL, special_to_date = NULL WHERE id = ?').run(product.id);
      clearCatalogCache(db);
    }
  });

  it('keep a search\'s count per keyword', () => {
    clearCatalogCache(db);
    const search = (keyword: string, currentPage = 1) =>
      searchProducts(db, { storeId: 2, search: keyword, sort: [{ field: 'relevance', direction: 'DESC' }], pageSize: 1, currentPage }, NOW);
    const phones = search('samsung');
    expect(phones.totalCount).toBeGreaterThan(1);
    expect(search('samsung', 2).totalCount).toBe(phones.totalCount);
    expect(search('xyzzy-nothing').totalCount).toBe(0);
    expect(search('samsung').totalCount).toBe(phones.totalCount);
  });
});

describe('the REST product list\'s count', () => {
  const bestSellers = (currentPage: number) => restProductSearch(db, {
    filter_groups: [
      { filters: [{ field: 'status', value: '1', condition_type: 'eq' }] },
      { filters: [{ field: 'best_seller', value: '1', condition_type: 'eq' }] },
    ],
    sortOrders: [{ field: 'created_at', direction: 'DESC' }],
    pageSize: 2,
    currentPage,
  }, 2, 'http://backend.test');

  it('is the list\'s on every page, and counted again after a catalogue change', () => {
    clearCatalogCache(db);
    const { total } = db.prepare('SELECT COUNT(*) AS total FROM products WHERE status = 1 AND best_seller = 1').get() as { total: number };
    expect(bestSellers(1).total_count).toBe(total);
    expect(bestSellers(2).total_count).toBe(total);
    const { id } = db.prepare('SELECT id FROM products WHERE status = 1 AND best_seller = 1 LIMIT 1').get() as { id: number };
    db.prepare('UPDATE products SET best_seller = 0 WHERE id = ?').run(id);
    try {
      clearCatalogCache(db);
      expect(bestSellers(1).total_count).toBe(total - 1);
    } finally {
      db.prepare('UPDATE products SET best_seller = 1 WHERE id = ?').run(id);
      clearCatalogCache(db);
    }
  });
});

describe('listingFacts', () => {
  it('keeps one entry per listing while it holds, and at most MAX_LISTINGS listings', () => {
    clearCatalogCache(db);
    const now = NOW.getTime();
    const first = listingFacts(db, 'listing 0', now);
    first.totalCount = 7;
    expect(listingFacts(db, 'listing 0', now + 1)).toBe(first);
    // A clock moved back does not read what was counted later.
    expect(listingFacts(db, 'listing 0', now - 1)).not.toBe(first);
    for (let index = 1; index <= MAX_LISTINGS; index += 1) listingFacts(db, `listing ${index}`, now);
    expect(listingFacts(db, 'listing 0', now).totalCount).toBeUndefined();
  });
});

describe('keptOrder', () => {
  it('reads a listing\'s order once, and again after a catalogue change or past the next sale boundary', () => {
    clearCatalogCache(db);
    const now = NOW.getTime();
    let reads = 0;
    const read = () => {
      reads += 1;
      return [reads, 2, 3];
    };
    expect(keptOrder(db, 'order', now, read)).toEqual([1, 2, 3]);
    expect(keptOrder(db, 'order', now + 1, read)).toEqual([1, 2, 3]);
    expect(keptOrder(db, 'other order', now, read)).toEqual([2, 2, 3]);
    clearCatalogCache(db);
    expect(keptOrder(db, 'order', now, read)).toEqual([3, 2, 3]);
    const boundary = pricesValidUntil(db, now);
    expect(boundary).toBeLessThan(Infinity);
    expect(keptOrder(db, 'order', boundary - 1, read)).toEqual([3, 2, 3]);
    expect(keptOrder(db, 'order', boundary, read)).toEqual([4, 2, 3]);
  });
});
