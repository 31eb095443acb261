/**
 * The two storefront locales and the facts that hang off them (direction, Magento store, URL prefix,
 * remembered-locale cookie). Pure and framework-free so middleware, pages and tests share one truth.
 */

export const LOCALES = ['ar', 'en'] as const;

export type Locale = (typeof LOCALES)[number];

/** Arabic is the default storefront language (spec §1). */
export const DEFAULT_LOCALE: Locale = 'ar';

/** Name of the cookie that remembers the shopper's language (architecture: "Contracts the whole store keeps"). */
export const LOCALE_COOKIE = 'locale';

/** The chosen language is remembered for 365 days (spec §9), expressed in seconds for `Max-Age`. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale the switcher offers: with exactly two locales it is always "the other one". */
export function otherLocale(locale: Locale): Locale {
  return locale === 'ar' ? 'en' : 'ar';
}

export function dirOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * Prefixes a storefront path with its locale: `localePath('ar')` -> `/ar`, `localePath('en', '/cart')` ->
 * `/en/cart`. Query strings and fragments pass through untouched; a missing leading slash is tolerated.
 */
export function localePath(locale: Locale, path = '/'): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  if (normalized === '/') return `/${locale}`;
  // "/?q=1" or "/#top" belong to the home page: keep the suffix without a doubled slash.
  if (normalized.startsWith('/?') || normalized.startsWith('/#')) return `/${locale}${normalized.slice(1)}`;
  return `/${locale}${normalized}`;
}

/**
 * A product's page in `locale`: `productPath('ar', 'apple-iphone-15')` -> `/ar/products/apple-iphone-15`, with a
 * variant's choice as its query when there is one (`color=51&capacity=82`, src/domain/variant-choice.ts).
 */
export function productPath(locale: Locale, urlKey: string, variantQuery?: string | null): string {
  const path = localePath(locale, `/products/${encodeURIComponent(urlKey)}`);
  return variantQuery ? `${path}?${variantQuery}` : path;
}

/** Magento store ids: ar is store 1, en is store 2 (spec §9). */
export function storeIdOf(locale: Locale): 1 | 2 {
  return locale === 'ar' ? 1 : 2;
}
