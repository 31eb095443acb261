import { z } from 'zod';
import type { RequestContext } from '../../http/context.ts';
import { MagentoError, renderMessage } from '../../errors.ts';
import { transaction } from '../../db/database.ts';
import { emailAddress, parseInput, unusedField } from '../../input.ts';
import { requireCustomerForGraphql } from '../../customers/authorization.ts';
import {
  cartNotOwned,
  createGuestCart,
  getOrCreateCustomerCart,
  reloadCart,
  requireCartForGraphql,
  setGuestCartEmail,
  type CartRow,
} from '../../carts/carts.ts';
import { addCartItem, cartRefusalCode, parseItemId, removeCartItem, updateCartItemQty } from '../../carts/items.ts';
import type { CartChoice } from '../../carts/chosen-product.ts';
import { fromUid } from '../../catalog/uid.ts';
import { PRODUCT_NOT_FOUND } from '../../catalog/products.ts';
import { applyCouponToCart, removeCouponFromCart } from '../../carts/cart-coupons.ts';
import { mergeGuestCartInto } from '../../carts/merge.ts';
import { cartIdSchema, couponCodeSchema, QTY_MESSAGE, quantitySchema, skuSchema } from '../../carts/input-schemas.ts';
import { cartView } from '../../checkout/cart-view.ts';
import type { Resolvers } from '../resolver-map.ts';

function cartFor(ctx: RequestContext, rawCartId: unknown): CartRow {
  return requireCartForGraphql(ctx.db, parseInput(cartIdSchema, rawCartId), ctx.customerId);
}

const reload = (ctx: RequestContext, cart: CartRow): CartRow => reloadCart(ctx.db, cart);

const MAX_ITEMS = 50;
// Entered and customizable options (bundle, gift card, custom options): this store has none, so an empty list (what
// many clients send) is fine and anything in it is refused rather than dropped. Configurable products take a choice:
// a parent SKU with the value uids chosen (`selected_options`), or a variant SKU with its `parent_sku`.
const noOptions = (field: string) => z.array(z.unknown()).max(0, { error: `"${field}" is not used by this store.` }).nullish();
const optionalSku = skuSchema.nullish();
const cartItemOptions = {
  parent_sku: optionalSku,
  selected_options: z.array(z.string().max(64)).max(10).nullish(),
  entered_options: noOptions('entered_options'),
};

/** What the shopper chose, from a CartItemInput (and addConfigurableProductsToCart's item-level SKUs). */
function choiceOf(data: { sku: string; parent_sku?: string | null | undefined; selected_options?: string[] | null | undefined }, item: { variant_sku?: string | null | undefined; parent_sku?: string | null | undefined } = {}): CartChoice {
  // addConfigurableProductsToCart (2.4.4): data.sku is the variant with the item's parent_sku, or, in the older
  // form, data.sku the configurable product and variant_sku the variant.
  if (item.variant_sku) return { sku: item.variant_sku, parentSku: item.parent_sku ?? data.sku };
  return { sku: data.sku, parentSku: item.parent_sku ?? data.parent_sku, selectedOptions: data.selected_options };
}

const addProductsInput = z.object({
  cart_id: cartIdSchema,
  cart_items: z
    .array(z.object({
      data: z.object({ sku: skuSchema, quantity: quantitySchema, ...cartItemOptions }),
      customizable_options: noOptions('customizable_options'),
      variant_sku: optionalSku,
      parent_sku: optionalSku,
    }))
    .min(1, { error: 'Required parameter "cart_items" is missing' })
    .max(MAX_ITEMS),
});

/** addProductsToCart's items: checked one by one, so that one bad item is a user error and not a refusal of all. */
const addProductsToCartArgs = z.object({
  cartId: cartIdSchema,
  cartItems: z.array(z.object({ sku: skuSchema, quantity: z.number(), ...cartItemOptions })).min(1, { error: 'Required parameter "cartItems" is missing' }).max(MAX_ITEMS),
});

