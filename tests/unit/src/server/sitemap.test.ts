import { describe, expect, it } from 'vitest';
import { sitemapPaths, sitemapXml } from '@/server/sitemap.ts';

const entries = {
  categories: ['phones', 'laptops'],
  brands: ['apple'],
  products: ['iphone-15-pro', 'iphone-15-pro'],
  ecards: ['itunes-50'],
};

describe('sitemap', () => {
  it('lists static pages and every catalogue entity once', () => {
    const paths = sitemapPaths(entries);
    expect(paths).toContain('/');
    expect(paths).toContain('/refund-and-return-policy');
    expect(paths).toContain('/categories/phones');
    expect(paths).toContain('/brands/apple');
    expect(paths).toContain('/ecards/itunes-50');
    expect(paths.filter((path) => path === '/products/iphone-15-pro')).toHaveLength(1);
    expect(paths).not.toContain('/cart');
    expect(paths).not.toContain('/checkout');
  });

  it('emits each page in both locales with hreflang alternates and x-default', () => {
    const xml = sitemapXml('https://matjar.qa', entries);
    expect(xml).toContain('<loc>https://matjar.qa/ar/products/iphone-15-pro</loc>');
    expect(xml).toContain('<loc>https://matjar.qa/en/products/iphone-15-pro</loc>');
    expect(xml).toContain('<loc>https://matjar.qa/ar</loc>');
    expect(xml).toContain('hreflang="en" href="https://matjar.qa/en/brands/apple"');
    expect(xml).toContain('hreflang="x-default" href="https://matjar.qa/ar/brands/apple"');
    const urlCount = xml.match(/<url>/g)?.length ?? 0;
    expect(urlCount).toBe(sitemapPaths(entries).length * 2);
  });

  it('escapes slugs so the XML stays valid', () => {
    const xml = sitemapXml('https://matjar.qa', { ...entries, products: ['a&b'] });
    expect(xml).toContain('/ar/products/a%26b');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});
