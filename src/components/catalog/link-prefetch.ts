/**
 * Catalogue link prefetch (spec §9): once the browser is idle, at most 2000 ms after the page loaded (the store shell
 * waits for that, PREFETCH_IDLE_TIMEOUT_MS), the catalogue links shown on screen (and later those scrolled into view)
 * are prefetched, each once, so the next page opens from the browser's prefetch cache. Never on a 2g connection or
 * with Save-Data, checked again before each fetch since the connection can change. Browsers without
 * `<link rel="prefetch">` get nothing: a plain fetch would not be reused, since pages are revalidated on each
 * navigation (`max-age=0`). Where the browser runs Speculation Rules (speculation-rules.ts), the links are not fetched
 * here but marked `data-in-view`, which the page's rules prefetch.
 */
import { CATALOGUE_PATH } from '@/lib/catalogue-pages.ts';
import { whenIdle } from '@/lib/browser/when-idle.ts';

/** Spec §9: how long after the page loaded the prefetch starts at the latest, if the browser is not idle before. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

/** What a catalogue link that has been on screen is marked with, for the Speculation Rules to prefetch it. */
export const IN_VIEW_ATTRIBUTE = 'data-in-view';

/** The Network Information API, where the browser has it. */
export type ConnectionLike = { saveData?: boolean; effectiveType?: string };

export function isConstrainedConnection(connection: ConnectionLike | undefined): boolean {
  return Boolean(connection && (connection.saveData === true || /2g/.test(connection.effectiveType ?? '')));
}

/** Where a link points, as both an `<a>` element and a `URL` give it (an `<a>` parses its own href). */
export type LinkTarget = Pick<URL, 'origin' | 'pathname' | 'search'>;

/**
 * The URL to prefetch for a link to `target` (without its fragment), or null when it is not another catalogue
 * page in the language of the page at `here`. The locale switcher's links are left out: following one stores the
 * shopper's language choice in a cookie, which a prefetch must not do behind their back. An `<a>` whose href
 * does not parse has an empty origin, so it is left out too.
 */
export function cataloguePrefetchUrl(target: LinkTarget, here: LinkTarget): string | null {
  if (target.origin !== here.origin || !CATALOGUE_PATH.test(target.pathname)) return null;
  if (target.pathname.split('/')[1] !== here.pathname.split('/')[1]) return null;
  if (target.pathname === here.pathname && target.search === here.search) return null;
  return `${target.origin}${target.pathname}${target.search}`;
}

/** Menu panels stay laid out while hidden (so they can fade in): only links a shopper can see are prefetched. */
function isShown(element: Element): boolean {
  return element.checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? true;
}

const connection = () => (navigator as Navigator & { connection?: ConnectionLike }).connection;

/**
 * Watches the page's catalogue links and prefetches each as it comes on screen; run when idle (PREFETCH_IDLE_TIMEOUT_MS).
 * The links seen are queued, and each `<link rel="prefetch">` is added (or, `bySpeculationRules`, each link marked
 * IN_VIEW_ATTRIBUTE) in an idle moment, as many as the moment holds: adding the first screen's dozen at once, in the
 * observer's callback, made a task of up to 40 ms on a fast machine (Lighthouse counts it four times over, for a phone
 * four times slower) in a new guest's load of the home page.
 */
export function prefetchCatalogueLinks(bySpeculationRules?: boolean): void {
  // Strictly true: handed to an idle callback as it is, it receives the callback's deadline.
  const marking = bySpeculationRules === true;
  if (isConstrainedConnection(connection())) return;
  if (!marking && !document.createElement('link').relList.supports?.('prefetch')) return;
  const prefetched = new Set<string>();
  const queued: { url: string; anchor: Element }[] = [];
  const addQueued = (deadline?: IdleDeadline) => {
    do {
      // On a connection turned constrained the queue is dropped, not kept: links seen once it recovers start anew.
      if (isConstrainedConnection(connection())) queued.length = 0;
      const next = queued.shift();
      if (next === undefined) return;
      if (marking) {
        next.anchor.setAttribute(IN_VIEW_ATTRIBUTE, '');
      } else {
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.href = next.url;
        document.head.append(link);
      }
    } while (deadline && deadline.timeRemaining() > 0);
    if (queued.length > 0) whenIdle(addQueued);
  };
  const observer = new IntersectionObserver((entries) => {
    const wasIdle = queued.length === 0;
    for (const entry of entries) {
      if (!entry.isIntersecting || !isShown(entry.target)) continue;
      observer.unobserve(entry.target);
      const url = cataloguePrefetchUrl(entry.target as HTMLAnchorElement, location);
      if (url === null || prefetched.has(url)) continue;
      prefetched.add(url);
      queued.push({ url, anchor: entry.target });
    }
    if (wasIdle && queued.length > 0) whenIdle(addQueued);
  });
  for (const link of document.links) if (cataloguePrefetchUrl(link, location) !== null) observer.observe(link);
}
