/**
 * zod checks of the catalogue answers (products, categories). Magento's SDL leaves a product's and a category's
 * `id` and a product's `sku` nullable, and `products` itself; cards, links and carts cannot do without them, so a
 * missing one surfaces as `CommerceResponseError` instead of a broken page. Each check's output fits the
 * operation's generated type (`satisfies`), so the two cannot drift apart.
 */
import { z } from 'zod';
import type {
  AggregationFieldsFragment,
  MenuCategoryFieldsFragment,
  ProductCardFieldsFragment,
  ProductDetailQuery,
  ProductVariantsQuery,
  SitemapProductsQuery,
  ProductListQuery,
  ProductRouteQuery,
} from '@/lib/commerce/generated/graphql.ts';
import { configurableCardFields, configurableDetailFields, mediaGallery } from './product-options.ts';
import { productMediaAndPrice } from './shared.ts';
import { specificationAttributesSchema, specificationValuesSchema } from './specifications.ts';

export const productCardSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string().nullable(),
  url_key: z.string().nullable(),
  type_id: z.string().nullable(),
  stock_status: z.enum(['IN_STOCK', 'OUT_OF_STOCK']).nullable(),
  special_price: z.number().nullable(),
  special_from_date: z.string().nullable(),
  special_to_date: z.string().nullable(),
  // A store without the Review module's answer (or a test's fake) reads as no reviews: no stars shown.
  rating_summary: z.number().catch(0),
  review_count: z.number().int().catch(0),
  ...productMediaAndPrice,
  ...configurableCardFields,
}) satisfies z.ZodType<ProductCardFieldsFragment>;
/** A product card's answer once checked: what toProductCard maps. */
export type CheckedProductCard = z.output<typeof productCardSchema>;

const aggregationSchema = z.object({
  attribute_code: z.string(),
  label: z.string().nullable(),
  options: z.array(z.object({ label: z.string().nullable(), value: z.string(), count: z.number().int().nullable() }).nullable()).nullable(),
}) satisfies z.ZodType<AggregationFieldsFragment>;

export const productListSchema = z.object({
  products: z.object({
    total_count: z.number().int().nullable(),
    page_info: z
      .object({ current_page: z.number().int().nullable(), page_size: z.number().int().nullable(), total_pages: z.number().int().nullable() })
      .nullable(),
    items: z.array(productCardSchema.nullable()).nullable(),
    aggregations: z.array(aggregationSchema.nullable()).nullable(),
  }),
}) satisfies z.ZodType<ProductListQuery>;

export const productDetailSchema = productCardSchema.extend({
  custom_attributesV2: specificationValuesSchema,
  description: z.object({ html: z.string() }).nullable(),
  media_gallery: mediaGallery,
  categories: z.array(z.object({ id: z.number().int(), name: z.string().nullable(), url_key: z.string().nullable() }).nullable()).nullable(),
  ...configurableDetailFields,
});
/** The product page's answer once checked: what toProductDetail maps. */
export type CheckedProductDetail = z.output<typeof productDetailSchema>;

/** `ProductVariants`: each product's card fields with its options and variants (a configurable product's). */
export const productVariantsResponseSchema = z.object({
  products: z.object({
    items: z.array(productCardSchema.extend({ ...configurableDetailFields }).nullable()).nullable(),
  }),
}) satisfies z.ZodType<ProductVariantsQuery>;

export const productDetailResponseSchema = z.object({
  products: z.object({
    items: z.array(productDetailSchema.nullable()).nullable(),
    aggregations: z.array(aggregationSchema.nullable()).nullable(),
  }),
  attributesList: specificationAttributesSchema,
}) satisfies z.ZodType<ProductDetailQuery>;

export const sitemapProductsSchema = z.object({
  sitemapProducts: z.object({
    total_count: z.number().int().min(0),
    items: z.array(z.object({ sku: z.string(), url_key: z.string() })),
  }),
}) satisfies z.ZodType<SitemapProductsQuery>;

const categoryFields = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  url_key: z.string().nullable(),
  url_path: z.string().nullable(),
  level: z.number().int().nullable(),
  position: z.number().int().nullable(),
  image: z.string().nullable(),
  product_count: z.number().int().nullable(),
  children_count: z.string().nullable(),
  include_in_menu: z.number().int().nullable(),
}) satisfies z.ZodType<MenuCategoryFieldsFragment>;

/** A category once checked (its id present), with the levels of children its query asked for: what toMenuCategory maps. */
export type CheckedCategory = z.output<typeof categoryFields> & { children?: (CheckedCategory | null)[] | null };

function withChildren<Child extends z.ZodType<CheckedCategory>>(child: Child) {
  return categoryFields.extend({ children: z.array(child.nullable()).nullable() });
}

/** `CategoryChildren`: the category and two levels below it. */
export const categoryChildrenSchema = z.object({ categoryList: z.array(withChildren(withChildren(categoryFields)).nullable()).nullable() });

/** `CategoryTree`: the category and four levels below it. */
export const categoryTreeSchema = z.object({
  categoryList: z.array(withChildren(withChildren(withChildren(withChildren(categoryFields)))).nullable()).nullable(),
});

/** `CategoryByUrlKey`: the category and its children. */
export const categoryByUrlKeySchema = z.object({ categoryList: z.array(withChildren(categoryFields).nullable()).nullable() });

/** `route(url:)` as a product url key's redirect reads it: any answer without these is no redirect. */
export const productRouteSchema = z.object({
  route: z
    .object({ type: z.enum(['PRODUCT', 'CATEGORY', 'CMS_PAGE']).nullable(), relative_url: z.string().nullable(), redirect_code: z.number().int() })
    .nullable(),
}) satisfies z.ZodType<ProductRouteQuery>;
