/**
 * /sitemaps/pages-<n>.xml and /sitemaps/products-<n>.xml: the sitemap's files (src/server/sitemap-xml.ts), each page
 * in both locales. A products file reads only its own page of products from the backend, so its cost is the
 * file's, not the catalogue's; it carries a tag per product it lists, so a product's url key change purges it. A
 * part past the last, or a name that is no part, is a 404; an unreachable catalogue a 503.
 */
import type { APIRoute } from 'astro';
import { partOf, parseSitemapPart, pathsPerPart, sitemapPagePaths, sitemapProductPaths, sitemapXml } from '@/server/sitemap-xml.ts';
import { siteOrigin } from '@/server/security/public-origin.ts';
import { pageCacheOptions } from '@/server/cache/page-cache-options.ts';
import { sitemapNotFound, sitemapUnavailable, xmlResponse } from '@/server/sitemap-response.ts';

export const GET: APIRoute = async ({ params, url, cache, locals }) => {
  const part = parseSitemapPart(params.part);
  if (!part) return sitemapNotFound();
  try {
    if (part.kind === 'pages') {
      const paths = partOf(sitemapPagePaths(await locals.commerce.listSitemapPages()), part.number);
      if (!paths) return sitemapNotFound();
      cache.set(pageCacheOptions.sitemapPages());
      return xmlResponse(sitemapXml(siteOrigin(url), paths));
    }
    const { products } = await locals.commerce.listSitemapProducts({ pageSize: pathsPerPart(), currentPage: part.number });
    if (products.length === 0 && part.number > 1) return sitemapNotFound();
    cache.set(pageCacheOptions.sitemapProducts(products));
    return xmlResponse(sitemapXml(siteOrigin(url), sitemapProductPaths(products.map((product) => product.urlKey))));
  } catch (error) {
    return sitemapUnavailable(error);
  }
};
