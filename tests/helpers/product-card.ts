/** A product card for unit tests: an in-stock simple product at 100 named by its SKU; overrides change any field. */
import type { ProductCard } from '@/lib/commerce/index.ts';

export function productCard<Overrides extends Partial<ProductCard> & object>(sku: string, overrides?: Overrides): ProductCard & Overrides {
  return {
    id: 1,
    sku,
    name: sku,
    urlKey: sku.toLowerCase(),
    thumbnail: null,
    price: 100,
    originalPrice: null,
    status: 1,
    ...overrides,
  } as ProductCard & Overrides;
}
