/**
 * The answer to a request from a stored page, as plain parts (status, headers, body) so that the Astro cache
 * provider can wrap them in a Response and the production server can write them straight to the socket.
 *
 * Every answer carries `ETag`, `Vary: Accept-Encoding`, the page's Cache-Control (`s-maxage=1` for a purged page),
 * `Age` (so a CDN counts the time the page already spent here), `X-Cache` (HIT, STALE or MISS: whether it came from the cache) and the headers
 * decided per answer rather than stored with the page (`Strict-Transport-Security` over https, whichever request
 * filled the cache: src/server/security/strict-transport-security.ts). A matching `If-None-Match` gets a bodyless
 * 304 (with the page's tags and release, so a cache in front that revalidates takes this render's); HEAD gets the
 * headers of the GET.
 *
 * Each answer is counted by its state (cache-metrics.ts); its Server-Timing comes with the answer's own headers.
 * The production server imports this module outside the Astro bundle: it imports only what lies beside it.
 */
import type { StoredPage } from './cached-page.ts';
import { routeCacheAnswers } from './cache-metrics.ts';

export type CacheState = 'HIT' | 'STALE' | 'MISS';

/** The s-maxage of a purged page answered stale (expiredForSharedCaches). */
export const STALE_SHARED_MAX_AGE = 1;

/** What of the request shapes the answer; `answerHeaders`: headers for this answer only (by the request's scheme). */
export type RequestConditions = { method: string; ifNoneMatch: string | null | undefined; answerHeaders?: Record<string, string> };

export type ResponseParts = { status: number; headers: Record<string, string>; body: Buffer | null };

/** Weak comparison (RFC 9110 §13.1.2): `W/"x"` matches `"x"`, `*` matches anything. */
export function matchesIfNoneMatch(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === opaque;
  });
}

/**
 * A purged page answered while it re-renders (store.ts) is already out of date: a shared cache in front (Varnish,
 * a CDN) may keep it only as stale, serving it in its grace while it fetches again, instead of holding it for the
 * page's whole lifetime. One second, counted from the page's `Age`: stale on arrival unless the page was rendered
 * within the last second. Not 0, which Varnish reads as "never answer from this copy" (its lookup skips an object
 * of no TTL, grace or not): every request for the page then went through to the storefront and got this stale copy
 * again until the re-render (tests/integration/cache/varnish-edge.test.ts; bench:churn through Varnish timed an
 * edit visible after p50 5.3 s, p99 9.5 s).
 */
function expiredForSharedCaches(cacheControl: string): string {
  return /s-maxage=\d+/.test(cacheControl) ? cacheControl.replace(/s-maxage=\d+/, `s-maxage=${STALE_SHARED_MAX_AGE}`) : `${cacheControl}, s-maxage=${STALE_SHARED_MAX_AGE}`;
}

/**
 * The stored headers a 304 repeats: a cache in front that revalidates its copy keeps its body and takes these from
 * the 304, so its tags (what the next purge finds it by) and the release that rendered it are this render's. A page
 * rendered again with the same body (the same ETag) by a new release, or with other tags, would else keep the old
 * ones: a purge by the new release's tag would miss it.
 */
const REFRESHED_ON_304 = new Set(['xkey', 'surrogate-key', 'cache-tag', 'x-release']);

function refreshedByRevalidation(headers: readonly (readonly [string, string])[]): Record<string, string> {
  return Object.fromEntries(headers.filter(([name]) => REFRESHED_ON_304.has(name)));
}

export function pageResponseParts(page: StoredPage, request: RequestConditions, state: CacheState, now = Date.now()): ResponseParts {
  const { meta } = page;
  routeCacheAnswers.inc({ state: state.toLowerCase() });
  const common: Record<string, string> = {
    etag: meta.etag,
    'cache-control': page.purged ? expiredForSharedCaches(meta.cacheControl) : meta.cacheControl,
    vary: 'Accept-Encoding',
    age: String(Math.max(0, Math.floor((now - meta.storedAt) / 1000))),
    'x-cache': state,
    ...request.answerHeaders,
  };
  if (matchesIfNoneMatch(request.ifNoneMatch, meta.etag)) return { status: 304, headers: { ...refreshedByRevalidation(meta.headers), ...common }, body: null };
  const headers: Record<string, string> = Object.fromEntries(meta.headers);
  Object.assign(headers, common);
  headers['content-length'] = String(page.body.length);
  if (page.encoding !== 'identity') headers['content-encoding'] = page.encoding;
  return { status: meta.status, headers, body: request.method === 'HEAD' ? null : page.body };
}
