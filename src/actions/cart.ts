/**
 * Cart Actions (guest carts): the browser's only way to change a cart. Inputs are zod-checked here, the work
 * goes through `src/lib/commerce`, and every write answers the whole cart (`CartSnapshot`) so the client
 * replaces its copy instead of guessing.
 *
 * Failures reach the islands as stable `ActionError` codes, which they turn into the spec §8 toasts:
 *   SERVICE_UNAVAILABLE  backend unreachable / failed / answered nonsense -> "Something went wrong, please try again later"
 *   CONFLICT             item write refused (not salable, qty not available) -> "Item is out of stock" (warning)
 *   NOT_FOUND            the cart id is unknown to the backend -> the client clears its cart (spec §8)
 *   BAD_REQUEST          coupon refused -> "Coupon not applied"
 * Customer carts arrive with sign-in: the commerce functions already take `{ token }`; these actions will read it
 * from the session cookie then.
 */
import { addCartItem, applyCoupon, CommerceAuthError, CommerceInputError, CommerceNotFoundError, createGuestCart, getStoreConfig, removeCartItem, removeCoupon, toCommerceError, updateCartItemQty } from '@/lib/commerce/index.ts';
import { ActionError, defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import type { CartSnapshot } from '@/lib/commerce/index.ts';
import { addToGuestCart, loadCartSnapshot } from '@/server/cart/guest-cart.ts';

const locale = z.enum(['ar', 'en']);
/** Masked guest cart id; a purely numeric id is a customer quote id and never valid for a guest (spec §5). */
const cartId = z.string().trim().min(1).max(64).regex(/^(?!\d+$)[\w-]+$/);
const sku = z.string().trim().min(1).max(64);
/** Magento accepts up to 10 000 per line; a shopper's stepper never gets near it. */
const qty = z.number().int().min(1).max(10_000);
const itemId = z.number().int().positive();

type Intent = 'read' | 'item' | 'coupon';

/** Maps a commerce failure to the stable code the islands understand (see the header comment). */
function toActionError(error: unknown, intent: Intent): ActionError {
  const failure = toCommerceError(error);
  if (failure instanceof CommerceNotFoundError && intent === 'read') return new ActionError({ code: 'NOT_FOUND', message: failure.message });
  if (failure instanceof CommerceAuthError) return new ActionError({ code: 'UNAUTHORIZED', message: failure.message });
  if (failure instanceof CommerceInputError || failure instanceof CommerceNotFoundError) {
    // A 404 on an item write is an unknown product or line: for the shopper the item cannot be had.
    if (intent === 'coupon') return new ActionError({ code: 'BAD_REQUEST', message: failure.message });
    return new ActionError({ code: intent === 'item' ? 'CONFLICT' : 'NOT_FOUND', message: failure.message });
  }
  return new ActionError({ code: 'SERVICE_UNAVAILABLE', message: failure.message });
}

async function run<T>(intent: Intent, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toActionError(error, intent);
  }
}

export const cart = {
  /** The stored cart, fresh from the backend (refresh on load). */
  get: defineAction({
    input: z.object({ locale, cartId }),
    handler: (input): Promise<CartSnapshot> => run('read', () => loadCartSnapshot(input.locale, input.cartId)),
  }),

  /** Adds to the guest cart, creating one when there is none (or the stored one is gone). */
  addItem: defineAction({
    input: z.object({ locale, cartId: cartId.nullable(), sku, qty }),
    handler: (input): Promise<CartSnapshot> =>
      run('item', async () => {
        const id = await addToGuestCart(input.locale, input.cartId, { sku: input.sku, qty: input.qty });
        return loadCartSnapshot(input.locale, id);
      }),
  }),

  updateItem: defineAction({
    input: z.object({ locale, cartId, itemId, qty }),
    handler: (input): Promise<CartSnapshot> =>
      run('item', async () => {
        await updateCartItemQty(input.locale, input.cartId, { itemId: input.itemId, qty: input.qty });
        return loadCartSnapshot(input.locale, input.cartId);
      }),
  }),

  removeItem: defineAction({
    input: z.object({ locale, cartId, itemId }),
    handler: (input): Promise<CartSnapshot> =>
      run('item', async () => {
        await removeCartItem(input.locale, input.cartId, input.itemId);
        return loadCartSnapshot(input.locale, input.cartId);
      }),
  }),

  applyCoupon: defineAction({
    input: z.object({ locale, cartId, code: z.string().trim().min(1).max(64) }),
    handler: (input): Promise<CartSnapshot> =>
      run('coupon', async () => {
        await applyCoupon(input.locale, input.cartId, input.code);
        return loadCartSnapshot(input.locale, input.cartId);
      }),
  }),

  removeCoupon: defineAction({
    input: z.object({ locale, cartId }),
    handler: (input): Promise<CartSnapshot> =>
      run('coupon', async () => {
        await removeCoupon(input.locale, input.cartId);
        return loadCartSnapshot(input.locale, input.cartId);
      }),
  }),

  /** Express delivery price from the PWA config (spec §3), which the client caches as `express_delivery_cost`. */
  expressDeliveryCost: defineAction({
    input: z.object({ locale }),
    handler: (input): Promise<number | null> => run('read', async () => (await getStoreConfig(input.locale)).expressDeliveryCost),
  }),

  /**
   * Locale change for a guest (spec §4): a new empty cart in the target store, the locally saved items re-added,
   * the coupon re-applied. Lines the target store refuses (sold out meanwhile) are reported, not fatal.
   */
  recreateForLocale: defineAction({
    input: z.object({
      locale,
      items: z.array(z.object({ sku, qty })).min(1).max(100),
      couponCode: z.string().trim().min(1).max(64).nullable(),
    }),
    handler: (input): Promise<CartSnapshot & { skippedSkus: string[] }> =>
      run('read', async () => {
        const id = await createGuestCart(input.locale);
        const skippedSkus: string[] = [];
        for (const line of input.items) {
          try {
            await addCartItem(input.locale, id, line);
          } catch (error) {
            const failure = toCommerceError(error);
            if (!(failure instanceof CommerceInputError || failure instanceof CommerceNotFoundError)) throw failure;
            skippedSkus.push(line.sku);
          }
        }
        if (input.couponCode) await applyCoupon(input.locale, id, input.couponCode).catch(() => undefined);
        return { ...(await loadCartSnapshot(input.locale, id)), skippedSkus };
      }),
  }),
};
