/** Wishlist item in the REST form of spec §3; Magento REST sends numbers as text in places. */
import { z } from 'zod';
import { decimal } from './shared.ts';

export const wishlistItemSchema = z.object({
  wishlist_item_id: decimal.nullish(),
  product_id: decimal,
  // A configurable product kept with a variant chosen: the variant's SKU is the product's below.
  child_sku: z.string().nullish(),
  parent_sku: z.string().nullish(),
  selected_options: z
    .array(z.object({ label: z.string(), value: z.string(), attribute_code: z.string(), value_index: z.number().int(), value_uid: z.string() }))
    .nullish(),
  product: z.object({
    name: z.string(),
    sku: z.string(),
    price: decimal,
    special_price: decimal.nullish(),
    thumbnail: z.string().nullish(),
    request_path: z.string().nullish(),
    inventory_in_stock: z.union([z.string(), z.number()]).nullish(),
  }),
});
export type RawWishlistItem = z.infer<typeof wishlistItemSchema>;

/** Spec §7: every wishlist answer is an envelope whose `status` 1 means done, with the answer in `data`. */
const envelope = <T extends z.ZodType>(data: T) => z.object({ status: decimal, data });

export const wishlistItemsResponseSchema = envelope(z.array(wishlistItemSchema).nullish());
/** `POST /V1/wishlist/add/{productId}`: `data` is the wishlist item id. */
export const wishlistAddResponseSchema = envelope(decimal.nullish());
export const wishlistRemoveResponseSchema = envelope(z.unknown());
