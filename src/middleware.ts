/**
 * Request middleware: the request context, locale routing, the guarded pages (src/server/guards.ts) and security
 * headers.
 *
 * - Every request that reaches a page, endpoint or Action gets its context in `Astro.locals`, built here once
 *   (src/server/shopper/request-context.ts): the locale, decided here and nowhere else (the path's, or for an
 *   Action the one its body or page names), the shopper read from the session and cart cookies, the request id,
 *   the commerce deadline and a commerce client bound to all of them. A rewrite or an error page rendered for the
 *   same request reuses that context (src/server/shopper/request-scope.ts).
 * - `/` and every unprefixed page path answer 302 to the same path and query under the remembered locale
 *   (cookie `locale`) or `ar`. Assets, the media proxy, actions, API routes, sitemap, robots and files pass.
 * - The locale switcher links to `/{other}/same/path?same=query&switch-locale=1`; here that flag stores the
 *   cookie and redirects to the clean URL. Remembering only on an explicit switch keeps every normal page
 *   response free of Set-Cookie, which is what lets the route cache store and share it.
 * - Every response gets the security headers below, and every page is sent without the `<style>` Astro writes
 *   into the body before its first island (src/server/layout/island-style.ts: HTML allows it in the head only).
 *
 * Only types come from 'astro', so unit tests import this file without Astro's virtual modules.
 */
import type { MiddlewareHandler } from 'astro';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  isLocale,
  type Locale,
} from './lib/i18n/locales.ts';
import { SWITCH_LOCALE_PARAM, splitLocalePath } from './lib/i18n/urls.ts';
import { requestLocale } from './lib/i18n/request-locale.ts';
import { commerceDeadline, paymentPageOrigin } from './lib/commerce/index.ts';
import { guardRedirect, isPersonalPage } from './server/guards.ts';
import { clientAddressOf } from './server/request.ts';
import { clientAddress } from './server/security/forwarded-request.ts';
import { isHttpsRequest, strictTransportSecurity } from './server/security/strict-transport-security.ts';
import {
  actionLocale,
  type ActionBody,
  hasWellFormedActionName,
  inspectActionBody,
  isActionRequest,
  localizeInputError,
  unreadableBodyResponse,
} from './server/action-requests.ts';
import { answerFormAction, showsFormResult } from './server/forms/form-result.ts';
import { buildRequestContext, readShopper } from './server/shopper/build-request-context.ts';
import { currentRequestId, inRequestScope, openedRequestContext, requestContextOf } from './server/shopper/request-scope.ts';
import { renderOrUnavailable } from './server/commerce-outage.ts';
import { isBackgroundRender } from './server/cache/background-renders.ts';
import { routeConsoleToLog } from './server/logging/console-log.ts';
import { logger } from './server/logging/logger.ts';
import { REQUEST_ID_HEADER, requestIdFrom } from './server/logging/request-id.ts';
import { contentSecurityPolicy, cspHashSource } from './server/security/content-security-policy.ts';
import { crossSitePostResponse, isForbiddenCrossSitePost } from './server/security/origin-check.ts';
import { thirdParties } from './server/security/third-parties.ts';
import { ownInlineCode } from './components/layout/inline-code.ts';
import { announcementLookHashes } from './server/layout/announcement-look.ts';
import { withoutIslandStyle } from './server/layout/island-style.ts';
import './server/observability/commerce-metrics.ts';
import { recordRequest } from './server/observability/metrics.ts';
import { renderTiming } from './server/observability/server-timing.ts';
import { withStandardStatusText } from './server/status-text.ts';

// In production every line the server writes is a structured log line carrying its request's id.
if (import.meta.env.PROD) routeConsoleToLog(logger(), currentRequestId);

/** Paths the locale redirect never touches: they are not pages, or they are locale-neutral. */
const PASS_THROUGH_PREFIXES = ['/_astro/', '/_actions/', '/_image', '/_server-islands/', '/media/', '/api/'];
const PASS_THROUGH_EXACT = new Set(['/sitemap.xml', '/robots.txt', '/404', '/500', '/_actions', '/api', '/media']);
// The health checks and the metrics are locale-neutral too.
for (const path of ['/healthz', '/readyz', '/metrics']) PASS_THROUGH_EXACT.add(path);

