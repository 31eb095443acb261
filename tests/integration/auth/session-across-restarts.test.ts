/**
 * A signed-in shopper stays signed in across a storefront crash and a Redis restart, because the session needs no
 * store: it is the customer's token in their own HttpOnly cookie, checked by the backend (src/server/shopper/
 * customer-session.ts). Redis holds only what can be rebuilt or may be lost (the route cache, the rate limits, the
 * cart adds' ledger, one-time form results), and the tier's Redis keeps an append-only file, so after a restart it
 * still holds them too.
 */
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killHard } from '../../../scripts/lib/edge-tier.ts';
import { health } from '../../../scripts/lib/rolling-deploy.ts';
import { Shopper, signUpByCode } from '../../../scripts/lib/storefront-shopper.ts';
import { edgeTierSkipReason, startTestEdgeTier, type TestEdgeTier } from '../../helpers/edge-tier.ts';

if (edgeTierSkipReason) console.warn(`[session across restarts] skipped: ${edgeTierSkipReason}`);

let tier: TestEdgeTier;

beforeAll(async () => {
  if (!edgeTierSkipReason) tier = await startTestEdgeTier();
}, 180_000);

afterAll(async () => {
  await tier?.close();
});

async function redisKeys(): Promise<number> {
  const client = createClient({ url: tier.redisUrl });
  await client.connect();
  try {
    return await client.dbSize();
  } finally {
    await client.quit();
  }
}

/** The account page answers 200 to a signed-in shopper (a guest is sent to sign in). */
const signedIn = async (shopper: Shopper) => (await shopper.send('account', '/en/account', {}, 200)) !== null;

describe.skipIf(edgeTierSkipReason)('a signed-in shopper', () => {
  it('stays signed in when both storefronts crash and Redis restarts (gracefully and with SIGKILL)', async () => {
    const shopper = new Shopper(tier.httpsUrl);
    expect(await signUpByCode(shopper, tier.backendUrl, { email: 'stays@example.qa', telephone: '55443322' })).toBe(true);
    expect(await signedIn(shopper)).toBe(true);

    for (const storefront of tier.services.storefronts) {
      const killedAt = Date.now();
      killHard(storefront);
      await storefront.upSince(killedAt);
    }
    // Back means answering; each says it serves (/healthz ok) once ready (src/server/release/drain.ts).
    for (const url of tier.storefrontUrls) await expect.poll(async () => (await health(url))?.status, { timeout: 20_000 }).toBe('ok');
    expect(await signedIn(shopper)).toBe(true);

    // A shared page in the route cache (a storefront just restarted renders uncached until its Redis client is connected).
    await expect
      .poll(async () => ((await fetch(`${tier.storefrontUrls[0]}/en/about`)).status === 200 ? redisKeys() : 0), { timeout: 20_000, interval: 250 })
      .toBeGreaterThan(0);
    const keys = await redisKeys();
    expect(keys).toBeGreaterThan(0);
    // A restart as an operator or a package upgrade does it (SIGTERM: Redis writes its append-only file out)...
    const restartedAt = Date.now();
    process.kill(tier.services.redis.pid()!, 'SIGTERM');
    await tier.services.redis.upSince(restartedAt);
    expect(await redisKeys()).toBeGreaterThanOrEqual(keys);
    expect(await signedIn(shopper)).toBe(true);

    // ...and a crash (SIGKILL: at most the last second of writes is lost).
    const killedAt = Date.now();
    killHard(tier.services.redis);
    await tier.services.redis.upSince(killedAt);
    await expect.poll(() => signedIn(shopper), { timeout: 20_000 }).toBe(true);
    expect(shopper.cookie('customer_token')).toBeTruthy();
  }, 90_000);
});
