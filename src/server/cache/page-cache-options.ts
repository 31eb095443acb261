/**
 * The `Astro.cache.set(...)` options of every kind of cached page: its lifetime and the tags of exactly what it
 * shows (cache-policy.ts says what each tag means). This is the one place that decides them: a route's loader hands
 * over what it loaded and returns what comes back with its view (`CachedView`); static pages set `staticPage()`.
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
import { productPageCacheLifetime } from './product-page-cache.ts';

export type PageCacheOptions = CacheLifetime & { tags: string[] };

/**
 * What a route's loader (src/server/<area>/) hands its page: what to show and how to cache it (`false`: not
 * cached, e.g. a degraded page). The page sets `cache` as it is: no front matter computes tags.
 */
export type CachedView<View> = { view: View; cache: PageCacheOptions | false };

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

  /**
   * A product's page: its product's tag and the shell's, not its category's (whose listing changes do not show here;
   * the breadcrumb's category name is menu data) nor its related products' (brought in from a shelf of their own,
   * `relatedShelf`). Its lifetime also ends at the same-day delivery cutoff (product-page-cache.ts). A configurable
   * product's variants bound its lifetime by their sale windows too, but carry no tag of their own: the backend names
   * the parent's tag for a variant's change.
   */
  product: (product: ListedProduct & { variants?: readonly SaleWindow[] }, now: Date): PageCacheOptions =>
    withShellTags({ ...productPageCacheLifetime([product, ...(product.variants ?? [])], now), tags: productTags([product]) }),

  /**
   * A product's related products alone (`/products/{url_key}/related`): the first products of the product's category
   * (null: it has none), so its category's tag (a product entering or leaving it), the product's own (its categories
   * may change), each related product's and the shell's; its lifetime ends at the next sale boundary of one shown.
   */
  relatedShelf: (product: { sku: string }, categoryId: number | null, related: readonly ListedProduct[], now: Date): PageCacheOptions =>
    withShellTags(catalogueCacheOptions(related, [...(categoryId === null ? [] : [cacheTags.category(categoryId)]), ...productTags([product])], now)),

  /**
   * The home page: each CMS block it shows (banners, brand slider, social feed: `cmsBlocks`, in its language), the
   * home listings (`listing:home`, one tag per product) and the shell (its category tiles and e-cards are menu
   * data). Not cached (`false`) when a sale boundary of a product shown is under a second away.
   */
  home: (shown: readonly ListedProduct[], cmsBlocks: readonly string[], now: Date): PageCacheOptions | false => {
    const lifetime = cacheLifetimeFor(shown, now);
    if (lifetime.maxAge <= 0) return false;
    return withShellTags({ ...lifetime, tags: [...cmsBlocks.map(cacheTags.cmsBlock), cacheTags.listing('home'), ...productTags(shown)] });
  },

  /** An e-card family: its values, all on one page. */
  ecardFamily: (familyId: number, values: readonly ListedProduct[], now: Date = new Date()): PageCacheOptions =>
    withShellTags({ ...cacheLifetimeFor(values, now), tags: [cacheTags.category(familyId), ...productTags(values)] }),

  /** Search suggestions (`/api/search-suggestions`): a search listing of its own, outside the store layout. */
  searchSuggestions: (items: readonly ListedProduct[], lifetime: CacheLifetime): PageCacheOptions => ({
    ...lifetime,
    tags: [cacheTags.listing('search'), ...productTags(items)],
  }),

  /** The sitemap's index (how many files the products and pages take): the product list and the menus. */
  sitemap: (): PageCacheOptions => ({ maxAge: 3600, swr: 86_400, tags: [cacheTags.listing('products'), cacheTags.menu] }),

  /** A sitemap file of pages other than products': the categories, brands and e-card families are menu data. */
  sitemapPages: (): PageCacheOptions => ({ maxAge: 3600, swr: 86_400, tags: [cacheTags.menu] }),

  /**
   * A sitemap file of products: the product list (a product entering or leaving it shifts every file after it) and
   * one tag per product listed, so a change to one product's url key purges the file that names it.
   */
  sitemapProducts: (listed: readonly { sku: string }[]): PageCacheOptions =>
    ({ maxAge: 3600, swr: 86_400, tags: [cacheTags.listing('products'), ...productTags(listed)] }),
};
