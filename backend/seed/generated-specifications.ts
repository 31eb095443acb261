/**
 * Specifications of the generated catalogue's products (generated-catalogue.ts): plausible values for the kind of
 * goods under each top category (a phone's 6.1 to 6.8-inch screen and its chip, a laptop's memory and storage, a TV's
 * size), drawn from the product's own seeded PRNG so they depend on its id alone and the catalogue's other choices do
 * not move. A configurable product carries them; its variants keep their colour and capacity.
 */
import { seededRandom } from './random.ts';
import type { ProductSeed } from './product-seed.ts';
import type { Specs } from './product-specifications.ts';

type Pick = <T>(choices: readonly T[]) => T;

/** A whole number from `low` to `high` in steps of `step`. */
const between = (random: () => number, low: number, high: number, step = 1) =>
  low + Math.floor(random() * (Math.floor((high - low) / step) + 1)) * step;

const fourK = { en: '3840 × 2160 (4K UHD)', ar: '3840 × 2160 (فائقة الدقة 4K)' };
const GRAPHICS = ['Intel Iris Xe Graphics', 'Intel Arc Graphics', 'AMD Radeon Graphics', 'NVIDIA GeForce RTX 4050 (6 GB)',
  'NVIDIA GeForce RTX 4060 (8 GB)', 'NVIDIA GeForce RTX 4070 (8 GB)'];
const SENSORS = [
  { en: 'Full-frame CMOS (35.9 × 23.9 mm)', ar: 'مستشعر CMOS كامل الإطار (35.9 × 23.9 مم)' },
  { en: 'APS-C CMOS (23.5 × 15.6 mm)', ar: 'مستشعر CMOS بمقاس APS-C (23.5 × 15.6 مم)' },
  { en: '1-inch CMOS', ar: 'مستشعر CMOS بمقاس 1 بوصة' },
];

/** Specifications by the seed's top category id the product is listed under. */
const BY_TOP: Record<number, (pick: Pick, random: () => number) => Specs> = {
  3: (pick, random) => ({
    screen_size: pick([6.1, 6.4, 6.6, 6.7, 6.8]), display_type: pick(['amoled', 'oled', 'ltpo-oled', 'ips-lcd']),
    refresh_rate: pick([60, 90, 120, 144]), processor: pick(['sd8g3', 'sd8g2', 'sd7sg2', 'dimensity7200', 'dimensity9000', 'helio-g99', 'exynos1480']),
    operating_system: pick(['android14', 'android13']), ram: pick(['6gb', '8gb', '12gb', '16gb']), main_camera: pick([50, 64, 108, 200]),
    battery_capacity: between(random, 4500, 6000, 100), charging_power: pick([25, 33, 45, 67, 120]), weight: between(random, 170, 240),
    water_resistance: pick(['ip68', 'ip67', 'ip54']), wireless: pick([['wifi6', 'bt53', 'nfc'], ['wifi6e', 'bt53', 'nfc'], ['wifi5', 'bt51']]),
  }),
  4: (pick, random) => ({
    screen_size: pick([8.7, 10.1, 11, 11.5, 12.4, 13]), display_type: pick(['lcd', 'ips-lcd', 'amoled']),
    processor: pick(['helio-g99', 'sd870', 'sd8g2', 'dimensity7050']), operating_system: pick(['android13', 'android14']),
    ram: pick(['4gb', '6gb', '8gb', '12gb']), capacity: pick(['64gb', '128gb', '256gb']), battery_capacity: between(random, 5100, 10200, 100),
    charging_power: pick([15, 18, 33, 45]), weight: between(random, 300, 650), connectivity: pick(['wifi', 'wifi-5g']),
  }),
  5: (pick, random) => ({
    screen_size: pick([13.3, 14, 15.6, 16, 17.3]), display_type: pick(['ips-lcd', 'oled']), refresh_rate: pick([60, 120, 144, 165, 240]),
    processor: pick(['core-i5', 'core-i7', 'core-ultra-7', 'ryzen5', 'ryzen7', 'core-i9']), operating_system: pick(['windows11-home', 'windows11-pro']),
    ram: pick(['8gb', '16gb', '32gb']), capacity: pick(['256gb', '512gb', '1tb']), graphics: pick(GRAPHICS),
    battery_life: between(random, 6, 15), charging_power: pick([65, 100, 140, 230]), weight: between(random, 1100, 2800, 10),
  }),
  6: (pick, random) => ({
    noise_cancelling: random() < 0.6, battery_life: between(random, 8, 60), wireless: [pick(['bt53', 'bt52', 'bt54'])],
    water_resistance: pick(['ipx4', 'ip67', 'ipx5']), weight: between(random, 5, 900),
  }),
  7: (pick, random) => ({
    display_type: pick(['amoled', 'ltpo-oled']), operating_system: pick(['wearos', 'garmin-os', 'zepp-os', 'harmonyos4']),
    battery_life: pick([40, 72, 168, 336]), water_resistance: pick(['5atm', '10atm']), weight: between(random, 25, 80),
  }),
  8: (pick, random) => ({ wireless: pick([['usb-receiver'], ['bt52', 'usb-receiver'], ['bt53']]), weight: between(random, 60, 1300) }),
  9: (pick, random) => ({
    sensor: pick(SENSORS), main_camera: pick([12, 20.1, 24.2, 26.1, 33, 45.7, 61]),
    video_recording: pick([{ en: '4K at 30 fps', ar: '4K بمعدل 30 إطاراً في الثانية' }, { en: '4K at 60 fps', ar: '4K بمعدل 60 إطاراً في الثانية' }]),
    weight: between(random, 150, 900), wireless: ['wifi5', 'bt50'],
  }),
  10: (pick) => ({
    screen_size: pick([43, 50, 55, 65, 75, 85]), display_type: pick(['led', 'qled', 'oled', 'mini-led', 'nanocell']),
    refresh_rate: pick([60, 120, 144]), operating_system: pick(['tizen', 'webos', 'google-tv', 'vidaa']), resolution: fourK, wireless: ['wifi5', 'bt50'],
  }),
  11: (pick) => ({ wireless: pick([['wifi5'], ['wifi5', 'bt50', 'matter'], ['zigbee', 'matter'], ['wifi6', 'thread', 'matter']]) }),
  12: (pick, random) => ({ charging_power: pick([20, 25, 30, 45, 65, 100, 140]), weight: between(random, 20, 500) }),
  14: (pick, random) => ({ wireless: pick([['bt51'], ['bt51', 'usb-receiver'], ['usb-receiver']]), weight: between(random, 60, 1500) }),
};

/** The generated product's specifications, from the top category `topCategoryId` it is listed under. */
export function generatedSpecs(product: ProductSeed, topCategoryId: number): Specs {
  const random = seededRandom(0x5bec + product.id);
  const pick: Pick = (choices) => choices[Math.floor(random() * choices.length)] as (typeof choices)[number];
  const specs = BY_TOP[topCategoryId]?.(pick, random) ?? {};
  return { ...specs, warranty: random() < 0.5 ? '1y' : '2y' };
}
