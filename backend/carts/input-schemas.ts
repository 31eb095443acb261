import { z } from 'zod';

export const QTY_MESSAGE = 'Please enter a number greater than 0 in this field.';

/** A positive whole quantity; REST clients may send it as a number or a numeric string ("2"). */
export const quantitySchema = z
  .union([z.number({ error: QTY_MESSAGE }), z.string().trim().regex(/^\d{1,6}(\.0+)?$/, { error: QTY_MESSAGE }).transform(Number)], {
    error: QTY_MESSAGE,
  })
  .pipe(z.number().int({ error: QTY_MESSAGE }).min(1, { error: QTY_MESSAGE }).max(10_000, { error: QTY_MESSAGE }));

export const skuSchema = z.string().trim().min(1).max(64);

const quoteIdSchema = z.union([z.string().max(64), z.number().int()]).optional();

const optionNumber = z.union([z.number().int().min(0).max(999_999_999), z.string().regex(/^\d{1,9}$/).transform(Number)]);

/**
 * POST …/items: `{cartItem: {sku, qty, quote_id, product_option?}}` (quote_id is taken from the path, as Magento
 * does). A configurable product comes with Magento's chosen values:
 * `product_option.extension_attributes.configurable_item_options: [{option_id: <attribute id>, option_value: <value index>}]`.
 */
export const addCartItemBody = z.object({
  cartItem: z.object({
    sku: skuSchema,
    qty: quantitySchema,
    quote_id: quoteIdSchema,
    product_option: z.object({
      extension_attributes: z.object({
        configurable_item_options: z.array(z.object({ option_id: optionNumber, option_value: optionNumber })).max(10).optional(),
      }).optional(),
    }).optional(),
  }),
});

/** PUT …/items/:itemId: `{cartItem: {item_id?, qty, quote_id}}`. */
export const updateCartItemBody = z.object({
  cartItem: z.object({ item_id: z.union([z.number().int(), z.string().max(32)]).optional(), qty: quantitySchema, quote_id: quoteIdSchema }),
});

export const couponCodeSchema = z.string().trim().min(1).max(64);

/** GraphQL's `cart_id`: the masked id. */
export const cartIdSchema = z.string().trim().min(1, { error: 'Required parameter "cart_id" is missing' }).max(64);
