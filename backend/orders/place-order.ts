import { cartNotOwned, findCartByMaskedId, type CartRow } from '../carts/carts.ts';
import { CART_EMPTY } from '../carts/cart-coupons.ts';
import type { CartAddress } from '../checkout/cart-addresses.ts';
import { ECARD_RECIPIENT_REQUIRED } from '../checkout/ecard-recipient.ts';
import { CASH_ON_DELIVERY, ECARDS_PAID_BY_CARD, PROVIDER_PAYMENT_CODES } from '../checkout/payment-methods.ts';
import { loadCheckoutQuote, type CheckoutQuote } from '../checkout/quote.ts';
import { shippingDescription } from '../checkout/shipping-methods.ts';
import { addressColumnValues } from '../customers/addresses.ts';
import { findCustomerById } from '../customers/customers.ts';
import { cachedStatement, transaction } from '../db/database.ts';
import { magentoDateTime } from '../dates.ts';
import { MagentoError } from '../errors.ts';
import { cancelUnpaidCardOrders } from './expire-unpaid.ts';
import { findOrderByCart, findOrderById, nextIncrementId, type OrderRow, type OrderStatus } from './orders.ts';
import { findShortfalls, outOfStockError, takeStock, type StockDemand } from './stock.ts';
import { announceStockChanges } from './stock-changes.ts';
import type { OrderDeps } from './transitions.ts';

/** Magento 2.4.4's placeOrder reports every refusal as "Unable to place order: <reason>". */
const unableToPlace = (reason: string) => new MagentoError(400, `Unable to place order: ${reason}`);

export const NO_SUCH_CART = 'Could not find a cart with ID "%masked_cart_id"';

/** The reason the quote cannot become an order yet, checked in the order the checkout steps come. */
function refusal(quote: CheckoutQuote): MagentoError | null {
  if (quote.lines.length === 0) return unableToPlace(CART_EMPTY);
  if (!quote.isVirtual) {
    if (quote.addresses.shipping === null) return unableToPlace('The shipping address is missing. Set the address and try again.');
    if (quote.selectedShipping === null) return unableToPlace('The shipping method is missing. Select the shipping method and try again.');
    if (!quote.selectedShipping.available) return unableToPlace(quote.selectedShipping.errorMessage ?? 'The shipping method is not available.');
    if (quote.addresses.billing === null) return unableToPlace('The billing address is missing. Set the address and try again.');
  }
  if (quote.hasEcards && quote.ecardRecipient === null) return unableToPlace(ECARD_RECIPIENT_REQUIRED);
  if (quote.selectedPayment === null) return unableToPlace('Enter a valid payment method and try again.');
  if (quote.hasEcards && quote.selectedPayment.code === CASH_ON_DELIVERY) return unableToPlace(ECARDS_PAID_BY_CARD);
  if (!quote.paymentOptions.some((option) => option.code === quote.selectedPayment?.code)) {
    return unableToPlace('The requested Payment Method is not available.');
  }
  return null;
}

