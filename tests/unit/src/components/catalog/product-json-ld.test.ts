/** The Product JSON-LD a product page carries: what search engines read for name, price, currency and stock. */
import { describe, expect, it } from 'vitest';
import { descriptionText, productJsonLd, specificationProperties } from '@/components/catalog/product-json-ld.ts';
import type { ProductDetail } from '@/lib/commerce/index.ts';
import { phoneOptions, phoneVariants } from '../../../../fixtures/configurable-product.ts';

const PAGE_URL = 'https://shop.example/en/products/galaxy-s24';

function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 7,
    sku: 'SAMS-1007',
    name: 'Galaxy S24 <256 GB>',
    urlKey: 'galaxy-s24',
    thumbnail: '/media/catalog/product/s/a/galaxy-thumb.svg',
    price: 3299,
    originalPrice: null,
    status: 1,
    description: '<p>Bright &amp; fast</p><ul><li>120 Hz</li></ul>',
    images: [
      { url: '/media/catalog/product/s/a/galaxy-1.svg', label: 'front' },
      { url: 'https://cdn.example/galaxy-2.svg', label: 'back' },
    ],
    brand: { name: 'Samsung', slug: 'samsung' },
    categories: [{ id: 3, name: 'Mobile Phones', urlKey: 'mobile-phones' }],
    specialFrom: null,
    specialTo: null,
    typeId: 'simple',
    options: [],
    variants: [],
    ...overrides,
  };
}

type Offer = Record<string, unknown>;
const offerOf = (data: Record<string, unknown>) => data.offers as Offer;

describe('productJsonLd', () => {
  it('names the product with its sku, url, brand and absolute image urls', () => {
    const data = productJsonLd(product(), PAGE_URL);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Galaxy S24 <256 GB>',
      sku: 'SAMS-1007',
      url: PAGE_URL,
      brand: { '@type': 'Brand', name: 'Samsung' },
      image: ['https://shop.example/media/catalog/product/s/a/galaxy-1.svg', 'https://cdn.example/galaxy-2.svg'],
    });
  });

  it('describes the product in plain text, without markup', () => {
    expect(productJsonLd(product(), PAGE_URL).description).toBe('Bright & fast 120 Hz');
    expect(productJsonLd(product({ description: '' }), PAGE_URL)).not.toHaveProperty('description');
  });

  it('offers the current price in QAR, in stock', () => {
    const offer = offerOf(productJsonLd(product(), PAGE_URL));
    expect(offer).toMatchObject({
      '@type': 'Offer',
      price: '3299.00',
      priceCurrency: 'QAR',
      availability: 'https://schema.org/InStock',
      url: PAGE_URL,
    });
    expect(offer).not.toHaveProperty('priceValidUntil');
  });

  it('marks an out-of-stock product OutOfStock', () => {
    expect(offerOf(productJsonLd(product({ status: 2 }), PAGE_URL)).availability).toBe('https://schema.org/OutOfStock');
  });

  it('offers the sale price while the sale runs, valid until the sale ends', () => {
    const onSale = product({ price: 2999.5, originalPrice: 3299, specialFrom: '2025-01-01 00:00:00', specialTo: '2025-02-10 21:00:00' });
    expect(offerOf(productJsonLd(onSale, PAGE_URL))).toMatchObject({ price: '2999.50', priceValidUntil: '2025-02-10' });
  });

  it('gives no end date when the sale window is over (the mapper left the regular price)', () => {
    const expired = product({ originalPrice: null, specialFrom: '2024-01-01 00:00:00', specialTo: '2024-02-01 00:00:00' });
    const offer = offerOf(productJsonLd(expired, PAGE_URL));
    expect(offer.price).toBe('3299.00');
    expect(offer).not.toHaveProperty('priceValidUntil');
  });

  it('falls back to the thumbnail when there is no gallery, and leaves out what is unknown', () => {
    const data = productJsonLd(product({ images: [], brand: null }), PAGE_URL);
    expect(data.image).toEqual(['https://shop.example/media/catalog/product/s/a/galaxy-thumb.svg']);
    expect(data).not.toHaveProperty('brand');
    expect(productJsonLd(product({ images: [], thumbnail: null }), PAGE_URL)).not.toHaveProperty('image');
  });
});

describe('productJsonLd of a configurable product', () => {
  const data = productJsonLd(product({ typeId: 'configurable', options: phoneOptions, variants: phoneVariants }), PAGE_URL);
  const variants = data.hasVariant as Record<string, unknown>[];

  it('is a ProductGroup with the product\'s SKU as its group id, varying by colour and by capacity (as size)', () => {
    expect(data).toMatchObject({ '@type': 'ProductGroup', productGroupID: 'SAMS-1007', variesBy: ['https://schema.org/color', 'https://schema.org/size'], url: PAGE_URL });
    expect(data).not.toHaveProperty('offers');
  });

  it('lists each variant with its own SKU, values, address, price and availability', () => {
    expect(variants.map((variant) => variant.sku)).toEqual(['PHONE-BLACK-512', 'PHONE-BLACK-128', 'PHONE-BLUE-128']);
    expect(variants[0]).toMatchObject({
      '@type': 'Product',
      color: 'Black',
      size: '512GB',
      url: `${PAGE_URL}?color=49&capacity=83`,
      offers: { url: `${PAGE_URL}?color=49&capacity=83`, price: '4599.00', priceCurrency: 'QAR', availability: 'https://schema.org/OutOfStock' },
    });
    expect(offerOf(variants[2]!)).toMatchObject({ price: '3199.00', availability: 'https://schema.org/InStock' });
  });
});

describe('descriptionText', () => {
  it('keeps words apart across tags and decodes the common entities', () => {
    expect(descriptionText('<p>A&nbsp;&lt;b&gt;</p><p>&quot;B&#39;s&quot;</p>')).toBe('A <b> "B\'s"');
  });
});

describe('specificationProperties', () => {
  const screen = { code: 'screen_size', label: 'Screen size', values: ['6.1'], unit: 'inch', unitCode: 'INH' };
  const camera = { code: 'main_camera', label: 'Main camera', values: ['48'], unit: 'MP', unitCode: null };
  const wireless = { code: 'wireless', label: 'Wireless', values: ['Wi-Fi 6', 'NFC'], unit: null, unitCode: null };
  const specifications = { groups: [{ code: 'display', label: 'Display', specifications: [screen, camera, wireless] }], key: [] };

  it('gives each specification as a PropertyValue with its unitCode, or its unitText for a unit without one', () => {
    expect(specificationProperties(specifications)).toEqual({
      additionalProperty: [
        { '@type': 'PropertyValue', propertyID: 'screen_size', name: 'Screen size', value: 6.1, unitCode: 'INH' },
        { '@type': 'PropertyValue', propertyID: 'main_camera', name: 'Main camera', value: 48, unitText: 'MP' },
        { '@type': 'PropertyValue', propertyID: 'wireless', name: 'Wireless', value: 'Wi-Fi 6, NFC' },
      ],
    });
    expect(specificationProperties({ groups: [], key: [] })).toEqual({});
  });

  it('gives a variant only what differs from its product group', () => {
    const variant = { groups: [{ ...specifications.groups[0]!, specifications: [screen, { ...camera, values: ['12'] }] }], key: [] };
    expect(specificationProperties(variant, specifications)).toEqual({
      additionalProperty: [{ '@type': 'PropertyValue', propertyID: 'main_camera', name: 'Main camera', value: 12, unitText: 'MP' }],
    });
  });
});
