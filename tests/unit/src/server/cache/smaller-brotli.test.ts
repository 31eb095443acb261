/**
 * The smaller brotli form a stored page gets in the background (smaller-brotli.ts): stored under the same key and
 * render epoch with the same meta (but an ETag of its own) and gzip form, a brotli form that unpacks to the same
 * page and is smaller than the quick one; nothing for a page without a brotli form, or whose best form is no
 * smaller; one page at a time; a failure reported, nothing stored.
 */
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { PageEntry } from '@/server/cache/cached-page.ts';
import { smallerBrotliSettled, smallerFormEtag, storeSmallerBrotli, type StorePage } from '@/server/cache/smaller-brotli.ts';

/** A page of varied text, as a listing is (a repeated line compresses alike at every quality). */
const page = Buffer.from(
  Array.from({ length: 400 }, (_, index) => `<li><a href="/ar/products/p-${index * 7919}">منتج ${(index * 104729) % 9973} بسعر ${index * 13} ر.ق</a></li>`).join(''),
);
const quick = brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
const meta: PageEntry['meta'] = { status: 200, headers: [], cacheControl: 'public', etag: 'W/"x"', encodings: ['br', 'gzip'], storedAt: 1, maxAge: 300, swr: 3600, tags: ['t'] };
const entry: PageEntry = { meta, bodies: { br: quick, gzip: gzipSync(page) } };

describe('storeSmallerBrotli', () => {
  it('stores the page again with a smaller brotli form of the same bytes, under the same key and render epoch', async () => {
    const store = vi.fn<StorePage>(() => Promise.resolve(true));
    storeSmallerBrotli(store, 'https://store.test/ar', entry, 42, () => undefined);
    await smallerBrotliSettled();
    expect(store).toHaveBeenCalledTimes(1);
    const [key, stored, epoch] = store.mock.calls[0]!;
    expect([key, epoch]).toEqual(['https://store.test/ar', 42]);
    // The same page under an ETag of its own, so that an outside cache revalidating its quick form takes this one.
    expect(stored.meta).toEqual({ ...meta, etag: smallerFormEtag(meta.etag) });
    expect(smallerFormEtag(meta.etag)).not.toBe(meta.etag);
    expect(smallerFormEtag(meta.etag)).toMatch(/^W\/"[^"]+"$/);
    expect(stored.bodies.gzip).toBe(entry.bodies.gzip);
    expect(brotliDecompressSync(stored.bodies.br!).equals(page)).toBe(true);
    expect(stored.bodies.br!.length).toBeLessThan(quick.length);
  });

  it('leaves a page stored without a brotli form (an image, a font) as it is', async () => {
    const store = vi.fn<StorePage>(() => Promise.resolve(true));
    storeSmallerBrotli(store, 'https://store.test/x.webp', { meta: { ...meta, encodings: ['identity'] }, bodies: { identity: page } }, 1, () => undefined);
    await smallerBrotliSettled();
    expect(store).not.toHaveBeenCalled();
  });

  it('stores nothing again when the best quality is no smaller (the stored copy and its ETag stay)', async () => {
    const store = vi.fn<StorePage>(() => Promise.resolve(true));
    const best = brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });
    storeSmallerBrotli(store, 'https://store.test/ar', { meta, bodies: { br: best, gzip: gzipSync(page) } }, 1, () => undefined);
    await smallerBrotliSettled();
    expect(store).not.toHaveBeenCalled();
  });

  it('makes one page at a time', async () => {
    let running = 0;
    let most = 0;
    const store = vi.fn<StorePage>(async () => {
      most = Math.max(most, ++running);
      await new Promise((done) => setTimeout(done, 5));
      running -= 1;
      return true;
    });
    for (let index = 0; index < 4; index++) storeSmallerBrotli(store, `https://store.test/ar/p-${index}`, entry, 1, () => undefined);
    await smallerBrotliSettled();
    expect(store).toHaveBeenCalledTimes(4);
    expect(most).toBe(1);
  });

  it('reports a failure, which leaves the quick form stored', async () => {
    const onError = vi.fn();
    const store = vi.fn<StorePage>(() => Promise.reject(new Error('store down')));
    storeSmallerBrotli(store, 'https://store.test/ar', entry, 1, onError);
    await smallerBrotliSettled();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'store down' }));
  });
});
