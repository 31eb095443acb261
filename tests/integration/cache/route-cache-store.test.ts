/**
 * The route cache's two stores against the same contract, the Redis one on a real `redis-server` started here:
 * pages in every stored form (binary-safe), the tag index and purges, the purge epoch that refuses a render begun
 * before a purge, notices applied once, lifetimes. Then what only Redis has: two instances sharing one cache, and
 * Redis going away (down, or too slow) costing only the caching, with one warning per outage.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gzipSync } from 'node:zlib';
import { createClient } from 'redis';
import type { PageEntry } from '@/server/cache/cached-page.ts';
import { MemoryStore } from '@/server/cache/memory-store.ts';
import { RedisStore } from '@/server/cache/redis-store.ts';
import { RouteCache } from '@/server/cache/route-cache.ts';
import { PURGE_GRACE_S, type RouteCacheStore } from '@/server/cache/store.ts';
import { hasRedisServer, REDIS_SERVER_BIN, startRedisServer, type RedisServer } from '../../../scripts/lib/redis-server.ts';

const runRedis = hasRedisServer() || Boolean(process.env.CI);
if (!runRedis) console.warn(`[route-cache tests] ${REDIS_SERVER_BIN} is missing: the Redis store tests are skipped (apt-get install -y redis-server)`);

let redis: RedisServer | undefined;
let prefixes = 0;
const opened: RouteCacheStore[] = [];

beforeAll(async () => {
  if (runRedis) redis = await startRedisServer();
});
afterAll(async () => {
  await Promise.all(opened.map((store) => store.close()));
  await redis?.stop();
});

/** A Redis store with a prefix of its own, connected, so tests never see each other's keys. */
async function redisStore(prefix = `test${++prefixes}:`): Promise<RedisStore> {
  const store = new RedisStore({ url: redis!.url, prefix });
  opened.push(store);
  await vi.waitFor(() => store.epoch(), { timeout: 5000 });
  return store;
}

const now = Date.now();
function entry(tags: string[], body = 'صفحة', lifetime = { maxAge: 300, swr: 600 }): PageEntry {
  return {
    meta: {
      status: 200,
      headers: [['content-type', 'text/html; charset=utf-8']],
      cacheControl: 'public, max-age=0, s-maxage=300, stale-while-revalidate=600',
      etag: 'W/"e"',
      encodings: ['br', 'gzip'],
      storedAt: now,
      tags,
      ...lifetime,
    },
    bodies: { br: Buffer.from([0, 255, 1, 254, 10, 13]), gzip: gzipSync(Buffer.from(body)) },
  };
}

const stores: [string, () => Promise<RouteCacheStore>][] = [
  ['memory', async () => new MemoryStore()],
  ['redis', redisStore],
];

