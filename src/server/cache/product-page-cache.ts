/**
 * How long a product page may be cached, and what purges it. Two things on it change with the clock: prices
 * (sale windows of the product and its related products, handled by `cacheLifetimeFor`) and the same-day
 * delivery note (it flips at 7:30 PM and again at midnight, Qatar time). Neither the fresh nor the
 * stale-while-revalidate period may reach past the earliest of those moments, or shoppers would read an offer or
 * a delivery promise that no longer holds. Its tags are decided with every page's, in page-cache-options.ts.
 */
import { cacheLifetimeFor, type CacheLifetime, type SaleWindow } from './cache-policy.ts';
import { sameDayDelivery } from '@/domain/same-day-delivery.ts';

/** `lifetime` shortened so that maxAge + swr ends no later than `secondsLeft` from now. */
export function capCacheLifetime(lifetime: CacheLifetime, secondsLeft: number): CacheLifetime {
  const limit = Math.max(0, Math.floor(secondsLeft));
  const maxAge = Math.min(lifetime.maxAge, limit);
  return { maxAge, swr: Math.min(lifetime.swr, limit - maxAge) };
}

export function productPageCacheLifetime(products: readonly SaleWindow[], now: Date): CacheLifetime {
  return capCacheLifetime(cacheLifetimeFor(products, now), sameDayDelivery(now).secondsUntilChange);
}
