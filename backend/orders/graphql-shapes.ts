import { money } from '../catalog/money.ts';
import { toGraphqlEcardRecipient } from '../checkout/ecard-recipient.ts';
import { PAYMENT_CODES, paymentTitle, type PaymentCode } from '../checkout/payment-methods.ts';
import { storedStreet } from '../customers/address-input.ts';
import { cachedStatement, type Database } from '../db/database.ts';
import { listRegions, regionName, STORE_COUNTRY } from '../directory/regions.ts';
import { storeSettings, type StoreSettings } from '../store-config.ts';
import type { Store } from '../stores.ts';
import { cancellationRefusal, orderUid } from './customer-cancel.ts';
import {
  loadInvoices,
  loadOrderAddresses,
  loadOrderItems,
  type InvoiceRow,
  type OrderAddressRow,
  type OrderItemRow,
  type OrderRow,
} from './orders.ts';

const base64 = (value: number) => Buffer.from(String(value)).toString('base64');

interface StatusLabelRow {
  status: string;
  label_ar: string;
  label_en: string;
}

/** Magento's status label in the store view's language (sales_order_status_label). */
function statusLabels(db: Database, store: Store): Map<string, string> {
  const rows = cachedStatement(db, 'SELECT status, label_ar, label_en FROM order_statuses').all() as unknown as StatusLabelRow[];
  return new Map(rows.map((row) => [row.status, store.code === 'ar' ? row.label_ar : row.label_en]));
}

function itemStatus(item: OrderItemRow): string {
  if (item.qty_canceled >= item.qty_ordered) return 'Canceled';
  if (item.qty_invoiced >= item.qty_ordered) return 'Invoiced';
  return 'Ordered';
}

function discountsOf(amount: number, label: string | null) {
  return amount > 0 ? [{ amount: money(amount), label: label ?? '' }] : [];
}

/** Magento's OrderItemOption list of an ordered variant's chosen options, as they read in the order's store view. */
function selectedOptionsOf(item: OrderItemRow): Array<{ label: string; value: string }> {
  if (item.selected_options === null) return [];
  try {
    const options = JSON.parse(item.selected_options) as Array<{ label: string; value: string }>;
    return options.map((option) => ({ label: option.label, value: option.value }));
  } catch {
    return [];
  }
}

function toOrderItem(item: OrderItemRow, discountLabel: string | null) {
  return {
    __typename: 'OrderItem',
    id: base64(item.id),
    product_name: item.name,
    product_sku: item.sku,
    product_url_key: item.url_key,
    product_type: item.product_type,
    status: itemStatus(item),
    product_sale_price: money(item.price),
    discounts: discountsOf(item.discount_amount, discountLabel),
    selected_options: selectedOptionsOf(item),
    entered_options: [],
    quantity_ordered: item.qty_ordered,
    quantity_shipped: 0,
    quantity_refunded: 0,
    quantity_invoiced: item.qty_invoiced,
    quantity_canceled: item.qty_canceled,
    quantity_returned: 0,
  };
}

function totalOf(amounts: { subtotal: number; discount_amount: number; shipping_amount: number; grand_total: number }, discountLabel: string | null) {
  const shipping = money(amounts.shipping_amount);
  return {
    subtotal: money(amounts.subtotal),
    discounts: discountsOf(amounts.discount_amount, discountLabel),
    total_tax: money(0),
    taxes: [],
    grand_total: money(amounts.grand_total),
    base_grand_total: money(amounts.grand_total),
    total_shipping: shipping,
    shipping_handling: { total_amount: shipping, amount_including_tax: shipping, amount_excluding_tax: shipping, taxes: [], discounts: [] },
  };
}

