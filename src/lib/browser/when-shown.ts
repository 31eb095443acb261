/**
 * A page the browser prerenders (Speculation Rules, speculation-rules.ts) runs its scripts before the shopper has
 * seen it, and may never be shown at all. Whatever a shopper did not do must wait until it is shown: recording a
 * recently viewed product, asking the server for the session, the cart or the wishlist, a RUM report, the social
 * pixel's page view, any write. `whenShown(work)` runs `work` at once on a page that is not being prerendered, and
 * on one that is, once it is activated (`prerenderingchange`) and has drawn the frame it is shown with; on a
 * discarded prerender, never.
 *
 * After that frame, not in the activation's own task: the activation and the page's first frame are what the shopper
 * waits for between the tap and the page. Run in that task, the work waiting for it (reading the browser's storage,
 * starting the shopper's parts, the link prefetcher, with the Speculation Rules put in then) made it 36-74 ms at 4x
 * CPU slowdown in traces of bench:journey's tap, each millisecond of it before the first frame; 11 ms without.
 */
/** `prerendering`: true while the document is a prerender the shopper has not been shown. */
export type PrerenderingDocument = Document & { prerendering?: boolean };

/**
 * Runs `work` at once on a page not being prerendered; on one that is, in a task after the first frame it draws once
 * activated (a page activated in a tab hidden at once draws none, and runs it when it is looked at).
 */
export function whenShown(work: () => void, doc: PrerenderingDocument = document): void {
  if (doc.prerendering) doc.addEventListener('prerenderingchange', () => afterNextFrame(work), { once: true });
  else work();
}

/**
 * Runs `work` once a page restored from the back/forward cache has drawn its first frame again. `pagereveal`
 * (Chrome 123+) comes before that frame, up to a hundred ms after `pageshow`; a frame callback asked for in `pageshow`
 * itself can come before it. Call from a `pageshow` listener whose event is `persisted`.
 */
export function afterRestoredFrame(work: () => void): void {
  if ('onpagereveal' in window) addEventListener('pagereveal', () => afterNextFrame(work), { once: true });
  else afterNextFrame(work);
}

/** Runs `work` in a task after the next frame: its callbacks come before it is drawn, the tasks after them after. */
function afterNextFrame(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work));
}
