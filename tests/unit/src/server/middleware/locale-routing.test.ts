/** The middleware's locale step (src/server/middleware/locale-routing.ts). */
import { describe, expect, it } from 'vitest';
import { localeRedirectTarget, localeSwitch, routeLocale } from '@/server/middleware/locale-routing.ts';
import { fakeRequest } from '../../../../helpers/fake-request.ts';

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

describe('the locale step', () => {
  const redirect = (location: string, status = 302) => new Response(null, { status, headers: { Location: location } });

  it('redirects an unprefixed path to the remembered locale, uncached, and sets no cookie', () => {
    const { context, jar } = fakeRequest({ locale: 'en' }, 'http://localhost/cart?x=1');
    const response = routeLocale({ ...context, redirect }, false);
    expect(response?.status).toBe(302);
    expect(response?.headers.get('location')).toBe('/en/cart?x=1');
    expect(response?.headers.get('cache-control')).toBe('no-store');
    expect(jar.size).toBe(0);
  });

  it('remembers a switched-to locale for a year and lands on the clean URL', () => {
    const { context, jar } = fakeRequest({}, 'http://localhost/en/search?keyword=phone&switch-locale=1');
    const response = routeLocale({ ...context, redirect }, true);
    expect(response?.headers.get('location')).toBe('/en/search?keyword=phone');
    expect(response?.headers.get('cache-control')).toBe('no-store');
    expect(jar.get('locale')).toEqual({ value: 'en', options: { path: '/', maxAge: 31_536_000, sameSite: 'lax', secure: true } });
  });

  it('lets a page under a locale pass', () => {
    const { context } = fakeRequest({}, 'http://localhost/ar/cart');
    expect(routeLocale({ ...context, redirect }, false)).toBeNull();
  });
});
