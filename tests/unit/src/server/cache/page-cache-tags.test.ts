/**
 * The tags of every kind of cached page, decided in one place (src/server/cache/page-cache-options.ts): each page carries the shell's tags (`menu`, `config`), its listing tag, one `product:<sku>`
 * per product it shows and one `cms:<identifier>` per CMS block it shows, and nothing that would purge it for a
 * change it does not show. A check that every cached route sets what its loader returned (or the static page's
 * options), so no front matter builds tags.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { homePageCacheOptions, type HomePageData } from '@/server/home/home-page-data.ts';
import { productPageCacheLifetime } from '@/server/cache/product-page-cache.ts';
import { pageCacheOptions } from '@/server/cache/page-cache-options.ts';
import { CATALOGUE_CACHE, SHELL_TAGS, STATIC_PAGE_CACHE } from '@/server/cache/cache-policy.ts';
import type { ProductCardWithSale } from '@/lib/commerce/index.ts';
import { productCard } from '../../../../helpers/product-card.ts';

const NOW = new Date('2025-03-10T09:00:00+03:00');
const sorted = (tags: readonly string[]) => [...tags].sort();

it('the shell is tagged by the menus and the announcement bar (config), not by every product or block', () => {
  expect(sorted(SHELL_TAGS)).toEqual(['config', 'menu']);
});

describe('static pages (about, policies, maintenance, contact, sign-in)', () => {
  it('carry the shell tags alone and keep their lifetime', () => {
    expect(pageCacheOptions.staticPage()).toEqual({ ...STATIC_PAGE_CACHE, tags: [...SHELL_TAGS] });
  });
});

describe('listing pages', () => {
  const products = [{ sku: 'A', specialFrom: '2025-03-10 06:01:30', specialTo: null }, { sku: 'B' }];

  it('a category or brand page carries its own tag, one per product shown and the shell, with the sale-bounded lifetime', () => {
    expect(pageCacheOptions.category(4, products, NOW)).toEqual({ maxAge: 90, swr: 0, tags: ['category:4', 'product:A', 'product:B', 'menu', 'config'] });
    expect(sorted(pageCacheOptions.brand(7, products, NOW).tags)).toEqual(['brand:7', 'config', 'menu', 'product:A', 'product:B']);
  });

  it('all products, search and deals carry their own listing tag', () => {
    expect(pageCacheOptions.allProducts(products, NOW).tags[0]).toBe('listing:products');
    expect(pageCacheOptions.search([], NOW)).toEqual({ ...CATALOGUE_CACHE, tags: ['listing:search', ...SHELL_TAGS] });
    const deals = pageCacheOptions.deals(products, [{ sku: 'B' }], NOW);
    // The lifetime ends at the sale start of a product scanned but not shown yet; only the shown one is tagged.
    expect(deals).toEqual({ maxAge: 90, swr: 0, tags: ['listing:deals', 'product:B', 'menu', 'config'] });
  });

  it('an e-card family carries its category and its values', () => {
    expect(sorted(pageCacheOptions.ecardFamily(19, [{ sku: 'EC-50' }], NOW).tags)).toEqual(['category:19', 'config', 'menu', 'product:EC-50']);
  });

  it('the categories, brands and e-cards indexes are the menu data: the shell tags are theirs', () => {
    expect(pageCacheOptions.menuIndex()).toEqual({ ...CATALOGUE_CACHE, tags: ['menu', 'config'] });
  });

  it('no listing carries a tag that every product change would purge', () => {
    for (const options of [pageCacheOptions.category(4, products, NOW), pageCacheOptions.deals(products, products, NOW)]) {
      expect(options.tags.filter((tag) => !/^(product:|category:|brand:|listing:)/.test(tag))).toEqual([...SHELL_TAGS]);
    }
  });
});

describe('outside the store layout', () => {
  it('search suggestions are a search listing; the sitemap follows the product list and the menus', () => {
    expect(pageCacheOptions.searchSuggestions([{ sku: 'A' }], { maxAge: 60, swr: 0 })).toEqual({ maxAge: 60, swr: 0, tags: ['listing:search', 'product:A'] });
    expect(sorted(pageCacheOptions.sitemap().tags)).toEqual(['listing:products', 'menu']);
    // A sitemap file of products follows the product list and each product it names; a file of pages, the menus.
    expect(sorted(pageCacheOptions.sitemapProducts([{ sku: 'APPL-1001' }, { sku: 'a b' }]).tags)).toEqual(['listing:products', 'product:APPL-1001']);
    expect(pageCacheOptions.sitemapPages().tags).toEqual(['menu']);
  });
});

describe('product page', () => {
  const product = { sku: 'APPL-1001', specialFrom: null, specialTo: null };
  const related = [{ sku: 'APPL-1002', specialTo: null }, { sku: 'SAMS-1021', specialTo: null }];

  it('carries its product and the shell: not its category, whose listing changes do not show here, nor its related products, on a shelf of their own', () => {
    const options = pageCacheOptions.product(product, NOW);
    expect(sorted(options.tags)).toEqual(['config', 'menu', 'product:APPL-1001']);
  });

  it('keeps the lifetime bounded by sale windows and the same-day cutoff', () => {
    const atCutoff = new Date('2025-03-10T19:28:30+03:00');
    const options = pageCacheOptions.product(product, atCutoff);
    expect({ maxAge: options.maxAge, swr: options.swr }).toEqual(productPageCacheLifetime([product], atCutoff));
    expect(options).toMatchObject({ maxAge: 90, swr: 0 });
  });

  it("its related products' shelf carries the product's category, the product, each related product and the shell", () => {
    const options = pageCacheOptions.relatedShelf(product, 12, related, NOW);
    expect(sorted(options.tags)).toEqual(['category:12', 'config', 'menu', 'product:APPL-1001', 'product:APPL-1002', 'product:SAMS-1021']);
    expect(sorted(pageCacheOptions.relatedShelf(product, null, [], NOW).tags)).toEqual(['config', 'menu', 'product:APPL-1001']);
  });

  it("its related products' shelf lives until a related product's sale starts or ends, not to the same-day cutoff", () => {
    const atCutoff = new Date('2025-03-10T19:28:30+03:00');
    expect(pageCacheOptions.relatedShelf(product, 12, related, atCutoff).maxAge).toBeGreaterThan(90);
    const saleEnds = new Date(atCutoff.getTime() + 600_000).toISOString().replace('T', ' ').slice(0, 19);
    const onSale = [{ sku: 'APPL-1002', specialFrom: null, specialTo: saleEnds }];
    const options = pageCacheOptions.relatedShelf(product, 12, onSale, atCutoff);
    expect(options.maxAge + options.swr).toBeLessThanOrEqual(600);
  });
});

describe('home page', () => {
  const card = (sku: string, sale: Partial<ProductCardWithSale> = {}): ProductCardWithSale =>
    productCard(sku, { specialFrom: null, specialTo: null, ...sale });
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
    productColors: {},
  };

  it('carries each CMS block it shows in its language, its listings, each product and the shell', () => {
    const options = homePageCacheOptions(complete, NOW, 'en');
    expect(options).not.toBe(false);
    if (options === false) return;
    expect({ maxAge: options.maxAge, swr: options.swr }).toEqual(CATALOGUE_CACHE);
    expect(sorted(options.tags)).toEqual(
      sorted([
        'cms:pwa_home_one_en',
        'cms:pwa_home_two_en',
        'cms:pwa_home_three_en',
        'cms:pwa_home_four_en',
        'cms:pwa_home_brands_en',
        'cms:pwa_social_feed_en',
        'listing:home',
        'product:A',
        'product:B',
        'menu',
        'config',
      ]),
    );
    if (homePageCacheOptions(complete, NOW, 'ar') === false) throw new Error('the Arabic home is cached too');
    expect((homePageCacheOptions(complete, NOW, 'ar') as { tags: string[] }).tags).toContain('cms:pwa_home_one_ar');
  });

  it('is not cached when a section failed to load', () => {
    expect(homePageCacheOptions({ ...complete, latest: null }, NOW, 'en')).toBe(false);
  });

  it('is not cached when a sale boundary of a product shown is under a second away', () => {
    const data = { ...complete, latest: [card('A', { specialFrom: '2025-03-10 06:00:00' })] };
    expect(homePageCacheOptions(data, NOW, 'en')).toBe(false);
  });
});

describe('routes set the cache options their loader returned, built above: no front matter computes them', () => {
  /** A route handing its loader's answer, as it came, to `cachedViewOr404` (src/server/cache/cached-view-response.ts). */
  const HANDS_ON_A_LOADER = /cachedViewOr404\(Astro, await load\w+\(/;
  const HANDS_ON_ANYTHING = /cachedViewOr404\(/g;
  const pagesDir = join(import.meta.dirname, '../../../../../src/pages');
  const astroFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? astroFiles(join(dir, entry.name)) : entry.name.endsWith('.astro') ? [join(dir, entry.name)] : [],
    );
  /** A loader's `CachedView.cache` (src/server/<area>/), or the static pages' fixed options. */
  const FROM_A_LOADER = /^(loaded\.cache|cache|pageCacheOptions\.staticPage\(\))$/;

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
    .filter(({ source }) => source.includes('Astro.cache.set(') || source.includes('cachedViewOr404('));

  it('finds the cached routes (home, product, listings, static pages)', () => {
    const routes = cachedRoutes.map(({ route }) => route);
    for (const route of ['[locale]/index.astro', '[locale]/products/[...slug].astro', '[locale]/categories/[slug].astro', '[locale]/about.astro']) {
      expect(routes).toContain(route);
    }
  });

  it.each(cachedRoutes.map(({ route, source }) => [route, source]))('%s', (_route, source) => {
    const calls = cacheSetArguments(source);
    const handedOn = source.match(HANDS_ON_ANYTHING)?.length ?? 0;
    expect(calls.length + handedOn).toBeGreaterThan(0);
    for (const argument of calls) expect(argument).toMatch(FROM_A_LOADER);
    if (handedOn > 0) expect(source.match(new RegExp(HANDS_ON_A_LOADER, 'g'))?.length).toBe(handedOn);
  });
});
