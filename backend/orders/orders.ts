import type { CustomerAddressRow } from '../customers/address-types.ts';
import { cachedStatement, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';

/** Spec §4's order statuses (migration 016 holds their states and labels). */
export type OrderStatus =
  | 'pending'
  | 'pending_payment'
  | 'manual_verification_needed'
  | 'payfort_fort_new'
  | 'processing'
  | 'completed'
  | 'canceled';

/** A card order waits for the provider's answer in one of these. */
export const AWAITING_PAYMENT: ReadonlySet<OrderStatus> = new Set(['payfort_fort_new', 'pending_payment', 'manual_verification_needed']);

export interface OrderRow {
  id: number;
  increment_id: string;
  customer_id: number | null;
  cart_id: number | null;
  store_id: number;
  currency_code: string;
  status: OrderStatus;
  customer_email: string;
  customer_firstname: string;
  customer_lastname: string;
  is_virtual: number;
  subtotal: number;
  discount_amount: number;
  discount_label: string | null;
  coupon_code: string | null;
  shipping_amount: number;
  grand_total: number;
  total_qty_ordered: number;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  shipping_description: string | null;
  payment_method: string;
  payment_title: string;
  ecard_recipient_email: string | null;
  ecard_recipient_telephone: string | null;
  canceled_by: 'customer' | 'payment' | null;
  cancel_reason: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  canceled_at: string | null;
}

export interface OrderItemRow {
  id: number;
  order_id: number;
  product_id: number | null;
  sku: string;
  /** In the requested store view when the product still exists, else as ordered. */
  name: string;
  url_key: string | null;
  product_type: string;
  /** The configurable product a variant was ordered on, or null. */
  parent_sku: string | null;
  /** The chosen options as placed (carts/lines.ts's LineOption list, JSON), or null. */
  selected_options: string | null;
  qty_ordered: number;
  qty_invoiced: number;
  qty_canceled: number;
  price: number;
  original_price: number;
  row_total: number;
  discount_amount: number;
}

/** An order's copy of an address (sales_order_address): the saved-address columns, without the default flags. */
export interface OrderAddressRow extends Omit<CustomerAddressRow, 'id' | 'default_shipping' | 'default_billing'> {
  order_id: number;
  address_type: 'shipping' | 'billing';
}

export interface InvoiceRow {
  id: number;
  increment_id: string;
  order_id: number;
  subtotal: number;
  discount_amount: number;
  shipping_amount: number;
  grand_total: number;
  created_at: string;
}

const ORDER_COLUMNS = `id, increment_id, customer_id, cart_id, store_id, currency_code, status, customer_email, customer_firstname,
  customer_lastname, is_virtual, subtotal, discount_amount, discount_label, coupon_code, shipping_amount, grand_total,
  total_qty_ordered, shipping_carrier_code, shipping_method_code, shipping_description, payment_method, payment_title,
  ecard_recipient_email, ecard_recipient_telephone, canceled_by, cancel_reason, created_at, updated_at, paid_at, canceled_at`;

export function findOrderById(db: Database, id: number): OrderRow | null {
  return (cachedStatement(db, `SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ?`).get(id) as OrderRow | undefined) ?? null;
}

/** The order a cart became, if it did. */
export function findOrderByCart(db: Database, cartId: number): OrderRow | null {
  return (cachedStatement(db, `SELECT ${ORDER_COLUMNS} FROM orders WHERE cart_id = ?`).get(cartId) as OrderRow | undefined) ?? null;
}

export function findOrderByNumber(db: Database, incrementId: string): OrderRow | null {
  return (cachedStatement(db, `SELECT ${ORDER_COLUMNS} FROM orders WHERE increment_id = ?`).get(incrementId) as OrderRow | undefined) ?? null;
}

/**
 * Magento's answer for an order number or id that is not the customer's: another customer's order gets the very
 * same answer as one that does not exist, so numbers cannot be probed.
 */
export const noSuchOrder = () => new MagentoError(404, "The entity that was requested doesn't exist. Verify the entity and try again.");

/** One of the customer's own orders by number. */
export function findOwnOrder(db: Database, customerId: number, incrementId: string): OrderRow {
  const order = findOrderByNumber(db, incrementId);
  if (!order || order.customer_id !== customerId) throw noSuchOrder();
  return order;
}

/** Which of the customer's orders a listing asks for (Magento's CustomerOrdersFilterInput.number). */
export interface OrderNumberFilter {
  eq?: string | undefined;
  in?: string[] | undefined;
  /** Part of the number. */
  match?: string | undefined;
}

function filterSql(filter: OrderNumberFilter): { where: string; params: (string | number)[] } {
  const clauses: string[] = [];
  const params: string[] = [];
  if (filter.eq !== undefined) {
    clauses.push('increment_id = ?');
    params.push(filter.eq);
  }
  if (filter.in !== undefined) {
    clauses.push('increment_id IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(filter.in));
  }
  if (filter.match !== undefined) {
    clauses.push("increment_id LIKE ? ESCAPE '\\'");
    params.push(`%${filter.match.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  return { where: clauses.map((clause) => ` AND ${clause}`).join(''), params };
}

/** The customer's orders, newest first, one page of them, and how many match in all. */
export function listOwnOrders(
  db: Database,
  customerId: number,
  filter: OrderNumberFilter,
  page: { size: number; current: number },
): { orders: OrderRow[]; total: number } {
  const { where, params } = filterSql(filter);
  const { n } = cachedStatement(db, `SELECT COUNT(*) AS n FROM orders WHERE customer_id = ?${where}`).get(customerId, ...params) as { n: number };
  const orders = cachedStatement(db, `SELECT ${ORDER_COLUMNS} FROM orders WHERE customer_id = ?${where} ORDER BY id DESC LIMIT ? OFFSET ?`).all(
    customerId,
    ...params,
    page.size,
    (page.current - 1) * page.size,
  ) as unknown as OrderRow[];
  return { orders, total: n };
}

/** The orders' items, names in storeId's language when the product still exists. */
export function loadOrderItems(db: Database, orderIds: number[], storeId: number): OrderItemRow[] {
  if (orderIds.length === 0) return [];
  return cachedStatement(
    db,
    `SELECT oi.id, oi.order_id, oi.product_id, oi.sku, COALESCE(ps.name, oi.name) AS name, COALESCE(ps.url_key, oi.url_key) AS url_key,
            oi.product_type, oi.parent_sku, oi.selected_options,
            oi.qty_ordered, oi.qty_invoiced, oi.qty_canceled, oi.price, oi.original_price, oi.row_total, oi.discount_amount
       FROM order_items oi
       -- A variant is named after its configurable product, as it was ordered.
       LEFT JOIN products named ON named.id = COALESCE((SELECT parent.id FROM products parent WHERE parent.sku = oi.parent_sku), oi.product_id)
       LEFT JOIN product_store ps ON ps.product_id = named.id AND ps.store_id = ?
      WHERE oi.order_id IN (SELECT value FROM json_each(?))
      ORDER BY oi.id`,
  ).all(storeId, JSON.stringify(orderIds)) as unknown as OrderItemRow[];
}

export function loadOrderAddresses(db: Database, orderIds: number[]): OrderAddressRow[] {
  if (orderIds.length === 0) return [];
  return cachedStatement(
    db,
    `SELECT order_id, address_type, firstname, lastname, street, city, region, region_code, region_id, postcode, country_code, telephone
       FROM order_addresses WHERE order_id IN (SELECT value FROM json_each(?))`,
  ).all(JSON.stringify(orderIds)) as unknown as OrderAddressRow[];
}

export function loadInvoices(db: Database, orderIds: number[]): InvoiceRow[] {
  if (orderIds.length === 0) return [];
  return cachedStatement(
    db,
    `SELECT id, increment_id, order_id, subtotal, discount_amount, shipping_amount, grand_total, created_at
       FROM invoices WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY id`,
  ).all(JSON.stringify(orderIds)) as unknown as InvoiceRow[];
}

/** Magento's 9-digit increment ids ('000000001', …) for orders and invoices, one sequence per table. */
export function nextIncrementId(db: Database, table: 'orders' | 'invoices'): { id: number; incrementId: string } {
  const { id } = cachedStatement(db, `SELECT COALESCE(MAX(id), 0) + 1 AS id FROM ${table}`).get() as { id: number };
  return { id, incrementId: String(id).padStart(9, '0') };
}

export function setOrderStatus(db: Database, orderId: number, status: OrderStatus, now: string): void {
  cachedStatement(db, 'UPDATE orders SET status = ?, updated_at = ? WHERE id = ?').run(status, now, orderId);
}
