/**
 * The one place the session, cart and checkout cookies are read: the middleware builds each request's context from them
 * (request-context.ts). Everything else reads `locals.shopper` or calls `locals.commerce`.
 */
import type { AstroCookies } from 'astro';
import { commerceClient, shopperRequest, type ShopperRequestInit } from '@/lib/commerce/index.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { SESSION_HINT_COOKIE } from '@/lib/session-hint.ts';
import { readCartCookie, readCheckoutCookie } from './cart-cookies.ts';
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

/**
 * Makes `locals` the context of a request in `locale` by `shopper` (`request`: its address, id and deadline), with
 * a commerce client bound to `locals` itself, so what its calls record (a backend failure, their time) is read there.
 */
export function buildRequestContext(locals: object, locale: Locale, shopper: Shopper, request: ShopperRequestInit): RequestContext {
  const context = Object.assign(locals, shopperRequest(request), { locale, shopper });
  return Object.assign(context, { commerce: commerceClient({ locale, token: shopper.token, request: context }) });
}