/** The carrier and method named in the reader's language, as Magento's shipping_description reads "Carrier - Method". */
function shippingNames(settings: StoreSettings, order: OrderRow): { carrier: string | null; method: string | null } {
  if (order.shipping_carrier_code === null) return { carrier: null, method: null };
  const carrier = settings(`carriers/${order.shipping_carrier_code}/title`);
  const method = settings(`carriers/${order.shipping_carrier_code}/name`);
  return carrier && method ? { carrier, method: `${carrier} - ${method}` } : { carrier, method: order.shipping_description };
}

const isPaymentCode = (code: string): code is PaymentCode => (PAYMENT_CODES as readonly string[]).includes(code);

/**
 * Magento's GraphQL `CustomerOrder` for each order (items, addresses and invoices loaded in one go), texts in the
 * reader's store view, plus the custom fields: status_code (spec §4's status), can_cancel and ecard_recipient.
 */
export function toGraphqlOrders(db: Database, orders: OrderRow[], store: Store) {
  const ids = orders.map((order) => order.id);
  const items = loadOrderItems(db, ids, store.id);
  const addresses = loadOrderAddresses(db, ids);
  const invoices = loadInvoices(db, ids);
  const labels = statusLabels(db, store);
  const regions = listRegions(db, STORE_COUNTRY);
  const settings = storeSettings(db, store.id);

  const toAddress = (address: OrderAddressRow | undefined) => {
    if (!address) return null;
    const region = regions.find((candidate) => candidate.id === address.region_id);
    return {
      firstname: address.firstname,
      lastname: address.lastname,
      middlename: null,
      region: region ? regionName(region, store.code) : address.region,
      region_id: address.region_id === null ? null : String(address.region_id),
      country_code: address.country_code,
      street: storedStreet(address.street),
      company: null,
      telephone: address.telephone,
      fax: null,
      postcode: address.postcode,
      city: address.city,
      prefix: null,
      suffix: null,
      vat_id: null,
    };
  };

  return orders.map((order) => {
    const orderItems = items.filter((item) => item.order_id === order.id);
    const shapedItems = orderItems.map((item) => toOrderItem(item, order.discount_label));
    const { carrier, method } = shippingNames(settings, order);
    const paymentName = isPaymentCode(order.payment_method) ? paymentTitle(settings, order.payment_method) : order.payment_title;
    return {
      id: orderUid(order),
      number: order.increment_id,
      order_number: order.increment_id,
      increment_id: order.increment_id,
      order_date: order.created_at,
      created_at: order.created_at,
      status: labels.get(order.status) ?? order.status,
      status_code: order.status,
      can_cancel: cancellationRefusal(order, orderItems) === null,
      items: shapedItems,
      total: totalOf(order, order.discount_label),
      grand_total: order.grand_total,
      invoices: invoices
        .filter((invoice) => invoice.order_id === order.id)
        .map((invoice: InvoiceRow) => ({
          id: base64(invoice.id),
          number: invoice.increment_id,
          total: totalOf(invoice, order.discount_label),
          items: orderItems.map((item, index) => ({
            __typename: 'InvoiceItem',
            id: base64(item.id),
            order_item: shapedItems[index],
            product_name: item.name,
            product_sku: item.sku,
            product_sale_price: money(item.price),
            discounts: discountsOf(item.discount_amount, order.discount_label),
            quantity_invoiced: item.qty_invoiced,
          })),
          comments: [],
        })),
      shipments: [],
      credit_memos: [],
      comments: [],
      gift_message: null,
      payment_methods: [{ name: paymentName, type: order.payment_method, additional_data: [] }],
      shipping_address: toAddress(addresses.find((address) => address.order_id === order.id && address.address_type === 'shipping')),
      billing_address: toAddress(addresses.find((address) => address.order_id === order.id && address.address_type === 'billing')),
      carrier,
      shipping_method: method,
      ecard_recipient: toGraphqlEcardRecipient(
        order.ecard_recipient_email === null && order.ecard_recipient_telephone === null
          ? null
          : { email: order.ecard_recipient_email, telephone: order.ecard_recipient_telephone },
      ),
    };
  });
}
