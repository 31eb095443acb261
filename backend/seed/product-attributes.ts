/**
 * The catalogue's product attributes: the groups of the attribute set the product page shows them in, every
 * attribute's input type, unit and storefront flags, and the options of the specification selects (display types,
 * processors, systems...) in both languages. The attributes configurable products vary by (colour, capacity, memory,
 * connectivity, case size) and their options are in product-options.ts. Attribute and option ids are fixed: clients
 * filter by option ids and the storefront puts them in a listing's address.
 */
import type { Database } from '../db/database.ts';
import { OPTIONS, OPTION_ATTRIBUTES, type OptionAttributeCode } from './product-options.ts';

const AR = 1;
const EN = 2;

export const ATTRIBUTE_GROUPS = [
  { code: 'general', en: 'General', ar: 'عام' },
  { code: 'display', en: 'Display', ar: 'الشاشة' },
  { code: 'performance', en: 'Performance', ar: 'الأداء' },
  { code: 'camera', en: 'Camera', ar: 'الكاميرا' },
  { code: 'battery', en: 'Battery', ar: 'البطارية' },
  { code: 'connectivity', en: 'Connectivity', ar: 'الاتصال' },
  { code: 'dimensions', en: 'Dimensions', ar: 'الأبعاد والوزن' },
  { code: 'in_the_box', en: 'In the box', ar: 'محتويات العلبة' },
  { code: 'warranty', en: 'Warranty', ar: 'الضمان' },
] as const;
export type GroupCode = (typeof ATTRIBUTE_GROUPS)[number]['code'];

/**
 * Which flags an attribute has, as letters: v visible on the product page, f filterable (layered navigation),
 * c comparable, s searchable, l used in product listing (the key specifications near the price and on cards).
 */
type Flags = string;

interface Unit {
  /** UN/CEFACT common code, when the unit has one. */
  code: string | null;
  en: string;
  ar: string;
}

export type SpecCode =
  | 'screen_size' | 'display_type' | 'resolution' | 'refresh_rate' | 'processor' | 'operating_system' | 'graphics'
  | 'main_camera' | 'video_recording' | 'sensor' | 'battery_capacity' | 'battery_life' | 'charging_power' | 'wireless'
  | 'ports' | 'noise_cancelling' | 'water_resistance' | 'weight' | 'dimensions' | 'in_the_box' | 'warranty'
  | 'driver_size' | 'output_power' | 'storage_drive';

export interface SpecAttributeSeed {
  id: number;
  code: SpecCode;
  en: string;
  ar: string;
  input: 'text' | 'number' | 'select' | 'multiselect' | 'boolean';
  group: GroupCode;
  flags: Flags;
  unit?: Unit;
}

const INCH: Unit = { code: 'INH', en: 'inch', ar: 'بوصة' };

