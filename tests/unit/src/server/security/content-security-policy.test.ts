/** The storefront's Content-Security-Policy: Astro's hashes kept, no 'unsafe-inline', third parties only when on. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspHashSource } from '@/server/security/content-security-policy.ts';
import { thirdParties } from '@/server/security/third-parties.ts';

const ASTRO_POLICY = "script-src 'self' 'sha256-AAA='; style-src 'self' 'sha256-BBB=';";
const none = { recaptchaSiteKey: null, metaPixelId: null };
const base = { isDev: false, paymentOrigin: 'https://checkout.payfort.com', thirdParties: none };

function directive(policy: string, name: string): string[] | undefined {
  const found = policy.split(';').map((part) => part.trim().split(/\s+/)).find(([first]) => first === name);
  return found?.slice(1);
}

describe('contentSecurityPolicy', () => {
  it("keeps Astro's script and style hashes and adds the store's directives, without 'unsafe-inline'", () => {
    const policy = contentSecurityPolicy(ASTRO_POLICY, base);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-AAA='"]);
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'sha256-BBB='"]);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'", 'https://wa.me', 'https://checkout.payfort.com']);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('google');
  });

  it("answers 'self' for scripts and styles on a response Astro did not render as a page", () => {
    const policy = contentSecurityPolicy(null, base);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'style-src')).toEqual(["'self'"]);
  });

  it('adds the hashes of our own inline scripts and styles', () => {
    const ownHashes = { scripts: [cspHashSource('a()')], styles: [cspHashSource('b{}')] };
    const policy = contentSecurityPolicy(ASTRO_POLICY, { ...base, ownHashes });
    const expected = `'sha256-${createHash('sha256').update('a()').digest('base64')}'`;
    expect(directive(policy, 'script-src')).toContain(expected);
    expect(directive(policy, 'style-src')).toContain(cspHashSource('b{}'));
  });

  it('lets the payment page origin of the configuration receive the checkout form', () => {
    const policy = contentSecurityPolicy(ASTRO_POLICY, { ...base, paymentOrigin: 'http://127.0.0.1:4000' });
    expect(directive(policy, 'form-action')).toContain('http://127.0.0.1:4000');
  });

  it("allows reCAPTCHA's and the pixel's origins only when their keys are set", () => {
    const on = thirdParties({ RECAPTCHA_SITE_KEY: '6LcTestKey_abc', META_PIXEL_ID: '1234567890' });
    const policy = contentSecurityPolicy(ASTRO_POLICY, { ...base, thirdParties: on });
    expect(directive(policy, 'script-src')).toEqual(
      expect.arrayContaining(["'sha256-AAA='", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/', 'https://connect.facebook.net']),
    );
    expect(directive(policy, 'frame-src')).toContain('https://www.google.com/recaptcha/');
    expect(directive(policy, 'img-src')).toContain('https://www.facebook.com');
    expect(policy).not.toContain('unsafe-inline');
    expect(thirdParties({ RECAPTCHA_SITE_KEY: '<script>', META_PIXEL_ID: '' })).toEqual(none);
  });

  it('lets Vite work in development only', () => {
    const policy = contentSecurityPolicy(null, { ...base, isDev: true });
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'ws:', 'wss:']);
    expect(directive(contentSecurityPolicy(null, base), 'connect-src')).toEqual(["'self'"]);
  });
});
