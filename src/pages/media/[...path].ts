/**
 * Media proxy: `/media/...` on the storefront streams `${COMMERCE_URL}/media/...`, so pages use relative
 * media URLs (mappers rewrite them) and never expose the backend's address. Media files are immutable by
 * path in Magento (a changed image gets a new file name), hence the year-long cache.
 */
import type { APIRoute } from 'astro';
import { commerceTimeoutMs, commerceUrl } from '../../lib/commerce/config.ts';

export const prerender = false;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Only plain relative paths: no traversal, no encoded separators, no empty segments. */
function isSafeMediaPath(path: string): boolean {
  if (!path || path.length > 512) return false;
  const segments = path.split('/');
  return segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..' && !/[\\%\0]/.test(segment));
}

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
  });
}

const proxy: APIRoute = async ({ params, request }) => {
  const path = params.path ?? '';
  if (!isSafeMediaPath(path)) return notFound();

  let upstream: Response;
  try {
    upstream = await fetch(`${commerceUrl()}/media/${path}`, {
      method: request.method === 'HEAD' ? 'HEAD' : 'GET',
      signal: AbortSignal.timeout(commerceTimeoutMs()),
    });
  } catch {
    return new Response('Media temporarily unavailable', {
      status: 502,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  if (upstream.status === 404) return notFound();
  if (!upstream.ok) {
    return new Response('Media temporarily unavailable', {
      status: 502,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }

  const headers = new Headers({
    'Content-Type': upstream.headers.get('content-type') ?? 'application/octet-stream',
    'Cache-Control': `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
    'X-Content-Type-Options': 'nosniff',
    // Media is served from the store's own origin: an uploaded SVG must never run script or load anything.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
  });
  // Not content-length: fetch() already decoded any upstream compression, so the upstream length is wrong.
  for (const name of ['etag', 'last-modified']) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(request.method === 'HEAD' ? null : upstream.body, { status: 200, headers });
};

export const GET = proxy;
export const HEAD = proxy;
