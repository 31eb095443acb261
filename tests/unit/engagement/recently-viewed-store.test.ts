/** Recently viewed (spec §4, §9): front insertion, no duplicates, at most 10 per language, tolerant decoding. */
import { describe, expect, it } from 'vitest';
import { toRecentlyViewedProduct } from '../../../src/components/engagement/recently-viewed-item.ts';
import {
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_LIMIT,
  decodeRecentlyViewed,
  decodeRecentlyViewedProduct,
  withViewedProduct,
  type RecentlyViewedLists,
  type RecentlyViewedProduct,
} from '../../../src/stores/recently-viewed.ts';

const product = (n: number): RecentlyViewedProduct => ({
  id: n,
  sku: `SKU-${n}`,
  name: `Product ${n}`,
  url_key: `product-${n}`,
  price: 100 + n,
  special_price: null,
  special_from_date: null,
  special_to_date: null,
  thumbnail: null,
});

const empty = (): RecentlyViewedLists => ({ ar: [], en: [] });
const skus = (items: RecentlyViewedProduct[]) => items.map((item) => item.sku);

describe('withViewedProduct', () => {
  it('puts a newly viewed product at the front', () => {
    const lists = withViewedProduct(withViewedProduct(empty(), 'en', product(1)), 'en', product(2));
    expect(skus(lists.en)).toEqual(['SKU-2', 'SKU-1']);
  });

  it('moves a product viewed again to the front without duplicating it', () => {
    let lists = empty();
    for (const n of [1, 2, 3, 2]) lists = withViewedProduct(lists, 'en', product(n));
    expect(skus(lists.en)).toEqual(['SKU-2', 'SKU-3', 'SKU-1']);
  });

  it('keeps at most 10 per language, dropping the oldest', () => {
    let lists = empty();
    for (let n = 1; n <= 12; n++) lists = withViewedProduct(lists, 'ar', product(n));
    expect(lists.ar).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(lists.ar[0]?.sku).toBe('SKU-12');
    expect(lists.ar.at(-1)?.sku).toBe('SKU-3');
  });

  it('keeps each language separate', () => {
    let lists = empty();
    for (let n = 1; n <= 10; n++) lists = withViewedProduct(lists, 'ar', product(n));
    lists = withViewedProduct(lists, 'en', product(99));
    expect(lists.ar).toHaveLength(10);
    expect(skus(lists.en)).toEqual(['SKU-99']);
  });

  it('stores under a versioned key', () => {
    expect(RECENTLY_VIEWED_KEY).toMatch(/_v\d+$/);
  });
});

describe('decodeRecentlyViewed', () => {
  it('round-trips what the store encodes', () => {
    const lists = withViewedProduct(empty(), 'ar', product(5));
    expect(decodeRecentlyViewed(JSON.stringify(lists))).toEqual(lists);
  });

  it('drops malformed entries and unreadable text instead of failing', () => {
    expect(decodeRecentlyViewed('not json')).toEqual(empty());
    expect(decodeRecentlyViewed('[1,2]')).toEqual(empty());
    const decoded = decodeRecentlyViewed(JSON.stringify({ en: [product(1), { sku: 'x' }, null], ar: 'nope' }));
    expect(skus(decoded.en)).toEqual(['SKU-1']);
    expect(decoded.ar).toEqual([]);
  });
});

describe('decodeRecentlyViewedProduct (the page hands the viewed product over as JSON)', () => {
  it('accepts a complete item and refuses anything else', () => {
    expect(decodeRecentlyViewedProduct(JSON.stringify(product(3)))).toEqual(product(3));
    expect(decodeRecentlyViewedProduct(JSON.stringify({ ...product(3), url_key: '' }))).toBeNull();
    expect(decodeRecentlyViewedProduct('{')).toBeNull();
  });
});

describe('toRecentlyViewedProduct', () => {
  it('keeps the regular price and the special price with its window while on sale', () => {
    const stored = toRecentlyViewedProduct({
      id: 4,
      sku: 'APPL-1004',
      name: 'Phone',
      urlKey: 'phone',
      thumbnail: '/media/p.svg',
      price: 900,
      originalPrice: 1000,
      status: 1,
      specialFrom: '2026-01-01 00:00:00',
      specialTo: '2027-01-01 00:00:00',
    });
    expect(stored).toMatchObject({
      price: 1000,
      special_price: 900,
      special_from_date: '2026-01-01 00:00:00',
      special_to_date: '2027-01-01 00:00:00',
      url_key: 'phone',
    });
  });

  it('has no special price when the product is not on sale', () => {
    const stored = toRecentlyViewedProduct({
      id: 1,
      sku: 'A',
      name: 'A',
      urlKey: 'a',
      thumbnail: null,
      price: 50,
      originalPrice: null,
      status: 1,
    });
    expect(stored).toMatchObject({ price: 50, special_price: null, special_from_date: null, special_to_date: null });
  });
});
