/**
 * `client:onscreen`: hydrate an island when it comes on screen, as Astro's `client:visible`, and once the store's whole
 * stylesheet is there (src/lib/browser/store-stylesheet.ts): for islands on shared pages that draw what their server
 * render did not have (the recently viewed products, the newsletter form's outcome) as soon as they are seen, which
 * may be before the page has loaded and the shell has asked for the file.
 */
import type { ClientDirective } from 'astro';
import { loadStoreStylesheet } from '@/lib/browser/store-stylesheet.ts';

const hydrateOnScreen: ClientDirective = (load, _options, island) => {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    void Promise.all([load(), loadStoreStylesheet()]).then(([hydrate]) => hydrate());
  });
  // The island is `display: contents`: its children are what comes on screen.
  for (const child of island.children) observer.observe(child);
};

export default hydrateOnScreen;
