import { z } from 'zod';
import type { RequestContext } from '../../http/context.ts';
import { MagentoError, renderMessage } from '../../errors.ts';
import { transaction } from '../../db/database.ts';
import { parseInput } from '../../input.ts';
import { requireCustomerForGraphql } from '../../customers/authorization.ts';
import {
  cartNotOwned,
  createGuestCart,
  getOrCreateCustomerCart,
  reloadCart,
  requireCartForGraphql,
  type CartRow,
} from '../../carts/carts.ts';
import { addCartItem } from '../../carts/items.ts';
import { applyCouponToCart, removeCouponFromCart } from '../../carts/cart-coupons.ts';
import { mergeGuestCartInto } from '../../carts/merge.ts';
import { cartIdSchema, couponCodeSchema, quantitySchema, skuSchema } from '../../carts/input-schemas.ts';
import { cartView } from '../../checkout/cart-view.ts';
import type { Resolvers } from '../resolver-map.ts';

function cartFor(ctx: RequestContext, rawCartId: unknown): CartRow {
  return requireCartForGraphql(ctx.db, parseInput(cartIdSchema, rawCartId), ctx.customerId);
}

const reload = (ctx: RequestContext, cart: CartRow): CartRow => reloadCart(ctx.db, cart);

const addProductsInput = z.object({
  cart_id: cartIdSchema,
  cart_items: z
    .array(z.object({ data: z.object({ sku: skuSchema, quantity: quantitySchema }) }))
    .min(1, { error: 'Required parameter "cart_items" is missing' })
    .max(50),
});

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

    addSimpleProductsToCart: (_: unknown, args: { input: unknown }, ctx: RequestContext) => {
      const input = parseInput(addProductsInput, args.input);
      const cart = requireCartForGraphql(ctx.db, input.cart_id, ctx.customerId);
      // All items or none: a refused item rolls back the ones before it.
      transaction(ctx.db, () => {
        for (const { data } of input.cart_items) {
          try {
            addCartItem(ctx.db, cart, data.sku, data.quantity, ctx.store.id);
          } catch (error) {
            if (!(error instanceof MagentoError)) throw error;
            throw new MagentoError(400, `Could not add the product with SKU ${data.sku} to the shopping cart: ${renderMessage(error)}`);
          }
        }
      });
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
