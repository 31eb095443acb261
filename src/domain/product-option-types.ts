import type { ProductSpecifications } from './specification-types.ts';

/**
 * A configurable product's options and variants (Magento's `ConfigurableProduct`): one product, sold as one of its
 * variants, chosen by colour and capacity. View models, camelCase (see index.ts).
 */

/** One value of an option, in the store view's language ("Blue" / «أزرق»). */
export type ProductOptionValue = {
  /** The value's uid, as the cart takes it in `selected_options` (base64 of `configurable/<attribute_id>/<value_index>`). */
  uid: string;
  /** The option id Magento filters and the variant address use (`?color=51`). */
  valueIndex: number;
  label: string;
  /** A colour's swatch (`#2f5d8a`), null for a named choice (a capacity). */
  swatchColor: string | null;
};

/** An attribute the product varies by ("Colour", "Capacity"), its values in the merchant's order. */
export type ProductOption = {
  /** `color`, `capacity`: the name of its parameter in a variant's address. */
  code: string;
  label: string;
  values: ProductOptionValue[];
};

/** A variant's value of each option, by option code: `{ color: 51, capacity: 82 }`. */
export type VariantChoice = Readonly<Record<string, number>>;

/** One variant as the product page shows it once chosen: its own SKU, price, sale window, stock and images. */
export type ProductVariant = {
  /** The variant's own product id, which the wishlist keeps it by; absent when the backend gave none. */
  id?: number;
  sku: string;
  name: string;
  choice: VariantChoice;
  /** The uids of its option values, what the cart takes with the parent's SKU. */
  optionUids: string[];
  price: number;
  originalPrice: number | null;
  specialFrom: string | null;
  specialTo: string | null;
  status: 1 | 2;
  /** "Only N left" when the store shows it; null otherwise. */
  onlyLeft: number | null;
  thumbnail: string | null;
  images: { url: string; label: string }[];
  /** Its specifications: its product's with its own over them (storage, connectivity, weight...). */
  specifications?: ProductSpecifications;
};

/** A colour a product card shows as a small named swatch. */
export type ProductColor = { label: string; swatchColor: string | null };

/** A chosen option as a line (cart, checkout, order, wishlist) names it: "Colour" and "Blue", in the store view's language. */
export type ChosenOption = { label: string; value: string };
