import { z } from 'zod';
import { PRODUCT_NOT_FOUND } from '../../catalog/products.ts';
import { getOrCreateCustomerCart } from '../../carts/carts.ts';
import { addCartItem, cartRefusalCode } from '../../carts/items.ts';
import { resolveWishedProduct } from '../../carts/chosen-product.ts';
import { skuSchema } from '../../carts/input-schemas.ts';
import { requireCustomerForGraphql } from '../../customers/authorization.ts';
import { transaction } from '../../db/database.ts';
import { MagentoError, renderMessage } from '../../errors.ts';
import type { RequestContext } from '../../http/context.ts';
import { pageArgs, parseInput, shortText, unusedField } from '../../input.ts';
import { toGraphqlWishlist, wishlistIdOf, type GraphqlWishlist } from '../../wishlist/graphql-shape.ts';
import { addQuantityToWishlist, listWishlistItems, removeFromWishlist, skuOfProduct, updateWishlistItem } from '../../wishlist/wishlist.ts';
import type { Resolvers } from '../resolver-map.ts';

const MAX_ITEMS = 50;
const QUANTITY_MESSAGE = 'The quantity of a wish list item must be a whole number from 1 to 10000.';
// Whole units: every product of this store is sold by the piece, and a wishlist line can go into the cart as it is.
const quantity = z.number({ error: QUANTITY_MESSAGE }).int({ error: QUANTITY_MESSAGE }).min(1, { error: QUANTITY_MESSAGE }).max(10_000, { error: QUANTITY_MESSAGE });
const itemId = z.string().trim().regex(/^\d{1,12}$/, { error: 'Invalid value of "wishlistItemId" provided.' }).transform(Number);
// A configurable product's choice (parent_sku, selected_options) as the cart takes it; entered (customizable)
// options: this store has none.
const itemOptions = {
  parent_sku: skuSchema.nullish(),
  selected_options: z.array(z.string().max(64)).max(10).nullish(),
  entered_options: unusedField('entered_options'),
};

const wishlistArgs = { wishlistId: z.string().trim().max(20) };
const addArgs = z.object({
  ...wishlistArgs,
  wishlistItems: z.array(z.object({ sku: skuSchema, quantity, ...itemOptions })).min(1).max(MAX_ITEMS),
});
const removeArgs = z.object({ ...wishlistArgs, wishlistItemsIds: z.array(itemId).min(1).max(MAX_ITEMS) });
const updateArgs = z.object({
  ...wishlistArgs,
  wishlistItems: z
    .array(
      z.object({
        wishlist_item_id: itemId,
        quantity: quantity.nullish(),
        description: shortText('description', 255).nullish(),
        selected_options: unusedField('selected_options'),
        entered_options: unusedField('entered_options'),
      }),
    )
    .min(1)
    .max(MAX_ITEMS),
});
const wishlistV2Args = z.object({ id: z.string().max(20) });
const toCartArgs = z.object({ ...wishlistArgs, wishlistItemIds: z.array(itemId).max(MAX_ITEMS).nullish() });

type UserError = { code: 'PRODUCT_NOT_FOUND' | 'UNDEFINED'; message: string };


/**
 * The signed-in customer and the wishlist the call names: their own (its id, or "0" for "my wishlist"). Any other
 * id is Magento's "not found", whoever it belongs to.
 */
function ownWishlist(ctx: RequestContext, wishlistId: string): number {
  const customerId = requireCustomerForGraphql(ctx);
  if (wishlistId !== '0' && wishlistId !== wishlistIdOf(customerId)) throw new MagentoError(400, 'The wishlist was not found.');
  return customerId;
}

const wishlistOf = (ctx: RequestContext, customerId: number) =>
  toGraphqlWishlist(ctx.db, { db: ctx.db, storeId: ctx.store.id, baseUrl: ctx.baseUrl, now: new Date(ctx.now) }, customerId);

