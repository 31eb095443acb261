/**
 * How far behind this process's event loop runs, so that work nobody waits for (background re-renders, prefetches:
 * background-renders.ts) steps aside while shoppers' requests already wait for the CPU.
 *
 * A timer every `TICK_MS` notes how late it fired; the load is the latest lateness, remembered for `MEMORY_MS` (a
 * second) so one quiet tick between two stalls does not read as calm. Measured in the deploy drill under load on a
 * 2-core machine shared with other work: a storefront's loop stood still for up to 2 s right after a release turned
 * every page stale, while the backend had one request in flight: it was the storefront's own CPU, not the backend,
 * that shoppers' Actions waited for.
 */

const TICK_MS = 100;
const MEMORY_MS = 1000;
/** A loop this late (ms) is busy: a shopper's request already waits about this long before it starts. */
export const BUSY_LAG_MS = 100;

type Watch = { lagMs: number; at: number };

const SHARED = Symbol.for('matjar.event-loop-load');

/** Starts watching (once per process, whichever copy of this module asks first); answers the state. */
export function watchEventLoop(): Watch {
  const holder = globalThis as { [SHARED]?: Watch };
  if (holder[SHARED]) return holder[SHARED];
  const state: Watch = { lagMs: 0, at: 0 };
  let expected = performance.now() + TICK_MS;
  setInterval(() => {
    const now = performance.now();
    const lag = Math.max(0, now - expected);
    expected = now + TICK_MS;
    // The latest stall is kept for a second, unless a longer one comes.
    if (lag >= state.lagMs || now - state.at > MEMORY_MS) {
      state.lagMs = lag;
      state.at = now;
    }
  }, TICK_MS).unref();
  return (holder[SHARED] = state);
}

/** The event loop's recent lateness in ms (the longest of the last second or so); starts watching on first use. */
export function eventLoopLagMs(): number {
  const state = watchEventLoop();
  return performance.now() - state.at > MEMORY_MS ? 0 : state.lagMs;
}

/** Whether shoppers' requests are already waiting for this process's CPU. */
export function eventLoopBusy(): boolean {
  return eventLoopLagMs() >= BUSY_LAG_MS;
}
