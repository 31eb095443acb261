/**
 * A request context for server steps (`{ cookies, url, request, locals }`), with an in-memory cookie jar that
 * behaves like Astro's for what the steps use: get, set (with options), delete. `jar` shows what the response would
 * carry. `locals` is built from the cookies the way the middleware builds it, in the URL's locale.
 */
import type { AstroCookies } from 'astro';
import type { Locale } from '@/lib/i18n/locales.ts';
import { requestLocale } from '@/lib/i18n/request-locale.ts';
import { buildRequestContext, readShopper } from '@/server/shopper/build-request-context.ts';

export type CookieWrite = { value: string; options: Record<string, unknown> } | { deleted: true; options: Record<string, unknown> };

export function fakeRequest(cookies: Record<string, string> = {}, url = 'http://localhost/ar') {
  const values = new Map(Object.entries(cookies));
  const jar = new Map<string, CookieWrite>();
  const astroCookies = {
    get: (name: string) => (values.has(name) ? { value: values.get(name) as string } : undefined),
    has: (name: string) => values.has(name),
    set: (name: string, value: string, options: Record<string, unknown> = {}) => {
      values.set(name, value);
      jar.set(name, { value, options });
    },
    delete: (name: string, options: Record<string, unknown> = {}) => {
      values.delete(name);
      jar.set(name, { deleted: true, options });
    },
  } as unknown as AstroCookies;
  const requestUrl = new URL(url);
  // A shopper reaching the storefront directly: the middleware resolves their address to the peer's.
  const clientAddress = '203.0.113.7';
  const locals = buildRequestContext({}, requestLocale(requestUrl.pathname, undefined), readShopper(astroCookies), { clientIp: clientAddress });
  return { context: { cookies: astroCookies, url: requestUrl, request: new Request(url), clientAddress, locals }, jar, values };
}

/** The same request as a page in `locale` sees it: its context rebuilt from the cookies as they now are. */
export function inLocale<Context extends { cookies: AstroCookies }>(context: Context, locale: Locale): Context {
  return { ...context, locals: buildRequestContext({}, locale, readShopper(context.cookies), { clientIp: null }) };
}
