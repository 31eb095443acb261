/**
 * /sitemap.xml from the live catalogue (listSitemapEntries) in both locales. Cached for an hour: it is the
 * same for everyone and search engines read it rarely. If the catalogue is unreachable the answer is 503
 * (crawlers retry) rather than a sitemap that silently drops every product.
 */
import type { APIRoute } from 'astro';
import { sitemapXml } from '@/server/sitemap.ts';
import { siteOrigin } from '@/lib/i18n/urls.ts';
import { cacheTags } from '@/server/cache/cache-policy.ts';

export const GET: APIRoute = async ({ url, cache, locals }) => {
  try {
    const entries = await locals.commerce.listSitemapEntries();
    // A product disabled or added changes the list: every such change carries the catalogue tag.
    cache.set({ maxAge: 3600, swr: 86400, tags: ['sitemap', cacheTags.catalogue] });
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
