/**
 * How long a product page may be cached, and what purges it. Two things on it change with the clock: prices
 * (sale windows of the product and its related products, handled by `cacheLifetimeFor`) and the same-day
 * delivery note (it flips at 7:30 PM and again at midnight, Qatar time). Neither the fresh nor the
 * stale-while-revalidate period may reach past the earliest of those moments, or shoppers would read an offer or
 * a delivery promise that no longer holds. Edits purge it through its tags: the product, the related products
 * and the shell (whose `menu` tag also covers the breadcrumb's category name).
 */
import {
  cacheLifetimeFor,
  productTags,
  withShellTags,
  type CacheLifetime,
  type SaleWindow,
} from './cache-policy.ts';
import { sameDayDelivery } from '@/lib/same-day-delivery.ts';

/** `lifetime` shortened so that maxAge + swr ends no later than `secondsLeft` from now. */
export function capCacheLifetime(lifetime: CacheLifetime, secondsLeft: number): CacheLifetime {
  const limit = Math.max(0, Math.floor(secondsLeft));
  const maxAge = Math.min(lifetime.maxAge, limit);
  return { maxAge, swr: Math.min(lifetime.swr, limit - maxAge) };
}

export function productPageCacheLifetime(products: readonly SaleWindow[], now: Date): CacheLifetime {
  return capCacheLifetime(cacheLifetimeFor(products, now), sameDayDelivery(now).secondsUntilChange);
}

type ShownProduct = SaleWindow & { sku: string };

/** `Astro.cache.set(...)` options for the page of `product`, shown with `related`. */
export function productPageCacheOptions(product: ShownProduct, related: readonly ShownProduct[], now: Date): CacheLifetime & { tags: string[] } {
  const shown = [product, ...related];
  return withShellTags({ ...productPageCacheLifetime(shown, now), tags: productTags(shown) });
}
