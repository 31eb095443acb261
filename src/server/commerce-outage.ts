/**
 * What a page does when the commerce backend cannot serve it (down, hung past the request's deadline, answering
 * nonsense, or switched off by the circuit breaker): the middleware catches the typed failure the page let
 * through and renders the service-unavailable page in its place, in the locale of the page asked for
 * (src/pages/[locale]/503.astro: 503, localized "try again shortly", `Retry-After`, `no-store`). A page with a cached copy never gets here for long: the route cache
 * answers its stale copy instead (src/server/cache/astro-provider.ts). Anything else a page throws is reported
 * and left to Astro's error page.
 */
import { breakerSettings, isBackendFailure } from '@/lib/commerce/index.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { reportError } from './logging/error-reporting.ts';

/** Where the service-unavailable page of a locale renders from (also answering 503 when asked for directly). */
export function serviceUnavailablePath(locale: Locale): string {
  return `/${locale}/503`;
}

/** Seconds a client is asked to wait (`Retry-After`): until the circuit breaker probes the backend again. */
export function retryAfterSeconds(): number {
  return Math.max(1, Math.ceil(breakerSettings().resetMs / 1000));
}

type RenderContext = {
  url: URL;
  locals: { locale: Locale };
  rewrite(path: string): Promise<Response>;
};

/** The page as rendered by `next`, or the service-unavailable page when the backend failed it. */
export async function renderOrUnavailable(
  context: RenderContext,
  next: () => Promise<Response>,
  requestId: string,
): Promise<Response> {
  try {
    return await next();
  } catch (error) {
    const target = serviceUnavailablePath(context.locals.locale);
    // Only the commerce door's own typed failures: a bug's TypeError is a bug, reported and left to the 500 page.
    if (!isBackendFailure(error) || context.url.pathname === target) {
      reportError(error, { requestId, where: 'page' });
      throw error;
    }
    return context.rewrite(target);
  }
}
