import { describe, expect, it } from 'vitest';
import type { BrandView } from '@/lib/commerce/index.ts';
import { brandSlugOf, toBrandView } from '@/lib/commerce/mappers/brands.ts';
import { toCartItem } from '@/lib/commerce/mappers/cart.ts';
import { toAggregation, toMenuCategory, toProductCard, toProductDetail } from '@/lib/commerce/mappers/catalog.ts';
import { productMediaUrl, toStorefrontMediaUrl } from '@/lib/commerce/mappers/media.ts';
import { toStoreConfig } from '@/lib/commerce/mappers/store-config.ts';
import { toWishlistItem } from '@/lib/commerce/mappers/wishlist.ts';
import type { BrandsQuery, PwaConfigQuery } from '@/lib/commerce/generated/graphql.ts';
import { cartItemSchema } from '@/lib/commerce/schemas/cart.ts';
import {
  productCardSchema,
  productDetailSchema,
  type CheckedCategory,
  type CheckedProductCard,
} from '@/lib/commerce/schemas/catalog.ts';
import { wishlistItemSchema } from '@/lib/commerce/schemas/wishlist.ts';

function priceRange(regular: number, final: number) {
  return {
    minimum_price: {
      regular_price: { value: regular, currency: 'QAR' as const },
      final_price: { value: final, currency: 'QAR' as const },
    },
  };
}

function rawProduct(overrides: Partial<CheckedProductCard> = {}): CheckedProductCard {
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
    expect(toProductCard(rawProduct({ thumbnail: { url: null, label: null }, image: null }))?.thumbnail).toBeNull();
    expect(toProductCard(rawProduct({ url_key: null }))).toBeNull();
    expect(toProductCard(rawProduct({ name: null }))?.name).toBe('IPH-15');
  });
});

/** A category as `MenuCategoryFields` answers it: every field the fragment selects, null unless given. */
function category(fields: Partial<CheckedCategory> & { id: number }): CheckedCategory {
  return {
    name: null,
    url_key: null,
    url_path: null,
    level: null,
    position: null,
    image: null,
    product_count: null,
    children_count: null,
    include_in_menu: null,
    ...fields,
  };
}

