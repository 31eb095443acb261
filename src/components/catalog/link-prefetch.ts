/**
 * Catalogue link prefetch (spec §9): once the browser is idle, at most 2000 ms after the page loaded
 * (prefetch-when-idle.ts, which also loads this code), the catalogue links shown on screen (and later those scrolled into view) are prefetched, each once, so the next page
 * opens from the browser's prefetch cache. Never on a 2g connection or with Save-Data, checked again before
 * each fetch since the connection can change. Browsers without `<link rel="prefetch">` get nothing: a plain
 * fetch would not be reused, since pages are revalidated on each navigation (`max-age=0`).
 */

/** Home, product, category, brand, e-card and deals pages of either locale (the query may hold a page number). */
const CATALOGUE_PATH = /^\/(ar|en)(\/(products|categories|brands|ecards|deals)(\/[^/]+)?)?\/?$/;

/** The pages that prefetch their links: the catalogue pages and search results. */
export function isCataloguePage(pathname: string): boolean {
  return CATALOGUE_PATH.test(pathname) || /^\/(ar|en)\/search\/?$/.test(pathname);
}

/** The Network Information API, where the browser has it. */
export type ConnectionLike = { saveData?: boolean; effectiveType?: string };

export function isConstrainedConnection(connection: ConnectionLike | undefined): boolean {
  return Boolean(connection && (connection.saveData === true || /2g/.test(connection.effectiveType ?? '')));
}

/**
 * The URL to prefetch for a link to `href` (without its fragment), or null when it is not another catalogue
 * page in this page's language. The locale switcher's links are left out: following one stores the shopper's
 * language choice in a cookie, which a prefetch must not do behind their back.
 */
export function cataloguePrefetchUrl(href: string, location: Pick<Location, 'href' | 'origin'>): string | null {
  let url: URL;
  try {
    url = new URL(href, location.href);
  } catch {
    return null;
  }
  const current = new URL(location.href);
  if (url.origin !== current.origin || !CATALOGUE_PATH.test(url.pathname)) return null;
  if (url.pathname.split('/')[1] !== current.pathname.split('/')[1]) return null;
  url.hash = '';
  current.hash = '';
  return url.href === current.href ? null : url.href;
}

/** Menu panels stay laid out while hidden (so they can fade in): only links a shopper can see are prefetched. */
function isShown(element: Element): boolean {
  return element.checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? true;
}

const connection = () => (navigator as Navigator & { connection?: ConnectionLike }).connection;

/** Watches the page's catalogue links and prefetches each as it comes on screen; run when idle (prefetch-when-idle.ts). */
export function prefetchCatalogueLinks(): void {
  if (isConstrainedConnection(connection()) || !document.createElement('link').relList.supports?.('prefetch')) return;
  const prefetched = new Set<string>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting || !isShown(entry.target)) continue;
      observer.unobserve(entry.target);
      const url = cataloguePrefetchUrl((entry.target as HTMLAnchorElement).href, location);
      if (url === null || prefetched.has(url) || isConstrainedConnection(connection())) continue;
      prefetched.add(url);
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      document.head.append(link);
    }
  });
  const observeCatalogueLinks = () => {
    for (const link of document.links) if (cataloguePrefetchUrl(link.href, location) !== null) observer.observe(link);
  };
  // Safari has no idle callback: there, the timeout itself.
  observeCatalogueLinks();
}
