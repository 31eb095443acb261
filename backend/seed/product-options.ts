/**
 * The select attributes the seed's configurable products vary by, with their options in both languages. Option ids
 * are the `value_index` numbers clients send back and the storefront puts in a variant's address, so they are fixed
 * here (never generated) and never renumbered: colours from 49, capacities from 80.
 */

/** Magento's own attribute id of `color`; `capacity` is the store's attribute. */
export const COLOR_ATTRIBUTE_ID = 93;
export const CAPACITY_ATTRIBUTE_ID = 180;

export type OptionAttributeCode = 'color' | 'capacity';

export interface AttributeSeed {
  id: number;
  code: OptionAttributeCode;
  en: string;
  ar: string;
  swatchType: 'visual' | 'text';
  position: number;
}

export const OPTION_ATTRIBUTES: readonly AttributeSeed[] = [
  { id: COLOR_ATTRIBUTE_ID, code: 'color', en: 'Color', ar: 'اللون', swatchType: 'visual', position: 0 },
  { id: CAPACITY_ATTRIBUTE_ID, code: 'capacity', en: 'Capacity', ar: 'السعة', swatchType: 'text', position: 1 },
];

export interface OptionSeed {
  id: number;
  attribute: OptionAttributeCode;
  key: string;
  en: string;
  ar: string;
  /** A colour's swatch (hex); a capacity's swatch is its label. */
  swatch: string | null;
}

const colour = (id: number, key: string, en: string, ar: string, hex: string): OptionSeed => ({ id, attribute: 'color', key, en, ar, swatch: hex });
const capacity = (id: number, key: string, en: string, ar: string): OptionSeed => ({ id, attribute: 'capacity', key, en, ar, swatch: null });

export const OPTIONS: readonly OptionSeed[] = [
  colour(49, 'black', 'Black', 'أسود', '#1d1d1f'),
  colour(50, 'white', 'White', 'أبيض', '#f5f5f7'),
  colour(51, 'blue', 'Blue', 'أزرق', '#2f5d8a'),
  colour(52, 'silver', 'Silver', 'فضي', '#c0c0c0'),
  colour(53, 'gold', 'Gold', 'ذهبي', '#d4af37'),
  colour(54, 'green', 'Green', 'أخضر', '#4e7d5b'),
  colour(55, 'red', 'Red', 'أحمر', '#c8102e'),
  colour(56, 'pink', 'Pink', 'وردي', '#f4c2c2'),
  colour(57, 'purple', 'Purple', 'بنفسجي', '#6b4e9b'),
  colour(58, 'grey', 'Grey', 'رمادي', '#8e8e93'),
  colour(59, 'natural-titanium', 'Natural Titanium', 'تيتانيوم طبيعي', '#bab5a9'),
  colour(60, 'clear', 'Clear', 'شفاف', '#e8eef2'),
  capacity(80, '64gb', '64GB', '64 جيجابايت'),
  capacity(81, '128gb', '128GB', '128 جيجابايت'),
  capacity(82, '256gb', '256GB', '256 جيجابايت'),
  capacity(83, '512gb', '512GB', '512 جيجابايت'),
  capacity(84, '1tb', '1TB', '1 تيرابايت'),
];

/** The option values of one variant, by attribute code and option key ('black', '256gb'). */
export type VariantOptions = Partial<Record<OptionAttributeCode, string>>;

const optionByKey = new Map(OPTIONS.map((option) => [`${option.attribute}:${option.key}`, option]));

/** The option seed of `key` for `attribute`; the seed's data is checked, so an unknown key is a programming error. */
export function optionOf(attribute: OptionAttributeCode, key: string): OptionSeed {
  const option = optionByKey.get(`${attribute}:${key}`);
  if (!option) throw new Error(`seed data refers to unknown ${attribute} option ${key}`);
  return option;
}
