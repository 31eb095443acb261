/**
 * Every cached page carries the tags of everything it shows, the store layout's shell included (menus:
 * `catalogue`, announcement bar: `config`, footer: `cms`), so an editor's change purges it instead of waiting
 * for its lifetime: the options of static, listing, product and home pages, and a check that every route
 * rendered in the store layout builds its `Astro.cache.set(...)` options through a function that adds them.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { homePageCacheOptions, type HomePageData } from '@/server/home/home-page-data.ts';
import { productPageCacheLifetime, productPageCacheOptions } from '@/server/cache/product-page-cache.ts';
import {
  CATALOGUE_CACHE,
  SHELL_TAGS,
  STATIC_PAGE_CACHE,
  catalogueCacheOptions,
  withShellTags,
} from '@/server/cache/cache-policy.ts';
import type { ProductCardWithSale } from '@/lib/commerce/index.ts';

const NOW = new Date('2025-03-10T09:00:00+03:00');

it('the shell is tagged by the catalogue (menus), the config (announcement bar) and the CMS (footer)', () => {
  expect([...SHELL_TAGS].sort()).toEqual(['catalogue', 'cms', 'config']);
});

describe('static pages (about, policies, maintenance, contact, sign-in)', () => {
  it('carry the shell tags beside their own and keep their lifetime', () => {
    expect(withShellTags({ ...STATIC_PAGE_CACHE, tags: ['cms'] })).toEqual({
      ...STATIC_PAGE_CACHE,
      tags: ['cms', 'catalogue', 'config'],
    });
  });

  it('carry the shell tags when they have none of their own', () => {
    expect(withShellTags(STATIC_PAGE_CACHE).tags).toEqual([...SHELL_TAGS]);
  });
});

describe('listing pages (category, brand, search, deals, all products)', () => {
  it('carry the listing, product and shell tags with the sale-bounded lifetime', () => {
    const products = [{ sku: 'A', specialFrom: '2025-03-10 06:01:30', specialTo: null }, { sku: 'B' }];
    const options = withShellTags(catalogueCacheOptions(products, ['category:4', 'catalogue'], NOW));
    expect(options).toEqual({
      maxAge: 90,
      swr: 0,
      tags: ['category:4', 'catalogue', 'product:A', 'product:B', 'config', 'cms'],
    });
  });
});

describe('product page', () => {
  const product = { sku: 'APPL-1001', specialFrom: null, specialTo: null };
  const related = [{ sku: 'APPL-1002', specialTo: null }, { sku: 'SAMS-1021', specialTo: null }];

  it('carries its product, related products, category and shell tags', () => {
    const options = productPageCacheOptions(product, related, { id: 3 }, NOW);
    expect(options.tags).toEqual(
      expect.arrayContaining(['product:APPL-1001', 'product:APPL-1002', 'product:SAMS-1021', 'category:3', ...SHELL_TAGS]),
    );
    expect(options.tags).toHaveLength(7);
  });

  it('keeps the lifetime bounded by sale windows and the same-day cutoff', () => {
    const atCutoff = new Date('2025-03-10T19:28:30+03:00');
    const options = productPageCacheOptions(product, related, null, atCutoff);
    expect({ maxAge: options.maxAge, swr: options.swr }).toEqual(productPageCacheLifetime([product, ...related], atCutoff));
    expect(options).toMatchObject({ maxAge: 90, swr: 0 });
    expect(options.tags).not.toContain('category:3');
    expect(options.tags).toEqual(expect.arrayContaining([...SHELL_TAGS]));
  });
});

describe('home page', () => {
  const card = (sku: string, sale: Partial<ProductCardWithSale> = {}): ProductCardWithSale => ({
    id: 1,
    sku,
    name: sku,
    urlKey: sku.toLowerCase(),
    thumbnail: null,
    price: 100,
    originalPrice: null,
    status: 1,
    specialFrom: null,
    specialTo: null,
    ...sale,
  });
  const complete: HomePageData = {
    mainBanners: [],
    topBanners: [],
    middleBanners: [],
    bottomBanners: [],
    brands: [],
    categories: [],
    latest: [card('A')],
    bestSellers: [card('B')],
    featured: [card('A')],
    ecards: [],
    socialFeed: [],
  };

  it('carries the CMS, config, catalogue, product and shell tags', () => {
    const options = homePageCacheOptions(complete, NOW);
    expect(options).not.toBe(false);
    if (options === false) return;
    expect({ maxAge: options.maxAge, swr: options.swr }).toEqual(CATALOGUE_CACHE);
    expect([...options.tags].sort()).toEqual(['catalogue', 'cms', 'config', 'product:A', 'product:B']);
  });

  it('is not cached when a section failed to load', () => {
    expect(homePageCacheOptions({ ...complete, latest: null }, NOW)).toBe(false);
  });

  it('is not cached when a sale boundary of a product shown is under a second away', () => {
    const data = { ...complete, latest: [card('A', { specialFrom: '2025-03-10 06:00:00' })] };
    expect(homePageCacheOptions(data, NOW)).toBe(false);
  });
});

describe('routes in the store layout build their cache options with the shell tags', () => {
  const pagesDir = join(import.meta.dirname, '../../../../../src/pages');
  const astroFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? astroFiles(join(dir, entry.name)) : entry.name.endsWith('.astro') ? [join(dir, entry.name)] : [],
    );
  /** Builders covered above: each adds the shell tags. `false` opts out of caching. */
  const SHELL_AWARE = /^(withShellTags\(|productPageCacheOptions\(|homePageCacheOptions\(|false$)/;

  /** The argument source of every `Astro.cache.set(...)` call, parentheses balanced. */
  function cacheSetArguments(source: string): string[] {
    const calls: string[] = [];
    for (let at = source.indexOf('Astro.cache.set('); at !== -1; at = source.indexOf('Astro.cache.set(', at + 1)) {
      let depth = 1;
      let end = at + 'Astro.cache.set('.length;
      for (; depth > 0 && end < source.length; end++) depth += source[end] === '(' ? 1 : source[end] === ')' ? -1 : 0;
      calls.push(source.slice(at + 'Astro.cache.set('.length, end - 1).trim());
    }
    return calls;
  }

  const cachedRoutes = astroFiles(pagesDir)
    .map((file) => ({ route: relative(pagesDir, file), source: readFileSync(file, 'utf8') }))
    .filter(({ source }) => source.includes('Astro.cache.set('));

  it('finds the cached routes (home, product, listings, static pages)', () => {
    const routes = cachedRoutes.map(({ route }) => route);
    for (const route of ['[locale]/index.astro', '[locale]/products/[...slug].astro', '[locale]/categories/[slug].astro', '[locale]/about.astro']) {
      expect(routes).toContain(route);
    }
  });

  it.each(cachedRoutes.map(({ route, source }) => [route, source]))('%s', (_route, source) => {
    const calls = cacheSetArguments(source);
    expect(calls.length).toBeGreaterThan(0);
    for (const argument of calls) expect(argument).toMatch(SHELL_AWARE);
  });
});
