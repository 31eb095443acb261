/**
 * The mobile app's home CMS item (`mobile_home`, spec §7 last row), generated from the home banner blocks the way
 * the mobile CMS module publishes its content: one entry per banner position, each carrying every language's
 * version. Regenerated whenever a home banner block is saved, so it always follows the blocks.
 */
import { magentoDateTime } from '../dates.ts';
import { cachedStatement, type Database } from '../db/database.ts';
import { STORES, type StoreCode } from '../stores.ts';
import { activeBlock } from './blocks.ts';
import { mediaPathOf } from './directives.ts';
import {
  BANNER_BLOCK_SUFFIXES,
  HOME_BANNER_SLIDERS,
  LANGS,
  bannerBlockIdentifier,
  parseBannerBlock,
  type HomeBanner,
} from './home-blocks.ts';

export const MOBILE_HOME_IDENTIFIER = 'mobile_home';

/** The storefront path a banner opens (spec §2), as the mobile CMS module pre-computes it. */
function bannerLink(banner: HomeBanner): string | null {
  if (banner.banner_link_type === 'url') return banner.pwa_url ?? null;
  if (banner.banner_link_type === 'product_id') return banner.product_url ? `/products/${banner.product_url}` : null;
  if (banner.banner_link_type === 'category_id') return banner.category_url ? `/categories/${banner.category_url}` : '/';
  return null;
}

/** The app loads images from the module's content-assets folder, which mirrors the media library (see media.ts). */
function appImage(image: string): string {
  const path = mediaPathOf(image);
  return path === null ? image : `/media/content-assets/${path}`;
}

/** The `generated_json` text of the mobile home item, from the active home banner blocks of every language. */
export function mobileHomeJson(db: Database): string {
  const banners = BANNER_BLOCK_SUFFIXES.flatMap((suffix) => {
    const perLang = new Map<StoreCode, HomeBanner[]>(
      LANGS.map((lang) => {
        const block = activeBlock(db, bannerBlockIdentifier(suffix, lang), STORES[lang].id);
        return [lang, (block && parseBannerBlock(block.content, suffix)) ?? []];
      }),
    );
    const positions = Math.max(...[...perLang.values()].map((list) => list.length));
    return Array.from({ length: positions }, (_, index) => ({
      id: `${HOME_BANNER_SLIDERS[suffix]}-${index + 1}`,
      translations: LANGS.flatMap((lang) => {
        const banner = perLang.get(lang)?.[index];
        if (!banner) return [];
        return [
          {
            language_code: lang,
            banner_id: { url: bannerLink(banner), image: appImage(banner.image), alt_text: banner.image_alt ?? banner.name, name: banner.name },
          },
        ];
      }),
    }));
  });
  return JSON.stringify({ banners });
}

/** Rewrites the mobile home item from the blocks (inside the caller's transaction when there is one). */
export function refreshMobileHome(db: Database, now: Date): void {
  cachedStatement(
    db,
    `INSERT INTO mobile_cms_items (identifier, title, generated_json, updated_at) VALUES (?, 'Mobile app home', ?, ?)
     ON CONFLICT (identifier) DO UPDATE SET generated_json = excluded.generated_json, updated_at = excluded.updated_at`,
  ).run(MOBILE_HOME_IDENTIFIER, mobileHomeJson(db), magentoDateTime(now));
}
