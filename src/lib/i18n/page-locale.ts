/** The locale of the page a browser script runs on, from `<html lang>` (StoreLayout sets it). */
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.ts';

export function pageLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}
