/**
 * What the order result pages (order success, payment status) do first: keep the answer out of every cache (it is
 * one shopper's order), and read the order by its number for the signed-in customer only. The URL only says which
 * order to look up; what the page shows comes from the backend, so a hand-edited number shows nothing that is not
 * the shopper's own.
 */
import type { AstroGlobal } from 'astro';
import { CommerceAuthError, type CartSnapshot, type OrderDetail } from '@/lib/commerce/index.ts';
import { localePath, type Locale } from '@/lib/i18n/locales.ts';
import { REDIRECT_PARAM } from '@/lib/safe-redirect.ts';
import { PERSONAL_CACHE_CONTROL } from '@/server/cache/cache-control.ts';
import { currentCart } from '@/server/cart/current-cart.ts';
import { withSession } from '@/server/shopper/customer-session.ts';
import type { ShopperContext } from '@/server/shopper/request-context.ts';

/** What the top of an order result page says: its tone, the page's heading, what happened, and the ways onward. */
export type ResultTone = 'success' | 'failure' | 'pending' | 'neutral';
export type ResultLink = { label: string; href: string; primary?: boolean };
export type ResultView = { tone: ResultTone; heading: string; paragraphs: string[]; links: ResultLink[] };

/** The account's page of one order. */
export function accountOrderPath(locale: Locale, number: string): string {
  return localePath(locale, `/account/orders/${encodeURIComponent(number)}`);
}

/** Private to this shopper: never stored by the route cache, a CDN or the browser. */
export function keepPersonal(page: Pick<AstroGlobal, 'response'>): void {
  page.response.headers.set('Cache-Control', PERSONAL_CACHE_CONTROL);
}

/** The sign-in page, bringing the shopper back to `returnPath` (one of our paths) afterwards. */
export function signInPath(locale: Locale, returnPath: string): string {
  return `${localePath(locale, '/login')}?${REDIRECT_PARAM}=${encodeURIComponent(returnPath)}`;
}

export const SIGNED_OUT = 'signed-out';

/**
 * The signed-in customer's own order with this number; null when they have none by it (another customer's, or
 * none at all); `SIGNED_OUT` without a session or with one the backend refused (which ends it). A backend that is
 * down throws (the error page says so, with its status).
 */
export async function loadOwnOrder(context: ShopperContext, number: string): Promise<OrderDetail | null | typeof SIGNED_OUT> {
  if (!context.locals.shopper.token) return SIGNED_OUT;
  try {
    return await withSession(context, () => context.locals.commerce.getCustomerOrder(number));
  } catch (error) {
    if (error instanceof CommerceAuthError) return SIGNED_OUT;
    throw error;
  }
}

/**
 * The shopper's cart as the backend holds it after the order (a new empty cart once an order is placed; the
 * order's items again after a failed payment), for the page to hand to the browser's cart mirror. Null when it
 * cannot be read now: the page still shows the order.
 */
export async function cartAfterOrder(context: ShopperContext): Promise<CartSnapshot | null> {
  try {
    return await currentCart(context);
  } catch {
    return null;
  }
}

/** Whether every line of the order is in the cart again (a failed card payment puts them back). */
export function itemsBackInCart(order: Pick<OrderDetail, 'items'>, cart: CartSnapshot | null): boolean {
  if (!cart || order.items.length === 0) return false;
  return order.items.every((line) => cart.items.some((item) => item.sku === line.sku));
}
