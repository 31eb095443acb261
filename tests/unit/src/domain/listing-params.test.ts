import { describe, expect, it } from 'vitest';
import {
  LISTING_PAGE_SIZE,
  isFiltered,
  isPageInRange,
  isRefined,
  parseListingParams,
  parsePageParam,
  parsePriceParam,
  refinementQuery,
  toProductQuery,
  type ListingParams,
} from '@/domain/listing-params.ts';

const parse = (query: string) => parseListingParams(new URLSearchParams(query));
const plain: ListingParams = { page: 1, sort: null, brandId: null, colorId: null, capacityId: null, price: null, inStock: false, specifications: {} };

describe('parseListingParams', () => {
  it('reads an empty query as the plain first page', () => {
    expect(parse('')).toEqual(plain);
  });

  it('reads sort, brand, colour, capacity, price, stock and page', () => {
    expect(parse('sort=price_desc&brand=12&color=51&capacity=82&price=100-500&in_stock=1&page=3')).toEqual({
      page: 3,
      sort: 'price_desc',
      brandId: 12,
      colorId: 51,
      capacityId: 82,
      price: { from: 100, to: 500 },
      inStock: true,
      specifications: {},
    });
    for (const sort of ['price_asc', 'price_desc', 'name', 'newest'] as const) {
      expect(parse(`sort=${sort}`)?.sort).toBe(sort);
    }
  });

  it('ignores a colour or capacity that is not an option id, and filters by one that is', () => {
    for (const bad of ['blue', '0', '-51', '51.0', '1234567890']) {
      expect(parse(`color=${bad}&capacity=${bad}`), bad).toMatchObject({ colorId: null, capacityId: null });
    }
    const params = parse('color=51&capacity=82')!;
    expect(isFiltered(params)).toBe(true);
    expect(refinementQuery(params)).toEqual({ color: '51', capacity: '82' });
    expect(toProductQuery(params)).toMatchObject({ colorId: 51, capacityId: 82 });
  });

  it('reads specification filters: option values and ascending ranges of the store\'s filterable codes only', () => {
    const params = parse('ram=94&screen_size=13_14&noise_cancelling=0&weight=171&processor=fast&charging_power=65_30')!;
    expect(params.specifications).toEqual({ ram: '94', screen_size: '13_14', noise_cancelling: '0' });
    expect(isFiltered(params)).toBe(true);
    expect(refinementQuery(params)).toEqual({ ram: '94', screen_size: '13_14', noise_cancelling: '0' });
    expect(toProductQuery(params).specifications).toEqual({ ram: '94', screen_size: '13_14', noise_cancelling: '0' });
    for (const bad of ['13-14', '14_13', '1e3_2e3', '13_14_15', '-1']) expect(parse(`screen_size=${bad}`)?.specifications, bad).toEqual({});
  });

  it('treats sort=relevance as the listing order (no sort)', () => {
    expect(parse('sort=relevance')?.sort).toBeNull();
  });

  it('ignores sort, brand, price and stock values that are not valid', () => {
    expect(parse('sort=price&brand=apple&price=cheap&in_stock=yes')).toEqual(plain);
    expect(parse('sort=&brand=&price=&in_stock=')).toEqual(plain);
    expect(parse('brand=0')?.brandId).toBeNull();
    expect(parse('brand=-4')?.brandId).toBeNull();
    expect(parse('brand=1.5')?.brandId).toBeNull();
    expect(parse('brand=99999999999')?.brandId).toBeNull();
    expect(parse('sort=<script>')?.sort).toBeNull();
  });

  it('uses the first value of a repeated parameter', () => {
    expect(parse('sort=name&sort=newest&brand=3&brand=4')).toMatchObject({ sort: 'name', brandId: 3 });
  });

  it('rejects a page that is not a page number (the route answers 404)', () => {
    for (const page of ['0', '-1', 'abc', '1.5', '99999999', '']) expect(parse(`page=${page}`)).toBeNull();
  });
});

