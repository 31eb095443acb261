/**
 * Issue 41, part 4: the first shopper after a deploy does not wait for image encoding. A storefront started with
 * `WARM_UP_PATHS` (store paths separated by commas, e.g. `/ar,/en`) visits each of them itself as soon as it listens,
 * as a shopper's browser would:
 * - the render fills the route cache and starts making the page's first photos' copies
 *   (src/server/media/first-photos.ts);
 * - then it asks for every width of each first photo (`loading="eager"`) in WebP, which waits for those copies, and
 *   in AVIF, which starts the AVIF copies behind their WebP stand-ins.
 * So the home's banners are kept copies before the first shopper asks for them, even on a phone at 2x, where the
 * render's head start alone was not always enough. It tells the process that started it (`process.send`, when there
 * is one) and logs when it is done; a path that fails is logged and skipped: a warm-up never stops a storefront.
 */
const MAX_PATHS = 20;
const REQUEST_TIMEOUT_MS = 30_000;
/** The formats a browser may be answered in, WebP first: its copies are the ones a page's render started. */
const ACCEPTS = ['image/webp,*/*;q=0.8', 'image/avif,image/webp,*/*;q=0.8'] as const;

export type WarmUpResult = { paths: string[]; photos: number; failed: string[] };

/** The store paths in `value` (WARM_UP_PATHS): absolute, same-origin, bounded; anything else is left out. */
export function warmUpPaths(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((path) => path.trim())
    .filter((path) => /^\/(?!\/)[\w\-./?=&%]{0,200}$/.test(path))
    .slice(0, MAX_PATHS);
}

/** The copy URLs of every first-screen photo (`loading="eager"` with a `srcset`) in a page's HTML. */
export function firstPhotoCopies(html: string): string[] {
  const copies = new Set<string>();
  for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
    if (!/\bloading="eager"/.test(tag)) continue;
    const srcset = /\bsrcset="([^"]*)"/.exec(tag)?.[1];
    if (!srcset) continue;
    for (const candidate of srcset.split(',')) {
      const url = candidate.trim().split(/\s+/)[0]?.replaceAll('&amp;', '&');
      if (url?.startsWith('/media/')) copies.add(url);
    }
  }
  return [...copies];
}

async function get(url: string, accept: string): Promise<Response> {
  const response = await fetch(url, { headers: { accept }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  await response.arrayBuffer();
  return response;
}

/** Visits each path on `baseUrl` (this storefront), then asks for its first photos' copies, one at a time. */
export async function warmUp(baseUrl: string, paths: readonly string[]): Promise<WarmUpResult> {
  const result: WarmUpResult = { paths: [], photos: 0, failed: [] };
  for (const path of paths) {
    try {
      const page = await fetch(new URL(path, baseUrl), { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      if (!page.ok) throw new Error(`HTTP ${page.status}`);
      const copies = firstPhotoCopies(await page.text());
      for (const accept of ACCEPTS) {
        for (const copy of copies) await get(new URL(copy, baseUrl).href, accept);
      }
      result.paths.push(path);
      result.photos += copies.length;
    } catch {
      result.failed.push(path);
    }
  }
  return result;
}
