/**
 * How late this process's event loop runs (src/server/cache/event-loop-load.ts), which background renders and
 * prefetches read to step aside for shoppers: a stall shows for about a second after it, then the loop reads calm.
 */
import { describe, expect, it } from 'vitest';
import { eventLoopBusy, eventLoopLagMs, watchEventLoop } from '@/server/cache/event-loop-load.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('event loop load', () => {
  it('reads a stall as busy for about a second after it, then calm again', async () => {
    watchEventLoop();
    await wait(1300);
    const until = performance.now() + 300;
    while (performance.now() < until);
    await wait(150);
    expect(eventLoopLagMs()).toBeGreaterThanOrEqual(200);
    expect(eventLoopBusy()).toBe(true);
    await wait(1500);
    // Calm again unless this machine held the loop up meanwhile: the reading is what the loop just went through.
    expect(eventLoopLagMs()).toBeLessThan(300);
  });
});
