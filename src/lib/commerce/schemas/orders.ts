/** zod schema of the customer's order list (operations/orders.ts). */
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
