/**
 * zod checks of cart answers: the GraphQL cart and the coupon (spec §3 "Cart query fields", §7), where we rely on
 * more than the SDL promises, and the REST item writes and totals (REST has no SDL).
 */
import { z } from 'zod';
import type { CartFieldsFragment } from '@/lib/commerce/generated/graphql.ts';
import { money, productMediaAndPrice } from './shared.ts';
import { variantAddressFields } from './product-options.ts';

/**
 * One line of a GraphQL cart. Magento's SDL leaves a product's `sku` nullable; a cart line is addressed and shown
 * by it, so a line without one is a broken answer.
 */
export const cartItemSchema = z.object({
  id: z.string(),
  quantity: z.number(),
  product: z.object({
    name: z.string().nullable(),
    sku: z.string(),
    url_key: z.string().nullable(),
    type_id: z.string().nullable(),
    ...productMediaAndPrice,
    // A configurable product's only: what gives the line's variant its address.
    ...variantAddressFields,
  }),
  // A variant's line only (ConfigurableCartItem): its chosen options and the variant, whose SKU a line needs.
  configurable_options: z
    .array(z.object({ option_label: z.string(), value_label: z.string(), configurable_product_option_value_uid: z.string() }))
    .optional(),
  configured_variant: z.object({ sku: z.string(), ...productMediaAndPrice }).optional(),
});
/** A cart line once checked: what toCartItem maps. */
export type CheckedCartItem = z.output<typeof cartItemSchema>;

const cartSchema = z.object({
  id: z.string(),
  store_id: z.number().int().nullable(),
  entity_id: z.number().int().nullable(),
  total_quantity: z.number(),
  items: z.array(cartItemSchema.nullable()).nullable(),
}) satisfies z.ZodType<CartFieldsFragment>;
/** A cart once checked: what toCartView maps. */
export type CheckedCart = z.output<typeof cartSchema>;

export const cartResponseSchema = z.object({ cart: cartSchema.nullable() });
export const customerCartResponseSchema = z.object({ customerCart: cartSchema });
export const mergedCartResponseSchema = z.object({ mergeCarts: cartSchema });

/** `POST /V1/carts/mine` answers the customer's active quote id (a number). */
export const customerQuoteIdSchema = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);

/** The SDL lets `applyCouponToCart` answer null; without its cart nothing says whether the coupon holds. */
export const appliedCouponResponseSchema = z.object({
  applyCouponToCart: z.object({
    cart: z.object({
      id: z.string(),
      applied_coupon: z.object({ code: z.string() }).nullable(),
      prices: z.object({ grand_total: money.nullable() }).nullable(),
    }),
  }),
});

/** `POST /V1/guest-carts` answers the new cart's masked id as a JSON string. */
export const guestCartIdSchema = z.string().min(1);

/** `DELETE …/items/{id}` answers `true`. */
export const removedCartItemSchema = z.boolean();

/** Magento's CartItemInterface as POST/PUT …/items answer it; only the id is needed, to address the line. */
export const restCartItemSchema = z.object({ item_id: z.number().int(), sku: z.string(), qty: z.number() });

/** The subset of TotalsInterface the storefront reads. */
export const restTotalsSchema = z.object({
  subtotal: z.number(),
  discount_amount: z.number().nullish(),
  grand_total: z.number(),
  coupon_code: z.string().nullish(),
  items_qty: z.number().nullish(),
});
export type RawCartTotals = z.infer<typeof restTotalsSchema>;

/** `addProductsToCart`: its refusals decide the outcome; the cart is read again afterwards. */
export const addedProductsSchema = z.object({
  addProductsToCart: z.object({
    cart: z.object({ id: z.string() }),
    user_errors: z.array(z.object({ code: z.enum(['PRODUCT_NOT_FOUND', 'NOT_SALABLE', 'INSUFFICIENT_STOCK', 'UNDEFINED']), message: z.string() })),
  }),
});
