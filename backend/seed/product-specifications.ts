/**
 * The seed's specifications: what each model is, as its maker publishes it (an iPhone 15 has the A16 Bionic chip
 * and a 6.1-inch display; a TV's screen size is the one in its name). A configurable product carries its model's
 * specifications and its variants their own choices (colour, capacity, memory, connectivity, case size: written by
 * configurable-products.ts) and what differs with them (a cellular tablet's weight); a simple product carries its
 * model's, with what its name says of it (a TV's size).
 */
import type { Database } from '../db/database.ts';
import { attributeCatalogue } from '../catalog/attribute-metadata.ts';
import { storedValue, writeAttributeValue, type SentValue } from '../catalog/attribute-writes.ts';
import type { ParentSeed } from './configurable-products.ts';
import { specOptionId, SPEC_ATTRIBUTES, SPEC_OPTIONS, type SpecCode } from './product-attributes.ts';
import { optionOf, type OptionAttributeCode } from './product-options.ts';
import type { ProductSeed } from './product-seed.ts';

const AR = 1;

/** A text in both languages, or one that reads the same in both ("2556 × 1179"). */
type Text = string | { en: string; ar: string };
/**
 * A specification value: an option key of a select ('a16'), option keys of a multiselect, a number, yes/no, or a
 * text. Colour, capacity, memory, connectivity and case size are option keys of product-options.ts.
 */
export type SpecValue = string | number | boolean | readonly string[] | { en: string; ar: string };
export type Specs = Partial<Record<SpecCode | 'ram' | 'capacity', SpecValue>>;

/** mm dimensions as both languages write them. */
const mm = (dimensions: string): Text => ({ en: `${dimensions} mm`, ar: `${dimensions} مم` });

// Phones: [screen, display, resolution, refresh Hz, chip, system, RAM, main camera MP, video, battery mAh, charging W,
// weight g, dimensions, water resistance, wireless].
type PhoneRow = [number, string, string, number, string, string, string, number, string, number, number, number, string, string | null, string[]];
const PHONES: Record<string, PhoneRow> = {
  'iPhone 15': [6.1, 'super-retina-xdr', '2556 × 1179', 60, 'a16', 'ios17', '6gb', 48, '4K 60fps', 3349, 20, 171, '147.6 × 71.6 × 7.8', 'ip68', ['wifi6', 'bt53', 'nfc', 'uwb']],
  'iPhone 15 Pro': [6.1, 'super-retina-xdr', '2556 × 1179', 120, 'a17-pro', 'ios17', '8gb', 48, '4K 60fps ProRes', 3274, 27, 187, '146.6 × 70.6 × 8.25', 'ip68', ['wifi6e', 'bt53', 'nfc', 'uwb']],
  'iPhone 15 Pro Max': [6.7, 'super-retina-xdr', '2796 × 1290', 120, 'a17-pro', 'ios17', '8gb', 48, '4K 60fps ProRes', 4441, 27, 221, '159.9 × 76.7 × 8.25', 'ip68', ['wifi6e', 'bt53', 'nfc', 'uwb']],
  'iPhone 14': [6.1, 'super-retina-xdr', '2532 × 1170', 60, 'a15', 'ios17', '6gb', 12, '4K 60fps', 3279, 20, 172, '146.7 × 71.5 × 7.8', 'ip68', ['wifi6', 'bt53', 'nfc']],
  'iPhone 13': [6.1, 'super-retina-xdr', '2532 × 1170', 60, 'a15', 'ios17', '4gb', 12, '4K 60fps', 3240, 20, 174, '146.7 × 71.5 × 7.65', 'ip68', ['wifi6', 'bt50', 'nfc']],
  'Galaxy S24 Ultra': [6.8, 'dynamic-amoled', '3120 × 1440', 120, 'sd8g3', 'android14', '12gb', 200, '8K 30fps', 5000, 45, 232, '162.3 × 79 × 8.6', 'ip68', ['wifi7', 'bt53', 'nfc', 'uwb']],
  'Galaxy S24': [6.2, 'dynamic-amoled', '2340 × 1080', 120, 'exynos2400', 'android14', '8gb', 50, '8K 30fps', 4000, 25, 167, '147 × 70.6 × 7.6', 'ip68', ['wifi6e', 'bt53', 'nfc']],
  'Galaxy Z Fold5': [7.6, 'dynamic-amoled', '2176 × 1812', 120, 'sd8g2', 'android13', '12gb', 50, '8K 30fps', 4400, 25, 253, '154.9 × 129.9 × 6.1', 'ipx8', ['wifi6e', 'bt53', 'nfc', 'uwb']],
  'Galaxy Z Flip5': [6.7, 'dynamic-amoled', '2640 × 1080', 120, 'sd8g2', 'android13', '8gb', 12, '4K 60fps', 3700, 25, 187, '165.1 × 71.9 × 6.9', 'ipx8', ['wifi6e', 'bt53', 'nfc']],
  'Galaxy A55': [6.6, 'amoled', '2340 × 1080', 120, 'exynos1480', 'android14', '8gb', 50, '4K 30fps', 5000, 25, 213, '161.1 × 77.4 × 8.2', 'ip67', ['wifi6', 'bt53', 'nfc']],
  'Galaxy A35': [6.6, 'amoled', '2340 × 1080', 120, 'exynos1380', 'android14', '6gb', 50, '4K 30fps', 5000, 25, 209, '161.7 × 78 × 8.2', 'ip67', ['wifi6', 'bt53', 'nfc']],
  'Pura 70 Pro': [6.8, 'ltpo-oled', '2844 × 1260', 120, 'kirin9010', 'harmonyos4', '12gb', 50, '4K 60fps', 5050, 100, 220, '162.6 × 75.1 × 8.4', 'ip68', ['wifi6', 'bt52', 'nfc']],
  'Nova 12': [6.7, 'oled', '2412 × 1084', 120, 'sd778g', 'emui14', '8gb', 50, '4K 30fps', 4600, 100, 179, '161.8 × 74.6 × 6.9', null, ['wifi6', 'bt52', 'nfc']],
  '14 Ultra': [6.73, 'ltpo-oled', '3200 × 1440', 120, 'sd8g3', 'hyperos', '16gb', 50, '8K 30fps', 5000, 90, 220, '161.4 × 75.3 × 9.2', 'ip68', ['wifi7', 'bt54', 'nfc']],
  'Redmi Note 13 Pro': [6.67, 'amoled', '2712 × 1220', 120, 'sd7sg2', 'miui14', '8gb', 200, '4K 30fps', 5100, 67, 187, '161.2 × 74.2 × 7.98', 'ip54', ['wifi6', 'bt52', 'nfc']],
  'Redmi 13C': [6.74, 'ips-lcd', '1600 × 720', 90, 'helio-g85', 'miui14', '4gb', 50, '1080p 30fps', 5000, 18, 192, '168 × 78 × 8.09', null, ['wifi5', 'bt53']],
  '12': [6.82, 'ltpo-oled', '3168 × 1440', 120, 'sd8g3', 'android14', '12gb', 50, '8K 24fps', 5400, 80, 220, '164.3 × 75.8 × 9.15', 'ip65', ['wifi7', 'bt54', 'nfc']],
  'Nord 3': [6.74, 'amoled', '2772 × 1240', 120, 'dimensity9000', 'android13', '8gb', 50, '4K 30fps', 5000, 80, 193, '162.6 × 75.1 × 8.15', 'ip54', ['wifi6', 'bt53', 'nfc']],
  'Pixel 8 Pro': [6.7, 'ltpo-oled', '2992 × 1344', 120, 'tensor-g3', 'android14', '12gb', 50, '4K 60fps', 5050, 30, 213, '162.6 × 76.5 × 8.8', 'ip68', ['wifi7', 'bt53', 'nfc', 'uwb']],
  'Pixel 8': [6.2, 'oled', '2400 × 1080', 120, 'tensor-g3', 'android14', '8gb', 50, '4K 60fps', 4575, 27, 187, '150.5 × 70.8 × 8.9', 'ip68', ['wifi7', 'bt53', 'nfc']],
};

