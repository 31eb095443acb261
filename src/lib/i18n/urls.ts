/**
 * URL helpers for SEO tags and the locale switcher. Pure so unit tests can pin down the rules: how a path maps to
 * its other-language twin, and how the switcher link keeps path and query. The canonical origin is the server's
 * (src/server/security/public-origin.ts).
 */
import { LOCALES, isLocale, type Locale } from './locales.ts';

/** Query flag the locale switcher adds; the middleware stores the cookie and redirects to the clean URL. */
export const SWITCH_LOCALE_PARAM = 'switch-locale';

/** `/en/cart` -> `{ locale: 'en', rest: '/cart' }`; `/en` -> `{ locale: 'en', rest: '' }`; unprefixed -> null. */
export function splitLocalePath(pathname: string): { locale: Locale; rest: string } | null {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (!match || !isLocale(match[1])) return null;
  const rest = match[2] ?? '';
  return { locale: match[1], rest: rest === '/' ? '' : rest };
}

/** The same page in `locale`: `/ar/brands/apple` -> `/en/brands/apple`. Unprefixed paths get the prefix. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const split = splitLocalePath(pathname);
  const rest = split ? split.rest : pathname === '/' ? '' : pathname;
  return `/${locale}${rest}`;
}

/** Every locale's version of a page, for `hreflang` links and sitemap alternates. */
export function alternatePaths(pathname: string): Record<Locale, string> {
  const entries = LOCALES.map((locale) => [locale, pathInLocale(pathname, locale)] as const);
  return Object.fromEntries(entries) as Record<Locale, string>;
}

/**
 * Link for the locale switcher: same path and query in `target`, plus the flag that asks the middleware to
 * remember the choice in the `locale` cookie.
 */
export function localeSwitchHref(url: URL, target: Locale): string {
  const params = new URLSearchParams(url.search);
  params.delete(SWITCH_LOCALE_PARAM);
  params.append(SWITCH_LOCALE_PARAM, '1');
  return `${pathInLocale(url.pathname, target)}?${params.toString()}`;
}
