/**
 * `POST /api/announcement/close` — the announcement bar's close button as a plain form (spec §2), for pages that
 * run no script and browsers without JavaScript. It remembers the closed text's id in the readable display cookie
 * that the pages' own scripts also write (src/lib/display-cookies.ts), then sends the shopper back (303) to the
 * page they were on, which no longer shows the bar. With script the bar closes in place and the script writes the
 * same cookie itself (src/components/layout/announcement-close.client.ts) and posts nothing.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { ANNOUNCEMENT_ID, DISPLAY_COOKIES, DISPLAY_COOKIE_MAX_AGE } from '@/lib/display-cookies.ts';
import { getT } from '@/lib/i18n/index.ts';
import { splitLocalePath } from '@/lib/i18n/urls.ts';
import { isSafeRedirect, redirectLocation } from '@/lib/safe-redirect.ts';
import { isHttpsRequest } from '@/server/security/strict-transport-security.ts';

const closeForm = z.object({
  id: z.string().regex(ANNOUNCEMENT_ID),
  return: z.string().max(512).refine(isSafeRedirect),
});

export const POST: APIRoute = async (context) => {
  const form = await context.request.formData().catch(() => new FormData());
  const input = closeForm.safeParse({ id: form.get('id') ?? undefined, return: form.get('return') ?? undefined });
  if (!input.success) {
    // The page the form was on says the language, else the request's (the middleware's: the remembered one).
    const back = form.get('return');
    const locale = splitLocalePath(typeof back === 'string' ? back : '')?.locale ?? context.locals.locale;
    return new Response(getT(locale)('errors:commerce.invalidInput'), {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  context.cookies.set(DISPLAY_COOKIES.closedAnnouncement, input.data.id, {
    path: '/',
    maxAge: DISPLAY_COOKIE_MAX_AGE,
    sameSite: 'lax',
    secure: isHttpsRequest(context.url, context.request),
  });
  return new Response(null, { status: 303, headers: { Location: redirectLocation(input.data.return), 'Cache-Control': 'no-store' } });
};
