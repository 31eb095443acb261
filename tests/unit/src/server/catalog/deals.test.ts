import { describe, expect, it } from 'vitest';
import { isOnSale, paginate } from '@/server/catalog/deals.ts';
import type { ProductCard } from '@/lib/commerce/index.ts';

const card = (price: number, originalPrice: number | null): ProductCard => ({
  id: 1,
  sku: 'SKU',
  name: 'Phone',
  urlKey: 'phone',
  thumbnail: null,
  price,
  originalPrice,
  status: 1,
});

describe('isOnSale', () => {
  it('is true only when the regular price is higher than the price paid', () => {
    expect(isOnSale(card(90, 100))).toBe(true);
    expect(isOnSale(card(100, null))).toBe(false);
    expect(isOnSale(card(100, 100))).toBe(false);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 50 }, (_, i) => i + 1);

  it('slices one page and reports totals', () => {
    expect(paginate(items, 2, 24)).toEqual({ items: items.slice(24, 48), total: 50, page: 2, totalPages: 3 });
    expect(paginate(items, 3, 24).items).toEqual([49, 50]);
  });

  it('has no pages for an empty list', () => {
    expect(paginate([], 1, 24)).toEqual({ items: [], total: 0, page: 1, totalPages: 0 });
  });
});
