/** Cart answers -> the client's `CartItem` (spec §3 "Cart item"), `CartView` and `CartTotals`. */
import type { CheckedCart, CheckedCartItem, RawCartTotals } from '@/lib/commerce/schemas/cart.ts';
import type { CartItem, CartTotals, CartView } from '@/domain/cart-types.ts';
import { pricesOf } from './prices.ts';
import { toStorefrontMediaUrl } from './media.ts';
import { variantQueryOf } from './product-options.ts';

/**
 * Spec §3 cart item, from a GraphQL cart item of cart `quoteId`. A variant's line is the variant's (SKU, price,
 * image: the product's when the variant has none) under the configurable product's name, linking to the variant's
 * own address, with the options chosen; `main_prod_sku` is the configurable product's SKU, as the spec's store kept it.
 */
export function toCartItem(raw: CheckedCartItem, quoteId: string): CartItem {
  const variant = raw.configured_variant;
  const { price, originalPrice } = pricesOf((variant ?? raw.product).price_range);
  const options = raw.configurable_options ?? [];
  const variantQuery = variant ? variantQueryOf(raw.product, variant.sku) : null;
  return {
    itemId: Number(raw.id),
    name: raw.product.name ?? raw.product.sku,
    sku: variant?.sku ?? raw.product.sku,
    urlKey: raw.product.url_key ?? null,
    price,
    originalPrice,
    productType: raw.product.type_id ?? 'simple',
    qty: raw.quantity,
    quoteId,
    imageUrl: toStorefrontMediaUrl(variant?.thumbnail?.url ?? variant?.image?.url ?? raw.product.thumbnail?.url ?? raw.product.image?.url),
    mainProductSku: raw.product.sku,
    ...(variant
      ? {
          options: options.map((option) => ({ label: option.option_label, value: option.value_label })),
          selectedOptionUids: options.map((option) => option.configurable_product_option_value_uid),
          ...(variantQuery ? { variantQuery } : {}),
        }
      : {}),
  };
}

export function toCartView(cart: CheckedCart): CartView {
  const items = (cart.items ?? []).filter((item) => item !== null).map((item) => toCartItem(item, cart.id));
  return {
    id: cart.id,
    storeId: cart.store_id ?? null,
    entityId: cart.entity_id ?? null,
    totalQuantity: cart.total_quantity ?? items.reduce((sum, item) => sum + item.qty, 0),
    items,
  };
}

/** Magento's REST totals carry the discount negative; the cart page shows it as a positive amount off. */
export function toCartTotals(totals: RawCartTotals): CartTotals {
  return {
    subtotal: totals.subtotal,
    discount: Math.abs(totals.discount_amount ?? 0),
    grandTotal: totals.grand_total,
    couponCode: totals.coupon_code ?? null,
    itemsQty: totals.items_qty ?? 0,
  };
}
