/**
 * Display formatting. Prices use Latin digits in both locales (the store's policy: prices must read the
 * same on receipts, SMS and the site), with the currency as each locale writes it.
 */
import type { Locale } from './i18n/locales.ts';
import { QATAR_TIME_ZONE } from '@/domain/dates.ts';

const CURRENCY_LABEL: Record<Locale, string> = { ar: 'ر.ق', en: 'QAR' };

const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `formatPrice(1299, 'en')` -> "1,299 QAR"; `formatPrice(1299, 'ar')` -> "1,299 ر.ق"; 9.5 -> "9.50 QAR". */
export function formatPrice(value: number, locale: Locale): string {
  const rounded = Math.round(value * 100) / 100;
  const amount = Number.isInteger(rounded) ? wholeNumber.format(rounded) : withCents.format(rounded);
  return `${amount} ${CURRENCY_LABEL[locale]}`;
}

const dateFormats: Record<Locale, Intl.DateTimeFormat> = {
  // Arabic month names with Latin digits, like prices.
  ar: new Intl.DateTimeFormat('ar-QA-u-nu-latn', { day: 'numeric', month: 'long', year: 'numeric', timeZone: QATAR_TIME_ZONE }),
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: QATAR_TIME_ZONE }),
};

/** A calendar date as shoppers in Qatar read it: "5 March 2025" / "5 مارس 2025". Invalid input -> "". */
export function formatDate(value: Date | string | number, locale: Locale): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormats[locale].format(date);
}

const listFormats: Record<Locale, Intl.ListFormat> = {
  ar: new Intl.ListFormat('ar', { style: 'long', type: 'conjunction' }),
  en: new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' }),
};

/** Names joined as each language lists them: "Black, Blue and Silver" / «أسود وأزرق وفضي». */
export function formatList(names: readonly string[], locale: Locale): string {
  return listFormats[locale].format(names);
}
