import { getOrCreateCustomerCart, touchCart } from '../carts/carts.ts';
import { addItemCappedAtStock, type StockedItem } from '../carts/merge.ts';
import { cachedStatement, transaction, type Database } from '../db/database.ts';
import type { OrderRow } from './orders.ts';

/**
 * A card payment failed or was cancelled: the order's items go back into the customer's active cart (a new one
 * when they have none), capped at stock as a cart merge is, with the coupon and the e-card recipient, so the shopper
 * can pay again without losing anything (Magento's payment modules restore the quote the same way).
 */
export function restoreOrderToCart(db: Database, order: OrderRow): void {
  if (order.customer_id === null) return;
  const customerId = order.customer_id;
  transaction(db, () => {
    const cart = getOrCreateCustomerCart(db, customerId, order.store_id, false);
    const items = cachedStatement(
      db,
      `SELECT oi.product_id, (SELECT parent.id FROM products parent WHERE parent.sku = oi.parent_sku) AS parent_id,
              oi.qty_ordered AS qty, p.qty AS stock_qty, p.is_in_stock
         FROM order_items oi JOIN products p ON p.id = oi.product_id
        WHERE oi.order_id = ? AND p.status = 1
        ORDER BY oi.id`,
    ).all(order.id) as unknown as StockedItem[];
    for (const item of items) addItemCappedAtStock(db, cart.id, item);
    cachedStatement(
      db,
      `UPDATE carts SET coupon_code = COALESCE(coupon_code, (SELECT code FROM coupons WHERE code = ?)),
              ecard_recipient_email = COALESCE(ecard_recipient_email, ?), ecard_recipient_telephone = COALESCE(ecard_recipient_telephone, ?)
        WHERE id = ?`,
    ).run(order.coupon_code, order.ecard_recipient_email, order.ecard_recipient_telephone, cart.id);
    touchCart(db, cart.id);
  });
}
