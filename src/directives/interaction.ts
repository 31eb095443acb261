/**
 * `client:interaction`: hydrate an island when the shopper first reaches for it (pointer over it, touch, focus or
 * a key inside it), not at idle. For the header search, on every page: its server render is already a working
 * search form, and loading the UI framework on each page view at idle cost a cheap phone a long main-thread task
 * before the shopper had done anything. Something typed before hydration finishes is kept by the island.
 */
import type { ClientDirective } from 'astro';
import { loadStoreStylesheet } from '@/lib/browser/store-stylesheet.ts';

const EVENTS = ['pointerover', 'touchstart', 'focusin', 'keydown'] as const;

const hydrateOnInteraction: ClientDirective = (load, _options, island) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of EVENTS) island.removeEventListener(type, start);
    // The island's code, and the store's whole stylesheet for what it draws beyond its server render.
    const [hydrate] = await Promise.all([load(), loadStoreStylesheet()]);
    await hydrate();
  };
  for (const type of EVENTS) island.addEventListener(type, start, { passive: true });
  // Focus already inside (autofocus, or restored by the browser): that is an interaction too.
  if (island.contains(document.activeElement)) void start();
};

export default hydrateOnInteraction;
