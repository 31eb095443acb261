/**
 * Recently viewed (spec §4, §9): front insertion, no duplicates, at most 10 per language, tolerant decoding, and
 * local storage kept in the spec's item form so lists saved by earlier releases still read.
 */
import { setPersistentEngine } from '@nanostores/persistent';
import { afterEach, describe, expect, it } from 'vitest';
import { toRecentlyViewedProduct } from '@/server/recently-viewed/recently-viewed-item.ts';
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
} from '@/stores/recently-viewed/recently-viewed-list.ts';

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
  variantQuery: null,
  options: [],
});

/** A variant of product `n` (a configurable product): the product's id, name and address, the variant's SKU and the rest. */
const variantOf = (n: number, color: number): RecentlyViewedProduct => ({
  ...product(n),
  sku: `SKU-${n}-${color}`,
  price: 200 + color,
  thumbnail: `/media/${n}-${color}.svg`,
  variantQuery: `color=${color}&capacity=82`,
  options: [
    { label: 'Colour', value: `Colour ${color}` },
    { label: 'Capacity', value: '256 GB' },
  ],
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
  variant_query: null,
  options: [],
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

  it('keeps one entry per product: the variant viewed last replaces another variant of it, at the front', () => {
    let lists = empty();
    for (const viewed of [variantOf(1, 51), product(2), variantOf(1, 52)]) lists = withViewedProduct(lists, 'en', viewed);
    expect(skus(lists.en)).toEqual(['SKU-1-52', 'SKU-2']);
    expect(lists.en[0]).toEqual(variantOf(1, 52));
  });

  it('stores under a versioned key, v2 since entries carry a variant', () => {
    expect(RECENTLY_VIEWED_KEY).toBe('recently_viewed_v2');
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

  it('reads a stored variant: its SKU, price, image, address query and options', () => {
    const saved =
      '{"ar":[{"id":4,"sku":"APPL-IP15-BLUE-256","name":"آيفون 15","url_key":"apple-iphone-15","price":1000,"special_price":900,' +
      '"special_from_date":"2026-01-01 00:00:00","special_to_date":"2027-01-01 00:00:00","thumbnail":"/media/blue.svg",' +
      '"variant_query":"color=51&capacity=82","options":[{"label":"اللون","value":"أزرق"},{"label":"السعة","value":"256 جيجابايت"}]}],"en":[]}';
    expect(decodeRecentlyViewed(saved).ar).toEqual([
      {
        id: 4,
        sku: 'APPL-IP15-BLUE-256',
        name: 'آيفون 15',
        urlKey: 'apple-iphone-15',
        price: 1000,
        specialPrice: 900,
        specialFrom: '2026-01-01 00:00:00',
        specialTo: '2027-01-01 00:00:00',
        thumbnail: '/media/blue.svg',
        variantQuery: 'color=51&capacity=82',
        options: [
          { label: 'اللون', value: 'أزرق' },
          { label: 'السعة', value: '256 جيجابايت' },
        ],
      },
    ]);
  });

  it('round-trips a variant in the stored names', () => {
    const lists = withViewedProduct(empty(), 'en', variantOf(3, 51));
    expect(JSON.parse(encodeRecentlyViewed(lists)).en[0]).toMatchObject({ sku: 'SKU-3-51', variant_query: 'color=51&capacity=82' });
    expect(decodeRecentlyViewed(encodeRecentlyViewed(lists))).toEqual(lists);
  });

  it('ignores an entry of the earlier shape (no variant fields) rather than misreading it', () => {
    const { variant_query: _query, options: _options, ...v1 } = storedItem(1);
    expect(decodeRecentlyViewed(JSON.stringify({ en: [v1, storedItem(2)] })).en).toEqual([product(2)]);
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

  it('hands a variant over whole, and refuses malformed options', () => {
    expect(decodeRecentlyViewedProduct(encodeRecentlyViewedProduct(variantOf(3, 51)))).toEqual(variantOf(3, 51));
    const stored = JSON.parse(encodeRecentlyViewedProduct(variantOf(3, 51)));
    expect(decodeRecentlyViewedProduct(JSON.stringify({ ...stored, options: [{ label: 'Colour' }] }))).toBeNull();
    expect(decodeRecentlyViewedProduct(JSON.stringify({ ...stored, options: 'Blue' }))).toBeNull();
    expect(decodeRecentlyViewedProduct(JSON.stringify({ ...stored, variant_query: 51 }))).toBeNull();
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
    expect(stored).toMatchObject({ price: 50, specialPrice: null, specialFrom: null, specialTo: null, variantQuery: null, options: [] });
  });

  it('records the variant on show: its SKU, price, sale, image, address query and options in the page\'s language', () => {
    const card = { id: 9, sku: 'IP15', name: 'آيفون 15', urlKey: 'apple-iphone-15', thumbnail: '/media/parent.svg', price: 3000, originalPrice: null, status: 1 as const };
    const options = [
      { code: 'color', label: 'اللون', values: [{ uid: 'c51', valueIndex: 51, label: 'أزرق', swatchColor: '#2f5d8a' }] },
      { code: 'capacity', label: 'السعة', values: [{ uid: 'k82', valueIndex: 82, label: '256 جيجابايت', swatchColor: null }] },
    ];
    const variant = {
      sku: 'IP15-BLUE-256',
      name: 'iPhone 15 Blue 256',
      choice: { capacity: 82, color: 51 },
      optionUids: ['c51', 'k82'],
      price: 3400,
      originalPrice: 3600,
      specialFrom: '2026-01-01 00:00:00',
      specialTo: null,
      status: 1 as const,
      onlyLeft: null,
      thumbnail: '/media/blue.svg',
      images: [],
    };
    expect(toRecentlyViewedProduct(card, { variant, options })).toEqual({
      id: 9,
      sku: 'IP15-BLUE-256',
      name: 'آيفون 15',
      urlKey: 'apple-iphone-15',
      price: 3600,
      specialPrice: 3400,
      specialFrom: '2026-01-01 00:00:00',
      specialTo: null,
      thumbnail: '/media/blue.svg',
      variantQuery: 'color=51&capacity=82',
      options: [
        { label: 'اللون', value: 'أزرق' },
        { label: 'السعة', value: '256 جيجابايت' },
      ],
    });
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
