import type { Database } from '../db/database.ts';
import { BRANDS } from './brands.ts';
import { magentoDateTime } from '../dates.ts';

type Lang = 'ar' | 'en';
const STORE_OF: Record<Lang, number> = { ar: 1, en: 2 };

/** A banner as the slider module stores it; link fields follow spec §2. */
interface BannerSeed {
  key: string;
  nameEn: string;
  nameAr: string;
  motif: string;
  colour: string;
  link:
    | { type: 'url'; pwaUrl: string }
    | { type: 'product_id'; sku: string }
    | { type: 'category_id'; categoryId: number; dropUrl?: boolean }
    | { type: 'static' };
}

/** Slider title → its banners. The home CMS blocks reuse the same banners (see backend/README.md). */
const SLIDERS: Record<string, BannerSeed[]> = {
  home_main_slider: [
    { key: 'new-iphone', nameEn: 'The new iPhone 15 Pro', nameAr: 'آيفون 15 برو الجديد', motif: 'phone', colour: '#1e88e5',
      link: { type: 'category_id', categoryId: 3 } },
    { key: 'gaming-week', nameEn: 'Gaming week offers', nameAr: 'عروض أسبوع الألعاب', motif: 'console', colour: '#43a047',
      link: { type: 'url', pwaUrl: '/deals' } },
    { key: 'galaxy-s24', nameEn: 'Galaxy S24 Ultra', nameAr: 'جالاكسي إس 24 ألترا', motif: 'phone', colour: '#1428a0',
      link: { type: 'product_id', sku: 'SAMS-1021' } },
  ],
  home_top_banner: [
    { key: 'audio-sale', nameEn: 'Up to 20% off audio', nameAr: 'خصم حتى 20% على الصوتيات', motif: 'headphones', colour: '#f4511e',
      link: { type: 'category_id', categoryId: 6 } },
  ],
  home_middle_banner: [
    { key: 'smart-home', nameEn: 'Make your home smart', nameAr: 'اجعل منزلك ذكياً', motif: 'smart-home', colour: '#00acc1',
      // Kept without category_url on purpose: the storefront must then link to "/" (spec §2).
      link: { type: 'category_id', categoryId: 11, dropUrl: true } },
  ],
  home_bottom_banners: [
    { key: 'e-cards', nameEn: 'E-cards delivered instantly', nameAr: 'بطاقات إلكترونية تصلك فوراً', motif: 'card', colour: '#e53935',
      link: { type: 'category_id', categoryId: 18 } },
    { key: 'same-day', nameEn: 'Same-day delivery in Doha', nameAr: 'توصيل في نفس اليوم داخل الدوحة', motif: 'tag', colour: '#ff7043',
      link: { type: 'static' } },
    { key: 'maintenance', nameEn: 'Mobile repair at home', nameAr: 'صيانة الجوال في المنزل', motif: 'phone', colour: '#546e7a',
      link: { type: 'url', pwaUrl: '/maintenance' } },
  ],
};

/** CMS block suffix → slider whose banners it lists (spec §7: pwa_home_one|two|three|four_{lang}). */
const HOME_BLOCKS: Record<string, string> = {
  one: 'home_main_slider',
  two: 'home_top_banner',
  three: 'home_middle_banner',
  four: 'home_bottom_banners',
};

interface StoredBanner {
  banner_id: number;
  /** media file below /media, without leading slash ('banners/x-ar.svg'); not part of the published JSON */
  file: string;
  motif: string;
  colour: string;
  name: string;
  image: string;
  image_alt: string;
  banner_link_type: string;
  product_id: number | null;
  category_id: number | null;
  pwa_url: string | null;
  product_url: string | null;
  category_url: string | null;
}

