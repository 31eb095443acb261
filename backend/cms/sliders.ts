import { mediaUrl } from '../catalog/media-url.ts';
import { cachedStatement, type Database } from '../db/database.ts';

const SLIDERS = `SELECT slider_id, title FROM sliders WHERE status = 1 AND title IN (SELECT value FROM json_each(?))`;
const BANNERS = `SELECT banner_id, slider_id, name, image, image_alt, click_url, status, banner_link_type, product_id,
    category_id, pwa_url, product_url, category_url
  FROM banners WHERE slider_id = ? AND status = 1 AND store_id IN (0, ?) ORDER BY position, banner_id`;

interface BannerRow {
  banner_id: number;
  slider_id: number;
  name: string;
  image: string;
  image_alt: string | null;
  click_url: string | null;
  status: number;
  banner_link_type: string | null;
  product_id: number | null;
  category_id: number | null;
  pwa_url: string | null;
  product_url: string | null;
  category_url: string | null;
}

/** Enabled sliders with these titles, in the order asked, each with its enabled banners for the store view. */
export function findSliders(db: Database, titles: string[], storeId: number, baseUrl: string) {
  const rows = cachedStatement(db, SLIDERS).all(JSON.stringify(titles)) as Array<{ slider_id: number; title: string }>;
  const byTitle = new Map(rows.map((row) => [row.title, row]));
  return [...new Set(titles)].flatMap((title) => {
    const slider = byTitle.get(title);
    if (!slider) return [];
    const banners = (cachedStatement(db, BANNERS).all(slider.slider_id, storeId) as unknown as BannerRow[]).map((banner) => ({
      ...banner,
      image: mediaUrl(baseUrl, banner.image),
    }));
    return [{ ...slider, banners }];
  });
}
