/** The wishlist as the client holds it. View models, camelCase (see index.ts). */
/** Wishlist item as the client holds it (spec §3 "Wishlist item", REST form). */
export type WishlistItem = {
  wishlistItemId: number | null;
  productId: number;
  name: string;
  sku: string;
  urlKey: string;
  thumbnail: string | null;
  price: number;
  specialPrice: number | null;
  status: 1 | 2;
};
