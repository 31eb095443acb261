/**
 * The one place the session, cart and checkout cookies are read: the middleware builds each request's context from them
 * (request-context.ts). Everything else reads `locals.shopper` or calls `locals.commerce`.
 */
import type { AstroCookies } from 'astro';
import { commerceClient, type ShopperRequest } from '@/lib/commerce/index.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { SESSION_HINT_COOKIE } from '@/lib/session-hint.ts';
import { readCartCookie } from './cart-cookie.ts';
import { readCheckoutCookie } from './checkout-cookie.ts';
import { readCustomerToken } from './customer-session.ts';
import type { RequestContext, Shopper } from './request-context.ts';

export function readShopper(cookies: AstroCookies): Shopper {
  return {
    token: readCustomerToken(cookies),
    cartId: readCartCookie(cookies),
    checkoutCartId: readCheckoutCookie(cookies),
    signedInHint: cookies.get(SESSION_HINT_COOKIE)?.value === '1',
  };
}

/** The context of a request in `locale` by `shopper`; `request` is its commerce state (null outside a request). */
export function buildRequestContext(locale: Locale, shopper: Shopper, request: ShopperRequest | null): RequestContext {
  return {
    locale,
    shopper,
    requestId: request?.requestId ?? null,
    deadline: request?.deadline ?? null,
    commerce: commerceClient({ locale, token: shopper.token, request }),
  };
}
