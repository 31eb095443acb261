/**
 * Groups brands under their initial for the A-Z brands page. Sorting and grouping follow the page's language
 * (Arabic names sort by the Arabic alphabet, Latin names A-Z), and names that start with a digit or symbol
 * share one "#" group placed last, as shoppers expect from a phone book.
 */
import type { BrandView } from '@/lib/commerce/index.ts';
import type { Locale } from '@/lib/i18n/index.ts';

export type BrandGroup = { letter: string; brands: BrandView[] };

const OTHER = '#';

function initialOf(name: string, locale: Locale): string {
  const first = name.trim().charAt(0);
  return /\p{L}/u.test(first) ? first.toLocaleUpperCase(locale) : OTHER;
}

export function groupBrandsByInitial(brands: BrandView[], locale: Locale): BrandGroup[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sorted = brands.filter((brand) => brand.productCount > 0).sort((a, b) => collator.compare(a.name, b.name));
  const groups = new Map<string, BrandView[]>();
  for (const brand of sorted) {
    const letter = initialOf(brand.name, locale);
    groups.set(letter, [...(groups.get(letter) ?? []), brand]);
  }
  return [...groups.entries()]
    .map(([letter, members]) => ({ letter, brands: members }))
    .sort((a, b) => {
      if (a.letter === OTHER) return 1;
      if (b.letter === OTHER) return -1;
      return collator.compare(a.letter, b.letter);
    });
}
