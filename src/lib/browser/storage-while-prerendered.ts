/**
 * A page's first read of the browser's storage (localStorage, sessionStorage) loads the whole of it into the page,
 * in the task that reads. On a prerendered page the first reads are what waits to run until it is shown (when-shown.ts:
 * whether an announcement was closed, whether there is a cart or a session), so that load came in the tasks between
 * the tap and the shown page's first frame on screen: the announcement's check took 14-30 ms at 4x CPU slowdown in
 * bench:journey's traces of a prerendered tap (issue 53), 5-11 ms with the storage loaded before. Reading is no side
 * effect, so a prerendered page reads each storage once before it is shown, and the reads that follow find it loaded;
 * a change meanwhile (another tab, the page it was prerendered from) still reaches it.
 */
import type { PrerenderingDocument } from './when-shown.ts';

/** On a prerendered page, has the browser load its storage now; does nothing on a shown page. */
export function loadStorageWhilePrerendered(doc: PrerenderingDocument = document, win: Pick<Window, 'localStorage' | 'sessionStorage'> = window): void {
  if (!doc.prerendering) return;
  for (const storage of ['localStorage', 'sessionStorage'] as const) {
    try {
      void win[storage].length;
    } catch {
      // Storage refused (a browser setting): the reads when shown are refused too, and handle it.
    }
  }
}
