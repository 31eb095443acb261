/**
 * A page as the route cache keeps it: the response headers worth replaying, its lifetime and tags, a content ETag,
 * and its body compressed once when it is stored: brotli and gzip for text, the plain bytes for types that are
 * compressed already. The plain form of a text page is not kept (it is four fifths of the bytes, and nearly every
 * client accepts gzip): the rare client that accepts neither gets it gunzipped on the way out, so the same memory
 * or Redis holds five times the pages.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzipSync, gzip } from 'node:zlib';
import { isCompressible, withCharset, type Encoding } from './content-encoding.ts';

export type PageMeta = {
  status: number;
  /** Headers replayed on every hit (content type, security headers…), without the ones set per response. */
  headers: [string, string][];
  /** Cache-Control sent with the page: the route's own, else the shared policy. */
  cacheControl: string;
  /** Weak ETag (`W/"…"`) of the plain body, the same for every encoding and every instance. */
  etag: string;
  /** Which forms are stored: `br` and `gzip` for text, only `identity` for already-compressed types. */
  encodings: Encoding[];
  storedAt: number;
  maxAge: number;
  swr: number;
  /** Seconds kept after maxAge + swr, answered only when a re-render fails (absent on older entries: none). */
  staleIfError?: number;
  tags: string[];
};

/** A text page keeps `br` and `gzip`, anything else `identity` alone. */
export type PageEntry = { meta: PageMeta; bodies: { identity: Buffer; br?: never; gzip?: never } | { br: Buffer; gzip: Buffer; identity?: never } };

/** One form of a page, as a lookup returns it; `purged`: one of its tags was purged since it was stored (store.ts). */
export type StoredPage = { meta: PageMeta; encoding: Encoding; body: Buffer; purged?: boolean };

/** The plain bytes of a page from what is stored: the plain form itself, or the gzip form unpacked. */
export function plainBody(bodies: { identity?: Buffer; gzip?: Buffer }): Buffer {
  if (bodies.identity) return bodies.identity;
  if (bodies.gzip) return gunzipSync(bodies.gzip);
  throw new Error('a stored page holds neither its plain nor its gzip form');
}

/** The form of `entry` to send for `encoding`: that one when stored, else the plain bytes. */
export function storedForm(entry: PageEntry, encoding: Encoding): StoredPage {
  const body = entry.bodies[encoding];
  return body ? { meta: entry.meta, encoding, body } : { meta: entry.meta, encoding: 'identity', body: plainBody(entry.bodies) };
}

/** Headers that describe one transfer, not the page, or that the cache sets itself. */
const NOT_REPLAYED = new Set([
  'age',
  'cache-control',
  'cache-tag',
  'cdn-cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'set-cookie',
  // The render's timings belong to the answer that rendered, never to the hits that follow (server-timing.ts).
  'server-timing',
  // Decided per answer by the request's scheme (security/strict-transport-security.ts), never by the one that filled the cache.
  'strict-transport-security',
  'transfer-encoding',
  'vary',
  'x-astro-cache',
  'x-cache',
]);

/**
 * Brotli at quality 6 costs ~5 ms for a 170 KB page and lands within 5% of quality 9 (25 ms); 11 would cost a
 * quarter of a second of CPU on the request that stores it for 10% fewer bytes. So a page is stored at 6 for the
 * shopper who waits for its render, and gets its smaller form (quality 10) in the background once it has stayed
 * unchanged for a while (smaller-brotli.ts).
 */
const BROTLI_QUALITY = 6;
/** Below this, compression saves less than the headers it needs. */
const MIN_COMPRESS_BYTES = 512;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function contentEtag(body: Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

export async function compressedForms(body: Buffer, contentType: string | null): Promise<PageEntry['bodies']> {
  if (!isCompressible(contentType) || body.length < MIN_COMPRESS_BYTES) return { identity: body };
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz };
}

/** Reads a rendered response into an entry: its body once in each stored form, its replayable headers, an ETag. */
export async function pageEntryFrom(
  response: Response,
  options: {
    maxAge: number;
    swr: number;
    staleIfError?: number;
    tags: string[];
    cacheControl: string;
    /** Headers the cache adds to the page's own, replayed with them (the tags outside caches read). */
    headers?: Record<string, string>;
    now: number;
  },
): Promise<PageEntry> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (NOT_REPLAYED.has(name)) return;
    headers.push([name, name === 'content-type' ? withCharset(value) : value]);
  });
  headers.push(...Object.entries(options.headers ?? {}));
  const bodies = await compressedForms(body, response.headers.get('content-type'));
  return {
    meta: {
      status: response.status,
      headers,
      cacheControl: options.cacheControl,
      etag: contentEtag(body),
      encodings: (['br', 'gzip', 'identity'] as const).filter((encoding) => bodies[encoding]),
      storedAt: options.now,
      maxAge: options.maxAge,
      swr: options.swr,
      ...(options.staleIfError ? { staleIfError: options.staleIfError } : {}),
      tags: options.tags,
    },
    bodies,
  };
}