function insertAddress(deps: OrderDeps, orderId: number, type: 'shipping' | 'billing', address: CartAddress): void {
  cachedStatement(
    deps.db,
    `INSERT INTO order_addresses (order_id, address_type, firstname, lastname, street, city, region, region_code, region_id, postcode,
       country_code, telephone)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(orderId, type, ...addressColumnValues(address));
}

function writeOrder(deps: OrderDeps, quote: CheckoutQuote, customerId: number): number {
  const { db } = deps;
  const at = magentoDateTime(new Date(deps.now));
  const customer = findCustomerById(db, customerId);
  if (!customer) throw new MagentoError(401, "The current customer isn't authorized.");
  const payment = quote.selectedPayment as NonNullable<CheckoutQuote['selectedPayment']>;
  const status: OrderStatus = PROVIDER_PAYMENT_CODES.has(payment.code) ? 'payfort_fort_new' : 'pending';
  const shipping = quote.isVirtual ? null : quote.selectedShipping;
  const { totals } = quote;
  const { id, incrementId } = nextIncrementId(db, 'orders');
  cachedStatement(
    db,
    `INSERT INTO orders (id, increment_id, customer_id, cart_id, store_id, currency_code, status, customer_email, customer_firstname,
       customer_lastname, is_virtual, subtotal, discount_amount, discount_label, coupon_code, shipping_amount, grand_total,
       total_qty_ordered, shipping_carrier_code, shipping_method_code, shipping_description, payment_method, payment_title,
       ecard_recipient_email, ecard_recipient_telephone, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'QAR', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    incrementId,
    customerId,
    quote.cart.id,
    quote.store.id,
    status,
    customer.email,
    customer.firstname,
    customer.lastname,
    quote.isVirtual ? 1 : 0,
    totals.subtotal,
    totals.discount,
    totals.discountLabel,
    totals.couponCode,
    totals.shipping,
    totals.grandTotal,
    totals.itemsQty,
    shipping?.carrierCode ?? null,
    shipping?.methodCode ?? null,
    shipping ? shippingDescription(shipping) : null,
    payment.code,
    payment.title,
    quote.hasEcards ? (quote.ecardRecipient?.email ?? null) : null,
    quote.hasEcards ? (quote.ecardRecipient?.telephone ?? null) : null,
    at,
    at,
  );
  const item = cachedStatement(
    db,
    `INSERT INTO order_items (order_id, product_id, sku, name, url_key, product_type, qty_ordered, price, original_price, row_total, discount_amount,
       parent_sku, selected_options)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const line of quote.lines) {
    // A variant is ordered as itself (its SKU, stock and price) under its configurable product's name, with the
    // options chosen as they read in the order's store view.
    item.run(id, line.product_id, line.sku, line.name, line.url_key, line.product_type, line.qty, line.price, line.regular_price, line.row_total,
      totals.itemDiscounts.get(line.item_id) ?? 0, line.parent_sku, line.options.length > 0 ? JSON.stringify(line.options) : null);
  }
  if (shipping && quote.addresses.shipping) insertAddress(deps, id, 'shipping', quote.addresses.shipping);
  if (quote.addresses.billing) insertAddress(deps, id, 'billing', quote.addresses.billing);
  cachedStatement(db, 'UPDATE carts SET is_active = 0, updated_at = ? WHERE id = ?').run(at, quote.cart.id);
  return id;
}

/**
 * placeOrder: in ONE `BEGIN IMMEDIATE` transaction, the cart is checked (addresses, methods, recipient, payment),
 * stock is checked and taken, the order is written and the cart deactivated. Writers are serialised, so
 * concurrent orders can never sell more units than exist; a shortfall rolls everything back and leaves the cart
 * as it was. The cart id is the idempotency key: a repeat call for a cart that already became an order returns
 * that order. E-cards are paid by card only, and their codes leave when the payment arrives
 * (`markOrderPaid`).
 */
export function placeOrder(deps: OrderDeps, maskedCartId: string, customerId: number): OrderRow {
  const { db } = deps;
  return transaction(db, () => {
    cancelUnpaidCardOrders(deps, deps.config.aps.paymentTimeoutMinutes);
    const cart: CartRow | null = findCartByMaskedId(db, maskedCartId);
    if (!cart) throw new MagentoError(404, NO_SUCH_CART, { masked_cart_id: maskedCartId.slice(0, 64) });
    if (cart.customer_id !== customerId) throw cartNotOwned(maskedCartId);
    const placed = findOrderByCart(db, cart.id);
    if (placed) return placed;
    if (cart.is_active !== 1) throw new MagentoError(404, "The cart isn't active.");

    const quote = loadCheckoutQuote(db, cart, cart.store_id, deps.now);
    const refused = refusal(quote);
    if (refused) throw refused;
    const demands: StockDemand[] = quote.lines.map((line) => ({ product_id: line.product_id, sku: line.sku, name: line.name, qty: line.qty }));
    const shortfalls = findShortfalls(db, demands);
    if (shortfalls.length > 0) throw outOfStockError(shortfalls);
    announceStockChanges(deps, takeStock(db, demands));

    return findOrderById(db, writeOrder(deps, quote, customerId)) as OrderRow;
  });
}
