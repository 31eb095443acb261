/**
 * The store shell's one script, on every page that runs script (StoreLayout; script-free pages run none). A new
 * guest's page downloads this module and nothing else until the shopper does something, so it holds only what
 * must run on every page, and loads the rest when it is needed:
 * - the shopper's own parts (header session, cart and compare counts, cart refresh, wishlist buttons:
 *   shopper-parts.client.ts) at once when the display cookies or the browser's storage say there is a cart, a
 *   session or a compare list
 *   (stores/shopper-presence.ts), else on the first interaction (pointer, touch, focus or key), which may be
 *   signing in or adding to the cart;
 * - the toast renderer with the first toast (stores/toast-event.ts);
 * - the add-to-cart forms' handler (its press and the cart's round-trips when a button is reached for);
 * - the announcement bar's close button;
 * - the home's later sections, each brought in as it nears the screen (later-shelf-watch.ts), their code then;
 * - once the page has loaded (so that what they download does not take a phone's connections from the first
 *   screen's photo and fonts): the store's whole stylesheet (store-stylesheet.ts: the page has the rules of its own
 *   markup), then the carousel buttons when a strip is near the screen, the product page's view
 *   recording (recently viewed) where the page marks one, catalogue link prefetch when idle (spec §9), which
 *   fetches pages, never code, and, when idle, the Core Web Vitals reporter on a sampled page view
 *   (web-vitals-sampling.ts);
 * - for every island that hydrates, the text typed into its fields before then (read by typed-values.ts, handed to
 *   the island by keep-typed-values.ts, loaded only then), its forms' submits held until the island has it
 *   (hold-submits.ts);
 * - on catalogue pages, the Speculation Rules that prerender the next catalogue page on the shopper's intent
 *   (speculation-rules.ts), where the browser has them, put in at once, also while the page is itself prerendered.
 * A page the browser prerenders makes ready, once loaded, what would otherwise come after the tap: the lazy photos near
 * its first screen, its storage, the view recording's code (ready-while-prerendered.ts, loaded only then); and it starts nothing
 * a shopper did not do (the shopper's parts with their session, cart and wishlist calls, the view recording, the RUM
 * reporter, link prefetch) until it is shown and has drawn its first frame (when-shown.ts). A page restored from the
 * back/forward cache brings its header up to date (here, and shopper-parts.client.ts).
 */
import { bindAddToCartForms } from '@/components/cart/add-to-cart.client.ts';
import { PREFETCH_IDLE_TIMEOUT_MS, prefetchCatalogueLinks } from '@/components/catalog/link-prefetch.ts';
import { isCataloguePage } from '@/lib/catalogue-pages.ts';
import { speculateCatalogueLinks, supportsSpeculationRules } from '@/components/catalog/speculation-rules.ts';
import { bindAnnouncementClose } from '@/components/layout/announcement-close.client.ts';
import { watchLaterShelves } from '@/components/home/later-shelf-watch.ts';
import { watchCarousels } from '@/components/ui/carousel-watch.ts';
import { reportWebVitalsIfSampled } from '@/components/layout/web-vitals-sampling.ts';
import { pageLocale } from '@/lib/i18n/page-locale.ts';
import { holdSubmits } from '@/lib/browser/hold-submits.ts';
import { loadStoreStylesheet } from '@/lib/browser/store-stylesheet.ts';
import { typedValues } from '@/lib/browser/typed-values.ts';
import { whenIdle } from '@/lib/browser/when-idle.ts';
import { whenShown, type PrerenderingDocument } from '@/lib/browser/when-shown.ts';
import { signInToUseWishlist } from '@/lib/wishlist-sign-in.ts';
import { browserStorages, shopperPresence } from '@/stores/layout/shopper-presence.ts';
import { TOAST_EVENT, toastWaiting } from '@/stores/ui/toast-event.ts';

/** What counts as the shopper's first interaction (as for `client:interaction` islands). */
const INTERACTIONS = ['pointerover', 'touchstart', 'focusin', 'keydown'] as const;

/** Whether the display cookies or the browser's storage say there is a cart or a session. */
function shopperPresent(): boolean {
  const { local, session } = browserStorages();
  const presence = shopperPresence(document.cookie, local, session);
  return presence.cart || presence.session || presence.compare;
}

