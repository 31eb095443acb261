/**
 * What the middleware knows of every request, built once (build-request-context.ts) and kept in `Astro.locals`:
 * pages, endpoints and Actions read it from there, never from the cookies or from a browser-supplied argument.
 * The commerce client is bound to the locale, the shopper's token and the request's deadline, so a call made
 * through it needs none of them.
 */
import type { AstroCookies } from 'astro';
import type { CommerceClient } from '@/lib/commerce/index.ts';
import type { Locale } from '@/lib/i18n/locales.ts';

/** Who is asking, as the session and cart cookies say (validated: a forged value reads as absent). */
export type Shopper = {
  /** The customer's token from the HttpOnly session cookie; null for a guest. */
  token: string | null;
  /** The guest cart the HttpOnly cart cookie names; null when there is none. */
  cartId: string | null;
  /** The customer cart the checkout page was rendered for (checkout-cookie.ts); null before checkout. */
  checkoutCartId: string | null;
  /** The readable `signed_in=1` hint: a session may exist (it proves nothing). */
  signedInHint: boolean;
};

export type RequestContext = {
  locale: Locale;
  shopper: Shopper;
  /** The id the request's log lines and commerce calls carry. */
  requestId: string | null;
  /** Aborts when the request's time for the commerce API is spent. */
  deadline: AbortSignal | null;
  commerce: CommerceClient;
};

/**
 * A request that has cookies: Astro's page, endpoint, Action and middleware contexts all are one. Only the shopper
 * module (this folder) reads or writes the session and cart cookies; it keeps `locals` in step with what it writes.
 */
export type ShopperContext = { cookies: AstroCookies; url: URL; request: Request; locals: RequestContext };
