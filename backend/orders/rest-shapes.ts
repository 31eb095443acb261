/**
 * Magento's REST shapes of an order (Magento\Sales\Api\Data\OrderInterface, as `GET /V1/orders/{id}` and
 * `GET /V1/orders` answer them to an admin).
 *
 * A variant is ordered here as one row (order_items: the variant's SKU and product, its parent's SKU). Magento keeps
 * two: the configurable parent item (`product_type: configurable`, the variant's SKU, the price, and the chosen
 * values in `product_option.extension_attributes.configurable_item_options`) and the variant's simple child item
 * (`parent_item_id`, `parent_item`, price 0). Both are answered, so a Magento client (an ERP, an OMS) reads a
 * configurable line as it would from Magento. The child has no row of its own: its `item_id` is derived from the
 * parent's, in a range stored ids never reach (CHILD_ITEM_ID_OFFSET).
 */
import { roundMoney } from '../catalog/money.ts';
import { storedStreet } from '../customers/address-input.ts';
import { cachedStatement, type Database } from '../db/database.ts';
import { loadOrderAddresses, type OrderAddressRow, type OrderItemRow, type OrderRow } from './orders.ts';

/** The child item of the configurable line whose row id is `n` answers `CHILD_ITEM_ID_OFFSET + n`. */
export const CHILD_ITEM_ID_OFFSET = 1_000_000_000;

/** An order line as placed: the stored columns a REST item reads (names as ordered), with what a variant's line needs besides. */
interface RestItemRow
  extends Pick<
    OrderItemRow,
    | 'id'
    | 'order_id'
    | 'product_id'
    | 'sku'
    | 'name'
    | 'product_type'
    | 'qty_ordered'
    | 'qty_invoiced'
    | 'qty_canceled'
    | 'price'
    | 'original_price'
    | 'row_total'
    | 'discount_amount'
    | 'parent_sku'
  > {
  /** The configurable product of a variant's line. */
  parent_product_id: number | null;
  /** The variant's own name in the order's store view (the line is named after its product). */
  variant_name: string | null;
  store_id: number;
  created_at: string;
  updated_at: string;
}

interface ChosenValueRow {
  item_id: number;
  attribute_id: number;
  option_id: number;
}

/** The orders' lines as they were placed (names as ordered), with what a variant's line needs besides. */
function loadRestItems(db: Database, orderIds: number[]): RestItemRow[] {
  return cachedStatement(
    db,
    `SELECT oi.id, oi.order_id, oi.product_id, oi.sku, oi.name, oi.product_type, oi.qty_ordered, oi.qty_invoiced, oi.qty_canceled,
            oi.price, oi.original_price, oi.row_total, oi.discount_amount, oi.parent_sku,
            parent.id AS parent_product_id, vs.name AS variant_name, o.store_id, o.created_at, o.updated_at
       FROM order_items oi
       JOIN orders o ON o.id = oi.order_id
       LEFT JOIN products parent ON oi.parent_sku IS NOT NULL AND parent.sku = oi.parent_sku
       LEFT JOIN product_store vs ON oi.parent_sku IS NOT NULL AND vs.product_id = oi.product_id AND vs.store_id = o.store_id
      WHERE oi.order_id IN (SELECT value FROM json_each(?))
      ORDER BY oi.id`,
  ).all(JSON.stringify(orderIds)) as unknown as RestItemRow[];
}

/** Each variant line's chosen values: the variant's value of every attribute its product varies by, in the product's order. */
function loadChosenValues(db: Database, itemIds: number[]): Map<number, ChosenValueRow[]> {
  const rows = cachedStatement(
    db,
    `SELECT oi.id AS item_id, ca.attribute_id, pav.option_id
       FROM order_items oi
       JOIN products parent ON parent.sku = oi.parent_sku
       JOIN configurable_attributes ca ON ca.parent_id = parent.id
       JOIN product_attribute_values pav ON pav.product_id = oi.product_id AND pav.attribute_id = ca.attribute_id
      WHERE oi.id IN (SELECT value FROM json_each(?))
      ORDER BY oi.id, ca.position, ca.id`,
  ).all(JSON.stringify(itemIds)) as unknown as ChosenValueRow[];
  const byItem = new Map<number, ChosenValueRow[]>();
  for (const row of rows) byItem.set(row.item_id, [...(byItem.get(row.item_id) ?? []), row]);
  return byItem;
}

/** The fields every order item has, parent, child or simple. */
function itemBase(row: RestItemRow) {
  return {
    order_id: row.order_id,
    store_id: row.store_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    qty_ordered: row.qty_ordered,
    qty_invoiced: row.qty_invoiced,
    qty_canceled: row.qty_canceled,
    qty_refunded: 0,
    qty_shipped: 0,
    is_virtual: row.product_type === 'virtual' ? 1 : 0,
    tax_amount: 0,
    base_tax_amount: 0,
    tax_percent: 0,
  };
}

function pricedItem(row: RestItemRow, price: number, originalPrice: number, rowTotal: number, discount: number) {
  return {
    price: roundMoney(price),
    base_price: roundMoney(price),
    original_price: roundMoney(originalPrice),
    base_original_price: roundMoney(originalPrice),
    price_incl_tax: roundMoney(price),
    base_price_incl_tax: roundMoney(price),
    row_total: roundMoney(rowTotal),
    base_row_total: roundMoney(rowTotal),
    row_total_incl_tax: roundMoney(rowTotal),
    base_row_total_incl_tax: roundMoney(rowTotal),
    discount_amount: roundMoney(discount),
    base_discount_amount: roundMoney(discount),
    ...itemBase(row),
  };
}

