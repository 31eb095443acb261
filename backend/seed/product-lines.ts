import type { OptionAttributeCode, VariantOptions } from './product-options.ts';

/** [brand key, model in English, model in Arabic, base price in QAR] */
export type Model = [string, string, string, number];
/** [variant in English, variant in Arabic, price difference in QAR, its colour and capacity when it has them] */
export type Variant = [string, string, number, VariantOptions?];

/**
 * One family of goods: every model is sold in the first `variantsPerModel` variants (rotating per model). A line
 * with `configurableBy` sells each model as one configurable product whose variants are those simple products,
 * chosen by these attributes (in this order on the product page).
 */
export interface ProductLine {
  categoryId: number;
  configurableBy?: OptionAttributeCode[];
  /** Options every variant of a model has unless its own say otherwise, by the model's English name (a watch's size). */
  modelOptions?: Record<string, VariantOptions>;
  /** Noun that starts the Arabic name ("هاتف", "لابتوب"); English names start with the brand. */
  nounAr: string;
  variants: Variant[];
  variantsPerModel: number;
  models: Model[];
}

/** Each watch's case sizes: the first its colours were sold in, and a second one where it has one (extra variants). */
export const WATCH_SIZES: Record<string, [string, string | null]> = {
  'Watch Series 9': ['41mm', '45mm'], 'Watch Ultra 2': ['49mm', null], 'Watch SE': ['40mm', '44mm'],
  'Galaxy Watch6': ['40mm', '44mm'], 'Galaxy Watch6 Classic': ['43mm', '47mm'], 'Watch GT 4': ['41mm', '46mm'],
  'Band 8': ['43mm', null], 'Fenix 7': ['47mm', null], 'Venu 3': ['45mm', null], 'GTR 4': ['46mm', null], 'Smart Band 8': ['42mm', null],
};

const colours2: Variant[] = [['Black', 'أسود', 0, { color: 'black' }], ['White', 'أبيض', 0, { color: 'white' }]];