/** "4K 60fps ProRes" → "4K at 60 fps, ProRes" / "4K بمعدل 60 إطاراً في الثانية، ProRes". */
function video(text: string): Text {
  const [resolution, rate, extra] = text.split(' ');
  const fps = (rate ?? '').replace('fps', '');
  return {
    en: `${resolution} at ${fps} fps${extra ? `, ${extra}` : ''}`,
    ar: `${resolution} بمعدل ${fps} إطاراً في الثانية${extra ? `، ${extra}` : ''}`,
  };
}

function phoneSpecs([screen, display, resolution, refresh, chip, system, ram, camera, videoText, battery, charging, weight, dimensions, water, wireless]: PhoneRow): Specs {
  return {
    screen_size: screen, display_type: display, resolution, refresh_rate: refresh, processor: chip, operating_system: system, ram,
    main_camera: camera, video_recording: video(videoText), battery_capacity: battery, charging_power: charging, weight,
    dimensions: mm(dimensions), wireless, ports: 'USB-C', ...(water ? { water_resistance: water } : {}),
  };
}

// Tablets: [screen, display, resolution, refresh, chip, system, RAM, camera, battery mAh, charging W, weight g, dimensions, wireless].
type TabletRow = [number, string, string, number, string, string, string, number, number, number, number, string, string[]];
const TABLETS: Record<string, TabletRow> = {
  'iPad Pro 11': [11, 'ultra-retina-xdr', '2420 × 1668', 120, 'm4', 'ipados17', '8gb', 12, 8160, 20, 444, '249.7 × 177.5 × 5.3', ['wifi6e', 'bt53']],
  'iPad Air': [11, 'liquid-retina', '2360 × 1640', 60, 'm2', 'ipados17', '8gb', 12, 7606, 20, 462, '247.6 × 178.5 × 6.1', ['wifi6e', 'bt53']],
  'iPad 10th Gen': [10.9, 'liquid-retina', '2360 × 1640', 60, 'a14', 'ipados17', '4gb', 12, 7606, 20, 477, '248.6 × 179.5 × 7', ['wifi6', 'bt52']],
  'iPad mini': [8.3, 'liquid-retina', '2266 × 1488', 60, 'a15', 'ipados17', '4gb', 12, 5124, 20, 293, '195.4 × 134.8 × 6.3', ['wifi6', 'bt50']],
  'Galaxy Tab S9': [11, 'dynamic-amoled', '2560 × 1600', 120, 'sd8g2', 'android13', '8gb', 13, 8400, 45, 498, '254.3 × 165.8 × 5.9', ['wifi6e', 'bt53']],
  'Galaxy Tab A9': [8.7, 'lcd', '1340 × 800', 60, 'helio-g99', 'android13', '4gb', 8, 5100, 15, 332, '211 × 124.7 × 8', ['wifi5', 'bt53']],
  'Tab P12': [12.7, 'lcd', '2944 × 1840', 60, 'dimensity7050', 'android13', '8gb', 13, 10200, 30, 615, '293.3 × 190.6 × 6.9', ['wifi6', 'bt51']],
  'MatePad 11.5': [11.5, 'lcd', '2200 × 1440', 120, 'sd7g1', 'harmonyos4', '8gb', 13, 7700, 22.5, 499, '260.1 × 176.7 × 6.9', ['wifi6', 'bt52']],
  'Pad 6': [11, 'ips-lcd', '2880 × 1800', 144, 'sd870', 'miui14', '8gb', 13, 8840, 33, 490, '253.95 × 165.18 × 6.51', ['wifi6', 'bt52']],
};

