/**
 * Watches a page's later product carousels (LaterShelf.astro: the home's lists, a product page's related products)
 * from the store shell, which is on the page already: the code that brings one in (later-shelf.client.ts) is
 * downloaded only when a place-holder nears the screen, so a new guest's first load asks for no script of its own
 * for them. The distance (0.6 of a screen ahead) is more than the
 * browser's own (half a screen) for drawing a `defer-render` block, so the place-holder is usually replaced before
 * it is drawn. Watching starts at once, not after load: a shopper who scrolls while the first screen's photos still
 * load finds the carousels there. A page the browser prerenders starts watching only once it is shown
 * (when-shown.ts): nothing is fetched for a page the shopper may never see.
 */
import { whenShown } from '@/lib/browser/when-shown.ts';

/**
 * The event raised on `document` once a section is in: a script that set up the page's controls at load (the wishlist
 * hearts' saved state, wishlist-button.client.ts; the wishlist script itself, shopper-parts.client.ts) sets up the new
 * ones too.
 */
export const LATER_CONTENT_EVENT = 'matjar:later-content';

/** The place-holders, each naming the address of its section. */
const PLACEHOLDERS = '[data-later-shelf-src]';

const AHEAD = '60% 0px';

function observeLaterShelves(shelves: NodeListOf<HTMLElement>): void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void import('./later-shelf.client.ts')
          .then(({ bringIn }) => bringIn(entry.target as HTMLElement))
          .then((brought) => brought && document.dispatchEvent(new CustomEvent(LATER_CONTENT_EVENT)))
          // The code itself could not be loaded (offline, a new release): the place-holder and its link stay.
          .catch(() => {});
      }
    },
    { rootMargin: AHEAD },
  );
  for (const shelf of shelves) observer.observe(shelf);
}

export function watchLaterShelves(): void {
  const shelves = document.querySelectorAll<HTMLElement>(PLACEHOLDERS);
  if (shelves.length === 0) return;
  whenShown(() => observeLaterShelves(shelves));
}
