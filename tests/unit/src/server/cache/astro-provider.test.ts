/**
 * The Astro cache provider over an in-memory route cache, with `next()` standing in for Astro's render (it answers
 * what Astro would: the page, plus the CDN-Cache-Control and Cache-Tag headers `Astro.cache.set` produces).
 * Misses are stored and then hit; personal and uncacheable responses are never stored and get `private, no-store`;
 * a render that started before a purge of its tags is not stored over it; stale pages are revalidated; invalidate
 * purges and re-renders; a failing store only costs the caching; Strict-Transport-Security by each request's scheme;
 * the bounded tag headers outside caches read.
 */
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createRouteCacheProvider } from '@/server/cache/astro-provider.ts';
import { routeCacheBackgroundRenders } from '@/server/cache/cache-metrics.ts';
import { STALE_IF_ERROR_SECONDS } from '@/server/cache/cache-policy.ts';
import { MemoryStore } from '@/server/cache/memory-store.ts';
import { RouteCache } from '@/server/cache/route-cache.ts';
import { smallerBrotliSettled, smallerFormEtag } from '@/server/cache/smaller-brotli.ts';
import type { RouteCacheStore } from '@/server/cache/store.ts';
import { pageTag } from '@/server/cache/edge-tags.ts';
import { releaseTag } from '@/server/release/release-id.ts';
import { STRICT_TRANSPORT_SECURITY } from '@/server/security/strict-transport-security.ts';
import { buildRequestContext } from '@/server/shopper/build-request-context.ts';
import { inRequestScope, requestContextOf } from '@/server/shopper/request-scope.ts';

/** What the middleware does for `request`: builds its context and runs `work` in its scope. */
const asTheMiddleware = <T>(request: Request, work: () => Promise<T>): Promise<T> =>
  inRequestScope(request, buildRequestContext({}, 'ar', { token: null, cartId: null, checkoutCartId: null, signedInHint: false }, { clientIp: null }), work);

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

function setup(options: { store?: RouteCacheStore; now?: () => number } = {}) {
  const rewarm = vi.fn();
  const cacheLogger = { warn: vi.fn(), info: vi.fn() };
  const cache = new RouteCache(options.store ?? new MemoryStore({ now: options.now }), { rewarm, logger: cacheLogger, now: options.now });
  const provider = createRouteCacheProvider({ getCache: () => cache, enabled: true });
  let renders = 0;
  /** A page as Astro renders it; `cache` is what the route passed to Astro.cache.set (none: not cached). */
  const page = (body: string, init: { cache?: { maxAge: number; swr: number; tags: string[] }; headers?: Record<string, string>; status?: number } = {}) => {
    const headers: Record<string, string> = { 'content-type': 'text/html', 'x-frame-options': 'DENY', ...init.headers };
    if (init.cache) {
      headers['cdn-cache-control'] = `max-age=${init.cache.maxAge}, stale-while-revalidate=${init.cache.swr}`;
      headers['cache-tag'] = init.cache.tags.join(', ');
    }
    return () => {
      renders += 1;
      return Promise.resolve(new Response(body, { status: init.status ?? 200, headers }));
    };
  };
  // From the proxy on this machine unless told: Astro's node adapter records the socket's address on the request.
  const request = (path: string, init: RequestInit = {}, peer = '127.0.0.1') => {
    const req = new Request(`http://store.test${path}`, { headers: { 'accept-encoding': 'br' }, ...init });
    Reflect.set(req, Symbol.for('astro.clientAddress'), peer);
    return (next: () => Promise<Response>) => provider.onRequest!({ request: req, url: new URL(req.url), logger }, next);
  };
  return { cache, provider, rewarm, cacheLogger, page, request, renders: () => renders };
}

const shared = { maxAge: 300, swr: 3600, tags: ['cms', 'product:MB-1'] };
const backgroundRenders = async () => (await routeCacheBackgroundRenders.get()).values[0]?.value ?? 0;
const text = async (response: Response) =>
  response.headers.get('content-encoding') === 'br' ? brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString() : response.text();

