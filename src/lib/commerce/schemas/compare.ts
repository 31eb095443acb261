/** zod checks of the compare list's answers: each item's product is a card (id, SKU, url key) with its variants. */
import { z } from 'zod';
import type { CompareListFieldsFragment } from '@/lib/commerce/generated/graphql.ts';
import { productCardSchema } from './catalog.ts';
import { configurableDetailFields } from './product-options.ts';

export const compareListSchema = z.object({
  uid: z.string(),
  item_count: z.number().int(),
  attributes: z.array(z.object({ code: z.string(), label: z.string() }).nullable()).nullable(),
  items: z
    .array(
      z
        .object({
          uid: z.string(),
          attributes: z.array(z.object({ code: z.string(), value: z.string() }).nullable()),
          product: productCardSchema.extend({ ...configurableDetailFields }),
        })
        .nullable(),
    )
    .nullable(),
}) satisfies z.ZodType<CompareListFieldsFragment>;
export type CheckedCompareList = z.output<typeof compareListSchema>;
