/** A drawing family for generated images; one per kind of goods. */
export type Motif =
  | 'phone' | 'tablet' | 'laptop' | 'headphones' | 'speaker' | 'watch' | 'console' | 'gamepad' | 'camera'
  | 'tv' | 'smart-home' | 'charger' | 'mouse' | 'power-bank' | 'case' | 'grid' | 'card' | 'tag';

export interface CategorySeed {
  id: number;
  parentId: number | null;
  /** url_key; null for the root and for the one category the storefront must drop (spec §5). */
  urlKey: string | null;
  en: string;
  ar: string;
  motif: Motif;
  colour: string;
  includeInMenu: boolean;
  /** A short selling line used in descriptions of the category and its products. */
  blurbEn: string;
  blurbAr: string;
}

const c = (
  id: number, parentId: number | null, urlKey: string | null, en: string, ar: string, motif: Motif, colour: string,
  blurbEn: string, blurbAr: string, includeInMenu = true,
): CategorySeed => ({ id, parentId, urlKey, en, ar, motif, colour, includeInMenu, blurbEn, blurbAr });

/** Root 2 (Magento's "Default Category"), its menu tree, the all-products category and e-cards (id 18). */
export const CATEGORIES: CategorySeed[] = [
  c(2, null, null, 'Default Category', 'الفئة الافتراضية', 'grid', '#37474f', 'Everything we sell.', 'كل ما نبيعه.'),
  c(3, 2, 'mobile-phones', 'Mobile Phones', 'الهواتف المحمولة', 'phone', '#1e88e5',
    'The latest smartphones with official warranty in Qatar.', 'أحدث الهواتف الذكية مع الضمان الرسمي في قطر.'),
  c(4, 2, 'tablets', 'Tablets', 'الأجهزة اللوحية', 'tablet', '#5e35b1',
    'Tablets for work, study and entertainment.', 'أجهزة لوحية للعمل والدراسة والترفيه.'),
  c(5, 2, 'laptops', 'Laptops', 'أجهزة اللابتوب', 'laptop', '#00897b',
    'Laptops for students, professionals and gamers.', 'أجهزة لابتوب للطلاب والمحترفين ومحبي الألعاب.'),
  c(6, 2, 'audio', 'Audio', 'الصوتيات', 'headphones', '#f4511e',
    'Headphones and speakers with rich, clear sound.', 'سماعات ومكبرات صوت بصوت نقي وغني.'),
  c(7, 2, 'smart-watches-wearables', 'Smart Watches & Wearables', 'الساعات الذكية والأجهزة القابلة للارتداء', 'watch',
    '#d81b60', 'Track your health and stay connected.', 'تابع صحتك وابقَ على اتصال دائم.'),
  c(8, 2, 'gaming', 'Gaming', 'الألعاب', 'console', '#43a047',
    'Consoles and accessories for every gamer.', 'أجهزة ألعاب وإكسسوارات لكل اللاعبين.'),
  c(9, 2, 'cameras-drones', 'Cameras & Drones', 'الكاميرات والطائرات المسيّرة', 'camera', '#6d4c41',
    'Capture every moment in stunning detail.', 'التقط كل لحظة بتفاصيل مذهلة.'),
  c(10, 2, 'televisions', 'TVs', 'التلفزيونات', 'tv', '#3949ab',
    'Big screens with vivid colours for your living room.', 'شاشات كبيرة بألوان زاهية لغرفة معيشتك.'),
  c(11, 2, 'smart-home', 'Smart Home', 'المنزل الذكي', 'smart-home', '#00acc1',
    'Make your home smarter, safer and easier.', 'اجعل منزلك أذكى وأكثر أماناً وراحة.'),
  c(12, 2, 'mobile-accessories', 'Mobile Accessories', 'إكسسوارات الجوال', 'case', '#8e24aa',
    'Everything your phone needs.', 'كل ما يحتاجه هاتفك.'),
  c(13, 12, 'chargers-cables', 'Chargers & Cables', 'الشواحن والكابلات', 'charger', '#fb8c00',
    'Fast, safe charging for all your devices.', 'شحن سريع وآمن لجميع أجهزتك.'),
  c(14, 2, 'computer-accessories', 'Computer Accessories', 'إكسسوارات الكمبيوتر', 'mouse', '#546e7a',
    'Keyboards, mice, monitors and more.', 'لوحات مفاتيح وفأرات وشاشات والمزيد.'),
  c(15, 12, 'power-banks', 'Power Banks', 'البطاريات المتنقلة', 'power-bank', '#7cb342',
    'Power on the go, wherever you are.', 'طاقة متنقلة معك أينما كنت.'),
  c(16, 12, 'cases-screen-protection', 'Cases & Screen Protection', 'الأغطية وواقيات الشاشة', 'case', '#c0ca33',
    'Protect your device in style.', 'احمِ جهازك بأناقة.'),
  c(17, 2, 'browse-all-products', 'All Products', 'جميع المنتجات', 'grid', '#37474f',
    'Browse our whole catalogue.', 'تصفح جميع منتجاتنا.'),
  c(18, 2, 'e-cards', 'E-Cards', 'البطاقات الإلكترونية', 'card', '#e53935',
    'Digital gift cards delivered instantly by e-mail and message.', 'بطاقات هدايا رقمية تصلك فوراً عبر البريد الإلكتروني والرسائل.'),
  c(19, 2, 'hot-deals', 'Hot Deals', 'عروض مميزة', 'tag', '#ff7043',
    'Limited-time offers on top brands.', 'عروض لفترة محدودة على أفضل الماركات.', false),
  c(20, 6, 'headphones', 'Headphones & Earbuds', 'السماعات', 'headphones', '#f4511e',
    'Wireless freedom with noise cancellation.', 'حرية لاسلكية مع خاصية إلغاء الضوضاء.'),
  c(21, 6, 'speakers', 'Speakers', 'مكبرات الصوت', 'speaker', '#ef6c00',
    'Portable speakers for every gathering.', 'مكبرات صوت محمولة لكل الجلسات.'),
  c(22, 8, 'consoles', 'Consoles', 'أجهزة الألعاب', 'console', '#2e7d32',
    'The newest consoles in stock.', 'أحدث أجهزة الألعاب متوفرة الآن.'),
  c(23, 8, 'gaming-accessories', 'Gaming Accessories', 'إكسسوارات الألعاب', 'gamepad', '#43a047',
    'Controllers, headsets and gear to level up.', 'أذرع تحكم وسماعات ومعدات لترتقي بلعبك.'),
  c(24, 18, 'playstation-cards', 'PlayStation Store Cards', 'بطاقات بلايستيشن ستور', 'card', '#003791',
    'Top up your PlayStation wallet instantly.', 'اشحن محفظة بلايستيشن فوراً.'),
  c(25, 18, 'itunes-cards', 'App Store & iTunes Cards', 'بطاقات آب ستور وآيتونز', 'card', '#ea4c89',
    'Apps, games, music and more from Apple.', 'تطبيقات وألعاب وموسيقى والمزيد من أبل.'),
  c(26, 18, 'google-play-cards', 'Google Play Cards', 'بطاقات جوجل بلاي', 'card', '#01875f',
    'Apps, games and books on Google Play.', 'تطبيقات وألعاب وكتب على جوجل بلاي.'),
  c(27, 18, 'xbox-cards', 'Xbox Gift Cards', 'بطاقات إكس بوكس', 'card', '#107c10',
    'Games and add-ons for Xbox.', 'ألعاب وإضافات لإكس بوكس.'),
  c(28, 18, 'steam-cards', 'Steam Wallet Cards', 'بطاقات ستيم', 'card', '#1b2838',
    'Thousands of PC games on Steam.', 'آلاف ألعاب الكمبيوتر على ستيم.'),
  c(29, 18, 'netflix-cards', 'Netflix Gift Cards', 'بطاقات نتفليكس', 'card', '#e50914',
    'Series and films without a credit card.', 'مسلسلات وأفلام دون الحاجة لبطاقة ائتمان.'),
  c(30, 18, 'razer-gold-cards', 'Razer Gold Cards', 'بطاقات ريزر جولد', 'card', '#44d62c',
    'One wallet for thousands of games.', 'محفظة واحدة لآلاف الألعاب.'),
  c(31, 18, 'nintendo-eshop-cards', 'Nintendo eShop Cards', 'بطاقات نينتندو إي شوب', 'card', '#e60012',
    'Download games for Nintendo Switch.', 'حمّل ألعاب نينتندو سويتش.'),
  c(32, 18, 'spotify-cards', 'Spotify Premium Cards', 'بطاقات سبوتيفاي بريميوم', 'card', '#1db954',
    'Music without ads, offline.', 'موسيقى بلا إعلانات ودون اتصال.'),
  c(33, 18, 'pubg-mobile-uc', 'PUBG Mobile UC', 'شدات ببجي موبايل', 'card', '#f2a900',
    'Unknown Cash for PUBG Mobile.', 'شدات لعبة ببجي موبايل.'),
  // A real-catalogue oddity kept on purpose: no url_key, no products; the storefront must drop it (spec §5).
  c(34, 2, null, 'Coming Soon', 'قريباً', 'tag', '#90a4ae', 'New arrivals are on their way.', 'منتجات جديدة في الطريق.'),
];

export const ROOT_CATEGORY_ID = 2;
export const ALL_PRODUCTS_CATEGORY_ID = 17;
export const ECARDS_CATEGORY_ID = 18;
export const HOT_DEALS_CATEGORY_ID = 19;
