/**
 * The Astro cache provider of this store (astro.config.mjs `cache.provider`): a runtime provider over the one route
 * cache (route-cache.ts), in memory or in Redis.
 *
 * - GET and HEAD of a non-personal path are looked up. A fresh page is answered from the cache (HIT), a stale one
 *   too while it re-renders in the background (STALE). Each answer is the stored form the client accepts, with its
 *   ETag (a 304 when If-None-Match matches), Content-Length and the page's Cache-Control (page-response.ts).
 * - A page kept past its stale-while-revalidate time (stale-if-error) is re-rendered like a miss, but when the
 *   render fails for want of the commerce backend (it threw, answered 5xx, or came out degraded after a commerce
 *   call found the backend unavailable), the kept copy is answered instead (STALE): a backend outage costs
 *   shoppers nothing on a page that was cached.
 * - A page none of whose commerce calls failed is stored; one that came out degraded (a call found the backend
 *   unavailable, and the page or its layout left that part out) is answered to its shopper only, `private,
 *   no-store`, so the next shopper gets a fresh try rather than the gap for the page's whole lifetime.
 * - A miss renders. When the route asked to be cached (`Astro.cache.set`, read back from Astro's CDN-Cache-Control
 *   and Cache-Tag headers), answered 200 with GET, sets no cookie and varies on nothing but the encoding, the page
 *   is compressed once into every form and stored under its tags, unless a purge of one of them happened during
 *   the render (store.ts). The shopper gets the stored form (MISS).
 * - Everything else passes through with the personal / uncached Cache-Control policy (cache-control.ts).
 * - `Astro.cache.invalidate({ tags, path })` purges on every instance sharing the store, then re-renders.
 *
 * The production server answers fresh hits itself, before Astro runs, from the same cache
 * (scripts/serve-storefront.ts); this provider serves hits when the app runs on Astro's own server, revalidates
 * stale pages, and stores every miss. In `astro dev` it stands aside: nothing is cached while developing.
 */
import type { CacheProvider, CacheProviderFactory } from 'astro';
import { pageEntryFrom, storedForm } from './cached-page.ts';
import {
  PERSONAL_CACHE_CONTROL,
  isPersonalPath,
  routeCacheRequest,
  setsCookie,
  sharedCacheControl,
} from './cache-control.ts';
import { preferredEncoding, withCharset } from './content-encoding.ts';
import { STALE_IF_ERROR_SECONDS } from './cache-policy.ts';
import { pageResponseParts, type RequestConditions, type ResponseParts } from './page-response.ts';
import { routeCache, type CachedPageHit, type RouteCache } from './route-cache.ts';
import { edgeTagHeaders } from './edge-tags.ts';
import { storeSmallerBrotli } from './smaller-brotli.ts';
import { routeCacheBackgroundRenders } from './cache-metrics.ts';
import { backgroundRenders, isBackgroundRender, isPrefetch, isPrerender, markBackgroundRender } from './background-renders.ts';
import { releaseId, releaseTag } from '@/server/release/release-id.ts';
import { renderTiming, serverTiming, type CacheAnswer } from '@/server/observability/server-timing.ts';
import { isHttpsRequest, strictTransportSecurity } from '@/server/security/strict-transport-security.ts';
import { requestContextOf } from '@/server/shopper/request-scope.ts';
import { requestPeer } from '@/server/security/forwarded-request.ts';
import { DECLINED_HEADER } from '@/server/logging/access-log.ts';

/** Astro's own tag for "the page at this path", as `invalidate({ path })` names it. */
const pathTag = (pathname: string) => `astro-path:${pathname}`;

type Next = () => Promise<Response>;

/** What to store a rendered response as, or null when it must not be shared. */
function sharedEntryOptions(response: Response, url: URL) {
  if (response.status !== 200 || setsCookie(response)) return null;
  const asked = routeCacheRequest(response);
  if (!asked || asked.maxAge <= 0) return null;
  const vary = (response.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());
  if (vary.some((name) => name && name !== 'accept-encoding')) return null;
  return {
    maxAge: asked.maxAge,
    swr: asked.swr,
    staleIfError: STALE_IF_ERROR_SECONDS,
    // The release that rendered it: a deploy turns the caches over by it (src/server/release/release-id.ts).
    tags: [...new Set([...asked.tags, pathTag(url.pathname), releaseTag()])],
    cacheControl: response.headers.get('cache-control') ?? sharedCacheControl(asked),
  };
}

/**
 * Sets headers (null: removes one), on a copy when the response's own are immutable (a Response made by fetch,
 * e.g. a proxied one).
 */
