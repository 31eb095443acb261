/**
 * The Cache-Control policy of every response the storefront renders.
 *
 * - Shared pages (the route asked to be cached and nothing personal is in the response) are kept by outside caches
 *   too: `public, max-age=0, s-maxage=<maxAge>, stale-while-revalidate=<swr>`. Browsers revalidate every time (a
 *   cheap 304 with the ETag), a CDN keeps the page as long as the route cache does.
 * - Personal responses get `private, no-store`, whatever the route said: anything with a Set-Cookie, the account
 *   and checkout pages, Actions and every non-GET request. So does anything else that is not stored in the route
 *   cache and chose no policy of its own (errors, pages that asked not to be cached).
 * - A response that set its own Cache-Control (the media proxy's year-long images, robots.txt, search
 *   suggestions' short browser lifetime) keeps it unless it is personal.
 */

export const PERSONAL_CACHE_CONTROL = 'private, no-store';

export type Lifetime = { maxAge: number; swr: number };

export function sharedCacheControl({ maxAge, swr }: Lifetime): string {
  return `public, max-age=0, s-maxage=${maxAge}, stale-while-revalidate=${swr}`;
}

/** `/ar/account/orders`, `/en/checkout`, `/_actions/cart.add`: paths whose answer belongs to one shopper. */
export function isPersonalPath(pathname: string): boolean {
  return /^\/(?:[a-z]{2}\/(?:account|checkout)(?:\/|$)|_actions(?:\/|$))/.test(pathname);
}

/** True when the response sets a cookie, directly or through Astro's `cookies` (attached to the response). */
export function setsCookie(response: Response): boolean {
  if (response.headers.has('set-cookie')) return true;
  // Astro keeps `Astro.cookies` beside the response under this registered symbol until it writes the headers.
  const cookies = Reflect.get(response, Symbol.for('astro.cookies')) as { headers?: () => Iterator<string> } | undefined;
  return Boolean(cookies?.headers && !cookies.headers().next().done);
}

/** What the route asked of the route cache: Astro's `CDN-Cache-Control` and `Cache-Tag` headers, read back. */
export function routeCacheRequest(response: Response): (Lifetime & { tags: string[] }) | null {
  const directives = response.headers.get('cdn-cache-control');
  if (!directives) return null;
  const value = (name: string) => Number(new RegExp(`(?:^|,)\\s*${name}=(\\d+)`, 'i').exec(directives)?.[1] ?? 0);
  const tags = (response.headers.get('cache-tag') ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return { maxAge: value('max-age'), swr: value('stale-while-revalidate'), tags };
}
