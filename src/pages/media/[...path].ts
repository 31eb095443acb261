/**
 * Media proxy: `/media/...` on the storefront streams the backend's `/media/...`, so pages use relative media
 * URLs (mappers rewrite them) and never expose the backend's address. Media files are immutable by path in
 * Magento (a changed image gets a new file name), hence the year-long cache.
 */
import type { APIRoute } from 'astro';
import { fetchMedia, type MediaFile } from '@/lib/commerce/index.ts';

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

  let file: MediaFile | null;
  try {
    file = await fetchMedia(path, { headOnly: request.method === 'HEAD' });
  } catch {
    return new Response('Media temporarily unavailable', {
      status: 502,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  if (!file) return notFound();

  const headers = new Headers({
    'Content-Type': file.contentType,
    'Cache-Control': `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
    'X-Content-Type-Options': 'nosniff',
    // Media is served from the store's own origin: an uploaded SVG must never run script or load anything.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
  });
  if (file.etag) headers.set('ETag', file.etag);
  if (file.lastModified) headers.set('Last-Modified', file.lastModified);
  return new Response(file.body, { status: 200, headers });
};

export const GET = proxy;
export const HEAD = proxy;
