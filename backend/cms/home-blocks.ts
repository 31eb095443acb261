/**
 * The home page's CMS blocks (spec §7, backend/README.md "Content formats"): the banner blocks
 * `pwa_home_one|two|three|four_{lang}`, the brand slider `pwa_home_brands_{lang}` and the social image feed
 * `pwa_social_feed_{lang}`. The banner blocks are the one source of the home banners: getSliders and the mobile
 * CMS item are derived from them. Their JSON content is checked when an editor saves it, so a typo is a 400
 * for the editor instead of a silently missing home section.
 */
import { z } from 'zod';
import type { StoreCode } from '../stores.ts';

export const LANGS: readonly StoreCode[] = ['ar', 'en'];

/** Banner block suffix → the slider whose banners it lists, in home page order. */
export const HOME_BANNER_SLIDERS = {
  one: 'home_main_slider',
  two: 'home_top_banner',
  three: 'home_middle_banner',
  four: 'home_bottom_banners',
} as const;
export type BannerBlockSuffix = keyof typeof HOME_BANNER_SLIDERS;
export const BANNER_BLOCK_SUFFIXES = Object.keys(HOME_BANNER_SLIDERS) as BannerBlockSuffix[];

export const bannerBlockIdentifier = (suffix: BannerBlockSuffix, lang: StoreCode) => `pwa_home_${suffix}_${lang}`;
export const brandBlockIdentifier = (lang: StoreCode) => `pwa_home_brands_${lang}`;
export const socialFeedBlockIdentifier = (lang: StoreCode) => `pwa_social_feed_${lang}`;

/** The banner block suffix that feeds a slider, or null for a slider that is not on home. */
export function bannerBlockSuffixOf(sliderTitle: string): BannerBlockSuffix | null {
  return BANNER_BLOCK_SUFFIXES.find((suffix) => HOME_BANNER_SLIDERS[suffix] === sliderTitle) ?? null;
}

const optionalText = (max: number) => z.string().max(max).nullish();
const id = z.number().int().positive();

/** A banner of a home banner block: the `SliderBanner` fields of getSliders, `image` may be a media directive. */
const bannerSchema = z.object({
  banner_id: id,
  name: z.string().max(255),
  image: z.string().min(1).max(500),
  image_alt: optionalText(255),
  // 'url' | 'product_id' | 'category_id'; anything else is a banner without a link (spec §2).
  banner_link_type: optionalText(32),
  product_id: id.nullish(),
  category_id: id.nullish(),
  pwa_url: optionalText(500),
  product_url: optionalText(255),
  category_url: optionalText(255),
});
export type HomeBanner = z.output<typeof bannerSchema>;

const bannerBlockSchema = (slider: string) =>
  z.object({ type: z.literal('banners'), slider: z.literal(slider), banners: z.array(bannerSchema).max(20) });

const brandBlockSchema = z.object({
  type: z.literal('brand_slider'),
  brands: z.array(z.object({ id, name: z.string().min(1).max(255), url_key: optionalText(255), image: optionalText(500) })).max(100),
});

const BANNER_BLOCK = /^pwa_home_(one|two|three|four)_(ar|en)$/;
const BRAND_BLOCK = /^pwa_home_brands_(ar|en)$/;

/** The schema a block's JSON content must meet, or null when the block holds free content (HTML). */
export function contentSchemaFor(identifier: string): z.ZodType | null {
  const banner = BANNER_BLOCK.exec(identifier);
  if (banner) return bannerBlockSchema(HOME_BANNER_SLIDERS[banner[1] as BannerBlockSuffix]);
  return BRAND_BLOCK.test(identifier) ? brandBlockSchema : null;
}

export function isBannerBlock(identifier: string): boolean {
  return BANNER_BLOCK.test(identifier);
}

/** The banners of a banner block's content, or null when the content is not a valid banner block. */
export function parseBannerBlock(content: string, suffix: BannerBlockSuffix): HomeBanner[] | null {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return null;
  }
  const block = bannerBlockSchema(HOME_BANNER_SLIDERS[suffix]).safeParse(json);
  return block.success ? block.data.banners : null;
}
