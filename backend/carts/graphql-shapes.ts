import { isSpecialPriceActive } from '../catalog/price.ts';
import type { CartRow } from './carts.ts';
import type { CartLine } from './lines.ts';
import type { CartTotals } from './totals.ts';
import { productMediaUrl } from './media-url.ts';

const money = (value: number) => ({ value, currency: 'QAR' as const });
const round2 = (value: number) => Math.round(value * 100) / 100;
const base64 = (value: number | string) => Buffer.from(String(value)).toString('base64');

/** The product of a cart item, with the ProductInterface fields the cart views read already resolved. */
function toCartProduct(line: CartLine, baseUrl: string) {
  const regular = money(line.regular_price);
  const final = money(line.price);
  const amountOff = round2(line.regular_price - line.price);
  const productPrice = {
    regular_price: regular,
    final_price: final,
    discount: {
      amount_off: amountOff,
      percent_off: line.regular_price > 0 ? round2((amountOff / line.regular_price) * 100) : 0,
    },
  };
  const imageUrl = productMediaUrl(baseUrl, line.image);
  const image = { url: imageUrl, label: line.name };
  return {
    __typename: line.type_id === 'virtual' ? 'VirtualProduct' : 'SimpleProduct',
    id: line.product_id,
    uid: base64(line.product_id),
    sku: line.sku,
    name: line.name,
    type_id: line.type_id,
    url_key: line.url_key,
    thumbnail: image,
    small_image: image,
    image,
    special_price: isSpecialPriceActive({ price: line.regular_price, special_price: line.special_price, special_from_date: line.special_from_date, special_to_date: line.special_to_date })
      ? line.special_price
      : null,
    special_from_date: line.special_from_date,
    special_to_date: line.special_to_date,
    stock_status: line.is_in_stock === 1 && line.stock_qty > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
    price_range: { minimum_price: productPrice, maximum_price: productPrice },
    price: {
      minimalPrice: { amount: final, adjustments: [] },
      maximalPrice: { amount: final, adjustments: [] },
      regularPrice: { amount: regular, adjustments: [] },
    },
  };
}

/** Magento's GraphQL `Cart` (plus the custom module's store_id / entity_id). */
export function toGraphqlCart(cart: CartRow, lines: CartLine[], totals: CartTotals, baseUrl: string) {
  const discountLabel = totals.discountLabel ?? totals.couponCode ?? '';
  const discounts = totals.discount > 0 ? [{ amount: money(totals.discount), label: discountLabel }] : [];
  const applied = totals.couponCode !== null ? { code: totals.couponCode } : null;
  return {
    id: cart.masked_id,
    store_id: cart.store_id,
    // Only a signed-in shopper's cart exposes its numeric id (spec §3); guest carts are known by mask only.
    entity_id: cart.customer_id !== null ? cart.id : null,
    email: null,
    items: lines.map((line) => {
      const itemDiscount = totals.itemDiscounts.get(line.item_id) ?? 0;
      return {
        __typename: line.type_id === 'virtual' ? 'VirtualCartItem' : 'SimpleCartItem',
        id: String(line.item_id),
        uid: base64(line.item_id),
        quantity: line.qty,
        customizable_options: [],
        prices: {
          price: money(line.price),
          row_total: money(line.row_total),
          row_total_including_tax: money(line.row_total),
          discounts: itemDiscount > 0 ? [{ amount: money(itemDiscount), label: discountLabel }] : [],
          total_item_discount: money(itemDiscount),
          fixed_product_taxes: [],
        },
        product: toCartProduct(line, baseUrl),
      };
    }),
    applied_coupon: applied,
    applied_coupons: applied ? [applied] : null,
    shipping_addresses: [],
    billing_address: null,
    available_payment_methods: [],
    selected_payment_method: null,
    prices: {
      grand_total: money(totals.grandTotal),
      subtotal_including_tax: money(totals.subtotal),
      subtotal_excluding_tax: money(totals.subtotal),
      subtotal_with_discount_excluding_tax: money(totals.grandTotal),
      discount: totals.discount > 0 ? { amount: money(totals.discount), label: [discountLabel] } : null,
      discounts,
      applied_taxes: [],
    },
    total_quantity: totals.itemsQty,
    is_virtual: lines.length > 0 && lines.every((line) => line.type_id === 'virtual'),
  };
}
