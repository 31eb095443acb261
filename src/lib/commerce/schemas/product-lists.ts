/** zod schemas of Magento REST `GET /V1/products` (the home product lists, spec §7). */
import { z } from 'zod';

const customAttributeSchema = z.object({
  attribute_code: z.string(),
  value: z.union([z.string(), z.number(), z.array(z.string()), z.null()]),
});

const restProductSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string().nullish(),
  price: z.number().nullish(),
  type_id: z.string().nullish(),
  status: z.number().int().nullish(),
  extension_attributes: z
    .object({
      thumbnail: z.string().nullish(),
      stock_item: z.object({ is_in_stock: z.boolean().nullish() }).nullish(),
    })
    .nullish(),
  custom_attributes: z.array(customAttributeSchema).nullish(),
});
export type RawRestProduct = z.infer<typeof restProductSchema>;

export const restProductListSchema = z.object({ items: z.array(restProductSchema).nullish() });