/** Attribute ids from 200 (Magento's own end well below; 93 colour and 180–183 are product-options.ts'). */
export const SPEC_ATTRIBUTES: readonly SpecAttributeSeed[] = [
  { id: 200, code: 'screen_size', en: 'Screen size', ar: 'حجم الشاشة', input: 'number', group: 'display', flags: 'vfcsl', unit: INCH },
  { id: 201, code: 'display_type', en: 'Display type', ar: 'نوع الشاشة', input: 'select', group: 'display', flags: 'vfcs' },
  { id: 202, code: 'resolution', en: 'Resolution', ar: 'الدقة', input: 'text', group: 'display', flags: 'vc' },
  { id: 203, code: 'refresh_rate', en: 'Refresh rate', ar: 'معدل التحديث', input: 'number', group: 'display', flags: 'vc', unit: { code: 'HTZ', en: 'Hz', ar: 'هرتز' } },
  { id: 210, code: 'processor', en: 'Processor', ar: 'المعالج', input: 'select', group: 'performance', flags: 'vfcsl' },
  { id: 211, code: 'operating_system', en: 'Operating system', ar: 'نظام التشغيل', input: 'select', group: 'performance', flags: 'vfcs' },
  { id: 212, code: 'graphics', en: 'Graphics', ar: 'معالج الرسومات', input: 'text', group: 'performance', flags: 'vcs' },
  { id: 213, code: 'storage_drive', en: 'Storage type', ar: 'نوع التخزين', input: 'text', group: 'performance', flags: 'vc' },
  { id: 220, code: 'main_camera', en: 'Main camera', ar: 'الكاميرا الرئيسية', input: 'number', group: 'camera', flags: 'vcl', unit: { code: null, en: 'MP', ar: 'ميجابكسل' } },
  { id: 221, code: 'video_recording', en: 'Video recording', ar: 'تسجيل الفيديو', input: 'text', group: 'camera', flags: 'vc' },
  { id: 222, code: 'sensor', en: 'Sensor', ar: 'المستشعر', input: 'text', group: 'camera', flags: 'vcs' },
  { id: 230, code: 'battery_capacity', en: 'Battery capacity', ar: 'سعة البطارية', input: 'number', group: 'battery', flags: 'vcl', unit: { code: 'E09', en: 'mAh', ar: 'مللي أمبير ساعة' } },
  { id: 231, code: 'battery_life', en: 'Battery life', ar: 'عمر البطارية', input: 'number', group: 'battery', flags: 'vcl', unit: { code: 'HUR', en: 'hours', ar: 'ساعة' } },
  { id: 232, code: 'charging_power', en: 'Charging power', ar: 'قدرة الشحن', input: 'number', group: 'battery', flags: 'vfcsl', unit: { code: 'WTT', en: 'W', ar: 'واط' } },
  { id: 240, code: 'wireless', en: 'Wireless', ar: 'الاتصال اللاسلكي', input: 'multiselect', group: 'connectivity', flags: 'vcs' },
  { id: 241, code: 'ports', en: 'Ports', ar: 'المنافذ', input: 'text', group: 'connectivity', flags: 'vc' },
  { id: 242, code: 'noise_cancelling', en: 'Active noise cancelling', ar: 'إلغاء الضوضاء النشط', input: 'boolean', group: 'general', flags: 'vfcsl' },
  { id: 243, code: 'water_resistance', en: 'Water resistance', ar: 'مقاومة الماء', input: 'select', group: 'general', flags: 'vfc' },
  { id: 244, code: 'driver_size', en: 'Driver size', ar: 'حجم السماعة الداخلية', input: 'number', group: 'general', flags: 'vc', unit: { code: 'MMT', en: 'mm', ar: 'مم' } },
  { id: 245, code: 'output_power', en: 'Output power', ar: 'قدرة الإخراج', input: 'number', group: 'general', flags: 'vc', unit: { code: 'WTT', en: 'W', ar: 'واط' } },
  { id: 250, code: 'weight', en: 'Weight', ar: 'الوزن', input: 'number', group: 'dimensions', flags: 'vc', unit: { code: 'GRM', en: 'g', ar: 'غرام' } },
  { id: 251, code: 'dimensions', en: 'Dimensions', ar: 'الأبعاد', input: 'text', group: 'dimensions', flags: 'vc' },
  { id: 260, code: 'in_the_box', en: 'In the box', ar: 'محتويات العلبة', input: 'text', group: 'in_the_box', flags: 'v' },
  { id: 270, code: 'warranty', en: 'Warranty', ar: 'الضمان', input: 'select', group: 'warranty', flags: 'vc' },
];

/** The groups and flags of the attributes configurable products vary by. */
const OPTION_ATTRIBUTE_PLACES: Record<OptionAttributeCode, { group: GroupCode; flags: Flags; position: number }> = {
  color: { group: 'general', flags: 'vfc', position: 0 },
  capacity: { group: 'performance', flags: 'vfcsl', position: 3 },
  ram: { group: 'performance', flags: 'vfcsl', position: 2 },
  connectivity: { group: 'connectivity', flags: 'vfcs', position: 0 },
  watch_size: { group: 'display', flags: 'vfcs', position: 0 },
};

/** [option key, English label, Arabic label]; ids are given in order from the attribute's first id. */
type OptionRow = [string, string, string];

