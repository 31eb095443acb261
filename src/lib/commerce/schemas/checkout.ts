/** zod schemas of checkout answers: the checkout cart, placeOrder, the payment page form and the out-of-stock refusal. */
import { z } from 'zod';
import { image, money } from './shared.ts';

const amount = z.object({ value: z.number() });

const checkoutItemSchema = z.object({
  id: z.string(),
  quantity: z.number(),
  prices: z.object({ price: amount, row_total: amount }).nullish(),
  product: z.object({ name: z.string().nullish(), sku: z.string(), type_id: z.string().nullish(), thumbnail: image }).nullable(),
});

const shippingMethodSchema = z.object({
  carrier_code: z.string(),
  method_code: z.string().nullish(),
  carrier_title: z.string(),
  method_title: z.string().nullish(),
  amount: money,
  available: z.boolean(),
  error_message: z.string().nullish(),
});

const shippingAddressSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  street: z.array(z.string().nullable()),
  city: z.string(),
  region: z.object({ label: z.string().nullish() }).nullish(),
  telephone: z.string().nullish(),
  customer_address_id: z.number().int().nullish(),
  available_shipping_methods: z.array(shippingMethodSchema.nullable()).nullish(),
  selected_shipping_method: z.object({ carrier_code: z.string(), method_code: z.string() }).nullish(),
});

export const checkoutCartSchema = z.object({
  id: z.string(),
  is_virtual: z.boolean(),
  total_quantity: z.number(),
  items: z.array(checkoutItemSchema.nullable()).nullish(),
  shipping_addresses: z.array(shippingAddressSchema.nullable()),
  available_payment_methods: z.array(z.object({ code: z.string(), title: z.string() }).nullable()).nullish(),
  selected_payment_method: z.object({ code: z.string() }).nullish(),
  ecard_recipient: z.object({ email: z.string().nullish(), telephone: z.string().nullish() }).nullish(),
  prices: z.object({
    subtotal_excluding_tax: money.nullish(),
    discounts: z.array(z.object({ amount }).nullable()).nullish(),
    grand_total: money.nullish(),
  }),
});
export type RawCheckoutCart = z.infer<typeof checkoutCartSchema>;

const cartAnswer = z.object({ cart: checkoutCartSchema });

export const checkoutCartResponseSchema = z.object({ customerCart: checkoutCartSchema });
export const shippingAddressResponseSchema = z.object({ setBillingAddressOnCart: cartAnswer });
export const shippingMethodResponseSchema = z.object({ setShippingMethodsOnCart: cartAnswer });
export const paymentMethodResponseSchema = z.object({ setPaymentMethodOnCart: cartAnswer });
export const ecardRecipientResponseSchema = z.object({ setEcardRecipientOnCart: cartAnswer });

export const placeOrderResponseSchema = z.object({
  placeOrder: z.object({ order: z.object({ order_number: z.string().regex(/^\d{1,32}$/) }) }),
});

export const paymentRedirectResponseSchema = z.object({
  payfortRedirectData: z
    .object({
      url: z.url({ protocol: /^https?$/ }),
      method: z.string(),
      fields: z.array(z.object({ name: z.string().min(1).max(64), value: z.string().max(2000) })).max(40),
    })
    .nullable(),
});

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
