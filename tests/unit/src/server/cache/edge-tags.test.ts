/**
 * The tag headers outside caches read (xkey, Surrogate-Key, Cache-Tag): every tag while they fit Varnish's 8 KB
 * header line, else the page, listing and shell tags without the product tags; always the page's own tag.
 */
import { describe, expect, it } from 'vitest';
import { EDGE_TAG_HEADERS_TOTAL_BYTES, EDGE_TAG_HEADER_BYTES, edgeTagHeaders, edgeTags, pageTag } from '@/server/cache/edge-tags.ts';
import { pageCacheOptions } from '@/server/cache/page-cache-options.ts';

const skus = (count: number) => Array.from({ length: count }, (_, index) => ({ sku: `SKU-${String(index).padStart(6, '0')}` }));

describe('edge tags', () => {
  it('name one page by its path, whatever its query, in a form no cache splits', () => {
    expect(pageTag('/en/deals')).toMatch(/^page:[\w-]{16}$/);
    expect(pageTag('/en/deals')).toBe(pageTag('/en/deals'));
    expect(pageTag('/en/deals')).not.toBe(pageTag('/ar/deals'));
  });

  it('carry every tag of an ordinary page, without the route cache path tag', () => {
    const { tags } = pageCacheOptions.category(4, skus(24));
    expect(edgeTags([...tags, 'astro-path:/en/categories/a,b'], '/en/categories/a,b')).toEqual([pageTag('/en/categories/a,b'), ...tags]);
  });

  it('carry the listing tag instead of product tags when a 1,000-product listing would not fit', () => {
    const { tags } = pageCacheOptions.category(4, skus(1000));
    expect(tags).toHaveLength(1003);
    const bounded = edgeTags(tags, '/en/categories/phones');
    expect(bounded).toEqual([pageTag('/en/categories/phones'), 'category:4', 'menu', 'config']);
  });

  it('keep each header under the bound, and all three name the same tags', () => {
    for (const count of [1, 200, 250, 300, 400, 1000, 5000]) {
      const headers = edgeTagHeaders(pageCacheOptions.search(skus(count)).tags, '/en/search');
      for (const value of Object.values(headers)) expect(Buffer.byteLength(value)).toBeLessThanOrEqual(EDGE_TAG_HEADER_BYTES);
      // Together they leave a Node client's 16 KB header block room for the page's other headers.
      expect(Object.values(headers).reduce((sum, value) => sum + Buffer.byteLength(value), 0)).toBeLessThanOrEqual(EDGE_TAG_HEADERS_TOTAL_BYTES);
      expect(headers['surrogate-key']).toBe(headers.xkey);
      expect(headers['cache-tag']).toBe(headers.xkey.replaceAll(' ', ','));
    }
  });
});
