/**
 * `GET /api/session?locale=ar` — who is signed in, for the header's script after load: `{ signedIn, fullName,
 * wishlistCount }` (src/server/auth/session-summary.ts). Personal: `private, no-store`, never in the route
 * cache. A backend that cannot tell answers 503, and the browser keeps what it showed.
 */
import type { APIRoute } from 'astro';
import { isLocale } from '@/lib/i18n/locales.ts';
import { sessionSummary } from '@/server/auth/session-summary.ts';

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
}

export const GET: APIRoute = async (context) => {
  const locale = context.url.searchParams.get('locale');
  if (!isLocale(locale)) return json({ error: 'locale must be ar or en' }, 400);
  try {
    return json(await sessionSummary(context), 200);
  } catch (error) {
    console.error('[session] summary failed:', error);
    return json({ error: 'unavailable' }, 503);
  }
};
