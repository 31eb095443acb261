/**
 * The store's public origin: what a shopper's browser has in its address bar, which behind a TLS-terminating proxy
 * (hitch, Varnish) is not what this process sees (plain http, an internal Host).
 *
 * - `SITE_URL` names it (`https://matjar.qa`). Absolute URLs (canonicals, hreflang, JSON-LD, robots.txt's `Sitemap:`,
 *   the sitemap, the payment return) are built from it and never from the request's Host header, which any client
 *   writes. Without it (development only: production refuses to start, `siteUrlProblem`) they follow the request.
 * - The origin a form post must come from is that host with the scheme the shopper used: the `X-Forwarded-Proto` of
 *   a trusted proxy (`TRUSTED_PROXIES`, forwarded-request.ts), else `SITE_URL`'s own. A forwarded header from any
 *   other peer is ignored.
 *
 * Astro's `security.allowedDomains` stays empty (astro.config.mjs): it believes X-Forwarded-* from any client whose
 * Host matches a pattern, with no notion of which peer sent them.
 */
import { forwardedScheme } from './forwarded-request.ts';

/** `SITE_URL`'s origin, or null when it is unset or not an http(s) URL. */
export function configuredSiteOrigin(siteUrlEnv: string | undefined = process.env.SITE_URL): string | null {
  if (!siteUrlEnv || !URL.canParse(siteUrlEnv)) return null;
  const url = new URL(siteUrlEnv);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
}

/**
 * The origin for canonical, Open Graph and sitemap URLs: `SITE_URL`'s (read at runtime, so one build serves any
 * host), else (development) the request's own.
 */
export function siteOrigin(requestUrl: URL, siteUrlEnv: string | undefined = process.env.SITE_URL): string {
  return configuredSiteOrigin(siteUrlEnv) ?? requestUrl.origin;
}

/** Why this environment may not serve the store (production without a usable `SITE_URL`), or null when it may. */
export function siteUrlProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.NODE_ENV !== 'production' || configuredSiteOrigin(env.SITE_URL)) return null;
  return env.SITE_URL
    ? `SITE_URL (${env.SITE_URL}) is not an http(s) URL: set it to the store's public origin, e.g. SITE_URL=https://matjar.qa`
    : 'SITE_URL is not set: in production the store needs its public origin (e.g. SITE_URL=https://matjar.qa) for its canonical URLs and to accept its own form posts';
}

/**
 * The origin this request was addressed to, as the shopper's browser names it (`Origin`): `SITE_URL`'s host (else,
 * in development, the request's), with the scheme a trusted proxy forwarded, else `SITE_URL`'s (else the request's).
 */
export function requestPublicOrigin(
  request: Request,
  url: URL,
  peer: string | null,
  env: { SITE_URL?: string; TRUSTED_PROXIES?: string } = process.env,
): string {
  const base = new URL(configuredSiteOrigin(env.SITE_URL) ?? url.origin);
  const forwarded = forwardedScheme(request.headers.get('x-forwarded-proto'), peer, env.TRUSTED_PROXIES);
  // Setting the scheme keeps an explicit port and drops the old scheme's default one.
  if (forwarded) return `${forwarded}://${base.host}`;
  return base.origin;
}
