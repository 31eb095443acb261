/**
 * Cart Actions: the browser's only way to change a cart. The cart itself is found through the HttpOnly cart
 * cookie (src/server/cart): no Action takes a cart id. Inputs are zod-checked here, and every write answers the
 * whole cart (`CartSnapshot`; `get` answers null when there is none) so the client replaces its display copy
 * instead of guessing.
 *
 * Failures reach the islands as stable `ActionError` codes (src/server/action-errors.ts), turned into the spec §8
 * toasts: SERVICE_UNAVAILABLE -> "Something went wrong, please try again later"; CONFLICT (item write refused:
 * not salable, qty not available, or no cart any more) -> "Item is out of stock"; BAD_REQUEST (coupon refused)
 * -> "Coupon not applied", with the reason the backend gave as its message (src/server/cart/coupon-refusal.ts).
 */
import type { CartSnapshot } from '@/lib/commerce/index.ts';
import { defineAction } from 'astro:actions';
import { z } from 'zod';
import { runAction, runAddItem } from '@/server/action-errors.ts';
import { addToCartOnce } from '@/server/cart/add-once.ts';
import { keepingCartCount } from '@/server/cart/cart-count-cookie.ts';
import { runApplyCoupon } from '@/server/cart/coupon-refusal.ts';
import { changeCart, currentCart } from '@/server/cart/current-cart.ts';

const sku = z.string().trim().min(1).max(64);
/** Magento accepts up to 10 000 per line; a shopper's stepper never gets near it. */
const qty = z.number().int().min(1).max(10_000);
const itemId = z.number().int().positive().max(2_147_483_647);
const code = z.string().trim().min(1).max(64);
/**
 * A configurable product's chosen values: Magento's option value uids (base64 of `configurable/<attribute>/<value>`),
 * one per option it varies by; a product of this store varies by two at most, and a handful bounds a crafted form.
 */
const selectedOptions = z.array(z.string().trim().min(1).max(128).regex(/^[A-Za-z0-9+/=_-]+$/)).max(5).optional();
/** The browser's id for one add, the same when it sends the add again (src/server/cart/add-once.ts). */
const addId = z.uuid().optional();

export const cart = {
  /** The shopper's cart, fresh from the backend (refresh on load), moved to this locale's store if needed. */
  get: defineAction({
    input: z.object({}),
    handler: (_input, context): Promise<CartSnapshot | null> => runAction('cart.get', () => currentCart(context)),
  }),

  /**
   * Adds to the shopper's cart, creating one when there is none (or the remembered one is gone); an add sent again
   * with the same `addId` is applied once. A configurable product comes with its chosen values (`selectedOptions`).
   */
  addItem: defineAction({
    accept: 'form',
    input: z.object({ sku, qty, selectedOptions, addId }),
    handler: (input, context): Promise<CartSnapshot> =>
      runAddItem(context.locals.locale, () =>
        keepingCartCount(
          context,
          addToCartOnce(
            context,
            { sku: input.sku, qty: input.qty, ...(input.selectedOptions?.length ? { selectedOptions: input.selectedOptions } : {}) },
            input.addId,
          ),
        ),
      ),
  }),

  updateItem: defineAction({
    accept: 'form',
    input: z.object({ itemId, qty }),
    handler: (change, context): Promise<CartSnapshot> =>
      runAction('cart.updateItem', () => keepingCartCount(context, changeCart(context, { intent: 'update', itemId: change.itemId, qty: change.qty })), 'CONFLICT'),
  }),

  removeItem: defineAction({
    accept: 'form',
    input: z.object({ itemId }),
    handler: ({ itemId }, context): Promise<CartSnapshot> =>
      runAction('cart.removeItem', () => keepingCartCount(context, changeCart(context, { intent: 'remove', itemId })), 'CONFLICT'),
  }),

  applyCoupon: defineAction({
    accept: 'form',
    input: z.object({ code }),
    handler: ({ code }, context): Promise<CartSnapshot> =>
      runApplyCoupon(context.locals.locale, () => changeCart(context, { intent: 'apply-coupon', code })),
  }),

  removeCoupon: defineAction({
    accept: 'form',
    input: z.object({}),
    handler: (_input, context): Promise<CartSnapshot> =>
      runAction('cart.removeCoupon', () => changeCart(context, { intent: 'remove-coupon' }), 'BAD_REQUEST'),
  }),

  /** Express delivery price from the PWA config (spec §3), which the client caches as `express_delivery_cost`. */
  expressDeliveryCost: defineAction({
    input: z.object({}),
    handler: (_input, context): Promise<number | null> =>
      runAction('cart.expressDeliveryCost', async () => (await context.locals.commerce.getStoreConfig()).expressDeliveryCost),
  }),
};
