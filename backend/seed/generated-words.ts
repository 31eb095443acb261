/**
 * The word lists a merchant-size catalogue (generated-catalogue.ts) composes its names from, in both languages: the
 * brands it adds to the seed's (to 60), the kinds of goods under each of the seed's top categories, and the series
 * and editions of product names. Real names a Qatari electronics shop uses, never lorem ipsum.
 */
import type { BrandSeed } from './brands.ts';
import type { OptionAttributeCode } from './product-options.ts';

const b = (id: number, key: string, en: string, ar: string, colour: string): BrandSeed =>
  ({ id, key, en, ar, featured: false, colour });

/** Brands 43–60: with the seed's 42, the 60 of a large store. */
export const GENERATED_BRANDS: readonly BrandSeed[] = [
  b(43, 'honor', 'Honor', 'هونر', '#0b1a3a'),
  b(44, 'vivo', 'Vivo', 'فيفو', '#415fff'),
  b(45, 'realme', 'Realme', 'ريلمي', '#ffc915'),
  b(46, 'tecno', 'Tecno', 'تكنو', '#0066cc'),
  b(47, 'infinix', 'Infinix', 'إنفينكس', '#00a650'),
  b(48, 'sennheiser', 'Sennheiser', 'سنهايزر', '#0a0a0a'),
  b(49, 'harman-kardon', 'Harman Kardon', 'هارمن كاردون', '#003c71'),
  b(50, 'corsair', 'Corsair', 'كورسير', '#ffd100'),
  b(51, 'steelseries', 'SteelSeries', 'ستيل سيريز', '#ff5200'),
  b(52, 'hyperx', 'HyperX', 'هايبر إكس', '#e31837'),
  b(53, 'msi', 'MSI', 'إم إس آي', '#ff0000'),
  b(54, 'fitbit', 'Fitbit', 'فيتبيت', '#00b0b9'),
  b(55, 'tp-link', 'TP-Link', 'تي بي لينك', '#4acbd6'),
  b(56, 'sandisk', 'SanDisk', 'سانديسك', '#e21836'),
  b(57, 'kingston', 'Kingston', 'كينجستون', '#c8102e'),
  b(58, 'wacom', 'Wacom', 'واكوم', '#1a1a1a'),
  b(59, 'fujifilm', 'Fujifilm', 'فوجي فيلم', '#fb0020'),
  b(60, 'eufy', 'Eufy', 'يوفي', '#005eb8'),
];

/** A kind of goods under a top category: its own category, and the Arabic noun its products' names start with. */
export interface KindWords {
  key: string;
  en: string;
  ar: string;
  nounAr: string;
  /** Price range in QAR of its products. */
  price: [number, number];
}

/** One of the seed's top categories and what the generated catalogue sells under it. */
export interface TopWords {
  categoryId: number;
  /** Brand keys of its makers; each kind has a category per brand for three of them. */
  brands: string[];
  configurableBy?: OptionAttributeCode[];
  kinds: KindWords[];
}

const k = (key: string, en: string, ar: string, nounAr: string, price: [number, number]): KindWords =>
  ({ key, en, ar, nounAr, price });

