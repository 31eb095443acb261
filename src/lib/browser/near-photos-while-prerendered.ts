/**
 * A prerendered page (Speculation Rules) draws no frame until it is shown, and the browser starts a lazy image only
 * in a frame, once it sees it within its distance of the screen. So every lazy photo near the first screen (a
 * listing's cards past the first row, a gallery's other slides, a carousel's next banners) started in the one frame
 * the page is shown with, each answered from the cache and handled in that frame's task: 10-19 ms a photo at 4x CPU
 * slowdown, about 60 ms after a listing's tap (bench:journey's traces, issue 53), a long task the shopper waits
 * behind. While the page is only prerendered, those photos are asked for at once instead (`loading="eager"`), so
 * that they are in before the tap; the others (further down, or inside a block not laid out yet: `defer-render`)
 * stay lazy.
 */

import type { PrerenderingDocument } from './when-shown.ts';

/** How far below the screen's top a lazy photo is asked for: the browser's own distance on a slow connection. */
export const NEAR_SCREENS = 3;

/** On a prerendered page, makes the lazy photos within NEAR_SCREENS screens eager; does nothing on a shown page. */
export function loadNearPhotosWhilePrerendered(doc: PrerenderingDocument = document): Promise<void> {
  if (!doc.prerendering) return Promise.resolve();
  const reach = (doc.defaultView?.innerHeight ?? 0) * NEAR_SCREENS;
  // Every position read first, then every photo changed: a change between two reads would lay the page out again.
  const near = [...doc.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')].filter(
    (photo) => photo.checkVisibility({ contentVisibilityAuto: true }) && photo.getBoundingClientRect().top < reach,
  );
  const asked = near.map((photo) => {
    photo.loading = 'eager';
    return arrived(photo);
  });
  // Once they are in, the page is laid out again, still unseen: else its layout, left stale by their arrival, is
  // redone between the tap and the page being shown (24 ms at 4x CPU slowdown in a trace).
  return Promise.all(asked).then(() => {
    if (asked.length > 0 && doc.prerendering) doc.body.getBoundingClientRect();
  });
}

/** Settles once `photo` has loaded or failed. */
function arrived(photo: HTMLImageElement): Promise<void> {
  if (photo.complete) return Promise.resolve();
  return new Promise((done) => {
    photo.addEventListener('load', () => done(), { once: true });
    photo.addEventListener('error', () => done(), { once: true });
  });
}