describe.each(stores)('%s store', (kind, open) => {
  const skip = kind === 'redis' && !runRedis;

  it.skipIf(skip)('keeps every form of a page, byte for byte, and gives the plain bytes unpacked from gzip', async () => {
    const store = await open();
    expect(await store.write('http://s/ar', entry(['cms']), await store.epoch())).toBe(true);
    expect((await store.read('http://s/ar', 'br'))?.body).toEqual(Buffer.from([0, 255, 1, 254, 10, 13]));
    expect((await store.read('http://s/ar', 'gzip'))?.body).toEqual(gzipSync(Buffer.from('صفحة')));
    const plain = await store.read('http://s/ar', 'identity');
    expect(plain?.body.toString()).toBe('صفحة');
    expect(plain?.meta).toEqual(entry(['cms']).meta);
    const imageOnly: PageEntry = { meta: { ...entry([]).meta, encodings: ['identity'] }, bodies: { identity: Buffer.from('png') } };
    await store.write('http://s/og.png', imageOnly, await store.epoch());
    expect(await store.read('http://s/og.png', 'br')).toMatchObject({ encoding: 'identity', body: Buffer.from('png') });
    expect(await store.read('http://s/none', 'br')).toBeNull();
  });

  it.skipIf(skip)('marks exactly the pages carrying a purged tag as purged (kept for their re-render), and answers their keys', async () => {
    const store = await open();
    const epoch = await store.epoch();
    await store.write('http://s/ar', entry(['cms', 'catalogue', 'product:MB-1']), epoch);
    await store.write('http://s/en', entry(['cms', 'catalogue']), epoch);
    await store.write('http://s/ar/products/phone', entry(['product:MB-1', 'catalogue']), epoch);
    await store.write('http://s/ar/about', entry(['config']), epoch);
    expect((await store.purge(['product:MB-1']))?.sort()).toEqual(['http://s/ar', 'http://s/ar/products/phone']);
    expect(await store.read('http://s/ar', 'br')).toMatchObject({ purged: true });
    expect(await store.read('http://s/ar/products/phone', 'br')).toMatchObject({ purged: true });
    expect((await store.read('http://s/en', 'br'))?.purged).toBeUndefined();
    // Marked once: a second purge of the same pages has nothing left to re-render.
    expect(await store.purge(['product:MB-1'])).toEqual([]);
    expect((await store.purge(['catalogue', 'config']))?.sort()).toEqual(['http://s/ar/about', 'http://s/en']);
    expect(await store.read('http://s/ar/about', 'br')).toMatchObject({ purged: true, body: Buffer.from([0, 255, 1, 254, 10, 13]) });
    // The re-render replaces the purged copy.
    await store.write('http://s/ar/about', entry(['config']), await store.epoch());
    expect((await store.read('http://s/ar/about', 'br'))?.purged).toBeUndefined();
  });

  it.skipIf(skip)('refuses a render begun before a purge of one of its tags, and accepts one begun after', async () => {
    const store = await open();
    const before = await store.epoch();
    await store.purge(['product:MB-1']);
    expect(await store.write('http://s/p', entry(['product:MB-1', 'catalogue']), before)).toBe(false);
    expect(await store.read('http://s/p', 'br')).toBeNull();
    // A purge of an unrelated tag does not block it.
    expect(await store.write('http://s/q', entry(['product:OTHER']), before)).toBe(true);
    const after = await store.epoch();
    expect(after).toBeGreaterThan(before);
    expect(await store.write('http://s/p', entry(['product:MB-1', 'catalogue']), after)).toBe(true);
  });

  it.skipIf(skip)('with ifMatch, stores only over the page stored now with that ETag, not purged', async () => {
    const store = await open();
    const newer = { ...entry(['cms'], 'أحدث'), meta: { ...entry(['cms']).meta, etag: 'W/"newer"' } };
    const smaller = { ...entry(['cms']), meta: { ...entry(['cms']).meta, etag: 'W/"e.b10"' } };
    // Nothing stored: refused.
    expect(await store.write('http://s/ar', smaller, await store.epoch(), 'W/"e"')).toBe(false);
    expect(await store.read('http://s/ar', 'br')).toBeNull();
    // A newer render stored meanwhile: refused, and the newer render stays.
    await store.write('http://s/ar', newer, await store.epoch());
    expect(await store.write('http://s/ar', smaller, await store.epoch(), 'W/"e"')).toBe(false);
    expect((await store.read('http://s/ar', 'br'))?.meta.etag).toBe('W/"newer"');
    // The same render: stored over it.
    await store.write('http://s/ar', entry(['cms']), await store.epoch());
    expect(await store.write('http://s/ar', smaller, await store.epoch(), 'W/"e"')).toBe(true);
    expect((await store.read('http://s/ar', 'br'))?.meta.etag).toBe('W/"e.b10"');
    // The same render, purged since: refused, and it stays purged.
    await store.write('http://s/ar', entry(['cms']), await store.epoch());
    await store.purge(['cms']);
    expect(await store.write('http://s/ar', smaller, await store.epoch(), 'W/"e"')).toBe(false);
    expect(await store.read('http://s/ar', 'br')).toMatchObject({ purged: true, meta: { etag: 'W/"e"' } });
  });

  it.skipIf(skip)('applies a notice once: a repeat within its lifetime changes nothing', async () => {
    const store = await open();
    await store.write('http://s/ar', entry(['cms']), await store.epoch());
    expect(await store.purge(['cms'], { id: 'abc', ttlSeconds: 60 })).toEqual(['http://s/ar']);
    await store.write('http://s/ar', entry(['cms']), await store.epoch());
    expect(await store.purge(['cms'], { id: 'abc', ttlSeconds: 60 })).toBeNull();
    expect((await store.read('http://s/ar', 'br'))?.purged).toBeUndefined();
    expect(await store.purge(['cms'], { id: 'def', ttlSeconds: 60 })).toEqual(['http://s/ar']);
  });
});

