import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_CACHE,
  cacheLifetimeFor,
  catalogueCacheOptions,
  nextSaleBoundary,
  productTags,
} from '@/server/cache/cache-policy.ts';

const base = { maxAge: 300, swr: 3600 };
const sale = { specialFrom: '2025-03-01 00:00:00', specialTo: '2025-03-31 00:00:00' };
const at = (iso: string) => new Date(iso);

describe('cacheLifetimeFor: the cached lifetime never crosses a sale boundary', () => {
  it('keeps the base lifetime when no product has a sale window', () => {
    expect(cacheLifetimeFor([], at('2025-03-15T00:00:00Z'), base)).toEqual(base);
    expect(cacheLifetimeFor([{ specialFrom: null, specialTo: null }, {}], at('2025-03-15T00:00:00Z'), base)).toEqual(base);
  });

  it('defaults to the catalogue preset', () => {
    expect(cacheLifetimeFor([], at('2025-03-15T00:00:00Z'))).toEqual({ ...CATALOGUE_CACHE });
  });

  it('before the sale starts: expires, stale copies included, by the start', () => {
    // 90 s before the start: fresh for at most 90 s and never served stale past it.
    expect(cacheLifetimeFor([sale], at('2025-02-28T23:58:30Z'), base)).toEqual({ maxAge: 90, swr: 0 });
    // 400 s before: full fresh period, stale period trimmed to the remaining 100 s.
    expect(cacheLifetimeFor([sale], at('2025-02-28T23:53:20Z'), base)).toEqual({ maxAge: 300, swr: 100 });
  });

  it('inside the sale: bounded by its end', () => {
    expect(cacheLifetimeFor([sale], at('2025-03-30T23:59:00Z'), base)).toEqual({ maxAge: 60, swr: 0 });
    // Far from the end: the base lifetime fits.
    expect(cacheLifetimeFor([sale], at('2025-03-15T00:00:00Z'), base)).toEqual(base);
  });

  it('after the sale ended: past boundaries do not matter', () => {
    expect(cacheLifetimeFor([sale], at('2025-03-31T00:00:01Z'), base)).toEqual(base);
  });

  it('exactly at a boundary: not cached (the price changes right after this instant)', () => {
    expect(cacheLifetimeFor([sale], at('2025-03-01T00:00:00Z'), base)).toEqual({ maxAge: 0, swr: 0 });
    expect(cacheLifetimeFor([sale], at('2025-03-31T00:00:00Z'), base)).toEqual({ maxAge: 0, swr: 0 });
  });

  it('rounds down: a boundary half a second away is not cached', () => {
    expect(cacheLifetimeFor([sale], at('2025-02-28T23:59:59.500Z'), base)).toEqual({ maxAge: 0, swr: 0 });
  });

  it('with many products, the earliest future boundary of any of them wins', () => {
    const now = at('2025-03-10T12:00:00Z');
    const products = [
      sale,
      { specialFrom: '2025-03-10 12:10:00', specialTo: '2025-03-20 00:00:00' },
      { specialFrom: '2025-01-01 00:00:00', specialTo: '2025-03-10 12:02:00' },
      { specialFrom: '2025-03-10 11:00:00', specialTo: null },
      { specialFrom: 'not a date', specialTo: '' },
    ];
    expect(nextSaleBoundary(products, now)).toBe(Date.parse('2025-03-10T12:02:00Z'));
    expect(cacheLifetimeFor(products, now, base)).toEqual({ maxAge: 120, swr: 0 });
  });

  it('accepts ISO and date-only Magento dates', () => {
    expect(cacheLifetimeFor([{ specialTo: '2025-03-02' }], at('2025-03-01T23:59:00Z'), base)).toEqual({ maxAge: 60, swr: 0 });
    expect(cacheLifetimeFor([{ specialFrom: '2025-03-01T00:10:00Z' }], at('2025-03-01T00:00:00Z'), base)).toEqual({
      maxAge: 300,
      swr: 300,
    });
  });

  it('never lengthens a shorter base lifetime', () => {
    expect(cacheLifetimeFor([sale], at('2025-02-28T23:00:00Z'), { maxAge: 60, swr: 30 })).toEqual({ maxAge: 60, swr: 30 });
  });
});

describe('productTags', () => {
  it('tags each distinct product once, all of them (the route cache has no header to fit)', () => {
    expect(productTags([{ sku: 'A' }, { sku: 'B' }, { sku: 'A' }])).toEqual(['product:A', 'product:B']);
    const many = Array.from({ length: 1000 }, (_, index) => ({ sku: `S${index}` }));
    expect(productTags(many)).toHaveLength(1000);
  });

  it('leaves out a SKU that cannot be a tag (a space, a comma, non-ASCII)', () => {
    expect(productTags([{ sku: 'A B' }, { sku: 'A,B' }, { sku: 'ماك' }, { sku: 'OK-1' }])).toEqual(['product:OK-1']);
  });
});

describe('catalogueCacheOptions', () => {
  it('combines the bounded lifetime, the page tags and the product tags', () => {
    const now = at('2025-02-28T23:58:30Z');
    expect(catalogueCacheOptions([{ sku: 'A', ...sale }, { sku: 'B' }], ['category:4'], now)).toEqual({
      maxAge: 90,
      swr: 0,
      tags: ['category:4', 'product:A', 'product:B'],
    });
  });

  it('bounds the lifetime by every candidate product while tagging only the shown ones', () => {
    const now = at('2025-02-28T23:58:30Z');
    const upcoming = { sku: 'SOON', ...sale };
    const shown = [{ sku: 'NOW' }];
    expect(catalogueCacheOptions([upcoming, ...shown], ['listing:deals'], now, shown)).toEqual({
      maxAge: 90,
      swr: 0,
      tags: ['listing:deals', 'product:NOW'],
    });
  });
});
