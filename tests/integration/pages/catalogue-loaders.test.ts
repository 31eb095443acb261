/**
 * The page loaders against the real embedded backend (fresh seeded database): listing pages past the end are
 * "no such page" (a 404 for the route) instead of an error, and the deals list holds exactly the products
 * whose sale is active now. Each route's loader returns its view with the cache options of exactly what it shows:
 * one `product:<sku>` per product, its own listing tag and the shell's.
 */
import { describe, expect, it } from 'vitest';
import { scanDeals } from '@/server/catalog/deals.ts';
import { loadDealsPage } from '@/server/catalog/deals-page.ts';
import { loadListingPage } from '@/server/catalog/listing-page.ts';
import { HOME_PRODUCT_LIST_SIZE, MAX_PAGE_SIZE, primaryCategory } from '@/lib/commerce/index.ts';
import { loadCategoryPage } from '@/server/catalog/category-page.ts';
import { loadBrandPage } from '@/server/catalog/brand-page.ts';
import { loadProductsRoute } from '@/server/catalog/products-route.ts';
import { loadSearchPage } from '@/server/search/search-page.ts';
import { loadHomePage } from '@/server/home/home-page-data.ts';
import { loadCollection } from '@/server/home/collections.ts';
import { loadRelatedShelf } from '@/server/catalog/related-shelf.ts';
import { commerceFor } from '../../helpers/commerce-client.ts';
import { useCommerceBackend } from '../../helpers/backend.ts';

useCommerceBackend();

describe('loadListingPage', () => {
  it('returns the requested page of a category', async () => {
    const [category] = await commerceFor('en').getMenuCategories();
    expect(category).toBeDefined();
    const page = await loadListingPage(commerceFor('en'), { categoryId: category!.id, page: 1, pageSize: 4 });
    expect(page?.page).toBe(1);
    expect(page?.items.length).toBeGreaterThan(0);
  });

  it('returns null for a page past the last one', async () => {
    const [category] = await commerceFor('en').getMenuCategories();
    const first = await loadListingPage(commerceFor('en'), { categoryId: category!.id, page: 1, pageSize: 4 });
    expect(first).not.toBeNull();
    const pastTheEnd = await loadListingPage(commerceFor('en'), { categoryId: category!.id, page: first!.totalPages + 1, pageSize: 4 });
    expect(pastTheEnd).toBeNull();
  });

  it('returns an empty first page for a search without results', async () => {
    const page = await loadListingPage(commerceFor('ar'), { search: 'zzqqxx-no-such-product', page: 1, pageSize: 4 });
    expect(page).toMatchObject({ items: [], total: 0 });
  });
});

describe('scanDeals', () => {
  it('lists every product on sale now, once, and nothing else', async () => {
    const { deals } = await scanDeals(commerceFor('en'));
    const catalogue = await commerceFor('en').listProducts({ page: 1, pageSize: MAX_PAGE_SIZE });
    const allPages = [catalogue];
    for (let page = 2; page <= catalogue.totalPages; page++) {
      allPages.push(await commerceFor('en').listProducts({ page, pageSize: MAX_PAGE_SIZE }));
    }
    const onSale = allPages
      .flatMap((p) => p.items)
      .filter((p) => p.originalPrice !== null && p.originalPrice > p.price)
      .map((p) => p.sku)
      .sort();
    expect(onSale.length).toBeGreaterThan(0);
    expect(deals.map((p) => p.sku).sort()).toEqual(onSale);
    expect(deals.every((p) => p.originalPrice !== null && p.originalPrice > p.price)).toBe(true);
  });
});

describe('the deals page', () => {
  it.each(['ar', 'en'] as const)('in %s, lists what can be bought first and the sold-out deals last, in any sort', async (locale) => {
    for (const search of ['', 'sort=price_asc', 'sort=name']) {
      const { deals } = await scanDeals(commerceFor(locale), search ? { sort: search === 'sort=name' ? 'name' : 'price_asc' } : {});
      const statuses = deals.map((deal) => deal.status);
      // The seed has sales on sold-out products too: the order is the subject, not a filter.
      expect(statuses, search).toContain(2);
      expect(statuses.indexOf(2), search).toBeGreaterThan(0);
      expect(statuses.slice(statuses.indexOf(2)), search).not.toContain(1);
    }
    const page = await loadDealsPage(commerceFor(locale), new URLSearchParams());
    expect(page?.view.deals.items[0]?.status).toBe(1);
  });
});

