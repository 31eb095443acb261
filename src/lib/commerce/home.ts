/**
 * Home page CMS content (spec §3 "Home content", §7 "home content"): the main, top, middle and bottom banners
 * from the blocks `pwa_home_one|two|three|four_{lang}` and the brand slider from `pwa_home_brands_{lang}`.
 * A block's `content` is JSON text written by merchandisers (see backend/README.md "Content formats"), so it is
 * parsed defensively: a malformed block leaves its section out, a malformed entry leaves only that entry out.
 */
import { z } from 'zod';
import { bannerHref } from '../banner-links.ts';
import type { Locale } from '../i18n/locales.ts';
import { CommerceNotFoundError } from './errors.ts';
import { graphqlRequest } from './graphql.ts';
import { brandSlugOf } from './mappers.ts';
import { toStorefrontMediaUrl } from './media.ts';
import { HOME_CMS_BLOCK_QUERY } from './operations/home.ts';

/** A banner ready to render: `href` null means the banner is shown without a link (spec §2). */
export type HomeBanner = {
  id: number;
  name: string;
  image: string;
  /** Alternative text of the image: the merchandiser's alt text, else the banner name; may be empty. */
  alt: string;
  href: string | null;
};

/** A brand of the home brand slider. */
export type HomeBrand = { id: number; name: string; slug: string; image: string | null };

/** The four banner positions of the home page, in page order, with the CMS block suffix of each. */
export const BANNER_SECTIONS = { main: 'one', top: 'two', middle: 'three', bottom: 'four' } as const;
export type BannerSection = keyof typeof BANNER_SECTIONS;

/**
 * Home CMS sections. `null` means the backend could not be asked (worth retrying: the page is not cached);
 * an empty list means there is nothing to show (missing or malformed block: the section is left out).
 */
export type HomeContent = Record<BannerSection, HomeBanner[] | null> & { brands: HomeBrand[] | null };

export function bannerBlockIdentifier(section: BannerSection, locale: Locale): string {
  return `pwa_home_${BANNER_SECTIONS[section]}_${locale}`;
}

export function brandsBlockIdentifier(locale: Locale): string {
  return `pwa_home_brands_${locale}`;
}

const text = z.string().nullish();
const numericId = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);

const rawBannerSchema = z.object({
  banner_id: numericId,
  name: text,
  image: z.string().trim().min(1),
  image_alt: text,
  banner_link_type: text,
  pwa_url: text,
  product_url: text,
  category_url: text,
});

const rawBrandSchema = z.object({
  id: numericId,
  name: z.string().trim().min(1),
  url_key: text,
  image: text,
});

/** The envelope of a block: entries stay `unknown` here so one bad entry does not sink its neighbours. */
const bannerBlockSchema = z.object({ type: z.literal('banners'), banners: z.array(z.unknown()) });
const brandBlockSchema = z.object({ type: z.literal('brand_slider'), brands: z.array(z.unknown()) });

function parseJson(content: string | null | undefined): unknown {
  if (!content?.trim()) return undefined;
  try {
    return JSON.parse(content);
  } catch {
    return undefined;
  }
}

/**
 * Banners of a `pwa_home_*` block. Returns null when the block is not a banner list at all (the caller leaves
 * the section out); entries without an image or id are skipped.
 */
export function parseBannerBlock(content: string | null | undefined, locale: Locale): HomeBanner[] | null {
  const block = bannerBlockSchema.safeParse(parseJson(content));
  if (!block.success) return null;
  return block.data.banners.flatMap((entry) => {
    const banner = rawBannerSchema.safeParse(entry);
    if (!banner.success) return [];
    const image = toStorefrontMediaUrl(banner.data.image);
    if (!image) return [];
    const name = banner.data.name?.trim() ?? '';
    return [
      {
        id: banner.data.banner_id,
        name,
        image,
        alt: banner.data.image_alt?.trim() || name,
        href: bannerHref(locale, banner.data),
      },
    ];
  });
}

/** Brands of the `pwa_home_brands_*` block; null when the block is not a brand slider. */
export function parseBrandSliderBlock(content: string | null | undefined): HomeBrand[] | null {
  const block = brandBlockSchema.safeParse(parseJson(content));
  if (!block.success) return null;
  return block.data.brands.flatMap((entry) => {
    const brand = rawBrandSchema.safeParse(entry);
    if (!brand.success) return [];
    const slug = brandSlugOf(brand.data.url_key);
    // A brand without a url key has no page to open.
    if (!slug) return [];
    return [{ id: brand.data.id, name: brand.data.name, slug, image: toStorefrontMediaUrl(brand.data.image) }];
  });
}

const cmsBlockResponseSchema = z.object({
  cmsBlocks: z
    .object({
      items: z.array(z.object({ identifier: z.string().nullish(), content: z.string().nullish() }).nullable()).nullish(),
    })
    .nullish(),
});

/**
 * The content of one CMS block; '' when the block does not exist (an admin disabled it: nothing to show, not a
 * failure). One request per block because Magento fails the whole `cmsBlocks` call when any identifier is
 * unknown, and one missing section must not take the others down.
 */
async function blockContent(locale: Locale, identifier: string): Promise<string> {
  try {
    const data = await graphqlRequest(locale, HOME_CMS_BLOCK_QUERY, { identifiers: [identifier] }, cmsBlockResponseSchema);
    return data.cmsBlocks?.items?.find((item) => item?.identifier === identifier)?.content ?? '';
  } catch (error) {
    if (error instanceof CommerceNotFoundError) return '';
    throw error;
  }
}

/** Loads one section; a failed request yields null and is logged, a malformed block is logged and left out. */
export async function loadSection<T>(
  locale: Locale,
  identifier: string,
  parse: (content: string) => T[] | null,
): Promise<T[] | null> {
  let content: string;
  try {
    content = await blockContent(locale, identifier);
  } catch (error) {
    console.error(`[home] could not load CMS block ${identifier}:`, error);
    return null;
  }
  if (content === '') return [];
  const parsed = parse(content);
  if (parsed === null) {
    console.error(`[home] CMS block ${identifier} is not in the expected format; the section is left out`);
    return [];
  }
  return parsed;
}

export async function getHomeContent(locale: Locale): Promise<HomeContent> {
  const banners = (section: BannerSection) =>
    loadSection(locale, bannerBlockIdentifier(section, locale), (content) => parseBannerBlock(content, locale));
  const [main, top, middle, bottom, brands] = await Promise.all([
    banners('main'),
    banners('top'),
    banners('middle'),
    banners('bottom'),
    loadSection(locale, brandsBlockIdentifier(locale), parseBrandSliderBlock),
  ]);
  return { main, top, middle, bottom, brands };
}
