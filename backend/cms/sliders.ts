import { cachedStatement, type Database } from '../db/database.ts';
import type { Store } from '../stores.ts';
import { activeBlock } from './blocks.ts';
import { resolveDirectives } from './directives.ts';
import { bannerBlockIdentifier, bannerBlockSuffixOf, parseBannerBlock } from './home-blocks.ts';

const SLIDERS = `SELECT slider_id, title FROM sliders WHERE status = 1 AND title IN (SELECT value FROM json_each(?))`;

/**
 * Enabled sliders with these titles, in the order asked, each with its banners for the store view. A home
 * slider's banners are those of its home banner block in the store view's language (one source, edited through
 * the CMS block API); a disabled or malformed block leaves its slider without banners.
 */
export function findSliders(db: Database, titles: string[], store: Store, baseUrl: string) {
  const rows = cachedStatement(db, SLIDERS).all(JSON.stringify(titles)) as Array<{ slider_id: number; title: string }>;
  const byTitle = new Map(rows.map((row) => [row.title, row]));
  return [...new Set(titles)].flatMap((title) => {
    const slider = byTitle.get(title);
    if (!slider) return [];
    const suffix = bannerBlockSuffixOf(title);
    const block = suffix ? activeBlock(db, bannerBlockIdentifier(suffix, store.code), store.id) : null;
    const banners = (block && suffix ? (parseBannerBlock(block.content, suffix) ?? []) : []).map((banner) => ({
      banner_id: banner.banner_id,
      slider_id: slider.slider_id,
      status: 1,
      name: banner.name,
      image: resolveDirectives(banner.image, baseUrl),
      image_alt: banner.image_alt ?? null,
      click_url: banner.pwa_url ?? null,
      banner_link_type: banner.banner_link_type ?? null,
      product_id: banner.product_id ?? null,
      category_id: banner.category_id ?? null,
      pwa_url: banner.pwa_url ?? null,
      product_url: banner.product_url ?? null,
      category_url: banner.category_url ?? null,
    }));
    return [{ ...slider, banners }];
  });
}