function withHeaders(response: Response, headers: Record<string, string | null>): Response {
  try {
    for (const [name, value] of Object.entries(headers)) {
      if (value === null) response.headers.delete(name);
      else response.headers.set(name, value);
    }
    return response;
  } catch {
    return withHeaders(new Response(response.body, response), headers);
  }
}

/**
 * Sets the Cache-Control chosen for a response passed through as rendered, and a charset on its text type. The
 * route's request to be cached (Astro's CDN-Cache-Control and its unbounded Cache-Tag) is this provider's to read,
 * not an outside cache's: it is removed.
 */
function withPolicy(response: Response, cacheControl: string): Response {
  const headers: Record<string, string | null> = { 'cache-control': cacheControl, 'cdn-cache-control': null, 'cache-tag': null };
  const contentType = response.headers.get('content-type');
  if (contentType) headers['content-type'] = withCharset(contentType);
  return withHeaders(response, headers);
}

/**
 * A response that is not stored: personal ones always get `private, no-store`, others unless they chose. Its
 * Server-Timing says so (PASS) before the render's own timings (set by the middleware).
 */
function withUncachedPolicy(response: Response, personal: boolean): Response {
  const own = response.headers.get('cache-control');
  const passed = withPolicy(response, personal || setsCookie(response) || !own ? PERSONAL_CACHE_CONTROL : own);
  return withHeaders(passed, { 'server-timing': serverTiming('PASS', passed.headers.get('server-timing') ?? undefined) });
}

function toResponse(parts: ResponseParts): Response {
  return new Response(parts.body ? new Uint8Array(parts.body) : null, { status: parts.status, headers: parts.headers });
}

/**
 * Whether a commerce call of this request found the backend unavailable: the page then left out what it could
 * not load (a section, the menus, which load while the page streams), so it must be neither stored nor shared.
 */
function backendFailedFor(request: Request): boolean {
  return requestContextOf(request)?.backendFailed === true;
}

/**
 * Renders a GET and stores it when it is shared; answers it to `request` in the stored form (MISS), or as
 * rendered with the uncached policy. With `kept` (a copy past its stale-while-revalidate time), a render that
 * failed for want of the backend answers that copy instead. A stored page gets its smaller brotli form in the
 * background (smaller-brotli.ts).
 */
async function renderAndStore(
  cache: RouteCache,
  key: string,
  request: Request,
  url: URL,
  next: Next,
  warn: (message: string) => void,
  kept?: { page: CachedPageHit },
): Promise<Response> {
  const started = performance.now();
  const renderEpoch = await cache.beginRender();
  const keptAnswer = () => toResponse(pageResponseParts(kept!.page, conditionsOf(request, 'STALE'), 'STALE'));
  let response: Response;
  try {
    response = await next();
  } catch (error) {
    if (!kept) throw error;
    // The shopper gets the kept page rather than an error page; the failure still reaches the log.
    warn(`Rendering ${url.pathname} failed, its kept copy was answered: ${(error as Error).stack ?? String(error)}`);
    return keptAnswer();
  }
  const options = sharedEntryOptions(response, url);
  if (kept && (response.status >= 500 || (!options && backendFailedFor(request)))) {
    await response.body?.cancel();
    return keptAnswer();
  }
  if (!options) return withUncachedPolicy(response, false);
  // Reading the whole body lets the page finish streaming: every commerce call it makes is done after this.
  // X-Release: which release rendered the stored page, so a deploy sees when both caches serve the new one.
  const entry = await pageEntryFrom(response, { ...options, headers: { ...edgeTagHeaders(options.tags, url.pathname), 'x-release': releaseId() }, now: cache.now() });
  const encoding = preferredEncoding(request.headers.get('accept-encoding')) ?? 'identity';
  if (backendFailedFor(request)) {
    if (kept) return keptAnswer();
    // A degraded page goes to this shopper only: not stored, and no outside cache may keep it either.
    const unshared = { ...entry, meta: { ...entry.meta, cacheControl: PERSONAL_CACHE_CONTROL } };
    return toResponse(pageResponseParts(storedForm(unshared, encoding), conditionsOf(request, 'MISS', started), 'MISS'));
  }
  if (renderEpoch !== null && (await cache.store(key, entry, renderEpoch))) {
    storeSmallerBrotli(cache, key, entry, renderEpoch, (error) =>
      warn(`The smaller brotli form of ${url.pathname}${url.search} failed: ${error.message}`),
    );
  }
  return toResponse(pageResponseParts(storedForm(entry, encoding), conditionsOf(request, 'MISS', started), 'MISS'));
}

/**
 * The request's conditions and this answer's own headers: HSTS by the request's scheme, and Server-Timing with how
 * the cache answered and, when this answer rendered (`renderStarted`), the render's time (the whole page, read to
 * its end) and its commerce calls'.
 */
