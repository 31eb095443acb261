/**
 * The queue of renders nobody waits for (src/server/cache/background-renders.ts): a burst of stale pages renders a
 * few at a time, one render per page, the most visited first; renders step aside while shoppers' requests wait
 * for the CPU; a prefetch waits its turn, declined only by a backed-up queue; and which requests are background work.
 */
import { describe, expect, it } from 'vitest';
import { BACKGROUND_RENDER_HEADER, BackgroundRenders, isBackgroundRender, isPrerender, markBackgroundRender } from '@/server/cache/background-renders.ts';

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 5));
/** This process's CPU as the queue sees it: calm unless a test says otherwise. */
const calm = () => false;

describe('background renders', () => {
  it('render a burst of 120 stale pages two at a time, each page once', async () => {
    const queue = new BackgroundRenders(2, calm);
    let running = 0;
    let most = 0;
    const rendered: string[] = [];
    const render = (key: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      rendered.push(key);
      running -= 1;
    };
    for (let page = 0; page < 120; page++) {
      const key = `https://shop.test/ar/products/p-${page}`;
      // Three shoppers ask for each stale page: it is queued once.
      for (let shopper = 0; shopper < 3; shopper++) queue.schedule(key, render(key), () => undefined);
    }
    expect(queue.load).toEqual({ rendering: 2, waiting: 118 });
    await queue.idle();
    expect(most).toBe(2);
    expect(rendered).toHaveLength(120);
    expect(new Set(rendered).size).toBe(120);
  });

  it('render the most visited waiting pages first, and a page asked for again moves up', async () => {
    const queue = new BackgroundRenders(1, calm);
    const order: string[] = [];
    const render = (key: string) => async () => {
      order.push(key);
      await tick();
    };
    queue.schedule('busy', render('busy'), () => undefined);
    for (const key of ['rare', 'popular', 'home']) queue.schedule(key, render(key), () => undefined);
    for (let visit = 0; visit < 5; visit++) queue.visit('home');
    for (let visit = 0; visit < 2; visit++) queue.visit('popular');
    await queue.idle();
    expect(order).toEqual(['busy', 'home', 'popular', 'rare']);
  });

  it('report a failed render to its caller and render the page again when asked later', async () => {
    const queue = new BackgroundRenders(2, calm);
    const errors: string[] = [];
    queue.schedule('page', () => Promise.reject(new Error('backend down')), (error) => errors.push(error.message));
    await queue.idle();
    await tick();
    expect(errors).toEqual(['backend down']);
    expect(queue.schedule('page', () => Promise.resolve(), () => undefined)).toBe(true);
  });

  it('render a prefetch in its turn while a few pages wait, and decline it at once when four pages wait a slot', async () => {
    const queue = new BackgroundRenders(2, calm);
    await expect(queue.runUnlessBusy(async () => 'page')).resolves.toBe('page');
    // Both slots render and six pages wait: a listing's in-view prefetches still wait their turn (a declined prefetch
    // fails the prerender of the same link, the shopper resting on it).
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) queue.schedule(key, tick, () => undefined);
    expect(queue.load).toEqual({ rendering: 2, waiting: 6 });
    await expect(queue.runUnlessBusy(async () => 'page')).resolves.toBe('page');
    // Eight wait, four a slot: the queue is backed up, the prefetch is declined without waiting.
    for (const key of ['i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r']) queue.schedule(key, tick, () => undefined);
    expect(queue.load.waiting).toBeGreaterThanOrEqual(8);
    let declinedAfter = performance.now();
    await expect(queue.runUnlessBusy(async () => 'page')).resolves.toBeNull();
    declinedAfter = performance.now() - declinedAfter;
    expect(declinedAfter).toBeLessThan(5);
    await queue.idle();
    await expect(queue.runUnlessBusy(async () => 'page')).resolves.toBe('page');
  });

  it("hold renders and prefetches back while shoppers' requests wait for the CPU, a second at most", async () => {
    let busy = true;
    const queue = new BackgroundRenders(2, () => busy);
    const rendered: string[] = [];
    queue.schedule('stale', async () => void rendered.push('stale'), () => undefined);
    const prefetch = queue.runUnlessBusy(async () => void rendered.push('prefetch'));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(rendered).toEqual([]);
    busy = false;
    await queue.idle();
    await prefetch;
    expect(rendered.sort()).toEqual(['prefetch', 'stale']);
  });

  it('never decline a prefetch for a busy CPU alone: at once in an idle queue, else after a second of waiting for calm', async () => {
    const queue = new BackgroundRenders(2, () => true);
    let renderedAt = performance.now();
    await expect(queue.runUnlessBusy(async () => 'page')).resolves.toBe('page');
    expect(performance.now() - renderedAt).toBeLessThan(100);
    queue.schedule('stale', async () => undefined, () => undefined);
    renderedAt = performance.now();
    await expect(queue.runUnlessBusy(async () => 'page')).resolves.toBe('page');
    expect(performance.now() - renderedAt).toBeGreaterThanOrEqual(900);
  });

  it('know background work: a queued render, a prefetch or prerender, or a render a trusted proxy marked', () => {
    const page = (headers: Record<string, string> = {}) => new Request('https://shop.test/ar', { headers });
    expect(isBackgroundRender(page(), '203.0.113.9')).toBe(false);
    const queued = page();
    markBackgroundRender(queued);
    expect(isBackgroundRender(queued, '203.0.113.9')).toBe(true);
    expect(isBackgroundRender(page({ 'sec-purpose': 'prefetch' }), '203.0.113.9')).toBe(true);
    expect(isBackgroundRender(page({ 'sec-purpose': 'prefetch;prerender' }), '203.0.113.9')).toBe(true);
    expect(isBackgroundRender(page({ [BACKGROUND_RENDER_HEADER]: 'varnish-grace' }), '127.0.0.1')).toBe(true);
    // A shopper cannot make their own request background work by writing the header.
    expect(isBackgroundRender(page({ [BACKGROUND_RENDER_HEADER]: 'varnish-grace' }), '203.0.113.9')).toBe(false);
  });

  it('tell a prerender (the shopper resting on a link) from a prefetch of a link in view', () => {
    const page = (headers: Record<string, string> = {}) => new Request('https://shop.test/ar', { headers });
    expect(isPrerender(page({ 'sec-purpose': 'prefetch;prerender' }))).toBe(true);
    expect(isPrerender(page({ 'sec-purpose': 'prefetch' }))).toBe(false);
    expect(isPrerender(page({ purpose: 'prefetch' }))).toBe(false);
    expect(isPrerender(page())).toBe(false);
  });
});
