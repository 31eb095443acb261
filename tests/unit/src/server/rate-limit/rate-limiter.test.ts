/** Per-IP abuse limits: each address has its own allowance, the wait is told in seconds, the scale only loosens. */
import { describe, expect, it } from 'vitest';
import { LIMITS, limitScale } from '@/server/rate-limit/limits.ts';
import { consume, createLimiters } from '@/server/rate-limit/rate-limiter.ts';

describe('rate limits', () => {
  it('lets an address through up to its allowance, then tells how long to wait', async () => {
    const limiters = createLimiters(undefined, 1);
    const { points, durationSeconds } = LIMITS.newsletter;
    for (let i = 0; i < points; i++) expect(await consume('newsletter', '203.0.113.5', limiters.newsletter)).toEqual({ allowed: true });
    const refused = await consume('newsletter', '203.0.113.5', limiters.newsletter);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(durationSeconds - 5);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(durationSeconds);
    }
    // Another shopper is not affected, nor another kind of request.
    expect(await consume('newsletter', '203.0.113.6', limiters.newsletter)).toEqual({ allowed: true });
    expect(await consume('contact', '203.0.113.5', limiters.contact)).toEqual({ allowed: true });
  });

  it('counts every code request kind together per address', async () => {
    const limiters = createLimiters(undefined, 1);
    for (let i = 0; i < LIMITS.otpCode.points; i++) await consume('otpCode', '198.51.100.1', limiters.otpCode);
    expect((await consume('otpCode', '198.51.100.1', limiters.otpCode)).allowed).toBe(false);
  });

  it('scales allowances up only', () => {
    expect(limitScale({})).toBe(1);
    expect(limitScale({ RATE_LIMIT_SCALE: '1000' })).toBe(1000);
    expect(limitScale({ RATE_LIMIT_SCALE: '0' })).toBe(1);
    expect(limitScale({ RATE_LIMIT_SCALE: 'off' })).toBe(1);
  });
});
