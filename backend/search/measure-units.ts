/**
 * Units of measure a shopper types after a number ("شاشة 65 بوصة", "16gb", "شاحن 65 واط", "20000 mAh", `65"`). A
 * number followed by one is searched as that phrase (query-plan.ts), in any of the unit's spellings and languages:
 * the index holds a specification as its label, number and unit in a row ("حجم الشاشة 65 بوصة", "Memory (RAM) 16 GB":
 * search-index.ts) and names write a size the same way ("65 inch"), so "65 بوصة" finds 65-inch screens and not a
 * laptop that has a 15.6-inch screen and charges at 65 W, whose row holds both numbers and both words.
 *
 * The spellings are the store's attributes' units (backend/seed/product-attributes.ts) as Qatar's shoppers write them;
 * the merchant's synonym groups add theirs (a group holding one of a unit's spellings).
 */
import { analyze } from './analyzer.ts';

// Not units here, though they are abbreviations of some: "g" and "in" ("5g" is a connectivity, "15 in blue" a
// colour), and "ساعة" (a watch as often as an hour).
const UNITS: readonly (readonly string[])[] = [
  ['بوصة', 'بوصات', 'انش', 'إنش', 'inch', 'inches'],
  ['جيجا', 'جيجابايت', 'جيجا بايت', 'قيقا', 'gb', 'gigabyte'],
  ['تيرا', 'تيرابايت', 'تيرا بايت', 'tb', 'terabyte'],
  ['واط', 'وات', 'w', 'watt', 'watts'],
  ['مللي أمبير ساعة', 'مللي أمبير', 'ملي أمبير', 'mah'],
  ['هرتز', 'hz'],
  ['ميجابكسل', 'ميغابكسل', 'ميجا بكسل', 'mp', 'megapixel'],
  ['مم', 'ملم', 'mm'],
  ['غرام', 'جرام', 'gram', 'grams'],
];

/** Each unit's spellings as index terms (a spelling of two words is a phrase). */
const UNIT_PHRASES: readonly string[][][] = UNITS.map((spellings) => spellings.map(analyze));

/** The inch mark after a number (`65"`, `65”`, `65″`, `65''`), which no word holds, written as the word. */
export function withInchWords(keyword: string): string {
  return keyword.replace(/(\d)\s*(?:"|”|″|'')/g, '$1 inch ');
}

const samePhrase = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((term, i) => term === b[i]);

/**
 * The unit whose spelling the stemmed words begin at `start` (the longest spelling), with every spelling of it as
 * phrases; null when no unit starts there.
 */
export function unitAt(stems: readonly string[], start: number): { spellings: string[][]; length: number } | null {
  let best: { spellings: string[][]; length: number } | null = null;
  for (const spellings of UNIT_PHRASES) {
    for (const phrase of spellings) {
      if (phrase.length <= (best?.length ?? 0) || !samePhrase(phrase, stems.slice(start, start + phrase.length))) continue;
      best = { spellings, length: phrase.length };
    }
  }
  return best;
}
