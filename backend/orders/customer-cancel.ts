import { z } from 'zod';
import { CASH_ON_DELIVERY } from '../checkout/payment-methods.ts';
import { cachedStatement, transaction } from '../db/database.ts';
import { parseInput, shortText } from '../input.ts';
import { findOrderById, loadOrderItems, noSuchOrder, type OrderItemRow, type OrderRow } from './orders.ts';
import { cancelOrder, type OrderDeps } from './transitions.ts';

/** Magento 2.4.7's CancelOrderInput, which this store's module serves on 2.4.4: the order's `CustomerOrder.id` and why. */
const cancelInput = z.object({
  order_id: shortText('order_id', 64),
  reason: shortText('reason', 255).trim().min(1, { error: 'Field is Required' }),
});

export const NOT_CANCELLABLE = 'Order already closed, complete, canceled or on hold';
export const ONLY_CASH_ON_DELIVERY = 'Only an order paid by cash on delivery can be cancelled.';
export const ECARDS_NOT_REFUNDABLE = 'E-cards are non-refundable, so an order with e-cards cannot be cancelled.';

/** `CustomerOrder.id` is the base64 of the order's entity id, as in Magento. */
export const orderUid = (order: Pick<OrderRow, 'id'>) => Buffer.from(String(order.id)).toString('base64');

function orderIdFromUid(uid: string): number | null {
  const decoded = Buffer.from(uid, 'base64').toString('utf8');
  return /^[1-9]\d{0,11}$/.test(decoded) && Buffer.from(decoded).toString('base64') === uid ? Number(decoded) : null;
}

/** Why the customer may not cancel this order (with these items) now, or null when they may. */
export function cancellationRefusal(order: OrderRow, items: Pick<OrderItemRow, 'product_type'>[]): string | null {
  // Spec §9: e-cards are non-refundable (a code is spent once read), whatever the order was paid with.
  if (items.some((item) => item.product_type === 'virtual')) return ECARDS_NOT_REFUNDABLE;
  if (order.payment_method !== CASH_ON_DELIVERY) return ONLY_CASH_ON_DELIVERY;
  if (order.status !== 'pending') return NOT_CANCELLABLE;
  return null;
}

/**
 * cancelOrder (custom): the customer cancels their own pending cash-on-delivery order; its units go back on stock
 * and the cancellation counts towards spec §9's limit of 3. As in Magento's cancelOrder, a refusal comes back in
 * `error`; an order that is not theirs is not found.
 */
export function cancelOwnOrder(deps: OrderDeps, customerId: number, raw: unknown): { error: string | null; order: OrderRow } {
  const input = parseInput(cancelInput, raw);
  const id = orderIdFromUid(input.order_id);
  return transaction(deps.db, () => {
    const order = id === null ? null : findOrderById(deps.db, id);
    if (!order || order.customer_id !== customerId) throw noSuchOrder();
    const refused = cancellationRefusal(order, loadOrderItems(deps.db, [order.id], order.store_id));
    if (refused) return { error: refused, order };
    cancelOrder(deps, order, 'customer');
    cachedStatement(deps.db, 'UPDATE orders SET cancel_reason = ? WHERE id = ?').run(input.reason, order.id);
    return { error: null, order: findOrderById(deps.db, order.id) as OrderRow };
  });
}
