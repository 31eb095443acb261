/** The cart as the client holds it, and what every cart Action answers. View models, camelCase (see index.ts). */
import type { ChosenOption } from './product-option-types.ts';

/** Cart item as the client holds it (spec §3 "Cart item"). */
export type CartItem = {
  itemId: number;
  name: string;
  sku: string;
  urlKey: string | null;
  /** The minimal (final) price. */
  price: number;
  /** The regular price, only when higher than `price`. */
  originalPrice: number | null;
  productType: string;
  qty: number;
  quoteId: string;
  /** Thumbnail, else the main image. */
  imageUrl: string | null;
  /** The product added: the configurable product's SKU for a variant's line (Magento's parent), else `sku`. */
  mainProductSku: string;
  /** A variant's chosen options, named in the cart's store view ("Colour: Blue"); none for other products. */
  options?: ChosenOption[];
  /** The uids of a variant's chosen values: with `mainProductSku`, what adds the same line to another cart. */
  selectedOptionUids?: string[];
  /** The query of a variant's own address (`color=51&capacity=82`), which the line links to; none for other products. */
  variantQuery?: string;
};

/**
 * What an add puts in a cart: a product's SKU and quantity, and for a configurable product the uids of the chosen
 * variant's values (Magento's `selected_options`).
 */
export type CartLineInput = { sku: string; qty: number; selectedOptions?: readonly string[] };



/** A cart as the backend holds it, items in the client's form. */
export type CartView = {
  id: string;
  /** Store view the cart belongs to (ar 1, en 2): a locale switch needs a new cart when it differs. */
  storeId: number | null;
  /** Numeric quote id of a signed-in customer's cart; null for guest carts. */
  entityId: number | null;
  totalQuantity: number;
  items: CartItem[];
};

/** Totals the cart page shows. `discount` is positive here (Magento's REST totals carry it negative). */
export type CartTotals = {
  subtotal: number;
  discount: number;
  grandTotal: number;
  couponCode: string | null;
  itemsQty: number;
};

/** What every cart Action answers: the cart as the server now holds it, ready to replace the client's copy. */
export type CartSnapshot = { cartId: string; items: CartItem[]; totals: CartTotals };