function tabletSpecs([screen, display, resolution, refresh, chip, system, ram, camera, battery, charging, weight, dimensions, wireless]: TabletRow): Specs {
  return {
    screen_size: screen, display_type: display, resolution, refresh_rate: refresh, processor: chip, operating_system: system, ram,
    main_camera: camera, video_recording: video('4K 30fps'), battery_capacity: battery, charging_power: charging, weight,
    dimensions: mm(dimensions), wireless, ports: 'USB-C',
  };
}

// Laptops: [screen, display, resolution, refresh, chip, system, graphics, battery hours, charging W, weight g, dimensions, wireless, ports].
type LaptopRow = [number, string, string, number, string, string, string, number, number, number, string, string[], Text];
const LAPTOPS: Record<string, LaptopRow> = {
  'MacBook Air 13 M3': [13.6, 'liquid-retina', '2560 × 1664', 60, 'm3', 'macos', 'Apple 8-core GPU', 18, 30, 1240, '304.1 × 215 × 11.3', ['wifi6e', 'bt53'],
    { en: '2 × Thunderbolt / USB 4, MagSafe 3, 3.5 mm headphone jack', ar: '2 × Thunderbolt / USB 4، ماج سيف 3، منفذ سماعات 3.5 مم' }],
  'MacBook Pro 14 M3 Pro': [14.2, 'liquid-retina-xdr', '3024 × 1964', 120, 'm3-pro', 'macos', 'Apple 14-core GPU', 18, 70, 1610, '312.6 × 221.2 × 15.5', ['wifi6e', 'bt53'],
    { en: '3 × Thunderbolt 4, HDMI, SDXC card slot, MagSafe 3, 3.5 mm headphone jack', ar: '3 × Thunderbolt 4، HDMI، قارئ بطاقات SDXC، ماج سيف 3، منفذ سماعات 3.5 مم' }],
  'Pavilion 15': [15.6, 'ips-lcd', '1920 × 1080', 60, 'core-i5', 'windows11-home', 'Intel Iris Xe Graphics', 8, 65, 1750, '360.2 × 234 × 17.9', ['wifi6', 'bt53'],
    { en: 'USB-C, 2 × USB-A, HDMI 1.4b, 3.5 mm audio', ar: 'USB-C، 2 × USB-A، HDMI 1.4b، منفذ صوت 3.5 مم' }],
  'Spectre x360': [14, 'oled', '2880 × 1800', 120, 'core-ultra-7', 'windows11-home', 'Intel Arc Graphics', 13, 65, 1440, '313.8 × 220.4 × 17', ['wifi7', 'bt54'],
    { en: '2 × Thunderbolt 4 (USB-C), USB-A, 3.5 mm audio', ar: '2 × Thunderbolt 4 (USB-C)، USB-A، منفذ صوت 3.5 مم' }],
  'Victus 16': [16.1, 'ips-lcd', '1920 × 1080', 144, 'core-i5-h', 'windows11-home', 'NVIDIA GeForce RTX 4050 (6 GB)', 7, 200, 2290, '369 × 259.4 × 23.9', ['wifi6', 'bt53'],
    { en: 'USB-C, 3 × USB-A, HDMI 2.1, RJ-45, 3.5 mm audio', ar: 'USB-C، 3 × USB-A، HDMI 2.1، منفذ شبكة RJ-45، منفذ صوت 3.5 مم' }],
  'XPS 13': [13.4, 'ips-lcd', '1920 × 1200', 120, 'core-ultra-7', 'windows11-home', 'Intel Arc Graphics', 13, 60, 1190, '295.3 × 199.1 × 15.3', ['wifi7', 'bt54'],
    { en: '2 × Thunderbolt 4 (USB-C)', ar: '2 × Thunderbolt 4 (USB-C)' }],
  'Inspiron 15': [15.6, 'ips-lcd', '1920 × 1080', 120, 'core-i7-u', 'windows11-home', 'Intel Iris Xe Graphics', 8, 65, 1650, '358.5 × 235.6 × 18.9', ['wifi6', 'bt53'],
    { en: 'USB-C, 2 × USB-A, HDMI 1.4, SD card reader, 3.5 mm audio', ar: 'USB-C، 2 × USB-A، HDMI 1.4، قارئ بطاقات SD، منفذ صوت 3.5 مم' }],
  'IdeaPad Slim 5': [14, 'oled', '1920 × 1200', 60, 'ryzen7-u', 'windows11-home', 'AMD Radeon Graphics', 12, 65, 1460, '312.2 × 221.4 × 16.9', ['wifi6', 'bt52'],
    { en: '2 × USB-C, 2 × USB-A, HDMI 1.4b, microSD, 3.5 mm audio', ar: '2 × USB-C، 2 × USB-A، HDMI 1.4b، قارئ microSD، منفذ صوت 3.5 مم' }],
  'ThinkPad X1 Carbon': [14, 'ips-lcd', '1920 × 1200', 60, 'core-ultra-7', 'windows11-pro', 'Intel Graphics', 14, 65, 1090, '315.6 × 222.5 × 14.96', ['wifi7', 'bt53'],
    { en: '2 × Thunderbolt 4, 2 × USB-A, HDMI 2.1, 3.5 mm audio', ar: '2 × Thunderbolt 4، 2 × USB-A، HDMI 2.1، منفذ صوت 3.5 مم' }],
  'Legion 5 Pro': [16, 'ips-lcd', '2560 × 1600', 165, 'ryzen7', 'windows11-home', 'NVIDIA GeForce RTX 4060 (8 GB)', 6, 300, 2500, '356 × 264.4 × 26.8', ['wifi6', 'bt52'],
    { en: '2 × USB-C, 4 × USB-A, HDMI 2.1, RJ-45, 3.5 mm audio', ar: '2 × USB-C، 4 × USB-A، HDMI 2.1، منفذ شبكة RJ-45، منفذ صوت 3.5 مم' }],
  'ROG Strix G16': [16, 'ips-lcd', '1920 × 1200', 165, 'core-i7-hx', 'windows11-home', 'NVIDIA GeForce RTX 4060 (8 GB)', 6, 240, 2500, '354 × 264 × 22.6', ['wifi6e', 'bt53'],
    { en: 'Thunderbolt 4, USB-C, 2 × USB-A, HDMI 2.1, RJ-45, 3.5 mm audio', ar: 'Thunderbolt 4، USB-C، 2 × USB-A، HDMI 2.1، منفذ شبكة RJ-45، منفذ صوت 3.5 مم' }],
  'Zenbook 14 OLED': [14, 'oled', '2880 × 1800', 120, 'core-ultra-7', 'windows11-home', 'Intel Arc Graphics', 15, 65, 1200, '312.4 × 220.1 × 14.9', ['wifi6e', 'bt53'],
    { en: '2 × Thunderbolt 4, USB-A, HDMI 2.1, 3.5 mm audio', ar: '2 × Thunderbolt 4، USB-A، HDMI 2.1، منفذ صوت 3.5 مم' }],
  'Aspire 5': [15.6, 'ips-lcd', '1920 × 1080', 60, 'core-i5', 'windows11-home', 'Intel Iris Xe Graphics', 8, 65, 1760, '362.9 × 237.5 × 17.9', ['wifi6', 'bt51'],
    { en: 'USB-C, 3 × USB-A, HDMI 2.1, RJ-45, 3.5 mm audio', ar: 'USB-C، 3 × USB-A، HDMI 2.1، منفذ شبكة RJ-45، منفذ صوت 3.5 مم' }],
  'Nitro V 15': [15.6, 'ips-lcd', '1920 × 1080', 144, 'core-i5-h', 'windows11-home', 'NVIDIA GeForce RTX 4050 (6 GB)', 6, 135, 2100, '362.3 × 239.9 × 23.5', ['wifi6', 'bt51'],
    { en: 'Thunderbolt 4, 3 × USB-A, HDMI 2.1, RJ-45, 3.5 mm audio', ar: 'Thunderbolt 4، 3 × USB-A، HDMI 2.1، منفذ شبكة RJ-45، منفذ صوت 3.5 مم' }],
  'Surface Laptop 5': [13.5, 'ips-lcd', '2256 × 1504', 60, 'core-i5-p', 'windows11-home', 'Intel Iris Xe Graphics', 18, 39, 1297, '308 × 223 × 14.5', ['wifi6', 'bt51'],
    { en: 'USB-C (Thunderbolt 4), USB-A, Surface Connect, 3.5 mm audio', ar: 'USB-C (Thunderbolt 4)، USB-A، منفذ Surface Connect، منفذ صوت 3.5 مم' }],
};

