/**
 * The `Astro.cache.set(...)` options of every kind of cached page: its lifetime and the tags of exactly what it
 * shows (cache-policy.ts says what each tag means). This is the one place that decides them: a route's loader or
 * front matter hands over what it loaded and sets what comes back, and builds no tag itself.
 *
 * Every page carries the shell's tags (`menu`, `config`). A listing carries its listing tag and one
 * `product:<sku>` per product it shows: a price, name, stock or image change purges the listings that show the
 * product, and a product entering or leaving the listing purges it through the listing tag.
 */
import {
  CATALOGUE_CACHE,
  STATIC_PAGE_CACHE,
  cacheLifetimeFor,
  cacheTags,
  catalogueCacheOptions,
  productTags,
  withShellTags,
  type CacheLifetime,
  type SaleWindow,
} from './cache-policy.ts';

export type PageCacheOptions = CacheLifetime & { tags: string[] };

type ListedProduct = SaleWindow & { sku: string };

export const pageCacheOptions = {
  /** About, the policies, contact, maintenance, sign-in: copy of the build, around the shell. */
  staticPage: (): PageCacheOptions => withShellTags(STATIC_PAGE_CACHE),

  /** The categories, brands and e-cards indexes: the menu data itself, purged with the menus. */
  menuIndex: (): PageCacheOptions => withShellTags({ ...CATALOGUE_CACHE, tags: [cacheTags.menu] }),

  /** A category's listing page (any sort, filter or page of it). */
  category: (categoryId: number, shown: readonly ListedProduct[], now?: Date): PageCacheOptions =>
    withShellTags(catalogueCacheOptions(shown, [cacheTags.category(categoryId)], now)),

  /** A brand's listing page. */
  brand: (brandId: number, shown: readonly ListedProduct[], now?: Date): PageCacheOptions =>
    withShellTags(catalogueCacheOptions(shown, [cacheTags.brand(brandId)], now)),

  /** `/products`: every product, newest first. */
  allProducts: (shown: readonly ListedProduct[], now?: Date): PageCacheOptions =>
    withShellTags(catalogueCacheOptions(shown, [cacheTags.listing('products')], now)),

  /** Search results (an empty keyword shows none). */
  search: (shown: readonly ListedProduct[], now?: Date): PageCacheOptions =>
    withShellTags(catalogueCacheOptions(shown, [cacheTags.listing('search')], now)),

  /**
   * The deals page: its lifetime ends at the next sale boundary of every product scanned (one whose sale has not
   * started yet is not shown, but will be), its product tags are those shown.
   */
  deals: (scanned: readonly ListedProduct[], shown: readonly ListedProduct[], now: Date = new Date()): PageCacheOptions =>
    withShellTags(catalogueCacheOptions(scanned, [cacheTags.listing('deals')], now, shown)),

  /** An e-card family: its values, all on one page. */
  ecardFamily: (familyId: number, values: readonly ListedProduct[], now: Date = new Date()): PageCacheOptions =>
    withShellTags({ ...cacheLifetimeFor(values, now), tags: [cacheTags.category(familyId), ...productTags(values)] }),

  /** Search suggestions (`/api/search-suggestions`): a search listing of its own, outside the store layout. */
  searchSuggestions: (items: readonly ListedProduct[], lifetime: CacheLifetime): PageCacheOptions => ({
    ...lifetime,
    tags: [cacheTags.listing('search'), ...productTags(items)],
  }),

  /** The sitemap: every sellable product, category and brand. */
  sitemap: (): PageCacheOptions => ({ maxAge: 3600, swr: 86_400, tags: [cacheTags.listing('products'), cacheTags.menu] }),
};
