/**
 * How long shared (non-personal) pages stay in the route cache, the tags that let a change purge them, and
 * the sale-boundary rule for catalogue pages.
 *
 * `maxAge`: seconds a page is fresh. `swr`: seconds a stale page may still be served while a fresh one renders
 * in the background. Catalogue data changes with stock and prices, so it is refreshed every few minutes;
 * static copy changes only with a deploy.
 */
import { parseMagentoDate } from '@/lib/sale.ts';

export type CacheLifetime = { maxAge: number; swr: number };

export const CATALOGUE_CACHE = { maxAge: 300, swr: 3600 } as const satisfies CacheLifetime;
export const STATIC_PAGE_CACHE = { maxAge: 3600, swr: 86_400 } as const satisfies CacheLifetime;

/**
 * Seconds a page is kept past its stale-while-revalidate period, for one use only: when its re-render fails
 * because the commerce backend is down, hung or answering nonsense, the shopper gets this copy rather than
 * "try again shortly" (stale-if-error, RFC 5861). An outage of up to a day then costs shoppers nothing on the
 * pages they had visited; prices and stock on such a copy may be behind, which the cart and checkout, always
 * asked of the backend, correct. A purge still removes it at once.
 */
export const STALE_IF_ERROR_SECONDS = 86_400;

/** Cache tags, so a change to one entity can purge every page that shows it. */
export const cacheTags = {
  category: (id: number) => `category:${id}`,
  brand: (id: number) => `brand:${id}`,
  product: (sku: string) => `product:${sku}`,
  /** Pages built from the category/brand menus and product listings (indexes, search, deals). */
  catalogue: 'catalogue',
  cms: 'cms',
  config: 'config',
} as const;

/**
 * The tags of what the store layout shows around every page: the category and brand menus come from the
 * catalogue (`catalogue`), the announcement bar from the store configuration (`config`) and the footer is the
 * store's content (`cms`). Every product change the backend announces carries `catalogue`, so one tag covers
 * every menu entry; a tag per menu category or brand would grow each page's tag list (and the shared tag index)
 * by dozens of entries without purging anything more.
 */
export const SHELL_TAGS: readonly string[] = [cacheTags.catalogue, cacheTags.config, cacheTags.cms];

/**
 * `Astro.cache.set(...)` options for a page rendered in the store layout: `options` with the shell's tags
 * added, so an announcement, menu or footer change purges it within seconds instead of when its lifetime
 * ends. Routes call it in their own frontmatter: pages stream, so a directive the layout set after loading
 * its data would arrive after the response headers were sent, and be lost.
 */
export function withShellTags(options: CacheLifetime & { tags?: readonly string[] }): CacheLifetime & { tags: string[] } {
  return { maxAge: options.maxAge, swr: options.swr, tags: [...new Set([...(options.tags ?? []), ...SHELL_TAGS])] };
}

/**
 * At most this many `product:<sku>` tags per page: a listing page holds far fewer products, this only guards
 * against an oversized header if a page ever lists many more. Pages with more products still carry their
 * listing tag (`category:`, `brand:` or `catalogue`), which purges them as well.
 */
export const MAX_PRODUCT_TAGS = 48;

/** One `product:<sku>` tag per distinct product, in page order, capped at MAX_PRODUCT_TAGS. */
export function productTags(products: readonly { sku: string }[]): string[] {
  return [...new Set(products.map((product) => cacheTags.product(product.sku)))].slice(0, MAX_PRODUCT_TAGS);
}

/** The sale window of a product as the commerce API gives it (Magento date text, UTC). */
export type SaleWindow = { specialFrom?: string | null; specialTo?: string | null };

/**
 * The epoch ms of the earliest sale boundary (a special_from or special_to) at or after `now`, or null.
 * A boundary exactly at `now` counts: the sale rule is strict (active only strictly between the dates), so the
 * price shown changes right after that instant.
 */
export function nextSaleBoundary(products: readonly SaleWindow[], now: Date): number | null {
  const nowMs = now.getTime();
  let next: number | null = null;
  for (const product of products) {
    for (const value of [product.specialFrom, product.specialTo]) {
      const boundary = parseMagentoDate(value);
      if (boundary !== null && boundary >= nowMs && (next === null || boundary < next)) next = boundary;
    }
  }
  return next;
}

/**
 * The cache lifetime for a page showing `products`: `base`, shortened so that neither the fresh period nor the
 * stale-while-revalidate period reaches past the next sale boundary of any product on the page. Otherwise a
 * sale that starts or ends would keep showing the old price until the cache expired.
 * Whole seconds, rounded down; 0/0 (do not cache) when a boundary is less than a second away.
 */
export function cacheLifetimeFor(
  products: readonly SaleWindow[],
  now: Date,
  base: CacheLifetime = CATALOGUE_CACHE,
): CacheLifetime {
  const boundary = nextSaleBoundary(products, now);
  if (boundary === null) return { maxAge: base.maxAge, swr: base.swr };
  const secondsLeft = Math.floor((boundary - now.getTime()) / 1000);
  const maxAge = Math.min(base.maxAge, secondsLeft);
  const swr = Math.min(base.swr, secondsLeft - maxAge);
  return { maxAge, swr };
}

/**
 * `Astro.cache.set(...)` options for a catalogue page: the lifetime bounded by the sale boundaries of
 * `products`, the page's own tags (its category, brand or `catalogue`) and one tag per product shown.
 * `shown` defaults to `products`; pass it when the lifetime must consider more products than the page shows
 * (the deals page: a product whose sale starts soon is not shown yet, but will be).
 */
export function catalogueCacheOptions(
  products: readonly (SaleWindow & { sku: string })[],
  pageTags: readonly string[],
  now: Date = new Date(),
  shown: readonly { sku: string }[] = products,
): CacheLifetime & { tags: string[] } {
  return { ...cacheLifetimeFor(products, now), tags: [...new Set([...pageTags, ...productTags(shown)])] };
}
