/**
 * Home CMS block content -> banners and slider brands. A malformed block is not a list at all (null: the caller
 * leaves the section out); a malformed entry leaves only that entry out.
 */
import { bannerHref } from '@/lib/banner-links.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { bannerBlockSchema, bannerEntrySchema, brandBlockSchema, brandEntrySchema } from '@/lib/commerce/schemas/home.ts';
import type { HomeBanner, HomeBrand } from '@/domain/home-types.ts';
import { brandSlugOf } from './brands.ts';
import { toStorefrontMediaUrl } from './media.ts';

function parseJson(content: string | null | undefined): unknown {
  if (!content?.trim()) return undefined;
  try {
    return JSON.parse(content);
  } catch {
    return undefined;
  }
}

/** Banners of a `pwa_home_*` block; entries without an image or id are skipped. */
export function parseBannerBlock(content: string | null | undefined, locale: Locale): HomeBanner[] | null {
  const block = bannerBlockSchema.safeParse(parseJson(content));
  if (!block.success) return null;
  return block.data.banners.flatMap((entry) => {
    const banner = bannerEntrySchema.safeParse(entry);
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

/** Brands of the `pwa_home_brands_*` block. */
export function parseBrandSliderBlock(content: string | null | undefined): HomeBrand[] | null {
  const block = brandBlockSchema.safeParse(parseJson(content));
  if (!block.success) return null;
  return block.data.brands.flatMap((entry) => {
    const brand = brandEntrySchema.safeParse(entry);
    if (!brand.success) return [];
    const slug = brandSlugOf(brand.data.url_key);
    // A brand without a url key has no page to open.
    if (!slug) return [];
    return [{ id: brand.data.id, name: brand.data.name, slug, image: toStorefrontMediaUrl(brand.data.image) }];
  });
}
