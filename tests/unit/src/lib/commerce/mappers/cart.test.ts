import { describe, expect, it } from 'vitest';
import { toCartItem } from '../../../../../../src/lib/commerce/mappers/cart.ts';
import { cartItemSchema } from '../../../../../../src/lib/commerce/schemas/cart.ts';
import { priceRange } from '../../../../../helpers/magento-prices.ts';

describe('toCartItem', () => {
  const raw = cartItemSchema.parse({
    id: '41',
    quantity: 2,
    product: {
      name: 'AirPods',
      sku: 'AIR-2',
      url_key: 'airpods',
      type_id: 'simple',
      thumbnail: { url: 'http://127.0.0.1:4000/media/catalog/product/a/i/airpods.svg' },
      image: { url: 'http://127.0.0.1:4000/media/catalog/product/a/i/airpods-big.svg' },
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
});
