/**
 * The sitemap: an index (`/sitemap.xml`) of files (`/sitemaps/<part>.xml`), each page in both locales with its
 * xhtml:link alternates (ar, en, x-default) so search engines pair the two languages of a page.
 *
 * Two kinds of files: `pages-<n>` (the static pages, categories, brands and e-card families) and `products-<n>`
 * (products, in the backend's order, a fixed number a file: file n is page n of `sitemapProducts`). A file holds
 * at most `partUrls` URLs (the protocol allows 50,000 URLs and 50 MB a file; SITEMAP_PART_URLS says why fewer).
 */
import type { SitemapPages } from '@/lib/commerce/index.ts';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales.ts';
import { alternatePaths } from '@/lib/i18n/urls.ts';

/** Public, shopper-independent pages (spec §2) worth indexing; cart, account, login and such are not. */
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/about',
  '/contact',
  '/deals',
  '/collections/new-arrivals',
  '/collections/best-sellers',
  '/collections/featured',
  '/privacy',
  '/refund-and-return-policy',
  '/terms-and-use',
  '/maintenance',
  '/brands',
  '/categories',
  '/ecards',
] as const;

/**
 * URLs a file holds by default: 2,500 products in two locales, far below the protocol's 50,000 URLs and 50 MB. A
 * file's first render is mostly the route cache compressing it (brotli and gzip, each the whole file): with its
 * alternates a URL takes about 460 bytes, so a file of 20,000 URLs is 9 MB and takes 200-400 ms to compress on this
 * machine, one of 5,000 URLs 2.3 MB and 30-40 ms. Small files keep each one well within 200 ms, at any catalogue size.
 */
export const SITEMAP_PART_URLS = 5_000;

/** The most files of one kind the index names: far past any catalogue's need, a bound for the part's number. */
const MAX_PARTS = 1000;

export type SitemapPart = { kind: 'pages' | 'products'; number: number };

/** The path of a sitemap file. */
export const sitemapPartPath = (part: SitemapPart) => `/sitemaps/${part.kind}-${part.number}.xml`;

/** The part a route's `[part]` parameter names (`products-2`), or null for anything else. */
export function parseSitemapPart(name: string | undefined): SitemapPart | null {
  const match = /^(pages|products)-([1-9]\d{0,3})$/.exec(name ?? '');
  if (!match) return null;
  const number = Number(match[2]);
  return number <= MAX_PARTS ? { kind: match[1] as SitemapPart['kind'], number } : null;
}

/** Pages of one locale-free path each a file holds (each path is one URL per locale). */
export const pathsPerPart = (partUrls: number = SITEMAP_PART_URLS) => Math.max(1, Math.floor(partUrls / LOCALES.length));

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const detail = (section: string, slugs: readonly string[]) => slugs.map((slug) => `/${section}/${encodeURIComponent(slug)}`);

/** Locale-free paths of the pages other than products': `/`, `/about`, `/categories/phones`, … (duplicates dropped). */
export function sitemapPagePaths(pages: SitemapPages): string[] {
  return [
    ...new Set([
      ...SITEMAP_STATIC_PATHS,
      ...detail('categories', pages.categories),
      ...detail('brands', pages.brands),
      ...detail('ecards', pages.ecards),
    ]),
  ];
}

/** Locale-free paths of products (`/products/<url key>`), each once. */
export function sitemapProductPaths(urlKeys: readonly string[]): string[] {
  return [...new Set(detail('products', urlKeys))];
}

/** Page `number` (from 1) of `paths` at `partUrls` URLs a file, or null past the last (an empty list has one, empty). */
export function partOf(paths: readonly string[], number: number, partUrls: number = SITEMAP_PART_URLS): string[] | null {
  const size = pathsPerPart(partUrls);
  if (number > Math.max(1, Math.ceil(paths.length / size))) return null;
  return paths.slice((number - 1) * size, number * size);
}

/** Every file of the sitemap, pages first. */
export function sitemapParts(pagePathCount: number, productCount: number, partUrls: number = SITEMAP_PART_URLS): SitemapPart[] {
  const size = pathsPerPart(partUrls);
  const count = (paths: number) => Math.min(MAX_PARTS, Math.max(1, Math.ceil(paths / size)));
  const numbers = (paths: number) => Array.from({ length: count(paths) }, (_, index) => index + 1);
  return [
    ...numbers(pagePathCount).map((number): SitemapPart => ({ kind: 'pages', number })),
    ...(productCount > 0 ? numbers(productCount).map((number): SitemapPart => ({ kind: 'products', number })) : []),
  ];
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The sitemap index naming each file by its absolute URL. */
export function sitemapIndexXml(origin: string, parts: readonly SitemapPart[]): string {
  const entries = parts.map((part) => `<sitemap><loc>${escapeXml(new URL(sitemapPartPath(part), origin).href)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * A sitemap file: each locale-free path in every locale, each URL with the alternates of all. The paths are
 * percent-encoded already (ASCII), so a URL is the origin and the path as they are: a file of 20,000 URLs is built
 * without parsing 100,000 of them.
 */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const base = escapeXml(new URL(origin).origin);
  const urls: string[] = [];
  for (const path of paths) {
    const alternates = alternatePaths(path);
    const hrefs = LOCALES.map((locale) => base + escapeXml(alternates[locale]));
    const links =
      LOCALES.map((locale, index) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${hrefs[index]}"/>`).join('') +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${base + escapeXml(alternates[DEFAULT_LOCALE])}"/>`;
    for (const href of hrefs) urls.push(`<url><loc>${href}</loc>${links}</url>`);
  }
  return (
    XML_HEAD +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}
