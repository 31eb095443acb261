/**
 * Where a CMS banner leads (spec §2 "Banner links"):
 *   url          -> pwa_url
 *   product_id   -> /products/{product_url}
 *   category_id  -> /categories/{category_url}, or / when that url is missing
 *   anything else -> no link (the banner is shown as a plain image)
 * Pure, so the rules are testable without a backend; the result is a locale-less storefront path (or an
 * absolute http(s) URL the merchandiser typed), localized by `bannerHref`.
 */
import { LOCALES, localePath, type Locale } from './i18n/locales.ts';

/** The link fields of a Magento slider banner (the `SliderBanner` type of our custom SDL). */
export type BannerLinkFields = {
  banner_link_type?: string | null;
  pwa_url?: string | null;
  product_url?: string | null;
  category_url?: string | null;
};

export type BannerTarget =
  | { kind: 'path'; path: string }
  | { kind: 'external'; url: string };

/** One url segment: a url key like `galaxy-s24-ultra` (encoded so a stray `/` or `?` cannot change the route). */
function segment(value: string): string {
  return encodeURIComponent(value.trim());
}

/**
 * Admins type `pwa_url` by hand: `/deals`, `deals`, `/en/deals` or a full `https://…` address. A locale prefix is
 * dropped (the shopper's own locale is applied later); anything that is not http(s) or a path (e.g.
 * `javascript:`) is refused.
 */
function targetOfPwaUrl(raw: string | null | undefined): BannerTarget | null {
  const value = raw?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) {
    try {
      return { kind: 'external', url: new URL(value).toString() };
    } catch {
      return null;
    }
  }
  // A scheme (`javascript:`, `mailto:`) or a protocol-relative `//host` is not a storefront path.
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) return null;
  let path = value.startsWith('/') ? value : `/${value}`;
  for (const locale of LOCALES) {
    if (path === `/${locale}` || path.startsWith(`/${locale}/`) || path.startsWith(`/${locale}?`)) {
      path = path.slice(locale.length + 1) || '/';
      if (!path.startsWith('/')) path = `/${path}`;
      break;
    }
  }
  return { kind: 'path', path };
}

/** The spec §2 rule: where the banner leads, or null when it is not a link. */
export function bannerTarget(banner: BannerLinkFields): BannerTarget | null {
  switch (banner.banner_link_type?.trim()) {
    case 'url':
      return targetOfPwaUrl(banner.pwa_url);
    case 'product_id': {
      // The product page slug is optional: without one the banner opens the all-products list.
      const slug = banner.product_url?.trim();
      return { kind: 'path', path: slug ? `/products/${segment(slug)}` : '/products' };
    }
    case 'category_id': {
      const slug = banner.category_url?.trim();
      return { kind: 'path', path: slug ? `/categories/${segment(slug)}` : '/' };
    }
    default:
      return null;
  }
}

/** The href a banner renders with in `locale`, or null for a banner without a link. */
export function bannerHref(locale: Locale, banner: BannerLinkFields): string | null {
  const target = bannerTarget(banner);
  if (!target) return null;
  return target.kind === 'external' ? target.url : localePath(locale, target.path);
}