/** One placed line as Magento's items: a simple or virtual product's one item, a variant's parent and child. */
function toRestItems(row: RestItemRow, chosen: readonly ChosenValueRow[]) {
  const sold = {
    item_id: row.id,
    product_id: row.parent_sku === null ? row.product_id : row.parent_product_id,
    product_type: row.product_type,
    sku: row.sku,
    name: row.name,
    ...pricedItem(row, row.price, row.original_price, row.row_total, row.discount_amount),
  };
  if (row.parent_sku === null) return [sold];
  const parent = {
    ...sold,
    product_option: {
      extension_attributes: {
        configurable_item_options: chosen.map((value) => ({ option_id: String(value.attribute_id), option_value: value.option_id })),
      },
    },
  };
  const child = {
    item_id: CHILD_ITEM_ID_OFFSET + row.id,
    parent_item_id: row.id,
    product_id: row.product_id,
    product_type: 'simple',
    sku: row.sku,
    name: row.variant_name ?? row.name,
    // Magento prices a configurable line on its parent item; the child carries none.
    ...pricedItem(row, 0, 0, 0, 0),
    parent_item: parent,
  };
  return [parent, child];
}

function toRestAddress(address: OrderAddressRow, order: OrderRow, entityId: number) {
  return {
    address_type: address.address_type,
    entity_id: entityId,
    parent_id: order.id,
    firstname: address.firstname,
    lastname: address.lastname,
    street: storedStreet(address.street),
    city: address.city,
    region: address.region,
    region_code: address.region_code,
    region_id: address.region_id,
    postcode: address.postcode,
    country_id: address.country_code,
    telephone: address.telephone,
    email: order.customer_email,
  };
}

interface StateRow {
  status: string;
  state: string;
}

/** Magento's `OrderInterface` of each order, items, addresses and payment included, loaded in one go. */
export function toRestOrders(db: Database, orders: readonly OrderRow[]) {
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const items = loadRestItems(db, ids);
  const chosen = loadChosenValues(db, items.filter((item) => item.parent_sku !== null).map((item) => item.id));
  const addresses = loadOrderAddresses(db, ids);
  const states = new Map((cachedStatement(db, 'SELECT status, state FROM order_statuses').all() as unknown as StateRow[]).map((row) => [row.status, row.state]));
  // Address ids: Magento's sales_order_address has one; ours is (order, type), so number them in that order.
  const addressId = (order: OrderRow, type: 'shipping' | 'billing') => order.id * 2 - (type === 'billing' ? 1 : 0);

  return orders.map((order) => {
    const own = items.filter((item) => item.order_id === order.id);
    const restItems = own.flatMap((item) => toRestItems(item, chosen.get(item.id) ?? []));
    const addressOf = (type: 'shipping' | 'billing') => {
      const address = addresses.find((candidate) => candidate.order_id === order.id && candidate.address_type === type);
      return address ? toRestAddress(address, order, addressId(order, type)) : null;
    };
    const shipping = addressOf('shipping');
    const money = (value: number) => roundMoney(value);
    return {
      entity_id: order.id,
      increment_id: order.increment_id,
      state: states.get(order.status) ?? order.status,
      status: order.status,
      store_id: order.store_id,
      created_at: order.created_at,
      updated_at: order.updated_at,
      customer_id: order.customer_id,
      customer_is_guest: order.customer_id === null ? 1 : 0,
      customer_email: order.customer_email,
      customer_firstname: order.customer_firstname,
      customer_lastname: order.customer_lastname,
      base_currency_code: order.currency_code,
      global_currency_code: order.currency_code,
      order_currency_code: order.currency_code,
      store_currency_code: order.currency_code,
      is_virtual: order.is_virtual,
      subtotal: money(order.subtotal),
      base_subtotal: money(order.subtotal),
      // Magento's REST carries a discount negative.
      discount_amount: money(-order.discount_amount),
      base_discount_amount: money(-order.discount_amount),
      ...(order.discount_label ? { discount_description: order.discount_label } : {}),
      ...(order.coupon_code ? { coupon_code: order.coupon_code } : {}),
      shipping_amount: money(order.shipping_amount),
      base_shipping_amount: money(order.shipping_amount),
      ...(order.shipping_description ? { shipping_description: order.shipping_description } : {}),
      tax_amount: 0,
      base_tax_amount: 0,
      grand_total: money(order.grand_total),
      base_grand_total: money(order.grand_total),
      total_qty_ordered: order.total_qty_ordered,
      total_item_count: own.length,
      items: restItems,
      billing_address: addressOf('billing'),
      payment: {
        parent_id: order.id,
        method: order.payment_method,
        amount_ordered: money(order.grand_total),
        base_amount_ordered: money(order.grand_total),
        additional_information: [order.payment_title],
      },
      status_histories: [],
      extension_attributes: {
        shipping_assignments: shipping
          ? [
              {
                shipping: {
                  address: shipping,
                  method: order.shipping_carrier_code ? `${order.shipping_carrier_code}_${order.shipping_method_code ?? order.shipping_carrier_code}` : null,
                  total: { shipping_amount: money(order.shipping_amount), base_shipping_amount: money(order.shipping_amount) },
                },
                items: restItems,
              },
            ]
          : [],
      },
    };
  });
}