describe('toMenuCategory', () => {
  it('maps a category and its children, dropping those without url_key', () => {
    const raw = category({
      id: 3,
      name: 'Phones',
      url_key: 'phones',
      product_count: 12,
      image: 'http://127.0.0.1:4000/media/catalog/category/phones.svg',
      children: [
        category({ id: 31, name: 'Apple', url_key: 'apple-phones', product_count: 4, children: [] }),
        category({ id: 32, name: 'No key', url_key: null, product_count: 4 }),
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
    expect(toMenuCategory(category({ id: 4, name: 'X', url_key: null }))).toBeNull();
    expect(toMenuCategory(category({ id: 4, name: 'X', url_key: '' }))).toBeNull();
    const all = toMenuCategory(category({ id: 9, name: 'All', url_key: 'browse-all-products', product_count: 1 }));
    expect(all?.isAllProducts).toBe(true);
    expect(all?.productCount).toBe(1);
  });
});

describe('toBrandView', () => {
  it('cuts url_key to its last segment without .html', () => {
    expect(brandSlugOf('brands/apple.html')).toBe('apple');
    expect(brandSlugOf('shop/brands/samsung-electronics.HTML')).toBe('samsung-electronics');
    expect(brandSlugOf('sony')).toBe('sony');
    expect(brandSlugOf('brands/')).toBe('brands');
    expect(brandSlugOf('')).toBeNull();
    expect(brandSlugOf(null)).toBeNull();
  });

  it('maps a brand, falling back to url_key_standalone', () => {
    const raw: BrandsQuery['getBrands'][number] = {
      id: 5, name: 'Apple', image: 'http://127.0.0.1:4000/media/brands/apple.svg',
      url_key: 'brands/apple.html', url_key_standalone: 'apple', product_count: 20, is_featured: true,
    };
    expect(toBrandView(raw)).toEqual({
      id: 5, name: 'Apple', slug: 'apple', image: '/media/brands/apple.svg', productCount: 20, isFeatured: true,
    });
    expect(toBrandView({ ...raw, url_key: null })?.slug).toBe('apple');
    expect(toBrandView({ ...raw, url_key: null, url_key_standalone: null })).toBeNull();
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
    custom_attributesV2: null,
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
      new Map(),
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
    const detail = toProductDetail({ ...raw, media_gallery: [] }, [], new Map(), new Map());
    expect(detail?.brand).toBeNull();
    expect(detail?.images).toEqual([{ url: '/media/catalog/product/i/p/iphone.svg', label: 'iPhone 15' }]);
  });
});

describe('toWishlistItem (REST form)', () => {
  const raw = wishlistItemSchema.parse({
    wishlist_item_id: '12',
    product_id: '7',
    product: {
      name: 'iPhone 15',
      sku: 'IPH-15',
      price: '3999.0000',
      special_price: '3499.0000',
      thumbnail: '/i/p/iphone.svg',
      request_path: 'iphone-15.html',
      inventory_in_stock: '1',
    },
  });

  it('maps status, url key without extension and thumbnail under the product media folder', () => {
    expect(toWishlistItem(raw)).toEqual({
      wishlistItemId: 12,
      productId: 7,
      name: 'iPhone 15',
      sku: 'IPH-15',
      urlKey: 'iphone-15',
      thumbnail: '/media/catalog/product/i/p/iphone.svg',
      price: 3999,
      specialPrice: 3499,
      status: 1,
    });
  });

  it('is out of stock unless inventory_in_stock is "1"', () => {
    for (const value of ['0', '', null, undefined, 0]) {
      expect(toWishlistItem({ ...raw, product: { ...raw.product, inventory_in_stock: value } }).status).toBe(2);
    }
    expect(toWishlistItem({ ...raw, product: { ...raw.product, inventory_in_stock: 1 } }).status).toBe(1);
  });

  it('handles nested request paths and a missing thumbnail', () => {
    const item = toWishlistItem({ ...raw, product: { ...raw.product, request_path: '/phones/iphone-15.html', thumbnail: null } });
    expect(item.urlKey).toBe('phones/iphone-15');
    expect(item.thumbnail).toBeNull();
  });

  it("maps a kept variant: its options, the uids the cart takes and its own address, in the product's option order", () => {
    const item = toWishlistItem({
      ...raw,
      child_sku: 'IPH-15-256-BLUE',
      parent_sku: 'IPH-15',
      selected_options: [
        { label: 'Colour', value: 'Blue', attribute_code: 'color', value_index: 51, value_uid: 'Y29uZmlndXJhYmxlLzkzLzUx' },
        { label: 'Capacity', value: '256GB', attribute_code: 'capacity', value_index: 82, value_uid: 'Y29uZmlndXJhYmxlLzE4MC84Mg==' },
      ],
    });
    expect(item.variant).toEqual({
      parentSku: 'IPH-15',
      options: [
        { label: 'Colour', value: 'Blue' },
        { label: 'Capacity', value: '256GB' },
      ],
      choice: { color: 51, capacity: 82 },
      optionUids: ['Y29uZmlndXJhYmxlLzkzLzUx', 'Y29uZmlndXJhYmxlLzE4MC84Mg=='],
      variantQuery: 'color=51&capacity=82',
    });
    expect(toWishlistItem(raw)).not.toHaveProperty('variant');
  });
});

describe('toCartItem', () => {
  const raw = cartItemSchema.parse({
    id: '41',
    quantity: 2,
    product: {
      name: 'AirPods',
      sku: 'AIR-2',
      url_key: 'airpods',
      type_id: 'simple',
      thumbnail: { url: 'http://127.0.0.1:4000/media/catalog/product/a/i/airpods.svg', label: null },
      image: { url: 'http://127.0.0.1:4000/media/catalog/product/a/i/airpods-big.svg', label: null },
      price_range: priceRange(899, 749),
    },
  });

  it('maps the spec §3 cart item', () => {
    expect(toCartItem(raw, 'abcDEF123')).toEqual({
      itemId: 41,
      name: 'AirPods',
      sku: 'AIR-2',
      urlKey: 'airpods',
      price: 749,
      originalPrice: 899,
      productType: 'simple',
      qty: 2,
      quoteId: 'abcDEF123',
      imageUrl: '/media/catalog/product/a/i/airpods.svg',
      mainProductSku: 'AIR-2',
    });
  });

  it('has no original price without a discount and uses the image when there is no thumbnail', () => {
    const item = toCartItem(
      { ...raw, product: { ...raw.product, thumbnail: null, price_range: priceRange(899, 899) } },
      'q',
    );
    expect(item.originalPrice).toBeNull();
    expect(item.imageUrl).toBe('/media/catalog/product/a/i/airpods-big.svg');
  });

  const colour = { uid: 'Y29uZmlndXJhYmxlLzkzLzUx', value_index: 51, label: 'Blue', store_label: 'Blue', swatch_data: { value: '#2f5d8a' } };
  const capacity = { uid: 'Y29uZmlndXJhYmxlLzE4MC84Mg==', value_index: 82, label: '256GB', store_label: '256GB', swatch_data: null };
  const variantLine = cartItemSchema.parse({
    id: '42',
    quantity: 1,
    product: {
      name: 'iPhone 15',
      sku: 'APPL-IPHONE-15',
      url_key: 'apple-iphone-15',
      type_id: 'configurable',
      thumbnail: { url: '/media/catalog/product/i/p/iphone-15.svg', label: null },
      image: null,
      price_range: priceRange(3999, 3999),
      // Capacity comes second in the product's order though the answer lists it first.
      configurable_options: [
        { uid: 'b2', attribute_code: 'capacity', label: 'Capacity', position: 1, values: [capacity] },
        { uid: 'b1', attribute_code: 'color', label: 'Colour', position: 0, values: [colour] },
      ],
      variants: [
        { attributes: [{ code: 'color', value_index: 49 }, { code: 'capacity', value_index: 82 }], product: { sku: 'APPL-IPHONE-15-256-BLACK' } },
        { attributes: [{ code: 'capacity', value_index: 82 }, { code: 'color', value_index: 51 }], product: { sku: 'APPL-IPHONE-15-256-BLUE' } },
      ],
    },
    configurable_options: [
      { option_label: 'Colour', value_label: 'Blue', configurable_product_option_value_uid: colour.uid },
      { option_label: 'Capacity', value_label: '256GB', configurable_product_option_value_uid: capacity.uid },
    ],
    configured_variant: {
      sku: 'APPL-IPHONE-15-256-BLUE',
      thumbnail: { url: '/media/catalog/product/i/p/iphone-15-blue.svg', label: null },
      image: null,
      price_range: priceRange(4399, 4399),
    },
  });

  it("maps a variant's line to the variant: its SKU, price, image, options and own address", () => {
    expect(toCartItem(variantLine, 'q')).toMatchObject({
      sku: 'APPL-IPHONE-15-256-BLUE',
      mainProductSku: 'APPL-IPHONE-15',
      urlKey: 'apple-iphone-15',
      price: 4399,
      imageUrl: '/media/catalog/product/i/p/iphone-15-blue.svg',
      options: [
        { label: 'Colour', value: 'Blue' },
        { label: 'Capacity', value: '256GB' },
      ],
      selectedOptionUids: [colour.uid, capacity.uid],
      variantQuery: 'color=51&capacity=82',
    });
  });

  it('gives no variant address when the chosen variant is not among the product\'s', () => {
    const gone = { ...variantLine, configured_variant: { ...variantLine.configured_variant!, sku: 'APPL-IPHONE-15-512-GOLD' } };
    expect(toCartItem(gone, 'q')).not.toHaveProperty('variantQuery');
    expect(toCartItem(raw, 'q')).not.toHaveProperty('variantQuery');
  });
});

describe('media URLs', () => {
  it('rewrites backend media URLs to storefront-relative ones', () => {
    expect(toStorefrontMediaUrl('http://127.0.0.1:4000/media/x/y.svg?v=2')).toBe('/media/x/y.svg?v=2');
    expect(toStorefrontMediaUrl('https://cdn.example.com/img/y.jpg')).toBe('https://cdn.example.com/img/y.jpg');
    expect(toStorefrontMediaUrl('/media/a.svg')).toBe('/media/a.svg');
    expect(toStorefrontMediaUrl('brands/a.svg')).toBe('/media/brands/a.svg');
    expect(toStorefrontMediaUrl('')).toBeNull();
    expect(toStorefrontMediaUrl(null)).toBeNull();
  });

  it('places REST product image paths under the product media folder', () => {
    expect(productMediaUrl('/a/b/c.jpg')).toBe('/media/catalog/product/a/b/c.jpg');
    expect(productMediaUrl('/catalog/product/a/b/c.jpg')).toBe('/media/catalog/product/a/b/c.jpg');
    expect(productMediaUrl('no_selection')).toBeNull();
  });
});

describe('toStoreConfig (the announcement bar goes into a style attribute)', () => {
  type TopBarAnswer = NonNullable<NonNullable<PwaConfigQuery['pwaConfig']>['top_bar']>;
  const config = (bar: Partial<TopBarAnswer>) =>
    toStoreConfig({ top_bar: { text: null, bg_color: null, text_color: null, font_size: null, ...bar }, express_delivery_with_api: null });
  const topBar = (style: { bg_color?: string; text_color?: string; font_size?: string }) => config({ text: ' Free delivery ', ...style }).topBar;

  it('keeps plain colours and sizes, and reads a bare number as pixels', () => {
    expect(topBar({ bg_color: '#0b3d91', text_color: 'rgb(255, 255, 255)', font_size: '14' })).toEqual({
      text: 'Free delivery',
      bgColor: '#0b3d91',
      textColor: 'rgb(255, 255, 255)',
      fontSize: '14px',
    });
    expect(topBar({ bg_color: 'navy', font_size: '1.1rem' })).toMatchObject({ bgColor: 'navy', fontSize: '1.1rem' });
  });

  it('falls back on anything that could end the declaration, load something or blow the text up', () => {
    expect(
      topBar({ bg_color: 'red;background:url(//evil.example/x)', text_color: 'expression(alert(1))', font_size: '400px' }),
    ).toMatchObject({ bgColor: '#111827', textColor: '#ffffff', fontSize: '14px' });
    expect(topBar({ bg_color: 'url(javascript:alert(1))', font_size: '14px;position:fixed' })).toMatchObject({
      bgColor: '#111827',
      fontSize: '14px',
    });
  });

  it('has no bar without a text', () => {
    expect(config({ text: '  ', bg_color: '#000' }).topBar).toBeNull();
    expect(toStoreConfig(null)).toEqual({ topBar: null, expressDeliveryCost: null });
  });
});
