import { cachedStatement, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import type { StoreCode } from '../stores.ts';

/** The one country this store delivers to (Magento's general/country/allow). */
export const STORE_COUNTRY = 'QA';

export interface RegionRow {
  id: number;
  country_id: string;
  code: string;
  name_en: string;
  name_ar: string;
}

const COUNTRY_NAMES = { en: 'Qatar', ar: 'قطر' } as const;

export function listRegions(db: Database, countryId: string): RegionRow[] {
  return cachedStatement(db, 'SELECT id, country_id, code, name_en, name_ar FROM directory_regions WHERE country_id = ? ORDER BY id').all(
    countryId,
  ) as unknown as RegionRow[];
}

/** The country's name in the store's language. */
export function countryName(store: StoreCode): string {
  return COUNTRY_NAMES[store];
}

export function regionName(region: RegionRow, store: StoreCode): string {
  return store === 'ar' ? region.name_ar : region.name_en;
}

/** Magento's answer for a country the store does not deliver to (or that does not exist). */
export const countryNotAvailable = () => new MagentoError(404, "The country isn't available.");

/** Magento's GraphQL `Country` with its regions named in the store's language (sorted by that name, as Magento does). */
export function countryView(db: Database, countryId: string, store: StoreCode) {
  if (countryId !== STORE_COUNTRY) throw countryNotAvailable();
  const collator = new Intl.Collator(store);
  return {
    id: STORE_COUNTRY,
    two_letter_abbreviation: STORE_COUNTRY,
    three_letter_abbreviation: 'QAT',
    full_name_locale: COUNTRY_NAMES[store],
    full_name_english: COUNTRY_NAMES.en,
    available_regions: listRegions(db, countryId)
      .map((region) => ({ id: region.id, code: region.code, name: regionName(region, store) }))
      .sort((a, b) => collator.compare(a.name, b.name)),
  };
}
