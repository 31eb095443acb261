/**
 * The categories, brands and e-cards index pages: the menu data itself (names, order, what has products), so they
 * are cached and purged with the menus. E-card families carry no prices, so no sale boundary can make them stale.
 */
import type { BrandView, CommerceClient, MenuCategory } from '@/lib/commerce/index.ts';
import { pageCacheOptions, type CachedView } from '@/server/cache/page-cache-options.ts';

export async function loadCategoryIndex(commerce: CommerceClient): Promise<CachedView<MenuCategory[]>> {
  return { view: await commerce.getMenuCategories(), cache: pageCacheOptions.menuIndex() };
}

export async function loadBrandIndex(commerce: CommerceClient): Promise<CachedView<BrandView[]>> {
  return { view: await commerce.getBrands(), cache: pageCacheOptions.menuIndex() };
}

export async function loadEcardIndex(commerce: CommerceClient): Promise<CachedView<MenuCategory[]>> {
  return { view: await commerce.getEcards(), cache: pageCacheOptions.menuIndex() };
}
