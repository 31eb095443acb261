/**
 * The display rules of the cart mirror kept in the browser (spec §4) as pure functions over plain data, so they
 * are unit-tested without a browser and the cart store only wires them to storage and Actions. Which cart the
 * shopper holds, and its locale move, is the server's (src/server/cart, src/lib/cart-identity.ts).
 */
import type { CartItem, ChosenOption, CartSnapshot } from '@/lib/commerce/index.ts';

/** What the browser keeps of a cart (local-storage keys `quoteId`, `couponCode`, `items`). */
export type CartState = { quoteId: string; couponCode: string; items: CartItem[] };

export const EMPTY_CART: CartState = Object.freeze({ quoteId: '', couponCode: '', items: [] }) as CartState;

/**
 * A line shown before the server confirmed it: an add's optimistic line carries a negative id until the answer
 * brings the server's line (cart-sync.ts). Nothing can be changed on it, and the server's totals leave it out.
 */
export function isUnconfirmedLine(item: CartItem): boolean {
  return item.itemId < 0;
}

export function countItems(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.qty, 0);
}

/** Spec §4: adding an item already present increments its qty by 1 locally; a new item joins with its qty. */
export function addItemLocally(items: readonly CartItem[], added: CartItem): CartItem[] {
  const present = items.some((item) => item.sku === added.sku);
  if (!present) return [...items, added];
  return items.map((item) => (item.sku === added.sku ? { ...item, qty: item.qty + 1 } : item));
}

export function setItemQtyLocally(items: readonly CartItem[], itemId: number, qty: number): CartItem[] {
  return items.map((item) => (item.itemId === itemId ? { ...item, qty } : item));
}

/** Spec §4: removing the last item clears the quote id and the coupon code. */
export function removeItemLocally(state: CartState, itemId: number): CartState {
  const items = state.items.filter((item) => item.itemId !== itemId);
  return items.length === 0 ? { ...EMPTY_CART } : { ...state, items };
}

/** Whether two carts hold the same products in the same quantities (line ids and prices aside). */
export function sameLines(a: readonly CartItem[], b: readonly CartItem[]): boolean {
  const quantities = (items: readonly CartItem[]) =>
    items
      .map((item) => `${item.sku}\u0000${item.qty}`)
      .sort()
      .join('\u0001');
  return quantities(a) === quantities(b);
}

/** The server's answer replaces the local copy; an emptied cart follows the "last item removed" rule. */
export function applySnapshot(snapshot: CartSnapshot): CartState {
  if (snapshot.items.length === 0) return { ...EMPTY_CART };
  return { quoteId: snapshot.cartId, couponCode: snapshot.totals.couponCode ?? '', items: snapshot.items };
}

/**
 * A cart line as kept in local storage under `items`, in the spec's own field names (spec §3 "Cart item"), so
 * what shoppers stored before still reads. Only the store boundary sees this shape; the app uses `CartItem`.
 */
export type StoredCartItem = {
  item_id: number;
  name: string;
  sku: string;
  url_key: string | null;
  price: number;
  original_price: number | null;
  product_type: string;
  qty: number;
  quote_id: string;
  extension_attributes: {
    image_url: string | null;
    main_prod_sku: string;
    /** A variant's chosen options as the line names them, and their uids (to add the line again). */
    options?: ChosenOption[];
    selected_option_uids?: string[];
    /** The query of the variant's own address, which the line links to. */
    variant_query?: string;
  };
};

const isOption = (value: unknown): value is ChosenOption =>
  typeof value === 'object' && value !== null && typeof (value as ChosenOption).label === 'string' && typeof (value as ChosenOption).value === 'string';

/** Shape check for a line read back from local storage (anything else is dropped, never trusted). */
export function isStoredCartItem(value: unknown): value is StoredCartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.item_id === 'number' &&
    typeof item.sku === 'string' &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    typeof item.qty === 'number' &&
    typeof item.extension_attributes === 'object' &&
    item.extension_attributes !== null
  );
}

function fromStored(item: StoredCartItem): CartItem {
  return {
    itemId: item.item_id,
    name: item.name,
    sku: item.sku,
    urlKey: typeof item.url_key === 'string' ? item.url_key : null,
    price: item.price,
    originalPrice: typeof item.original_price === 'number' ? item.original_price : null,
    productType: typeof item.product_type === 'string' ? item.product_type : 'simple',
    qty: item.qty,
    quoteId: typeof item.quote_id === 'string' ? item.quote_id : '',
    imageUrl: typeof item.extension_attributes.image_url === 'string' ? item.extension_attributes.image_url : null,
    mainProductSku: typeof item.extension_attributes.main_prod_sku === 'string' ? item.extension_attributes.main_prod_sku : item.sku,
    ...(Array.isArray(item.extension_attributes.options) ? { options: item.extension_attributes.options.filter(isOption) } : {}),
    ...(Array.isArray(item.extension_attributes.selected_option_uids)
      ? { selectedOptionUids: item.extension_attributes.selected_option_uids.filter((uid): uid is string => typeof uid === 'string') }
      : {}),
    ...(typeof item.extension_attributes.variant_query === 'string' ? { variantQuery: item.extension_attributes.variant_query } : {}),
  };
}

function toStored(item: CartItem): StoredCartItem {
  return {
    item_id: item.itemId,
    name: item.name,
    sku: item.sku,
    url_key: item.urlKey,
    price: item.price,
    original_price: item.originalPrice,
    product_type: item.productType,
    qty: item.qty,
    quote_id: item.quoteId,
    extension_attributes: {
      image_url: item.imageUrl,
      main_prod_sku: item.mainProductSku,
      ...(item.options ? { options: item.options } : {}),
      ...(item.selectedOptionUids ? { selected_option_uids: item.selectedOptionUids } : {}),
      ...(item.variantQuery ? { variant_query: item.variantQuery } : {}),
    },
  };
}

export function decodeStoredItems(raw: string): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isStoredCartItem).map(fromStored) : [];
  } catch {
    return [];
  }
}

export function encodeStoredItems(items: readonly CartItem[]): string {
  return JSON.stringify(items.map(toStored));
}
