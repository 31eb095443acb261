/** Wishlist REST items -> `WishlistItem`. */
import type { RawWishlistItem } from '@/lib/commerce/schemas/wishlist.ts';
import type { WishlistItem, WishlistVariant } from '@/domain/wishlist-types.ts';
import { productMediaUrl } from './media.ts';
import { variantQuery } from '@/domain/variant-choice.ts';

/** A configurable product's kept variant: its values (and the address they make), null for any other line. */
function toWishlistVariant(raw: RawWishlistItem): WishlistVariant | null {
  const chosen = raw.selected_options ?? [];
  if (!raw.child_sku || !raw.parent_sku || chosen.length === 0) return null;
  const choice = Object.fromEntries(chosen.map((option) => [option.attribute_code, option.value_index]));
  return {
    parentSku: raw.parent_sku,
    options: chosen.map((option) => ({ label: option.label, value: option.value })),
    choice,
    optionUids: chosen.map((option) => option.value_uid),
    variantQuery: variantQuery(chosen.map((option) => ({ code: option.attribute_code })), choice),
  };
}

/** `catalog/a-b.html` -> `catalog/a-b` (spec §3: url key = request path without its file extension). */
function stripUrlExtension(path: string): string {
  return path.replace(/^\/+/, '').replace(/\.[a-z0-9]+$/i, '');
}

/** Spec §3 wishlist REST form: in stock when inventory_in_stock is "1"; url key = request path sans extension. */
export function toWishlistItem(raw: RawWishlistItem): WishlistItem {
  const { product } = raw;
  const variant = toWishlistVariant(raw);
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
    ...(variant ? { variant } : {}),
  };
}
