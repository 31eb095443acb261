import type { Database } from '../db/database.ts';
import {
  BANNER_BLOCK_SUFFIXES,
  HOME_BANNER_SLIDERS,
  LANGS,
  bannerBlockIdentifier,
  brandBlockIdentifier,
  type HomeBanner,
} from '../cms/home-blocks.ts';
import { refreshMobileHome } from '../cms/mobile-home.ts';
import type { StoreCode } from '../stores.ts';
import { BRANDS } from './brands.ts';
import { insertAsset, insertBlock } from './content-rows.ts';
import { RASTER_BANNERS, RASTER_KIND, rasterMediaPath } from './raster-media.ts';
import { seedSocialFeed } from './social-feed.ts';

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
    | { type: 'category_id'; categoryId: number }
    | { type: 'static' };
}

/** Slider title → its banners, written into the home banner block of each language (see backend/README.md). */
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
      link: { type: 'category_id', categoryId: 11 } },
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

/**
 * Writes the sliders, the home CMS blocks (the one source of the home banners), the mobile CMS item generated from
 * them, the social image feed and the PWA configuration.
 */
export function seedContent(db: Database, now: Date): void {
  // A banner naming a variant leads to the configurable product it is sold under: a variant has no page of its own.
  const productBySku = db.prepare(
    `SELECT p.id, s.url_key FROM products p JOIN product_store s ON s.product_id = p.id AND s.store_id = 1
      WHERE p.id = COALESCE((SELECT l.parent_id FROM configurable_links l JOIN products v ON v.id = l.child_id WHERE v.sku = ?1 LIMIT 1),
        (SELECT id FROM products WHERE sku = ?1))`,
  );
  const categoryUrlKey = db.prepare('SELECT url_key FROM category_store WHERE category_id = ? AND store_id = 1');
  const insertSlider = db.prepare('INSERT INTO sliders (slider_id, title, status) VALUES (?, ?, 1)');
  const bannersBySlider = new Map<string, Record<StoreCode, HomeBanner[]>>();

  let sliderId = 0;
  let bannerId = 0;
  for (const [title, banners] of Object.entries(SLIDERS)) {
    sliderId += 1;
    insertSlider.run(sliderId, title);
    const stored: Record<StoreCode, HomeBanner[]> = { ar: [], en: [] };
    for (const lang of LANGS) {
      banners.forEach((banner, index) => {
        const raster = RASTER_BANNERS.get(banner.key);
        // JPEG, as a Magento store's banners are (backend/media.ts renders the drawing as one).
        const generated = `banners/${banner.key}-${lang}.jpg`;
        const image = raster ? rasterMediaPath(generated, raster) : generated;
        if (raster) insertAsset(db, { path: `/${image}`, kind: RASTER_KIND, motif: raster, colour: '', variant: 0 });
        else insertAsset(db, { path: `/${image}`, kind: 'banner', motif: banner.motif, colour: banner.colour, variant: index + sliderId * 10 });
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
          categoryUrl = row?.url_key ?? null;
        } else if (link.type === 'url') {
          pwaUrl = link.pwaUrl;
        }
        bannerId += 1;
        stored[lang].push({
          banner_id: bannerId, name, image: `{{media url='${image}'}}`, image_alt: name, banner_link_type: link.type,
          product_id: productId, category_id: categoryId, pwa_url: pwaUrl, product_url: productUrl, category_url: categoryUrl,
        });
      });
    }
    bannersBySlider.set(title, stored);
  }

  const brandCount = db.prepare('SELECT COUNT(*) AS n FROM products WHERE brand_id = ? AND status = 1 AND visibility <> 1');
  for (const lang of LANGS) {
    const brands = BRANDS.filter((brand) => brand.featured && (brandCount.get(brand.id) as { n: number }).n > 0).map((brand) => ({
      id: brand.id,
      name: lang === 'en' ? brand.en : brand.ar,
      url_key: brand.key,
      image: `{{media url='brands/${brand.key}.svg'}}`,
    }));
    insertBlock(db, now, {
      identifier: brandBlockIdentifier(lang),
      title: lang === 'en' ? 'Home: brand slider' : 'الرئيسية: شريط الماركات',
      content: JSON.stringify({ type: 'brand_slider', brands }),
    });
    for (const suffix of BANNER_BLOCK_SUFFIXES) {
      const slider = HOME_BANNER_SLIDERS[suffix];
      insertBlock(db, now, {
        identifier: bannerBlockIdentifier(suffix, lang),
        title: `Home ${suffix} (${lang})`,
        content: JSON.stringify({ type: 'banners', slider, banners: bannersBySlider.get(slider)?.[lang] ?? [] }),
      });
    }
  }
  refreshMobileHome(db, now);
  seedSocialFeed(db, now);

  const setConfig = db.prepare('INSERT INTO store_config (path, store_id, value) VALUES (?, ?, ?)');
  setConfig.run('pwa/top_bar/text', 1, 'توصيل مجاني للطلبات فوق 200 ريال قطري • توصيل في نفس اليوم للطلبات قبل 7:30 مساءً');
  setConfig.run('pwa/top_bar/text', 2, 'Free delivery on orders over 200 QAR • Same-day delivery for orders before 7:30 PM');
  setConfig.run('pwa/top_bar/bg_color', 0, '#0b3d91');
  setConfig.run('pwa/top_bar/text_color', 0, '#ffffff');
  setConfig.run('pwa/top_bar/font_size', 0, '14px');
  setConfig.run('pwa/express_delivery/original_price', 0, '25');
}
