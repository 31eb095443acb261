/**
 * The same-day delivery note (7:30 PM Asia/Qatar cutoff, UTC+3 all year) and the product page's cache cap: a
 * cached page must never still be served once the note it shows has changed.
 */
import { describe, expect, it } from 'vitest';
import { capCacheLifetime, productPageCacheLifetime } from '@/server/cache/product-page-cache.ts';
import { sameDayDelivery } from '@/domain/same-day-delivery.ts';
import { CATALOGUE_CACHE } from '@/server/cache/cache-policy.ts';

/** A moment given as Qatar wall-clock time on 10 March 2025 (Qatar = UTC+3). */
const qatar = (time: string) => new Date(`2025-03-10T${time}+03:00`);

describe('sameDayDelivery', () => {
  it('counts down to the cutoff before 7:30 PM', () => {
    expect(sameDayDelivery(qatar('17:10:00'))).toEqual({
      kind: 'today',
      hours: 2,
      minutes: 20,
      cutoffAt: qatar('19:30:00').getTime(),
      secondsUntilChange: 2 * 3600 + 20 * 60,
    });
  });

  it('rounds a part-minute up, so the last seconds still read "1 min"', () => {
    expect(sameDayDelivery(qatar('19:29:30'))).toMatchObject({ kind: 'today', hours: 0, minutes: 1, secondsUntilChange: 30 });
    expect(sameDayDelivery(qatar('17:29:59'))).toMatchObject({ hours: 2, minutes: 1 });
  });

  it('counts from Qatar midnight, whatever the server zone', () => {
    expect(sameDayDelivery(new Date('2025-03-09T21:00:00Z'))).toMatchObject({ kind: 'today', hours: 19, minutes: 30 });
  });

  it('promises tomorrow from exactly 7:30 PM', () => {
    expect(sameDayDelivery(qatar('19:30:00'))).toEqual({ kind: 'tomorrow', secondsUntilChange: 4.5 * 3600 });
  });

  it('promises tomorrow after the cutoff, until Qatar midnight', () => {
    expect(sameDayDelivery(qatar('23:59:00'))).toEqual({ kind: 'tomorrow', secondsUntilChange: 60 });
    expect(sameDayDelivery(qatar('00:00:00'))).toMatchObject({ kind: 'today', hours: 19, minutes: 30 });
  });
});

describe('capCacheLifetime', () => {
  it('keeps a lifetime that ends before the limit', () => {
    expect(capCacheLifetime({ maxAge: 300, swr: 3600 }, 10_000)).toEqual({ maxAge: 300, swr: 3600 });
  });

  it('shortens stale-while-revalidate first, then the fresh period', () => {
    expect(capCacheLifetime({ maxAge: 300, swr: 3600 }, 1000)).toEqual({ maxAge: 300, swr: 700 });
    expect(capCacheLifetime({ maxAge: 300, swr: 3600 }, 90)).toEqual({ maxAge: 90, swr: 0 });
    expect(capCacheLifetime({ maxAge: 300, swr: 3600 }, 0)).toEqual({ maxAge: 0, swr: 0 });
  });
});

describe('productPageCacheLifetime around the cutoff', () => {
  const noSale = [{ specialFrom: null, specialTo: null }];
  const lifetimeEnd = ({ maxAge, swr }: { maxAge: number; swr: number }) => maxAge + swr;

  it('is the normal catalogue lifetime when the cutoff is hours away', () => {
    expect(productPageCacheLifetime(noSale, qatar('09:00:00'))).toEqual(CATALOGUE_CACHE);
  });

  it('never lasts past 7:30 PM when rendered before it', () => {
    const lifetime = productPageCacheLifetime(noSale, qatar('19:00:00'));
    expect(lifetime).toEqual({ maxAge: 300, swr: 1500 });
    expect(lifetimeEnd(lifetime)).toBe(30 * 60);
    expect(productPageCacheLifetime(noSale, qatar('19:28:30'))).toEqual({ maxAge: 90, swr: 0 });
  });

  it('starts a fresh lifetime exactly at the cutoff (the note now says tomorrow until midnight)', () => {
    expect(productPageCacheLifetime(noSale, qatar('19:30:00'))).toEqual(CATALOGUE_CACHE);
  });

  it('never lasts past midnight when rendered after the cutoff', () => {
    expect(productPageCacheLifetime(noSale, qatar('23:50:00'))).toEqual({ maxAge: 300, swr: 300 });
  });

  it('also ends at a sale boundary that comes before the cutoff', () => {
    // Sale ends 10:02 Qatar time (07:02 UTC): 120 s after a 10:00 render.
    const sale = [{ specialFrom: '2025-03-01 00:00:00', specialTo: '2025-03-10 07:02:00' }];
    expect(productPageCacheLifetime(sale, qatar('10:00:00'))).toEqual({ maxAge: 120, swr: 0 });
  });
});
