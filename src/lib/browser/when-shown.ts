/**
 * A page the browser prerenders (Speculation Rules, speculation-rules.ts) runs its scripts before the shopper has
 * seen it, and may never be shown at all. Whatever a shopper did not do must wait until it is shown: recording a
 * recently viewed product, asking the server for the session, the cart or the wishlist, a RUM report, the social
 * pixel's page view, any write. `whenShown(work)` runs `work` at once on a page that is not being prerendered, and
 * on one that is, when it is activated (`prerenderingchange`); on a discarded prerender, never.
 */
type PrerenderingDocument = Document & { prerendering?: boolean };

/** True while this document is a prerender the shopper has not been shown. */
export function isPrerendering(doc: PrerenderingDocument = document): boolean {
  return doc.prerendering === true;
}

export function whenShown(work: () => void, doc: PrerenderingDocument = document): void {
  if (isPrerendering(doc)) doc.addEventListener('prerenderingchange', () => work(), { once: true });
  else work();
}
