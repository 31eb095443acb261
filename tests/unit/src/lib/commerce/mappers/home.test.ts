/**
 * Parsing the home CMS blocks (backend/README.md "Content formats"): the real seed format, and malformed content
 * that must leave its section out without a crash.
 */
import { describe, expect, it } from 'vitest';
import { parseBannerBlock, parseBrandSliderBlock } from '@/lib/commerce/mappers/home.ts';

/** A `pwa_home_one_en` block as the seed writes it (media directives already resolved to absolute URLs). */
const mainBlock = JSON.stringify({
  type: 'banners',
  slider: 'home_main_slider',
  banners: [
    {
      banner_id: 1,
      name: 'The new iPhone 15 Pro',
      image: 'http://127.0.0.1:4000/media/banners/new-iphone-en.svg',
      image_alt: 'The new iPhone 15 Pro',
      banner_link_type: 'category_id',
      product_id: null,
      category_id: 3,
      pwa_url: null,
      product_url: null,
      category_url: 'mobile-phones',
    },
    {
      banner_id: 2,
      name: 'Gaming week offers',
      image: 'http://127.0.0.1:4000/media/banners/gaming-week-en.svg',
      image_alt: 'Gaming week offers',
      banner_link_type: 'url',
      product_id: null,
      category_id: null,
      pwa_url: '/deals',
      product_url: null,
      category_url: null,
    },
    {
      banner_id: 3,
      name: 'Galaxy S24 Ultra',
      image: 'http://127.0.0.1:4000/media/banners/galaxy-s24-en.svg',
      image_alt: 'Galaxy S24 Ultra',
      banner_link_type: 'product_id',
      product_id: 21,
      category_id: null,
      pwa_url: null,
      product_url: 'samsung-galaxy-s24-ultra',
      category_url: null,
    },
    {
      banner_id: 4,
      name: 'Same-day delivery in Doha',
      image: 'http://127.0.0.1:4000/media/banners/same-day-en.svg',
      image_alt: 'Same-day delivery in Doha',
      banner_link_type: 'static',
      product_id: null,
      category_id: null,
      pwa_url: null,
      product_url: null,
      category_url: null,
    },
  ],
});

describe('parseBannerBlock', () => {
  it('reads the seed format: storefront media paths, names, alt text and spec §2 links', () => {
    expect(parseBannerBlock(mainBlock, 'en')).toEqual([
      {
        id: 1,
        name: 'The new iPhone 15 Pro',
        image: '/media/banners/new-iphone-en.svg',
        alt: 'The new iPhone 15 Pro',
        href: '/en/categories/mobile-phones',
      },
      { id: 2, name: 'Gaming week offers', image: '/media/banners/gaming-week-en.svg', alt: 'Gaming week offers', href: '/en/deals' },
      {
        id: 3,
        name: 'Galaxy S24 Ultra',
        image: '/media/banners/galaxy-s24-en.svg',
        alt: 'Galaxy S24 Ultra',
        href: '/en/products/samsung-galaxy-s24-ultra',
      },
      { id: 4, name: 'Same-day delivery in Doha', image: '/media/banners/same-day-en.svg', alt: 'Same-day delivery in Doha', href: null },
    ]);
  });

  it('localizes links for the Arabic store', () => {
    expect(parseBannerBlock(mainBlock, 'ar')?.map((banner) => banner.href)).toEqual([
      '/ar/categories/mobile-phones',
      '/ar/deals',
      '/ar/products/samsung-galaxy-s24-ultra',
      null,
    ]);
  });

  it('falls back to the banner name when the alt text is empty', () => {
    const block = JSON.stringify({
      type: 'banners',
      banners: [{ banner_id: 9, name: 'Audio', image: '/media/banners/a.svg', image_alt: '', banner_link_type: 'static' }],
    });
    expect(parseBannerBlock(block, 'en')?.[0]?.alt).toBe('Audio');
  });

  it.each([
    ['not JSON', '<p>{"type":"banners"'],
    ['empty', ''],
    ['null', null],
    ['another block type', JSON.stringify({ type: 'brand_slider', brands: [] })],
    ['banners not a list', JSON.stringify({ type: 'banners', banners: { 0: {} } })],
    ['a JSON string', JSON.stringify('banners')],
    ['a JSON array', JSON.stringify([{ banner_id: 1 }])],
  ])('a malformed block (%s) is null: the section is left out', (_, content) => {
    expect(parseBannerBlock(content, 'en')).toBeNull();
  });

  it('skips only the malformed entries of a well-formed block', () => {
    const block = JSON.stringify({
      type: 'banners',
      banners: [
        null,
        'banner',
        { banner_id: 'x', name: 'bad id', image: '/media/a.svg' },
        { banner_id: 5, name: 'no image', image: '' },
        { banner_id: 6, name: 'no image field' },
        { banner_id: '7', name: 'Good', image: 'banners/good.svg', banner_link_type: 'url', pwa_url: '/deals' },
      ],
    });
    expect(parseBannerBlock(block, 'en')).toEqual([
      { id: 7, name: 'Good', image: '/media/banners/good.svg', alt: 'Good', href: '/en/deals' },
    ]);
  });
});

describe('parseBrandSliderBlock', () => {
  it('reads the seed format', () => {
    const block = JSON.stringify({
      type: 'brand_slider',
      brands: [
        { id: 1, name: 'Apple', url_key: 'apple', image: 'http://127.0.0.1:4000/media/brands/apple.svg' },
        { id: 2, name: 'سامسونج', url_key: 'brands/samsung.html', image: null },
      ],
    });
    expect(parseBrandSliderBlock(block)).toEqual([
      { id: 1, name: 'Apple', slug: 'apple', image: '/media/brands/apple.svg' },
      { id: 2, name: 'سامسونج', slug: 'samsung', image: null },
    ]);
  });

  it.each([
    ['not JSON', 'brands: apple'],
    ['empty', ''],
    ['a banner block', mainBlock],
    ['brands missing', JSON.stringify({ type: 'brand_slider' })],
  ])('a malformed block (%s) is null: the section is left out', (_, content) => {
    expect(parseBrandSliderBlock(content)).toBeNull();
  });

  it('skips brands without a name or a url key', () => {
    const block = JSON.stringify({
      type: 'brand_slider',
      brands: [{ id: 1, name: '', url_key: 'a' }, { id: 2, name: 'No key', url_key: null }, { id: 3, name: 'Sony', url_key: 'sony' }, 42],
    });
    expect(parseBrandSliderBlock(block)).toEqual([{ id: 3, name: 'Sony', slug: 'sony', image: null }]);
  });
});
