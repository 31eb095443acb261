/**
 * zod checks of a configurable product's options and variants. The SDL leaves almost everything nullable; an option
 * without its code, a value without its uid or value_index, or a variant without its SKU cannot be chosen, put in a
 * cart or given an address, so the mapper drops such entries (never the whole product). What is checked here is only
 * the shape the mapper reads; its output fits the fragments' generated types.
 */
import { z } from 'zod';
import type { ConfigurableOptionFieldsFragment } from '@/lib/commerce/generated/graphql.ts';
import { productMediaAndPrice } from './shared.ts';
import { specificationValuesSchema } from './specifications.ts';

export const configurableOptionSchema = z.object({
  uid: z.string(),
  attribute_code: z.string().nullable(),
  label: z.string().nullable(),
  position: z.number().int().nullable(),
  values: z
    .array(
      z
        .object({
          uid: z.string().nullable(),
          value_index: z.number().int().nullable(),
          label: z.string().nullable(),
          store_label: z.string().nullable(),
          swatch_data: z.object({ value: z.string().nullable() }).nullable(),
        })
        .nullable(),
    )
    .nullable(),
}) satisfies z.ZodType<ConfigurableOptionFieldsFragment>;
export type CheckedConfigurableOption = z.output<typeof configurableOptionSchema>;

/** What gives a configurable product's variant its address (cards, cart lines): absent on any other type. */
export const variantAddressFields = {
  configurable_options: z.array(configurableOptionSchema.nullable()).nullish(),
  variants: z
    .array(
      z
        .object({
          attributes: z.array(z.object({ code: z.string().nullable(), value_index: z.number().int().nullable() }).nullable()).nullable(),
          product: z.object({ sku: z.string().nullable() }).nullable(),
        })
        .nullable(),
    )
    .nullish(),
};

/** What a card reads of a configurable product: absent on any other type. */
export const configurableCardFields = {
  matched_variant_sku: z.string().nullish(),
  ...variantAddressFields,
};

/** A product's or a variant's gallery. */
export const mediaGallery = z
  .array(z.object({ url: z.string().nullable(), label: z.string().nullable(), position: z.number().int().nullable(), disabled: z.boolean().nullable() }).nullable())
  .nullable();

export const variantSchema = z.object({
  attributes: z
    .array(z.object({ uid: z.string(), code: z.string().nullable(), label: z.string().nullable(), value_index: z.number().int().nullable() }).nullable())
    .nullable(),
  product: z
    .object({
      // Deprecated in Magento but answered: the wishlist keeps a variant by it.
      id: z.number().int().nullish(),
      sku: z.string().nullable(),
      name: z.string().nullable(),
      custom_attributesV2: specificationValuesSchema,
      stock_status: z.enum(['IN_STOCK', 'OUT_OF_STOCK']).nullable(),
      only_x_left_in_stock: z.number().nullable(),
      special_price: z.number().nullable(),
      special_from_date: z.string().nullable(),
      special_to_date: z.string().nullable(),
      ...productMediaAndPrice,
      media_gallery: mediaGallery,
    })
    .nullable(),
});
export type CheckedVariant = z.output<typeof variantSchema>;

/** What the product page reads of a configurable product: absent on any other type. */
export const configurableDetailFields = {
  configurable_options: z.array(configurableOptionSchema.nullable()).nullish(),
  variants: z.array(variantSchema.nullable()).nullish(),
};
