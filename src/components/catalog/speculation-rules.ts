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
import { IN_VIEW_ATTRIBUTE, isConstrainedConnection, type ConnectionLike } from './link-prefetch.ts';
import { whenIdle } from './prefetch-when-idle.ts';

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

/**
 * The rules for a page of `locale`, as the exact text the page carries and the CSP hashes; `withPrerender` false: its
 * prefetch rule alone (a page just restored from the back/forward cache, below).
 */
export function speculationRulesText(locale: Locale, withPrerender = true): string {
  const links = catalogueLinks(locale);
  return JSON.stringify({
    // Document rules (a `where`, no `urls`): the links of the page as it is, and as it changes.
    prerender: withPrerender ? [{ where: links, eagerness: 'moderate' }] : [],
    prefetch: [{ where: { and: [links, { selector_matches: `a[${IN_VIEW_ATTRIBUTE}]` }] }, eagerness: 'immediate' }],
  });
}

/** Every locale's rules texts, with and without the prerender rule: the inline code the CSP allows. */
export function allSpeculationRulesTexts(): string[] {
  return LOCALES.flatMap((locale) => [speculationRulesText(locale), speculationRulesText(locale, false)]);
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
 * A page restored from the back/forward cache goes without its prerender rule until it has drawn its first frame and
 * is idle: restored with it, Chromium at once prerendered the link the pointer still rested on (the page just left),
 * a whole page load beside the restored page's first frame, and the step back took longer with speculation than
 * without (bench:journey: 122-157 ms against 54-73). Taken out in `pageshow`, the prerender Chromium had just started
 * is cancelled before it loads (a trace: the restore's `pageshow` task 38 ms, against 106 beside the prerender). Its
 * prefetch rule stays as it was (taking every rule out had Chromium fetch the in-view prefetches again): the rules are
 * put in anew in one task, and Chromium keeps the candidates the old and the new share. Nothing changes on `pagehide`:
 * changing the rules there made an add the shopper left before its answer forget its pending line (cart.spec).
 */
export function speculateCatalogueLinks(locale: Locale): void {
  const connection = (navigator as Navigator & { connection?: ConnectionWithEvents }).connection;
  let rules: HTMLScriptElement | null = null;
  let withPrerender = true;
  const follow = () => {
    const text = speculationRulesText(locale, withPrerender);
    if (isConstrainedConnection(connection)) {
      rules?.remove();
      rules = null;
    } else if (rules?.textContent !== text) {
      const next = Object.assign(document.createElement('script'), { type: 'speculationrules', textContent: text });
      document.head.append(next);
      rules?.remove();
      rules = next;
    }
  };
  follow();
  connection?.addEventListener?.('change', follow);
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    withPrerender = false;
    follow();
    requestAnimationFrame(() =>
      setTimeout(() =>
        whenIdle(() => {
          withPrerender = true;
          follow();
        }),
      ),
    );
  });
}