function startShopperPartsOnce(): void {
  let started = false;
  let running = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) document.removeEventListener(type, start, true);
    void import('./shopper-parts.client.ts').then(({ startShopperParts }) => {
      startShopperParts();
      running = true;
    });
  };
  // Back from the back/forward cache, the header may be stale (an add, a sign-in or a sign-out on another page):
  // parts not started yet start if there now is a cart or a session (running parts follow by themselves).
  window.addEventListener('pageshow', (event) => event.persisted && shopperPresent() && start());
  if (shopperPresent()) {
    start();
    return;
  }
  for (const type of INTERACTIONS) document.addEventListener(type, start, { capture: true, passive: true });
  // A guest who presses a wishlist button before its script runs goes to sign in and back here, as the script
  // would send them (the plain form post would land them on the wishlist instead).
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (running || !(form instanceof HTMLFormElement) || !form.hasAttribute('data-wishlist-form')) return;
    event.preventDefault();
    window.location.assign(signInToUseWishlist(pageLocale(), `${location.pathname}${location.search}`));
  });
}

function showToastsWhenRaised(): void {
  const polite = document.querySelector<HTMLElement>('[data-toast-polite]');
  const urgent = document.querySelector<HTMLElement>('[data-toast-urgent]');
  if (!polite || !urgent) return;
  // A toast is drawn by script, with rules the page's own may lack: the whole stylesheet first.
  const bind = () =>
    void Promise.all([import('@/components/ui/toaster.client.ts'), loadStoreStylesheet()]).then(([{ bindToaster }]) => bindToaster(polite, urgent));
  if (toastWaiting()) bind();
  else document.addEventListener(TOAST_EVENT, bind, { once: true });
}

/** The mark of a product page's product, to be recorded as viewed (RecentlyViewedTracker.astro). */
const PRODUCT_VIEW = '[data-recently-viewed-track]';

function recordProductViews(): void {
  const viewed = document.querySelectorAll<HTMLElement>(PRODUCT_VIEW);
  if (viewed.length === 0) return;
  void import('@/components/recently-viewed/recently-viewed-tracker.client.ts').then(({ trackProductViews }) => trackProductViews(viewed));
}

/** Runs `work` once the page has loaded (its images and fonts), at once if it has. */
function onceLoaded(work: () => void): void {
  if (document.readyState === 'complete') work();
  else window.addEventListener('load', work, { once: true });
}

/**
 * On catalogue pages: the Speculation Rules where the browser has them, at once, also in a page being prerendered
 * (they start nothing there: their prerenders wait for a pointer on a link, their prefetches for links the prefetcher
 * marks, which it does only once the page is shown), so that a prerendered page is not made to take them in while it
 * is being shown (inserting them recomputes the page's style rules for their selector: 25-35 ms at 4x CPU slowdown);
 * and, once the page is shown, the links in view prefetched when idle.
 */
function speculateOrPrefetch(): void {
  if (!isCataloguePage(location.pathname)) return;
  const bySpeculationRules = supportsSpeculationRules();
  if (bySpeculationRules) speculateCatalogueLinks(pageLocale());
  whenShown(() => onceLoaded(() => whenIdle(() => prefetchCatalogueLinks(bySpeculationRules), PREFETCH_IDLE_TIMEOUT_MS)));
}

showToastsWhenRaised();
// Astro's event on each island once it has hydrated; it does not bubble, so it is caught on its way down.
document.addEventListener(
  'astro:hydrate',
  (event) => {
    const island = event.target as Element;
    const typed = typedValues(island);
    if (typed.length === 0) return;
    // A press before the island holds the text would act on its old values: its forms wait (hold-submits.ts).
    const release = holdSubmits(island);
    void import('@/lib/browser/keep-typed-values.ts').then(({ keepValues }) => keepValues(island, typed, release), release);
  },
  true,
);
// Bound on every page: every page has the product cards' shared add form (CardForms.astro), and its cards may all
// come in later (later-shelf-watch.ts: the home page, a product page's related products); a product page has its own.
bindAddToCartForms();
for (const bar of document.querySelectorAll<HTMLElement>('[data-announcement]')) bindAnnouncementClose(bar);
watchLaterShelves();
// The store's whole stylesheet once the page has loaded (the page carries only the rules its markup uses); the
// carousels' buttons, which script shows and hides, then.
onceLoaded(() => void loadStoreStylesheet().then(watchCarousels));
// A prerendered page makes ready before it is shown what the frame it is shown with and the work waiting for it would
// otherwise do after the tap (its photos near the first screen, its storage, the view recording's code); the code
// that does it is loaded only there (a page loaded as usual never needs it).
onceLoaded(() => {
  if ((document as PrerenderingDocument).prerendering)
    void import('./ready-while-prerendered.ts')
      .then(({ readyWhilePrerendered }) => readyWhilePrerendered(PRODUCT_VIEW))
      .catch(() => undefined);
});
speculateOrPrefetch();
whenShown(() => {
  startShopperPartsOnce();
  onceLoaded(recordProductViews);
  onceLoaded(() => whenIdle(reportWebVitalsIfSampled, PREFETCH_IDLE_TIMEOUT_MS));
});
