/**
 * What the cart page says after one of its forms was posted without JavaScript (add from a product page or card,
 * a quantity, remove, a coupon): the cart Actions ran (src/server/forms/form-result.ts brought their result to the
 * page's GET), and the outcome becomes the notice the toasts would have shown (spec §8 wording). A change that was
 * made answers 303 to `?cart-notice=<what>`, so the URL says only what happened; a refused coupon is shown at once,
 * with the code the shopper typed.
 */
import type { AstroGlobal } from 'astro';
import { actions, type ActionError } from 'astro:actions';
import { isFormOfAnotherRelease } from '@/server/release/page-changed.ts';

/** Shown on the cart page after a form post; never `status` (a payment-return parameter). */
export const NOTICE_PARAM = 'cart-notice';
export const CART_NOTICES = ['added', 'updated', 'removed', 'remove-failed', 'coupon-applied', 'coupon-removed', 'coupon-refused', 'out-of-stock', 'page-changed', 'network'] as const;
export type CartNotice = (typeof CART_NOTICES)[number];

/** The notices that say the change was made. */
export const SUCCEEDED: readonly CartNotice[] = ['added', 'updated', 'removed', 'coupon-applied', 'coupon-removed'];

type Outcome = { notice: CartNotice; status: number; message: string | null };

/**
 * A refused write's notice: the line cannot be had (CONFLICT), a refusal in the shopper's words (an item write's
 * BAD_REQUEST, as its toast shows it; a coupon's reason), or a hiccup. A tampered form (zod refused it) changes nothing: for the
 * shopper the change could not be made. A form of an earlier release's page that lacks a field this one needs says so.
 */
function refusal(error: ActionError, refused: CartNotice, saysWhy: boolean): Outcome {
  if (error.code === 'SERVICE_UNAVAILABLE' || error.code === 'INTERNAL_SERVER_ERROR') return { notice: 'network', status: 503, message: null };
  // A form of a page an earlier release rendered: the shopper is asked to try again, not told the item is gone.
  if (error.type === 'AstroActionInputError' && isFormOfAnotherRelease((error as ActionError & { issues?: [] }).issues)) {
    return { notice: 'page-changed', status: 409, message: null };
  }
  const inWords = saysWhy && error.code === 'BAD_REQUEST' && error.type !== 'AstroActionInputError';
  return { notice: refused, status: error.status, message: inWords ? error.message || null : null };
}

/** The outcome of the cart form whose result this GET shows, or null when it shows none. */
export function cartFormOutcome(page: Pick<AstroGlobal, 'getActionResult'>): Outcome | null {
  const writes = [
    [page.getActionResult(actions.cart.addItem), 'added', 'out-of-stock', true],
    [page.getActionResult(actions.cart.updateItem), 'updated', 'out-of-stock', true],
    [page.getActionResult(actions.cart.removeItem), 'removed', 'remove-failed', false],
    [page.getActionResult(actions.cart.applyCoupon), 'coupon-applied', 'coupon-refused', true],
    [page.getActionResult(actions.cart.removeCoupon), 'coupon-removed', 'network', false],
  ] as const;
  for (const [result, done, refused, saysWhy] of writes) {
    if (result?.data) return { notice: done, status: 200, message: null };
    if (result?.error) return refusal(result.error as ActionError, refused, saysWhy);
  }
  return null;
}

export function noticeOf(url: URL): CartNotice | null {
  const value = url.searchParams.get(NOTICE_PARAM);
  return CART_NOTICES.find((notice) => notice === value) ?? null;
}
