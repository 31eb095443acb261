/** The middleware's last step (src/server/middleware/security-headers.ts). */
import { describe, expect, it } from 'vitest';
import { securityHeaders, withSecurityHeaders } from '@/server/middleware/security-headers.ts';

describe('security headers', () => {
  it('sets the CSP and hardening headers on every response', () => {
    const headers = securityHeaders(false, false);
    const csp = headers['Content-Security-Policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self' https://wa.me");
    expect(csp).not.toContain('ws:');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });

  it('adds HSTS only over https and the HMR websocket only in development', () => {
    expect(securityHeaders(false, false)['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders(true, false)['Strict-Transport-Security']).toContain('max-age=31536000');
    expect(securityHeaders(false, true)['Content-Security-Policy']).toContain('ws:');
  });
});

describe('the security headers step', () => {
  const security = { isHttps: false, isDev: false, ownCode: { scripts: ['console.log(1)'], styles: ['b{}'] } };

  it("allows the store's own inline code by its hashes, with the page's styles and Astro's policy", () => {
    const page = new Response('<p>', { headers: { 'content-security-policy': "script-src 'sha256-astro'; style-src 'sha256-astrostyle'" } });
    const csp = withSecurityHeaders(page, { ...security, pageStyleHashes: ["'sha256-look'"] }).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("'sha256-astro'");
    expect(csp).toContain("'sha256-look'");
    expect(csp).toMatch(/script-src[^;]*'sha256-[A-Za-z0-9+/=]{44}'/);
    expect(csp).not.toBe(withSecurityHeaders(new Response('<p>'), { ...security, ownCode: { scripts: [], styles: [] } }).headers.get('content-security-policy'));
  });

  it('adds the extra headers, and copies a response whose headers cannot change', () => {
    const fetched = Response.redirect('http://store.test/ar', 302);
    const answered = withSecurityHeaders(fetched, { ...security, extra: { 'X-Request-Id': 'abc' } });
    expect(answered.status).toBe(302);
    expect(answered.headers.get('x-request-id')).toBe('abc');
    expect(answered.headers.get('x-frame-options')).toBe('DENY');
  });
});
