/**
 * Watches the home's later sections (LaterShelf.astro) from the store shell, which is on the page already: the code
 * that brings one in (later-shelf.client.ts) is downloaded only when a place-holder nears the screen, so a new
 * guest's first load asks for no script of its own for them. The distance (0.6 of a screen ahead) is more than the
 * browser's own (half a screen) for drawing a `defer-render` block, so the place-holder is replaced before it would
 * be drawn. Watching starts at once, not after load: a shopper who scrolls while the first screen's photos still
 * load finds the sections there.
 */

/**
 * The event raised on `document` once a section is in: a script that set up the page's controls at load (the wishlist
 * hearts' saved state, wishlist-button.client.ts) sets up the new ones too.
 */
export const LATER_CONTENT_EVENT = 'matjar:later-content';

const AHEAD = '60% 0px';

export function watchLaterShelves(): void {
  const shelves = document.querySelectorAll('[data-later-shelf]');
  if (shelves.length === 0) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        // One section a task: each is a few hundred elements to parse and style.
        void import('./later-shelf.client.ts').then(({ bringIn }) =>
          setTimeout(() => {
            if (bringIn(entry.target)) document.dispatchEvent(new CustomEvent(LATER_CONTENT_EVENT));
          }, 0),
        );
      }
    },
    { rootMargin: AHEAD },
  );
  for (const shelf of shelves) observer.observe(shelf);
}
