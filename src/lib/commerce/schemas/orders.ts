/**
 * zod check of what an order's lines read of their products now (ORDERED_PRODUCTS_QUERY): the SDL leaves a product's
 * url key, image and a variant's SKU nullable, and a configurable product's variants carry both their values (the
 * variant's address) and their image, which the generated types only give as an intersection.
 */
import { z } from 'zod';
import { configurableOptionSchema } from './product-options.ts';

const thumbnail = z.object({ url: z.string().nullable() }).nullable();

const orderedProductSchema = z.object({
  url_key: z.string().nullable(),
  thumbnail,
  // A configurable product's only.
  configurable_options: z.array(configurableOptionSchema.nullable()).nullish(),
  variants: z
    .array(
      z
        .object({
          attributes: z.array(z.object({ code: z.string().nullable(), value_index: z.number().int().nullable() }).nullable()).nullable(),
          product: z.object({ sku: z.string().nullable(), thumbnail }).nullable(),
        })
        .nullable(),
    )
    .nullish(),
});
export type CheckedOrderedProduct = z.output<typeof orderedProductSchema>;

export const orderedProductsResponseSchema = z.object({
  products: z.object({ items: z.array(orderedProductSchema.nullable()).nullable() }).nullable(),
});
