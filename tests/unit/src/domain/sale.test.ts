import { describe, expect, it } from 'vitest';
import { effectivePrice, isSaleActive, parseMagentoDate, salePercentOff } from '@/domain/sale.ts';

const product = {
  price: 1000,
  specialPrice: 800,
  specialFrom: '2025-03-01 00:00:00',
  specialTo: '2025-03-31 00:00:00',
};

describe('sale price rule (strictly between from and to)', () => {
  it('does not apply before the window', () => {
    const now = new Date('2025-02-28T23:59:59Z');
    expect(isSaleActive(product, now)).toBe(false);
    expect(effectivePrice(product, now)).toBe(1000);
  });

  it('applies inside the window', () => {
    const now = new Date('2025-03-15T12:00:00Z');
    expect(isSaleActive(product, now)).toBe(true);
    expect(effectivePrice(product, now)).toBe(800);
  });

  it('does not apply after the window', () => {
    expect(isSaleActive(product, new Date('2025-04-01T00:00:00Z'))).toBe(false);
  });

  it('does not apply at the exact start or end instant', () => {
    expect(isSaleActive(product, new Date('2025-03-01T00:00:00Z'))).toBe(false);
    expect(isSaleActive(product, new Date('2025-03-31T00:00:00Z'))).toBe(false);
    expect(isSaleActive(product, new Date('2025-03-01T00:00:00.001Z'))).toBe(true);
    expect(isSaleActive(product, new Date('2025-03-30T23:59:59.999Z'))).toBe(true);
  });

  it('needs both dates and a special price below the price', () => {
    const now = new Date('2025-03-15T12:00:00Z');
    expect(isSaleActive({ ...product, specialFrom: null }, now)).toBe(false);
    expect(isSaleActive({ ...product, specialTo: undefined }, now)).toBe(false);
    expect(isSaleActive({ ...product, specialPrice: null }, now)).toBe(false);
    expect(isSaleActive({ ...product, specialPrice: 1000 }, now)).toBe(false);
    expect(isSaleActive({ ...product, specialPrice: 1200 }, now)).toBe(false);
  });

  it('reads Magento dates as UTC and accepts ISO dates', () => {
    expect(parseMagentoDate('2025-03-01 10:20:30')).toBe(Date.UTC(2025, 2, 1, 10, 20, 30));
    expect(parseMagentoDate('2025-03-01')).toBe(Date.UTC(2025, 2, 1));
    expect(parseMagentoDate('2025-03-01T10:20:30+03:00')).toBe(Date.UTC(2025, 2, 1, 7, 20, 30));
    expect(parseMagentoDate('not a date')).toBeNull();
    expect(parseMagentoDate('')).toBeNull();
  });
});

describe('the saving a sale card shows', () => {
  it('is the whole percentage off the regular price, at least 1 while there is a saving', () => {
    expect(salePercentOff(850, 1000)).toBe(15);
    expect(salePercentOff(3299, 3699)).toBe(11);
    expect(salePercentOff(999.5, 1000)).toBe(1);
  });

  it('is none without a higher regular price', () => {
    expect(salePercentOff(1000, null)).toBeNull();
    expect(salePercentOff(1000, 1000)).toBeNull();
    expect(salePercentOff(1000, 900)).toBeNull();
  });
});
