import { describe, expect, it } from 'vitest';
import { localeRedirectTarget, localeSwitch, securityHeaders } from '@/middleware.ts';

const url = (path: string) => new URL(path, 'http://store.test');

describe('locale redirect for unprefixed paths', () => {
  it('sends / to Arabic when no locale is remembered', () => {
    expect(localeRedirectTarget(url('/'), undefined)).toBe('/ar');
  });

  it('keeps path and query and follows the cookie', () => {
    expect(localeRedirectTarget(url('/cart?x=1'), 'en')).toBe('/en/cart?x=1');
    expect(localeRedirectTarget(url('/products/iphone-15?color=red&size=2'), 'ar')).toBe('/ar/products/iphone-15?color=red&size=2');
  });

  it('ignores a cookie that is not a store locale', () => {
    expect(localeRedirectTarget(url('/about'), 'fr')).toBe('/ar/about');
  });

  it('leaves prefixed pages alone', () => {
    expect(localeRedirectTarget(url('/ar'), 'en')).toBeNull();
    expect(localeRedirectTarget(url('/en/cart?x=1'), 'ar')).toBeNull();
  });

  it('never redirects assets, media, actions, API, sitemap, robots, error pages or files', () => {
    for (const path of [
      '/_astro/index.abc123.css',
      '/media/catalog/product/a.jpg',
      '/_actions/cart.add',
      '/api/search-suggestions?keyword=a',
      '/sitemap.xml',
      '/robots.txt',
      '/favicon.ico',
      '/favicon.svg',
      '/og-image.png',
      '/404',
      '/500',
    ]) {
      expect(localeRedirectTarget(url(path), undefined), path).toBeNull();
    }
  });

  it('treats a path that only looks like a locale as unprefixed', () => {
    expect(localeRedirectTarget(url('/arabic/x'), undefined)).toBe('/ar/arabic/x');
  });
});

describe('locale switcher flag', () => {
  it('remembers the target locale and lands on the clean URL with the same query', () => {
    expect(localeSwitch(url('/en/search?keyword=phone&switch-locale=1'))).toEqual({
      locale: 'en',
      location: '/en/search?keyword=phone',
    });
    expect(localeSwitch(url('/ar?switch-locale=1'))).toEqual({ locale: 'ar', location: '/ar' });
  });

  it('does nothing without the flag or without a locale prefix', () => {
    expect(localeSwitch(url('/en/search?keyword=phone'))).toBeNull();
    expect(localeSwitch(url('/search?switch-locale=1'))).toBeNull();
  });
});

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
