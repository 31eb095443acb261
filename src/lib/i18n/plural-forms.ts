/**
 * Every plural form of a key, for a browser script or island that picks one with `Intl.PluralRules` (they ship
 * no i18next). `{{count}}` is left in for them to fill; a language without a category's form (English has no
 * `_few`) gives its `_other` text.
 */
import type { TFunction } from 'i18next';

export type PluralForms = Record<Intl.LDMLPluralRule, string>;

const CATEGORIES: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

export function pluralForms(t: TFunction, key: string): PluralForms {
  const other = t(`${key}_other`);
  return Object.fromEntries(CATEGORIES.map((category) => [category, t(`${key}_${category}`, { defaultValue: other })])) as PluralForms;
}