describe('memory store lifetime and size', () => {
  it('drops a page after maxAge + swr, and evicts the least recently used past its byte budget', async () => {
    let clock = now;
    const store = new MemoryStore({ maxBytes: 60, now: () => clock });
    await store.write('a', entry([], 'x'.repeat(30), { maxAge: 10, swr: 5 }), 0);
    clock += 14_000;
    expect(await store.read('a', 'identity')).not.toBeNull();
    clock += 1_000;
    expect(await store.read('a', 'identity')).toBeNull();
    await store.write('a', entry(['t'], 'x'.repeat(30)), 0); // 29 bytes: 6 of br, 23 of gzip
    await store.write('b', entry(['t'], 'x'.repeat(30)), 0);
    await store.read('a', 'identity');
    await store.write('c', entry(['t'], 'x'.repeat(30)), 0);
    expect(await store.read('b', 'identity')).toBeNull();
    expect(await store.read('a', 'identity')).not.toBeNull();
    expect(await store.purge(['t'])).toEqual(['a', 'c']);
  });

  it('answers a purged page as stale for the grace at most, never past its own lifetime', async () => {
    let clock = now;
    const cache = new RouteCache(new MemoryStore({ now: () => clock }), { now: () => clock });
    await cache.store('long', entry(['t'], 'x', { maxAge: 300, swr: 600 }), 0);
    await cache.store('short', entry(['t'], 'x', { maxAge: 10, swr: 0 }), 0);
    expect(await cache.lookup('long', 'identity')).toMatchObject({ state: 'fresh' });
    await cache.purge(['t']);
    expect(await cache.lookup('long', 'identity')).toMatchObject({ state: 'stale' });
    expect(await cache.lookup('short', 'identity')).toMatchObject({ state: 'stale' });
    clock += 11_000;
    expect(await cache.lookup('short', 'identity')).toBeNull();
    expect(await cache.lookup('long', 'identity')).toMatchObject({ state: 'stale' });
    clock += PURGE_GRACE_S * 1000;
    expect(await cache.lookup('long', 'identity')).toBeNull();
  });
});

