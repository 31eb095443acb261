import { describe, expect, it } from 'vitest';
import { cachedViewOr404 } from '@/server/cache/cached-view-response.ts';
import type { PageCacheOptions } from '@/server/cache/page-cache-options.ts';

/** The two parts of `Astro` the helper touches, recording what it set. */
function fakePage() {
  const set: (PageCacheOptions | false)[] = [];
  const page = { response: { status: 200 }, cache: { set: (options: PageCacheOptions | false) => void set.push(options) } };
  return { page: page as unknown as Parameters<typeof cachedViewOr404>[0], set, response: page.response };
}

describe('cachedViewOr404', () => {
  it('returns the view and keeps the page with the cache options it came with', () => {
    const { page, set, response } = fakePage();
    const cache = { maxAge: 300, tags: ['menu', 'category:7'] } as unknown as PageCacheOptions;
    expect(cachedViewOr404(page, { view: { name: 'Phones' }, cache })).toEqual({ name: 'Phones' });
    expect(set).toEqual([cache]);
    expect(response.status).toBe(200);
  });

  it('passes on a view that must not be kept (a redirect) as not cacheable', () => {
    const { page, set } = fakePage();
    expect(cachedViewOr404(page, { view: 'redirect', cache: false })).toBe('redirect');
    expect(set).toEqual([false]);
  });

  it('answers 404 and keeps nothing when there is no such page', () => {
    const { page, set, response } = fakePage();
    expect(cachedViewOr404(page, null)).toBeNull();
    expect(response.status).toBe(404);
    expect(set).toEqual([]);
  });
});