function isPassThrough(pathname: string): boolean {
  if (PASS_THROUGH_EXACT.has(pathname)) return true;
  if (PASS_THROUGH_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return true;
  // Any file (favicon.ico, favicon.svg, og-image.png, manifest.webmanifest…): a dot in the last segment.
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return lastSegment.includes('.');
}

/**
 * Where an unprefixed request should go, or null when it needs no redirect. `/cart?x=1` with cookie `en`
 * -> `/en/cart?x=1`; `/` -> `/ar`.
 */
export function localeRedirectTarget(url: URL, cookieLocale: string | undefined): string | null {
  if (isPassThrough(url.pathname) || splitLocalePath(url.pathname)) return null;
  const locale: Locale = isLocale(cookieLocale) ? cookieLocale : DEFAULT_LOCALE;
  const rest = url.pathname === '/' ? '' : url.pathname.replace(/\/+$/, '');
  return `/${locale}${rest}${url.search}`;
}

/** For a switcher link: the locale to remember and the clean URL to land on; null for any other request. */
export function localeSwitch(url: URL): { locale: Locale; location: string } | null {
  if (!url.searchParams.has(SWITCH_LOCALE_PARAM)) return null;
  const split = splitLocalePath(url.pathname);
  if (!split) return null;
  const params = new URLSearchParams(url.search);
  params.delete(SWITCH_LOCALE_PARAM);
  const query = params.toString();
  return { locale: split.locale, location: `${url.pathname}${query ? `?${query}` : ''}` };
}

let ownHashes: { scripts: string[]; styles: string[] } | undefined;
/** Hashes of our own inline scripts and styles: their texts depend only on the build, so once per process. */
function ownInlineHashes() {
  if (!ownHashes) {
    const { scripts, styles } = ownInlineCode();
    ownHashes = { scripts: scripts.map(cspHashSource), styles: styles.map(cspHashSource) };
  }
  return ownHashes;
}

/**
 * The hardening headers of every response. The Content-Security-Policy (src/server/security) keeps the script and
 * style hashes Astro wrote for a rendered page (`astroPolicy`) and adds every other directive.
 */
export function securityHeaders(isHttps: boolean, isDev: boolean, astroPolicy: string | null = null, pageStyleHashes: string[] = []): Record<string, string> {
  const own = ownInlineHashes();
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(astroPolicy, {
      isDev,
      paymentOrigin: paymentPageOrigin(),
      thirdParties: thirdParties(),
      ownHashes: { scripts: own.scripts, styles: [...own.styles, ...pageStyleHashes] },
    }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  return { ...headers, ...strictTransportSecurity(isHttps) };
}

function withSecurityHeaders(response: Response, isHttps: boolean, extra: Record<string, string> = {}, pageStyleHashes: string[] = []): Response {
  const headers = { ...securityHeaders(isHttps, import.meta.env.DEV, response.headers.get('content-security-policy'), pageStyleHashes), ...extra };
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  } catch {
    // Some responses (e.g. from fetch) have immutable headers: copy them into a new response.
    const copy = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
    return copy;
  }
}

/**
 * Every request through the app is timed: its answer gets the render's Server-Timing (the route cache adds how it
 * answered, src/server/cache/astro-provider.ts) and is counted in the metrics by route pattern and status.
 */
export const onRequest: MiddlewareHandler = async (context, next) => {
  const started = performance.now();
  const response = withStandardStatusText(await answer(context, next));
  const elapsed = performance.now() - started;
  recordRequest(context.routePattern, context.request.method, response.status, elapsed);
  return withHeader(response, 'Server-Timing', renderTiming(elapsed, requestContextOf(context.request)));
};

function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}

