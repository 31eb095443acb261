/** Customer orders -> `OrderSummary` (the account's order list) and `OrderDetail` (one order's pages). */
import type { CustomerOrdersQuery, OrderAddressFieldsFragment, OrderDetailFieldsFragment } from '@/lib/commerce/generated/graphql.ts';
import type { CheckedOrderedProduct } from '@/lib/commerce/schemas/orders.ts';
import type { OrderAddress, OrderDetail, OrderLine, OrderSummary, OrderTotals } from '@/domain/order-types.ts';
import { toStorefrontMediaUrl } from './media.ts';
import { chosenOptionsOf, variantQueryOf } from './product-options.ts';

type OrderListEntry = NonNullable<NonNullable<NonNullable<CustomerOrdersQuery['customer']>['orders']>['items'][number]>;
type OrderItem = NonNullable<NonNullable<OrderDetailFieldsFragment['items']>[number]>;

export function toOrderSummary(raw: OrderListEntry): OrderSummary {
  return {
    id: raw.id,
    number: raw.number,
    orderDate: raw.order_date,
    status: raw.status,
    grandTotal: raw.total?.grand_total?.value ?? null,
    currency: raw.total?.grand_total?.currency ?? null,
  };
}

/** Cents, so sums of prices do not drift (0.1 + 0.2). */
const roundMoney = (value: number) => Math.round(value * 100) / 100;

export function toOrderLine(raw: OrderItem): OrderLine {
  const quantity = raw.quantity_ordered ?? 0;
  const unitPrice = raw.product_sale_price.value ?? 0;
  return {
    name: raw.product_name ?? raw.product_sku,
    sku: raw.product_sku,
    urlKey: raw.product_url_key ?? null,
    productType: raw.product_type ?? null,
    quantity,
    unitPrice,
    rowTotal: roundMoney(unitPrice * quantity),
    // A variant's line: the options chosen, named in the order's store view; `product_sku` is the variant's.
    options: (raw.selected_options ?? []).flatMap((option) => (option ? [{ label: option.label, value: option.value }] : [])),
  };
}

export function toOrderAddress(raw: OrderAddressFieldsFragment | null | undefined): OrderAddress | null {
  if (!raw) return null;
  return {
    firstname: raw.firstname,
    lastname: raw.lastname,
    street: (raw.street ?? []).filter((line): line is string => typeof line === 'string' && line.trim() !== ''),
    city: raw.city ?? '',
    region: { name: raw.region ?? null },
    postcode: raw.postcode ?? null,
    countryCode: raw.country_code ?? null,
    telephone: raw.telephone ?? '',
  };
}

/** Magento reports discounts as positive amounts taken off; a negative one (some extensions) is read the same way. */
export function toOrderTotals(total: OrderDetailFieldsFragment['total']): OrderTotals {
  const discounts = (total?.discounts ?? [])
    .filter((discount) => discount !== null)
    .map((discount) => ({ label: discount.label ?? '', amount: Math.abs(discount.amount.value ?? 0) }))
    .filter((discount) => discount.amount > 0);
  return {
    subtotal: total?.subtotal?.value ?? 0,
    discounts,
    discount: roundMoney(discounts.reduce((sum, discount) => sum + discount.amount, 0)),
    shipping: total?.total_shipping?.value ?? 0,
    grandTotal: total?.grand_total?.value ?? 0,
    currency: total?.grand_total?.currency ?? total?.subtotal?.currency ?? 'QAR',
  };
}

export function toOrderDetail(raw: OrderDetailFieldsFragment): OrderDetail {
  const recipient = raw.ecard_recipient;
  return {
    id: raw.id,
    number: raw.number,
    orderDate: raw.order_date,
    status: raw.status,
    statusCode: raw.status_code,
    canCancel: raw.can_cancel,
    items: (raw.items ?? []).filter((item) => item !== null).map(toOrderLine),
    totals: toOrderTotals(raw.total),
    shippingAddress: toOrderAddress(raw.shipping_address),
    billingAddress: toOrderAddress(raw.billing_address),
    paymentMethods: (raw.payment_methods ?? []).filter((method) => method !== null).map((method) => ({ name: method.name, code: method.type })),
    shippingMethod: raw.shipping_method ?? null,
    ecardRecipient: recipient && (recipient.email || recipient.telephone) ? { email: recipient.email ?? null, telephone: recipient.telephone ?? null } : null,
  };
}

/**
 * The order's lines with what the catalogue says of their products now, read in the shopper's language: the image (a
 * variant's own, else its product's) and, for a variant, its own address and its options named in that language
 * (the order keeps them as they were named when it was placed). A product no longer sold leaves its line as it was.
 */
export function withOrderedProducts(order: OrderDetail, products: readonly (CheckedOrderedProduct | null)[]): OrderDetail {
  const byUrlKey = new Map(products.flatMap((product) => (product?.url_key ? [[product.url_key, product] as const] : [])));
  return {
    ...order,
    items: order.items.map((line) => {
      const product = line.urlKey ? byUrlKey.get(line.urlKey) : undefined;
      if (!product) return line;
      const variant = product.variants?.find((candidate) => candidate?.product?.sku === line.sku)?.product;
      const variantQuery = variant ? variantQueryOf(product, line.sku) : null;
      const options = variant ? chosenOptionsOf(product, line.sku) : null;
      return {
        ...line,
        imageUrl: toStorefrontMediaUrl(variant?.thumbnail?.url ?? product.thumbnail?.url),
        ...(variantQuery ? { variantQuery } : {}),
        ...(options && options.length > 0 ? { options } : {}),
      };
    }),
  };
}