function laptopSpecs([screen, display, resolution, refresh, chip, system, graphics, hours, charging, weight, dimensions, wireless, ports]: LaptopRow): Specs {
  return {
    screen_size: screen, display_type: display, resolution, refresh_rate: refresh, processor: chip, operating_system: system, graphics,
    storage_drive: { en: 'SSD (NVMe)', ar: 'قرص SSD (NVMe)' }, battery_life: hours, charging_power: charging, weight,
    dimensions: mm(dimensions), wireless, ports,
  };
}

// Watches: [display, chip or null, system, battery hours, water resistance, weight g, wireless]; sizes in product-lines.ts.
type WatchRow = [string, string | null, string, number, string, number, string[]];
const WATCHES: Record<string, WatchRow> = {
  'Watch Series 9': ['ltpo-oled', 's9', 'watchos10', 18, '5atm', 32, ['wifi5', 'bt53', 'nfc', 'uwb', 'gps']],
  'Watch Ultra 2': ['ltpo-oled', 's9', 'watchos10', 36, 'wr100', 61, ['wifi5', 'bt53', 'nfc', 'uwb', 'gps']],
  'Watch SE': ['ltpo-oled', 's8', 'watchos10', 18, '5atm', 26, ['wifi5', 'bt53', 'nfc', 'gps']],
  'Galaxy Watch6': ['amoled', 'exynos-w930', 'wearos', 40, '5atm', 29, ['wifi5', 'bt53', 'nfc', 'gps']],
  'Galaxy Watch6 Classic': ['amoled', 'exynos-w930', 'wearos', 40, '5atm', 52, ['wifi5', 'bt53', 'nfc', 'gps']],
  'Watch GT 4': ['amoled', null, 'harmonyos4', 336, '5atm', 48, ['bt53', 'nfc', 'gps']],
  'Band 8': ['amoled', null, 'harmonyos4', 336, '5atm', 14, ['bt53']],
  'Fenix 7': ['lcd', null, 'garmin-os', 432, '10atm', 79, ['wifi5', 'bt52', 'nfc', 'gps']],
  'Venu 3': ['amoled', null, 'garmin-os', 336, '5atm', 47, ['wifi5', 'bt52', 'nfc', 'gps']],
  'GTR 4': ['amoled', null, 'zepp-os', 336, '5atm', 34, ['bt52', 'gps']],
  'Smart Band 8': ['amoled', null, 'hyperos', 384, '5atm', 27, ['bt53']],
};
function watchSpecs([display, chip, system, hours, water, weight, wireless]: WatchRow): Specs {
  return {
    display_type: display, ...(chip ? { processor: chip } : {}), operating_system: system, battery_life: hours,
    water_resistance: water, weight, wireless,
  };
}

