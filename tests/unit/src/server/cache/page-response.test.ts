/**
 * A stored page and the answer made from it: compressed once into brotli, gzip and plain forms that decode to the
 * rendered bytes; the headers a hit carries (ETag, Vary, Cache-Control, Age, Content-Length, Content-Encoding,
 * Content-Type with charset, X-Cache) and those it must not replay (Set-Cookie, the render's own lengths); a 304 for
 * a matching If-None-Match; HEAD without a body; the encoding a client accepts; Strict-Transport-Security by the
 * scheme of the request answered, never by the one that filled the cache; the bounded tags outside caches read.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pageEntryFrom, storedForm } from '@/server/cache/cached-page.ts';
import { preferredEncoding, withCharset } from '@/server/cache/content-encoding.ts';
import { matchesIfNoneMatch, pageResponseParts } from '@/server/cache/page-response.ts';
import { edgeTagHeaders } from '@/server/cache/edge-tags.ts';
import { STRICT_TRANSPORT_SECURITY, strictTransportSecurity } from '@/server/security/strict-transport-security.ts';

const html = `<!doctype html><html lang="ar" dir="rtl"><body>${'<p>هاتف سامسونج جالاكسي</p>'.repeat(300)}</body></html>`;
const storedAt = Date.UTC(2026, 8, 21, 10, 0, 0);

function rendered(headers: Record<string, string> = {}) {
  return new Response(html, {
    headers: {
      'content-type': 'text/html',
      'x-frame-options': 'DENY',
      'content-length': '999',
      'cdn-cache-control': 'max-age=300, stale-while-revalidate=3600',
      'cache-tag': 'cms, config',
      ...headers,
    },
  });
}

async function entry() {
  return pageEntryFrom(rendered(), {
    maxAge: 300,
    swr: 3600,
    tags: ['cms', 'config'],
    cacheControl: 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600',
    now: storedAt,
  });
}

describe('a stored page', () => {
  it('holds brotli and gzip forms of the same bytes, gives the plain bytes unpacked, and a weak content ETag', async () => {
    const { meta, bodies } = await entry();
    expect(bodies.identity).toBeUndefined();
    expect(brotliDecompressSync(bodies.br!).toString()).toBe(html);
    expect(gunzipSync(bodies.gzip!).toString()).toBe(html);
    expect(bodies.br!.length).toBeLessThan(Buffer.byteLength(html) / 5);
    expect(storedForm({ meta, bodies }, 'identity')).toMatchObject({ encoding: 'identity', body: Buffer.from(html) });
    expect(meta.encodings).toEqual(['br', 'gzip']);
    expect(meta.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect((await entry()).meta.etag).toBe(meta.etag);
  });

  it('replays the page headers with a charset on its type, and none of the per-transfer or cache-internal ones', async () => {
    const { meta } = await entry();
    expect(Object.fromEntries(meta.headers)).toEqual({ 'content-type': 'text/html; charset=utf-8', 'x-frame-options': 'DENY' });
  });

  it('never stores Strict-Transport-Security: the scheme of the request that filled the cache must not decide it', async () => {
    const overHttps = rendered({ 'strict-transport-security': STRICT_TRANSPORT_SECURITY });
    const { meta } = await pageEntryFrom(overHttps, { maxAge: 300, swr: 0, tags: [], cacheControl: 'public', now: storedAt });
    expect(meta.headers.map(([name]) => name)).not.toContain('strict-transport-security');
  });

  it('replays the tag headers it was given for outside caches', async () => {
    const headers = edgeTagHeaders(['product:A', 'config'], '/en/deals');
    const { meta } = await pageEntryFrom(rendered(), { maxAge: 300, swr: 0, tags: ['product:A', 'config'], cacheControl: 'public', headers, now: storedAt });
    expect(Object.fromEntries(meta.headers)).toMatchObject(headers);
  });

  it('keeps only the plain form of a type that is already compressed', async () => {
    const image = new Response(new Uint8Array(4096), { headers: { 'content-type': 'image/png' } });
    const { meta, bodies } = await pageEntryFrom(image, { maxAge: 60, swr: 0, tags: [], cacheControl: 'public', now: storedAt });
    expect(meta.encodings).toEqual(['identity']);
    expect(Object.fromEntries(meta.headers)['content-type']).toBe('image/png');
    expect(storedForm({ meta, bodies }, 'br')).toMatchObject({ encoding: 'identity', body: bodies.identity });
  });
});

describe('the answer from a stored page', () => {
  it('carries the headers of this answer: Strict-Transport-Security over https only, whichever request filled the cache', async () => {
    const page = storedForm(await entry(), 'br');
    expect(pageResponseParts(page, { method: 'GET', ifNoneMatch: null, answerHeaders: strictTransportSecurity(true) }, 'HIT', storedAt).headers['Strict-Transport-Security']).toBe(
      STRICT_TRANSPORT_SECURITY,
    );
    expect(pageResponseParts(page, { method: 'GET', ifNoneMatch: page.meta.etag, answerHeaders: strictTransportSecurity(true) }, 'HIT', storedAt).headers).toHaveProperty(
      'Strict-Transport-Security',
    );
    expect(Object.keys(pageResponseParts(page, { method: 'GET', ifNoneMatch: null, answerHeaders: strictTransportSecurity(false) }, 'HIT', storedAt).headers)).not.toContain(
      'Strict-Transport-Security',
    );
  });

  it('sends the accepted form with its length, encoding, ETag, Vary, Cache-Control, Age and X-Cache', async () => {
    const page = storedForm(await entry(), 'br');
    const { status, headers, body } = pageResponseParts(page, { method: 'GET', ifNoneMatch: null }, 'HIT', storedAt + 42_500);
    expect(status).toBe(200);
    expect(body).toBe(page.body);
    expect(headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'br',
      'content-length': String(page.body.length),
      etag: page.meta.etag,
      vary: 'Accept-Encoding',
      'cache-control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600',
      age: '42',
      'x-cache': 'HIT',
      'x-frame-options': 'DENY',
    });
    const plain = pageResponseParts(storedForm(await entry(), 'identity'), { method: 'GET', ifNoneMatch: null }, 'MISS', storedAt);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(html)));
    expect(plain.headers['x-cache']).toBe('MISS');
  });

  it('tells a cache in front that a purged page is stale on arrival, yet worth keeping for its grace: s-maxage=1, not 0', async () => {
    const purged = { ...storedForm(await entry(), 'br'), purged: true };
    const { headers } = pageResponseParts(purged, { method: 'GET', ifNoneMatch: null }, 'STALE', storedAt + 42_500);
    // Varnish never answers from an object of no TTL, grace or not: every request would go through to the storefront.
    expect(headers['cache-control']).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=3600');
    expect(headers.age).toBe('42');
  });

  it('answers 304 without a body when If-None-Match names the ETag (weakly), 200 otherwise', async () => {
    const page = storedForm(await entry(), 'gzip');
    const etag = page.meta.etag;
    for (const ifNoneMatch of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
      const parts = pageResponseParts(page, { method: 'GET', ifNoneMatch }, 'HIT', storedAt);
      expect(parts.status, ifNoneMatch).toBe(304);
      expect(parts.body).toBeNull();
      expect(parts.headers).toMatchObject({ etag, vary: 'Accept-Encoding', 'cache-control': page.meta.cacheControl });
      expect(parts.headers['content-length']).toBeUndefined();
    }
    expect(pageResponseParts(page, { method: 'GET', ifNoneMatch: 'W/"stale"' }, 'HIT', storedAt).status).toBe(200);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
  });

  it('repeats the page’s tags and release on a 304, so a cache in front that revalidates its copy is purged by this render’s tags', async () => {
    const tagged = await pageEntryFrom(rendered(), {
      maxAge: 300,
      swr: 3600,
      tags: ['config', 'release:B'],
      cacheControl: 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600',
      headers: { xkey: 'page:x config release:B', 'surrogate-key': 'page:x config release:B', 'cache-tag': 'page:x,config,release:B', 'x-release': 'B' },
      now: storedAt,
    });
    const page = storedForm(tagged, 'br');
    const parts = pageResponseParts(page, { method: 'GET', ifNoneMatch: page.meta.etag }, 'HIT', storedAt);
    expect(parts.status).toBe(304);
    expect(parts.headers).toMatchObject({ xkey: 'page:x config release:B', 'surrogate-key': 'page:x config release:B', 'cache-tag': 'page:x,config,release:B', 'x-release': 'B' });
    expect(parts.headers['content-type']).toBeUndefined();
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    const page = storedForm(await entry(), 'br');
    const parts = pageResponseParts(page, { method: 'HEAD', ifNoneMatch: null }, 'HIT', storedAt);
    expect(parts.body).toBeNull();
    expect(parts.headers['content-length']).toBe(String(page.body.length));
  });
});

describe('content negotiation', () => {
  it('prefers brotli, then gzip, honours q=0, and falls back to the plain bytes', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredEncoding(null)).toBeNull();
  });

  it('adds a UTF-8 charset to text types only', () => {
    expect(withCharset('text/html')).toBe('text/html; charset=utf-8');
    expect(withCharset('application/json')).toBe('application/json; charset=utf-8');
    expect(withCharset('text/plain; charset=utf-8')).toBe('text/plain; charset=utf-8');
    expect(withCharset('image/png')).toBe('image/png');
    expect(withCharset('image/svg+xml')).toBe('image/svg+xml');
  });
});
