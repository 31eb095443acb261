/** Checkout answers -> `CheckoutView` (camelCase, amounts as numbers, the discount as a positive amount off). */
import type { CheckedCheckoutCart, CheckedShippingEstimate } from '@/lib/commerce/schemas/checkout.ts';
import type { CheckoutAddress, CheckoutItem, CheckoutTotals, CheckoutView, ShippingMethodOption } from '@/domain/checkout-types.ts';
import { shippingMethodKey } from '@/domain/checkout-rules.ts';
import { toStorefrontMediaUrl } from './media.ts';
import { variantQueryOf } from './product-options.ts';

type RawItem = NonNullable<NonNullable<CheckedCheckoutCart['items']>[number]>;
type RawAddress = NonNullable<CheckedCheckoutCart['shipping_addresses'][number]>;
type RawMethod = NonNullable<NonNullable<RawAddress['available_shipping_methods']>[number]>;

const STORE_CURRENCY = 'QAR';

/**
 * A line; a variant's is the variant's (SKU, image) under its configurable product's name, with the options chosen,
 * linking to the variant's own address.
 */
function toCheckoutItem(raw: RawItem): CheckoutItem {
  const price = raw.prices?.price.value ?? 0;
  const variant = raw.configured_variant;
  const variantQuery = variant && raw.product ? variantQueryOf(raw.product, variant.sku) : null;
  return {
    itemId: Number(raw.id),
    name: raw.product?.name ?? raw.product?.sku ?? '',
    sku: variant?.sku ?? raw.product?.sku ?? '',
    qty: raw.quantity,
    price,
    rowTotal: raw.prices?.row_total.value ?? price * raw.quantity,
    imageUrl: toStorefrontMediaUrl(variant?.thumbnail?.url ?? raw.product?.thumbnail?.url),
    isVirtual: raw.product?.type_id === 'virtual',
    urlKey: raw.product?.url_key ?? null,
    ...(variantQuery ? { variantQuery } : {}),
    ...(raw.configurable_options ? { options: raw.configurable_options.map((option) => ({ label: option.option_label, value: option.value_label })) } : {}),
  };
}

/** What GraphQL's AvailableShippingMethod and REST's estimate both say of a method, besides its amount. */
type MethodFields = {
  carrier_code: string;
  method_code?: string | null | undefined;
  carrier_title: string;
  method_title?: string | null | undefined;
  available: boolean;
  error_message?: string | null | undefined;
};

function toShippingMethodWith(raw: MethodFields, amount: number): ShippingMethodOption {
  const methodCode = raw.method_code ?? raw.carrier_code;
  return {
    carrierCode: raw.carrier_code,
    methodCode,
    title: raw.method_title && raw.method_title !== raw.carrier_title ? `${raw.carrier_title} – ${raw.method_title}` : raw.carrier_title,
    amount,
    available: raw.available,
    errorMessage: raw.error_message || null,
  };
}

function toShippingMethod(raw: RawMethod): ShippingMethodOption {
  return toShippingMethodWith(raw, raw.amount.value ?? 0);
}

/** The REST estimate's methods (amounts as plain numbers), the same view as checkout's. */
export function toEstimatedShippingMethods(raw: CheckedShippingEstimate): ShippingMethodOption[] {
  return raw.map((method) => toShippingMethodWith(method, method.amount));
}

function toCheckoutAddress(raw: RawAddress): CheckoutAddress {
  const street = raw.street.filter((line): line is string => Boolean(line?.trim()));
  return {
    name: `${raw.firstname} ${raw.lastname}`.trim(),
    street,
    place: [raw.city, raw.region?.label].filter((part): part is string => Boolean(part?.trim())),
    telephone: raw.telephone ?? null,
    customerAddressId: raw.customer_address_id ?? null,
  };
}

/**
 * The review's totals. Magento's `discounts` carry positive amounts; `grand_total` already holds the chosen
 * delivery, whose price is read from the selected method (null until one is chosen; 0 for e-cards only).
 */
export function toCheckoutTotals(cart: CheckedCheckoutCart, shipping: number | null): CheckoutTotals {
  const discount = (cart.prices.discounts ?? []).reduce((sum, entry) => sum + Math.abs(entry?.amount.value ?? 0), 0);
  return {
    subtotal: cart.prices.subtotal_excluding_tax?.value ?? 0,
    discount: Math.round(discount * 100) / 100,
    shipping,
    grandTotal: cart.prices.grand_total?.value ?? 0,
    currency: cart.prices.grand_total?.currency ?? STORE_CURRENCY,
  };
}

export function toCheckoutView(cart: CheckedCheckoutCart): CheckoutView {
  const items = (cart.items ?? []).filter((item) => item !== null).map(toCheckoutItem);
  const rawAddress = cart.shipping_addresses[0] ?? null;
  const shippingMethods = (rawAddress?.available_shipping_methods ?? []).filter((method) => method !== null).map(toShippingMethod);
  const selected = rawAddress?.selected_shipping_method ?? null;
  const selectedShipping = selected ? shippingMethodKey({ carrierCode: selected.carrier_code, methodCode: selected.method_code }) : null;
  const chosen = shippingMethods.find((method) => shippingMethodKey(method) === selectedShipping);
  const recipient = cart.ecard_recipient;
  const paymentMethods = (cart.available_payment_methods ?? []).filter((method) => method !== null);
  const selectedPayment = cart.selected_payment_method?.code || null;
  return {
    cartId: cart.id,
    isVirtual: cart.is_virtual,
    hasEcards: items.some((item) => item.isVirtual),
    items,
    totalQuantity: cart.total_quantity,
    address: rawAddress ? toCheckoutAddress(rawAddress) : null,
    shippingMethods,
    selectedShipping,
    paymentMethods,
    // Magento keeps a method the cart is no longer offered (cash on delivery once an e-card joins): not a choice.
    selectedPayment: paymentMethods.some((method) => method.code === selectedPayment) ? selectedPayment : null,
    ecardRecipient: recipient && (recipient.email || recipient.telephone) ? { email: recipient.email ?? null, telephone: recipient.telephone ?? null } : null,
    totals: toCheckoutTotals(cart, cart.is_virtual ? 0 : (chosen?.amount ?? null)),
  };
}