// Headphones: [noise cancelling, battery hours, driver mm or null, wireless, water resistance or null, weight g, chip or null].
type AudioRow = [boolean, number, number | null, string, string | null, number, string | null];
const HEADPHONES: Record<string, AudioRow> = {
  'AirPods Pro 2': [true, 6, 11, 'bt53', 'ip54', 5.3, 'h2'], 'AirPods 3': [false, 6, 11, 'bt50', 'ipx4', 4.3, 'h1'],
  'AirPods Max': [true, 20, 40, 'bt50', null, 385, 'h1'], 'WH-1000XM5': [true, 30, 30, 'bt52', null, 250, 'qn1'],
  'WF-1000XM5': [true, 8, 8.4, 'bt53', 'ipx4', 5.9, 'qn2e'], 'QuietComfort Ultra': [true, 24, 35, 'bt53', null, 250, null],
  'QuietComfort Earbuds II': [true, 6, 9.3, 'bt53', 'ipx4', 6.2, null], 'Studio Pro': [true, 40, 40, 'bt53', null, 260, null],
  'Fit Pro': [true, 6, 9.5, 'bt50', 'ipx4', 5.6, 'h1'], 'Tune 770NC': [true, 70, 40, 'bt53', null, 220, null],
  'Live Pro 2': [true, 10, 11, 'bt52', 'ipx5', 4.6, null], 'Galaxy Buds2 Pro': [true, 5, 10, 'bt53', 'ipx7', 5.5, null],
  'FreeBuds Pro 3': [true, 6.5, 11, 'bt52', 'ip54', 5.8, null], 'Redmi Buds 5': [true, 10, 12.4, 'bt53', 'ip54', 5.1, null],
  'Soundcore Liberty 4': [true, 9, 11, 'bt53', 'ipx4', 4.8, null],
};

function audioSpecs([anc, hours, driver, bluetooth, water, weight, chip]: AudioRow): Specs {
  return {
    noise_cancelling: anc, battery_life: hours, ...(driver ? { driver_size: driver } : {}), wireless: [bluetooth],
    ...(water ? { water_resistance: water } : {}), weight, ...(chip ? { processor: chip } : {}),
  };
}

// Speakers: [output W or null, battery hours, water resistance, bluetooth, weight g].
type SpeakerRow = [number | null, number, string, string, number];
const SPEAKERS: Record<string, SpeakerRow> = {
  'Flip 6': [30, 12, 'ip67', 'bt51', 550], 'Charge 5': [40, 20, 'ip67', 'bt51', 960], 'PartyBox 310': [240, 18, 'ipx4', 'bt54', 17400],
  'Go 3': [4.2, 5, 'ip67', 'bt51', 209], 'SoundLink Flex': [null, 12, 'ip67', 'bt50', 600], 'SoundLink Revolve+ II': [null, 17, 'ip55', 'bt50', 900],
  'SRS-XB100': [5, 16, 'ip67', 'bt53', 274], 'SRS-XG300': [null, 25, 'ip67', 'bt52', 3000], 'Soundcore Motion 300': [30, 13, 'ipx7', 'bt53', 770],
  Pill: [null, 24, 'ip67', 'bt53', 680],
};

// Consoles: specs as they are.
const CONSOLES: Record<string, Specs> = {
  'PlayStation 5 Slim': { processor: 'amd-zen2', capacity: '1tb', resolution: { en: 'Up to 4K at 120 Hz, 8K', ar: 'حتى 4K بتردد 120 هرتز، و8K' }, wireless: ['wifi6', 'bt51'], weight: 3200, dimensions: mm('358 × 96 × 216') },
  'PlayStation 5 Digital Edition': { processor: 'amd-zen2', capacity: '1tb', resolution: { en: 'Up to 4K at 120 Hz, 8K', ar: 'حتى 4K بتردد 120 هرتز، و8K' }, wireless: ['wifi6', 'bt51'], weight: 2600, dimensions: mm('358 × 80 × 216') },
  'PlayStation Portal': { screen_size: 8, display_type: 'lcd', resolution: '1920 × 1080', refresh_rate: 60, battery_life: 7, wireless: ['wifi5'], weight: 529 },
  'Xbox Series X': { processor: 'amd-zen2', capacity: '1tb', resolution: { en: 'Up to 4K at 120 Hz, 8K', ar: 'حتى 4K بتردد 120 هرتز، و8K' }, wireless: ['wifi5'], weight: 4450, dimensions: mm('301 × 151 × 151') },
  'Xbox Series S': { processor: 'amd-zen2', capacity: '512gb', resolution: { en: '1440p at 120 Hz, 4K upscaling', ar: '1440p بتردد 120 هرتز، ورفع الدقة إلى 4K' }, wireless: ['wifi5'], weight: 1930, dimensions: mm('275 × 151 × 63.5') },
  'Switch OLED': { screen_size: 7, display_type: 'oled', resolution: '1280 × 720', processor: 'tegra-x1', capacity: '64gb', battery_life: 9, wireless: ['wifi5', 'bt41'], weight: 420 },
  'Switch Lite': { screen_size: 5.5, display_type: 'lcd', resolution: '1280 × 720', processor: 'tegra-x1', capacity: '32gb', battery_life: 7, wireless: ['wifi5', 'bt41'], weight: 275 },
};

