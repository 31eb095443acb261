/**
 * Media proxy: `/media/...` on the storefront streams the backend's `/media/...`, so pages use relative media
 * URLs (mappers rewrite them) and never expose the backend's address. Media files are immutable by path in
 * Magento (a changed image gets a new file name), hence the year-long cache.
 *
 * `?w=<width>` on a photo answers a responsive copy instead (src/lib/responsive-media.ts, made and kept by
 * src/server/media/responsive-media-copies.ts), in the best format the request's `Accept` names
 * (src/server/media/negotiated-format.ts), with `Vary: Accept`; `?w=<width>&f=<avif|webp>`, what pages rendered
 * before that point at, answers that format, as it always did. Any other width or format is a 400. A copy that
 * stands in for a better one still being made (WebP for AVIF, or a wider copy) may be kept a minute
 * (STAND_IN_SECONDS), so that browsers and Varnish ask again and get the copy asked for, kept for a year. A page's
 * first photos have their WebP copies made as the page is rendered (src/server/media/first-photos.ts), so the first
 * shopper after a deploy is answered from those. `X-Media-Copy` says when the copy answering was made: `kept`
 * (before the request), `ahead` (started before it, finished while it waited) or `made` (while it waited).
 */
import type { APIContext, APIRoute } from 'astro';
import { z } from 'zod';
import { fetchMedia, type MediaFile } from '@/lib/commerce/index.ts';
import { isResizableMedia, MEDIA_FORMATS, MEDIA_WIDTHS, originalFormat, type MediaCopyFormat, type MediaFormat, type MediaWidth } from '@/lib/responsive-media.ts';
import { readMediaOriginal } from '@/server/media/media-original.ts';
import { acceptedCopyFormats } from '@/server/media/negotiated-format.ts';
import { responsiveMediaCopy } from '@/server/media/responsive-media-copies.ts';

export const prerender = false;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const STAND_IN_SECONDS = 60;

/** Only plain relative paths: no traversal, no encoded separators, no empty segments. */
function isSafeMediaPath(path: string): boolean {
  if (!path || path.length > 512) return false;
  const segments = path.split('/');
  return segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..' && !/[\\%\0]/.test(segment));
}

const copyQuery = z.strictObject({
  w: z.coerce
    .number()
    .int()
    .refine((width): width is MediaWidth => (MEDIA_WIDTHS as readonly number[]).includes(width)),
  f: z.enum(MEDIA_FORMATS).optional(),
});

/** A URL that names its format answers it, or WebP standing in for AVIF (as before formats were negotiated). */
const NAMED: Record<MediaFormat, [MediaCopyFormat, ...MediaCopyFormat[]]> = { avif: ['avif', 'webp'], webp: ['webp'] };

function badRequest(): Response {
  return new Response(`Unsupported image copy: widths ${MEDIA_WIDTHS.join(', ')}; formats ${MEDIA_FORMATS.join(', ')}`, {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
  });
}

function unavailable(): Response {
  return new Response('Media temporarily unavailable', {
    status: 502,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** A responsive copy of the photo at `path`, or a 400 for a query that asks for none the store makes. */
async function copyOf(path: string, url: URL, request: Request, logger: APIContext['logger']): Promise<Response> {
  const src = `/media/${path}`;
  const query = copyQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success || !isResizableMedia(src)) return badRequest();
  const named = query.data.f;
  const formats = named ? NAMED[named] : acceptedCopyFormats(request.headers.get('accept'), originalFormat(src));
  let copy;
  try {
    copy = await responsiveMediaCopy(path, query.data.w, formats, () => readMediaOriginal(path), logger);
  } catch {
    return unavailable();
  }
  if (!copy) return notFound();
  const headers = new Headers({
    'Content-Type': copy.contentType,
    'Content-Length': String(copy.body.byteLength),
    'Cache-Control': copy.standIn ? `public, max-age=${STAND_IN_SECONDS}` : `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
    'X-Media-Copy': copy.readiness,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
  // The same URL is another file for another browser: a cache in between keeps one per format it was asked in.
  if (!named) headers.set('Vary', 'Accept');
  return new Response(Buffer.from(copy.body), { status: 200, headers });
}

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
  });
}

const proxy: APIRoute = async ({ params, request, url, logger }) => {
  const path = params.path ?? '';
  if (!isSafeMediaPath(path)) return notFound();
  if (request.method === 'GET' && (url.searchParams.has('w') || url.searchParams.has('f'))) return copyOf(path, url, request, logger);

  let file: MediaFile | null;
  try {
    file = await fetchMedia(path, { headOnly: request.method === 'HEAD' });
  } catch {
    return unavailable();
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
