/**
 * The change notice's signature: HMAC-SHA256 over `${timestamp}.${raw body}` with REVALIDATE_SECRET. A good
 * signature passes; a wrong secret, a changed body or timestamp, a malformed header, a replay older than 5 minutes,
 * a timestamp from the future and a missing (or guessable) secret are all refused.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signNotice, verifyNoticeSignature } from '@/server/revalidation/signature.ts';

const secret = 'a-long-random-revalidation-secret';
const now = 1_790_000_000;
const body = Buffer.from(JSON.stringify({ tags: ['product:MB-1', 'catalogue'], at: '2026-09-21T10:00:00.000Z' }));

function check(overrides: Partial<Parameters<typeof verifyNoticeSignature>[0]> = {}) {
  return verifyNoticeSignature({
    secret,
    timestamp: String(now),
    signature: signNotice(secret, now, body),
    rawBody: body,
    nowSeconds: now,
    ...overrides,
  });
}

describe('change notice signature', () => {
  it('is sha256=<hex of HMAC-SHA256(secret, "<timestamp>.<raw body>")>, the contract the backend signs with', () => {
    const hex = createHmac('sha256', secret).update(`${now}.${body.toString()}`).digest('hex');
    expect(signNotice(secret, now, body)).toBe(`sha256=${hex}`);
  });

  it('accepts a good signature, also within the allowed age and clock skew', () => {
    expect(check()).toMatchObject({ ok: true, timestamp: now });
    expect(check({ nowSeconds: now + 300 }).ok).toBe(true);
    expect(check({ nowSeconds: now - 60 }).ok).toBe(true);
    expect(check({ signature: signNotice(secret, now, body).toUpperCase().replace('SHA256=', 'sha256=') }).ok).toBe(true);
  });

  it('refuses a signature made with another secret, or over another body or timestamp', () => {
    expect(check({ signature: signNotice('another-secret-of-enough-length', now, body) })).toEqual({ ok: false, reason: 'mismatch' });
    expect(check({ rawBody: Buffer.from(body.toString().replace('MB-1', 'MB-2')) })).toEqual({ ok: false, reason: 'mismatch' });
    expect(check({ timestamp: String(now - 1) })).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses malformed or missing headers', () => {
    for (const signature of [null, '', 'sha256=', 'sha1=abc', signNotice(secret, now, body).slice(0, -2), `sha256=${'z'.repeat(64)}`]) {
      expect(check({ signature })).toEqual({ ok: false, reason: 'malformed' });
    }
    for (const timestamp of [null, '', '-5', '1e9', 'now', '1790000000.5']) {
      expect(check({ timestamp })).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('refuses a replay older than 5 minutes, and a timestamp more than a minute ahead', () => {
    expect(check({ nowSeconds: now + 301 })).toEqual({ ok: false, reason: 'too old' });
    expect(check({ nowSeconds: now - 61 })).toEqual({ ok: false, reason: 'from the future' });
  });

  it('refuses everything when there is no secret, or one short enough to guess', () => {
    expect(check({ secret: undefined })).toEqual({ ok: false, reason: 'no secret' });
    expect(check({ secret: '' })).toEqual({ ok: false, reason: 'no secret' });
    const short = 'short-secret';
    expect(check({ secret: short, signature: signNotice(short, now, body) })).toEqual({ ok: false, reason: 'no secret' });
  });
});