const itemIdOf = (raw: { cart_item_id?: number | null | undefined; cart_item_uid?: string | null | undefined }): number | string => {
  if (typeof raw.cart_item_id === 'number') return raw.cart_item_id;
  if (raw.cart_item_uid) return fromUid(raw.cart_item_uid) ?? raw.cart_item_uid;
  throw new MagentoError(400, 'Required parameter "cart_item_uid" for "cart_items" is missing.');
};
const itemRef = {
  cart_item_id: z.number().int().min(1).max(2 ** 31 - 1).nullish(),
  cart_item_uid: z.string().max(64).nullish(),
};
const updateItemsInput = z.object({
  cart_id: cartIdSchema,
  cart_items: z
    .array(
      z.object({
        ...itemRef,
        // 0 removes the item, as in Magento.
        quantity: z.number({ error: 'Required parameter "quantity" for "cart_items" is missing.' }).int({ error: QTY_MESSAGE }).min(0, { error: QTY_MESSAGE }).max(10_000, { error: QTY_MESSAGE }),
        customizable_options: noOptions('customizable_options'),
        gift_message: unusedField('gift_message'),
      }),
    )
    .min(1, { error: 'Required parameter "cart_items" is missing.' })
    .max(MAX_ITEMS),
});
const removeItemInput = z.object({ cart_id: cartIdSchema, ...itemRef });
const guestEmailInput = z.object({ cart_id: cartIdSchema, email: emailAddress('Invalid email format') });

/**
 * addSimpleProductsToCart / addVirtualProductsToCart / addConfigurableProductsToCart: all items or none, a refused item
 * rolls back the ones before it.
 */
function addItemsAllOrNothing(ctx: RequestContext, rawInput: unknown) {
  const input = parseInput(addProductsInput, rawInput);
  const cart = requireCartForGraphql(ctx.db, input.cart_id, ctx.customerId);
  transaction(ctx.db, () => {
    for (const item of input.cart_items) {
      const { data } = item;
      try {
        addCartItem(ctx.db, cart, choiceOf(data, item), data.quantity, ctx.store.id);
      } catch (error) {
        if (!(error instanceof MagentoError)) throw error;
        throw new MagentoError(400, `Could not add the product with SKU ${data.sku} to the shopping cart: ${renderMessage(error)}`);
      }
    }
  });
  return { cart: cartView(ctx, reload(ctx, cart)) };
}

const couponInput = z.object({ cart_id: cartIdSchema, coupon_code: couponCodeSchema });
const removeCouponInput = z.object({ cart_id: cartIdSchema });
const createEmptyCartInput = z.object({ cart_id: z.string().max(64).optional() }).optional().nullable();