// Cameras: [sensor, megapixels, video, rear screen inches, weight g, water resistance or null].
type CameraRow = [Text, number, string, number | null, number, string | null];
const fullFrame: Text = { en: 'Full-frame CMOS (35.9 × 23.9 mm)', ar: 'مستشعر CMOS كامل الإطار (35.9 × 23.9 مم)' };
const apsC: Text = { en: 'APS-C CMOS (23.5 × 15.6 mm)', ar: 'مستشعر CMOS بمقاس APS-C (23.5 × 15.6 مم)' };
const inchSensor = (size: string): Text => ({ en: `${size}-inch CMOS`, ar: `مستشعر CMOS بمقاس ${size} بوصة` });
const CAMERAS: Record<string, CameraRow> = {
  'EOS R6 Mark II': [fullFrame, 24.2, '4K 60fps', 3, 670, null], 'EOS R50': [apsC, 24.2, '4K 30fps', 2.95, 375, null],
  'Z6 II': [fullFrame, 24.5, '4K 60fps', 3.2, 705, null], 'Z fc': [apsC, 20.9, '4K 30fps', 3, 445, null],
  'Alpha 7 IV': [fullFrame, 33, '4K 60fps', 3, 658, null], 'ZV-E10': [apsC, 24.2, '4K 30fps', 3, 343, null],
  'HERO12 Black': [inchSensor('1/1.9'), 27, '5.3K 60fps', 2.27, 154, 'wp10m'], 'Osmo Pocket 3': [inchSensor('1'), 9.4, '4K 120fps', 2, 179, null],
  'Mini 4 Pro Drone': [inchSensor('1/1.3'), 48, '4K 100fps', null, 249, null], 'Air 3 Drone': [inchSensor('1/1.3'), 48, '4K 100fps', null, 720, null],
};

// TVs: [display, refresh Hz, system]; the size is the variant's ("55 inch").
const TVS: Record<string, [string, number, string]> = {
  'Neo QLED QN90C': ['neo-qled', 120, 'tizen'], 'Crystal UHD CU8000': ['led', 60, 'tizen'], 'OLED evo C3': ['oled', 120, 'webos'],
  'NanoCell NANO77': ['nanocell', 60, 'webos'], 'Bravia XR A80L': ['oled', 120, 'google-tv'], 'Bravia X75WL': ['led', 60, 'google-tv'],
  'C745 QLED': ['qled', 144, 'google-tv'], 'U7K ULED': ['mini-led', 144, 'vidaa'],
};

// Chargers and cables: [charging W or null, ports, weight g].
const CHARGERS: Record<string, [number | null, Text, number]> = {
  '20W USB-C Power Adapter': [20, 'USB-C', 58], 'USB-C to Lightning Cable 1m': [20, 'USB-C, Lightning', 28], 'MagSafe Charger': [15, 'USB-C', 53],
  '45W Super Fast Charger': [45, 'USB-C', 88], '25W Travel Adapter': [25, 'USB-C', 58], '737 GaN Charger 120W': [120, '2 × USB-C, USB-A', 200],
  'PowerLine III USB-C Cable': [60, '2 × USB-C', 40], '3-in-1 Cube with MagSafe': [15, 'USB-C', 190], 'BoostCharge Pro 3-in-1': [15, 'USB-C', 690],
  'USB-C to USB-C Cable 2m': [240, '2 × USB-C', 60], 'GaN5 Pro 65W Charger': [65, 'USB-C, USB-A', 120], '30W Car Charger': [30, 'USB-C, USB-A', 35],
  'Nexode 100W Charger': [100, '3 × USB-C, USB-A', 220], 'HDMI 2.1 Cable 2m': [null, '2 × HDMI 2.1', 110], 'USB-C Hub 7-in-1': [100, 'USB-C, 2 × USB-A, HDMI, SD, microSD', 75],
};

// Power banks: [capacity mAh, charging W, weight g, wireless].
const POWER_BANKS: Record<string, [number, number, number, string[]]> = {
  '737 PowerCore 24K': [24000, 140, 630, []], 'PowerCore 10000': [10000, 12, 180, []], '622 MagGo': [5000, 20, 206, ['magsafe']],
  'BoostCharge 20K': [20000, 20, 375, []], 'Blade 20000mAh 100W': [20000, 100, 450, []], 'Magnetic Mini 10000mAh': [10000, 20, 200, ['qi']],
  'Power Bank 20000mAh': [20000, 22.5, 440, []], '25W Battery Pack 10000mAh': [10000, 25, 196, []], '145W Power Bank 25000mAh': [25000, 145, 496, []],
};

// Computer accessories: a few specifications each.
const COMPUTER_ACCESSORIES: Record<string, Specs> = {
  'MX Master 3S Mouse': { wireless: ['bt51', 'usb-receiver'], battery_life: 1680, weight: 141 },
  'MX Keys S Keyboard': { wireless: ['bt51', 'usb-receiver'], battery_life: 240, weight: 810 },
  'K380 Bluetooth Keyboard': { wireless: ['bt50'], battery_life: 17520, weight: 423 },
  'C920 HD Pro Webcam': { main_camera: 3, video_recording: { en: '1080p at 30 fps', ar: '1080p بمعدل 30 إطاراً في الثانية' }, ports: 'USB-A', weight: 162 },
  'Pebble Mouse 2': { wireless: ['bt50', 'usb-receiver'], battery_life: 21900, weight: 76 },
  'Magic Keyboard': { wireless: ['bt50'], ports: 'USB-C', weight: 239 },
  'Magic Mouse': { wireless: ['bt50'], ports: 'Lightning', weight: 99 },
  'Surface Pen': { wireless: ['bt50'], battery_life: 8760, weight: 20 },
  'BlackWidow V4 Keyboard': { ports: 'USB-C', weight: 1300 },
  'Basilisk V3 Mouse': { ports: 'USB-A', weight: 101 },
  '27f 4K Monitor': { screen_size: 27, display_type: 'ips-lcd', resolution: '3840 × 2160', refresh_rate: 60, ports: { en: '2 × HDMI 2.0', ar: '2 × HDMI 2.0' } },
  'UltraSharp 27 4K Monitor': { screen_size: 27, display_type: 'ips-lcd', resolution: '3840 × 2160', refresh_rate: 60, ports: { en: 'USB-C (90 W), HDMI, DisplayPort, 4 × USB-A', ar: 'USB-C (90 واط)، HDMI، DisplayPort، 4 × USB-A' } },
  'ROG Swift 27 Gaming Monitor': { screen_size: 27, display_type: 'oled', resolution: '2560 × 1440', refresh_rate: 240, ports: { en: '2 × HDMI 2.0, DisplayPort 1.4, USB hub', ar: '2 × HDMI 2.0، DisplayPort 1.4، موزع USB' } },
  'UltraGear 27 Gaming Monitor': { screen_size: 27, display_type: 'ips-lcd', resolution: '2560 × 1440', refresh_rate: 165, ports: { en: '2 × HDMI, DisplayPort 1.4', ar: '2 × HDMI، DisplayPort 1.4' } },
  'Aluminium Laptop Stand': { weight: 560 },
};

