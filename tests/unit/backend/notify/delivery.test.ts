/**
 * The pieces of change-notice delivery: the signature (checked against the storefront's own verifier), merging the
 * notices a storefront missed, the backoff, and giving up a day after the change (with a clock under test control).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../../backend/db/database.ts';
import { enqueueNotice, MAX_NOTICE_TAGS, mergeNotices, noticeBody, type PendingNotice } from '../../../../backend/notify/change-notices.ts';
import { DELIVERY_DEFAULTS, NoticeDeliverer, retryDelay } from '../../../../backend/notify/delivery.ts';
import { noticeHeaders, signNotice } from '../../../../backend/notify/signature.ts';
import { signNotice as storefrontSign, verifyNoticeSignature } from '@/server/revalidation/signature.ts';

const SECRET = '0123456789abcdef0123456789abcdef';

describe('signature', () => {
  it('is sha256=<hex> of HMAC-SHA256(secret, "<timestamp>.<raw body>"), the same as the storefront computes', () => {
    const body = noticeBody({ tags: ['product:APPL-1001', 'catalogue'], at: '2026-01-05T10:00:00.000Z' });
    expect(body).toBe('{"tags":["product:APPL-1001","catalogue"],"at":"2026-01-05T10:00:00.000Z"}');
    expect(signNotice(SECRET, 1767607200, body)).toBe(storefrontSign(SECRET, 1767607200, body));
    expect(signNotice(SECRET, 1767607200, body)).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(signNotice(SECRET, 1767607201, body)).not.toBe(signNotice(SECRET, 1767607200, body));
    expect(signNotice(`${SECRET}x`, 1767607200, body)).not.toBe(signNotice(SECRET, 1767607200, body));
  });

  it('gives headers the storefront accepts now, and refuses once altered or replayed late', () => {
    const body = noticeBody({ tags: ['cms'], at: new Date().toISOString() });
    const now = Date.now();
    const headers = noticeHeaders(SECRET, body, now);
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['X-Matjar-Timestamp']).toBe(String(Math.floor(now / 1000)));
    const check = (rawBody: string, nowSeconds?: number) =>
      verifyNoticeSignature({
        secret: SECRET,
        timestamp: headers['X-Matjar-Timestamp']!,
        signature: headers['X-Matjar-Signature']!,
        rawBody: Buffer.from(rawBody),
        nowSeconds,
      });
    expect(check(body).ok).toBe(true);
    expect(check(body.replace('cms', 'config')).ok).toBe(false);
    expect(check(body, Math.floor(now / 1000) + 301).ok).toBe(false);
  });
});

describe('merging and backoff', () => {
  const notice = (id: number, tags: string[], changedAt: string): PendingNotice => ({ id, url: 'u', tags, changedAt, createdAt: 0, attempts: 0 });

  it('merges what a storefront missed into one notice: the union of the tags, the latest change time', () => {
    const merged = mergeNotices([
      notice(1, ['product:A', 'catalogue'], '2026-01-01T10:00:00.000Z'),
      notice(2, ['cms'], '2026-01-01T10:05:00.000Z'),
      notice(3, ['catalogue', 'product:B'], '2026-01-01T10:03:00.000Z'),
    ]);
    expect(merged).toEqual([
      { notice: { tags: ['product:A', 'catalogue', 'cms', 'product:B'], at: '2026-01-01T10:05:00.000Z' }, ids: [1, 2, 3] },
    ]);
  });

  it('starts a new notice where the storefront would refuse a larger one', () => {
    const many = (from: number) => Array.from({ length: 300 }, (_, i) => `product:SKU-${from + i}`);
    const merged = mergeNotices([notice(1, many(0), 'a'), notice(2, many(300), 'b'), notice(3, ['cms'], 'c')]);
    expect(merged.map((batch) => batch.ids)).toEqual([[1], [2, 3]]);
    for (const batch of merged) expect(batch.notice.tags.length).toBeLessThanOrEqual(MAX_NOTICE_TAGS);
  });

  it('waits 1 s, 2 s, 4 s … between attempts, at most 60 s', () => {
    const { firstRetryMs, maxRetryMs } = DELIVERY_DEFAULTS;
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((attempts) => retryDelay(attempts, firstRetryMs, maxRetryMs))).toEqual([
      1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000,
    ]);
    expect(DELIVERY_DEFAULTS.giveUpAfterMs).toBe(24 * 60 * 60 * 1000);
  });
});

describe('NoticeDeliverer', () => {
  let db: Database;
  let deliverer: NoticeDeliverer | undefined;
  afterEach(async () => {
    await deliverer?.close();
    db?.close();
  });

  const rows = () =>
    db.prepare('SELECT attempts, next_attempt_at, delivered_at, failed_at, last_error FROM change_notices ORDER BY id').all() as Array<{
      attempts: number;
      next_attempt_at: number;
      delivered_at: number | null;
      failed_at: number | null;
      last_error: string | null;
    }>;

  it('retries an unreachable storefront with backoff and gives the notice up, logged, a day after the change', async () => {
    db = openDatabase(':memory:');
    // A port that was just free: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(probe.address() as AddressInfo).port}/api/revalidate`;
    await new Promise((resolve) => probe.close(resolve));

    let clock = Date.parse('2026-03-01T08:00:00Z');
    const logged: string[] = [];
    const logger = { info: (m: string) => logged.push(`info ${m}`), warn: (m: string) => logged.push(`warn ${m}`), error: (m: string) => logged.push(`error ${m}`) };
    deliverer = new NoticeDeliverer(db, { secret: SECRET, now: () => clock, logger });
    enqueueNotice(db, [url], ['config'], clock);

    deliverer.wake();
    await deliverer.idle();
    expect(rows()[0]).toMatchObject({ attempts: 1, next_attempt_at: clock + 1000, delivered_at: null, failed_at: null });
    expect(logged.filter((line) => line.startsWith('warn'))).toHaveLength(1);

    clock += 1000;
    deliverer.wake();
    await deliverer.idle();
    expect(rows()[0]).toMatchObject({ attempts: 2, next_attempt_at: clock + 2000 });
    // One warning per outage, not per attempt.
    expect(logged.filter((line) => line.startsWith('warn'))).toHaveLength(1);

    clock = Date.parse('2026-03-02T08:00:00Z');
    deliverer.wake();
    await deliverer.idle();
    expect(rows()[0]).toMatchObject({ attempts: 3, delivered_at: null, failed_at: clock });
    expect(logged.at(-1)).toMatch(/^error \[notify\] gave up change notice #1 to .* \(config\): still failing after 3 attempts/);
  });
});
