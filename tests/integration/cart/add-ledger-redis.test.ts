/**
 * The add ledger on Redis (src/server/cart/add-ledger.ts): two storefronts on one Redis see each other's adds, so an
 * add sent again to the other instance is not applied twice; with Redis gone, an add is applied as new, never held.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRedisServer, startRedisServer, type RedisServer } from '../../../scripts/lib/redis-server.ts';
import { redisAddLedger, type AddLedger } from '@/server/cart/add-ledger.ts';

const runRedis = hasRedisServer() || Boolean(process.env.CI);
let redis: RedisServer | undefined;
const ledgers: AddLedger[] = [];

beforeAll(async () => {
  if (runRedis) redis = await startRedisServer();
});

afterAll(async () => {
  await Promise.all(ledgers.map((ledger) => ledger.close()));
  await redis?.stop();
});

const ledgerAt = (url: string) => {
  const ledger = redisAddLedger(url);
  ledgers.push(ledger);
  return ledger;
};

describe.skipIf(!runRedis)('the add ledger on Redis', () => {
  it('is shared by every storefront on the same Redis', async () => {
    const [first, second] = [ledgerAt(redis!.url), ledgerAt(redis!.url)];
    // Each connects as it is made; until then an add is applied as new.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const addId = crypto.randomUUID();
    expect(await first.claim(addId, 'cart-a')).toBeNull();
    expect(await second.claim(addId, 'cart-a')).toEqual({ outcome: 'pending', cart: 'cart-a' });
    await first.record(addId, { outcome: 'done', cart: 'cart-a' });
    expect(await second.claim(addId, 'cart-a')).toEqual({ outcome: 'done', cart: 'cart-a' });
    await second.release(addId);
    expect(await first.claim(addId, 'cart-a')).toBeNull();
  });

  it('answers an add as new when Redis does not answer', async () => {
    const gone = ledgerAt('redis://127.0.0.1:1');
    const addId = crypto.randomUUID();
    expect(await gone.claim(addId, 'cart-a')).toBeNull();
    expect(await gone.claim(addId, 'cart-a')).toBeNull();
    await gone.record(addId, { outcome: 'done', cart: 'cart-a' });
    await gone.release(addId);
  });
});