const answer = async (...[context, next]: Parameters<MiddlewareHandler>): Promise<Response> => {
  const { url, request, cookies } = context;
  // The socket's peer decides whether the forwarded scheme and addresses are believed (forwarded-request.ts).
  const peer = clientAddressOf(context);
  const isHttps = isHttpsRequest(url, request, peer);

  if (isForbiddenCrossSitePost(request, url, peer)) return withSecurityHeaders(crossSitePostResponse(request.method), isHttps);

  const redirectTarget = localeRedirectTarget(url, cookies.get(LOCALE_COOKIE)?.value);
  if (redirectTarget) {
    const response = new Response(null, { status: 302, headers: { Location: redirectTarget, 'Cache-Control': 'no-store' } });
    return withSecurityHeaders(response, isHttps);
  }

  const switchRequest = localeSwitch(url);
  if (switchRequest) {
    cookies.set(LOCALE_COOKIE, switchRequest.locale, {
      path: '/',
      maxAge: LOCALE_COOKIE_MAX_AGE,
      sameSite: 'lax',
      secure: isHttps,
    });
    // context.redirect carries the cookie set above onto the redirect response.
    const response = context.redirect(switchRequest.location, 302);
    response.headers.set('Cache-Control', 'no-store');
    return withSecurityHeaders(response, isHttps);
  }

  const shopper = readShopper(cookies);
  const guardTarget = guardRedirect(url, shopper.token !== null);
  if (guardTarget) {
    const response = new Response(null, { status: 302, headers: { Location: guardTarget, 'Cache-Control': 'private, no-store' } });
    return withSecurityHeaders(response, isHttps);
  }

  // An Action's body may name the shopper's language; one that cannot be read is answered below.
  const actionBody = isActionRequest(url, request.method) ? await inspectActionBody(request) : null;
  // A rewrite renders inside the request's first render, and Astro renders an error page for the same Request: both
  // find the context built then (the same locale, shopper, request id and deadline) instead of building another.
  const opened = openedRequestContext(request);
  const requestId = opened?.requestId ?? requestIdFrom(request.headers.get(REQUEST_ID_HEADER));
  const requestContext =
    opened ??
    buildRequestContext(context.locals, decideLocale(context, actionBody), shopper, {
      // Commerce calls made for this request tell the backend whose they are (its per-client limits count
      // shoppers) and which request they serve (the request id), and share the request's one deadline. The
      // shopper's address, resolved here once behind the trusted proxies, is what the rate limits count too.
      clientIp: clientAddress(request.headers.get('x-forwarded-for'), peer),
      requestId,
      deadline: commerceDeadline(request.method),
      background: isBackgroundRender(request, peer),
    });
  // An error page's `locals` start empty: they take the request's context (the same shopper, state and client).
  if (context.locals !== requestContext) Object.assign(context.locals, requestContext);
  const { locale } = requestContext;
  return inRequestScope(request, requestContext, async () => {
    // An Action's unreadable body or name is a 400 in the shopper's language, and so are zod's refusals of its input.
    if (actionBody) {
      if (!actionBody.readable || !hasWellFormedActionName(url)) return withSecurityHeaders(unreadableBodyResponse(url, locale), isHttps, { 'X-Request-Id': requestId });
      // A page's form (no JavaScript): the Action runs here and the shopper is sent to the page's GET (303).
      const formAnswer = await answerFormAction(context);
      if (formAnswer) return withSecurityHeaders(formAnswer, isHttps, { 'X-Request-Id': requestId });
      return withSecurityHeaders(withoutIslandStyle(await localizeInputError(await next(), locale)), isHttps, { 'X-Request-Id': requestId });
    }
    await answerFormAction(context);
    const response = await renderOrUnavailable(context, next, requestId);
    if (isPersonalPage(url) || showsFormResult(request)) keepPrivate(context, response);
    // A page's announcement bar carries the merchant's look as a <style> rule: the policy allows exactly its text.
    const isPage = response.headers.get('content-type')?.startsWith('text/html') ?? false;
    const pageStyles = isPage ? await announcementLookHashes(requestContext.commerce) : [];
    return withSecurityHeaders(withoutIslandStyle(response), isHttps, { 'X-Request-Id': requestId }, pageStyles);
  });
};

/**
 * The shopper's language, decided once per request: an Action's from its body or its page (action-requests.ts),
 * anyone else's from the path first asked for (a rewrite to /404 or to the 503 page renders in the language of the
 * page it replaces), else the remembered one, else Arabic.
 */
function decideLocale(context: Parameters<MiddlewareHandler>[0], actionBody: ActionBody | null): Locale {
  const cookieLocale = context.cookies.get(LOCALE_COOKIE)?.value;
  if (actionBody) return actionLocale(actionBody, context.url, context.request, cookieLocale);
  return requestLocale(context.originPathname, cookieLocale);
}

/**
 * A personal page never reaches a shared cache: the route cache is switched off for the response (after the page
 * ran, so no `Astro.cache.set` in it can switch it back on) and browsers and proxies are told not to store it.
 */
function keepPrivate(context: { cache: { set(input: false): void } }, response: Response): void {
  context.cache.set(false);
  try {
    response.headers.set('Cache-Control', 'private, no-store');
  } catch {
    // Immutable headers (a fetched response) carry no page of ours.
  }
}
