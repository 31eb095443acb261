import { cachedStatement, transaction } from '../db/database.ts';
import { magentoDateTime } from '../dates.ts';
import { findOrderById, type OrderRow } from './orders.ts';
import { cancelOrder, type OrderDeps } from './transitions.ts';

/**
 * Card orders whose shopper never finished at the provider (still `payfort_fort_new` after `timeoutMinutes`) are
 * cancelled and their units go back on stock. Runs where it matters, inside placeOrder's transaction before stock
 * is checked, and before a payment is started, so stock held by an abandoned payment never makes an order fail.
 * Their items are not put back into a cart: the cart being placed may be that shopper's, and would silently grow.
 * Orders the provider reported pending or in review wait for its answer.
 */
export function cancelUnpaidCardOrders(deps: OrderDeps, timeoutMinutes: number): number {
  if (timeoutMinutes <= 0) return 0;
  const before = magentoDateTime(new Date(deps.now - timeoutMinutes * 60_000));
  return transaction(deps.db, () => {
    const stale = cachedStatement(deps.db, "SELECT id FROM orders WHERE status = 'payfort_fort_new' AND created_at < ? ORDER BY id").all(before) as {
      id: number;
    }[];
    for (const { id } of stale) {
      cancelOrder(deps, findOrderById(deps.db, id) as OrderRow, 'payment');
    }
    return stale.length;
  });
}
