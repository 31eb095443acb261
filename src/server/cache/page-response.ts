/**
 * The answer to a request from a stored page, as plain parts (status, headers, body) so that the Astro cache
 * provider can wrap them in a Response and the production server can write them straight to the socket.
 *
 * Every answer carries `ETag`, `Vary: Accept-Encoding`, the page's Cache-Control (`s-maxage=0` for a purged page),
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
 * a CDN) may keep it only as stale, and fetches again on its next request instead of holding it for the page's
 * whole lifetime.
 */
function expiredForSharedCaches(cacheControl: string): string {
  return /s-maxage=\d+/.test(cacheControl) ? cacheControl.replace(/s-maxage=\d+/, 's-maxage=0') : `${cacheControl}, s-maxage=0`;
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
