/**
 * Everything the home page shows, loaded in parallel (the CMS banners, brand slider and social image feed, the
 * categories, product lists and e-cards). Each section loads on its own: a failed one is `null`
 * (left out, and the page is not cached so the next shopper retries), an empty one is `[]` (left out).
 */
import {
  homeBlockIdentifiers,
  isBackendFailure,
  MAX_PAGE_SIZE,
  type CommerceClient,
  type HomeBanner,
  type HomeBrand,
  type MenuCategory,
  type ProductCardWithSale,
  type ProductColor,
  type SocialPost,
} from '@/lib/commerce/index.ts';
import { pageCacheOptions, type CachedView, type PageCacheOptions } from '@/server/cache/page-cache-options.ts';
import type { Locale } from '@/lib/i18n/locales.ts';

/** Spec §9: the home shows the first 8 e-cards. */
export const FEATURED_ECARDS = 8;
/** Categories, latest, best sellers, featured and e-cards: the sections read from the catalogue. */
const CATALOGUE_SECTIONS = 5;

export type HomePageData = {
  mainBanners: HomeBanner[] | null;
  topBanners: HomeBanner[] | null;
  middleBanners: HomeBanner[] | null;
  bottomBanners: HomeBanner[] | null;
  brands: HomeBrand[] | null;
  categories: MenuCategory[] | null;
  latest: ProductCardWithSale[] | null;
  bestSellers: ProductCardWithSale[] | null;
  featured: ProductCardWithSale[] | null;
  ecards: MenuCategory[] | null;
  socialFeed: SocialPost[] | null;
  /**
   * The colours of the carousels' configurable products by SKU (already on their cards); null when they could not be
   * loaded: the cards show no swatches, and the page is not cached.
   */
  productColors: Record<string, ProductColor[]> | null;
};

type ProductList = ProductCardWithSale[] | null;

/**
 * Magento's REST product list (the carousels' source, spec §7) names a configurable product's option values by index
 * only (`configurable_product_options[].values[].value_index`): their labels and swatches come from the catalogue's
 * cards (`products(filter: { sku: { in } })`, ConfigurableOptionFields), in one request for every carousel (issue 39).
 */
export async function configurableColors(commerce: CommerceClient, lists: ProductList[]): Promise<Record<string, ProductColor[]>> {
  const skus = [...new Set(lists.flatMap((list) => (list ?? []).filter((card) => card.priceIsFrom === true).map((card) => card.sku)))];
  if (skus.length === 0) return {};
  const { items } = await commerce.listProducts({ skus, pageSize: Math.min(skus.length, MAX_PAGE_SIZE) });
  return Object.fromEntries(items.filter((card) => card.colors !== undefined).map((card) => [card.sku, card.colors!]));
}

/** `list`'s configurable products with their colours (as `configurableColors` found them; none when null). */
export function withColors(list: ProductList, colors: Record<string, ProductColor[]> | null): ProductList {
  return list?.map((card) => (colors?.[card.sku] ? { ...card, colors: colors[card.sku] } : card)) ?? null;
}

/** A section's data, or null when it could not be loaded (the failure is kept in `failures`). */
async function orNull<T>(promise: Promise<T>, what: string, failures: unknown[]): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    console.error(`[home] could not load ${what}:`, error);
    failures.push(error);
    return null;
  }
}

/**
 * The home page's sections, loaded together. One section that fails leaves a degraded page (shown, never cached);
 * when every catalogue section fails because the backend is down, hung or answering nonsense, that failure is
 * thrown, so the shopper gets the kept copy of the page or the localized 503 (src/server/commerce-outage.ts)
 * instead of a home page with nothing to buy.
 */
export async function loadHomePageData(commerce: CommerceClient, now: Date): Promise<HomePageData> {
  const failures: unknown[] = [];
  const [content, socialFeed, categories, latest, bestSellers, featured, ecards] = await Promise.all([
    // getHomeContent and getSocialFeed settle each CMS block themselves; they never reject.
    commerce.getHomeContent(),
    commerce.getSocialFeed(),
    orNull(commerce.getMenuCategories(), 'categories', failures),
    orNull(commerce.getHomeProductList('latest', now), 'latest products', failures),
    orNull(commerce.getHomeProductList('bestSellers', now), 'best sellers', failures),
    orNull(commerce.getHomeProductList('featured', now), 'featured products', failures),
    orNull(commerce.getEcards(), 'e-cards', failures),
  ]);
  const outage = failures.find(isBackendFailure);
  if (failures.length === CATALOGUE_SECTIONS && outage) throw outage;
  const productColors = await orNull(configurableColors(commerce, [latest, bestSellers, featured]), 'product colours', failures);
  return {
    mainBanners: content.main,
    topBanners: content.top,
    middleBanners: content.middle,
    bottomBanners: content.bottom,
    brands: content.brands,
    categories,
    latest: withColors(latest, productColors),
    bestSellers: withColors(bestSellers, productColors),
    featured: withColors(featured, productColors),
    ecards: ecards?.slice(0, FEATURED_ECARDS) ?? null,
    socialFeed,
    productColors,
  };
}

/** True when any section failed to load (as opposed to being empty). */
export function isDegraded(data: HomePageData): boolean {
  return Object.values(data).some((section) => section === null);
}

/** Every product on the page, for cache tags and the sale-boundary lifetime. */
export function productsOnPage(data: HomePageData): ProductCardWithSale[] {
  return [...(data.latest ?? []), ...(data.bestSellers ?? []), ...(data.featured ?? [])];
}

/**
 * `Astro.cache.set(...)` options for the home page at `now`, or `false` (not cached) when a section failed to
 * load, so the next shopper retries instead of getting the gap for the page's whole lifetime. The tags and the
 * sale-bounded lifetime are decided with every page's (page-cache-options.ts).
 */
export function homePageCacheOptions(data: HomePageData, now: Date, locale: Locale): PageCacheOptions | false {
  if (isDegraded(data)) return false;
  return pageCacheOptions.home(productsOnPage(data), homeBlockIdentifiers(locale), now);
}

/** The home page's sections at `now` in the request's language, with its cache options. */
export async function loadHomePage(commerce: CommerceClient, now: Date, locale: Locale): Promise<CachedView<HomePageData>> {
  const data = await loadHomePageData(commerce, now);
  return { view: data, cache: homePageCacheOptions(data, now, locale) };
}
