/**
 * zod schemas of cart answers: the GraphQL cart and coupon mutations (spec §3 "Cart query fields", §7), and the
 * REST item writes and totals.
 */
import { z } from 'zod';
import { productMediaAndPrice } from './shared.ts';

/** One item of a GraphQL `cart`. */
export const cartItemSchema = z.object({
  id: z.string(),
  quantity: z.number(),
  product: z.object({
    name: z.string().nullish(),
    sku: z.string(),
    url_key: z.string().nullish(),
    type_id: z.string().nullish(),
    ...productMediaAndPrice,
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
export type RawCart = z.infer<typeof cartSchema>;

export const cartResponseSchema = z.object({ cart: cartSchema.nullable() });
export const customerCartResponseSchema = z.object({ customerCart: cartSchema });
export const mergedCartResponseSchema = z.object({ mergeCarts: cartSchema });

/** `POST /V1/carts/mine` answers the customer's active quote id (a number). */
export const customerQuoteIdSchema = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);

export const appliedCouponResponseSchema = z.object({
  applyCouponToCart: z.object({
    cart: z.object({
      id: z.string(),
      applied_coupon: z.object({ code: z.string() }).nullish(),
      prices: z.object({ grand_total: z.object({ value: z.number(), currency: z.string() }).nullish() }).nullish(),
    }),
  }),
});

export const removedCouponResponseSchema = z.object({
  removeCouponFromCart: z.object({ cart: z.object({ id: z.string() }).nullish() }).nullish(),
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
