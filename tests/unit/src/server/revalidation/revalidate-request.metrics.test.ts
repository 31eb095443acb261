/**
 * What `/api/revalidate` tells the metrics (src/server/observability/revalidation-metrics.ts): each notice's outcome,
 * and for one applied the purge lag, from the change's signed time to the purge.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { changeNotices, purgeLag } from '@/server/observability/revalidation-metrics.ts';
import { handleRevalidation, type RevalidationDeps } from '@/server/revalidation/revalidate-request.ts';
import { signNotice } from '@/server/revalidation/signature.ts';

const secret = 'a-long-random-revalidation-secret';
const now = 1_790_000_000;
const quiet = { warn: () => undefined, error: () => undefined };

function notice(body: string, key = secret): Request {
  return new Request('http://storefront.test/api/revalidate', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-matjar-timestamp': String(now), 'x-matjar-signature': signNotice(key, now, body) },
  });
}

const changedAt = (secondsAgo: number) => JSON.stringify({ tags: ['product:MB-1'], at: new Date((now - secondsAgo) * 1000).toISOString() });
const deps = (purge: RevalidationDeps['purge']): RevalidationDeps => ({ purge, secret, nowSeconds: () => now, logger: quiet });

async function outcomes(): Promise<Record<string, number>> {
  return Object.fromEntries((await changeNotices.get()).values.map((entry) => [entry.labels.outcome, entry.value]));
}

async function lag(): Promise<{ count: number; sum: number }> {
  const { values } = await purgeLag.get();
  const pick = (suffix: string) => values.find((entry) => entry.metricName?.endsWith(suffix))?.value ?? 0;
  return { count: pick('_count'), sum: pick('_sum') };
}

beforeEach(() => {
  changeNotices.reset();
  purgeLag.reset();
});

describe('change notice metrics', () => {
  it('a purged notice counts its lag from the change it announces', async () => {
    expect((await handleRevalidation(notice(changedAt(1.5)), deps(async () => true))).status).toBe(204);
    expect(await lag()).toEqual({ count: 1, sum: 1.5 });
    expect(await outcomes()).toMatchObject({ purged: 1 });
  });

  it('a change stamped ahead of this clock counts no negative lag', async () => {
    await handleRevalidation(notice(changedAt(-30)), deps(async () => true));
    expect(await lag()).toEqual({ count: 1, sum: 0 });
  });

  it('a repeat, a refused notice and a purge that fails are counted apart, without a lag', async () => {
    await handleRevalidation(notice(changedAt(2)), deps(async () => false));
    await handleRevalidation(notice(changedAt(2), 'another-long-secret-0123'), deps(async () => true));
    await handleRevalidation(notice('{not json'), deps(async () => true));
    const failing = deps(async () => {
      throw new Error('Redis is down');
    });
    expect((await handleRevalidation(notice(changedAt(2)), failing)).status).toBe(503);
    expect(await outcomes()).toMatchObject({ repeat: 1, refused: 2, failed: 1 });
    expect((await lag()).count).toBe(0);
  });
});
