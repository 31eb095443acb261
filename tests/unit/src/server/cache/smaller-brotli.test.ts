/**
 * The smaller brotli form a stored page gets in the background (smaller-brotli.ts): once the page has stayed stored
 * for SMALLER_BROTLI_AFTER_S, stored under the same key and render epoch with the same meta (but an ETag of its own)
 * and gzip form, a brotli form that unpacks to the same page and is smaller than the quick one; nothing for a page
 * without a brotli form, whose best form is no smaller, or that was purged or stored again meanwhile; one page at a
 * time; a failure reported, nothing stored.
 */
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageEntry, StoredPage } from '@/server/cache/cached-page.ts';
import {
  DEFAULT_SMALLER_BROTLI_AFTER_S,
  smallerBrotliAfterMs,
  smallerBrotliSettled,
  smallerFormEtag,
  storeSmallerBrotli,
  type SmallerBrotliCache,
} from '@/server/cache/smaller-brotli.ts';

/** A page of varied text, as a listing is (a repeated line compresses alike at every quality). */
const page = Buffer.from(
  Array.from({ length: 400 }, (_, index) => `<li><a href="/ar/products/p-${index * 7919}">منتج ${(index * 104729) % 9973} بسعر ${index * 13} ر.ق</a></li>`).join(''),
);
const quick = brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
const meta: PageEntry['meta'] = { status: 200, headers: [], cacheControl: 'public', etag: 'W/"x"', encodings: ['br', 'gzip'], storedAt: 1, maxAge: 300, swr: 3600, tags: ['t'] };
const entry: PageEntry = { meta, bodies: { br: quick, gzip: gzipSync(page) } };

/** A cache holding `stored` (the entry itself unless told) under every key; `store` records what is stored. */
function cacheHolding(stored: PageEntry | null = entry, extra: Partial<StoredPage> = {}) {
  const lookup = vi.fn<SmallerBrotliCache['lookup']>(async (_key, encoding) =>
    stored ? { meta: stored.meta, encoding, body: stored.bodies[encoding]!, state: 'fresh', ...extra } : null,
  );
  const store = vi.fn<SmallerBrotliCache['store']>(() => Promise.resolve(true));
  return { lookup, store };
}

beforeEach(() => vi.stubEnv('SMALLER_BROTLI_AFTER_S', '0'));
afterEach(() => vi.unstubAllEnvs());

