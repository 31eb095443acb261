/**
 * What the menus show (spec §2 "Desktop menu", §5, §9), as pure functions over view models so the rules
 * are testable without a backend.
 */
import type { BrandView, MenuCategory } from './catalog-types.ts';

/** Magento's root category: the main menu lists its children. */
export const ROOT_CATEGORY_ID = 2;
/** E-cards live under their own category, shown in their own menu entry and not in the categories list. */
export const ECARDS_CATEGORY_ID = 18;
/** The "all products" category is recognised by its url key and shown last. */
export const ALL_PRODUCTS_URL_KEYS: readonly string[] = ['browse-all-products', 'all-products'];
/** The brands panel shows at most this many brands. */
export const MENU_BRANDS_LIMIT = 17;

export function isAllProductsUrlKey(urlKey: string | null | undefined): boolean {
  return urlKey ? ALL_PRODUCTS_URL_KEYS.includes(urlKey) : false;
}

/** Case-insensitive comparison that also orders Arabic names sensibly. */
const byName = new Intl.Collator(['ar', 'en'], { sensitivity: 'base', numeric: true });

export function compareNames(a: string, b: string): number {
  return byName.compare(a.toLocaleLowerCase(), b.toLocaleLowerCase());
}

/**
 * The categories list of the menus: e-cards (id 18) excluded, only product_count > 0, alphabetical
 * (case-insensitive) with the all-products category last. Categories without url_key never become
 * MenuCategory (the mapper drops them). Children follow the same rules.
 */
export function orderMenuCategories(categories: readonly MenuCategory[]): MenuCategory[] {
  return categories
    .filter((category) => category.id !== ECARDS_CATEGORY_ID && category.productCount > 0)
    .map((category) => ({ ...category, children: orderMenuCategories(category.children) }))
    .sort((a, b) => {
      if (a.isAllProducts !== b.isAllProducts) return a.isAllProducts ? 1 : -1;
      return compareNames(a.name, b.name);
    });
}

/** Brands a shopper can browse: only those with products, sorted by name. */
export function visibleBrands(brands: readonly BrandView[]): BrandView[] {
  return brands.filter((brand) => brand.productCount > 0).sort((a, b) => compareNames(a.name, b.name));
}

/** The brands panel: featured brands with products, by name, at most 17. */
export function menuBrands(brands: readonly BrandView[]): BrandView[] {
  return visibleBrands(brands.filter((brand) => brand.isFeatured)).slice(0, MENU_BRANDS_LIMIT);
}