describe('route cache provider', () => {
  it('gives a stored page its smaller brotli form once answered: later hits get the same page in fewer bytes, a purge in between keeps it out', async () => {
    vi.stubEnv('SMALLER_BROTLI_AFTER_S', '0');
    const t = setup();
    const body = Array.from({ length: 300 }, (_, index) => `<li><a href="/ar/products/p-${index * 7919}">منتج ${(index * 104729) % 9973} بسعر ${index * 13} ر.ق</a></li>`).join('');
    const render = t.page(body, { cache: shared });
    const miss = await t.request('/ar')(render);
    const quickBytes = (await miss.clone().arrayBuffer()).byteLength;
    await smallerBrotliSettled();
    const hit = await t.request('/ar')(render);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect((await hit.clone().arrayBuffer()).byteLength).toBeLessThan(quickBytes);
    expect(await text(hit)).toBe(body);
    // An ETag of its own: a cache or browser revalidating the quick form gets the smaller one, not a 304.
    expect(hit.headers.get('etag')).toBe(smallerFormEtag(miss.headers.get('etag')!));
    const revalidated = await t.request('/ar', { headers: { 'accept-encoding': 'br', 'if-none-match': miss.headers.get('etag')! } })(render);
    expect(revalidated.status).toBe(200);
    expect((await t.request('/ar', { headers: { 'accept-encoding': 'br', 'if-none-match': hit.headers.get('etag')! } })(render)).status).toBe(304);

    // Purged before its smaller form is stored: the purge wins, the purged copy (answered stale) keeps its quick form.
    const other = t.page(`${body}<p>2</p>`, { cache: shared });
    const otherMiss = await t.request('/en')(other);
    const otherQuickBytes = (await otherMiss.arrayBuffer()).byteLength;
    await t.cache.purge(['cms']);
    await smallerBrotliSettled();
    const stale = await t.request('/en')(other);
    expect(stale.headers.get('x-cache')).toBe('STALE');
    expect((await stale.arrayBuffer()).byteLength).toBe(otherQuickBytes);
    vi.unstubAllEnvs();
  });

  it('stores a shared page on a miss and answers the next request from the cache, compressed, with its ETag', async () => {
    const t = setup();
    const render = t.page('<p>مرحبا</p>'.repeat(100), { cache: shared });
    const miss = await t.request('/ar')(render);
    expect(miss.headers.get('x-cache')).toBe('MISS');
    const hit = await t.request('/ar')(render);
    expect(t.renders()).toBe(1);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.headers.get('content-encoding')).toBe('br');
    expect(hit.headers.get('content-length')).toBe(String((await hit.clone().arrayBuffer()).byteLength));
    expect(hit.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=3600');
    expect(hit.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(hit.headers.get('x-frame-options')).toBe('DENY');
    expect(hit.headers.get('cdn-cache-control')).toBeNull();
    expect(await text(hit)).toBe('<p>مرحبا</p>'.repeat(100));
    expect(hit.headers.get('etag')).toBe(miss.headers.get('etag'));
    const notModified = await t.request('/ar', { headers: { 'if-none-match': hit.headers.get('etag')! } })(render);
    expect(notModified.status).toBe(304);
    expect(t.renders()).toBe(1);
  });

  it('keys pages by path and sorted query', async () => {
    const t = setup();
    const render = t.page('<p>list</p>', { cache: shared });
    await t.request('/ar/search?q=tv&page=2')(render);
    expect((await t.request('/ar/search?page=2&q=tv')(render)).headers.get('x-cache')).toBe('HIT');
    expect((await t.request('/ar/search?page=3&q=tv')(render)).headers.get('x-cache')).toBe('MISS');
  });

  it('never stores personal responses, and marks them private, no-store whatever the route said', async () => {
    const t = setup();
    const cases: [string, RequestInit, () => Promise<Response>][] = [
      ['/ar/account/orders', {}, t.page('<p>orders</p>', { cache: shared })],
      ['/en/checkout', {}, t.page('<p>checkout</p>', { cache: shared })],
      ['/_actions/cart.add', { method: 'POST', body: '{}' }, t.page('{}', { headers: { 'cache-control': 'public, max-age=60' } })],
      ['/ar/about', {}, t.page('<p>about</p>', { cache: shared, headers: { 'set-cookie': 'locale=ar; Path=/' } })],
    ];
    for (const [path, init, render] of cases) {
      for (let i = 0; i < 2; i++) {
        const response = await t.request(path, init)(render);
        expect(response.headers.get('cache-control'), path).toBe('private, no-store');
        expect(response.headers.get('x-cache'), path).toBeNull();
      }
    }
    expect(t.renders()).toBe(8);
  });

  it('treats cookies set through Astro.cookies as personal too', async () => {
    const t = setup();
    const render = () => {
      const response = new Response('<p>hi</p>', { headers: { 'content-type': 'text/html', 'cdn-cache-control': 'max-age=300' } });
      Reflect.set(response, Symbol.for('astro.cookies'), { *headers() { yield 'session=abc; HttpOnly'; } });
      return Promise.resolve(response);
    };
    expect((await t.request('/ar/login')(render)).headers.get('cache-control')).toBe('private, no-store');
    expect((await t.request('/ar/login')(render)).headers.get('x-cache')).toBeNull();
  });

  it('leaves uncached responses their own Cache-Control, else private, no-store; errors are never stored', async () => {
    const t = setup();
    const robots = await t.request('/robots.txt')(t.page('User-agent: *', { headers: { 'content-type': 'text/plain', 'cache-control': 'public, max-age=3600' } }));
    expect(robots.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const uncached = await t.request('/ar/cart')(t.page('<p>cart</p>'));
    expect(uncached.headers.get('cache-control')).toBe('private, no-store');
    const failing = t.page('<p>try again</p>', { cache: shared, status: 503 });
    await t.request('/ar/deals')(failing);
    expect((await t.request('/ar/deals')(failing)).headers.get('cache-control')).toBe('private, no-store');
    expect(t.renders()).toBe(4);
  });

  it('keeps a route\'s own Cache-Control on a stored response (search suggestions\' short browser lifetime)', async () => {
    const t = setup();
    const render = t.page('{"items":[]}', { cache: shared, headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=60' } });
    await t.request('/api/search-suggestions?locale=ar&keyword=tv')(render);
    const hit = await t.request('/api/search-suggestions?locale=ar&keyword=tv')(render);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('does not store a render that started before a purge of its tags, and stores the first one after it', async () => {
    const t = setup();
    let finishOldRender!: () => void;
    const oldRender = () =>
      new Promise<Response>((resolve) => {
        finishOldRender = () => resolve(new Response('<p>old price</p>', { headers: { 'content-type': 'text/html', 'cdn-cache-control': 'max-age=300', 'cache-tag': 'product:MB-1' } }));
      });
    const inFlight = t.request('/en/products/phone')(oldRender);
    await vi.waitFor(() => expect(finishOldRender).toBeDefined());
    await t.cache.purge(['product:MB-1']);
    finishOldRender();
    expect(await text(await inFlight)).toBe('<p>old price</p>'); // the shopper who asked still gets it
    const newRender = t.page('<p>new price</p>', { cache: { maxAge: 300, swr: 0, tags: ['product:MB-1'] } });
    const next = await t.request('/en/products/phone')(newRender);
    expect(next.headers.get('x-cache')).toBe('MISS');
    expect(await text(next)).toBe('<p>new price</p>');
    const hit = await t.request('/en/products/phone')(newRender);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(await text(hit)).toBe('<p>new price</p>');
  });

  it('answers a stale page at once and re-renders it in the background, counting the render', async () => {
    let now = Date.UTC(2026, 8, 21, 10);
    const t = setup({ now: () => now });
    await t.request('/ar/brands')(t.page('<p>v1</p>', { cache: { maxAge: 60, swr: 600, tags: ['catalogue'] } }));
    now += 61_000;
    const rendersBefore = await backgroundRenders();
    const fresh = t.page('<p>v2</p>', { cache: { maxAge: 60, swr: 600, tags: ['catalogue'] } });
    const stale = await t.request('/ar/brands')(fresh);
    expect(stale.headers.get('x-cache')).toBe('STALE');
    expect(await text(stale)).toBe('<p>v1</p>');
    await vi.waitFor(async () => {
      const hit = await t.request('/ar/brands')(fresh);
      expect(hit.headers.get('x-cache')).toBe('HIT');
      expect(await text(hit)).toBe('<p>v2</p>');
    });
    await vi.waitFor(async () => expect(await backgroundRenders()).toBe(rendersBefore + 1));
    now += 700_000;
    expect((await t.request('/ar/brands')(fresh)).headers.get('x-cache')).toBe('MISS');
  });

  it('purges by tag and by path on invalidate, and re-renders what it purged while answering it as stale', async () => {
    const t = setup();
    await t.request('/ar')(t.page('<p>home</p>', { cache: { ...shared, tags: ['cms'] } }));
    await t.request('/ar/about')(t.page('<p>about</p>', { cache: { ...shared, tags: ['config'] } }));
    await t.provider.invalidate({ tags: 'cms' });
    expect(t.rewarm).toHaveBeenCalledWith(['http://store.test/ar']);
    expect((await t.request('/ar/about')(t.page('<p>unused</p>', { cache: shared }))).headers.get('x-cache')).toBe('HIT');
    await t.provider.invalidate({ path: '/ar/about' });
    expect(t.rewarm).toHaveBeenLastCalledWith(['http://store.test/ar/about']);
    // Soft purge: the old copy answers at once while the new one renders; the new one answers from then on.
    const edited = t.page('<p>about, edited</p>', { cache: shared });
    const stale = await t.request('/ar/about')(edited);
    expect(stale.headers.get('x-cache')).toBe('STALE');
    expect(await text(stale)).toBe('<p>about</p>');
    await vi.waitFor(async () => {
      const hit = await t.request('/ar/about')(edited);
      expect(hit.headers.get('x-cache')).toBe('HIT');
      expect(await text(hit)).toBe('<p>about, edited</p>');
    });
  });

  it('answers a HEAD miss with the GET\'s Cache-Control without storing it', async () => {
    const t = setup();
    const render = t.page('', { cache: shared });
    const head = await t.request('/ar', { method: 'HEAD' })(render);
    expect(head.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=3600');
    expect((await t.request('/ar')(t.page('<p>home</p>', { cache: shared }))).headers.get('x-cache')).toBe('MISS');
  });

  it('renders uncached, logging once, when the store fails', async () => {
    const broken: RouteCacheStore = {
      kind: 'redis',
      epoch: () => Promise.reject(new Error('The client is offline')),
      read: () => Promise.reject(new Error('The client is offline')),
      write: () => Promise.reject(new Error('The client is offline')),
      purge: () => Promise.reject(new Error('The client is offline')),
      close: async () => {},
    };
    const t = setup({ store: broken });
    const render = t.page('<p>home</p>', { cache: shared });
    for (let i = 0; i < 3; i++) {
      const response = await t.request('/ar')(render);
      expect(response.status).toBe(200);
      expect(await text(response)).toBe('<p>home</p>');
    }
    expect(t.renders()).toBe(3);
    expect(t.cacheLogger.warn).toHaveBeenCalledOnce();
    expect(t.cacheLogger.warn.mock.calls[0]![0]).toMatch(/redis cache is unavailable/);
    await expect(t.provider.invalidate({ tags: ['cms'] })).rejects.toThrow('offline');
  });

  it('stands aside when disabled (astro dev)', async () => {
    const provider = createRouteCacheProvider({ getCache: () => { throw new Error('not used'); }, enabled: false });
    const response = new Response('x');
    const request = new Request('http://store.test/ar');
    expect(await provider.onRequest!({ request, url: new URL(request.url), logger }, () => Promise.resolve(response))).toBe(response);
  });
});

describe('stale-if-error: a page kept past its lifetime answers when its re-render fails for want of the backend', () => {
  const lifetime = { maxAge: 60, swr: 600, tags: ['catalogue'] };
  const pastLifetime = (60 + 600 + 1) * 1000;

  /** A page cached at `now`, then the clock moved past its fresh and stale-while-revalidate periods. */
  async function keptPage() {
    let now = Date.UTC(2026, 8, 21, 10);
    const t = setup({ now: () => now });
    await t.request('/ar/brands')(t.page('<p>v1</p>', { cache: lifetime }));
    now += pastLifetime;
    return { t, advance: (ms: number) => (now += ms) };
  }

  it('answers the kept copy when the re-render answers 503 (the service-unavailable page)', async () => {
    const { t } = await keptPage();
    const answer = await t.request('/ar/brands')(t.page('<p>try again shortly</p>', { status: 503, headers: { 'retry-after': '5' } }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-cache')).toBe('STALE');
    expect(await text(answer)).toBe('<p>v1</p>');
  });

  it('answers the kept copy when the re-render throws, and logs the failure', async () => {
    const { t } = await keptPage();
    logger.warn.mockClear();
    const answer = await t.request('/ar/brands')(() => Promise.reject(new Error('render blew up')));
    expect(answer.status).toBe(200);
    expect(await text(answer)).toBe('<p>v1</p>');
    expect(logger.warn).toHaveBeenCalledOnce();
    expect(String(logger.warn.mock.calls[0]![0])).toContain('render blew up');
  });

  it('answers the kept copy when the re-render came out degraded after a commerce call found the backend unavailable', async () => {
    const { t } = await keptPage();
    const request = new Request('http://store.test/ar/brands', { headers: { 'accept-encoding': 'br' } });
    const degraded = (backendFailed: boolean) => () =>
      // What the middleware does for the request, and a page that left its sections out and asked not to be cached.
      asTheMiddleware(request, async () => {
        requestContextOf(request)!.backendFailed = backendFailed;
        return new Response('<p>part of the store could not load</p>', { headers: { 'content-type': 'text/html' } });
      });
    const answer = await t.provider.onRequest!({ request, url: new URL(request.url), logger }, degraded(true));
    expect(answer.headers.get('x-cache')).toBe('STALE');
    expect(await text(answer)).toBe('<p>v1</p>');
    // The same uncacheable page without a backend failure is what the route meant to answer.
    const other = new Request('http://store.test/ar/brands');
    const plain = await t.provider.onRequest!({ request: other, url: new URL(other.url), logger }, () =>
      Promise.resolve(new Response('<p>not cached</p>', { headers: { 'content-type': 'text/html' } })),
    );
    expect(await plain.text()).toBe('<p>not cached</p>');
  });

  it('replaces the kept copy when the backend answers again', async () => {
    const { t } = await keptPage();
    const fresh = t.page('<p>v2</p>', { cache: lifetime });
    const miss = await t.request('/ar/brands')(fresh);
    expect(miss.headers.get('x-cache')).toBe('MISS');
    expect(await text(miss)).toBe('<p>v2</p>');
    expect((await t.request('/ar/brands')(fresh)).headers.get('x-cache')).toBe('HIT');
  });

  it('is kept STALE_IF_ERROR_SECONDS past the lifetime, and no longer', async () => {
    const { t, advance } = await keptPage();
    advance(STALE_IF_ERROR_SECONDS * 1000);
    const answer = await t.request('/ar/brands')(t.page('<p>try again shortly</p>', { status: 503 }));
    expect(answer.status).toBe(503);
    expect(await text(answer)).toBe('<p>try again shortly</p>');
  });

  it('is never used for a HEAD (rendered, not stored, as before)', async () => {
    let now = Date.UTC(2026, 8, 21, 10);
    const t = setup({ now: () => now });
    await t.request('/ar/brands')(t.page('<p>v1</p>', { cache: lifetime }));
    now += pastLifetime;
    const head = await t.request('/ar/brands', { method: 'HEAD' })(t.page('', { status: 503 }));
    expect(head.status).toBe(503);
  });
});

describe('a page that came out degraded because the backend failed', () => {
  it('goes to its shopper only (private, no-store) and is not stored, even when the failure came while it streamed', async () => {
    const t = setup();
    const request = new Request('http://store.test/ar/brands', { headers: { 'accept-encoding': 'br' } });
    const render = () =>
      asTheMiddleware(request, async () => {
        // The layout's menus load while the page streams: the failure is only known once the body has been read.
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            requestContextOf(request)!.backendFailed = true;
            controller.enqueue(new TextEncoder().encode('<p>brands, without the menus</p>'));
            controller.close();
          },
        });
        const headers = { 'content-type': 'text/html', 'cdn-cache-control': 'max-age=300, stale-while-revalidate=3600', 'cache-tag': 'catalogue' };
        return new Response(body, { headers });
      });
    const answer = await t.provider.onRequest!({ request, url: new URL(request.url), logger }, render);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await text(answer)).toBe('<p>brands, without the menus</p>');
    const next = await t.request('/ar/brands')(t.page('<p>brands with menus</p>', { cache: shared }));
    expect(next.headers.get('x-cache')).toBe('MISS');
    expect(await text(next)).toBe('<p>brands with menus</p>');
  });
});

describe('what outside caches and browsers read from a cached page', () => {
  it('Strict-Transport-Security follows the scheme of each request, not of the one that filled the cache', async () => {
    const t = setup();
    const overHttps = { 'x-forwarded-proto': 'https', 'accept-encoding': 'br' };
    // Filled over http (the render's own header, as the middleware sets it, says nothing over http)...
    const miss = await t.request('/en/about')(t.page('<p>about</p>', { cache: shared }));
    expect(miss.headers.has('strict-transport-security')).toBe(false);
    // ...answered over https with it, and over http again without it.
    const hit = await t.request('/en/about', { headers: overHttps })(t.page('unused', { cache: shared }));
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    // Filled over https: the render's header is not kept for an http answer.
    await t.request('/en/privacy', { headers: overHttps })(
      t.page('<p>privacy</p>', { cache: shared, headers: { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } }),
    );
    const overHttp = await t.request('/en/privacy')(t.page('unused', { cache: shared }));
    expect(overHttp.headers.get('x-cache')).toBe('HIT');
    expect(overHttp.headers.has('strict-transport-security')).toBe(false);
    // The forwarded scheme of a peer that is no trusted proxy says nothing.
    const spoofed = await t.request('/en/about', { headers: overHttps }, '203.0.113.7')(t.page('unused', { cache: shared }));
    expect(spoofed.headers.get('x-cache')).toBe('HIT');
    expect(spoofed.headers.has('strict-transport-security')).toBe(false);
  });

  it('a stored page carries its tags for Varnish, Fastly and Cloudflare, bounded, with its page tag and its release', async () => {
    const t = setup();
    const many = { maxAge: 300, swr: 3600, tags: ['category:4', ...Array.from({ length: 1000 }, (_, index) => `product:SKU-${index}`)] };
    await t.request('/en/categories/phones')(t.page('<p>phones</p>', { cache: many }));
    const hit = await t.request('/en/categories/phones?page=2')(t.page('<p>page 2</p>', { cache: many }));
    expect(hit.headers.get('xkey')).toBe(`${pageTag('/en/categories/phones')} category:4 ${releaseTag()}`);
    expect(hit.headers.get('surrogate-key')).toBe(hit.headers.get('xkey'));
    expect(hit.headers.get('cache-tag')).toBe(`${pageTag('/en/categories/phones')},category:4,${releaseTag()}`);
    // The route cache still knows every product: a price change of one purges the page (answered stale while it re-renders).
    await t.cache.purge(['product:SKU-999']);
    expect((await t.request('/en/categories/phones')(t.page('<p>new</p>', { cache: many }))).headers.get('x-cache')).toBe('STALE');
  });

  it('a response passed through uncached keeps no unbounded Cache-Tag or CDN-Cache-Control of Astro', async () => {
    const t = setup();
    const tooShort = { maxAge: 0, swr: 0, tags: Array.from({ length: 1000 }, (_, index) => `product:SKU-${index}`) };
    const response = await t.request('/en/deals')(t.page('<p>deals</p>', { cache: tooShort }));
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.has('cache-tag')).toBe(false);
    expect(response.headers.has('cdn-cache-control')).toBe(false);
  });
});
