/**
 * The purge of the HTTP caches in front of the storefront, against local stand-ins: a `PURGE` with the tags in
 * `xkey-softpurge` to every URL, split to fit a header line; a failed answer retried; a cache still failing
 * after the last attempt logged, never thrown; and the route cache passing on each purge with the page tags of
 * the pages it emptied.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { EDGE_PURGE_HEADER, createEdgePurger, edgePurgeUrls, purgeBatches } from '@/server/cache/edge-purge.ts';
import { EDGE_TAG_HEADER_BYTES, pageTag } from '@/server/cache/edge-tags.ts';
import { MemoryStore } from '@/server/cache/memory-store.ts';
import { RouteCache } from '@/server/cache/route-cache.ts';
import { pageEntryFrom } from '@/server/cache/cached-page.ts';

const servers: Server[] = [];
afterAll(async () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

/** A stand-in cache that records each purge and answers `statuses` in turn (then 200). */
async function standIn(statuses: number[] = []) {
  const received: Array<{ method: string; tags: string[] }> = [];
  const server = createServer((req: IncomingMessage, res) => {
    received.push({ method: req.method ?? '', tags: String(req.headers[EDGE_PURGE_HEADER] ?? '').split(' ') });
    res.writeHead(statuses.shift() ?? 200).end();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, received };
}

describe('EDGE_PURGE_URLS', () => {
  it('lists http(s) URLs separated by commas and leaves out, with a warning, anything else', () => {
    const logger = { warn: vi.fn() };
    expect(edgePurgeUrls(' http://10.0.0.5:6081/ , https://edge.example/purge,ftp://x ,', logger)).toEqual([
      'http://10.0.0.5:6081/',
      'https://edge.example/purge',
    ]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(edgePurgeUrls(undefined)).toEqual([]);
  });
});

describe('the edge purger', () => {
  it('soft-purges every URL by the tags, in requests that each fit a header line', async () => {
    const [first, second] = [await standIn(), await standIn()];
    await createEdgePurger({ urls: [first.url, second.url] })(['product:A', 'listing:deals']);
    for (const cache of [first, second]) expect(cache.received).toEqual([{ method: 'PURGE', tags: ['product:A', 'listing:deals'] }]);

    const many = Array.from({ length: 2000 }, (_, index) => `product:SKU-${String(index).padStart(8, '0')}`);
    const batches = purgeBatches(many);
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.flat()).toEqual(many);
    for (const batch of batches) expect(Buffer.byteLength(batch.join(' '))).toBeLessThanOrEqual(EDGE_TAG_HEADER_BYTES);
  });

  it('asks again after a failed answer, and logs a cache that still fails after the last attempt', async () => {
    const flaky = await standIn([503]);
    const logger = { warn: vi.fn() };
    await createEdgePurger({ urls: [flaky.url], firstRetryMs: 1, logger })(['menu']);
    expect(flaky.received).toHaveLength(2);
    expect(logger.warn).not.toHaveBeenCalled();

    const down = await standIn([500, 500, 500]);
    await createEdgePurger({ urls: [down.url], firstRetryMs: 1, logger })(['menu']);
    expect(down.received).toHaveLength(3);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/could not purge 1 tag\(s\) from .* after 3 attempts \(HTTP 500\)/));
  });

  it('is handed each route-cache purge: its tags and the page tag of every page it emptied', async () => {
    const edgePurge = vi.fn(() => Promise.resolve());
    const cache = new RouteCache(new MemoryStore(), { edgePurge });
    const entry = await pageEntryFrom(new Response('<p>x</p>', { headers: { 'content-type': 'text/html' } }), {
      maxAge: 60,
      swr: 0,
      tags: ['product:A'],
      cacheControl: 'public',
      now: Date.now(),
    });
    await cache.store('http://store.test/en/deals?page=2', entry, await cache.beginRender() as number);
    await cache.purge(['product:A']);
    expect(edgePurge).toHaveBeenCalledWith(['product:A', pageTag('/en/deals')]);
  });
});