// Gaming accessories: [wireless, battery hours or null, weight g].
const GAMING_ACCESSORIES: Record<string, [string[], number | null, number]> = {
  'DualSense Wireless Controller': [['bt51'], 6, 280], 'DualSense Edge': [['bt51'], 5, 325], 'Pulse 3D Headset': [['usb-receiver'], 12, 292],
  'Xbox Wireless Controller': [['bt50'], 40, 287], 'Joy-Con Pair': [['bt41'], 20, 98], 'Switch Pro Controller': [['bt41'], 40, 246],
  'BlackShark V2': [[], null, 262], 'DeathAdder V3': [[], null, 59], 'Kraken V3': [[], null, 285], 'G Pro X Superlight': [['usb-receiver'], 70, 63],
  'G923 Racing Wheel': [[], null, 2250], 'G435 Headset': [['bt52', 'usb-receiver'], 18, 165],
};

// Smart home: [wireless, weight g or null].
const SMART_HOME: Record<string, [string[], number | null]> = {
  'Nest Mini': [['wifi5', 'bt50', 'matter'], 181], 'Nest Hub 2nd Gen': [['wifi5', 'bt50', 'thread', 'matter'], 558],
  'Robot Vacuum S10': [['wifi5'], 3200], 'Smart Camera C300': [['wifi5'], 263], 'Smart Air Purifier 4': [['wifi5', 'bt50'], 6000],
  'Hue Starter Kit': [['zigbee', 'bt50', 'matter'], null], 'Hue Smart Bulb': [['zigbee', 'bt50', 'matter'], 86],
  'Eufy Video Doorbell': [['wifi5'], 290], 'Eufy Security Cam 2C': [['wifi5'], 230], 'SmartThings Station': [['thread', 'zigbee', 'matter', 'bt50'], 120],
  'HomePod mini': [['wifi5', 'bt50', 'thread', 'airplay'], 345], 'HomePod 2nd Gen': [['wifi5', 'bt50', 'thread', 'airplay'], 2300],
};

/** What is in the box of a product of each category (by category id): [English, Arabic] with its name. */
const IN_THE_BOX: Record<number, (en: string, ar: string) => Text> = {
  3: (en, ar) => ({ en: `${en}, USB-C charge cable, documentation`, ar: `${ar}، كابل شحن USB-C، دليل الاستخدام` }),
  4: (en, ar) => ({ en: `${en}, USB-C charge cable (1 m), documentation`, ar: `${ar}، كابل شحن USB-C بطول 1 متر، دليل الاستخدام` }),
  5: (en, ar) => ({ en: `${en}, power adapter, documentation`, ar: `${ar}، محول الطاقة، دليل الاستخدام` }),
  7: (en, ar) => ({ en: `${en}, band, magnetic charging cable`, ar: `${ar}، سوار، كابل شحن مغناطيسي` }),
  9: (en, ar) => ({ en: `${en}, battery, charger, strap`, ar: `${ar}، بطارية، شاحن، حزام` }),
  10: (en, ar) => ({ en: `${en}, remote control with batteries, stand, power cable`, ar: `${ar}، جهاز تحكم عن بعد مع البطاريات، حامل، كابل الطاقة` }),
  20: (en, ar) => ({ en: `${en}, charging case or cable, ear tips`, ar: `${ar}، علبة أو كابل الشحن، أطراف أذن` }),
  22: (en, ar) => ({ en: `${en}, controller, HDMI cable, power cable`, ar: `${ar}، يد تحكم، كابل HDMI، كابل الطاقة` }),
};

const WARRANTY_TWO_YEARS = new Set(['samsung', 'lg', 'sony', 'huawei', 'xiaomi', 'lenovo', 'hp', 'dell', 'asus', 'acer', 'tcl', 'hisense']);

/** A model's name in a product's English name: what follows its brand (and comes before its variant). */
function modelOf(seed: ProductSeed): string {
  const name = seed.family?.en ?? seed.en;
  return name.startsWith(`${seed.brand.en} `) ? name.slice(seed.brand.en.length + 1) : name;
}

/** The model in `table` the product is of: the longest model name its name starts with. */
function lookupModel<T>(table: Record<string, T>, seed: ProductSeed): T | undefined {
  const model = modelOf(seed);
  const names = Object.keys(table).filter((name) => model === name || model.startsWith(`${name} `)).sort((a, b) => b.length - a.length);
  return names[0] === undefined ? undefined : table[names[0]];
}

