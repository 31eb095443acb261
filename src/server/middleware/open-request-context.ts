/**
 * The middleware's request-context step: `Astro.locals` becomes the request's context (src/server/shopper/
 * request-context.ts), built once: the locale, decided here and nowhere else, the shopper the cookies name, the
 * request id, the commerce deadline and a commerce client bound to all of them. A rewrite renders inside the request's
 * first render, and Astro renders an error page for the same Request: both find the context built then (the same
 * locale, shopper, request id and deadline, src/server/shopper/request-scope.ts) instead of building another.
 */
import type { AstroCookies } from 'astro';
import { commerceDeadline } from '@/lib/commerce/index.ts';
import { LOCALE_COOKIE, type Locale } from '@/lib/i18n/locales.ts';
import { requestLocale } from '@/lib/i18n/request-locale.ts';
import { actionPagePath, type ActionBody } from '@/server/action-requests.ts';
import { REQUEST_ID_HEADER, requestIdFrom } from '@/server/logging/request-id.ts';
import { clientAddress } from '@/server/security/forwarded-request.ts';
import { buildRequestContext } from '@/server/shopper/build-request-context.ts';
import type { RequestContext, Shopper } from '@/server/shopper/request-context.ts';
import { openedRequestContext } from '@/server/shopper/request-scope.ts';
import { isBackgroundRender } from '@/server/cache/background-renders.ts';

type OpeningRequest = { url: URL; request: Request; cookies: AstroCookies; originPathname: string; locals: object };

/**
 * The shopper's language, decided once per request: an Action's from its body or its page (action-requests.ts),
 * anyone else's from the path first asked for (a rewrite to /404 or to the 503 page renders in the language of the
 * page it replaces), else the remembered one, else Arabic.
 */
export function decideLocale(context: OpeningRequest, actionBody: ActionBody | null): Locale {
  if (actionBody?.locale) return actionBody.locale;
  const pagePath = actionBody ? actionPagePath(context.url, context.request) : context.originPathname;
  return requestLocale(pagePath, context.cookies.get(LOCALE_COOKIE)?.value);
}

/** The request's context, opened before or built now in `context.locals`; `peer`: the socket's address. */
export function openRequestContext(context: OpeningRequest, shopper: Shopper, actionBody: ActionBody | null, peer: string | null): RequestContext {
  const { request } = context;
  const requestContext =
    openedRequestContext(request) ??
    buildRequestContext(context.locals, decideLocale(context, actionBody), shopper, {
      // Commerce calls made for this request tell the backend whose they are (its per-client limits count
      // shoppers) and which request they serve (the request id), and share the request's one deadline. The
      // shopper's address, resolved here once behind the trusted proxies, is what the rate limits count too.
      clientIp: clientAddress(request.headers.get('x-forwarded-for'), peer),
      requestId: requestIdFrom(request.headers.get(REQUEST_ID_HEADER)),
      deadline: commerceDeadline(request.method),
      background: isBackgroundRender(request, peer),
    });
  // An error page's `locals` start empty: they take the request's context (the same shopper, state and client).
  if (context.locals !== requestContext) Object.assign(context.locals, requestContext);
  return requestContext;
}
