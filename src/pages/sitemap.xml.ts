/**
 * /sitemap.xml: the sitemap index (src/server/sitemap-xml.ts) naming each file of pages and of products, from the
 * count of the catalogue's products and pages. Cached like a page and purged by the product list's and the menus'
 * tags. If the catalogue is unreachable the answer is 503 (crawlers retry) rather than an index that silently
 * drops every product.
 */
import type { APIRoute } from 'astro';
import { sitemapIndexXml, sitemapPagePaths, sitemapParts } from '@/server/sitemap-xml.ts';
import { siteOrigin } from '@/server/security/public-origin.ts';
import { pageCacheOptions } from '@/server/cache/page-cache-options.ts';
import { sitemapUnavailable, xmlResponse } from '@/server/sitemap-response.ts';

export const GET: APIRoute = async ({ url, cache, locals }) => {
  try {
    const [pages, products] = await Promise.all([
      locals.commerce.listSitemapPages(),
      locals.commerce.listSitemapProducts({ pageSize: 1, currentPage: 1 }),
    ]);
    cache.set(pageCacheOptions.sitemap());
    return xmlResponse(sitemapIndexXml(siteOrigin(url), sitemapParts(sitemapPagePaths(pages).length, products.totalCount)));
  } catch (error) {
    return sitemapUnavailable(error);
  }
};
