/**
 * Speculation Rules on catalogue pages (issue 53): the browser prerenders another catalogue page of the same
 * language on the shopper's intent (`moderate`: a pointer resting on the link, or the start of a touch), and
 * prefetches the catalogue links that have been on screen (the link prefetcher, link-prefetch.ts, marks them
 * `data-in-view` in idle moments, as it adds `<link rel="prefetch">`s where the API is missing). Never a personal
 * page (cart, checkout, account, payment, compare: none matches the catalogue paths), a link carrying an Action
 * (`?_action=`) or the locale switcher's (which stores a cookie), and nothing at all on Save-Data or a 2g
 * connection.
 *
 * The rules are not in the cached HTML but inserted by the store shell on catalogue pages: only script can see
 * Save-Data and the connection type (a `Speculation-Rules` header or a rule in the markup cannot), and a
 * connection that turns constrained takes the rules out again, which cancels what they had started. The inserted
 * `<script type="speculationrules">` is inline code, allowed by the Content-Security-Policy through its hash
 * (inline-code.ts), so each locale's text here is the exact text hashed.
 */
import { LOCALES, type Locale } from '@/lib/i18n/locales.ts';
import { afterRestoredFrame } from '@/lib/browser/when-shown.ts';
import { IN_VIEW_ATTRIBUTE, isConstrainedConnection, type ConnectionLike } from './link-prefetch.ts';

/** The catalogue's sections under a locale (src/lib/catalogue-pages.ts's CATALOGUE_PATH, as URL patterns). */
const SECTIONS = ['products', 'categories', 'brands', 'ecards', 'deals', 'collections'] as const;

/** A catalogue page of `locale` (any query), not an Action's or the locale switcher's URL. */
function catalogueLinks(locale: Locale): object {
  const pathnames = [`/${locale}{/}?`, ...SECTIONS.map((section) => `/${locale}/${section}{/:key}?{/}?`)];
  return {
    and: [
      { href_matches: pathnames.map((pathname) => ({ pathname })) },
      { not: { href_matches: [{ pathname: '/*', search: '*_action=*' }, { pathname: '/*', search: '*switch-locale=*' }] } },
    ],
  };
}

/** The rules for a page of `locale`, as the exact text the page carries and the CSP hashes. */
export function speculationRulesText(locale: Locale): string {
  const links = catalogueLinks(locale);
  return JSON.stringify({
    // Document rules (a `where`, no `urls`): the links of the page as it is, and as it changes.
    prerender: [{ where: links, eagerness: 'moderate' }],
    prefetch: [{ where: { and: [links, { selector_matches: `a[${IN_VIEW_ATTRIBUTE}]` }] }, eagerness: 'immediate' }],
  });
}

/** Every locale's rules text: the inline code the CSP allows. */
export function allSpeculationRulesTexts(): string[] {
  return LOCALES.map(speculationRulesText);
}

/** Whether this browser runs Speculation Rules (Chromium); elsewhere the link prefetcher adds `<link rel="prefetch">`s. */
export function supportsSpeculationRules(): boolean {
  return HTMLScriptElement.supports?.('speculationrules') === true;
}

type ConnectionWithEvents = ConnectionLike & Pick<EventTarget, 'addEventListener'>;

/**
 * Puts the page's rules in (for `locale`) while the connection is neither Save-Data nor 2g, and takes them out
 * while it is. Call only where supportsSpeculationRules().
 *
 * A frozen page takes its rules out, and puts them in again once it is drawn again: Chrome remembers the link the
 * shopper took from a page, and rules there as it comes back from the back/forward cache have it prerender that
 * page again at once, in the frames the restored page is shown with. (Not on `pagehide`: a listener there, in the
 * shell, had the cart lose an add in flight as the shopper left, cart.spec.ts; the cause is not known.)
 */
export function speculateCatalogueLinks(locale: Locale): void {
  const connection = (navigator as Navigator & { connection?: ConnectionWithEvents }).connection;
  let rules: HTMLScriptElement | null = null;
  // From `freeze` until the page is drawn again: no rules, whatever the connection says meanwhile (Chrome tells a
  // restored page its connection changed, before its first frame).
  let frozen = false;
  let restoring = false;
  const follow = () => {
    if (frozen || isConstrainedConnection(connection)) {
      rules?.remove();
      rules = null;
    } else if (!rules) {
      rules = document.createElement('script');
      rules.type = 'speculationrules';
      rules.textContent = speculationRulesText(locale);
      document.head.append(rules);
    }
  };
  const thaw = () => {
    frozen = restoring = false;
    follow();
  };
  follow();
  connection?.addEventListener?.('change', follow);
  // Frozen: kept in the back/forward cache, or a background tab the browser froze to spare the phone.
  document.addEventListener('freeze', () => {
    frozen = true;
    follow();
  });
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    restoring = true;
    afterRestoredFrame(thaw);
  });
  // A background tab thawed, at its first frame on screen (a restored page's first frame callback waits for the above).
  document.addEventListener('resume', () => requestAnimationFrame(() => !restoring && thaw()));
}
