/**
 * /sitemap.xml from the live catalogue (listSitemapEntries) in both locales. Cached for an hour: it is the
 * same for everyone and search engines read it rarely. If the catalogue is unreachable the answer is 503
 * (crawlers retry) rather than a sitemap that silently drops every product.
 */
import type { APIRoute } from 'astro';
import { sitemapXml } from '@/server/sitemap.ts';
import { siteOrigin } from '@/server/security/public-origin.ts';
import { pageCacheOptions } from '@/server/cache/page-cache-options.ts';

export const GET: APIRoute = async ({ url, cache, locals }) => {
  try {
    const entries = await locals.commerce.listSitemapEntries();
    cache.set(pageCacheOptions.sitemap());
    return new Response(sitemapXml(siteOrigin(url), entries), {
      headers: { 'Content-Type': 'application/xml; charset=utf-8' },
    });
  } catch (error) {
    console.error('[sitemap] could not list catalogue URLs:', error);
    return new Response('Sitemap temporarily unavailable', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '300' },
    });
  }
};