/** Magento's wishlist GraphQL over the store's one list per customer (the wishlist REST module shares it). */
export const wishlistResolvers: Resolvers = {
  WishlistItemInterface: { __resolveType: (item: { __typename: string }) => item.__typename },
  Wishlist: {
    items_v2: (wishlist: GraphqlWishlist, args: unknown) => wishlist.items_v2(parseInput(pageArgs, args)),
  },
  Customer: {
    wishlists: (_: unknown, args: unknown, ctx: RequestContext) => {
      parseInput(pageArgs, args);
      return [wishlistOf(ctx, requireCustomerForGraphql(ctx))];
    },
    wishlist: (_: unknown, __: unknown, ctx: RequestContext) => wishlistOf(ctx, requireCustomerForGraphql(ctx)),
    wishlist_v2: (_: unknown, args: unknown, ctx: RequestContext) => {
      const customerId = requireCustomerForGraphql(ctx);
      return parseInput(wishlistV2Args, args).id === wishlistIdOf(customerId) ? wishlistOf(ctx, customerId) : null;
    },
  },
  Query: {
    /** Deprecated in 2.4.4 (Customer.wishlists replaces it), still answered with the customer's list. */
    wishlist: (_: unknown, __: unknown, ctx: RequestContext) => {
      const wishlist = wishlistOf(ctx, requireCustomerForGraphql(ctx));
      return { items: wishlist.items, items_count: wishlist.items_count, name: null, sharing_code: null, updated_at: wishlist.updated_at };
    },
  },
  Mutation: {
    addProductsToWishlist: (_: unknown, args: unknown, ctx: RequestContext) => {
      const input = parseInput(addArgs, args);
      const customerId = ownWishlist(ctx, input.wishlistId);
      const userErrors: UserError[] = [];
      transaction(ctx.db, () => {
        for (const item of input.wishlistItems) {
          try {
            const wished = resolveWishedProduct(ctx.db, { sku: item.sku, parentSku: item.parent_sku, selectedOptions: item.selected_options }, ctx.store.id);
            addQuantityToWishlist(ctx.db, customerId, wished, item.quantity, new Date(ctx.now));
          } catch (error) {
            if (!(error instanceof MagentoError)) throw error;
            userErrors.push(error.message === PRODUCT_NOT_FOUND
              ? { code: 'PRODUCT_NOT_FOUND', message: `Could not find a product with SKU "${item.sku}"` }
              : { code: 'UNDEFINED', message: renderMessage(error) });
          }
        }
      });
      return { wishlist: wishlistOf(ctx, customerId), user_errors: userErrors };
    },
    removeProductsFromWishlist: (_: unknown, args: unknown, ctx: RequestContext) => {
      const input = parseInput(removeArgs, args);
      const customerId = ownWishlist(ctx, input.wishlistId);
      const userErrors: UserError[] = [];
      for (const id of input.wishlistItemsIds) {
        try {
          removeFromWishlist(ctx.db, customerId, id);
        } catch (error) {
          if (!(error instanceof MagentoError)) throw error;
          userErrors.push({ code: 'UNDEFINED', message: `Could not find a wishlist item with ID "${id}"` });
        }
      }
      return { wishlist: wishlistOf(ctx, customerId), user_errors: userErrors };
    },
    updateProductsInWishlist: (_: unknown, args: unknown, ctx: RequestContext) => {
      const input = parseInput(updateArgs, args);
      const customerId = ownWishlist(ctx, input.wishlistId);
      const userErrors: UserError[] = [];
      transaction(ctx.db, () => {
        for (const item of input.wishlistItems) {
          const changes = { quantity: item.quantity ?? undefined, description: item.description };
          if (!updateWishlistItem(ctx.db, customerId, item.wishlist_item_id, changes)) {
            userErrors.push({ code: 'UNDEFINED', message: `Could not find a wishlist item with ID "${item.wishlist_item_id}"` });
          }
        }
      });
      return { wishlist: wishlistOf(ctx, customerId), user_errors: userErrors };
    },
    /**
     * Moves the items (all, or the ones named) into the customer's active cart at their quantity; an item the cart
     * takes leaves the list, one it refuses stays there and is reported. status: every item went in.
     */
    addWishlistItemsToCart: (_: unknown, args: unknown, ctx: RequestContext) => {
      const input = parseInput(toCartArgs, args);
      const customerId = ownWishlist(ctx, input.wishlistId);
      const wanted = input.wishlistItemIds ? new Set(input.wishlistItemIds) : null;
      const items = listWishlistItems(ctx.db, customerId).filter((item) => wanted === null || wanted.has(item.id));
      const errors: { code: string; message: string; wishlistId: string; wishlistItemId: string }[] = [];
      for (const id of wanted ?? []) {
        if (!items.some((item) => item.id === id)) {
          errors.push({ code: 'UNDEFINED', message: `Could not find a wishlist item with ID "${id}"`, wishlistId: wishlistIdOf(customerId), wishlistItemId: String(id) });
        }
      }
      const cart = getOrCreateCustomerCart(ctx.db, customerId, ctx.store.id, false);
      for (const item of items) {
        try {
          transaction(ctx.db, () => {
            const sku = skuOfProduct(ctx.db, item.product_id);
            if (sku === null) throw new MagentoError(404, PRODUCT_NOT_FOUND);
            // A configurable product goes in as its chosen variant; without one the cart refuses it (no choice).
            const variantSku = item.child_id === null ? null : skuOfProduct(ctx.db, item.child_id);
            addCartItem(ctx.db, cart, variantSku === null ? { sku } : { sku: variantSku, parentSku: sku }, item.quantity, ctx.store.id);
            removeFromWishlist(ctx.db, customerId, item.id);
          });
        } catch (error) {
          if (!(error instanceof MagentoError)) throw error;
          errors.push({ code: cartRefusalCode(error.message), message: renderMessage(error), wishlistId: wishlistIdOf(customerId), wishlistItemId: String(item.id) });
        }
      }
      return { wishlist: wishlistOf(ctx, customerId), status: errors.length === 0, add_wishlist_items_to_cart_user_errors: errors };
    },
  },
};
