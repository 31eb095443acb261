/**
 * What a prerendered page makes ready once loaded, before the shopper is shown it (issue 53), so that neither the frame
 * it is shown with nor the work waiting for it to be shown (when-shown.ts) has to do it after the tap:
 * - its lazy photos near the first screen asked for (near-photos-while-prerendered.ts);
 * - the browser's storage read once: a page's first read of localStorage or sessionStorage loads the whole of it, in
 *   the task that reads, and on a prerendered page the first reads are the work waiting to be shown (whether an
 *   announcement was closed, whether there is a cart or a session): the announcement's check took 14-30 ms at 4x CPU
 *   slowdown in bench:journey's traces of a tap, 5-11 ms with the storage loaded before. Reading is no side effect,
 *   and a change meanwhile (another tab, the page it was prerendered from) still reaches the reads that follow;
 * - on a product page the view recording's code loaded, which records nothing until the page is shown (loaded in the
 *   task that records, after the tap, it made that task 31-57 ms at 4x CPU slowdown, 2-15 ms loaded before).
 * The store shell loads this only on a prerendered page: a page loaded as usual never fetches it, and a new guest's
 * first load stays within its script budget.
 */
import { loadNearPhotosWhilePrerendered } from '@/lib/browser/near-photos-while-prerendered.ts';
import type { PrerenderingDocument } from '@/lib/browser/when-shown.ts';
import { browserStorages } from '@/stores/layout/shopper-presence.ts';

/**
 * `productView`: the mark of a product to be recorded as viewed once shown (the store shell's). Does nothing on a page
 * that is shown. `storages`: the page's, null where the browser refuses one (whose reads when shown handle it too).
 */
export function readyWhilePrerendered(
  productView: string,
  doc: PrerenderingDocument = document,
  storages: ReturnType<typeof browserStorages> = browserStorages(),
): void {
  if (!doc.prerendering) return;
  void loadNearPhotosWhilePrerendered(doc);
  void storages.local?.length;
  void storages.session?.length;
  if (doc.querySelector(productView))
    void import('@/components/recently-viewed/recently-viewed-tracker.client.ts').catch(() => undefined);
}
