/** The status line's reason phrase (src/server/status-text.ts): the standard one for every status. */
import { describe, expect, it } from 'vitest';
import { withStandardStatusText } from '@/server/status-text.ts';

describe('the status text', () => {
  it("replaces Astro's OK on a page that set another status", async () => {
    const answer = withStandardStatusText(new Response('<p>x</p>', { status: 400, statusText: 'OK', headers: { 'x-kept': '1' } }));
    expect(answer.status).toBe(400);
    expect(answer.statusText).toBe('Bad Request');
    expect(answer.headers.get('x-kept')).toBe('1');
    expect(await answer.text()).toBe('<p>x</p>');
    expect(withStandardStatusText(new Response(null, { status: 404, statusText: 'OK' })).statusText).toBe('Not Found');
  });

  it("replaces an Action error's code", () => {
    expect(withStandardStatusText(new Response(null, { status: 400, statusText: 'BAD_REQUEST' })).statusText).toBe('Bad Request');
  });

  it('leaves a right one as it is', () => {
    const ok = new Response('x', { statusText: 'OK' });
    expect(withStandardStatusText(ok)).toBe(ok);
    const redirect = new Response(null, { status: 303, statusText: 'See Other', headers: { location: '/en' } });
    expect(withStandardStatusText(redirect)).toBe(redirect);
    // No text: Node writes the standard one.
    const bare = new Response(null, { status: 503 });
    expect(withStandardStatusText(bare)).toBe(bare);
  });
});
