import { describe, expect, it } from 'vitest';
import type { BrandView } from '../../../../../../src/lib/commerce/index.ts';
import { toAggregation, toMenuCategory, toProductCard, toProductDetail } from '../../../../../../src/lib/commerce/mappers/catalog.ts';
import {
  categorySchema,
  productCardSchema,
  productDetailSchema,
  type RawProductCard,
} from '../../../../../../src/lib/commerce/schemas/catalog.ts';
import { priceRange } from '../../../../../helpers/magento-prices.ts';

function rawProduct(overrides: Partial<RawProductCard> = {}): RawProductCard {
  return productCardSchema.parse({
    id: 7,
    sku: 'IPH-15',
    name: 'iPhone 15',
    url_key: 'iphone-15',
    type_id: 'simple',
    stock_status: 'IN_STOCK',
    special_price: null,
    special_from_date: null,
    special_to_date: null,
    thumbnail: { url: 'http://127.0.0.1:4000/media/catalog/product/i/p/iphone.svg', label: 'iPhone' },
    image: { url: 'http://127.0.0.1:4000/media/catalog/product/i/p/iphone-big.svg', label: 'iPhone' },
    price_range: priceRange(3999, 3999),
    ...overrides,
  });
}

describe('toProductCard', () => {
  it('maps the card with a storefront-relative thumbnail', () => {
    expect(toProductCard(rawProduct())).toEqual({
      id: 7,
      sku: 'IPH-15',
      name: 'iPhone 15',
      urlKey: 'iphone-15',
      thumbnail: '/media/catalog/product/i/p/iphone.svg',
      price: 3999,
      originalPrice: null,
      status: 1,
    });
  });

  it('uses the final price and keeps the regular price only when it is higher', () => {
    expect(toProductCard(rawProduct({ price_range: priceRange(3999, 3499) }))).toMatchObject({
      price: 3499,
      originalPrice: 3999,
    });
    // A final price above the regular one is not a discount: nothing to strike through.
    expect(toProductCard(rawProduct({ price_range: priceRange(3000, 3200) }))).toMatchObject({
      price: 3200,
      originalPrice: null,
    });
  });

  it('gives status 2 unless in stock', () => {
    expect(toProductCard(rawProduct({ stock_status: 'OUT_OF_STOCK' }))?.status).toBe(2);
    expect(toProductCard(rawProduct({ stock_status: null }))?.status).toBe(2);
  });

  it('falls back to the main image, then to null; drops products without url key', () => {
    expect(toProductCard(rawProduct({ thumbnail: null }))?.thumbnail).toBe('/media/catalog/product/i/p/iphone-big.svg');
    expect(toProductCard(rawProduct({ thumbnail: { url: null }, image: null }))?.thumbnail).toBeNull();
    expect(toProductCard(rawProduct({ url_key: null }))).toBeNull();
    expect(toProductCard(rawProduct({ name: null }))?.name).toBe('IPH-15');
  });
});

describe('toMenuCategory', () => {
  it('maps a category and its children, dropping those without url_key', () => {
    const raw = categorySchema.parse({
      id: 3,
      name: 'Phones',
      url_key: 'phones',
      product_count: 12,
      image: 'http://127.0.0.1:4000/media/catalog/category/phones.svg',
      children: [
        { id: 31, name: 'Apple', url_key: 'apple-phones', product_count: 4, children: [] },
        { id: 32, name: 'No key', url_key: null, product_count: 4 },
        null,
      ],
    });
    expect(toMenuCategory(raw)).toEqual({
      id: 3,
      name: 'Phones',
      urlKey: 'phones',
      productCount: 12,
      isAllProducts: false,
      image: '/media/catalog/category/phones.svg',
      children: [
        { id: 31, name: 'Apple', urlKey: 'apple-phones', productCount: 4, isAllProducts: false, image: null, children: [] },
      ],
    });
  });

  it('drops a category without url_key and flags all-products', () => {
    expect(toMenuCategory(categorySchema.parse({ id: 4, name: 'X', url_key: null }))).toBeNull();
    expect(toMenuCategory(categorySchema.parse({ id: 4, name: 'X', url_key: '' }))).toBeNull();
    const all = toMenuCategory(categorySchema.parse({ id: 9, name: 'All', url_key: 'browse-all-products', product_count: 1 }));
    expect(all?.isAllProducts).toBe(true);
    expect(all?.productCount).toBe(1);
  });
});

describe('toAggregation', () => {
  it('maps options and drops nulls', () => {
    expect(
      toAggregation({ attribute_code: 'brand', label: null, options: [{ label: 'Apple', value: '5', count: 3 }, null] }),
    ).toEqual({ code: 'brand', label: 'brand', options: [{ label: 'Apple', value: '5', count: 3 }] });
  });
});

describe('toProductDetail', () => {
  const apple: BrandView = { id: 5, name: 'Apple', slug: 'apple', image: null, productCount: 3, isFeatured: true };
  const raw = productDetailSchema.parse({
    ...rawProduct(),
    special_price: 3499,
    special_from_date: '2025-01-01 00:00:00',
    special_to_date: '2026-01-01 00:00:00',
    description: { html: '<p onclick="x()">Great <script>alert(1)</script>phone</p>' },
    media_gallery: [
      { url: 'http://127.0.0.1:4000/media/catalog/product/b.svg', label: 'Back', position: 2, disabled: false },
      { url: 'http://127.0.0.1:4000/media/catalog/product/a.svg', label: null, position: 1, disabled: false },
      { url: 'http://127.0.0.1:4000/media/catalog/product/hidden.svg', label: 'x', position: 0, disabled: true },
      null,
    ],
    categories: [{ id: 3, name: 'Phones', url_key: 'phones' }, { id: 2, name: 'Root', url_key: null }],
  });

  it('maps brand from the brand aggregation, sanitizes the description and orders the gallery', () => {
    const detail = toProductDetail(
      raw,
      [{ code: 'brand', label: 'Brand', options: [{ label: 'Apple', value: '5', count: 1 }] }],
      new Map([[5, apple]]),
    );
    expect(detail).toMatchObject({
      sku: 'IPH-15',
      description: '<p>Great phone</p>',
      images: [
        { url: '/media/catalog/product/a.svg', label: 'iPhone 15' },
        { url: '/media/catalog/product/b.svg', label: 'Back' },
      ],
      brand: { name: 'Apple', slug: 'apple' },
      categories: [{ id: 3, name: 'Phones', urlKey: 'phones' }],
      specialFrom: '2025-01-01 00:00:00',
      specialTo: '2026-01-01 00:00:00',
      typeId: 'simple',
    });
  });

  it('has no brand when the aggregation is missing or unknown, and falls back to the thumbnail image', () => {
    const detail = toProductDetail({ ...raw, media_gallery: [] }, [], new Map());
    expect(detail?.brand).toBeNull();
    expect(detail?.images).toEqual([{ url: '/media/catalog/product/i/p/iphone.svg', label: 'iPhone 15' }]);
  });
});
