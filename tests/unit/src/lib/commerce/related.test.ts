/** Related products: the product's own kind of category, the product itself left out, at most 8. */
import { describe, expect, it } from 'vitest';
import { RELATED_PRODUCTS_LIMIT, primaryCategory, type ProductCard } from '@/lib/commerce/index.ts';
import { selectRelated } from '@/lib/commerce/related.ts';
import { productCard } from '../../../../helpers/product-card.ts';

const card = (sku: string): ProductCard => productCard(sku, { id: Number(sku.replace(/\D/g, '')) || 1 });

describe('selectRelated', () => {
  it('leaves out the product itself and keeps the listed order', () => {
    const candidates = ['A-1', 'A-2', 'A-3', 'A-4'].map(card);
    expect(selectRelated(candidates, 'A-2').map((p) => p.sku)).toEqual(['A-1', 'A-3', 'A-4']);
  });

  it('returns at most 8 products', () => {
    const candidates = Array.from({ length: 12 }, (_, index) => card(`A-${index + 1}`));
    expect(RELATED_PRODUCTS_LIMIT).toBe(8);
    expect(selectRelated(candidates, 'A-1').map((p) => p.sku)).toEqual(['A-2', 'A-3', 'A-4', 'A-5', 'A-6', 'A-7', 'A-8', 'A-9']);
    expect(selectRelated(candidates, 'none')).toHaveLength(8);
  });

  it('drops repeated products and copes with none', () => {
    expect(selectRelated(['A-1', 'A-2', 'A-1'].map(card), 'X').map((p) => p.sku)).toEqual(['A-1', 'A-2']);
    expect(selectRelated([], 'A-1')).toEqual([]);
    expect(selectRelated([card('A-1')], 'A-1')).toEqual([]);
  });
});

describe('primaryCategory', () => {
  const phones = { id: 3, name: 'Mobile Phones', urlKey: 'mobile-phones' };
  const all = { id: 17, name: 'All Products', urlKey: 'browse-all-products' };
  const deals = { id: 19, name: 'Hot Deals', urlKey: 'hot-deals' };
  const ecards = { id: 18, name: 'E-cards', urlKey: 'e-cards' };
  const playstation = { id: 24, name: 'PlayStation', urlKey: 'playstation-cards' };

  it('skips the all-products and hot-deals groups', () => {
    expect(primaryCategory([all, phones, deals])).toEqual(phones);
    expect(primaryCategory([deals, all, { id: 20, name: 'Headphones', urlKey: 'headphones' }])?.id).toBe(20);
  });

  it('prefers the gift-card family over the e-cards parent', () => {
    expect(primaryCategory([all, ecards, playstation])).toEqual(playstation);
    expect(primaryCategory([all, ecards])).toEqual(ecards);
  });

  it('is null when the product is only in promotional groups', () => {
    expect(primaryCategory([all, deals])).toBeNull();
    expect(primaryCategory([])).toBeNull();
  });
});
