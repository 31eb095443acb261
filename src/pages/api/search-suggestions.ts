/**
 * `GET /api/search-suggestions?locale=ar&keyword=…` — the header's live suggestions as JSON (`items`), and for a
 * keyword that finds nothing the store's search correction (`correction`, "Did you mean …"). The answer is the
 * same for every shopper, so it is a cached GET (route cache plus a short browser max-age) rather than an
 * Action. Failures answer an empty list with `failed: true`: spec §8 shows no message for search failures.
 */
import { SUGGESTION_KEYWORD_MAX } from '@/lib/commerce/index.ts';
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { loadSearchSuggestions } from '@/server/search/search-suggestions.ts';
import { LOCALES } from '@/lib/i18n/locales.ts';
import { limitRequest } from '@/server/rate-limit/rate-limit-refusals.ts';

const querySchema = z.object({
  locale: z.enum(LOCALES),
  keyword: z.string().trim().min(1).transform((keyword) => keyword.slice(0, SUGGESTION_KEYWORD_MAX)),
});

/** At most a minute in browsers; the shared route cache keeps them longer (search-suggestions.ts). */
const BROWSER_MAX_AGE = 60;

function json(body: unknown, status: number, cacheControl: string): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': cacheControl },
  });
}

export const GET: APIRoute = async (context) => {
  const { url, cache } = context;
  const query = querySchema.safeParse({
    locale: url.searchParams.get('locale') ?? undefined,
    keyword: url.searchParams.get('keyword') ?? undefined,
  });
  if (!query.success) return json({ items: [], failed: true }, 400, 'no-store');
  // Counted only when the answer is rendered here: route-cache hits never reach this endpoint.
  const limited = await limitRequest('searchSuggestions', context, query.data.locale);
  if (limited) {
    const response = json({ items: [], failed: true, message: limited.message }, 429, 'no-store');
    response.headers.set('Retry-After', String(limited.retryAfterSeconds));
    return response;
  }
  try {
    // The island names its page's language; this path carries none.
    const commerce = context.locals.commerce.inStore(query.data.locale);
    const { view, cache: options } = await loadSearchSuggestions(commerce, query.data.keyword, new Date());
    if (!options) return json(view, 200, 'no-store');
    cache.set(options);
    return json(view, 200, `public, max-age=${Math.min(BROWSER_MAX_AGE, options.maxAge)}`);
  } catch (error) {
    console.error('[search-suggestions] failed:', error);
    return json({ items: [], failed: true }, 502, 'no-store');
  }
};
