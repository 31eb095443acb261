import { PRODUCT_NOT_FOUND } from '../catalog/products.ts';
import { resolveChosenProduct, type CartChoice } from './chosen-product.ts';
import { cachedStatement, transaction, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import { magentoDateTime } from '../dates.ts';
import type { CartRow } from './carts.ts';
import { touchCart } from './carts.ts';
import { dropCouponIfNotApplicable } from './cart-coupons.ts';

export const NOT_AVAILABLE = 'Product that you are trying to add is not available.';
export const QTY_NOT_AVAILABLE = 'The requested qty is not available';

/** Magento's CartUserInputErrorType (and WishlistCartUserInputErrorType) for a refusal of the cart. */
export function cartRefusalCode(message: string): 'PRODUCT_NOT_FOUND' | 'NOT_SALABLE' | 'INSUFFICIENT_STOCK' | 'UNDEFINED' {
  if (message === PRODUCT_NOT_FOUND) return 'PRODUCT_NOT_FOUND';
  if (message === NOT_AVAILABLE) return 'NOT_SALABLE';
  if (message === QTY_NOT_AVAILABLE) return 'INSUFFICIENT_STOCK';
  return 'UNDEFINED';
}

interface StockFacts {
  qty: number;
  is_in_stock: number;
}

/** Magento's salable check: in stock, and the wanted quantity is on hand. */
export function assertSalable(product: StockFacts, wantedQty: number): void {
  if (product.is_in_stock !== 1 || product.qty <= 0) throw new MagentoError(400, NOT_AVAILABLE);
  if (wantedQty > product.qty) throw new MagentoError(400, QTY_NOT_AVAILABLE);
}

interface ItemRow {
  id: number;
  qty: number;
}

/**
 * Adds qty of the chosen product (chosen-product.ts: a configurable product's variant is the product sold); a product
 * already in the cart has its quantity raised (Magento merges same-product lines, so the same variant twice is one
 * line, two variants two). The stock check covers the resulting quantity of that product. Returns the item id.
 */
export function addCartItem(db: Database, cart: CartRow, choice: CartChoice, qty: number, storeId: number): number {
  return transaction(db, () => {
    const { product, parentId } = resolveChosenProduct(db, choice, storeId);
    const existing = cachedStatement(db, 'SELECT id, qty FROM cart_items WHERE cart_id = ? AND product_id = ?').get(cart.id, product.id) as
      | ItemRow
      | undefined;
    assertSalable(product, (existing?.qty ?? 0) + qty);
    let itemId: number;
    if (existing) {
      cachedStatement(db, 'UPDATE cart_items SET qty = qty + ?, parent_id = COALESCE(parent_id, ?) WHERE id = ?').run(qty, parentId, existing.id);
      itemId = existing.id;
    } else {
      const result = cachedStatement(db, 'INSERT INTO cart_items (cart_id, product_id, parent_id, qty, created_at) VALUES (?, ?, ?, ?, ?)').run(
        cart.id,
        product.id,
        parentId,
        qty,
        magentoDateTime(),
      );
      itemId = Number(result.lastInsertRowid);
    }
    touchCart(db, cart.id);
    return itemId;
  });
}

function noSuchItem(cart: CartRow, itemId: number | string): MagentoError {
  return new MagentoError(404, 'The %1 Cart doesn\'t contain the %2 item.', [cart.id, String(itemId).slice(0, 32)]);
}

/** Sets an item's quantity (stock-checked). */
export function updateCartItemQty(db: Database, cart: CartRow, itemId: number, qty: number): void {
  transaction(db, () => {
    const row = cachedStatement(
      db,
      'SELECT p.qty, p.is_in_stock FROM cart_items ci JOIN products p ON p.id = ci.product_id WHERE ci.id = ? AND ci.cart_id = ?',
    ).get(itemId, cart.id) as StockFacts | undefined;
    if (!row) throw noSuchItem(cart, itemId);
    assertSalable(row, qty);
    cachedStatement(db, 'UPDATE cart_items SET qty = ? WHERE id = ?').run(qty, itemId);
    touchCart(db, cart.id);
    dropCouponIfNotApplicable(db, cart);
  });
}

export function removeCartItem(db: Database, cart: CartRow, itemId: number): void {
  transaction(db, () => {
    const result = cachedStatement(db, 'DELETE FROM cart_items WHERE id = ? AND cart_id = ?').run(itemId, cart.id);
    if (Number(result.changes) !== 1) throw noSuchItem(cart, itemId);
    touchCart(db, cart.id);
    dropCouponIfNotApplicable(db, cart);
  });
}

/** Parses a path item id ("12"); anything else names no item of this cart. */
export function parseItemId(cart: CartRow, raw: string): number {
  if (!/^\d{1,12}$/.test(raw)) throw noSuchItem(cart, raw);
  return Number(raw);
}