export const cartResolvers: Resolvers = {
  CartItemInterface: {
    __resolveType: (item: { __typename: string }) => item.__typename,
  },
  Query: {
    cart: (_: unknown, args: { cart_id: unknown }, ctx: RequestContext) => cartView(ctx, cartFor(ctx, args.cart_id)),
    customerCart: (_: unknown, __: unknown, ctx: RequestContext) => {
      const customerId = requireCustomerForGraphql(ctx);
      return cartView(ctx, getOrCreateCustomerCart(ctx.db, customerId, ctx.store.id, false));
    },
  },
  Mutation: {
    createEmptyCart: (_: unknown, args: { input?: unknown }, ctx: RequestContext) => {
      const input = parseInput(createEmptyCartInput, args.input);
      // A signed-in shopper has one active cart: Magento returns it rather than a second one.
      if (ctx.customerId !== null) return getOrCreateCustomerCart(ctx.db, ctx.customerId, ctx.store.id, true).masked_id;
      return createGuestCart(ctx.db, ctx.store.id, input?.cart_id).masked_id;
    },

    addSimpleProductsToCart: (_: unknown, args: { input: unknown }, ctx: RequestContext) => addItemsAllOrNothing(ctx, args.input),
    addVirtualProductsToCart: (_: unknown, args: { input: unknown }, ctx: RequestContext) => addItemsAllOrNothing(ctx, args.input),
    addConfigurableProductsToCart: (_: unknown, args: { input: unknown }, ctx: RequestContext) => addItemsAllOrNothing(ctx, args.input),

    /** Magento 2.4's generic add: each item is added or reported in user_errors; the others still go in. */
    addProductsToCart: (_: unknown, args: unknown, ctx: RequestContext) => {
      const input = parseInput(addProductsToCartArgs, args);
      const cart = requireCartForGraphql(ctx.db, input.cartId, ctx.customerId);
      const userErrors: { code: string; message: string }[] = [];
      for (const item of input.cartItems) {
        const quantity = quantitySchema.safeParse(item.quantity);
        if (!quantity.success) {
          userErrors.push({ code: 'UNDEFINED', message: `Could not add the product with SKU ${item.sku} to the shopping cart: ${QTY_MESSAGE}` });
          continue;
        }
        try {
          addCartItem(ctx.db, cart, choiceOf(item), quantity.data, ctx.store.id);
        } catch (error) {
          if (!(error instanceof MagentoError)) throw error;
          const message = renderMessage(error);
          userErrors.push({
            code: cartRefusalCode(error.message),
            message: error.message === PRODUCT_NOT_FOUND ? `Could not find a product with SKU "${item.sku}"` : message,
          });
        }
      }
      return { cart: cartView(ctx, reload(ctx, cart)), user_errors: userErrors };
    },

    updateCartItems: (_: unknown, args: { input: unknown }, ctx: RequestContext) => {
      const input = parseInput(updateItemsInput, args.input);
      const cart = requireCartForGraphql(ctx.db, input.cart_id, ctx.customerId);
      transaction(ctx.db, () => {
        for (const item of input.cart_items) {
          const itemId = parseItemId(cart, String(itemIdOf(item)));
          if (item.quantity === 0) removeCartItem(ctx.db, cart, itemId);
          else updateCartItemQty(ctx.db, cart, itemId, item.quantity);
        }
      });
      return { cart: cartView(ctx, reload(ctx, cart)) };
    },

    removeItemFromCart: (_: unknown, args: { input: unknown }, ctx: RequestContext) => {
      const input = parseInput(removeItemInput, args.input);
      const cart = requireCartForGraphql(ctx.db, input.cart_id, ctx.customerId);
      removeCartItem(ctx.db, cart, parseItemId(cart, String(itemIdOf(input))));
      return { cart: cartView(ctx, reload(ctx, cart)) };
    },

    /** A guest cart's e-mail; a signed-in customer's cart answers the account's address instead (Magento refuses). */
    setGuestEmailOnCart: (_: unknown, args: { input: unknown }, ctx: RequestContext) => {
      const input = parseInput(guestEmailInput, args.input);
      const cart = requireCartForGraphql(ctx.db, input.cart_id, ctx.customerId);
      if (cart.customer_id !== null || ctx.customerId !== null) throw new MagentoError(400, 'The request is not allowed for logged in customers');
      setGuestCartEmail(ctx.db, cart, input.email);
      return { cart: cartView(ctx, reload(ctx, cart)) };
    },

    applyCouponToCart: (_: unknown, args: { input: unknown }, ctx: RequestContext) => {
      const input = parseInput(couponInput, args.input);
      const cart = requireCartForGraphql(ctx.db, input.cart_id, ctx.customerId);
      try {
        applyCouponToCart(ctx.db, cart, input.coupon_code, { replace: false });
      } catch (error) {
        // REST reports an unusable code as 404; GraphQL as an input error with the code filled in.
        if (error instanceof MagentoError) throw new MagentoError(400, error.message, error.parameters);
        throw error;
      }
      return { cart: cartView(ctx, reload(ctx, cart)) };
    },

    removeCouponFromCart: (_: unknown, args: { input: unknown }, ctx: RequestContext) => {
      const input = parseInput(removeCouponInput, args.input);
      const cart = requireCartForGraphql(ctx.db, input.cart_id, ctx.customerId);
      removeCouponFromCart(ctx.db, cart);
      return { cart: cartView(ctx, reload(ctx, cart)) };
    },

    /** Magento 2.4's sign-in merge: the guest cart's items go into the customer's active cart, which is answered. */
    assignCustomerToGuestCart: (_: unknown, args: { cart_id: unknown }, ctx: RequestContext) => {
      const customerId = requireCustomerForGraphql(ctx);
      const source = requireCartForGraphql(ctx.db, parseInput(cartIdSchema, args.cart_id), customerId);
      const destination = getOrCreateCustomerCart(ctx.db, customerId, ctx.store.id, false);
      mergeGuestCartInto(ctx.db, source, destination);
      return cartView(ctx, reload(ctx, destination));
    },

    mergeCarts: (_: unknown, args: { source_cart_id: unknown; destination_cart_id?: unknown }, ctx: RequestContext) => {
      const customerId = requireCustomerForGraphql(ctx);
      const source = requireCartForGraphql(ctx.db, parseInput(cartIdSchema, args.source_cart_id), customerId);
      const destination =
        args.destination_cart_id === undefined || args.destination_cart_id === null
          ? getOrCreateCustomerCart(ctx.db, customerId, ctx.store.id, false)
          : requireCartForGraphql(ctx.db, parseInput(cartIdSchema, args.destination_cart_id), customerId);
      if (destination.customer_id !== customerId) throw cartNotOwned(destination.masked_id);
      mergeGuestCartInto(ctx.db, source, destination);
      return cartView(ctx, reload(ctx, destination));
    },
  },
};
