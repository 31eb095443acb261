import { cachedStatement, transaction, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import { magentoDateTime } from '../dates.ts';
import { cartNotOwned, touchCart, type CartRow } from './carts.ts';

/** A product to put in a cart, with its stock as it is now. */
export interface StockedItem {
  product_id: number;
  /** The configurable product the variant was chosen on, or null. */
  parent_id: number | null;
  qty: number;
  stock_qty: number;
  is_in_stock: number;
}

/**
 * Adds the product to the cart (summed with what is there), capped at what is in stock; an out-of-stock product is
 * left out. Used wherever items come back into a cart without the shopper choosing quantities again.
 */
export function addItemCappedAtStock(db: Database, cartId: number, item: StockedItem): void {
  if (item.is_in_stock !== 1 || item.stock_qty <= 0) return;
  const existing = cachedStatement(db, 'SELECT qty FROM cart_items WHERE cart_id = ? AND product_id = ?').get(cartId, item.product_id) as
    | { qty: number }
    | undefined;
  const qty = Math.min((existing?.qty ?? 0) + item.qty, item.stock_qty);
  cachedStatement(
    db,
    `INSERT INTO cart_items (cart_id, product_id, parent_id, qty, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (cart_id, product_id) DO UPDATE SET qty = excluded.qty, parent_id = COALESCE(cart_items.parent_id, excluded.parent_id)`,
  ).run(cartId, item.product_id, item.parent_id, qty, magentoDateTime());
}

/**
 * mergeCarts: moves a guest cart's items into the customer's cart and deactivates the guest cart. Quantities of
 * the same product are summed and capped at what is in stock; out-of-stock products are left behind, as
 * Magento's quote merge drops unsalable items rather than failing the sign-in.
 */
export function mergeGuestCartInto(db: Database, source: CartRow, destination: CartRow): void {
  if (source.customer_id !== null) throw cartNotOwned(source.masked_id);
  if (source.id === destination.id) throw new MagentoError(400, 'The source and destination carts are the same.');
  transaction(db, () => {
    const items = cachedStatement(
      db,
      `SELECT ci.product_id, ci.parent_id, ci.qty, p.qty AS stock_qty, p.is_in_stock
         FROM cart_items ci JOIN products p ON p.id = ci.product_id
        WHERE ci.cart_id = ? AND p.status = 1`,
    ).all(source.id) as unknown as StockedItem[];
    for (const item of items) addItemCappedAtStock(db, destination.id, item);
    // The guest's coupon follows their items when the customer cart has none of its own.
    if (destination.coupon_code === null && source.coupon_code !== null) {
      cachedStatement(db, 'UPDATE carts SET coupon_code = ? WHERE id = ?').run(source.coupon_code, destination.id);
    }
    cachedStatement(db, 'UPDATE carts SET is_active = 0, updated_at = ? WHERE id = ?').run(magentoDateTime(), source.id);
    touchCart(db, destination.id);
  });
}
