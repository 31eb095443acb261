/**
 * Related products against the embedded backend (fresh seeded database): other products of the product's own
 * category, never the product itself, at most 8, and a gift card relates to values of its own family.
 */
import { describe, expect, it } from 'vitest';
import { commerceFor } from '../../helpers/commerce-client.ts';
import { RELATED_PRODUCTS_LIMIT, primaryCategory } from '@/lib/commerce/index.ts';
import { useCommerceBackend } from '../../helpers/backend.ts';

useCommerceBackend();

async function productIn(categoryUrlKey: string, search = '') {
  const { items } = await commerceFor('en').listProducts({ search, page: 1, pageSize: 100 });
  for (const item of items) {
    const detail = await commerceFor('en').getProduct(item.urlKey);
    if (detail?.categories.some((category) => category.urlKey === categoryUrlKey)) return detail;
  }
  throw new Error(`no product in ${categoryUrlKey} among the first 100`);
}

describe('getRelatedProducts', () => {
  it('returns up to 8 other products of the same category', async () => {
    // Phones are configurable products, seeded after the simple ones: look for one among the phones a search finds.
    const phone = await productIn('mobile-phones', 'phone');
    const related = await commerceFor('en').getRelatedProducts(phone);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(RELATED_PRODUCTS_LIMIT);
    expect(related.map((p) => p.sku)).not.toContain(phone.sku);
    const phones = await commerceFor('en').listProducts({ categoryId: primaryCategory(phone.categories)!.id, page: 1, pageSize: 100 });
    const phoneSkus = new Set(phones.items.map((p) => p.sku));
    for (const product of related) expect(phoneSkus.has(product.sku)).toBe(true);
  });

  it('relates a gift card to the other values of its family', async () => {
    const ecards = await commerceFor('en').listProducts({ categoryId: 18, page: 1, pageSize: 1 });
    const card = await commerceFor('en').getProduct(ecards.items[0]!.urlKey);
    const family = primaryCategory(card!.categories)!;
    expect(family.id).not.toBe(18);
    const values = await commerceFor('en').listProducts({ categoryId: family.id, page: 1, pageSize: 100 });
    const related = await commerceFor('en').getRelatedProducts(card!);
    expect(related.map((p) => p.sku).sort()).toEqual(
      values.items.map((p) => p.sku).filter((sku) => sku !== card!.sku).slice(0, RELATED_PRODUCTS_LIMIT).sort(),
    );
  });
});