/** Writes sliders, banners, home CMS blocks, the mobile CMS item and the PWA configuration. */
export function seedContent(db: Database, now: Date): void {
  const productBySku = db.prepare(
    'SELECT p.id, s.url_key FROM products p JOIN product_store s ON s.product_id = p.id AND s.store_id = 1 WHERE p.sku = ?',
  );
  const categoryUrlKey = db.prepare('SELECT url_key FROM category_store WHERE category_id = ? AND store_id = 1');
  const insertAsset = db.prepare(
    'INSERT OR REPLACE INTO media_assets (path, kind, motif, colour, mark, variant) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertSlider = db.prepare('INSERT INTO sliders (slider_id, title, status) VALUES (?, ?, 1)');
  const insertBanner = db.prepare(
    `INSERT INTO banners (slider_id, store_id, position, name, image, image_alt, click_url, status, banner_link_type,
       product_id, category_id, pwa_url, product_url, category_url) VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?)
     RETURNING banner_id`,
  );
  const bannersBySlider = new Map<string, Record<Lang, StoredBanner[]>>();

  let sliderId = 0;
  for (const [title, banners] of Object.entries(SLIDERS)) {
    sliderId += 1;
    insertSlider.run(sliderId, title);
    const stored: Record<Lang, StoredBanner[]> = { ar: [], en: [] };
    for (const lang of ['ar', 'en'] as const) {
      banners.forEach((banner, index) => {
        const image = `/banners/${banner.key}-${lang}.svg`;
        insertAsset.run(image, 'banner', banner.motif, banner.colour, '', index + sliderId * 10);
        const name = lang === 'en' ? banner.nameEn : banner.nameAr;
        const link = banner.link;
        let productId: number | null = null;
        let productUrl: string | null = null;
        let categoryId: number | null = null;
        let categoryUrl: string | null = null;
        let pwaUrl: string | null = null;
        if (link.type === 'product_id') {
          const row = productBySku.get(link.sku) as { id: number; url_key: string } | undefined;
          if (!row) throw new Error(`banner ${banner.key} links to unknown SKU ${link.sku}`);
          productId = row.id;
          productUrl = row.url_key;
        } else if (link.type === 'category_id') {
          categoryId = link.categoryId;
          const row = categoryUrlKey.get(link.categoryId) as { url_key: string | null } | undefined;
          categoryUrl = link.dropUrl ? null : (row?.url_key ?? null);
        } else if (link.type === 'url') {
          pwaUrl = link.pwaUrl;
        }
        const row = insertBanner.get(
          sliderId, STORE_OF[lang], index + 1, name, image, name, pwaUrl, link.type, productId, categoryId, pwaUrl,
          productUrl, categoryUrl,
        ) as { banner_id: number };
        stored[lang].push({
          banner_id: row.banner_id, file: image.slice(1), motif: banner.motif, colour: banner.colour, name, image: `{{media url='${image.slice(1)}'}}`, image_alt: name,
          banner_link_type: link.type, product_id: productId, category_id: categoryId, pwa_url: pwaUrl,
          product_url: productUrl, category_url: categoryUrl,
        });
      });
    }
    bannersBySlider.set(title, stored);
  }

  const insertBlock = db.prepare('INSERT INTO cms_blocks (identifier, store_id, title, content, is_active) VALUES (?, ?, ?, ?, 1)');
  const brandCount = db.prepare('SELECT COUNT(*) AS n FROM products WHERE brand_id = ? AND status = 1 AND visibility <> 1');
  for (const lang of ['ar', 'en'] as const) {
    const brands = BRANDS.filter((brand) => brand.featured && (brandCount.get(brand.id) as { n: number }).n > 0).map((brand) => ({
      id: brand.id,
      name: lang === 'en' ? brand.en : brand.ar,
      url_key: brand.key,
      image: `{{media url='brands/${brand.key}.svg'}}`,
    }));
    insertBlock.run(`pwa_home_brands_${lang}`, 0, lang === 'en' ? 'Home: brand slider' : 'الرئيسية: شريط الماركات',
      JSON.stringify({ type: 'brand_slider', brands }));
    for (const [suffix, sliderTitle] of Object.entries(HOME_BLOCKS)) {
      const banners = (bannersBySlider.get(sliderTitle)?.[lang] ?? []).map(({ file: _f, motif: _m, colour: _c, ...rest }) => rest);
      insertBlock.run(`pwa_home_${suffix}_${lang}`, 0, `Home ${suffix} (${lang})`,
        JSON.stringify({ type: 'banners', slider: sliderTitle, banners }));
    }
  }

  // Mobile app CMS item: one entry per home banner position, each carrying every language's version. Its images
  // live under the mobile app's content-assets path, like the real module's uploads.
  const sections = ['home_main_slider', 'home_top_banner', 'home_middle_banner', 'home_bottom_banners'];
  const mobileBanners = sections.flatMap((title) => {
    const perLang = bannersBySlider.get(title);
    if (!perLang) return [];
    return perLang.ar.map((_, index) => ({
      id: `${title}-${index + 1}`,
      translations: (['ar', 'en'] as const).map((lang) => {
        const banner = perLang[lang][index] as StoredBanner;
        const asset = `/content-assets/${banner.file}`;
        insertAsset.run(asset, 'banner', banner.motif, banner.colour, '', 100 + index);
        return {
          language_code: lang,
          banner_id: { url: bannerLink(banner), image: `/media${asset}`, alt_text: banner.image_alt, name: banner.name },
        };
      }),
    }));
  });
  db.prepare('INSERT INTO mobile_cms_items (identifier, title, generated_json, updated_at) VALUES (?, ?, ?, ?)').run(
    'mobile_home', 'Mobile app home', JSON.stringify({ banners: mobileBanners }), magentoDateTime(now),
  );

  const setConfig = db.prepare('INSERT INTO store_config (path, store_id, value) VALUES (?, ?, ?)');
  setConfig.run('pwa/top_bar/text', 1, 'توصيل مجاني للطلبات فوق 200 ريال قطري • توصيل في نفس اليوم للطلبات قبل 7:30 مساءً');
  setConfig.run('pwa/top_bar/text', 2, 'Free delivery on orders over 200 QAR • Same-day delivery for orders before 7:30 PM');
  setConfig.run('pwa/top_bar/bg_color', 0, '#0b3d91');
  setConfig.run('pwa/top_bar/text_color', 0, '#ffffff');
  setConfig.run('pwa/top_bar/font_size', 0, '14px');
  setConfig.run('pwa/express_delivery/original_price', 0, '25');
}

/** The storefront path a banner opens (spec §2), as the mobile CMS module pre-computes it. */
function bannerLink(banner: StoredBanner): string | null {
  if (banner.banner_link_type === 'url') return banner.pwa_url;
  if (banner.banner_link_type === 'product_id') return `/products/${banner.product_url}`;
  if (banner.banner_link_type === 'category_id') return banner.category_url ? `/categories/${banner.category_url}` : '/';
  return null;
}
