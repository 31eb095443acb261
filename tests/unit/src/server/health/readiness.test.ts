/**
 * `GET /readyz`'s checks: the commerce API answers a GraphQL request (an open circuit breaker is "circuit-open"
 * without asking), and, only when the route cache is on Redis, Redis answers. `GET /healthz` asks nothing.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryStore } from '@/server/cache/memory-store.ts';
import { RouteCache } from '@/server/cache/route-cache.ts';
import type { RouteCacheStore } from '@/server/cache/store.ts';
import { readiness } from '@/server/health/readiness.ts';
import { GET as healthz } from '@/pages/healthz.ts';
import { startFakeCommerceServer, type FakeCommerceServer } from '../../../../helpers/fake-commerce-server.ts';
import { commerceFor } from '../../../../helpers/commerce-client.ts';

const guest = commerceFor('ar');

const SHARED_CACHE = Symbol.for('matjar.route-cache');
const holder = globalThis as { [SHARED_CACHE]?: RouteCache };
const saved = { ...process.env };
let server: FakeCommerceServer;

function useCache(store: RouteCacheStore) {
  holder[SHARED_CACHE] = new RouteCache(store, { logger: { warn: () => undefined, info: () => undefined } });
}

const brokenRedis: RouteCacheStore = {
  kind: 'redis',
  epoch: () => Promise.reject(new Error('The client is offline')),
  read: () => Promise.reject(new Error('offline')),
  write: () => Promise.reject(new Error('offline')),
  purge: () => Promise.reject(new Error('offline')),
  close: async () => {},
};
const workingRedis: RouteCacheStore = { ...brokenRedis, epoch: () => Promise.resolve(3) };

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  process.env.COMMERCE_BREAKER_FAILURES = '2';
  process.env.COMMERCE_BREAKER_RESET_MS = '60000';
});
beforeAll(async () => {
  server = await startFakeCommerceServer();
  process.env.COMMERCE_URL = server.url;
});
afterEach(() => {
  delete holder[SHARED_CACHE];
});
afterAll(async () => {
  process.env = saved;
  vi.restoreAllMocks();
  await server.close();
});

describe('readiness', () => {
  it('is ready when the commerce API answers, with no Redis check on the memory cache', async () => {
    useCache(new MemoryStore());
    server.handle(() => ({ json: { data: { __typename: 'Query' } } }));
    expect(await readiness(guest)).toEqual({ ready: true, checks: { commerce: 'ok' } });
    expect(server.requests.at(-1)?.body).toMatchObject({ query: expect.stringContaining('query Readiness') });
  });

  it('checks Redis when the cache is on it, and says which check failed', async () => {
    server.handle(() => ({ json: { data: { __typename: 'Query' } } }));
    useCache(workingRedis);
    expect(await readiness(guest)).toEqual({ ready: true, checks: { commerce: 'ok', redis: 'ok' } });
    useCache(brokenRedis);
    expect(await readiness(guest)).toEqual({ ready: false, checks: { commerce: 'ok', redis: 'unavailable' } });
  });

  it('is not ready when the commerce API fails, then says so without asking while the breaker is open', async () => {
    useCache(new MemoryStore());
    server.handle(() => ({ status: 503, text: 'down' }));
    expect(await readiness(guest)).toEqual({ ready: false, checks: { commerce: 'unavailable' } });
    expect(await readiness(guest)).toEqual({ ready: false, checks: { commerce: 'circuit-open' } });
    const asked = server.requests.length;
    expect(await readiness(guest)).toEqual({ ready: false, checks: { commerce: 'circuit-open' } });
    expect(server.requests).toHaveLength(asked);
  });
});

describe('liveness', () => {
  it('answers 200, not stored, without asking the backend', async () => {
    const asked = server.requests.length;
    const response = await healthz({} as Parameters<typeof healthz>[0]);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(server.requests).toHaveLength(asked);
  });
});
