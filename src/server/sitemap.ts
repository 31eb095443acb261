/**
 * Builds the sitemap XML: every public page in both locales, each with its xhtml:link alternates
 * (ar, en, x-default), so search engines pair the two languages of a page.
 */
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales.ts';
import { alternatePaths } from '@/lib/i18n/urls.ts';

/** Public, shopper-independent pages (spec §2) worth indexing; cart, account, login and such are not. */
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/about',
  '/contact',
  '/deals',
  '/privacy',
  '/refund-and-return-policy',
  '/terms-and-use',
  '/maintenance',
  '/brands',
  '/categories',
  '/ecards',
] as const;

export type SitemapEntries = { categories: string[]; brands: string[]; products: string[]; ecards: string[] };

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Locale-free page paths: `/`, `/about`, `/categories/phones`, … (slugs URL-encoded, duplicates dropped). */
export function sitemapPaths(entries: SitemapEntries): string[] {
  const detail = (section: string, slugs: string[]) => slugs.map((slug) => `/${section}/${encodeURIComponent(slug)}`);
  return [
    ...new Set([
      ...SITEMAP_STATIC_PATHS,
      ...detail('categories', entries.categories),
      ...detail('brands', entries.brands),
      ...detail('products', entries.products),
      ...detail('ecards', entries.ecards),
    ]),
  ];
}

export function sitemapXml(origin: string, entries: SitemapEntries): string {
  const urls: string[] = [];
  for (const path of sitemapPaths(entries)) {
    const alternates = alternatePaths(path);
    const links = [
      ...LOCALES.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(new URL(alternates[locale], origin).href)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(new URL(alternates[DEFAULT_LOCALE], origin).href)}"/>`,
    ].join('');
    for (const locale of LOCALES) {
      urls.push(`<url><loc>${escapeXml(new URL(alternates[locale], origin).href)}</loc>${links}</url>`);
    }
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}
