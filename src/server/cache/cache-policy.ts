/**
 * How long shared (non-personal) pages stay in the route cache, the tags that let a change purge them, and
 * the sale-boundary rule for catalogue pages.
 *
 * `maxAge`: seconds a page is fresh. `swr`: seconds a stale page may still be served while a fresh one renders
 * in the background. Catalogue data changes with stock and prices, so it is refreshed every few minutes;
 * static copy changes only with a deploy.
 */
import { parseMagentoDate } from '@/domain/sale.ts';

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

/**
 * Cache tags, so a change to one thing purges exactly the pages that show it (the backend names the same tags,
 * backend/notify/tags.ts):
 * - `product:<sku>` on every page that shows the product (its page, listings, carousels, related products);
 * - `category:<id>`, `brand:<id>` and `listing:<name>` on a listing: purged when a product enters or leaves it;
 * - `menu` on every page (the category and brand menus), and on pages listing categories, brands or e-card
 *   families: purged when a name, position or visibility changes or a count crosses zero;
 * - `cms:<identifier>` on the pages that show that CMS block;
 * - `config` on every page (the announcement bar).
 */
export const cacheTags = {
  category: (id: number) => `category:${id}`,
  brand: (id: number) => `brand:${id}`,
  product: (sku: string) => `product:${sku}`,
  listing: (name: 'products' | 'search' | 'deals' | 'home') => `listing:${name}`,
  cmsBlock: (identifier: string) => `cms:${identifier}`,
  menu: 'menu',
  config: 'config',
} as const;

/**
 * The tags of what the store layout shows around every page: the category and brand menus (`menu`) and the
 * announcement bar (`config`). The footer is the build's own copy, purged by a deploy.
 */
export const SHELL_TAGS: readonly string[] = [cacheTags.menu, cacheTags.config];

/**
 * `Astro.cache.set(...)` options for a page rendered in the store layout: `options` with the shell's tags
 * added, so an announcement or menu change purges it within seconds instead of when its lifetime ends. Routes
 * call it in their own frontmatter (through their loader's options): pages stream, so a directive the layout set
 * after loading its data would arrive after the response headers were sent, and be lost.
 */
export function withShellTags(options: CacheLifetime & { tags?: readonly string[] }): CacheLifetime & { tags: string[] } {
  return { maxAge: options.maxAge, swr: options.swr, tags: [...new Set([...(options.tags ?? []), ...SHELL_TAGS])] };
}

/** A tag the route cache and the backend accept: printable ASCII without spaces or commas, at most 200 characters. */
const VALID_TAG = /^[\x21-\x2b\x2d-\x7e]{1,200}$/;

/**
 * One `product:<sku>` tag per distinct product, in page order. All of them go to the route cache, whose tag
 * index has no size limit; the headers outside caches read are bounded separately (edge-tags.ts). A SKU that
 * cannot be a tag (a space, a comma) is left out: the backend names that product's listings instead.
 */
export function productTags(products: readonly { sku: string }[]): string[] {
  return [...new Set(products.map((product) => cacheTags.product(product.sku)))].filter((tag) => VALID_TAG.test(tag));
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
 * `products`, the page's own tags (its category, brand or `listing:<name>`) and one tag per product shown.
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
