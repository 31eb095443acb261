/**
 * Recently viewed (spec §4, §9): front insertion, no duplicates, at most 10 per language, tolerant decoding, and
 * local storage kept in the spec's item form so lists saved by earlier releases still read.
 */
import { setPersistentEngine } from '@nanostores/persistent';
import { afterEach, describe, expect, it } from 'vitest';
import { toRecentlyViewedProduct } from '@/server/catalog/recently-viewed-item.ts';
import {
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_LIMIT,
  decodeRecentlyViewed,
  decodeRecentlyViewedProduct,
  encodeRecentlyViewed,
  encodeRecentlyViewedProduct,
  recentlyViewed,
  recordProductView,
  withViewedProduct,
  type RecentlyViewedLists,
  type RecentlyViewedProduct,
} from '@/stores/recently-viewed.ts';

const product = (n: number): RecentlyViewedProduct => ({
  id: n,
  sku: `SKU-${n}`,
  name: `Product ${n}`,
  urlKey: `product-${n}`,
  price: 100 + n,
  specialPrice: null,
  specialFrom: null,
  specialTo: null,
  thumbnail: null,
});

/** The same product in the spec's stored form (spec §3 "Recently viewed item"). */
const storedItem = (n: number) => ({
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
    expect(decodeRecentlyViewed(encodeRecentlyViewed(lists))).toEqual(lists);
  });

  it('stores the spec\'s item fields, not the in-memory names', () => {
    const lists = withViewedProduct(empty(), 'en', { ...product(7), specialPrice: 90, specialFrom: '2026-01-01 00:00:00', specialTo: null });
    expect(JSON.parse(encodeRecentlyViewed(lists))).toEqual({
      ar: [],
      en: [{ ...storedItem(7), special_price: 90, special_from_date: '2026-01-01 00:00:00' }],
    });
  });

  it('reads a list saved by an earlier release under the same key', () => {
    const saved =
      '{"ar":[{"id":4,"sku":"APPL-1004","name":"آيفون","url_key":"iphone-15","price":1000,"special_price":900,' +
      '"special_from_date":"2026-01-01 00:00:00","special_to_date":"2027-01-01 00:00:00","thumbnail":"/media/p.svg"}],"en":[]}';
    expect(decodeRecentlyViewed(saved).ar).toEqual([
      {
        id: 4,
        sku: 'APPL-1004',
        name: 'آيفون',
        urlKey: 'iphone-15',
        price: 1000,
        specialPrice: 900,
        specialFrom: '2026-01-01 00:00:00',
        specialTo: '2027-01-01 00:00:00',
        thumbnail: '/media/p.svg',
      },
    ]);
  });

  it('drops malformed entries and unreadable text instead of failing', () => {
    expect(decodeRecentlyViewed('not json')).toEqual(empty());
    expect(decodeRecentlyViewed('[1,2]')).toEqual(empty());
    // An item already in the in-memory names is not the stored form: it is not misread.
    expect(decodeRecentlyViewed(JSON.stringify({ en: [product(2)] })).en).toEqual([]);
    const decoded = decodeRecentlyViewed(JSON.stringify({ en: [storedItem(1), { sku: 'x' }, null], ar: 'nope' }));
    expect(skus(decoded.en)).toEqual(['SKU-1']);
    expect(decoded.ar).toEqual([]);
  });
});

describe('decodeRecentlyViewedProduct (the page hands the viewed product over as JSON)', () => {
  it('accepts a complete item and refuses anything else', () => {
    expect(decodeRecentlyViewedProduct(encodeRecentlyViewedProduct(product(3)))).toEqual(product(3));
    expect(decodeRecentlyViewedProduct(JSON.stringify({ ...storedItem(3), url_key: '' }))).toBeNull();
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
      specialPrice: 900,
      specialFrom: '2026-01-01 00:00:00',
      specialTo: '2027-01-01 00:00:00',
      urlKey: 'phone',
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
    expect(stored).toMatchObject({ price: 50, specialPrice: null, specialFrom: null, specialTo: null });
  });
});

describe('the recentlyViewed store over local storage', () => {
  const noEvents = { addEventListener() {}, removeEventListener() {} };
  let unbind: (() => void) | undefined;
  afterEach(() => unbind?.());

  it('shows a shopper\'s saved list and writes it back in the spec\'s form', () => {
    const storage: Record<string, string> = {
      [RECENTLY_VIEWED_KEY]: JSON.stringify({ ar: [], en: [{ ...storedItem(1), special_price: 80, special_to_date: '2027-01-01 00:00:00' }] }),
    };
    setPersistentEngine(storage, noEvents);
    unbind = recentlyViewed.listen(() => {});
    expect(recentlyViewed.get().en).toEqual([{ ...product(1), specialPrice: 80, specialTo: '2027-01-01 00:00:00' }]);

    recordProductView('en', product(2));
    const written = JSON.parse(storage[RECENTLY_VIEWED_KEY] ?? 'null');
    expect(written.en.map((item: { sku: string }) => item.sku)).toEqual(['SKU-2', 'SKU-1']);
    expect(written.en[0]).toEqual(storedItem(2));
    expect(written.en[1]).toMatchObject({ url_key: 'product-1', special_price: 80, special_to_date: '2027-01-01 00:00:00' });
  });
});
