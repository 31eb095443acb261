/**
 * A product's related products on a shelf of their own (src/server/catalog/related-shelf.ts): the place-holder's link
 * to the listing of the product's kind and its shelf's address, and the shelf's loader: bounded input, a 404 for no
 * such product, its cache tags (the category's, the product's, each related product's and the shell's).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommerceClient } from '@/lib/commerce/index.ts';
import { ECARDS_CATEGORY_ID } from '@/domain/menu-rules.ts';
import { loadRelatedShelf, relatedShelfPath, relatedShelfPlace } from '@/server/catalog/related-shelf.ts';
import { productCard } from '../../../../helpers/product-card.ts';

const now = new Date('2026-11-23T10:00:00Z');
const phones = { id: 12, name: 'الهواتف', urlKey: 'phones' };
const allProducts = { id: 2, name: 'كل المنتجات', urlKey: 'all-products' };
const phone = { sku: 'APPL-1001', urlKey: 'iphone-15', categories: [allProducts, phones], specialFrom: null, specialTo: null };

const commerce = { locale: 'ar', getProduct: vi.fn(), getRelatedProducts: vi.fn() };
const load = (slug: string | undefined) => loadRelatedShelf(commerce as unknown as CommerceClient, slug, now);

describe("a product's related products' shelf", () => {
  beforeEach(() => {
    commerce.getProduct.mockReset();
    commerce.getRelatedProducts.mockReset();
  });

  it('lives under the product’s address, and its place-holder leads to the listing of the product’s kind', () => {
    expect(relatedShelfPath('en', 'iphone-15')).toBe('/en/products/iphone-15/related');
    expect(relatedShelfPath('ar', 'آيفون 15')).toBe(`/ar/products/${encodeURIComponent('آيفون 15')}/related`);
    expect(relatedShelfPlace(phone, 'ar')).toEqual({
      more: { label: 'الهواتف', href: '/ar/categories/phones' },
      src: '/ar/products/iphone-15/related',
    });
    // An e-card leads to its family, under the e-cards.
    const family = { id: 90, name: 'PlayStation', urlKey: 'playstation' };
    const card = { urlKey: 'psn-50', categories: [{ id: ECARDS_CATEGORY_ID, name: 'E-cards', urlKey: 'ecards' }, family] };
    expect(relatedShelfPlace(card, 'en')?.more).toEqual({ label: 'PlayStation', href: '/en/ecards/playstation' });
    // A product in promotional groups only has nothing to relate it to.
    expect(relatedShelfPlace({ urlKey: 'x', categories: [allProducts] }, 'en')).toBeNull();
  });

  it('answers no shelf (404) for a slug that cannot be a url key, asking the backend nothing, or for no such product', async () => {
    for (const slug of [undefined, '', '../etc', 'a b', '<script>', 'x'.repeat(300)]) expect(await load(slug), String(slug).slice(0, 20)).toBeNull();
    expect(commerce.getProduct).not.toHaveBeenCalled();
    commerce.getProduct.mockResolvedValue(null);
    expect(await load('no-such-product')).toBeNull();
    expect(commerce.getRelatedProducts).not.toHaveBeenCalled();
  });

  it('shows the related products, cached on the category, the product, each related product and the shell', async () => {
    commerce.getProduct.mockResolvedValue(phone);
    commerce.getRelatedProducts.mockResolvedValue([productCard('APPL-1002'), productCard('SAMS-1021')]);
    const loaded = await load('iphone-15');
    expect(commerce.getProduct).toHaveBeenCalledWith('iphone-15');
    expect(loaded?.view).toEqual({
      products: [productCard('APPL-1002'), productCard('SAMS-1021')],
      more: { label: 'الهواتف', href: '/ar/categories/phones' },
    });
    if (!loaded?.cache) throw new Error('the shelf was not cached');
    expect([...loaded.cache.tags].sort()).toEqual(['category:12', 'config', 'menu', 'product:APPL-1001', 'product:APPL-1002', 'product:SAMS-1021']);
    expect(loaded.cache.maxAge).toBeGreaterThan(0);
  });

  it('is empty for a product in no category of its kind, cached on the product’s tag', async () => {
    commerce.getProduct.mockResolvedValue({ ...phone, categories: [allProducts] });
    const loaded = await load('iphone-15');
    expect(loaded?.view).toEqual({ products: [], more: null });
    expect(commerce.getRelatedProducts).not.toHaveBeenCalled();
    expect(loaded?.cache && [...loaded.cache.tags].sort()).toEqual(['config', 'menu', 'product:APPL-1001']);
  });
});
