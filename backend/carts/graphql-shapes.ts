import { money, roundMoney } from '../catalog/money.ts';
import { toSelectedConfigurableOption } from '../catalog/selected-configurable-option.ts';
import type { ProductView } from '../catalog/product-view.ts';
import type { CartRow } from './carts.ts';
import type { CartLine } from './lines.ts';
import type { CartTotals } from './totals.ts';

const base64 = (value: number | string) => Buffer.from(String(value)).toString('base64');

/** Magento's SelectedConfigurableOption of a line's chosen options. */
const selectedConfigurableOptions = (line: CartLine) =>
  line.options.map((option) => toSelectedConfigurableOption({
    attributeId: option.attribute_id, optionLabel: option.label, valueIndex: option.value_index, valueLabel: option.value,
  }));

/** The item's type and product: a variant chosen on a configurable product is a ConfigurableCartItem of that product. */
function itemKind(line: CartLine, products: ReadonlyMap<number, ProductView>) {
  if (line.parent_id !== null) {
    return {
      __typename: 'ConfigurableCartItem',
      product: products.get(line.parent_id) ?? null,
      configured_variant: products.get(line.product_id) ?? null,
      configurable_options: selectedConfigurableOptions(line),
    };
  }
  return { __typename: line.type_id === 'virtual' ? 'VirtualCartItem' : 'SimpleCartItem', product: products.get(line.product_id) ?? null };
}

/**
 * Magento's GraphQL `Cart` (plus the custom module's store_id / entity_id), its items and prices; the checkout
 * side (addresses, methods) is added by checkout/graphql-shapes.ts. Item products are the catalogue's own
 * ProductInterface objects, so a cart item's product answers every field a product listing does.
 */
export function toGraphqlCart(cart: CartRow, lines: CartLine[], totals: CartTotals, products: ReadonlyMap<number, ProductView>) {
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
        ...itemKind(line, products),
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
      };
    }),
    applied_coupon: applied,
    applied_coupons: applied ? [applied] : null,
    prices: {
      grand_total: money(totals.grandTotal),
      subtotal_including_tax: money(totals.subtotal),
      subtotal_excluding_tax: money(totals.subtotal),
      subtotal_with_discount_excluding_tax: money(roundMoney(totals.subtotal - totals.discount)),
      discount: totals.discount > 0 ? { amount: money(totals.discount), label: [discountLabel] } : null,
      discounts,
      applied_taxes: [],
    },
    total_quantity: totals.itemsQty,
    is_virtual: lines.length > 0 && lines.every((line) => line.type_id === 'virtual'),
  };
}
