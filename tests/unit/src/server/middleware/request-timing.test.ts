/** The middleware's first step (src/server/middleware/request-timing.ts). */
import { describe, expect, it } from 'vitest';
import { timeRequest } from '@/server/middleware/request-timing.ts';
import { metricsExposition } from '@/server/observability/metrics.ts';

describe('timing a request', () => {
  it("says the render's time, counts the answer by route and status, and gives its status the standard phrase", async () => {
    const request = new Request('http://store.test/ar/about');
    const answered = await timeRequest({ routePattern: '/[locale]/about', request }, async () => new Response('x', { status: 404, statusText: 'Nope' }));
    expect(answered.headers.get('server-timing')).toMatch(/^render;dur=\d+(\.\d+)?$/);
    expect(answered.statusText).toBe('Not Found');
    expect((await metricsExposition()).body).toMatch(/route="\/\[locale\]\/about"[^\n]*status="404"/);
  });

  it('times an answer whose headers cannot change', async () => {
    const answered = await timeRequest({ routePattern: '/', request: new Request('http://store.test/') }, async () => Response.redirect('http://store.test/ar', 302));
    expect(answered.headers.get('server-timing')).toMatch(/^render;dur=/);
  });
});
