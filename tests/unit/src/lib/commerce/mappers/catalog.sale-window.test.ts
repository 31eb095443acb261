import { describe, expect, it } from 'vitest';
import { cacheLifetimeFor } from '@/server/cache/cache-policy.ts';
import { toProductCard } from '@/lib/commerce/mappers/catalog.ts';
import { productCardSchema } from '@/lib/commerce/schemas/catalog.ts';

function raw(overrides: Record<string, unknown>) {
  return productCardSchema.parse({
    id: 4,
    sku: 'APPL-1004',
    name: 'Phone',
    url_key: 'phone',
    type_id: 'simple',
    stock_status: 'IN_STOCK',
    special_price: null,
    special_from_date: null,
    special_to_date: null,
    thumbnail: null,
    image: null,
    price_range: { minimum_price: { regular_price: { value: 100, currency: 'QAR' }, final_price: { value: 100, currency: 'QAR' } } },
    ...overrides,
  });
}

describe('product cards carry their sale window for cache lifetimes', () => {
  it('keeps special_from_date and special_to_date', () => {
    const card = toProductCard(raw({ special_price: 80, special_from_date: '2025-03-01 00:00:00', special_to_date: '2025-03-31 00:00:00' }));
    expect(card).toMatchObject({ specialFrom: '2025-03-01 00:00:00', specialTo: '2025-03-31 00:00:00' });
    // A listing page holding this card expires when the sale starts.
    expect(cacheLifetimeFor([card!], new Date('2025-02-28T23:59:00Z'))).toEqual({ maxAge: 60, swr: 0 });
  });

  it('has no window when the product has none', () => {
    const card = toProductCard(raw({ special_from_date: null }));
    expect(card?.specialFrom).toBeUndefined();
    expect(card?.specialTo).toBeUndefined();
  });
});
