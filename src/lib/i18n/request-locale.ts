/**
 * The locale for pages that live outside `[locale]` (404, 500): the original path's prefix first (a
 * shopper on /en/… sees English), then the remembered cookie, then Arabic.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.ts';
import { splitLocalePath } from './urls.ts';

export function requestLocale(pathname: string, cookieLocale: string | undefined): Locale {
  const fromPath = splitLocalePath(pathname)?.locale;
  if (fromPath) return fromPath;
  return isLocale(cookieLocale) ? cookieLocale : DEFAULT_LOCALE;
}
