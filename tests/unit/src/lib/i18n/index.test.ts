import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  LOCALES,
  NAMESPACES,
  dirOf,
  getT,
  isLocale,
  localePath,
  productPath,
  otherLocale,
  storeIdOf,
} from '@/lib/i18n/index.ts';

describe('locale helpers', () => {
  it('knows the two locales with ar as default', () => {
    expect(LOCALES).toEqual(['ar', 'en']);
    expect(DEFAULT_LOCALE).toBe('ar');
  });

  it('recognises only ar and en', () => {
    expect(isLocale('ar')).toBe(true);
    expect(isLocale('en')).toBe(true);
    for (const value of ['fr', 'AR', '', undefined, null, 1]) expect(isLocale(value)).toBe(false);
  });

  it('swaps to the other locale and direction', () => {
    expect(otherLocale('ar')).toBe('en');
    expect(otherLocale('en')).toBe('ar');
    expect(dirOf('ar')).toBe('rtl');
    expect(dirOf('en')).toBe('ltr');
  });

  it('prefixes paths with the locale', () => {
    expect(localePath('ar')).toBe('/ar');
    expect(localePath('ar', '/')).toBe('/ar');
    expect(localePath('en', '/cart')).toBe('/en/cart');
    expect(localePath('en', 'cart')).toBe('/en/cart');
    expect(localePath('ar', '/search?keyword=tv')).toBe('/ar/search?keyword=tv');
    expect(localePath('en', '/?x=1')).toBe('/en?x=1');
  });

  it('maps locales to Magento store ids (ar 1, en 2)', () => {
    expect(storeIdOf('ar')).toBe(1);
    expect(storeIdOf('en')).toBe(2);
  });

  it('remembers the locale in a cookie for 365 days', () => {
    expect(LOCALE_COOKIE).toBe('locale');
    expect(LOCALE_COOKIE_MAX_AGE).toBe(31_536_000);
  });
});

describe('productPath', () => {
  it("is a product's page in the locale, its url key escaped, with a variant's choice when there is one", () => {
    expect(productPath('ar', 'apple-iphone-15')).toBe('/ar/products/apple-iphone-15');
    expect(productPath('en', 'apple-iphone-15', 'color=51&capacity=82')).toBe('/en/products/apple-iphone-15?color=51&capacity=82');
    expect(productPath('en', 'a b', null)).toBe('/en/products/a%20b');
    expect(productPath('ar', 'x', '')).toBe('/ar/products/x');
  });
});

describe('getT', () => {
  it('loads every namespace file', () => {
    expect(NAMESPACES).toEqual(expect.arrayContaining(['common', 'errors', 'validation']));
  });

  it('translates namespaced keys in each locale', () => {
    expect(getT('en')('validation:required')).toBe('Field is Required');
    expect(getT('ar')('validation:required')).toBe('الحقل مطلوب');
    expect(getT('en')('errors:page.notFoundMessage')).toBe('This page could not be found');
  });

  it('interpolates without HTML-escaping (the renderer escapes)', () => {
    expect(getT('en')('errors:cart.addSkuFailed', { sku: 'A&B' })).toBe('Failed to add item to cart with SKU A&B');
  });

  it('uses Arabic plural forms', () => {
    expect(getT('ar')('common:pagination.results', { count: 2 })).toBe('نتيجتان');
    expect(getT('en')('common:pagination.results', { count: 2 })).toBe('2 results');
  });

  it('returns the same translator for repeated calls', () => {
    expect(getT('ar')).toBe(getT('ar'));
  });
});