describe('parsePriceParam', () => {
  it('accepts closed and open ranges, with - or the backend _ separator', () => {
    expect(parsePriceParam('100-500')).toEqual({ from: 100, to: 500 });
    expect(parsePriceParam('1000_2000')).toEqual({ from: 1000, to: 2000 });
    expect(parsePriceParam('100-')).toEqual({ from: 100, to: null });
    expect(parsePriceParam('-500')).toEqual({ from: null, to: 500 });
    expect(parsePriceParam('0-99.5')).toEqual({ from: 0, to: 99.5 });
  });

  it('ignores reversed, empty, negative, huge and malformed ranges', () => {
    for (const raw of ['500-100', '100-100', '-', '', '100', '1e3-2e3', '-5-10', '100-500-900', 'a-b', '1-99999999', ' ']) {
      expect(parsePriceParam(raw), raw).toBeNull();
    }
    expect(parsePriceParam(null)).toBeNull();
  });
});

describe('refinements', () => {
  it('tells sorted or filtered variants from the plain listing', () => {
    expect(isRefined(plain)).toBe(false);
    expect(isRefined({ ...plain, page: 4 })).toBe(false);
    expect(isRefined({ ...plain, sort: 'name' })).toBe(true);
    expect(isFiltered({ ...plain, sort: 'name' })).toBe(false);
    expect(isFiltered({ ...plain, inStock: true })).toBe(true);
    expect(isFiltered({ ...plain, brandId: 2 })).toBe(true);
    expect(isFiltered({ ...plain, price: { from: null, to: 50 } })).toBe(true);
  });

  it('writes the sort and filters back as a query, without page', () => {
    expect(refinementQuery(plain)).toEqual({});
    expect(
      refinementQuery({ page: 5, sort: 'newest', brandId: 7, colorId: null, capacityId: null, price: { from: 1000, to: null }, inStock: true, specifications: {} }),
    ).toEqual({ sort: 'newest', brand: '7', price: '1000-', in_stock: '1' });
    // Round trip: what is written parses back to the same state.
    const state: ListingParams = { page: 1, sort: 'price_asc', brandId: 3, colorId: null, capacityId: null, price: { from: 10, to: 20.5 }, inStock: true, specifications: {} };
    expect(parseListingParams(new URLSearchParams(refinementQuery(state)))).toEqual(state);
  });
});

describe('toProductQuery', () => {
  it('maps the state to the commerce query, price ranges half-open', () => {
    expect(toProductQuery(plain)).toEqual({ page: 1, pageSize: LISTING_PAGE_SIZE });
    expect(
      toProductQuery({ page: 2, sort: 'name', brandId: 9, colorId: null, capacityId: null, price: { from: 1000, to: 2000 }, inStock: true, specifications: {} }),
    ).toEqual({ page: 2, pageSize: LISTING_PAGE_SIZE, sort: 'name', brandId: 9, priceFrom: 1000, priceTo: 1999.99, inStock: true });
    expect(toProductQuery({ ...plain, price: { from: 0, to: null } })).toEqual({ page: 1, pageSize: LISTING_PAGE_SIZE, priceFrom: 0 });
  });
});

describe('parsePageParam', () => {
  it('defaults to page 1 when absent', () => {
    expect(parsePageParam(null)).toBe(1);
  });

  it('accepts plain page numbers', () => {
    expect(parsePageParam('1')).toBe(1);
    expect(parsePageParam('42')).toBe(42);
    expect(parsePageParam('10000')).toBe(10_000);
  });

  it.each(['', 'abc', '0', '-1', '1.5', '01', ' 2', '2abc', '1e3', '10001', '99999999999999999999'])(
    'rejects %j',
    (raw) => {
      expect(parsePageParam(raw)).toBeNull();
    },
  );
});

describe('isPageInRange', () => {
  it('always has a page 1, even for an empty listing', () => {
    expect(isPageInRange(1, 0)).toBe(true);
  });

  it('rejects pages past the last one', () => {
    expect(isPageInRange(3, 3)).toBe(true);
    expect(isPageInRange(4, 3)).toBe(false);
  });
});
