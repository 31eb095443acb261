import { describe, expect, it } from 'vitest';
import { requestLocale } from '@/lib/i18n/request-locale.ts';
import {
  alternatePaths,
  localeSwitchHref,
  pathInLocale,
  splitLocalePath,
} from '@/lib/i18n/urls.ts';

describe('locale paths', () => {
  it('splits the locale prefix from the rest of the path', () => {
    expect(splitLocalePath('/en/cart')).toEqual({ locale: 'en', rest: '/cart' });
    expect(splitLocalePath('/ar')).toEqual({ locale: 'ar', rest: '' });
    expect(splitLocalePath('/ar/')).toEqual({ locale: 'ar', rest: '' });
    expect(splitLocalePath('/cart')).toBeNull();
    expect(splitLocalePath('/')).toBeNull();
  });

  it('maps a page to its twin in the other language', () => {
    expect(pathInLocale('/ar/brands/apple', 'en')).toBe('/en/brands/apple');
    expect(pathInLocale('/en', 'ar')).toBe('/ar');
    expect(pathInLocale('/', 'en')).toBe('/en');
    expect(alternatePaths('/en/categories/phones')).toEqual({ ar: '/ar/categories/phones', en: '/en/categories/phones' });
  });

  it('builds the switcher link with the same path and query plus the remember flag', () => {
    const href = localeSwitchHref(new URL('http://store.test/ar/search?keyword=phone&page=2'), 'en');
    expect(href).toBe('/en/search?keyword=phone&page=2&switch-locale=1');
    // An old flag in the URL is not duplicated.
    expect(localeSwitchHref(new URL('http://store.test/en?switch-locale=1'), 'ar')).toBe('/ar?switch-locale=1');
  });
});

describe('locale of pages outside [locale]', () => {
  it('uses the path prefix, then the cookie, then Arabic', () => {
    expect(requestLocale('/en/no-such-page', 'ar')).toBe('en');
    expect(requestLocale('/no-such-page', 'en')).toBe('en');
    expect(requestLocale('/no-such-page', 'xx')).toBe('ar');
    expect(requestLocale('/404', undefined)).toBe('ar');
  });
});