describe('route loaders return their view with its cache options', () => {
  const tagsOf = (cache: { tags: string[] } | false) => (cache ? cache.tags : []);
  const productTagsOf = (items: { sku: string }[]) => items.map((item) => `product:${item.sku}`);

  it('a category page carries its category, each product shown and the shell; a page past the end is null', async () => {
    const [category] = await commerceFor('ar').getMenuCategories();
    const loaded = await loadCategoryPage(commerceFor('ar'), category!.urlKey, new URLSearchParams());
    expect(loaded?.view.category.id).toBe(category!.id);
    const tags = tagsOf(loaded!.cache);
    expect(tags).toEqual(expect.arrayContaining([`category:${category!.id}`, ...productTagsOf(loaded!.view.result.items), 'menu', 'config']));
    expect(tags.filter((tag) => tag.startsWith('product:'))).toHaveLength(loaded!.view.result.items.length);
    expect(await loadCategoryPage(commerceFor('ar'), category!.urlKey, new URLSearchParams({ page: '999' }))).toBeNull();
    expect(await loadCategoryPage(commerceFor('ar'), 'no-such-category', new URLSearchParams())).toBeNull();
    expect(await loadCategoryPage(commerceFor('ar'), '../etc', new URLSearchParams())).toBeNull();
  });

  it('a brand page carries its brand and its products', async () => {
    const [brand] = await commerceFor('en').getBrands();
    const loaded = await loadBrandPage(commerceFor('en'), brand!.slug, new URLSearchParams({ brand: '99' }));
    expect(loaded?.view.params.brandId).toBeNull();
    expect(tagsOf(loaded!.cache)).toEqual(expect.arrayContaining([`brand:${brand!.id}`, ...productTagsOf(loaded!.view.result.items)]));
  });

  it("a product page carries its product, not its category nor its related products (their shelf carries them); /products its listing", async () => {
    const listing = await loadProductsRoute(commerceFor('en'), undefined, new URLSearchParams(), new Date());
    expect(listing?.view.kind).toBe('listing');
    expect(tagsOf(listing!.cache)).toContain('listing:products');
    const first = listing!.view.kind === 'listing' ? listing!.view.listing.items[0]! : null;
    const loaded = await loadProductsRoute(commerceFor('en'), first!.urlKey, new URLSearchParams(), new Date());
    expect(loaded?.view.kind).toBe('product');
    if (loaded?.view.kind !== 'product') return;
    expect(sortedTags(loaded.cache)).toEqual(['config', 'menu', ...productTagsOf([loaded.view.product])].sort());
    expect(loaded.view.related?.src).toBe(`/en/products/${encodeURIComponent(loaded.view.product.urlKey)}/related`);
    expect(await loadProductsRoute(commerceFor('en'), 'no-such-product', new URLSearchParams(), new Date())).toBeNull();

    const shelf = await loadRelatedShelf(commerceFor('en'), loaded.view.product.urlKey, new Date());
    const category = primaryCategory(loaded.view.product.categories)!;
    expect(shelf?.view.products.length).toBeGreaterThan(0);
    expect(shelf?.view.products.map((product) => product.sku)).not.toContain(loaded.view.product.sku);
    expect(shelf?.view.more?.href).toBe(`/en/categories/${encodeURIComponent(category.urlKey)}`);
    expect(sortedTags(shelf!.cache)).toEqual(
      ['config', 'menu', `category:${category.id}`, ...productTagsOf([loaded.view.product, ...shelf!.view.products])].sort(),
    );
    expect(await loadRelatedShelf(commerceFor('en'), 'no-such-product', new Date())).toBeNull();
  });

  it('search with a keyword carries the search listing and what it found; without one it asks nothing', async () => {
    const found = await loadSearchPage(commerceFor('en'), new URLSearchParams({ keyword: 'phone' }));
    expect(found?.view.result?.items.length).toBeGreaterThan(0);
    expect(tagsOf(found!.cache)).toEqual(expect.arrayContaining(['listing:search', ...productTagsOf(found!.view.result!.items)]));
    const prompt = await loadSearchPage(commerceFor('en'), new URLSearchParams());
    expect(prompt?.view).toMatchObject({ keyword: '', result: null });
    expect(await loadSearchPage(commerceFor('en'), new URLSearchParams({ keyword: 'phone', page: 'x' }))).toBeNull();
  });

  it('the home page carries its CMS blocks in its language, the home listing and each product shown', async () => {
    const loaded = await loadHomePage(commerceFor('ar'), new Date(), 'ar');
    const tags = tagsOf(loaded.cache);
    expect(tags).toContain('listing:home');
    expect(tags.some((tag) => tag.startsWith('cms:') && tag.endsWith('_ar'))).toBe(true);
    expect(tags.some((tag) => tag.startsWith('cms:') && tag.endsWith('_en'))).toBe(false);
    expect(tags.filter((tag) => tag.startsWith('product:')).length).toBeGreaterThan(0);
  });

  it('a collection page carries the home listing and each of its products, the same as the home page shows', async () => {
    const now = new Date();
    const home = await loadHomePage(commerceFor('en'), now, 'en');
    for (const [slug, shown] of [['new-arrivals', home.view.latest], ['best-sellers', home.view.bestSellers], ['featured', home.view.featured]] as const) {
      const loaded = await loadCollection(commerceFor('en'), slug, now);
      expect(loaded?.view.products.map((product) => product.sku), slug).toEqual(shown?.map((product) => product.sku));
      expect(loaded?.view.products).toHaveLength(HOME_PRODUCT_LIST_SIZE);
      expect(sortedTags(loaded!.cache)).toEqual(['config', 'listing:home', 'menu', ...loaded!.view.products.map((product) => `product:${product.sku}`)].sort());
    }
    expect(await loadCollection(commerceFor('en'), 'latest', now)).toBeNull();
  });
});

function sortedTags(cache: { tags: string[] } | false): string[] {
  return cache ? [...new Set(cache.tags)].sort() : [];
}
