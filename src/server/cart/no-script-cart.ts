/**
 * The cart page's answer to its own form posted without JavaScript (AddToCart renders a real form): add to the
 * guest cart named by the `quoteId` cookie (or a new one), remember the cart in that cookie, redirect 303 to
 * the cart page with a notice. The cookie is deliberately readable by scripts (not HttpOnly): it only holds the
 * masked cart id, which the cart store adopts on the next page that runs JavaScript.
 */
import { CommerceInputError, CommerceNotFoundError, toCommerceError } from '@/lib/commerce/index.ts';
import type { AstroCookies } from 'astro';
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales.ts';
import { addToGuestCart, isGuestCartId } from './guest-cart.ts';

export const QUOTE_COOKIE = 'quoteId';
const QUOTE_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

/** Shown on the cart page after a JavaScript-off add; never `status` (a payment-return parameter). */
export const NOTICE_PARAM = 'cart-notice';
export type CartNotice = 'added' | 'out-of-stock' | 'network';

const addForm = z.object({
  intent: z.literal('add'),
  sku: z.string().trim().min(1).max(64),
  qty: z.coerce.number().int().min(1).max(10_000),
});

export function readQuoteCookie(cookies: AstroCookies): string | null {
  const value = cookies.get(QUOTE_COOKIE)?.value ?? null;
  return isGuestCartId(value) ? value : null;
}

export async function handleNoScriptAdd(locale: Locale, form: FormData, cookies: AstroCookies, isHttps: boolean): Promise<CartNotice> {
  const parsed = addForm.safeParse(Object.fromEntries(form));
  // A tampered or incomplete form adds nothing; for the shopper the item could not be had.
  if (!parsed.success) return 'out-of-stock';
  try {
    const cartId = await addToGuestCart(locale, readQuoteCookie(cookies), { sku: parsed.data.sku, qty: parsed.data.qty });
    cookies.set(QUOTE_COOKIE, cartId, { path: '/', maxAge: QUOTE_COOKIE_MAX_AGE, sameSite: 'lax', httpOnly: false, secure: isHttps });
    return 'added';
  } catch (error) {
    const failure = toCommerceError(error);
    return failure instanceof CommerceInputError || failure instanceof CommerceNotFoundError ? 'out-of-stock' : 'network';
  }
}

export function noticeOf(url: URL): CartNotice | null {
  const value = url.searchParams.get(NOTICE_PARAM);
  return value === 'added' || value === 'out-of-stock' || value === 'network' ? value : null;
}
