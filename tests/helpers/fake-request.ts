/**
 * A request context for server steps (`{ cookies, url, request }`), with an in-memory cookie jar that behaves like
 * Astro's for what the steps use: get, set (with options), delete. `jar` shows what the response would carry.
 */
import type { AstroCookies } from 'astro';

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
  return { context: { cookies: astroCookies, url: new URL(url), request: new Request(url), clientAddress: '203.0.113.7' }, jar, values };
}
