/**
 * The select attributes the seed's configurable products vary by, with their options in both languages. Option ids
 * are the `value_index` numbers clients send back and the storefront puts in a variant's address, so they are fixed
 * here (never generated) and never renumbered: colours from 49, capacities from 80, memory sizes from 90,
 * connectivity from 100, watch case sizes from 110. Their groups and flags are in product-attributes.ts.
 */

/** Magento's own attribute id of `color`; `capacity` is the store's attribute. */
export const COLOR_ATTRIBUTE_ID = 93;
export const CAPACITY_ATTRIBUTE_ID = 180;
export const RAM_ATTRIBUTE_ID = 181;
export const CONNECTIVITY_ATTRIBUTE_ID = 182;
export const WATCH_SIZE_ATTRIBUTE_ID = 183;

export type OptionAttributeCode = 'color' | 'capacity' | 'ram' | 'connectivity' | 'watch_size';

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
  { id: RAM_ATTRIBUTE_ID, code: 'ram', en: 'Memory (RAM)', ar: 'الذاكرة (رام)', swatchType: 'text', position: 2 },
  { id: CONNECTIVITY_ATTRIBUTE_ID, code: 'connectivity', en: 'Connectivity', ar: 'الاتصال', swatchType: 'text', position: 3 },
  { id: WATCH_SIZE_ATTRIBUTE_ID, code: 'watch_size', en: 'Case size', ar: 'حجم الهيكل', swatchType: 'text', position: 4 },
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
const named = (attribute: OptionAttributeCode) => (id: number, key: string, en: string, ar: string): OptionSeed => ({ id, attribute, key, en, ar, swatch: null });
const capacity = named('capacity');
const ram = named('ram');
const connectivity = named('connectivity');
const watchSize = named('watch_size');

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
  capacity(86, '32gb', '32GB', '32 جيجابايت'),
  capacity(80, '64gb', '64GB', '64 جيجابايت'),
  capacity(81, '128gb', '128GB', '128 جيجابايت'),
  capacity(82, '256gb', '256GB', '256 جيجابايت'),
  capacity(83, '512gb', '512GB', '512 جيجابايت'),
  capacity(84, '1tb', '1TB', '1 تيرابايت'),
  capacity(85, '2tb', '2TB', '2 تيرابايت'),
  ram(90, '4gb', '4 GB', '4 جيجابايت'),
  ram(91, '6gb', '6 GB', '6 جيجابايت'),
  ram(92, '8gb', '8 GB', '8 جيجابايت'),
  ram(93, '12gb', '12 GB', '12 جيجابايت'),
  ram(94, '16gb', '16 GB', '16 جيجابايت'),
  ram(95, '18gb', '18 GB', '18 جيجابايت'),
  ram(96, '24gb', '24 GB', '24 جيجابايت'),
  ram(97, '32gb', '32 GB', '32 جيجابايت'),
  connectivity(100, 'wifi', 'Wi-Fi', 'واي فاي'),
  connectivity(101, 'wifi-5g', 'Wi-Fi + 5G', 'واي فاي + 5G'),
  connectivity(102, '5g', '5G', '5G'),
  connectivity(103, '4g', '4G LTE', '4G LTE'),
  connectivity(104, 'gps', 'GPS', 'GPS'),
  connectivity(105, 'gps-cellular', 'GPS + Cellular', 'GPS + شبكة خلوية'),
  watchSize(110, '40mm', '40 mm', '40 مم'),
  watchSize(111, '41mm', '41 mm', '41 مم'),
  watchSize(112, '42mm', '42 mm', '42 مم'),
  watchSize(113, '43mm', '43 mm', '43 مم'),
  watchSize(114, '44mm', '44 mm', '44 مم'),
  watchSize(115, '45mm', '45 mm', '45 مم'),
  watchSize(116, '46mm', '46 mm', '46 مم'),
  watchSize(117, '47mm', '47 mm', '47 مم'),
  watchSize(118, '49mm', '49 mm', '49 مم'),
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