export const GENERATED_TOPS: readonly TopWords[] = [
  {
    categoryId: 3, configurableBy: ['color', 'capacity'],
    brands: ['samsung', 'xiaomi', 'honor', 'oppo', 'vivo', 'realme', 'motorola', 'tecno', 'infinix'],
    kinds: [
      k('android-phones', 'Android Phones', 'هواتف أندرويد', 'هاتف', [599, 4499]),
      k('foldable-phones', 'Foldable Phones', 'الهواتف القابلة للطي', 'هاتف قابل للطي', [2999, 7499]),
      k('rugged-phones', 'Rugged Phones', 'الهواتف المقاومة للصدمات', 'هاتف مقاوم للصدمات', [699, 2499]),
      k('gaming-phones', 'Gaming Phones', 'هواتف الألعاب', 'هاتف ألعاب', [1999, 4999]),
    ],
  },
  {
    categoryId: 4, brands: ['samsung', 'lenovo', 'huawei', 'xiaomi', 'honor', 'wacom'],
    kinds: [
      k('android-tablets', 'Android Tablets', 'الأجهزة اللوحية بنظام أندرويد', 'جهاز لوحي', [599, 3999]),
      k('kids-tablets', 'Kids Tablets', 'الأجهزة اللوحية للأطفال', 'جهاز لوحي للأطفال', [299, 999]),
      k('drawing-tablets', 'Drawing Tablets', 'أجهزة الرسم اللوحية', 'جهاز رسم لوحي', [399, 4999]),
      k('e-readers', 'E-Readers', 'أجهزة القراءة الإلكترونية', 'جهاز قراءة إلكتروني', [399, 1499]),
    ],
  },
  {
    categoryId: 5, brands: ['hp', 'dell', 'lenovo', 'asus', 'acer', 'msi'],
    kinds: [
      k('gaming-laptops', 'Gaming Laptops', 'لابتوبات الألعاب', 'لابتوب ألعاب', [3499, 11999]),
      k('business-laptops', 'Business Laptops', 'لابتوبات الأعمال', 'لابتوب أعمال', [2499, 8999]),
      k('2-in-1-laptops', '2-in-1 Laptops', 'لابتوبات 2 في 1', 'لابتوب 2 في 1', [1999, 6999]),
      k('student-laptops', 'Student Laptops', 'لابتوبات الطلاب', 'لابتوب', [1299, 3499]),
    ],
  },
  {
    categoryId: 6, configurableBy: ['color'], brands: ['sony', 'jbl', 'bose', 'sennheiser', 'harman-kardon', 'marshall'],
    kinds: [
      k('true-wireless-earbuds', 'True Wireless Earbuds', 'سماعات الأذن اللاسلكية', 'سماعة أذن لاسلكية', [149, 1299]),
      k('over-ear-headphones', 'Over-Ear Headphones', 'سماعات الرأس', 'سماعة رأس', [299, 2499]),
      k('soundbars', 'Soundbars', 'مكبرات الصوت العمودية', 'مكبر صوت عمودي', [599, 4999]),
      k('party-speakers', 'Party Speakers', 'مكبرات صوت الحفلات', 'مكبر صوت للحفلات', [499, 3499]),
    ],
  },
  {
    categoryId: 7, configurableBy: ['color'], brands: ['garmin', 'amazfit', 'huawei', 'samsung', 'fitbit', 'xiaomi'],
    kinds: [
      k('fitness-trackers', 'Fitness Trackers', 'أساور اللياقة', 'سوار لياقة', [99, 799]),
      k('kids-smartwatches', 'Kids Smartwatches', 'الساعات الذكية للأطفال', 'ساعة ذكية للأطفال', [199, 699]),
      k('sports-watches', 'Sports Watches', 'الساعات الرياضية', 'ساعة رياضية', [699, 3999]),
      k('smart-rings', 'Smart Rings', 'الخواتم الذكية', 'خاتم ذكي', [799, 1699]),
    ],
  },
  {
    categoryId: 8, brands: ['razer', 'logitech', 'corsair', 'steelseries', 'hyperx', 'asus'],
    kinds: [
      k('gaming-headsets', 'Gaming Headsets', 'سماعات الألعاب', 'سماعة ألعاب', [149, 1299]),
      k('gaming-keyboards', 'Gaming Keyboards', 'لوحات مفاتيح الألعاب', 'لوحة مفاتيح ألعاب', [199, 999]),
      k('gaming-mice', 'Gaming Mice', 'فأرات الألعاب', 'فأرة ألعاب', [99, 699]),
      k('gaming-chairs', 'Gaming Chairs', 'كراسي الألعاب', 'كرسي ألعاب', [599, 2499]),
    ],
  },
  {
    categoryId: 9, brands: ['canon', 'nikon', 'sony', 'gopro', 'dji', 'fujifilm'],
    kinds: [
      k('mirrorless-cameras', 'Mirrorless Cameras', 'الكاميرات بدون مرآة', 'كاميرا بدون مرآة', [2499, 12999]),
      k('action-cameras', 'Action Cameras', 'كاميرات الحركة', 'كاميرا حركة', [799, 2199]),
      k('camera-drones', 'Camera Drones', 'الطائرات المسيّرة بكاميرا', 'طائرة مسيّرة', [1499, 7999]),
      k('instant-cameras', 'Instant Cameras', 'الكاميرات الفورية', 'كاميرا فورية', [299, 999]),
    ],
  },
  {
    categoryId: 10, brands: ['samsung', 'lg', 'sony', 'tcl', 'hisense', 'philips'],
    kinds: [
      k('oled-tvs', 'OLED TVs', 'تلفزيونات أوليد', 'تلفزيون أوليد', [4999, 19999]),
      k('qled-tvs', 'QLED TVs', 'تلفزيونات كيو إل إي دي', 'تلفزيون كيو إل إي دي', [2499, 9999]),
      k('smart-tvs', 'Smart TVs', 'التلفزيونات الذكية', 'تلفزيون ذكي', [999, 4999]),
      k('projectors', 'Projectors', 'أجهزة العرض', 'جهاز عرض', [899, 6999]),
    ],
  },
  {
    categoryId: 11, brands: ['xiaomi', 'eufy', 'tp-link', 'philips', 'huawei', 'google'],
    kinds: [
      k('smart-cameras', 'Smart Security Cameras', 'كاميرات المراقبة الذكية', 'كاميرا مراقبة ذكية', [149, 999]),
      k('smart-lighting', 'Smart Lighting', 'الإضاءة الذكية', 'مصباح ذكي', [49, 499]),
      k('robot-vacuums', 'Robot Vacuums', 'المكانس الروبوتية', 'مكنسة روبوتية', [799, 4999]),
      k('wifi-routers', 'Wi-Fi Routers', 'أجهزة راوتر واي فاي', 'راوتر واي فاي', [199, 1999]),
    ],
  },
  {
    categoryId: 12, configurableBy: ['color'], brands: ['anker', 'belkin', 'baseus', 'ugreen', 'sandisk', 'samsung'],
    kinds: [
      k('wireless-chargers', 'Wireless Chargers', 'الشواحن اللاسلكية', 'شاحن لاسلكي', [79, 449]),
      k('phone-holders', 'Phone Holders', 'حوامل الهواتف', 'حامل هاتف', [39, 199]),
      k('memory-cards', 'Memory Cards', 'بطاقات الذاكرة', 'بطاقة ذاكرة', [29, 399]),
      k('selfie-sticks', 'Selfie Sticks & Gimbals', 'عصي السيلفي والمثبتات', 'عصا سيلفي', [49, 699]),
    ],
  },
  {
    categoryId: 14, brands: ['logitech', 'dell', 'hp', 'kingston', 'sandisk', 'msi'],
    kinds: [
      k('monitors', 'Monitors', 'الشاشات', 'شاشة', [499, 4999]),
      k('keyboards', 'Keyboards', 'لوحات المفاتيح', 'لوحة مفاتيح', [79, 699]),
      k('webcams', 'Webcams', 'كاميرات الويب', 'كاميرا ويب', [149, 999]),
      k('storage-drives', 'Storage Drives', 'وحدات التخزين', 'وحدة تخزين', [149, 1999]),
    ],
  },
];

/** Series words of product names, English and Arabic side by side (none the seed's models use). */
export const SERIES: ReadonlyArray<[string, string]> = [
  ['Aura', 'أورا'], ['Edge', 'إيدج'], ['Pulse', 'بلس'], ['Orbit', 'أوربت'], ['Spark', 'سبارك'], ['Vista', 'فيستا'],
  ['Zenith', 'زينيث'], ['Nimbus', 'نيمبوس'], ['Vertex', 'فيرتكس'], ['Quantum', 'كوانتم'], ['Halo', 'هالو'],
  ['Stellar', 'ستيلر'],
];

/** Editions that follow a model number. */
export const EDITIONS: ReadonlyArray<[string, string]> = [
  ['', ''], ['Pro', 'برو'], ['Plus', 'بلاس'], ['Lite', 'لايت'], ['Max', 'ماكس'], ['Ultra', 'ألترا'],
];

/** Colours and capacities a generated configurable product is offered in (option keys of product-options.ts). */
export const VARIANT_COLOURS = ['black', 'white', 'blue', 'silver', 'gold', 'green', 'purple', 'grey', 'red', 'pink'] as const;
export const VARIANT_CAPACITIES = ['128gb', '256gb', '512gb', '1tb'] as const;
