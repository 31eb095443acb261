/**
 * The middleware's locale step, before anything reads the shopper:
 * - `/` and every unprefixed page path answer 302 to the same path and query under the remembered locale (cookie
 *   `locale`) or `ar`. Assets, the media proxy, actions, API routes, sitemap, robots, health, metrics and files pass.
 * - The locale switcher links to `/{other}/same/path?same=query&switch-locale=1`; here that flag stores the cookie
 *   and redirects to the clean URL. Remembering only on an explicit switch keeps every normal page response free of
 *   Set-Cookie, which is what lets the route cache store and share it.
 */
import type { AstroCookies } from 'astro';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, isLocale, type Locale } from '@/lib/i18n/locales.ts';
import { SWITCH_LOCALE_PARAM, splitLocalePath } from '@/lib/i18n/urls.ts';

/** Paths the locale redirect never touches: they are not pages, or they are locale-neutral. */
const PASS_THROUGH_PREFIXES = ['/_astro/', '/_actions/', '/_image', '/_server-islands/', '/media/', '/api/'];
const PASS_THROUGH_EXACT = new Set(['/sitemap.xml', '/robots.txt', '/404', '/500', '/_actions', '/api', '/media']);
// The health checks and the metrics are locale-neutral too.
for (const path of ['/healthz', '/readyz', '/metrics']) PASS_THROUGH_EXACT.add(path);

function isPassThrough(pathname: string): boolean {
  if (PASS_THROUGH_EXACT.has(pathname)) return true;
  if (PASS_THROUGH_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return true;
  // Any file (favicon.ico, favicon.svg, og-image.png, manifest.webmanifest…): a dot in the last segment.
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return lastSegment.includes('.');
}

/**
 * Where an unprefixed request should go, or null when it needs no redirect. `/cart?x=1` with cookie `en`
 * -> `/en/cart?x=1`; `/` -> `/ar`.
 */
export function localeRedirectTarget(url: URL, cookieLocale: string | undefined): string | null {
  if (isPassThrough(url.pathname) || splitLocalePath(url.pathname)) return null;
  const locale: Locale = isLocale(cookieLocale) ? cookieLocale : DEFAULT_LOCALE;
  const rest = url.pathname === '/' ? '' : url.pathname.replace(/\/+$/, '');
  return `/${locale}${rest}${url.search}`;
}

/** For a switcher link: the locale to remember and the clean URL to land on; null for any other request. */
export function localeSwitch(url: URL): { locale: Locale; location: string } | null {
  if (!url.searchParams.has(SWITCH_LOCALE_PARAM)) return null;
  const split = splitLocalePath(url.pathname);
  if (!split) return null;
  const params = new URLSearchParams(url.search);
  params.delete(SWITCH_LOCALE_PARAM);
  const query = params.toString();
  return { locale: split.locale, location: `${url.pathname}${query ? `?${query}` : ''}` };
}

type LocaleRequest = { url: URL; cookies: AstroCookies; redirect(path: string, status?: 301 | 302 | 303 | 307 | 308): Response };

/** The redirect that answers an unprefixed path or a switcher link (storing the switched-to locale), else null. */
export function routeLocale(context: LocaleRequest, isHttps: boolean): Response | null {
  const { url, cookies } = context;
  const redirectTarget = localeRedirectTarget(url, cookies.get(LOCALE_COOKIE)?.value);
  if (redirectTarget) return new Response(null, { status: 302, headers: { Location: redirectTarget, 'Cache-Control': 'no-store' } });

  const switchRequest = localeSwitch(url);
  if (!switchRequest) return null;
  cookies.set(LOCALE_COOKIE, switchRequest.locale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax', secure: isHttps });
  // context.redirect carries the cookie set above onto the redirect response.
  const response = context.redirect(switchRequest.location, 302);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
