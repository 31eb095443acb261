/** The bot check (reCAPTCHA v3, action `submit`): off without a site key, verified with the secret, strict on doubt. */
import { describe, expect, it, vi } from 'vitest';
import { botCheckTokenOf, checkBot } from '@/server/security/bot-check.ts';

const on = { RECAPTCHA_SITE_KEY: '6LcSiteKey_123', RECAPTCHA_SECRET_KEY: 'secret-abc' };

describe('checkBot', () => {
  it('is off, and calls nobody, without a site key', async () => {
    const verify = vi.fn();
    expect(await checkBot(null, '10.0.0.1', {}, verify)).toBe('off');
    expect(verify).not.toHaveBeenCalled();
  });

  it('refuses a submission without a token when it is on', async () => {
    expect(await checkBot(null, null, on, vi.fn())).toBe('failed');
  });

  it("passes a token Google scores high enough for the action 'submit', sending the secret and the address", async () => {
    const verify = vi.fn().mockResolvedValue({ success: true, action: 'submit', score: 0.9 });
    expect(await checkBot('token-1', '10.0.0.1', on, verify)).toBe('passed');
    const body = verify.mock.calls[0]![0] as URLSearchParams;
    expect(body.get('secret')).toBe('secret-abc');
    expect(body.get('response')).toBe('token-1');
    expect(body.get('remoteip')).toBe('10.0.0.1');
  });

  it('refuses a low score, another action, a failed verdict and an unreachable Google', async () => {
    expect(await checkBot('t', null, on, vi.fn().mockResolvedValue({ success: true, action: 'submit', score: 0.1 }))).toBe('failed');
    expect(await checkBot('t', null, on, vi.fn().mockResolvedValue({ success: true, action: 'login', score: 0.9 }))).toBe('failed');
    expect(await checkBot('t', null, on, vi.fn().mockResolvedValue({ success: false }))).toBe('failed');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await checkBot('t', null, on, vi.fn().mockRejectedValue(new Error('timeout')))).toBe('failed');
    warn.mockRestore();
  });

  it('honours RECAPTCHA_MIN_SCORE', async () => {
    const verify = vi.fn().mockResolvedValue({ success: true, action: 'submit', score: 0.3 });
    expect(await checkBot('t', null, { ...on, RECAPTCHA_MIN_SCORE: '0.2' }, verify)).toBe('passed');
  });

  it('without the secret, only asks for a token (Magento checks the newsletter one)', async () => {
    const verify = vi.fn();
    expect(await checkBot('t', null, { RECAPTCHA_SITE_KEY: '6LcSiteKey_123' }, verify)).toBe('passed');
    expect(verify).not.toHaveBeenCalled();
  });

  it('takes only token-shaped values', () => {
    expect(botCheckTokenOf('03AGdBq2_x-y')).toBe('03AGdBq2_x-y');
    expect(botCheckTokenOf('<script>')).toBeNull();
    expect(botCheckTokenOf('x'.repeat(5000))).toBeNull();
    expect(botCheckTokenOf(42)).toBeNull();
  });
});
