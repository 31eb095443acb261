/**
 * A refused coupon in the shopper's words (issue 40): the spec's "Coupon not applied" stays the heading, and this
 * says why, from the reason the backend gave (expired, not yet active, below its minimum…). The Action answers it
 * as its BAD_REQUEST message, for the island's alert and the script-free cart page alike.
 */
import { ActionError } from 'astro:actions';
import { CommerceCouponRefusedError, toCommerceError } from '@/lib/commerce/index.ts';
import { formatPrice } from '@/lib/format.ts';
import { getT, type Locale } from '@/lib/i18n/index.ts';
import { toActionError } from '@/server/action-errors.ts';

export function couponRefusalMessage(locale: Locale, refusal: CommerceCouponRefusedError): string {
  const amount = refusal.minimumSubtotal === null ? '' : formatPrice(refusal.minimumSubtotal, locale);
  if (refusal.reason === 'minimum_subtotal' && amount === '') return '';
  return getT(locale)(`errors:cart.couponRefusal.${refusal.reason}`, { amount });
}

/** Runs the apply; a refusal the backend explained becomes BAD_REQUEST with the reason, the rest as any Action's. */
export async function runApplyCoupon<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const failure = toCommerceError(error);
    if (failure instanceof CommerceCouponRefusedError) {
      throw new ActionError({ code: 'BAD_REQUEST', message: couponRefusalMessage(locale, failure) });
    }
    throw toActionError(error, 'cart.applyCoupon', 'BAD_REQUEST');
  }
}
