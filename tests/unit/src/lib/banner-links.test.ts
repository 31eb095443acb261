/** Spec §2 banner link rules: url, product_id, category_id (with and without url), anything else. */
import { describe, expect, it } from 'vitest';
import { bannerHref, bannerTarget } from '@/lib/banner-links.ts';

describe('bannerHref (spec §2)', () => {
  it('type url links to pwa_url, in the shopper locale', () => {
    expect(bannerHref('en', { banner_link_type: 'url', pwa_url: '/deals' })).toBe('/en/deals');
    expect(bannerHref('ar', { banner_link_type: 'url', pwa_url: '/deals' })).toBe('/ar/deals');
  });

  it('type product_id links to /products/{product_url}', () => {
    expect(bannerHref('en', { banner_link_type: 'product_id', product_url: 'galaxy-s24-ultra' })).toBe(
      '/en/products/galaxy-s24-ultra',
    );
  });

  it('type category_id links to /categories/{category_url}', () => {
    expect(bannerHref('ar', { banner_link_type: 'category_id', category_url: 'mobile-phones' })).toBe(
      '/ar/categories/mobile-phones',
    );
  });

  it('type category_id without a category url links to home', () => {
    expect(bannerHref('en', { banner_link_type: 'category_id', category_url: null })).toBe('/en');
    expect(bannerHref('ar', { banner_link_type: 'category_id', category_url: '  ' })).toBe('/ar');
    expect(bannerHref('ar', { banner_link_type: 'category_id' })).toBe('/ar');
  });

  it('type product_id without a product url opens the all-products list (the slug is optional)', () => {
    expect(bannerHref('en', { banner_link_type: 'product_id', product_url: null })).toBe('/en/products');
    expect(bannerHref('en', { banner_link_type: 'product_id', product_url: '' })).toBe('/en/products');
  });

  it('any other type is not a link', () => {
    expect(bannerHref('en', { banner_link_type: 'static', pwa_url: '/deals' })).toBeNull();
    expect(bannerHref('en', { banner_link_type: '', category_url: 'x' })).toBeNull();
    expect(bannerHref('en', { banner_link_type: null })).toBeNull();
    expect(bannerHref('en', {})).toBeNull();
  });

  it('the link type decides, not whichever url field happens to be filled', () => {
    expect(
      bannerHref('en', { banner_link_type: 'category_id', pwa_url: '/deals', product_url: 'p', category_url: 'tablets' }),
    ).toBe('/en/categories/tablets');
  });
});

describe('pwa_url as merchandisers type it', () => {
  it('accepts a path without a leading slash', () => {
    expect(bannerHref('en', { banner_link_type: 'url', pwa_url: 'maintenance' })).toBe('/en/maintenance');
  });

  it('drops a locale prefix so the shopper stays in their language', () => {
    expect(bannerHref('ar', { banner_link_type: 'url', pwa_url: '/en/deals' })).toBe('/ar/deals');
    expect(bannerHref('ar', { banner_link_type: 'url', pwa_url: '/en' })).toBe('/ar');
    expect(bannerHref('en', { banner_link_type: 'url', pwa_url: '/' })).toBe('/en');
  });

  it('keeps query strings', () => {
    expect(bannerHref('en', { banner_link_type: 'url', pwa_url: '/search?keyword=iphone' })).toBe(
      '/en/search?keyword=iphone',
    );
  });

  it('keeps an absolute http(s) address as it is', () => {
    expect(bannerTarget({ banner_link_type: 'url', pwa_url: 'https://example.com/promo' })).toEqual({
      kind: 'external',
      url: 'https://example.com/promo',
    });
  });

  it('refuses script and protocol-relative urls, and an empty url is no link', () => {
    expect(bannerHref('en', { banner_link_type: 'url', pwa_url: 'javascript:alert(1)' })).toBeNull();
    expect(bannerHref('en', { banner_link_type: 'url', pwa_url: '//evil.example/x' })).toBeNull();
    expect(bannerHref('en', { banner_link_type: 'url', pwa_url: '' })).toBeNull();
    expect(bannerHref('en', { banner_link_type: 'url', pwa_url: null })).toBeNull();
  });

  it('encodes url keys so they cannot change the route', () => {
    expect(bannerHref('en', { banner_link_type: 'product_id', product_url: 'a/b?c' })).toBe('/en/products/a%2Fb%3Fc');
  });
});
