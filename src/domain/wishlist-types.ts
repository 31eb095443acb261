/** The wishlist as the client holds it. View models, camelCase (see index.ts). */
import type { ChosenOption, VariantChoice } from './product-option-types.ts';

/** The variant a configurable product was kept with (Magento's ConfigurableWishlistItem). */
export type WishlistVariant = {
  /** The configurable product's SKU, which the cart takes with `optionUids`. */
  parentSku: string;
  /** Its chosen values, named in the store view's language. */
  options: ChosenOption[];
  /** Its values by option code, as its address names them (`{ color: 51, capacity: 82 }`). */
  choice: VariantChoice;
  optionUids: string[];
  /** The query of its own address (`color=51&capacity=82`). */
  variantQuery: string;
};

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
  /** A configurable product's chosen variant, whose SKU, price, stock and image the item's are. */
  variant?: WishlistVariant;
};
