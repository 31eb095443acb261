/**
 * Recently viewed products of a guest (spec §4, §9): a view goes to the front, duplicates are removed, at most
 * 10 per language, kept in local storage under a versioned key. Signed-in shoppers keep their list on the server.
 * A configurable product is one entry, the variant viewed last (issue 39): its SKU, price, image, the query of its
 * address (`color=51&capacity=82`) and its options as the page's language named them.
 *
 * In memory the items are camelCase view models; local storage keeps the spec's item (spec §3 "Recently viewed
 * item": `url_key`, `special_price`, …), so the lists shoppers saved before still read. The encode/decode pair
 * below is the only place that knows the stored names. Bump the key's version when the stored shape changes:
 * old lists are then ignored instead of misread (v2 added the variant's query and options).
 *
 * Client-only module: no zod here (it would land in the browser bundle), so stored JSON is checked by hand.
 */
import { persistentAtom } from '@nanostores/persistent';
import type { ChosenOption } from '@/lib/commerce/index.ts';
import type { Locale } from '@/lib/i18n/locales.ts';

export const RECENTLY_VIEWED_KEY = 'recently_viewed_v2';
export const RECENTLY_VIEWED_LIMIT = 10;

/**
 * A viewed product: the sku plus what a mini card needs to render without a request. For a variant of a configurable
 * product, `id`, `name` and `urlKey` are the product's and the rest the variant's.
 */
export type RecentlyViewedProduct = {
  /** The product's id: the list keeps one entry per product, whichever of its variants was viewed. */
  id: number;
  /** The SKU viewed: the variant's for a configurable product (the server records the variant by it). */
  sku: string;
  name: string;
  urlKey: string;
  /** The regular price; the sale rule is applied again from the special price and its window when shown. */
  price: number;
  specialPrice: number | null;
  specialFrom: string | null;
  specialTo: string | null;
  thumbnail: string | null;
  /** The query of the variant's address (`variantQuery`), null for a product without options. */
  variantQuery: string | null;
  /** The variant's options, in the language of the list it is in; none for a product without options. */
  options: ChosenOption[];
};

export type RecentlyViewedLists = Record<Locale, RecentlyViewedProduct[]>;

/** Spec §3 "Recently viewed item", as local storage and the page's hand-over hold it. */
type StoredRecentlyViewedItem = {
  id: number;
  sku: string;
  name: string;
  url_key: string;
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  thumbnail: string | null;
  variant_query: string | null;
  options: ChosenOption[];
};

const emptyLists = (): RecentlyViewedLists => ({ ar: [], en: [] });

const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';
const isOption = (value: unknown): value is ChosenOption =>
  value !== null && typeof value === 'object' && typeof (value as ChosenOption).label === 'string' && typeof (value as ChosenOption).value === 'string';

function isStoredItem(value: unknown): value is StoredRecentlyViewedItem {
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
    isNullableString(item.thumbnail) &&
    isNullableString(item.variant_query) &&
    Array.isArray(item.options) &&
    item.options.every(isOption)
  );
}

function fromStored(item: StoredRecentlyViewedItem): RecentlyViewedProduct {
  return {
    id: item.id,
    sku: item.sku,
    name: item.name,
    urlKey: item.url_key,
    price: item.price,
    specialPrice: item.special_price,
    specialFrom: item.special_from_date,
    specialTo: item.special_to_date,
    thumbnail: item.thumbnail,
    variantQuery: item.variant_query,
    options: item.options,
  };
}

function toStored(product: RecentlyViewedProduct): StoredRecentlyViewedItem {
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    url_key: product.urlKey,
    price: product.price,
    special_price: product.specialPrice,
    special_from_date: product.specialFrom,
    special_to_date: product.specialTo,
    thumbnail: product.thumbnail,
    variant_query: product.variantQuery,
    options: product.options,
  };
}

function parseJson(encoded: string): unknown {
  try {
    return JSON.parse(encoded);
  } catch {
    return undefined;
  }
}

/** The text local storage keeps: the spec's item fields, per language. */
export function encodeRecentlyViewed(lists: RecentlyViewedLists): string {
  return JSON.stringify({ ar: lists.ar.map(toStored), en: lists.en.map(toStored) });
}

/** Reads what local storage holds; anything unreadable (edited by hand, another shape) becomes an empty list. */
export function decodeRecentlyViewed(encoded: string): RecentlyViewedLists {
  const parsed = parseJson(encoded);
  const lists = emptyLists();
  if (parsed === null || typeof parsed !== 'object') return lists;
  for (const locale of ['ar', 'en'] as const) {
    const stored: unknown = (parsed as Record<string, unknown>)[locale];
    if (Array.isArray(stored)) lists[locale] = stored.filter(isStoredItem).slice(0, RECENTLY_VIEWED_LIMIT).map(fromStored);
  }
  return lists;
}

/** One product as the page hands it to its script (JSON text in the stored form). */
export function encodeRecentlyViewedProduct(product: RecentlyViewedProduct): string {
  return JSON.stringify(toStored(product));
}

/** The product a page handed over; null when it is not a valid item. */
export function decodeRecentlyViewedProduct(encoded: string): RecentlyViewedProduct | null {
  const parsed = parseJson(encoded);
  return isStoredItem(parsed) ? fromStored(parsed) : null;
}

/**
 * The lists after `product` was viewed in `locale`: it moves to the front, once (another variant of it viewed before
 * is replaced), and the list keeps 10 at most.
 */
export function withViewedProduct(
  lists: RecentlyViewedLists,
  locale: Locale,
  product: RecentlyViewedProduct,
): RecentlyViewedLists {
  const others = lists[locale].filter((item) => item.id !== product.id);
  return { ...lists, [locale]: [product, ...others].slice(0, RECENTLY_VIEWED_LIMIT) };
}

export const recentlyViewed = persistentAtom<RecentlyViewedLists>(RECENTLY_VIEWED_KEY, emptyLists(), {
  encode: encodeRecentlyViewed,
  decode: decodeRecentlyViewed,
});

export function recordProductView(locale: Locale, product: RecentlyViewedProduct): void {
  recentlyViewed.set(withViewedProduct(recentlyViewed.get(), locale, product));
}
