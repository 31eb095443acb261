import type { BackendConfig } from '../config.ts';
import type { ChangeNotifier } from '../notify/notifier.ts';
import { cachedStatement, transaction, type Database } from '../db/database.ts';
import { magentoDateTime } from '../dates.ts';
import { deliverEcards } from './ecard-delivery.ts';
import { loadOrderItems, nextIncrementId, setOrderStatus, type OrderRow } from './orders.ts';
import { returnStock } from './stock.ts';
import { announceStockChanges } from './stock-changes.ts';

/** What moving an order needs. */
export interface OrderDeps {
  db: Database;
  config: Pick<BackendConfig, 'quiet' | 'aps'>;
  /** The request's instant (epoch ms). */
  now: number;
  /** Announces the products an order sold out or put back in stock (stock-changes.ts). */
  changes: Pick<ChangeNotifier, 'record' | 'committed'>;
}

/**
 * The order is paid: an invoice for the whole order, every item invoiced, the e-cards delivered, and the status
 * `processing` (goods to deliver) or `completed` (e-cards only: nothing left to do, as Magento completes an
 * invoiced virtual order).
 */
export function markOrderPaid({ db, config, now }: OrderDeps, order: OrderRow): void {
  const at = magentoDateTime(new Date(now));
  transaction(db, () => {
    const { id, incrementId } = nextIncrementId(db, 'invoices');
    cachedStatement(
      db,
      `INSERT INTO invoices (id, increment_id, order_id, subtotal, discount_amount, shipping_amount, grand_total, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(id, incrementId, order.id, order.subtotal, order.discount_amount, order.shipping_amount, order.grand_total, at);
    cachedStatement(db, 'UPDATE order_items SET qty_invoiced = qty_ordered WHERE order_id = ?').run(order.id);
    cachedStatement(db, 'UPDATE orders SET paid_at = ? WHERE id = ?').run(at, order.id);
    setOrderStatus(db, order.id, order.is_virtual === 1 ? 'completed' : 'processing', at);
    deliverEcards(db, config, order, at);
  });
}

/**
 * Cancels the order and puts its units back on stock. `customer`: the shopper cancelled a cash-on-delivery order
 * (counted towards spec §9's limit); `payment`: the card payment was declined or cancelled.
 */
export function cancelOrder(deps: Pick<OrderDeps, 'db' | 'now' | 'changes'>, order: OrderRow, by: 'customer' | 'payment'): void {
  const { db, now } = deps;
  const at = magentoDateTime(new Date(now));
  transaction(db, () => {
    const items = loadOrderItems(db, [order.id], order.store_id);
    const backInStock = returnStock(
      db,
      items.map((item) => ({ product_id: item.product_id, qty: item.qty_ordered - item.qty_canceled })),
    );
    announceStockChanges(deps, backInStock);
    cachedStatement(db, 'UPDATE order_items SET qty_canceled = qty_ordered WHERE order_id = ?').run(order.id);
    cachedStatement(db, 'UPDATE orders SET canceled_by = ?, canceled_at = ? WHERE id = ?').run(by, at, order.id);
    setOrderStatus(db, order.id, 'canceled', at);
  });
}
