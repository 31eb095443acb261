/**
 * Recently viewed products of a guest (spec §4, §9): a view goes to the front, duplicates are removed, at most
 * 10 per language, kept in local storage under a versioned key (bump the version when the item shape changes:
 * old lists are then ignored instead of misread). Signed-in shoppers keep their list on the server.
 *
 * Client-only module: no zod here (it would land in the browser bundle), so stored JSON is checked by hand.
 */
import { persistentAtom } from '@nanostores/persistent';
import type { Locale } from '../lib/i18n/locales.ts';

export const RECENTLY_VIEWED_KEY = 'recently_viewed_v1';
export const RECENTLY_VIEWED_LIMIT = 10;

/** Spec §3 "Recently viewed item": the sku plus what a mini card needs to render without a request. */
export type RecentlyViewedProduct = {
  id: number;
  sku: string;
  name: string;
  url_key: string;
  /** The regular price. */
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  thumbnail: string | null;
};

export type RecentlyViewedLists = Record<Locale, RecentlyViewedProduct[]>;

const emptyLists = (): RecentlyViewedLists => ({ ar: [], en: [] });

const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';

function isRecentlyViewedProduct(value: unknown): value is RecentlyViewedProduct {
  if (value === null || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'number' &&
    typeof item.sku === 'string' &&
    item.sku !== '' &&
    typeof item.name === 'string' &&
    typeof item.url_key === 'string' &&
    item.url_key !== '' &&
    typeof item.price === 'number' &&
    Number.isFinite(item.price) &&
    (item.special_price === null || (typeof item.special_price === 'number' && Number.isFinite(item.special_price))) &&
    isNullableString(item.special_from_date) &&
    isNullableString(item.special_to_date) &&
    isNullableString(item.thumbnail)
  );
}

/** Reads what local storage holds; anything unreadable (edited by hand, older shape) becomes an empty list. */
export function decodeRecentlyViewed(encoded: string): RecentlyViewedLists {
  let parsed: unknown;
  try {
    parsed = JSON.parse(encoded);
  } catch {
    return emptyLists();
  }
  const lists = emptyLists();
  if (parsed === null || typeof parsed !== 'object') return lists;
  for (const locale of ['ar', 'en'] as const) {
    const stored: unknown = (parsed as Record<string, unknown>)[locale];
    if (Array.isArray(stored)) lists[locale] = stored.filter(isRecentlyViewedProduct).slice(0, RECENTLY_VIEWED_LIMIT);
  }
  return lists;
}

/** One product as a page hands it over (JSON text); null when it is not a valid item. */
export function decodeRecentlyViewedProduct(encoded: string): RecentlyViewedProduct | null {
  try {
    const parsed: unknown = JSON.parse(encoded);
    return isRecentlyViewedProduct(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The lists after `product` was viewed in `locale`: it moves to the front, once, and the list keeps 10 at most. */
export function withViewedProduct(
  lists: RecentlyViewedLists,
  locale: Locale,
  product: RecentlyViewedProduct,
): RecentlyViewedLists {
  const others = lists[locale].filter((item) => item.sku !== product.sku);
  return { ...lists, [locale]: [product, ...others].slice(0, RECENTLY_VIEWED_LIMIT) };
}

export const recentlyViewed = persistentAtom<RecentlyViewedLists>(RECENTLY_VIEWED_KEY, emptyLists(), {
  encode: JSON.stringify,
  decode: decodeRecentlyViewed,
});

export function recordProductView(locale: Locale, product: RecentlyViewedProduct): void {
  recentlyViewed.set(withViewedProduct(recentlyViewed.get(), locale, product));
}
