/**
 * The production server's fast path (scripts/lib/cached-pages.ts): a fresh stored page is written straight to the
 * socket (compressed form, Content-Length, ETag, 304), with HSTS when a trusted proxy says it came over https; a
 * stale page, a miss, a personal path or a POST go on to Astro's handler, where the cache provider takes them.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageEntryFrom } from '@/server/cache/cached-page.ts';
import { MemoryStore } from '@/server/cache/memory-store.ts';
import { RouteCache } from '@/server/cache/route-cache.ts';
import { serveCachedPage } from '../../../../scripts/lib/cached-pages.ts';

let clock = Date.UTC(2026, 8, 21, 10);
const cache = new RouteCache(new MemoryStore({ now: () => clock }), { now: () => clock });
let server: Server;
let base = '';

async function store(path: string, body: string, maxAge = 60) {
  const rendered = new Response(body, { headers: { 'content-type': 'text/html', 'x-frame-options': 'DENY' } });
  const entry = await pageEntryFrom(rendered, { maxAge, swr: 600, tags: ['cms'], cacheControl: 'public, max-age=0, s-maxage=60', now: clock });
  const key = cache.keyFor(new URL(`${base}${path}`))!;
  expect(await cache.store(key, entry, (await cache.beginRender())!)).toBe(true);
}

beforeAll(async () => {
  server = createServer((req, res) => {
    serveCachedPage(cache, req, res).then((served) => {
      if (!served) res.writeHead(299, { 'x-handler': 'astro' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => server.close());

describe('cached pages in the production server', () => {
  it('writes a fresh page as stored: compressed, with its length and ETag, and 304 for that ETag', async () => {
    await store('/ar', '<p>الرئيسية</p>'.repeat(200));
    const hit = await fetch(`${base}/ar`, { headers: { 'accept-encoding': 'gzip' } });
    expect(hit.status).toBe(200);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.headers.get('content-encoding')).toBe('gzip');
    expect(hit.headers.get('content-length')).not.toBeNull();
    expect(hit.headers.get('x-frame-options')).toBe('DENY');
    expect(await hit.text()).toBe('<p>الرئيسية</p>'.repeat(200));
    const notModified = await fetch(`${base}/ar`, { headers: { 'if-none-match': hit.headers.get('etag')! } });
    expect(notModified.status).toBe(304);
  });

  it('hands misses, stale pages, personal paths and non-GET requests to Astro', async () => {
    await store('/en', '<p>home</p>', 10);
    // Even a page stored under a personal path (none should be) is never answered from the cache.
    await store('/ar/account', '<p>someone else\'s account</p>');
    clock += 11_000;
    for (const [path, init] of [['/en', {}], ['/ar/nothing-here', {}], ['/ar/account', {}], ['/ar', { method: 'POST', body: 'x' }]] as const) {
      const response = await fetch(`${base}${path}`, init);
      expect(response.status, path).toBe(299);
      expect(response.headers.get('x-handler')).toBe('astro');
    }
  });

  it("sends HSTS on a hit when a trusted proxy forwarded https, and not on an untrusted peer's word", async () => {
    await store('/en/about', '<p>about</p>');
    const overHttps = { 'x-forwarded-proto': 'https' };
    // The test's requests come from 127.0.0.1: a trusted proxy by default (TRUSTED_PROXIES unset: loopback).
    const trusted = await fetch(`${base}/en/about`, { headers: overHttps });
    expect(trusted.headers.get('x-cache')).toBe('HIT');
    expect(trusted.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    const saved = process.env.TRUSTED_PROXIES;
    process.env.TRUSTED_PROXIES = '192.0.2.1';
    try {
      const spoofed = await fetch(`${base}/en/about`, { headers: overHttps });
      expect(spoofed.headers.get('x-cache')).toBe('HIT');
      expect(spoofed.headers.has('strict-transport-security')).toBe(false);
    } finally {
      if (saved === undefined) delete process.env.TRUSTED_PROXIES;
      else process.env.TRUSTED_PROXIES = saved;
    }
  });
});
