/**
 * The CMS blocks the storefront reads, by store view: the home banners `pwa_home_one|two|three|four_{lang}`, the
 * brand slider `pwa_home_brands_{lang}` and the social image feed `pwa_social_feed_{lang}`. The page cache tags
 * each page by the blocks it shows, so a block change purges only those pages.
 */
import type { Locale } from '@/lib/i18n/locales.ts';
import type { BannerSection } from '@/domain/home-types.ts';

/** The CMS block suffix of each banner position. */
const BANNER_BLOCK_SUFFIX: Record<BannerSection, string> = { main: 'one', top: 'two', middle: 'three', bottom: 'four' };

export function bannerBlockIdentifier(section: BannerSection, locale: Locale): string {
  return `pwa_home_${BANNER_BLOCK_SUFFIX[section]}_${locale}`;
}

export function brandsBlockIdentifier(locale: Locale): string {
  return `pwa_home_brands_${locale}`;
}

export function socialFeedBlockIdentifier(locale: Locale): string {
  return `pwa_social_feed_${locale}`;
}

/** Every CMS block the home page of `locale` shows. */
export function homeBlockIdentifiers(locale: Locale): string[] {
  const banners = (Object.keys(BANNER_BLOCK_SUFFIX) as BannerSection[]).map((section) => bannerBlockIdentifier(section, locale));
  return [...banners, brandsBlockIdentifier(locale), socialFeedBlockIdentifier(locale)];
}
