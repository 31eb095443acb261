/**
 * Everything the home page shows, loaded in parallel. Each section loads on its own: a failed one is `null`
 * (left out, and the page is not cached so the next shopper retries), an empty one is `[]` (left out).
 */
import {
  getEcards,
  getHomeContent,
  getHomeProductList,
  getMenuCategories,
  type HomeBanner,
  type HomeBrand,
  type MenuCategory,
  type ProductCardWithSale,
} from '../../lib/commerce/index.ts';
import type { Locale } from '../../lib/i18n/index.ts';

/** Spec §9: the home shows the first 8 e-cards. */
export const FEATURED_ECARDS = 8;

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
};

async function orNull<T>(promise: Promise<T>, what: string): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    console.error(`[home] could not load ${what}:`, error);
    return null;
  }
}

export async function loadHomePageData(locale: Locale, now: Date): Promise<HomePageData> {
  const [content, categories, latest, bestSellers, featured, ecards] = await Promise.all([
    // getHomeContent settles each CMS block itself; it never rejects.
    getHomeContent(locale),
    orNull(getMenuCategories(locale), 'categories'),
    orNull(getHomeProductList(locale, 'latest', now), 'latest products'),
    orNull(getHomeProductList(locale, 'bestSellers', now), 'best sellers'),
    orNull(getHomeProductList(locale, 'featured', now), 'featured products'),
    orNull(getEcards(locale), 'e-cards'),
  ]);
  return {
    mainBanners: content.main,
    topBanners: content.top,
    middleBanners: content.middle,
    bottomBanners: content.bottom,
    brands: content.brands,
    categories,
    latest,
    bestSellers,
    featured,
    ecards: ecards?.slice(0, FEATURED_ECARDS) ?? null,
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
