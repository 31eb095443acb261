/** zod schemas of the customer's orders: the list, one order's detail and a cancellation (operations/orders.ts). */
import { z } from 'zod';
import { money } from './shared.ts';

export const customerOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  order_date: z.string(),
  status: z.string(),
  total: z.object({ grand_total: money.nullish() }).nullish(),
});
export type RawCustomerOrder = z.infer<typeof customerOrderSchema>;

export const customerOrdersSchema = z.object({
  customer: z
    .object({
      orders: z
        .object({
          total_count: z.number().int().nullish(),
          page_info: z
            .object({ current_page: z.number().int().nullish(), page_size: z.number().int().nullish(), total_pages: z.number().int().nullish() })
            .nullish(),
          items: z.array(customerOrderSchema.nullable()),
        })
        .nullish(),
    })
    .nullable(),
});

const orderAddressSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  street: z.array(z.string().nullable()).nullish(),
  city: z.string().nullish(),
  region: z.string().nullish(),
  postcode: z.string().nullish(),
  country_code: z.string().nullish(),
  telephone: z.string().nullish(),
});
export type RawOrderAddress = z.infer<typeof orderAddressSchema>;

const orderItemSchema = z.object({
  id: z.string(),
  product_name: z.string().nullish(),
  product_sku: z.string(),
  product_url_key: z.string().nullish(),
  product_type: z.string().nullish(),
  quantity_ordered: z.number().nullish(),
  product_sale_price: money,
});
export type RawOrderItem = z.infer<typeof orderItemSchema>;

const discountSchema = z.object({ label: z.string().nullish(), amount: money });

export const customerOrderDetailSchema = customerOrderSchema.extend({
  status_code: z.string(),
  can_cancel: z.boolean(),
  carrier: z.string().nullish(),
  shipping_method: z.string().nullish(),
  items: z.array(orderItemSchema.nullable()).nullish(),
  total: z
    .object({
      subtotal: money.nullish(),
      discounts: z.array(discountSchema.nullable()).nullish(),
      total_shipping: money.nullish(),
      grand_total: money.nullish(),
    })
    .nullish(),
  shipping_address: orderAddressSchema.nullish(),
  billing_address: orderAddressSchema.nullish(),
  payment_methods: z.array(z.object({ name: z.string(), type: z.string() }).nullable()).nullish(),
  ecard_recipient: z.object({ email: z.string().nullish(), telephone: z.string().nullish() }).nullish(),
});
export type RawCustomerOrderDetail = z.infer<typeof customerOrderDetailSchema>;

export const customerOrderDetailResultSchema = z.object({
  customer: z.object({ orders: z.object({ items: z.array(customerOrderDetailSchema.nullable()) }).nullish() }).nullable(),
});

export const cancelOrderSchema = z.object({
  cancelOrder: z
    .object({
      error: z.string().nullish(),
      order: z.object({ number: z.string(), status: z.string(), status_code: z.string(), can_cancel: z.boolean() }).nullish(),
    })
    .nullable(),
});
