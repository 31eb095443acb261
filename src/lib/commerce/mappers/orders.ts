/** Customer orders -> `OrderSummary` (the account's order list). */
import type { RawCustomerOrder } from '../schemas/orders.ts';
import type { OrderSummary } from '../types.ts';

export function toOrderSummary(raw: RawCustomerOrder): OrderSummary {
  return {
    id: raw.id,
    number: raw.number,
    orderDate: raw.order_date,
    status: raw.status,
    grandTotal: raw.total?.grand_total?.value ?? null,
    currency: raw.total?.grand_total?.currency ?? null,
  };
}
