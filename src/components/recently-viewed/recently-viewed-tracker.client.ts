/**
 * Records the product of a product page as viewed (RecentlyViewedTracker.astro's marker), as soon as the page has
 * loaded (store shell), so a shopper who never scrolls or touches still counts as having viewed it. A guest's view
 * goes to the browser's list; a signed-in shopper's to the server's (spec §4). A server that refuses (session over,
 * backend down) loses only this one view, as a closed tab would.
 */
import { isLocale } from '@/lib/i18n/locales.ts';
import { hasSessionHint } from '@/lib/session-hint.ts';
import { decodeRecentlyViewedProduct, recordProductView } from '@/stores/recently-viewed/recently-viewed-list.ts';

export function trackProductViews(markers: Iterable<HTMLElement>): void {
  for (const marker of markers) {
    const locale = marker.dataset.locale;
    const product = decodeRecentlyViewedProduct(marker.dataset.recentlyViewedTrack ?? '');
    if (!isLocale(locale) || !product) continue;
    if (hasSessionHint(document.cookie)) {
      // The Actions client loads only for a signed-in shopper's view.
      void import('@/lib/browser/actions-client.ts')
        .then(({ loadActions }) => loadActions())
        .then(({ actions }) => actions.engagement.recordRecentlyViewed({ sku: product.sku }))
        .catch(() => undefined);
    } else {
      recordProductView(locale, product);
    }
  }
}
