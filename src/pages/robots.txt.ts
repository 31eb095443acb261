/**
 * robots.txt: everything is crawlable except shopper-specific pages (account, cart, checkout), and the
 * sitemap is announced with an absolute URL.
 */
import type { APIRoute } from 'astro';
import { siteOrigin } from '@/server/security/public-origin.ts';

export const GET: APIRoute = ({ url }) => {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /ar/account',
    'Disallow: /en/account',
    'Disallow: /*/checkout',
    'Disallow: /*/cart',
    '',
    `Sitemap: ${siteOrigin(url)}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
