/**
 * The cart page's answer to its own forms posted without JavaScript: add (the AddToCart form on product pages and
 * cards), change a quantity, remove a line, apply or remove a coupon. Each works on the cart the cookie names,
 * exactly like the Actions do, then the page redirects 303 to itself with a notice (post/redirect/get, so a reload
 * never posts twice).
 */
import { CommerceInputError, CommerceNotFoundError, toCommerceError } from '@/lib/commerce/index.ts';
import { z } from 'zod';
import type { ShopperContext } from '@/server/shopper/request-context.ts';
import { addToCart, changeCart } from './current-cart.ts';

/** Shown on the cart page after a form post; never `status` (a payment-return parameter). */
export const NOTICE_PARAM = 'cart-notice';
export const CART_NOTICES = ['added', 'updated', 'removed', 'remove-failed', 'coupon-applied', 'coupon-removed', 'coupon-refused', 'out-of-stock', 'network'] as const;
export type CartNotice = (typeof CART_NOTICES)[number];

const sku = z.string().trim().min(1).max(64);
const qty = z.coerce.number().int().min(1).max(10_000);
const itemId = z.coerce.number().int().positive().max(2_147_483_647);

const cartForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add'), sku, qty }),
  z.object({ intent: z.literal('update'), itemId, qty }),
  z.object({ intent: z.literal('remove'), itemId }),
  z.object({ intent: z.literal('apply-coupon'), code: z.string().trim().min(1).max(64) }),
  z.object({ intent: z.literal('remove-coupon') }),
]);
type CartForm = z.infer<typeof cartForm>;

const DONE: Record<CartForm['intent'], CartNotice> = {
  add: 'added',
  update: 'updated',
  remove: 'removed',
  'apply-coupon': 'coupon-applied',
  'remove-coupon': 'coupon-removed',
};

/** What the shopper is told when the backend refuses the form (spec §8 wording, per intent). */
const REFUSED: Record<CartForm['intent'], CartNotice> = {
  add: 'out-of-stock',
  update: 'out-of-stock',
  remove: 'remove-failed',
  'apply-coupon': 'coupon-refused',
  'remove-coupon': 'network',
};

async function apply(context: ShopperContext, form: CartForm): Promise<void> {
  if (form.intent === 'add') await addToCart(context, { sku: form.sku, qty: form.qty });
  else await changeCart(context, form);
}

export async function handleCartForm(body: FormData, context: ShopperContext): Promise<CartNotice> {
  const parsed = cartForm.safeParse(Object.fromEntries(body));
  // A tampered or incomplete form changes nothing; for the shopper the change could not be made.
  if (!parsed.success) return body.get('intent') === 'apply-coupon' ? 'coupon-refused' : 'out-of-stock';
  try {
    await apply(context, parsed.data);
    return DONE[parsed.data.intent];
  } catch (error) {
    const failure = toCommerceError(error);
    return failure instanceof CommerceInputError || failure instanceof CommerceNotFoundError ? REFUSED[parsed.data.intent] : 'network';
  }
}

export function noticeOf(url: URL): CartNotice | null {
  const value = url.searchParams.get(NOTICE_PARAM);
  return CART_NOTICES.find((notice) => notice === value) ?? null;
}
