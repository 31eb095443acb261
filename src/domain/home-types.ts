/** The home page: its banners, brand slider and product carousels. View models, camelCase (see index.ts). */
/** The home product carousels (spec §7). */
export type HomeProductList = 'latest' | 'bestSellers' | 'featured';

/** A home banner ready to render: `href` null means the banner is shown without a link (spec §2). */
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

/** The four banner positions of the home page, in page order. */
export type BannerSection = 'main' | 'top' | 'middle' | 'bottom';

/**
 * Home CMS sections. `null` means the backend could not be asked (worth retrying: the page is not cached);
 * an empty list means there is nothing to show (missing or malformed block: the section is left out).
 */
export type HomeContent = Record<BannerSection, HomeBanner[] | null> & { brands: HomeBrand[] | null };
