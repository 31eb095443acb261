import { describe, expect, it } from 'vitest';
import {
  SITEMAP_PART_URLS, parseSitemapPart, partOf, pathsPerPart, sitemapIndexXml, sitemapPagePaths, sitemapPartPath,
  sitemapParts, sitemapProductPaths, sitemapXml,
} from '@/server/sitemap-xml.ts';

const pages = { categories: ['phones', 'laptops'], brands: ['apple'], ecards: ['itunes-50'] };

describe('the sitemap\'s files', () => {
  it('list static pages and every category, brand and e-card family once', () => {
    const paths = sitemapPagePaths({ ...pages, categories: ['phones', 'phones', 'laptops'] });
    expect(paths).toContain('/');
    expect(paths).toContain('/refund-and-return-policy');
    expect(paths).toContain('/categories/phones');
    expect(paths.filter((path) => path === '/categories/phones')).toHaveLength(1);
    expect(paths).toContain('/brands/apple');
    expect(paths).toContain('/ecards/itunes-50');
    expect(paths).not.toContain('/cart');
    expect(paths).not.toContain('/checkout');
  });

  it('list each product once', () => {
    expect(sitemapProductPaths(['iphone-15-pro', 'iphone-15-pro', 'pixel-8'])).toEqual(['/products/iphone-15-pro', '/products/pixel-8']);
  });

  it('emit each page in both locales with hreflang alternates and x-default', () => {
    const xml = sitemapXml('https://matjar.qa', ['/', '/brands/apple', ...sitemapProductPaths(['iphone-15-pro'])]);
    expect(xml).toContain('<loc>https://matjar.qa/ar/products/iphone-15-pro</loc>');
    expect(xml).toContain('<loc>https://matjar.qa/en/products/iphone-15-pro</loc>');
    expect(xml).toContain('<loc>https://matjar.qa/ar</loc>');
    expect(xml).toContain('hreflang="en" href="https://matjar.qa/en/brands/apple"');
    expect(xml).toContain('hreflang="x-default" href="https://matjar.qa/ar/brands/apple"');
    expect(xml.match(/<url>/g)).toHaveLength(6);
  });

  it('escape slugs so the XML stays valid', () => {
    const xml = sitemapXml('https://matjar.qa', sitemapProductPaths(['a&b']));
    expect(xml).toContain('/ar/products/a%26b');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('hold at most 50,000 URLs each by default', () => {
    expect(SITEMAP_PART_URLS).toBeLessThanOrEqual(50_000);
    expect(pathsPerPart() * 2).toBeLessThanOrEqual(SITEMAP_PART_URLS);
  });
});

describe('splitting the sitemap', () => {
  it('cuts paths into files of at most the part size in URLs, in order, none past the last', () => {
    const paths = sitemapProductPaths(Array.from({ length: 7 }, (_, index) => `product-${index + 1}`));
    // 4 URLs a file: 2 products, each in two locales.
    expect(partOf(paths, 1, 4)).toEqual(['/products/product-1', '/products/product-2']);
    expect(partOf(paths, 4, 4)).toEqual(['/products/product-7']);
    expect(partOf(paths, 5, 4)).toBeNull();
    const files = [1, 2, 3, 4].map((number) => sitemapXml('https://matjar.qa', partOf(paths, number, 4) ?? []));
    for (const file of files) expect((file.match(/<url>/g) ?? []).length).toBeLessThanOrEqual(4);
    expect(files.join('').match(/<url>/g)).toHaveLength(14);
  });

  it('keeps one empty file for an empty list', () => {
    expect(partOf([], 1, 4)).toEqual([]);
    expect(partOf([], 2, 4)).toBeNull();
  });

  it('names the pages\' files, then the products\' files, in the index', () => {
    const parts = sitemapParts(5, 7, 4);
    expect(parts).toEqual([
      { kind: 'pages', number: 1 }, { kind: 'pages', number: 2 }, { kind: 'pages', number: 3 },
      { kind: 'products', number: 1 }, { kind: 'products', number: 2 }, { kind: 'products', number: 3 }, { kind: 'products', number: 4 },
    ]);
    expect(sitemapParts(5, 0, 4).every((part) => part.kind === 'pages')).toBe(true);
    // At the default part size a 20,000-SKU catalogue's products (9,777 sellable) take four files.
    expect(sitemapParts(250, 9_777)).toEqual([
      { kind: 'pages', number: 1 }, { kind: 'products', number: 1 }, { kind: 'products', number: 2 },
      { kind: 'products', number: 3 }, { kind: 'products', number: 4 },
    ]);
    const xml = sitemapIndexXml('https://matjar.qa', parts);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<sitemap><loc>https://matjar.qa/sitemaps/pages-1.xml</loc></sitemap>');
    expect(xml).toContain('<sitemap><loc>https://matjar.qa/sitemaps/products-4.xml</loc></sitemap>');
    expect(xml.match(/<sitemap>/g)).toHaveLength(7);
  });

  it('reads a file\'s name back, and nothing else', () => {
    for (const part of [{ kind: 'pages', number: 1 }, { kind: 'products', number: 12 }] as const) {
      expect(parseSitemapPart(sitemapPartPath(part).slice('/sitemaps/'.length, -'.xml'.length))).toEqual(part);
    }
    for (const name of ['products-0', 'products-01', 'products-1001', 'products-99999', 'orders-1', 'products-1.xml', 'products-', '', undefined]) {
      expect(parseSitemapPart(name)).toBeNull();
    }
  });
});
