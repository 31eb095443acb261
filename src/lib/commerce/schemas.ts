/**
 * zod schemas of every backend answer the storefront reads. Magento returns `null` for many absent fields,
 * so optional data is `nullish()`; anything the view models cannot do without is required, and a missing
 * one surfaces as `CommerceResponseError` instead of a broken page.
 */
import { z } from 'zod';

const money = z.object({ value: z.number().nullish(), currency: z.string().nullish() });

const image = z.object({ url: z.string().nullish(), label: z.string().nullish() }).nullish();

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
  thumbnail: image,
  image,
  price_range: z.object({
    minimum_price: z.object({ regular_price: money, final_price: money }),
  }),
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

type RawCategoryShape = {
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
  children?: (RawCategoryShape | null)[] | null;
};

export const categorySchema: z.ZodType<RawCategoryShape> = z.lazy(() =>
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
export type RawCategory = RawCategoryShape;

export const categoryListSchema = z.object({ categoryList: z.array(categorySchema.nullable()).nullish() });

export const brandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullish(),
  url_key: z.string().nullish(),
  url_key_standalone: z.string().nullish(),
  product_count: z.number().int(),
  is_featured: z.boolean().nullish(),
});
export type RawBrand = z.infer<typeof brandSchema>;

export const brandListSchema = z.object({ getBrands: z.array(brandSchema) });

export const pwaConfigSchema = z.object({
  pwaConfig: z
    .object({
      top_bar: z
        .object({
          text: z.string().nullish(),
          bg_color: z.string().nullish(),
          text_color: z.string().nullish(),
          font_size: z.string().nullish(),
        })
        .nullish(),
      express_delivery_with_api: z.object({ original_price: z.number().nullish() }).nullish(),
    })
    .nullish(),
});

/** `POST /V1/newsletter/subscribe` answer (spec §7). */
export const newsletterResponseSchema = z.object({ success: z.boolean(), message: z.string().nullish() });

/**
 * Wishlist item in the REST form of spec §3. Magento REST sends numbers as strings in places, so numeric
 * fields accept both.
 */
const numeric = z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform(Number)]);

export const wishlistItemSchema = z.object({
  wishlist_item_id: numeric.nullish(),
  product_id: numeric,
  product: z.object({
    name: z.string(),
    sku: z.string(),
    price: numeric,
    special_price: numeric.nullish(),
    thumbnail: z.string().nullish(),
    request_path: z.string().nullish(),
    inventory_in_stock: z.union([z.string(), z.number()]).nullish(),
  }),
});
export type RawWishlistItem = z.infer<typeof wishlistItemSchema>;

/** One item of a GraphQL `cart` / `customerCart` (spec §3 "Cart query fields"). */
export const cartItemSchema = z.object({
  id: z.string(),
  quantity: z.number(),
  product: z.object({
    name: z.string().nullish(),
    sku: z.string(),
    url_key: z.string().nullish(),
    type_id: z.string().nullish(),
    thumbnail: image,
    image,
    price_range: z.object({
      minimum_price: z.object({ regular_price: money, final_price: money }),
    }),
  }),
});
export type RawCartItem = z.infer<typeof cartItemSchema>;

const cartSchema = z.object({
  id: z.string(),
  store_id: z.number().int().nullish(),
  entity_id: z.number().int().nullish(),
  total_quantity: z.number().nullish(),
  items: z.array(cartItemSchema.nullable()).nullish(),
});

export const cartResponseSchema = z.object({ cart: cartSchema.nullable() });
export const customerCartResponseSchema = z.object({ customerCart: cartSchema });
