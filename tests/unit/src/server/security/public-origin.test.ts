/**
 * The store's public origin (src/server/security/public-origin.ts): absolute URLs come from SITE_URL, never from the
 * request's Host; the origin a form post must carry takes its scheme from a trusted proxy only; production refuses
 * to run without SITE_URL.
 */
import { describe, expect, it } from 'vitest';
import { requestPublicOrigin, siteOrigin, siteUrlProblem } from '@/server/security/public-origin.ts';

describe('canonical origin', () => {
  it('prefers SITE_URL and falls back to the request origin', () => {
    const request = new URL('http://127.0.0.1:4321/ar');
    expect(siteOrigin(request, 'https://matjar.qa/some/path')).toBe('https://matjar.qa');
    expect(siteOrigin(request, undefined)).toBe('http://127.0.0.1:4321');
    expect(siteOrigin(request, 'not a url')).toBe('http://127.0.0.1:4321');
  });

  it('ignores a forged Host once SITE_URL is set, and a SITE_URL that is not http(s)', () => {
    expect(siteOrigin(new URL('http://evil.example/ar'), 'https://matjar.qa')).toBe('https://matjar.qa');
    expect(siteOrigin(new URL('http://127.0.0.1:4321/ar'), 'javascript:alert(1)')).toBe('http://127.0.0.1:4321');
  });
});

describe("a request's public origin", () => {
  const behindTls = (peer: string | null, env: { SITE_URL?: string; TRUSTED_PROXIES?: string }, proto = 'https') =>
    requestPublicOrigin(
      new Request('http://127.0.0.1:4321/_actions/cart.addItem', { method: 'POST', headers: { 'x-forwarded-proto': proto } }),
      new URL('http://127.0.0.1:4321/_actions/cart.addItem'),
      peer,
      env,
    );

  it("takes the scheme a trusted proxy forwarded, with SITE_URL's host", () => {
    expect(behindTls('127.0.0.1', { SITE_URL: 'http://matjar.qa' })).toBe('https://matjar.qa');
    expect(behindTls('::ffff:127.0.0.1', { SITE_URL: 'http://127.0.0.1:4321' })).toBe('https://127.0.0.1:4321');
    expect(behindTls('10.0.0.5', { SITE_URL: 'https://matjar.qa', TRUSTED_PROXIES: '10.0.0.0/8' }, 'http')).toBe('http://matjar.qa');
    expect(behindTls('127.0.0.1', {})).toBe('https://127.0.0.1:4321');
  });

  it('ignores the forwarded scheme from any other peer', () => {
    expect(behindTls('203.0.113.7', { SITE_URL: 'http://127.0.0.1:4321' })).toBe('http://127.0.0.1:4321');
    expect(behindTls('127.0.0.1', { SITE_URL: 'http://127.0.0.1:4321', TRUSTED_PROXIES: '192.0.2.1' })).toBe('http://127.0.0.1:4321');
    expect(behindTls(null, { SITE_URL: 'https://matjar.qa' }, 'http')).toBe('https://matjar.qa');
    expect(behindTls('127.0.0.1', { SITE_URL: 'http://127.0.0.1:4321' }, 'gopher')).toBe('http://127.0.0.1:4321');
  });
});

describe('production without SITE_URL', () => {
  it('is refused with a message naming SITE_URL; development runs without it', () => {
    expect(siteUrlProblem({ NODE_ENV: 'production' })).toMatch(/SITE_URL is not set/);
    expect(siteUrlProblem({ NODE_ENV: 'production', SITE_URL: 'matjar.qa' })).toMatch(/SITE_URL \(matjar\.qa\) is not an http\(s\) URL/);
    expect(siteUrlProblem({ NODE_ENV: 'production', SITE_URL: 'https://matjar.qa' })).toBeNull();
    expect(siteUrlProblem({ NODE_ENV: 'development' })).toBeNull();
  });
});
