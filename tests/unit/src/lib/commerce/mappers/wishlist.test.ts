import { describe, expect, it } from 'vitest';
import { toWishlistItem } from '../../../../../../src/lib/commerce/mappers/wishlist.ts';
import { wishlistItemSchema } from '../../../../../../src/lib/commerce/schemas/wishlist.ts';

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
});
