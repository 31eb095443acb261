/**
 * The `Server-Timing` header (W3C Server Timing) of a storefront answer: how the route cache answered (`cache`:
 * HIT, STALE, MISS, or PASS for an answer it does not store), the render's time, and the commerce calls' time and
 * number. A cached answer tells only how it was answered: the timings of the render that filled the cache are
 * never stored with the page (cached-page.ts), so they are never replayed.
 */
import type { ShopperRequest } from '@/lib/commerce/index.ts';

export type CacheAnswer = 'HIT' | 'STALE' | 'MISS' | 'PASS';

const ms = (value: number) => Math.round(value * 10) / 10;

/** `render;dur=…, commerce;dur=…;desc="N calls"` for a request that rendered (commerce only when it called). */
export function renderTiming(renderMs: number, shopper: Pick<ShopperRequest, 'commerceCalls' | 'commerceMs'> | undefined): string {
  const parts = [`render;dur=${ms(renderMs)}`];
  if (shopper && shopper.commerceCalls > 0) {
    parts.push(`commerce;dur=${ms(shopper.commerceMs)};desc="${shopper.commerceCalls} call${shopper.commerceCalls === 1 ? '' : 's'}"`);
  }
  return parts.join(', ');
}

/** The cache's entry, with the render's timings after it when this answer rendered. */
export function serverTiming(cache: CacheAnswer, rendered?: string): string {
  return rendered ? `cache;desc=${cache}, ${rendered}` : `cache;desc=${cache}`;
}
