/**
 * Per-IP limits on Redis: two storefronts pointing at one Redis count a shopper once; with Redis gone, each counts
 * in its own memory and nothing fails.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasRedisServer, startRedisServer, type RedisServer } from '../../../scripts/lib/redis-server.ts';
import { LIMITS } from '@/server/rate-limit/limits.ts';
import { closeRateLimitStore, consume, createLimiters } from '@/server/rate-limit/rate-limiter.ts';

const runRedis = hasRedisServer() || Boolean(process.env.CI);
let redis: RedisServer | undefined;

beforeAll(async () => {
  if (runRedis) redis = await startRedisServer();
});

afterAll(async () => {
  await closeRateLimitStore();
  await redis?.stop();
});

async function settled(): Promise<void> {
  // The client connects in the background; the first calls may use the insurance until it is ready.
  await new Promise((resolve) => setTimeout(resolve, 300));
}

describe.skipIf(!runRedis)('rate limits on Redis', () => {
  it('are shared by every storefront on the same Redis', async () => {
    const first = createLimiters(redis!.url, 1);
    const second = createLimiters(redis!.url, 1);
    await settled();
    const { points } = LIMITS.contact;
    for (let i = 0; i < points; i++) {
      const limiters = i % 2 === 0 ? first : second;
      expect((await consume('contact', '192.0.2.10', limiters.contact)).allowed).toBe(true);
    }
    expect((await consume('contact', '192.0.2.10', first.contact)).allowed).toBe(false);
    expect((await consume('contact', '192.0.2.10', second.contact)).allowed).toBe(false);
  });

  it('count in memory when Redis is gone, without failing a request', async () => {
    const limiters = createLimiters(redis!.url, 1);
    await settled();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await redis!.stop();
    const started = Date.now();
    expect((await consume('stockReminder', '192.0.2.20', limiters.stockReminder)).allowed).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
    for (let i = 1; i < LIMITS.stockReminder.points; i++) await consume('stockReminder', '192.0.2.20', limiters.stockReminder);
    expect((await consume('stockReminder', '192.0.2.20', limiters.stockReminder)).allowed).toBe(false);
    warn.mockRestore();
  });
});