export const PRODUCT_LINES: ProductLine[] = [
  {
    categoryId: 3, nounAr: 'هاتف', variantsPerModel: 4, configurableBy: ['color', 'capacity'],
    variants: [['128GB Black', '128 جيجابايت أسود', 0, { capacity: '128gb', color: 'black' }],
      ['256GB Black', '256 جيجابايت أسود', 300, { capacity: '256gb', color: 'black' }],
      ['256GB Silver', '256 جيجابايت فضي', 300, { capacity: '256gb', color: 'silver' }],
      ['512GB Blue', '512 جيجابايت أزرق', 800, { capacity: '512gb', color: 'blue' }]],
    models: [
      ['apple', 'iPhone 15', 'آيفون 15', 3199], ['apple', 'iPhone 15 Pro', 'آيفون 15 برو', 4299],
      ['apple', 'iPhone 15 Pro Max', 'آيفون 15 برو ماكس', 4999], ['apple', 'iPhone 14', 'آيفون 14', 2799],
      ['apple', 'iPhone 13', 'آيفون 13', 2299], ['samsung', 'Galaxy S24 Ultra', 'جالاكسي إس 24 ألترا', 4899],
      ['samsung', 'Galaxy S24', 'جالاكسي إس 24', 3199], ['samsung', 'Galaxy Z Fold5', 'جالاكسي زد فولد 5', 6499],
      ['samsung', 'Galaxy Z Flip5', 'جالاكسي زد فليب 5', 3899], ['samsung', 'Galaxy A55', 'جالاكسي إيه 55', 1499],
      ['samsung', 'Galaxy A35', 'جالاكسي إيه 35', 1199], ['huawei', 'Pura 70 Pro', 'بورا 70 برو', 3999],
      ['huawei', 'Nova 12', 'نوفا 12', 1599], ['xiaomi', '14 Ultra', '14 ألترا', 4299],
      ['xiaomi', 'Redmi Note 13 Pro', 'ريدمي نوت 13 برو', 1099], ['xiaomi', 'Redmi 13C', 'ريدمي 13 سي', 449],
      ['oneplus', '12', '12', 2999], ['oneplus', 'Nord 3', 'نورد 3', 1399],
      ['google', 'Pixel 8 Pro', 'بيكسل 8 برو', 3699], ['google', 'Pixel 8', 'بيكسل 8', 2699],
    ],
  },
  {
    categoryId: 4, nounAr: 'جهاز لوحي', variantsPerModel: 3, configurableBy: ['connectivity', 'capacity'],
    variants: [['Wi-Fi 128GB', 'واي فاي 128 جيجابايت', 0, { connectivity: 'wifi', capacity: '128gb' }],
      ['Wi-Fi 256GB', 'واي فاي 256 جيجابايت', 400, { connectivity: 'wifi', capacity: '256gb' }],
      ['5G 256GB', '5G بسعة 256 جيجابايت', 900, { connectivity: 'wifi-5g', capacity: '256gb' }]],
    models: [
      ['apple', 'iPad Pro 11', 'آيباد برو 11', 3999], ['apple', 'iPad Air', 'آيباد إير', 2599],
      ['apple', 'iPad 10th Gen', 'آيباد الجيل العاشر', 1599], ['apple', 'iPad mini', 'آيباد ميني', 1999],
      ['samsung', 'Galaxy Tab S9', 'جالاكسي تاب إس 9', 3199], ['samsung', 'Galaxy Tab A9', 'جالاكسي تاب إيه 9', 799],
      ['lenovo', 'Tab P12', 'تاب بي 12', 1399], ['huawei', 'MatePad 11.5', 'ميت باد 11.5', 1299],
      ['xiaomi', 'Pad 6', 'باد 6', 1299],
    ],
  },
  {
    categoryId: 5, nounAr: 'لابتوب', variantsPerModel: 2, configurableBy: ['ram', 'capacity'],
    variants: [['8GB RAM 256GB SSD', 'ذاكرة 8 جيجابايت وتخزين 256 جيجابايت', 0, { ram: '8gb', capacity: '256gb' }],
      ['16GB RAM 512GB SSD', 'ذاكرة 16 جيجابايت وتخزين 512 جيجابايت', 800, { ram: '16gb', capacity: '512gb' }]],
    models: [
      ['apple', 'MacBook Air 13 M3', 'ماك بوك إير 13 إم 3', 4399], ['apple', 'MacBook Pro 14 M3 Pro', 'ماك بوك برو 14 إم 3 برو', 7999],
      ['hp', 'Pavilion 15', 'بافيليون 15', 2599], ['hp', 'Spectre x360', 'سبكتر إكس 360', 5999],
      ['hp', 'Victus 16', 'فيكتوس 16', 3799], ['dell', 'XPS 13', 'إكس بي إس 13', 5499],
      ['dell', 'Inspiron 15', 'إنسبايرون 15', 2399], ['lenovo', 'IdeaPad Slim 5', 'آيديا باد سليم 5', 2699],
      ['lenovo', 'ThinkPad X1 Carbon', 'ثينك باد إكس 1 كاربون', 6999], ['lenovo', 'Legion 5 Pro', 'ليجن 5 برو', 5499],
      ['asus', 'ROG Strix G16', 'روج ستريكس جي 16', 5999], ['asus', 'Zenbook 14 OLED', 'زين بوك 14 أوليد', 3999],
      ['acer', 'Aspire 5', 'أسباير 5', 1999], ['acer', 'Nitro V 15', 'نايترو في 15', 3299],
      ['microsoft', 'Surface Laptop 5', 'سيرفس لابتوب 5', 4799],
    ],
  },
  {
    categoryId: 20, nounAr: 'سماعة', variantsPerModel: 2, variants: colours2, configurableBy: ['color'],
    models: [
      ['apple', 'AirPods Pro 2', 'إيربودز برو 2', 949], ['apple', 'AirPods 3', 'إيربودز 3', 729],
      ['apple', 'AirPods Max', 'إيربودز ماكس', 2299], ['sony', 'WH-1000XM5', 'WH-1000XM5', 1399],
      ['sony', 'WF-1000XM5', 'WF-1000XM5', 1099], ['bose', 'QuietComfort Ultra', 'كوايت كومفورت ألترا', 1599],
      ['bose', 'QuietComfort Earbuds II', 'كوايت كومفورت إيربودز 2', 1099], ['beats', 'Studio Pro', 'ستوديو برو', 1299],
      ['beats', 'Fit Pro', 'فيت برو', 799], ['jbl', 'Tune 770NC', 'تيون 770 إن سي', 449],
      ['jbl', 'Live Pro 2', 'لايف برو 2', 549], ['samsung', 'Galaxy Buds2 Pro', 'جالاكسي بادز 2 برو', 749],
      ['huawei', 'FreeBuds Pro 3', 'فري بادز برو 3', 699], ['xiaomi', 'Redmi Buds 5', 'ريدمي بادز 5', 149],
      ['anker', 'Soundcore Liberty 4', 'ساوندكور ليبرتي 4', 449],
    ],
  },
  {
    categoryId: 21, nounAr: 'مكبر صوت', variantsPerModel: 2, variants: [['Black', 'أسود', 0], ['Blue', 'أزرق', 0]],
    models: [
      ['jbl', 'Flip 6', 'فليب 6', 499], ['jbl', 'Charge 5', 'تشارج 5', 649], ['jbl', 'PartyBox 310', 'بارتي بوكس 310', 1999],
      ['jbl', 'Go 3', 'جو 3', 179], ['bose', 'SoundLink Flex', 'ساوند لينك فليكس', 599],
      ['bose', 'SoundLink Revolve+ II', 'ساوند لينك ريفولف بلس 2', 1099], ['sony', 'SRS-XB100', 'SRS-XB100', 249],
      ['sony', 'SRS-XG300', 'SRS-XG300', 1199], ['anker', 'Soundcore Motion 300', 'ساوندكور موشن 300', 329],
      ['beats', 'Pill', 'بيل', 699],
    ],
  },
  {
    categoryId: 7, nounAr: 'ساعة ذكية', variantsPerModel: 3, configurableBy: ['watch_size', 'color'],
    modelOptions: Object.fromEntries(Object.entries(WATCH_SIZES).map(([model, [first]]) => [model, { watch_size: first }])),
    variants: [['Black', 'أسود', 0, { color: 'black' }], ['Silver', 'فضي', 0, { color: 'silver' }],
      ['Gold', 'ذهبي', 150, { color: 'gold' }]],
    models: [
      ['apple', 'Watch Series 9', 'واتش سيريس 9', 1699], ['apple', 'Watch Ultra 2', 'واتش ألترا 2', 3299],
      ['apple', 'Watch SE', 'واتش إس إي', 1049], ['samsung', 'Galaxy Watch6', 'جالاكسي واتش 6', 1099],
      ['samsung', 'Galaxy Watch6 Classic', 'جالاكسي واتش 6 كلاسيك', 1499], ['huawei', 'Watch GT 4', 'واتش جي تي 4', 899],
      ['huawei', 'Band 8', 'باند 8', 229], ['garmin', 'Fenix 7', 'فينيكس 7', 2999], ['garmin', 'Venu 3', 'فينو 3', 1799],
      ['amazfit', 'GTR 4', 'جي تي آر 4', 699], ['xiaomi', 'Smart Band 8', 'سمارت باند 8', 179],
    ],
  },
  {
    categoryId: 22, nounAr: 'جهاز ألعاب', variantsPerModel: 1, variants: [['Standard Edition', 'الإصدار القياسي', 0]],
    models: [
      ['sony', 'PlayStation 5 Slim', 'بلايستيشن 5 سليم', 2099], ['sony', 'PlayStation 5 Digital Edition', 'بلايستيشن 5 الإصدار الرقمي', 1799],
      ['sony', 'PlayStation Portal', 'بلايستيشن بورتال', 899], ['microsoft', 'Xbox Series X', 'إكس بوكس سيريس إكس', 2099],
      ['microsoft', 'Xbox Series S', 'إكس بوكس سيريس إس', 1299], ['nintendo', 'Switch OLED', 'سويتش أوليد', 1399],
      ['nintendo', 'Switch Lite', 'سويتش لايت', 849],
    ],
  },
  {
    categoryId: 23, nounAr: 'إكسسوار ألعاب', variantsPerModel: 2, variants: [['Black', 'أسود', 0], ['White', 'أبيض', 20]],
    models: [
      ['sony', 'DualSense Wireless Controller', 'يد تحكم دوال سينس اللاسلكية', 299], ['sony', 'DualSense Edge', 'دوال سينس إيدج', 849],
      ['sony', 'Pulse 3D Headset', 'سماعة بلس ثري دي', 449], ['microsoft', 'Xbox Wireless Controller', 'يد تحكم إكس بوكس اللاسلكية', 249],
      ['nintendo', 'Joy-Con Pair', 'زوج أذرع جوي كون', 349], ['nintendo', 'Switch Pro Controller', 'يد تحكم سويتش برو', 289],
      ['razer', 'BlackShark V2', 'بلاك شارك في 2', 399], ['razer', 'DeathAdder V3', 'ديث أدر في 3', 299],
      ['razer', 'Kraken V3', 'كراكن في 3', 449], ['logitech', 'G Pro X Superlight', 'جي برو إكس سوبرلايت', 549],
      ['logitech', 'G923 Racing Wheel', 'مقود السباق جي 923', 1499], ['logitech', 'G435 Headset', 'سماعة جي 435', 299],
    ],
  },
  {
    categoryId: 9, nounAr: 'كاميرا', variantsPerModel: 2,
    variants: [['Standard Kit', 'الحزمة القياسية', 0], ['Creator Combo', 'حزمة صانع المحتوى', 700]],
    models: [
      ['canon', 'EOS R6 Mark II', 'إي أو إس آر 6 مارك 2', 9999], ['canon', 'EOS R50', 'إي أو إس آر 50', 3299],
      ['nikon', 'Z6 II', 'زد 6 الإصدار الثاني', 7499], ['nikon', 'Z fc', 'زد إف سي', 3999],
      ['sony', 'Alpha 7 IV', 'ألفا 7 الإصدار الرابع', 9499], ['sony', 'ZV-E10', 'زد في إي 10', 2699],
      ['gopro', 'HERO12 Black', 'هيرو 12 بلاك', 1699], ['dji', 'Osmo Pocket 3', 'أوزمو بوكيت 3', 2099],
      ['dji', 'Mini 4 Pro Drone', 'الطائرة المسيّرة ميني 4 برو', 3799], ['dji', 'Air 3 Drone', 'الطائرة المسيّرة إير 3', 4599],
    ],
  },
  {
    categoryId: 10, nounAr: 'تلفزيون', variantsPerModel: 3,
    variants: [['55 inch', '55 بوصة', 0], ['65 inch', '65 بوصة', 1200], ['75 inch', '75 بوصة', 2800]],
    models: [
      ['samsung', 'Neo QLED QN90C', 'نيو كيو ليد QN90C', 4999], ['samsung', 'Crystal UHD CU8000', 'كريستال UHD CU8000', 1799],
      ['lg', 'OLED evo C3', 'أوليد إيفو C3', 5499], ['lg', 'NanoCell NANO77', 'نانو سيل NANO77', 1999],
      ['sony', 'Bravia XR A80L', 'برافيا XR A80L', 6499], ['sony', 'Bravia X75WL', 'برافيا X75WL', 2199],
      ['tcl', 'C745 QLED', 'كيو ليد C745', 2099], ['hisense', 'U7K ULED', 'يو ليد U7K', 2499],
    ],
  },
  {
    categoryId: 11, nounAr: 'جهاز منزل ذكي', variantsPerModel: 2, variants: colours2,
    models: [
      ['google', 'Nest Mini', 'نست ميني', 249], ['google', 'Nest Hub 2nd Gen', 'نست هب الجيل الثاني', 449],
      ['xiaomi', 'Robot Vacuum S10', 'المكنسة الروبوتية إس 10', 1099], ['xiaomi', 'Smart Camera C300', 'الكاميرا الذكية سي 300', 199],
      ['xiaomi', 'Smart Air Purifier 4', 'منقي الهواء الذكي 4', 699], ['philips', 'Hue Starter Kit', 'مجموعة هيو المبدئية', 899],
      ['philips', 'Hue Smart Bulb', 'مصباح هيو الذكي', 129], ['anker', 'Eufy Video Doorbell', 'جرس الباب بالفيديو يوفي', 599],
      ['anker', 'Eufy Security Cam 2C', 'كاميرا المراقبة يوفي 2C', 649], ['samsung', 'SmartThings Station', 'محطة سمارت ثينغز', 349],
      ['apple', 'HomePod mini', 'هوم بود ميني', 449], ['apple', 'HomePod 2nd Gen', 'هوم بود الجيل الثاني', 1299],
    ],
  },
  {
    categoryId: 13, nounAr: 'شاحن', variantsPerModel: 2, variants: colours2, configurableBy: ['color'],
    models: [
      ['apple', '20W USB-C Power Adapter', 'محول طاقة USB-C بقدرة 20 واط', 89], ['apple', 'USB-C to Lightning Cable 1m', 'كابل USB-C إلى لايتنينج 1 متر', 85],
      ['apple', 'MagSafe Charger', 'شاحن ماج سيف', 189], ['samsung', '45W Super Fast Charger', 'شاحن فائق السرعة 45 واط', 149],
      ['samsung', '25W Travel Adapter', 'محول سفر 25 واط', 79], ['anker', '737 GaN Charger 120W', 'شاحن 737 جان 120 واط', 329],
      ['anker', 'PowerLine III USB-C Cable', 'كابل باورلاين 3 USB-C', 59], ['anker', '3-in-1 Cube with MagSafe', 'مكعب الشحن 3 في 1 مع ماج سيف', 599],
      ['belkin', 'BoostCharge Pro 3-in-1', 'بوست تشارج برو 3 في 1', 549], ['belkin', 'USB-C to USB-C Cable 2m', 'كابل USB-C إلى USB-C بطول 2 متر', 99],
      ['baseus', 'GaN5 Pro 65W Charger', 'شاحن جان 5 برو 65 واط', 169], ['baseus', '30W Car Charger', 'شاحن سيارة 30 واط', 69],
      ['ugreen', 'Nexode 100W Charger', 'شاحن نيكسود 100 واط', 249], ['ugreen', 'HDMI 2.1 Cable 2m', 'كابل HDMI 2.1 بطول 2 متر', 59],
      ['ugreen', 'USB-C Hub 7-in-1', 'موزع USB-C سبعة في واحد', 189],
    ],
  },
  {
    categoryId: 14, nounAr: 'إكسسوار كمبيوتر', variantsPerModel: 2, variants: [['Graphite', 'جرافيت', 0], ['Pale Grey', 'رمادي فاتح', 0]],
    models: [
      ['logitech', 'MX Master 3S Mouse', 'فأرة إم إكس ماستر 3 إس', 449], ['logitech', 'MX Keys S Keyboard', 'لوحة مفاتيح إم إكس كيز إس', 499],
      ['logitech', 'K380 Bluetooth Keyboard', 'لوحة مفاتيح بلوتوث K380', 169], ['logitech', 'C920 HD Pro Webcam', 'كاميرا الويب C920 HD برو', 329],
      ['logitech', 'Pebble Mouse 2', 'فأرة بيبل 2', 99], ['apple', 'Magic Keyboard', 'ماجيك كيبورد', 449],
      ['apple', 'Magic Mouse', 'ماجيك ماوس', 349], ['microsoft', 'Surface Pen', 'قلم سيرفس', 399],
      ['razer', 'BlackWidow V4 Keyboard', 'لوحة مفاتيح بلاك ويدو في 4', 699], ['razer', 'Basilisk V3 Mouse', 'فأرة باسيليسك في 3', 279],
      ['hp', '27f 4K Monitor', 'شاشة 27f بدقة 4K', 1499], ['dell', 'UltraSharp 27 4K Monitor', 'شاشة ألترا شارب 27 بدقة 4K', 2499],
      ['asus', 'ROG Swift 27 Gaming Monitor', 'شاشة الألعاب روج سويفت 27', 2999], ['lg', 'UltraGear 27 Gaming Monitor', 'شاشة الألعاب ألترا جير 27', 1599],
      ['ugreen', 'Aluminium Laptop Stand', 'حامل لابتوب من الألمنيوم', 129],
    ],
  },
  {
    categoryId: 15, nounAr: 'بطارية متنقلة', variantsPerModel: 2, variants: colours2,
    models: [
      ['anker', '737 PowerCore 24K', 'باور كور 737 بسعة 24000 مللي أمبير', 549], ['anker', 'PowerCore 10000', 'باور كور 10000 مللي أمبير', 129],
      ['anker', '622 MagGo', 'ماج جو 622', 249], ['belkin', 'BoostCharge 20K', 'بوست تشارج 20000 مللي أمبير', 199],
      ['baseus', 'Blade 20000mAh 100W', 'بليد 20000 مللي أمبير 100 واط', 299], ['baseus', 'Magnetic Mini 10000mAh', 'ماجنتك ميني 10000 مللي أمبير', 149],
      ['xiaomi', 'Power Bank 20000mAh', 'باور بانك 20000 مللي أمبير', 119], ['samsung', '25W Battery Pack 10000mAh', 'بطارية 25 واط بسعة 10000 مللي أمبير', 159],
      ['ugreen', '145W Power Bank 25000mAh', 'باور بانك 145 واط بسعة 25000 مللي أمبير', 399],
    ],
  },
  {
    categoryId: 16, nounAr: 'إكسسوار حماية', variantsPerModel: 3, configurableBy: ['color'],
    variants: [['Black', 'أسود', 0, { color: 'black' }], ['Blue', 'أزرق', 0, { color: 'blue' }],
      ['Clear', 'شفاف', -10, { color: 'clear' }]],
    models: [
      ['apple', 'iPhone 15 Pro Silicone Case with MagSafe', 'جراب سيليكون لآيفون 15 برو مع ماج سيف', 219],
      ['apple', 'iPhone 15 FineWoven Case', 'جراب فاين ووفن لآيفون 15', 249],
      ['samsung', 'Galaxy S24 Ultra Smart View Wallet Case', 'جراب سمارت فيو لجالاكسي إس 24 ألترا', 199],
      ['samsung', 'Galaxy S24 Silicone Case', 'جراب سيليكون لجالاكسي إس 24', 129],
      ['belkin', 'UltraGlass Screen Protector iPhone 15', 'واقي شاشة ألترا جلاس لآيفون 15', 149],
      ['belkin', 'InvisiGlass Screen Protector Galaxy S24', 'واقي شاشة إنفيزي جلاس لجالاكسي إس 24', 129],
      ['ugreen', 'iPad Pro 11 Folio Case', 'جراب فوليو لآيباد برو 11', 119],
      ['baseus', 'Magnetic Case iPhone 15 Pro Max', 'جراب مغناطيسي لآيفون 15 برو ماكس', 89],
      ['xiaomi', 'Redmi Note 13 Pro Case', 'جراب ريدمي نوت 13 برو', 49],
      ['huawei', 'Pura 70 Pro Protective Case', 'جراب حماية لهواوي بورا 70 برو', 99],
    ],
  },
];

