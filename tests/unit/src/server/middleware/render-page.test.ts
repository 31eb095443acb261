/** The middleware's page step (src/server/middleware/render-page.ts): personal pages stay out of every cache. */
import { describe, expect, it } from 'vitest';
import { keepPrivate } from '@/server/middleware/render-page.ts';

describe('a personal page', () => {
  it('switches the route cache off and tells browsers and proxies not to store it', () => {
    const set: unknown[] = [];
    const response = new Response('<p>', { headers: { 'cache-control': 'public, max-age=60' } });
    keepPrivate({ cache: { set: (input) => void set.push(input) } }, response);
    expect(set).toEqual([false]);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaves a response whose headers cannot change as it is', () => {
    expect(() => keepPrivate({ cache: { set: () => undefined } }, Response.redirect('http://store.test/', 302))).not.toThrow();
  });
});
