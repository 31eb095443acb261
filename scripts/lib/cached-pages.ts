/**
 * Answers route-cache hits straight from the production server, before Astro's handler: a fresh stored page is
 * written to the socket as it is stored, already compressed, with Content-Length and its ETag (304 on a matching
 * If-None-Match). No Request object, no middleware, no compression per hit: a hit costs about what a static file
 * does. Everything else (misses, stale pages, personal paths) goes on to Astro, where the cache provider renders,
 * stores and revalidates (src/server/cache/astro-provider.ts) in the same cache.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isPersonalPath } from '../../src/server/cache/cache-control.ts';
import { preferredEncoding } from '../../src/server/cache/content-encoding.ts';
import { pageResponseParts } from '../../src/server/cache/page-response.ts';
import type { RouteCache } from '../../src/server/cache/route-cache.ts';
import { serverTiming } from '../../src/server/observability/server-timing.ts';
import { cameOverHttps, strictTransportSecurity } from '../../src/server/security/strict-transport-security.ts';

/** The URL Astro's node adapter sees for this request (plain http, the Host header), or null if unusable. */
function requestUrl(req: IncomingMessage): URL | null {
  const href = `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`;
  return URL.canParse(href) ? new URL(href) : null;
}

/** Answers the request from the cache when it holds a fresh page for it; resolves false when it does not. */
export async function serveCachedPage(cache: RouteCache, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const method = req.method ?? 'GET';
  if ((method !== 'GET' && method !== 'HEAD') || req.url?.startsWith('/_astro/')) return false;
  const url = requestUrl(req);
  const key = url && !isPersonalPath(url.pathname) ? cache.keyFor(url) : null;
  if (!key) return false;
  const page = await cache.lookup(key, preferredEncoding(req.headers['accept-encoding']) ?? 'identity');
  if (page?.state !== 'fresh') return false;
  const forwardedProto = req.headers['x-forwarded-proto'];
  // Astro's node adapter sees plain http: only a trusted proxy's X-Forwarded-Proto says https.
  const https = cameOverHttps('http:', Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto, req.socket.remoteAddress ?? null);
  const answerHeaders = { ...strictTransportSecurity(https), 'server-timing': serverTiming('HIT') };
  const { status, headers, body } = pageResponseParts(page, { method, ifNoneMatch: req.headers['if-none-match'], answerHeaders }, 'HIT');
  res.writeHead(status, headers);
  res.end(body ?? undefined);
  return true;
}
