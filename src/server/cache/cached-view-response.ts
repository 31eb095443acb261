/**
 * What a cached route does with its loader's answer (`CachedView`, page-cache-options.ts): a view is rendered with
 * the cache options it came with, and no view (no such product, listing or page) answers 404 with the not-found page,
 * which is not kept. The route renders the view this returns, or its not-found page for null.
 */
import type { AstroGlobal } from 'astro';
import type { CachedView } from './page-cache-options.ts';

export function cachedViewOr404<View>(page: Pick<AstroGlobal, 'cache' | 'response'>, loaded: CachedView<View> | null): View | null {
  if (!loaded) {
    page.response.status = 404;
    return null;
  }
  page.cache.set(loaded.cache);
  return loaded.view;
}
