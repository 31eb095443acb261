/**
 * What a prerendered page makes ready once loaded, before the shopper is shown it (issue 53), so that neither the frame
 * it is shown with nor the work waiting for it to be shown (when-shown.ts) has to do it after the tap: its lazy photos
 * near the first screen asked for (near-photos-while-prerendered.ts), the browser's storage read once
 * (storage-while-prerendered.ts), and on a product page the view recording's code loaded, which records nothing until
 * the page is shown (loaded in the task that records, after the tap, it made that task 31-57 ms at 4x CPU slowdown in
 * bench:journey's traces, 2-15 ms loaded before). The store shell loads this only on a prerendered page: a page loaded
 * as usual never fetches it, and a new guest's first load stays within its script budget.
 */
import { loadNearPhotosWhilePrerendered } from '@/lib/browser/near-photos-while-prerendered.ts';
import { loadStorageWhilePrerendered } from '@/lib/browser/storage-while-prerendered.ts';

/** `productView`: the mark of a product to be recorded as viewed once shown (the store shell's). */
export function readyWhilePrerendered(productView: string): void {
  void loadNearPhotosWhilePrerendered();
  loadStorageWhilePrerendered();
  if (document.querySelector(productView)) void import('@/components/recently-viewed/recently-viewed-tracker.client.ts');
}
