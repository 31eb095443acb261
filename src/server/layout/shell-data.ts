/**
 * What the layout needs from the backend on every page: menu categories, menu brands and the announcement
 * bar. Each part degrades on its own: a failed call is logged and that part of the shell is left out, so a
 * backend hiccup never turns a product page into an error page just because the menu could not load.
 */
import type { BrandView, CommerceClient, MenuCategory, TopBar } from '@/lib/commerce/index.ts';

export type ShellData = {
  categories: MenuCategory[];
  brands: BrandView[];
  topBar: TopBar | null;
};

function valueOr<T>(result: PromiseSettledResult<T>, fallback: T, what: string): T {
  if (result.status === 'fulfilled') return result.value;
  console.error(`[layout] could not load ${what}:`, result.reason);
  return fallback;
}

export async function loadShellData(commerce: CommerceClient): Promise<ShellData> {
  const [categories, brands, config] = await Promise.allSettled([
    commerce.getMenuCategories(),
    commerce.getMenuBrands(),
    commerce.getStoreConfig(),
  ]);
  return {
    categories: valueOr(categories, [], 'menu categories'),
    brands: valueOr(brands, [], 'menu brands'),
    topBar: valueOr(config, null, 'store config')?.topBar ?? null,
  };
}
