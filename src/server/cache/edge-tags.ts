/**
 * The tags of a cached page as the caches in front of the storefront read them: `xkey` (Varnish with
 * vmod-xkey, deploy/varnish/default.vcl), `Surrogate-Key` (Fastly) and `Cache-Tag` (Cloudflare). The route cache
 * keeps every tag of a page in its own index; these headers are bounded, because an outside cache refuses a
 * response whose header line is too long (Varnish's default `http_resp_hdr_len` is 8 KB).
 *
 * Every page carries `page:<hash of its path>`. When the storefront purges its route cache it purges the outside
 * caches by the same tags and by the page tag of every page it purged (edge-purge.ts): so a listing with more
 * products than fit in the header, which carries its listing and shell tags but no product tags, is still purged
 * exactly when a product it shows changes, and by its listing tag when a product enters or leaves it.
 */
import { createHash } from 'node:crypto';

/** Bytes of tags one header may carry: under Varnish's 8 KB default with room for the header's name. */
export const EDGE_TAG_HEADER_BYTES = 7900;

export const EDGE_TAG_HEADERS = ['xkey', 'surrogate-key', 'cache-tag'] as const;

/**
 * Bytes of tags the three headers of one page carry together: a client built on Node (fetch, a health check, a proxy)
 * refuses a response whose header block passes 16 KB, so three headers of 7.9 KB each cannot all be sent. A page
 * listing a few hundred products (a sitemap file) would reach it; a listing's page of 24 products is far below.
 */
export const EDGE_TAG_HEADERS_TOTAL_BYTES = 13_500;

/** What one of a page's tag headers may carry: the tighter of the two bounds. */
const PAGE_TAG_HEADER_BYTES = Math.min(EDGE_TAG_HEADER_BYTES, Math.floor(EDGE_TAG_HEADERS_TOTAL_BYTES / EDGE_TAG_HEADERS.length));

/** The tag naming one page (every query of its path) in outside caches. */
export function pageTag(pathname: string): string {
  return `page:${createHash('sha256').update(pathname).digest('base64url').slice(0, 16)}`;
}

/** Tags joined by a single space (xkey and Surrogate-Key) or a comma (Cache-Tag) take this many bytes. */
const joinedBytes = (tags: readonly string[]) => tags.reduce((sum, tag) => sum + Buffer.byteLength(tag), 0) + Math.max(0, tags.length - 1);

/**
 * The tags an outside cache gets for a page at `pathname`: its page tag and all of `tags` when they fit in
 * PAGE_TAG_HEADER_BYTES; else its page tag and the tags that are not `product:` tags (listing, shell, blocks).
 */
export function edgeTags(tags: readonly string[], pathname: string): string[] {
  // The route cache's own path tags are left out: a path may hold a comma, and the page tag names the page.
  const all = [pageTag(pathname), ...new Set(tags.filter((tag) => !tag.startsWith('astro-path:')))];
  if (joinedBytes(all) <= PAGE_TAG_HEADER_BYTES) return all;
  const withoutProducts = all.filter((tag) => !tag.startsWith('product:'));
  // Only a page with hundreds of non-product tags gets here, which no route makes: its page tag still purges it.
  return joinedBytes(withoutProducts) <= PAGE_TAG_HEADER_BYTES ? withoutProducts : [all[0]!];
}

/** The three headers, all naming the same bounded tags. */
export function edgeTagHeaders(tags: readonly string[], pathname: string): Record<(typeof EDGE_TAG_HEADERS)[number], string> {
  const bounded = edgeTags(tags, pathname);
  return { xkey: bounded.join(' '), 'surrogate-key': bounded.join(' '), 'cache-tag': bounded.join(',') };
}
