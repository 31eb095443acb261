/**
 * What the middleware knows of every request, built once (build-request-context.ts) and kept in `Astro.locals`:
 * pages, endpoints and Actions read it from there, never from the params, the cookies or a browser-supplied
 * argument. It is the request's one carrier: its locale and shopper, and its state for the commerce door (address,
 * request id, deadline, and what its calls found: src/lib/commerce/shopper-request.ts). The commerce client is
 * bound to the locale, the shopper's token and this same object, so a call made through it needs none of them and
 * records on `locals`. An error page Astro renders for the request, and the log lines written during it, find this
 * object too (request-scope.ts).
 */
import type { AstroCookies } from 'astro';
import type { CommerceClient, ShopperRequest } from '@/lib/commerce/index.ts';
import type { Locale } from '@/lib/i18n/locales.ts';

/** Who is asking, as the session and cart cookies say (validated: a forged value reads as absent). */
export type Shopper = {
  /** The customer's token from the HttpOnly session cookie; null for a guest. */
  token: string | null;
  /** The guest cart the HttpOnly cart cookie names; null when there is none. */
  cartId: string | null;
  /** The customer cart the checkout page was rendered for (cart-cookies.ts); null before checkout. */
  checkoutCartId: string | null;
  /** The readable `signed_in=1` hint: a session may exist (it proves nothing). */
  signedInHint: boolean;
};

export type RequestContext = ShopperRequest & {
  /** The shopper's language, decided by the middleware (the path's, else an Action's page's, else the cookie's). */
  locale: Locale;
  shopper: Shopper;
  commerce: CommerceClient;
};

/**
 * A request that has cookies: Astro's page, endpoint, Action and middleware contexts all are one. Only the shopper
 * module (this folder) reads or writes the session and cart cookies; it keeps `locals` in step with what it writes.
 */
export type ShopperContext = { cookies: AstroCookies; url: URL; request: Request; locals: RequestContext };
