/**
 * zod schemas of the catalogue answers (products, aggregations, categories). Magento returns `null` for many
 * absent fields, so optional data is `nullish()`; anything the view models cannot do without is required, and
 * a missing one surfaces as `CommerceResponseError` instead of a broken page.
 */
import { z } from 'zod';
import { productMediaAndPrice } from './shared.ts';

export const productCardSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string().nullish(),
  url_key: z.string().nullish(),
  type_id: z.string().nullish(),
  stock_status: z.enum(['IN_STOCK', 'OUT_OF_STOCK']).nullish(),
  special_price: z.number().nullish(),
  special_from_date: z.string().nullish(),
  special_to_date: z.string().nullish(),
  ...productMediaAndPrice,
});
export type RawProductCard = z.infer<typeof productCardSchema>;

const aggregationSchema = z.object({
  attribute_code: z.string(),
  label: z.string().nullish(),
  options: z
    .array(z.object({ label: z.string().nullish(), value: z.string(), count: z.number().int().nullish() }).nullable())
    .nullish(),
});
export type RawAggregation = z.infer<typeof aggregationSchema>;

export const productListSchema = z.object({
  products: z.object({
    total_count: z.number().int().nullish(),
    page_info: z
      .object({
        current_page: z.number().int().nullish(),
        page_size: z.number().int().nullish(),
        total_pages: z.number().int().nullish(),
      })
      .nullish(),
    items: z.array(productCardSchema.nullable()).nullish(),
    aggregations: z.array(aggregationSchema.nullable()).nullish(),
  }),
});

export const productDetailSchema = productCardSchema.extend({
  description: z.object({ html: z.string().nullish() }).nullish(),
  media_gallery: z
    .array(
      z
        .object({
          url: z.string().nullish(),
          label: z.string().nullish(),
          position: z.number().int().nullish(),
          disabled: z.boolean().nullish(),
        })
        .nullable(),
    )
    .nullish(),
  categories: z
    .array(z.object({ id: z.number().int(), name: z.string().nullish(), url_key: z.string().nullish() }).nullable())
    .nullish(),
});
export type RawProductDetail = z.infer<typeof productDetailSchema>;

export const productDetailResponseSchema = z.object({
  products: z.object({
    items: z.array(productDetailSchema.nullable()).nullish(),
    aggregations: z.array(aggregationSchema.nullable()).nullish(),
  }),
});

export const productUrlKeysSchema = z.object({
  products: z.object({
    total_count: z.number().int().nullish(),
    page_info: z.object({ total_pages: z.number().int().nullish() }).nullish(),
    items: z.array(z.object({ url_key: z.string().nullish() }).nullable()).nullish(),
  }),
});

export type RawCategory = {
  id: number;
  name?: string | null;
  url_key?: string | null;
  url_path?: string | null;
  level?: number | null;
  position?: number | null;
  image?: string | null;
  product_count?: number | null;
  children_count?: string | null;
  include_in_menu?: number | null;
  children?: (RawCategory | null)[] | null;
};

export const categorySchema: z.ZodType<RawCategory> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string().nullish(),
    url_key: z.string().nullish(),
    url_path: z.string().nullish(),
    level: z.number().int().nullish(),
    position: z.number().int().nullish(),
    image: z.string().nullish(),
    product_count: z.number().int().nullish(),
    children_count: z.string().nullish(),
    include_in_menu: z.number().int().nullish(),
    children: z.array(categorySchema.nullable()).nullish(),
  }),
);

export const categoryListSchema = z.object({ categoryList: z.array(categorySchema.nullable()).nullish() });
