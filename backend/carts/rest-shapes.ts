import type { CartRow } from './carts.ts';
import type { CartLine } from './lines.ts';
import type { CartTotals } from './totals.ts';
import { productMediaUrl } from '../catalog/media-url.ts';
import { roundMoney } from '../catalog/money.ts';

/**
 * Magento REST shapes of a cart. A guest cart is addressed by its masked id, so its items carry that as
 * quote_id; a customer cart's items carry the numeric quote id, as Magento's own responses do.
 */
function quoteIdOf(cart: CartRow): string {
  return cart.customer_id === null ? cart.masked_id : String(cart.id);
}

/** Magento\Quote\Api\Data\CartItemInterface, with the PWA module's extension attributes. */
export function toRestCartItem(cart: CartRow, line: CartLine, baseUrl: string) {
  return {
    item_id: line.item_id,
    sku: line.sku,
    qty: line.qty,
    name: line.name,
    price: line.price,
    product_type: line.product_type,
    quote_id: quoteIdOf(cart),
    // Magento's configurable item: the chosen attribute values (option_id = attribute id, option_value = value index).
    ...(line.options.length > 0
      ? { product_option: { extension_attributes: { configurable_item_options: line.options.map((option) => ({ option_id: String(option.attribute_id), option_value: option.value_index })) } } }
      : {}),
    extension_attributes: {
      image_url: line.image === null ? null : productMediaUrl(baseUrl, line.image),
      // The PWA module's main product: the configurable product a variant was chosen on.
      main_prod_sku: line.parent_sku ?? line.sku,
    },
  };
}

/** Magento\Quote\Api\Data\CartInterface (GET /V1/guest-carts/:cartId, GET /V1/carts/mine). */
export function toRestCart(cart: CartRow, lines: CartLine[], baseUrl: string) {
  return {
    id: cart.id,
    created_at: cart.created_at,
    updated_at: cart.updated_at,
    is_active: cart.is_active === 1,
    is_virtual: lines.length > 0 && lines.every((line) => line.type_id === 'virtual'),
    items: lines.map((line) => toRestCartItem(cart, line, baseUrl)),
    items_count: lines.length,
    items_qty: lines.reduce((sum, line) => sum + line.qty, 0),
    customer_is_guest: cart.customer_id === null,
    customer: cart.customer_id === null ? {} : { id: cart.customer_id },
    orig_order_id: 0,
    currency: {
      global_currency_code: 'QAR',
      base_currency_code: 'QAR',
      store_currency_code: 'QAR',
      quote_currency_code: 'QAR',
      store_to_base_rate: 1,
      store_to_quote_rate: 1,
      base_to_global_rate: 1,
      base_to_quote_rate: 1,
    },
    store_id: cart.store_id,
  };
}

const TITLES = {
  ar: { subtotal: 'المجموع الفرعي', discount: 'الخصم', shipping: 'الشحن والتوصيل', tax: 'الضريبة', grand_total: 'الإجمالي الكلي' },
  en: { subtotal: 'Subtotal', discount: 'Discount', shipping: 'Shipping & Handling', tax: 'Tax', grand_total: 'Grand Total' },
} as const;

/** Magento\Quote\Api\Data\TotalsInterface. Discounts are negative here, as in Magento's REST totals. */
export function toRestTotals(lines: CartLine[], totals: CartTotals, store: 'ar' | 'en') {
  const titles = TITLES[store];
  const discountAmount = totals.discount === 0 ? 0 : -totals.discount;
  const subtotalWithDiscount = roundMoney(totals.subtotal - totals.discount);
  return {
    grand_total: totals.grandTotal,
    base_grand_total: totals.grandTotal,
    subtotal: totals.subtotal,
    base_subtotal: totals.subtotal,
    discount_amount: discountAmount,
    base_discount_amount: discountAmount,
    subtotal_with_discount: subtotalWithDiscount,
    base_subtotal_with_discount: subtotalWithDiscount,
    shipping_amount: totals.shipping,
    base_shipping_amount: totals.shipping,
    shipping_discount_amount: 0,
    base_shipping_discount_amount: 0,
    tax_amount: 0,
    base_tax_amount: 0,
    weee_tax_applied_amount: null,
    shipping_tax_amount: 0,
    base_shipping_tax_amount: 0,
    subtotal_incl_tax: totals.subtotal,
    shipping_incl_tax: totals.shipping,
    base_shipping_incl_tax: totals.shipping,
    base_currency_code: 'QAR',
    quote_currency_code: 'QAR',
    ...(totals.couponCode !== null ? { coupon_code: totals.couponCode } : {}),
    items_qty: totals.itemsQty,
    items: lines.map((line) => {
      const itemDiscount = totals.itemDiscounts.get(line.item_id) ?? 0;
      return {
        item_id: line.item_id,
        price: line.price,
        base_price: line.price,
        qty: line.qty,
        row_total: line.row_total,
        base_row_total: line.row_total,
        row_total_with_discount: roundMoney(line.row_total - itemDiscount),
        tax_amount: 0,
        base_tax_amount: 0,
        tax_percent: 0,
        discount_amount: itemDiscount,
        base_discount_amount: itemDiscount,
        discount_percent: line.row_total > 0 ? Math.round((itemDiscount / line.row_total) * 10_000) / 100 : 0,
        price_incl_tax: line.price,
        base_price_incl_tax: line.price,
        row_total_incl_tax: line.row_total,
        base_row_total_incl_tax: line.row_total,
        options: JSON.stringify(line.options.map((option) => ({ value: option.value, label: option.label }))),
        weee_tax_applied_amount: null,
        weee_tax_applied: null,
        name: line.name,
      };
    }),
    total_segments: [
      { code: 'subtotal', title: titles.subtotal, value: totals.subtotal },
      ...(totals.discount > 0 ? [{ code: 'discount', title: `${titles.discount} (${totals.discountLabel ?? totals.couponCode})`, value: discountAmount }] : []),
      { code: 'shipping', title: titles.shipping, value: totals.shipping },
      { code: 'tax', title: titles.tax, value: 0, extension_attributes: { tax_grandtotal_details: [] } },
      { code: 'grand_total', title: titles.grand_total, value: totals.grandTotal, area: 'footer' },
    ],
  };
}
