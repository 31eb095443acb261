/**
 * The middleware's step for a page (or an endpoint): a page showing a form's result receives it (src/server/forms/
 * form-result.ts), the page renders, or the localized 503 page when the backend failed it (src/server/
 * commerce-outage.ts), and a personal page never reaches a shared cache. A page's announcement bar carries the
 * merchant's look as a <style> rule, and the page its own cut of the store's stylesheet (layout/page-styles.ts):
 * their hashes go to the Content-Security-Policy, which allows exactly their text.
 */
import type { MiddlewareNext } from 'astro';
import { renderOrUnavailable } from '@/server/commerce-outage.ts';
import { answerFormAction, showsFormResult } from '@/server/forms/form-result.ts';
import { isCataloguePage } from '@/lib/catalogue-pages.ts';
import { isPersonalPage } from '@/server/guards.ts';
import { announcementLookHashes } from '@/server/layout/announcement-look.ts';
import { withoutIslandStyle } from '@/server/layout/island-style.ts';
import { withPageStyles } from '@/server/layout/page-styles.ts';
import { storeStylesheet } from '@/server/layout/store-stylesheet.ts';
import type { RequestContext } from '@/server/shopper/request-context.ts';

type PageRequest = Parameters<typeof answerFormAction>[0] & Parameters<typeof renderOrUnavailable>[0] & { cache: { set(input: false): void } };

/** `requestContext`: the request's, whose id and commerce client the page and its answer use. */
export async function renderPage(
  context: PageRequest,
  next: MiddlewareNext,
  requestContext: Pick<RequestContext, 'commerce'> & { requestId: string },
): Promise<{ response: Response; pageStyleHashes: string[] }> {
  await answerFormAction(context);
  const response = await renderOrUnavailable(context, next, requestContext.requestId);
  if (isPersonalPage(context.url) || showsFormResult(context.request)) keepPrivate(context, response);
  const isPage = response.headers.get('content-type')?.startsWith('text/html') ?? false;
  const lookHashes = isPage ? await announcementLookHashes(requestContext.commerce) : [];
  // A catalogue page carries its own rules (a shopper's first page, and its islands draw only once reached for or
  // seen). Other pages link the whole file, which the catalogue pages before them left in the cache: the cart and
  // checkout draw their islands at once. In development Vite serves the stylesheet as it changes: the link stays.
  const ownStyles = isPage && !import.meta.env.DEV && isCataloguePage(context.url.pathname);
  const page = await withPageStyles(withoutIslandStyle(response), ownStyles ? storeStylesheet() : null);
  return { response: page.response, pageStyleHashes: [...lookHashes, ...page.styleHashes] };
}

/**
 * A personal page never reaches a shared cache: the route cache is switched off for the response (after the page
 * ran, so no `Astro.cache.set` in it can switch it back on) and browsers and proxies are told not to store it.
 */
export function keepPrivate(context: { cache: { set(input: false): void } }, response: Response): void {
  context.cache.set(false);
  try {
    response.headers.set('Cache-Control', 'private, no-store');
  } catch {
    // Immutable headers (a fetched response) carry no page of ours.
  }
}
