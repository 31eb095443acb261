/**
 * A Redis outage shows on `/metrics` (src/server/cache/redis-connection-metrics.ts): with a real redis-server behind the
 * route cache's and the add ledger's connections, `storefront_redis_up` is 1 for each while Redis answers, 0 once it
 * is stopped (with its errors counted), and 1 again once it is back on the same port.
 */
import client from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRedisServer, startRedisServer, type RedisServer } from '../../../scripts/lib/redis-server.ts';
import { RedisStore } from '@/server/cache/redis-store.ts';
import { redisAddLedger, type AddLedger } from '@/server/cart/add-ledger.ts';

const runRedis = hasRedisServer() || Boolean(process.env.CI);
let redis: RedisServer | undefined;
let store: RedisStore | undefined;
let ledger: AddLedger | undefined;

beforeAll(async () => {
  if (!runRedis) return;
  redis = await startRedisServer();
  store = new RedisStore({ url: redis.url });
  ledger = redisAddLedger(redis.url);
});

afterAll(async () => {
  await Promise.all([store?.close(), ledger?.close()]);
  await redis?.stop();
});

async function sample(name: string, role: string): Promise<number | undefined> {
  const metric = await client.register.getSingleMetric(name)?.get();
  return metric?.values.find((value) => value.labels.client === role)?.value;
}

const up = (role: string) => sample('storefront_redis_up', role);

describe.skipIf(!runRedis)('a Redis outage on /metrics', () => {
  it('is up while Redis answers, down with its errors counted once it stops, and up again when it is back', async () => {
    await expect.poll(() => up('route-cache'), { timeout: 5000 }).toBe(1);
    await expect.poll(() => up('cart-ledger'), { timeout: 5000 }).toBe(1);
    const errorsBefore = (await sample('storefront_redis_errors_total', 'route-cache')) ?? 0;

    const port = redis!.port;
    await redis!.stop();
    await expect.poll(() => up('route-cache'), { timeout: 5000 }).toBe(0);
    await expect.poll(() => up('cart-ledger'), { timeout: 5000 }).toBe(0);
    expect(await sample('storefront_redis_errors_total', 'route-cache')).toBeGreaterThan(errorsBefore);
    const exposition = await client.register.metrics();
    expect(exposition).toContain('storefront_redis_up{client="route-cache"} 0');

    redis = await startRedisServer(port);
    await expect.poll(() => up('route-cache'), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => up('cart-ledger'), { timeout: 10_000 }).toBe(1);
  }, 30_000);
});