function conditionsOf(request: Request, cache: CacheAnswer, renderStarted?: number): RequestConditions {
  const rendered = renderStarted === undefined ? undefined : renderTiming(performance.now() - renderStarted, requestContextOf(request));
  return {
    method: request.method,
    ifNoneMatch: request.headers.get('if-none-match'),
    answerHeaders: { ...strictTransportSecurity(isHttpsRequest(new URL(request.url), request)), 'server-timing': serverTiming(cache, rendered) },
  };
}

/**
 * A prefetch the backed-up queue has no room for: declined at once, nothing to keep, and the shopper's own visit
 * renders the page. A browser drops a prefetch that failed; the access log tells it from an error (`X-Declined`).
 */
function prefetchDeclined(): Response {
  return new Response(null, {
    status: 503,
    headers: { 'Cache-Control': PERSONAL_CACHE_CONTROL, 'Retry-After': '1', 'Server-Timing': serverTiming('PASS'), [DECLINED_HEADER]: 'prefetch' },
  });
}

/**
 * The provider over `getCache()`. `enabled: false` (astro dev) passes every request through untouched.
 * Exported for tests, which give it a cache of their own.
 */
export function createRouteCacheProvider({ getCache, enabled }: { getCache: () => RouteCache; enabled: boolean }): CacheProvider {
  /**
   * Stale-while-revalidate: the stale page is answered now, a fresh one renders in its turn in the background queue
   * (background-renders.ts: bounded, one per page, most visited first, its own breaker).
   */
  const revalidate = (cache: RouteCache, key: string, request: Request, url: URL, next: Next, warn: (message: string) => void) => {
    backgroundRenders().schedule(
      key,
      async () => {
        markBackgroundRender(request);
        try {
          await (await renderAndStore(cache, key, request, url, next, warn)).body?.cancel();
        } finally {
          // A render no access-log line shows (bench:churn reads the count from /metrics).
          routeCacheBackgroundRenders.inc();
        }
      },
      (error) => warn(`Background revalidation of ${url.pathname}${url.search} failed: ${error.message}`),
    );
  };

  return {
    name: 'matjar-route-cache',

    async onRequest({ request, url, logger }, next) {
      if (!enabled) return next();
      const { method } = request;
      const personal = (method !== 'GET' && method !== 'HEAD') || isPersonalPath(url.pathname);
      const cache = getCache();
      const key = personal ? null : cache.keyFor(url);
      if (!key) return withUncachedPolicy(await next(), personal);

      const hit = await cache.lookup(key, preferredEncoding(request.headers.get('accept-encoding')) ?? 'identity', {
        staleIfError: method === 'GET',
      });
      const background = isBackgroundRender(request, requestPeer(request));
      if (!background) backgroundRenders().visit(key);
      if (hit?.state === 'fresh') return toResponse(pageResponseParts(hit, conditionsOf(request, 'HIT'), 'HIT'));
      if (hit?.state === 'stale' && method === 'GET') {
        revalidate(cache, key, request, url, next, (message) => logger.warn(message));
        return toResponse(pageResponseParts(hit, conditionsOf(request, 'STALE'), 'STALE'));
      }
      // A HEAD miss is rendered but never stored (Astro may leave its body out); it still gets the GET's policy.
      if (method === 'HEAD') {
        const response = await next();
        const shared = sharedEntryOptions(response, url);
        return shared ? withPolicy(response, shared.cacheControl) : withUncachedPolicy(response, false);
      }
      const warn = (message: string) => logger.warn(message);
      const kept = hit?.state === 'stale-if-error' ? { page: hit } : undefined;
      // A prefetch of a link in view, which nobody may open, renders in its turn in the background queue, or is
      // declined at once when the queue is backed up (the browser fetches the page again if the shopper opens it). A
      // prerender is the shopper's intent on the link, at most two at a time: rendered as their visit.
      if (isPrefetch(request) && !isPrerender(request)) {
        const rendered = await backgroundRenders().runUnlessBusy(() => renderAndStore(cache, key, request, url, next, warn, kept));
        return rendered ?? prefetchDeclined();
      }
      return renderAndStore(cache, key, request, url, next, warn, kept);
    },

    async invalidate({ tags, path }) {
      const all = [...(tags === undefined ? [] : [tags].flat()), ...(path ? [pathTag(path)] : [])];
      if (all.length > 0) await getCache().purge(all);
    },
  };
}

const routeCacheProvider: CacheProviderFactory = () =>
  createRouteCacheProvider({ getCache: routeCache, enabled: !import.meta.env.DEV });

export default routeCacheProvider;