/** The specification selects' options: ids from `firstId`, in this order. */
export const SPEC_OPTIONS: Partial<Record<SpecCode, { firstId: number; rows: OptionRow[] }>> = {
  display_type: { firstId: 1000, rows: [
    ['super-retina-xdr', 'Super Retina XDR OLED', 'Super Retina XDR OLED'], ['dynamic-amoled', 'Dynamic AMOLED 2X', 'Dynamic AMOLED 2X'],
    ['amoled', 'AMOLED', 'AMOLED'], ['oled', 'OLED', 'OLED'], ['ltpo-oled', 'LTPO OLED', 'LTPO OLED'],
    ['liquid-retina', 'Liquid Retina (IPS LCD)', 'Liquid Retina (IPS LCD)'], ['ultra-retina-xdr', 'Ultra Retina XDR (tandem OLED)', 'Ultra Retina XDR (OLED ترادفي)'],
    ['ips-lcd', 'IPS LCD', 'IPS LCD'], ['lcd', 'LCD', 'LCD'], ['mini-led', 'Mini LED', 'Mini LED'], ['neo-qled', 'Neo QLED (Mini LED)', 'Neo QLED (Mini LED)'],
    ['qled', 'QLED', 'QLED'], ['nanocell', 'NanoCell LED', 'NanoCell LED'], ['led', 'LED', 'LED'], ['liquid-retina-xdr', 'Liquid Retina XDR (Mini LED)', 'Liquid Retina XDR (Mini LED)'],
  ] },
  processor: { firstId: 1100, rows: [
    ['a15', 'Apple A15 Bionic', 'Apple A15 Bionic'], ['a16', 'Apple A16 Bionic', 'Apple A16 Bionic'], ['a17-pro', 'Apple A17 Pro', 'Apple A17 Pro'],
    ['m2', 'Apple M2', 'Apple M2'], ['m3', 'Apple M3', 'Apple M3'], ['m3-pro', 'Apple M3 Pro', 'Apple M3 Pro'], ['m4', 'Apple M4', 'Apple M4'],
    ['a14', 'Apple A14 Bionic', 'Apple A14 Bionic'], ['a15-mini', 'Apple A15 Bionic (iPad mini)', 'Apple A15 Bionic (آيباد ميني)'],
    ['sd8g3', 'Snapdragon 8 Gen 3', 'سنابدراغون 8 الجيل 3'], ['sd8g2', 'Snapdragon 8 Gen 2', 'سنابدراغون 8 الجيل 2'],
    ['sd7sg2', 'Snapdragon 7s Gen 2', 'سنابدراغون 7s الجيل 2'], ['sd870', 'Snapdragon 870', 'سنابدراغون 870'], ['sd695', 'Snapdragon 695', 'سنابدراغون 695'],
    ['exynos2400', 'Exynos 2400', 'إكسينوس 2400'], ['exynos1480', 'Exynos 1480', 'إكسينوس 1480'], ['exynos1380', 'Exynos 1380', 'إكسينوس 1380'],
    ['tensor-g3', 'Google Tensor G3', 'جوجل تنسور G3'], ['kirin9010', 'Kirin 9010', 'كيرين 9010'], ['kirin9000s', 'Kirin 9000S', 'كيرين 9000S'],
    ['sd7g1', 'Snapdragon 7 Gen 1', 'سنابدراغون 7 الجيل 1'], ['helio-g85', 'MediaTek Helio G85', 'ميدياتك هيليو G85'],
    ['dimensity7200', 'MediaTek Dimensity 7200', 'ميدياتك ديمنستي 7200'], ['helio-g99', 'MediaTek Helio G99', 'ميدياتك هيليو G99'],
    ['core-i5', 'Intel Core i5-1335U', 'إنتل كور i5-1335U'], ['core-i7', 'Intel Core i7-13700H', 'إنتل كور i7-13700H'],
    ['core-ultra-7', 'Intel Core Ultra 7 155H', 'إنتل كور ألترا 7 155H'], ['core-i7-u', 'Intel Core i7-1355U', 'إنتل كور i7-1355U'],
    ['core-i5-h', 'Intel Core i5-13420H', 'إنتل كور i5-13420H'], ['core-i9', 'Intel Core i9-14900HX', 'إنتل كور i9-14900HX'],
    ['ryzen5', 'AMD Ryzen 5 7530U', 'إيه إم دي رايزن 5 7530U'], ['ryzen7', 'AMD Ryzen 7 7840HS', 'إيه إم دي رايزن 7 7840HS'],
    ['ryzen7-u', 'AMD Ryzen 7 7730U', 'إيه إم دي رايزن 7 7730U'], ['s9', 'Apple S9 SiP', 'Apple S9 SiP'], ['s8', 'Apple S8 SiP', 'Apple S8 SiP'],
    ['exynos-w930', 'Exynos W930', 'إكسينوس W930'], ['amd-zen2', 'AMD Zen 2 (8 cores)', 'AMD Zen 2 (8 أنوية)'], ['tegra-x1', 'NVIDIA Tegra X1', 'إنفيديا تيغرا X1'],
    ['h2', 'Apple H2', 'Apple H2'], ['h1', 'Apple H1', 'Apple H1'], ['qn1', 'Sony QN1 + V2', 'Sony QN1 + V2'], ['qn2e', 'Sony QN2e', 'Sony QN2e'],
    ['ryzen5-h', 'AMD Ryzen 5 7535HS', 'إيه إم دي رايزن 5 7535HS'], ['sd778g', 'Snapdragon 778G 4G', 'سنابدراغون 778G 4G'],
    ['dimensity9000', 'MediaTek Dimensity 9000', 'ميدياتك ديمنستي 9000'], ['dimensity7050', 'MediaTek Dimensity 7050', 'ميدياتك ديمنستي 7050'],
    ['core-i5-p', 'Intel Core i5-1235U', 'إنتل كور i5-1235U'], ['core-i7-hx', 'Intel Core i7-13650HX', 'إنتل كور i7-13650HX'],
  ] },
  operating_system: { firstId: 1200, rows: [
    ['ios17', 'iOS 17', 'iOS 17'], ['ipados17', 'iPadOS 17', 'iPadOS 17'], ['android14', 'Android 14', 'أندرويد 14'], ['android13', 'Android 13', 'أندرويد 13'],
    ['harmonyos4', 'HarmonyOS 4', 'HarmonyOS 4'], ['macos', 'macOS Sonoma', 'macOS Sonoma'], ['windows11-home', 'Windows 11 Home', 'ويندوز 11 هوم'],
    ['windows11-pro', 'Windows 11 Pro', 'ويندوز 11 برو'], ['watchos10', 'watchOS 10', 'watchOS 10'], ['wearos', 'Wear OS 4 (One UI Watch 5)', 'Wear OS 4 (One UI Watch 5)'],
    ['garmin-os', 'Garmin OS', 'نظام جارمن'], ['zepp-os', 'Zepp OS', 'Zepp OS'], ['tizen', 'Tizen', 'تايزن'], ['webos', 'webOS 23', 'webOS 23'],
    ['google-tv', 'Google TV', 'جوجل تي في'], ['vidaa', 'VIDAA', 'VIDAA'], ['hyperos', 'Xiaomi HyperOS', 'شاومي HyperOS'],
    ['emui14', 'EMUI 14', 'EMUI 14'], ['miui14', 'MIUI 14 (Android 13)', 'MIUI 14 (أندرويد 13)'],
  ] },
  water_resistance: { firstId: 1300, rows: [
    ['ip68', 'IP68', 'IP68'], ['ip67', 'IP67', 'IP67'], ['ip54', 'IP54', 'IP54'], ['ip53', 'IP53', 'IP53'], ['ipx4', 'IPX4', 'IPX4'], ['ipx5', 'IPX5', 'IPX5'],
    ['ipx7', 'IPX7', 'IPX7'], ['5atm', '5 ATM', '5 ATM'], ['10atm', '10 ATM', '10 ATM'], ['wr100', 'WR100 (100 m)', 'WR100 (100 متر)'],
    ['ipx8', 'IPX8', 'IPX8'], ['ip65', 'IP65', 'IP65'], ['ip55', 'IP55', 'IP55'], ['wp10m', 'Waterproof to 10 m', 'مقاومة للماء حتى 10 أمتار'],
  ] },
  wireless: { firstId: 1400, rows: [
    ['wifi5', 'Wi-Fi 5', 'Wi-Fi 5'], ['wifi6', 'Wi-Fi 6', 'Wi-Fi 6'], ['wifi6e', 'Wi-Fi 6E', 'Wi-Fi 6E'], ['wifi7', 'Wi-Fi 7', 'Wi-Fi 7'],
    ['bt53', 'Bluetooth 5.3', 'بلوتوث 5.3'], ['bt54', 'Bluetooth 5.4', 'بلوتوث 5.4'], ['bt52', 'Bluetooth 5.2', 'بلوتوث 5.2'], ['bt51', 'Bluetooth 5.1', 'بلوتوث 5.1'],
    ['bt50', 'Bluetooth 5.0', 'بلوتوث 5.0'], ['nfc', 'NFC', 'NFC'], ['uwb', 'Ultra Wideband', 'النطاق العريض جداً (UWB)'], ['airplay', 'AirPlay 2', 'AirPlay 2'],
    ['chromecast', 'Chromecast built-in', 'كروم كاست مدمج'], ['matter', 'Matter', 'Matter'], ['thread', 'Thread', 'Thread'], ['zigbee', 'Zigbee', 'Zigbee'],
    ['usb-receiver', '2.4 GHz USB receiver', 'مستقبل USB بتردد 2.4 جيجاهرتز'], ['gps', 'GPS', 'GPS'], ['magsafe', 'MagSafe', 'ماج سيف'], ['qi2', 'Qi2', 'Qi2'], ['qi', 'Qi', 'Qi'],
    ['bt41', 'Bluetooth 4.1', 'بلوتوث 4.1'],
  ] },
  warranty: { firstId: 1500, rows: [
    ['1y', '1 year', 'سنة واحدة'], ['2y', '2 years', 'سنتان'], ['3y', '3 years', '3 سنوات'],
  ] },
};

