/**
 * The tier is supervised like production (scripts/lib/supervisor.ts): a storefront killed with SIGKILL is started
 * again while the other keeps answering, through https and Varnish (its director and probe take the dead one out,
 * and a read that failed on it is retried on the other, so no guest sees an error); Redis and Varnish killed the
 * same way come back too, and the store answers again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killHard } from '../../../scripts/lib/edge-tier.ts';
import { edgeTierSkipReason, startTestEdgeTier, type TestEdgeTier } from '../../helpers/edge-tier.ts';

if (edgeTierSkipReason) console.warn(`[supervised tier] skipped: ${edgeTierSkipReason}`);

let tier: TestEdgeTier;

beforeAll(async () => {
  if (!edgeTierSkipReason) tier = await startTestEdgeTier();
}, 180_000);

afterAll(async () => {
  await tier?.close();
});

/** Asks for `url` every 50 ms until `done` resolves; the statuses seen (0 for no answer within 20 s: a slow answer on a busy machine is still an answer). */
async function pollWhile(url: string, done: Promise<unknown>): Promise<number[]> {
  const statuses: number[] = [];
  let finished = false;
  void done.finally(() => (finished = true));
  while (!finished) {
    statuses.push(await fetch(url, { signal: AbortSignal.timeout(20_000) }).then((r) => (void r.body?.cancel(), r.status), () => 0));
    await new Promise((r) => setTimeout(r, 50));
  }
  return statuses;
}

describe.skipIf(edgeTierSkipReason)('a supervised tier', () => {
  it('restarts a storefront killed with SIGKILL while the other and Varnish keep answering every guest', async () => {
    const [first, second] = tier.services.storefronts as [typeof tier.services.storefronts[0], typeof tier.services.storefronts[0]];
    const killedAt = Date.now();
    const before = first.pid();
    killHard(first);
    const back = first.upSince(killedAt, 60_000);
    // Through https and Varnish, an answer Varnish never keeps (no-store): every request reaches a storefront, and none
    // waits on the backend (whose speed on a busy machine is not this test's subject).
    const [throughEdge, direct] = await Promise.all([pollWhile(`${tier.httpsUrl}/healthz`, back), pollWhile(`${tier.storefrontUrls[1]}/healthz`, back)]);
    await back;
    expect(first.pid()).not.toBe(before);
    expect(first.restarts()).toBe(1);
    expect(second.restarts()).toBe(0);
    expect(throughEdge.length).toBeGreaterThan(5);
    expect(throughEdge.filter((status) => status !== 200), tier.supervisorLog.join('\n')).toEqual([]);
    expect(direct.filter((status) => status !== 200)).toEqual([]);
    // Back means answering; it says it serves (/healthz 200) once its route cache answers (503 `starting` until then,
    // so Varnish's probe sends it nothing before: src/server/release/drain.ts).
    await expect.poll(async () => (await fetch(`${tier.storefrontUrls[0]}/healthz`)).status, { timeout: 15_000 }).toBe(200);
    expect(tier.supervisorLog.join('\n')).toMatch(/storefront 1 .* exited \(SIGKILL\); restarting/);
  }, 90_000);

  it('brings Redis and Varnish back after SIGKILL, and the store answers through https again', async () => {
    for (const service of [tier.services.redis, tier.services.varnish]) {
      const killedAt = Date.now();
      killHard(service);
      await service.upSince(killedAt, 30_000);
    }
    await expect.poll(async () => (await fetch(`${tier.httpsUrl}/en`)).status, { timeout: 20_000 }).toBe(200);
  }, 60_000);
});