describe.skipIf(!runRedis)('Redis store', () => {
  it('gives a page and its tag index the page\'s lifetime (maxAge + swr)', async () => {
    const store = await redisStore('ttl:');
    await store.write('http://s/ar', entry(['cms'], 'x', { maxAge: 60, swr: 40 }), await store.epoch());
    const client = await createClient({ url: redis!.url }).connect();
    try {
      for (const key of ['ttl:page:http://s/ar', 'ttl:tag:cms']) {
        const ttl = await client.ttl(key);
        expect(ttl, key).toBeGreaterThan(95);
        expect(ttl, key).toBeLessThanOrEqual(100);
      }
    } finally {
      client.destroy();
    }
  });

  it('keeps a tag set as long as its longest page, and drops the pages that are gone from it', async () => {
    const store = await redisStore('tidy:');
    const client = await createClient({ url: redis!.url }).connect();
    try {
      await store.write('http://s/long', entry(['cms'], 'x', { maxAge: 600, swr: 400 }), await store.epoch());
      await store.write('http://s/short', entry(['cms', 'config'], 'x', { maxAge: 60, swr: 40 }), await store.epoch());
      expect(await client.ttl('tidy:tag:cms')).toBeGreaterThan(995);
      expect(await client.ttl('tidy:tag:config')).toBeLessThanOrEqual(100);
      // The short page expires (its key gone, as Redis drops it), while both its tags live on.
      await client.del('tidy:page:http://s/short');
      // A purge finds it gone: nothing to mark, and the set forgets it.
      expect(await store.purge(['config'])).toEqual([]);
      expect(await client.sMembers('tidy:tag:config')).toEqual([]);
      // A tag no purge names forgets it too, on the next write under that tag.
      expect((await client.sMembers('tidy:tag:cms')).sort()).toEqual(['http://s/long', 'http://s/short']);
      await store.write('http://s/other', entry(['cms']), await store.epoch());
      expect((await client.sMembers('tidy:tag:cms')).sort()).toEqual(['http://s/long', 'http://s/other']);
      // A purged page is kept through its grace, and so is its membership; once it is gone, the next purge drops it.
      expect(await store.purge(['cms'])).toEqual(expect.arrayContaining(['http://s/long', 'http://s/other']));
      expect((await client.sMembers('tidy:tag:cms')).sort()).toEqual(['http://s/long', 'http://s/other']);
      await client.del('tidy:page:http://s/other');
      await store.purge(['cms']);
      expect(await client.sMembers('tidy:tag:cms')).toEqual(['http://s/long']);
    } finally {
      client.destroy();
    }
  });

  it('is one cache for every instance: a page stored by one is read by another, a purge by either is seen by both', async () => {
    const [one, two] = [await redisStore('shared:'), await redisStore('shared:')];
    await one.write('http://s/ar', entry(['cms']), await one.epoch());
    expect((await two.read('http://s/ar', 'identity'))?.body.toString()).toBe('صفحة');
    // Both now hold a local copy (client-side caching). A new version written by one replaces it on the other as
    // soon as Redis's invalidation push arrives: well within the next request.
    expect((await one.read('http://s/ar', 'identity'))?.body.toString()).toBe('صفحة');
    await one.write('http://s/ar', entry(['cms'], 'نسخة جديدة'), await one.epoch());
    const seenWithin = { timeout: 200, interval: 5 };
    await vi.waitFor(async () => expect((await two.read('http://s/ar', 'identity'))?.body.toString()).toBe('نسخة جديدة'), seenWithin);
    const renderOnOne = await one.epoch();
    expect(await two.purge(['cms'])).toEqual(['http://s/ar']);
    await vi.waitFor(async () => expect(await one.read('http://s/ar', 'identity')).toMatchObject({ purged: true }), seenWithin);
    expect(await two.read('http://s/ar', 'identity')).toMatchObject({ purged: true });
    // A render that instance one began before instance two's purge is not stored either.
    expect(await one.write('http://s/ar', entry(['cms']), renderOnOne)).toBe(false);
  });

  it('renders uncached with one warning while Redis is down, throws on purge, and caches again once it is back', async () => {
    const server = await startRedisServer();
    const logger = { warn: vi.fn(), info: vi.fn() };
    const store = new RedisStore({ url: server.url });
    opened.push(store);
    const cache = new RouteCache(store, { logger });
    await vi.waitFor(() => store.epoch(), { timeout: 5000 });
    await cache.store('http://s/ar', entry(['cms']), (await cache.beginRender())!);
    expect(await cache.lookup('http://s/ar', 'br')).not.toBeNull();

    await server.stop();
    // The client learns that the connection closed a moment after the process has gone; until then it may still
    // answer a read from the copy it keeps (client-side caching), as it would with Redis up.
    await vi.waitFor(async () => expect(await cache.beginRender()).toBeNull(), { timeout: 5000, interval: 20 });
    for (let i = 0; i < 5; i++) {
      expect(await cache.lookup('http://s/ar', 'br')).toBeNull();
      expect(await cache.beginRender()).toBeNull();
      expect(await cache.store('http://s/ar', entry(['cms']), 0)).toBe(false);
    }
    expect(logger.warn).toHaveBeenCalledOnce();
    expect(logger.warn.mock.calls[0]![0]).toMatch(/redis cache is unavailable .*pages render uncached/);
    await expect(cache.purge(['cms'])).rejects.toThrow();

    const restarted = await startRedisServer(server.port);
    try {
      await vi.waitFor(async () => expect(await cache.beginRender()).not.toBeNull(), { timeout: 8000, interval: 200 });
      expect(logger.info).toHaveBeenCalledOnce();
      await cache.store('http://s/ar', entry(['cms']), (await cache.beginRender())!);
      expect(await cache.lookup('http://s/ar', 'br')).not.toBeNull();
      expect(logger.warn).toHaveBeenCalledOnce();
    } finally {
      await store.close();
      await restarted.stop();
    }
  });

  it('gives up on a Redis that does not answer within the command timeout, without throwing', async () => {
    const server = await startRedisServer();
    const logger = { warn: vi.fn(), info: vi.fn() };
    const store = new RedisStore({ url: server.url, commandTimeoutMs: 100 });
    opened.push(store);
    const cache = new RouteCache(store, { logger });
    await vi.waitFor(() => store.epoch(), { timeout: 5000 });
    process.kill(server.pid, 'SIGSTOP');
    try {
      const started = performance.now();
      expect(await cache.lookup('http://s/ar', 'br')).toBeNull();
      expect(performance.now() - started).toBeLessThan(1000);
      // Within the pause after a failure, the store is not even asked.
      const again = performance.now();
      expect(await cache.beginRender()).toBeNull();
      expect(performance.now() - again).toBeLessThan(50);
      expect(logger.warn).toHaveBeenCalledOnce();
    } finally {
      process.kill(server.pid, 'SIGCONT');
      await store.close();
      await server.stop();
    }
  });
});
