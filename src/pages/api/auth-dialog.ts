/**
 * `GET /api/auth-dialog?locale=ar|en&release=…` — the header's sign-in dialog's words and links (AuthDialog.tsx
 * asks once it is hydrated, before the shopper opens it). They are the same for every shopper and change only
 * with a release: asked for with the deployed release's id, the answer is kept for good (`immutable`); an older or
 * missing id, or a build that is not a release (`npm start`, whose words change with each build), gets the current
 * words, revalidated each time. Every page used to carry them, about 4 KB (issue 53).
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { authLinks } from '@/components/auth/auth-links.ts';
import { authTexts } from '@/components/auth/build-auth-texts.ts';
import { LOCALES } from '@/lib/i18n/locales.ts';
import { releaseId, UNRELEASED } from '@/server/release/release-id.ts';

const querySchema = z.object({ locale: z.enum(LOCALES), release: z.string().max(64).optional() });

function json(body: unknown, status: number, cacheControl: string): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': cacheControl },
  });
}

export const GET: APIRoute = ({ url }) => {
  const query = querySchema.safeParse({
    locale: url.searchParams.get('locale') ?? undefined,
    release: url.searchParams.get('release') ?? undefined,
  });
  if (!query.success) return json({ error: 'locale must be ar or en' }, 400, 'no-store');
  const { locale, release } = query.data;
  const kept = release === releaseId() && release !== UNRELEASED;
  const cacheControl = kept ? 'public, max-age=31536000, immutable' : 'public, no-cache';
  return json({ texts: authTexts(locale), links: authLinks(locale) }, 200, cacheControl);
};