/** [category id, brand key, card name in English, in Arabic, denominations in QAR] */
export type ECardLine = [number, string, string, string, number[]];

/** E-cards: digital codes, sold as Magento virtual products under category 18's children. */
export const ECARD_LINES: ECardLine[] = [
  [24, 'playstation', 'PlayStation Store Gift Card', 'بطاقة هدايا بلايستيشن ستور', [50, 100, 200, 365]],
  [25, 'apple', 'App Store & iTunes Gift Card', 'بطاقة هدايا آب ستور وآيتونز', [50, 100, 250]],
  [26, 'google', 'Google Play Gift Card', 'بطاقة هدايا جوجل بلاي', [30, 50, 100]],
  [27, 'microsoft', 'Xbox Gift Card', 'بطاقة هدايا إكس بوكس', [50, 100, 200]],
  [28, 'steam', 'Steam Wallet Card', 'بطاقة محفظة ستيم', [50, 100, 200]],
  [29, 'netflix', 'Netflix Gift Card', 'بطاقة هدايا نتفليكس', [100, 200, 500]],
  [30, 'razer', 'Razer Gold Card', 'بطاقة ريزر جولد', [20, 50, 100]],
  [31, 'nintendo', 'Nintendo eShop Card', 'بطاقة نينتندو إي شوب', [75, 150]],
  [32, 'spotify', 'Spotify Premium 3 Months', 'اشتراك سبوتيفاي بريميوم 3 أشهر', [60]],
  [32, 'spotify', 'Spotify Premium 12 Months', 'اشتراك سبوتيفاي بريميوم 12 شهراً', [220]],
  [33, 'pubg-mobile', 'PUBG Mobile UC', 'شدات ببجي موبايل', [20, 40, 100, 200]],
];