describe('storeSmallerBrotli', () => {
  it('stores the page again with a smaller brotli form of the same bytes, under the same key and render epoch, only over that render', async () => {
    const cache = cacheHolding();
    storeSmallerBrotli(cache, 'https://store.test/ar', entry, 42, () => undefined);
    await smallerBrotliSettled();
    expect(cache.lookup).toHaveBeenCalledWith('https://store.test/ar', 'gzip');
    expect(cache.store).toHaveBeenCalledTimes(1);
    const [key, stored, epoch, ifMatch] = cache.store.mock.calls[0]!;
    expect([key, epoch]).toEqual(['https://store.test/ar', 42]);
    // The store refuses it if another render was stored while it was being compressed.
    expect(ifMatch).toBe(meta.etag);
    // The same page under an ETag of its own, so that an outside cache revalidating its quick form takes this one.
    expect(stored.meta).toEqual({ ...meta, etag: smallerFormEtag(meta.etag) });
    expect(smallerFormEtag(meta.etag)).not.toBe(meta.etag);
    expect(smallerFormEtag(meta.etag)).toMatch(/^W\/"[^"]+"$/);
    expect(stored.bodies.gzip!.equals(entry.bodies.gzip!)).toBe(true);
    expect(brotliDecompressSync(stored.bodies.br!).equals(page)).toBe(true);
    expect(stored.bodies.br!.length).toBeLessThan(quick.length);
  });

  it('waits until the page has stayed stored for SMALLER_BROTLI_AFTER_S', async () => {
    vi.stubEnv('SMALLER_BROTLI_AFTER_S', '0.3');
    const cache = cacheHolding();
    const started = performance.now();
    storeSmallerBrotli(cache, 'https://store.test/ar', entry, 1, () => undefined);
    await new Promise((done) => setTimeout(done, 100));
    expect(cache.lookup).not.toHaveBeenCalled();
    await smallerBrotliSettled();
    expect(cache.store).toHaveBeenCalledTimes(1);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('reads its wait from the environment: seconds from 0 to 3600, else the default', () => {
    const fallback = DEFAULT_SMALLER_BROTLI_AFTER_S * 1000;
    expect(smallerBrotliAfterMs({})).toBe(fallback);
    expect(smallerBrotliAfterMs({ SMALLER_BROTLI_AFTER_S: '0' })).toBe(0);
    expect(smallerBrotliAfterMs({ SMALLER_BROTLI_AFTER_S: '30' })).toBe(30_000);
    for (const wrong of ['', ' ', '-1', '3601', 'soon', 'Infinity']) expect(smallerBrotliAfterMs({ SMALLER_BROTLI_AFTER_S: wrong })).toBe(fallback);
  });

  it('leaves a page that was purged, stored again or dropped meanwhile as it is', async () => {
    const purged = cacheHolding(entry, { purged: true });
    const replaced = cacheHolding({ ...entry, meta: { ...meta, etag: 'W/"y"' } });
    const smallerAlready = cacheHolding({ ...entry, meta: { ...meta, etag: smallerFormEtag(meta.etag) } });
    const gone = cacheHolding(null);
    for (const cache of [purged, replaced, smallerAlready, gone]) storeSmallerBrotli(cache, 'https://store.test/ar', entry, 1, () => undefined);
    await smallerBrotliSettled();
    for (const cache of [purged, replaced, smallerAlready, gone]) {
      expect(cache.lookup).toHaveBeenCalledTimes(1);
      expect(cache.store).not.toHaveBeenCalled();
    }
  });

  it('keeps the meta stored now: the same bytes rendered again since keep their later time', async () => {
    const again = cacheHolding({ ...entry, meta: { ...meta, storedAt: 5 } });
    storeSmallerBrotli(again, 'https://store.test/ar', entry, 1, () => undefined);
    await smallerBrotliSettled();
    expect(again.store).toHaveBeenCalledTimes(1);
    expect(again.store.mock.calls[0]![1].meta).toEqual({ ...meta, storedAt: 5, etag: smallerFormEtag(meta.etag) });
  });

  it('leaves a page stored without a brotli form (an image, a font) as it is', async () => {
    const plain: PageEntry = { meta: { ...meta, encodings: ['identity'] }, bodies: { identity: page } };
    const cache = cacheHolding(plain);
    storeSmallerBrotli(cache, 'https://store.test/x.webp', plain, 1, () => undefined);
    await smallerBrotliSettled();
    expect(cache.lookup).not.toHaveBeenCalled();
    expect(cache.store).not.toHaveBeenCalled();
  });

  it('stores nothing again when the form it makes is no smaller (the stored copy and its ETag stay)', async () => {
    const best = brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });
    const alreadyBest: PageEntry = { meta, bodies: { br: best, gzip: gzipSync(page) } };
    const cache = cacheHolding(alreadyBest);
    storeSmallerBrotli(cache, 'https://store.test/ar', alreadyBest, 1, () => undefined);
    await smallerBrotliSettled();
    expect(cache.store).not.toHaveBeenCalled();
  });

  it('makes one page at a time', async () => {
    let running = 0;
    let most = 0;
    const cache = cacheHolding();
    cache.store.mockImplementation(async () => {
      most = Math.max(most, ++running);
      await new Promise((done) => setTimeout(done, 5));
      running -= 1;
      return true;
    });
    for (let index = 0; index < 4; index++) storeSmallerBrotli(cache, `https://store.test/ar/p-${index}`, entry, 1, () => undefined);
    await smallerBrotliSettled();
    expect(cache.store).toHaveBeenCalledTimes(4);
    expect(most).toBe(1);
  });

  it('reports a failure, which leaves the quick form stored', async () => {
    const onError = vi.fn();
    const cache = cacheHolding();
    cache.store.mockRejectedValue(new Error('store down'));
    storeSmallerBrotli(cache, 'https://store.test/ar', entry, 1, onError);
    await smallerBrotliSettled();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'store down' }));
  });
});
