/**
 * The home page's product lists on pages of their own (issue 53): `/{locale}/collections/new-arrivals` (the latest
 * products), `/{locale}/collections/best-sellers` and `/{locale}/collections/featured` show the same 15 products as
 * the home's carousels, as a listing, and
 * `…/{list}/shelf` is the carousel's section alone, which the home page brings in as the shopper scrolls near its
 * place (LaterShelf.astro): the home document carries a heading and a link where the 15 cards were.
 *
 * Both read the list as the home page does (`getHomeProductList`, the configurable products' colours of
 * home-page-data.ts) and are cached as the home's lists are: the home listing tag, one tag per product shown and the
 * shell's, for as long as no product's sale starts or ends, so an editor's change purges them with the home page.
 */
import { z } from 'zod';
import type { CommerceClient, HomeProductList, ProductCardWithSale } from '@/lib/commerce/index.ts';
import { localePath, type Locale } from '@/lib/i18n/locales.ts';
import { pageCacheOptions, type CachedView } from '@/server/cache/page-cache-options.ts';
import { configurableColors, withColors } from './home-page-data.ts';

/**
 * Each collection's address (its slug), the home list it shows and the id of its carousel's heading on the home
 * page (the place-holder and the section that replaces it share it).
 */
export const COLLECTIONS = {
  'new-arrivals': { list: 'latest', shelfId: 'home-latest' },
  'best-sellers': { list: 'bestSellers', shelfId: 'home-best-sellers' },
  featured: { list: 'featured', shelfId: 'home-featured' },
} as const satisfies Record<string, { list: HomeProductList; shelfId: string }>;

export type CollectionSlug = keyof typeof COLLECTIONS;

const collectionSlug = z.enum(Object.keys(COLLECTIONS) as [CollectionSlug, ...CollectionSlug[]]);

/** The collection a route's `[list]` names, or null for any other text (the route answers 404). */
export function parseCollectionSlug(value: string | undefined): CollectionSlug | null {
  const parsed = collectionSlug.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The collection's page. */
export function collectionPath(locale: Locale, slug: CollectionSlug): string {
  return localePath(locale, `/collections/${slug}`);
}

/** The collection's carousel section alone, for the home page's script. */
export function collectionShelfPath(locale: Locale, slug: CollectionSlug): string {
  return `${collectionPath(locale, slug)}/shelf`;
}

export type CollectionView = { slug: CollectionSlug; products: ProductCardWithSale[] };

/**
 * The collection `slug` names at `now` with its cache options, or null when `slug` names none. A backend that
 * cannot be asked for the list throws (the kept copy or the 503 page, as on the home page); colours that could not
 * be loaded leave the cards without swatches and the answer uncached.
 */
export async function loadCollection(commerce: CommerceClient, slug: string | undefined, now: Date): Promise<CachedView<CollectionView> | null> {
  const collection = parseCollectionSlug(slug);
  if (!collection) return null;
  const listed = await commerce.getHomeProductList(COLLECTIONS[collection].list, now);
  let colors: Awaited<ReturnType<typeof configurableColors>> | null;
  try {
    colors = await configurableColors(commerce, [listed]);
  } catch (error) {
    console.error(`[collections] could not load the colours of ${collection}:`, error);
    colors = null;
  }
  const products = withColors(listed, colors) ?? [];
  // The home's lists' policy: the `listing:home` tag and each product's, no CMS block.
  return { view: { slug: collection, products }, cache: colors ? pageCacheOptions.home(products, [], now) : false };
}
