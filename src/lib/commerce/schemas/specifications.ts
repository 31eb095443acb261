/**
 * zod checks of a product's specifications (Magento 2.4.7's `custom_attributesV2`) and of the attributes' metadata
 * (`attributesList`). A value without its code, or an attribute without one, names nothing and is left out by the
 * mapper; a Magento older than 2.4.7 answers neither field, which the page shows as no specifications.
 */
import { z } from 'zod';
import type { ProductDetailQuery } from '@/lib/commerce/generated/graphql.ts';

export const specificationValuesSchema = z
  .object({
    items: z.array(
      z.union([
        z.object({ code: z.string(), selected_options: z.array(z.object({ label: z.string(), value: z.string() })) }),
        z.object({ code: z.string(), value: z.string() }),
      ]),
    ),
  })
  .nullable()
  .default(null);
export type CheckedSpecificationValues = z.output<typeof specificationValuesSchema>;

export const specificationAttributesSchema = z
  .object({
    items: z.array(
      z.object({
        code: z.string(),
        label: z.string().nullable(),
        used_in_product_listing: z.boolean().nullish(),
        position: z.number().int().nullish(),
        group: z.object({ code: z.string(), label: z.string(), position: z.number().int() }).nullish(),
        unit: z.object({ label: z.string(), code: z.string().nullable() }).nullish(),
      }),
    ),
  })
  .nullable()
  .default(null) satisfies z.ZodType<ProductDetailQuery['attributesList'] | undefined>;
export type CheckedSpecificationAttributes = z.output<typeof specificationAttributesSchema>;