/** The specifications of the model a product (a configurable product or a simple one) is, by its category. */
export function modelSpecs(seed: ProductSeed): Specs {
  const specs: Specs = { warranty: WARRANTY_TWO_YEARS.has(seed.brand.key) ? '2y' : '1y' };
  const box = IN_THE_BOX[seed.category.id];
  const name = { en: seed.family?.en ?? seed.en, ar: seed.family?.ar ?? seed.ar };
  if (box) specs.in_the_box = box(name.en, name.ar);
  const row = <T>(table: Record<string, T>) => lookupModel(table, seed);
  switch (seed.category.id) {
    case 3: { const found = row(PHONES); return found ? { ...specs, ...phoneSpecs(found) } : specs; }
    case 4: { const found = row(TABLETS); return found ? { ...specs, ...tabletSpecs(found) } : specs; }
    case 5: { const found = row(LAPTOPS); return found ? { ...specs, ...laptopSpecs(found) } : specs; }
    case 7: { const found = row(WATCHES); return found ? { ...specs, ...watchSpecs(found) } : specs; }
    case 20: { const found = row(HEADPHONES); return found ? { ...specs, ...audioSpecs(found) } : specs; }
    case 21: {
      const found = row(SPEAKERS);
      if (!found) return specs;
      const [output, hours, water, bluetooth, weight] = found;
      return { ...specs, ...(output ? { output_power: output } : {}), battery_life: hours, water_resistance: water, wireless: [bluetooth], weight };
    }
    case 22: return { ...specs, ...row(CONSOLES) };
    case 23: {
      const found = row(GAMING_ACCESSORIES);
      if (!found) return specs;
      const [wireless, hours, weight] = found;
      return { ...specs, ...(wireless.length > 0 ? { wireless } : {}), ...(hours ? { battery_life: hours } : {}), weight };
    }
    case 9: {
      const found = row(CAMERAS);
      if (!found) return specs;
      const [sensor, megapixels, videoText, screen, weight, water] = found;
      return {
        ...specs, sensor, main_camera: megapixels, video_recording: video(videoText), ...(screen ? { screen_size: screen } : {}), weight,
        wireless: ['wifi5', 'bt50'], ...(water ? { water_resistance: water } : {}),
      };
    }
    case 10: {
      const found = row(TVS);
      if (!found) return specs;
      const [display, refresh, system] = found;
      return {
        ...specs, display_type: display, refresh_rate: refresh, operating_system: system,
        resolution: { en: '3840 × 2160 (4K UHD)', ar: '3840 × 2160 (فائقة الدقة 4K)' }, wireless: ['wifi5', 'bt50'],
        ports: { en: '4 × HDMI 2.1, 2 × USB, Ethernet, optical audio', ar: '4 × HDMI 2.1، 2 × USB، منفذ شبكة، مخرج صوت بصري' },
      };
    }
    case 11: {
      const found = row(SMART_HOME);
      if (!found) return specs;
      const [wireless, weight] = found;
      return { ...specs, wireless, ...(weight ? { weight } : {}) };
    }
    case 13: {
      const found = row(CHARGERS);
      if (!found) return specs;
      const [power, ports, weight] = found;
      return { ...specs, ...(power ? { charging_power: power } : {}), ports, weight };
    }
    case 14: return { ...specs, ...row(COMPUTER_ACCESSORIES) };
    case 15: {
      const found = row(POWER_BANKS);
      if (!found) return specs;
      const [capacity, power, weight, wireless] = found;
      return { ...specs, battery_capacity: capacity, charging_power: power, weight, ports: 'USB-C', ...(wireless.length > 0 ? { wireless } : {}) };
    }
    default: return specs;
  }
}

/** What a variant or a simple product of a model has beside its model's specifications: what its name says it is. */
export function variantSpecs(seed: ProductSeed): Specs {
  const size = /(\d{2}) inch$/.exec(seed.en);
  if (seed.category.id === 10 && size) return { screen_size: Number(size[1]) };
  // A cellular tablet weighs a few grams more than the Wi-Fi one.
  if (seed.category.id === 4 && seed.options?.connectivity === 'wifi-5g') {
    const found = lookupModel(TABLETS, seed);
    if (found) return { weight: found[10] + 2 };
  }
  return {};
}

const SPEC_ATTRIBUTE_CODES = new Set<string>(SPEC_ATTRIBUTES.map((attribute) => attribute.code));

/** A seed value as a client would send it: option ids for a select's keys, the rest as they are. */
function sent(code: string, value: SpecValue): { value: SentValue; ar?: string } {
  const options = SPEC_ATTRIBUTE_CODES.has(code) ? SPEC_OPTIONS[code as SpecCode] : undefined;
  if (options) {
    const keys = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
    return { value: keys.map((key) => specOptionId(code as SpecCode, key)) };
  }
  if (typeof value === 'object' && !Array.isArray(value)) {
    const text = value as { en: string; ar: string };
    return { value: text.en, ar: text.ar };
  }
  return { value: value as SentValue };
}

/** Writes `specs` as the product's attribute values: a text in both languages as the default (English) and Arabic. */
export function writeSpecs(db: Database, productId: number, specs: Specs): void {
  const attributes = attributeCatalogue(db, 0);
  for (const [code, value] of Object.entries(specs)) {
    const attribute = attributes.byCode.get(code);
    if (!attribute || value === undefined) throw new Error(`seed data refers to unknown attribute ${code}`);
    // Colour, capacity and memory are options of product-options.ts, looked up by key.
    const optionKey = !SPEC_ATTRIBUTE_CODES.has(code) && typeof value === 'string' ? optionOf(code as OptionAttributeCode, value).id : null;
    const { value: wire, ar } = optionKey !== null ? { value: optionKey, ar: undefined } : sent(code, value);
    writeAttributeValue(db, productId, attribute, storedValue(attribute, wire));
    if (ar !== undefined) writeAttributeValue(db, productId, attribute, storedValue(attribute, ar), AR);
  }
}

/**
 * Writes the specifications of the seed's products: each configurable product's model's, each simple product's its
 * model's and its own; a variant only what differs from its configurable product.
 */
export function seedSpecifications(db: Database, seeds: readonly ProductSeed[], parents: readonly ParentSeed[]): void {
  const byId = new Map(seeds.map((seed) => [seed.id, seed]));
  for (const parent of parents) {
    const variant = byId.get(parent.childIds[0] ?? 0);
    if (variant) writeSpecs(db, parent.product.id, modelSpecs(variant));
  }
  for (const seed of seeds) {
    // E-cards are codes: nothing to specify.
    if (seed.typeId === 'virtual') continue;
    writeSpecs(db, seed.id, seed.family ? variantSpecs(seed) : { ...modelSpecs(seed), ...variantSpecs(seed) });
  }
}
