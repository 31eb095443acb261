/**
 * Every page type of the store, in one list for the specs that must visit them all (accessibility, CSP). A new page
 * type (checkout steps, order success, payment status) is one more entry here: both specs then cover it.
 */
import { seedSlugs } from './backend.ts';

export type Locale = 'ar' | 'en';

export type PageType = {
  name: string;
  path: (locale: Locale) => Promise<string>;
  /** A page behind the sign-in guard: visited with a session cookie. */
  signedIn?: boolean;
  /** The status the page answers with (200 unless said). */
  status?: number;
};

export const PAGE_TYPES: PageType[] = [
  { name: 'home', path: async (locale) => `/${locale}` },
  // A listing with its sort and filter in use, as the tools leave it.
  { name: 'listing', path: async (locale) => `/${locale}/categories/${(await seedSlugs()).category.url_key}?sort=name&in_stock=1` },
  { name: 'product', path: async (locale) => `/${locale}/products/${(await seedSlugs()).product.url_key}` },
  { name: 'search', path: async (locale) => `/${locale}/search?keyword=${encodeURIComponent('phone')}` },
  // The stock reminder's own page, where the product page's "Notify me" leads without script.
  { name: 'stock reminder', path: async (locale) => `/${locale}/stock-reminder?sku=${encodeURIComponent((await seedSlugs()).outOfStock.sku)}` },
  { name: 'cart', path: async (locale) => `/${locale}/cart` },
  // The compare page, empty for a new visitor (its table is scanned by compare.spec.ts).
  { name: 'compare', path: async (locale) => `/${locale}/compare` },
  { name: 'login', path: async (locale) => `/${locale}/login` },
  { name: 'signup', path: async (locale) => `/${locale}/signup` },
  { name: 'account overview', path: async (locale) => `/${locale}/account`, signedIn: true },
  { name: 'account profile', path: async (locale) => `/${locale}/account/profile`, signedIn: true },
  { name: 'account addresses', path: async (locale) => `/${locale}/account/addresses`, signedIn: true },
  { name: 'account wishlist', path: async (locale) => `/${locale}/account/wishlist`, signedIn: true },
  { name: 'account orders', path: async (locale) => `/${locale}/account/orders`, signedIn: true },
  { name: '404', path: async (locale) => `/${locale}/no-such-page`, status: 404 },
  { name: '500', path: async () => '/500', status: 500 },
];
