/** A cart line for the cart store's unit tests: a simple product, one of it, in a guest cart; overrides change any field. */
import type { CartItem } from '@/lib/commerce/index.ts';

export function cartLine(overrides: Partial<CartItem> = {}): CartItem {
  return {
    itemId: 1,
    name: 'Phone',
    sku: 'APPL-1001',
    urlKey: 'phone',
    price: 100,
    originalPrice: null,
    productType: 'simple',
    qty: 1,
    quoteId: 'masked-abc',
    imageUrl: null,
    mainProductSku: 'APPL-1001',
    ...overrides,
  };
}
