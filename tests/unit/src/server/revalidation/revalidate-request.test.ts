/**
 * `POST /api/revalidate` end to end over a Request: the status for each kind of bad notice (401 signature, 400
 * body, 413 size), 204 after the tags are purged, a repeat applied once, 503 when the cache cannot be reached, and
 * never a cacheable answer.
 */
import { describe, expect, it, vi } from 'vitest';
import { handleRevalidation, type RevalidationDeps } from '@/server/revalidation/revalidate-request.ts';
import { signNotice } from '@/server/revalidation/signature.ts';

const secret = 'a-long-random-revalidation-secret';
const now = 1_790_000_000;

function notice(body: string, { key = secret, timestamp = now }: { key?: string; timestamp?: number } = {}): Request {
  return new Request('http://storefront.test/api/revalidate', {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      'x-matjar-timestamp': String(timestamp),
      'x-matjar-signature': signNotice(key, timestamp, body),
    },
  });
}

function deps(overrides: Partial<RevalidationDeps> = {}) {
  return { purge: vi.fn(async () => true), secret, nowSeconds: () => now, logger: { warn: vi.fn(), error: vi.fn() }, ...overrides };
}

const valid = JSON.stringify({ tags: ['product:MB-1', 'category:3', 'catalogue'], at: '2026-09-21T10:00:00.000Z' });

describe('POST /api/revalidate', () => {
  it('purges the notice\'s tags and answers 204, uncacheable', async () => {
    const purge = vi.fn<RevalidationDeps['purge']>(async () => true);
    const response = await handleRevalidation(notice(valid), deps({ purge }));
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(purge).toHaveBeenCalledTimes(1);
    const [tags, once] = purge.mock.calls[0]!;
    expect(tags).toEqual(['product:MB-1', 'category:3', 'catalogue']);
    // The notice is recognized by its signature for as long as it could be accepted (5 min + 1 min skew).
    expect(once.id).toBe(signNotice(secret, now, valid).slice('sha256='.length));
    expect(once.ttlSeconds).toBeGreaterThanOrEqual(360);
  });

  it('answers 204 to a notice already applied, without applying it again', async () => {
    const d = deps({ purge: vi.fn(async () => false) });
    expect((await handleRevalidation(notice(valid), d)).status).toBe(204);
  });

  it('answers 401 to a bad signature, a replay older than 5 minutes, and when no secret is configured', async () => {
    const d = deps();
    expect((await handleRevalidation(notice(valid, { key: 'not-the-storefront-secret' }), d)).status).toBe(401);
    expect((await handleRevalidation(notice(valid, { timestamp: now - 301 }), d)).status).toBe(401);
    const unsigned = new Request('http://storefront.test/api/revalidate', { method: 'POST', body: valid });
    expect((await handleRevalidation(unsigned, d)).status).toBe(401);
    const noSecret = deps({ secret: undefined });
    const refused = await handleRevalidation(notice(valid), noSecret);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    expect(d.purge).not.toHaveBeenCalled();
    expect(noSecret.purge).not.toHaveBeenCalled();
  });

  it('answers 400 to a signed body that is not a notice', async () => {
    const d = deps();
    const bodies = [
      'not json',
      JSON.stringify({ tags: [], at: '2026-09-21T10:00:00Z' }),
      JSON.stringify({ tags: ['catalogue'] }),
      JSON.stringify({ tags: ['catalogue'], at: 'yesterday' }),
      JSON.stringify({ tags: ['two words'], at: '2026-09-21T10:00:00Z' }),
      JSON.stringify({ tags: ['a,b'], at: '2026-09-21T10:00:00Z' }),
      JSON.stringify({ tags: ['x'.repeat(201)], at: '2026-09-21T10:00:00Z' }),
      JSON.stringify({ tags: Array.from({ length: 501 }, (_, i) => `product:${i}`), at: '2026-09-21T10:00:00Z' }),
      JSON.stringify({ tags: [42], at: '2026-09-21T10:00:00Z' }),
    ];
    for (const body of bodies) {
      const response = await handleRevalidation(notice(body), d);
      expect(response.status, body.slice(0, 60)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/notice/i);
    }
    expect(d.purge).not.toHaveBeenCalled();
  });

  it('answers 413 to a body over 64 KB without reading it whole', async () => {
    const d = deps();
    const huge = JSON.stringify({ tags: ['catalogue'], at: '2026-09-21T10:00:00Z', pad: 'x'.repeat(70_000) });
    expect((await handleRevalidation(notice(huge), d)).status).toBe(413);
    expect(d.purge).not.toHaveBeenCalled();
  });

  it('answers 503 with Retry-After when the cache cannot be reached, so the backend delivers it again', async () => {
    const d = deps({ purge: vi.fn(async () => Promise.reject(new Error('The client is offline'))) });
    const response = await handleRevalidation(notice(valid), d);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(d.logger.error).toHaveBeenCalledOnce();
  });
});
