/** Wishlist REST items -> `WishlistItem`. */
import type { RawWishlistItem } from '@/lib/commerce/schemas/wishlist.ts';
import type { WishlistItem } from '@/lib/commerce/types/wishlist.ts';
import { productMediaUrl } from './media.ts';

/** `catalog/a-b.html` -> `catalog/a-b` (spec §3: url key = request path without its file extension). */
function stripUrlExtension(path: string): string {
  return path.replace(/^\/+/, '').replace(/\.[a-z0-9]+$/i, '');
}

/** Spec §3 wishlist REST form: in stock when inventory_in_stock is "1"; url key = request path sans extension. */
export function toWishlistItem(raw: RawWishlistItem): WishlistItem {
  const { product } = raw;
  return {
    wishlistItemId: raw.wishlist_item_id ?? null,
    productId: raw.product_id,
    name: product.name,
    sku: product.sku,
    urlKey: product.request_path ? stripUrlExtension(product.request_path) : '',
    thumbnail: productMediaUrl(product.thumbnail),
    price: product.price,
    specialPrice: product.special_price ?? null,
    status: String(product.inventory_in_stock ?? '') === '1' ? 1 : 2,
  };
}