/** The option id of `key` among the options of `code`; the seed's data is checked, so an unknown key is a programming error. */
export function specOptionId(code: SpecCode, key: string): number {
  const options = SPEC_OPTIONS[code];
  const index = options?.rows.findIndex(([candidate]) => candidate === key) ?? -1;
  if (!options || index < 0) throw new Error(`seed data refers to unknown ${code} option ${key}`);
  return options.firstId + index;
}

const hasFlag = (flags: Flags, letter: string) => (flags.includes(letter) ? 1 : 0);

/** Writes the groups, every attribute with its labels, units and flags, and the options of both kinds. */
export function seedProductAttributes(db: Database): void {
  const group = db.prepare('INSERT INTO product_attribute_groups (group_code, position) VALUES (?, ?)');
  const groupLabel = db.prepare('INSERT INTO product_attribute_group_labels (group_code, store_id, label) VALUES (?, ?, ?)');
  ATTRIBUTE_GROUPS.forEach((seed, position) => {
    group.run(seed.code, position);
    groupLabel.run(seed.code, 0, seed.en);
    groupLabel.run(seed.code, AR, seed.ar);
    groupLabel.run(seed.code, EN, seed.en);
  });
  const attribute = db.prepare(`INSERT INTO product_attributes (attribute_id, attribute_code, swatch_type, position, frontend_input,
      group_code, unit_code, is_visible_on_front, is_filterable, is_comparable, is_searchable, used_in_product_listing)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const label = db.prepare('INSERT INTO product_attribute_labels (attribute_id, store_id, label, unit) VALUES (?, ?, ?, ?)');
  const option = db.prepare('INSERT INTO attribute_options (option_id, attribute_id, sort_order, swatch_value) VALUES (?, ?, ?, ?)');
  const optionLabel = db.prepare('INSERT INTO attribute_option_labels (option_id, store_id, label) VALUES (?, ?, ?)');
  const writeAttribute = (
    seed: { id: number; code: string; en: string; ar: string }, swatchType: string, position: number, input: string,
    groupCode: GroupCode, flags: Flags, unit: Unit | undefined,
  ) => {
    attribute.run(seed.id, seed.code, swatchType, position, input, groupCode, unit?.code ?? null, hasFlag(flags, 'v'), hasFlag(flags, 'f'),
      hasFlag(flags, 'c'), hasFlag(flags, 's'), hasFlag(flags, 'l'));
    label.run(seed.id, 0, seed.en, unit?.en ?? null);
    label.run(seed.id, AR, seed.ar, unit?.ar ?? null);
    label.run(seed.id, EN, seed.en, unit?.en ?? null);
  };
  const writeOption = (id: number, attributeId: number, sortOrder: number, swatch: string, en: string, ar: string) => {
    option.run(id, attributeId, sortOrder, swatch);
    optionLabel.run(id, 0, en);
    optionLabel.run(id, AR, ar);
    optionLabel.run(id, EN, en);
  };
  for (const seed of OPTION_ATTRIBUTES) {
    const place = OPTION_ATTRIBUTE_PLACES[seed.code];
    writeAttribute(seed, seed.swatchType, place.position, 'select', place.group, place.flags, undefined);
    OPTIONS.filter((candidate) => candidate.attribute === seed.code).forEach((seedOption, sortOrder) => {
      writeOption(seedOption.id, seed.id, sortOrder, seedOption.swatch ?? seedOption.en, seedOption.en, seedOption.ar);
    });
  }
  SPEC_ATTRIBUTES.forEach((seed, position) => {
    // swatch_type only matters for the attributes a configurable product varies by: 'text' for the others.
    writeAttribute(seed, 'text', position + 10, seed.input, seed.group, seed.flags, seed.unit);
    SPEC_OPTIONS[seed.code]?.rows.forEach(([, en, ar], sortOrder) => {
      writeOption((SPEC_OPTIONS[seed.code]?.firstId ?? 0) + sortOrder, seed.id, sortOrder, en, en, ar);
    });
  });
}
