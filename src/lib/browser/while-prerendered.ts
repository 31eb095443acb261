/**
 * What a page the browser prerenders does before the shopper is shown it (the store shell loads this module only
 * there, as the page starts):
 * - at once, it holds the blocks below its first screen out of the frame it will be shown with, until it has drawn
 *   that frame (first-screen-first.ts): a prerender the shopper's pointer rests on may be shown as soon as it has
 *   loaded, or before;
 * - once loaded (so that they do not take the connection from the first screen's photo and fonts), it asks for the
 *   lazy photos near its first screen (near-photos-while-prerendered.ts), those inside a block held among them.
 */
import { holdBelowFirstScreen } from './first-screen-first.ts';
import { loadNearPhotosWhilePrerendered } from './near-photos-while-prerendered.ts';
import { whenShown, type PrerenderingDocument } from './when-shown.ts';

export function prepareWhilePrerendered(doc: PrerenderingDocument = document): Promise<void> {
  if (!doc.prerendering) return Promise.resolve();
  whenShown(holdBelowFirstScreen(doc), doc);
  const loaded = doc.readyState === 'complete' ? Promise.resolve() : new Promise((done) => doc.defaultView?.addEventListener('load', done, { once: true }));
  return loaded.then(() => loadNearPhotosWhilePrerendered(doc));
}
