/**
 * zod checks of checkout answers: the checkout cart, placeOrder, the payment page form and the out-of-stock refusal.
 * The SDL lets every checkout mutation answer null and a product's `sku` be null; the page cannot go on without
 * the cart, and an order number ends up in a URL, a payment form is posted by the browser: all are checked here.
 */
import { z } from 'zod';
import type { CheckoutCartFieldsFragment, PaymentRedirectQuery, PlaceOrderMutation } from '@/lib/commerce/generated/graphql.ts';
import { money } from './shared.ts';
import { variantAddressFields } from './product-options.ts';

const amount = z.object({ value: z.number().nullable() });

const checkoutItemSchema = z.object({
  id: z.string(),
  quantity: z.number(),
  prices: z.object({ price: amount, row_total: amount }).nullable(),
  product: z.object({
    name: z.string().nullable(),
    sku: z.string(),
    url_key: z.string().nullable(),
    type_id: z.string().nullable(),
    thumbnail: z.object({ url: z.string().nullable() }).nullable(),
    // A configurable product's only: what gives the line's variant its address.
    ...variantAddressFields,
  }),
  // A variant's line only (ConfigurableCartItem).
  configurable_options: z.array(z.object({ option_label: z.string(), value_label: z.string() })).optional(),
  configured_variant: z.object({ sku: z.string(), thumbnail: z.object({ url: z.string().nullable() }).nullable() }).optional(),
});

const shippingMethodSchema = z.object({
  carrier_code: z.string(),
  method_code: z.string().nullable(),
  carrier_title: z.string(),
  method_title: z.string().nullable(),
  amount: money,
  available: z.boolean(),
  error_message: z.string().nullable(),
});

const shippingAddressSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  street: z.array(z.string()),
  city: z.string(),
  region: z.object({ label: z.string().nullable() }).nullable(),
  telephone: z.string().nullable(),
  customer_address_id: z.number().int().nullable(),
  available_shipping_methods: z.array(shippingMethodSchema.nullable()).nullable(),
  selected_shipping_method: z.object({ carrier_code: z.string(), method_code: z.string() }).nullable(),
});

export const checkoutCartSchema = z.object({
  id: z.string(),
  is_virtual: z.boolean(),
  total_quantity: z.number(),
  items: z.array(checkoutItemSchema.nullable()).nullable(),
  shipping_addresses: z.array(shippingAddressSchema.nullable()),
  available_payment_methods: z.array(z.object({ code: z.string(), title: z.string() }).nullable()).nullable(),
  selected_payment_method: z.object({ code: z.string() }).nullable(),
  ecard_recipient: z.object({ email: z.string().nullable(), telephone: z.string().nullable() }).nullable(),
  prices: z.object({
    subtotal_excluding_tax: money.nullable(),
    discounts: z.array(z.object({ amount }).nullable()).nullable(),
    grand_total: money.nullable(),
  }),
}) satisfies z.ZodType<CheckoutCartFieldsFragment>;
/** The checkout cart once checked: what toCheckoutView maps. */
export type CheckedCheckoutCart = z.output<typeof checkoutCartSchema>;

const cartAnswer = z.object({ cart: checkoutCartSchema });

export const checkoutCartResponseSchema = z.object({ customerCart: checkoutCartSchema });
export const shippingAddressResponseSchema = z.object({
  setShippingAddressesOnCart: z.object({ cart: z.object({ id: z.string() }) }).nullable(),
  setBillingAddressOnCart: cartAnswer,
});
export const shippingMethodResponseSchema = z.object({ setShippingMethodsOnCart: cartAnswer });
export const paymentMethodResponseSchema = z.object({ setPaymentMethodOnCart: cartAnswer });
export const ecardRecipientResponseSchema = z.object({ setEcardRecipientOnCart: cartAnswer });

export const placeOrderResponseSchema = z.object({
  placeOrder: z.object({ order: z.object({ order_number: z.string().regex(/^\d{1,32}$/) }) }),
}) satisfies z.ZodType<PlaceOrderMutation>;

export const paymentRedirectResponseSchema = z.object({
  payfortRedirectData: z
    .object({
      url: z.url({ protocol: /^https?$/ }),
      method: z.string(),
      fields: z.array(z.object({ name: z.string().min(1).max(64), value: z.string().max(2000) })).max(40),
    })
    .nullable(),
}) satisfies z.ZodType<PaymentRedirectQuery>;

/** `extensions.out_of_stock_items` of Magento's "Some of the products are out of stock." refusal. */
export const outOfStockItemsSchema = z
  .array(
    z.object({
      sku: z.string(),
      name: z.string().nullish(),
      requested: z.number().nullish(),
      available: z.number().nullish(),
    }),
  )
  .min(1)
  .max(200);

/** Magento's ShippingMethodInterface as `estimate-shipping-methods` answers it (REST, no SDL: all of it checked). */
export const shippingEstimateSchema = z
  .array(
    z.object({
      carrier_code: z.string().min(1).max(64),
      method_code: z.string().max(64).nullish(),
      carrier_title: z.string().max(200),
      method_title: z.string().max(200).nullish(),
      amount: z.number().nonnegative(),
      available: z.boolean(),
      error_message: z.string().max(500).nullish(),
    }),
  )
  .max(20);
export type CheckedShippingEstimate = z.output<typeof shippingEstimateSchema>;
