/**
 * `GET /api/shopper.css?locale=ar|en` — the shopper's stylesheet for pages that run no script
 * (src/server/layout/shopper-style.ts), and for a browser with script off (StoreLayout's `<noscript>`), after the
 * locale's `@font-face` rules on their first line: those pages have no script to turn on the page's own copy
 * (FontFaces.astro). Personal: `private, no-store`. (A browser copy kept under `Vary: Cookie`
 * would save the request, but Chromium's cache does not match on cookies and served a stale copy.)
 */
import type { APIRoute } from 'astro';
import { fontFaceCss } from '@/components/layout/font-faces.ts';
import { isLocale } from '@/lib/i18n/index.ts';
import { readShopperState, shopperStyle } from '@/server/layout/shopper-style.ts';

export const GET: APIRoute = ({ url, cookies }) => {
  const locale = url.searchParams.get('locale');
  if (!isLocale(locale)) {
    return new Response('/* locale must be ar or en */\n', {
      status: 400,
      headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const state = readShopperState((name) => cookies.get(name)?.value);
  return new Response(`${fontFaceCss(locale)}\n${shopperStyle(state, locale)}`, {
    headers: {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'private, no-store',
    },
  });
};
