/**
 * How far behind this process's event loop runs, so that work nobody waits for (background re-renders, prefetches:
 * background-renders.ts) steps aside while shoppers' requests already wait for the CPU.
 *
 * Node measures it (`perf_hooks.monitorEventLoopDelay`: how late a timer of `RESOLUTION_MS` fires, kept in a
 * histogram). The load is the longest delay of the current half second and the one before, so one quiet moment
 * between two stalls does not read as calm. Measured in the deploy drill under load on a 2-core machine shared with other
 * work: a storefront's loop stood still for up to 2 s right after a release turned every page stale, while the
 * backend had one request in flight: it was the storefront's own CPU, not the backend, that shoppers' Actions waited
 * for.
 */
import { monitorEventLoopDelay, type ELDHistogram } from 'node:perf_hooks';

const RESOLUTION_MS = 20;
/** Windows of half a second: a stall is remembered for 0.5 to 1 s after it. */
const WINDOW_MS = 500;
/** A loop this late (ms) is busy: a shopper's request already waits about this long before it starts. */
export const BUSY_LAG_MS = 100;

type Watch = { histogram: ELDHistogram; previousMaxMs: number };

const SHARED = Symbol.for('matjar.event-loop-load');
const NS_PER_MS = 1e6;

/** Starts watching (once per process, whichever copy of this module asks first); answers the state. */
export function watchEventLoop(): Watch {
  const holder = globalThis as { [SHARED]?: Watch };
  if (holder[SHARED]) return holder[SHARED];
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const state: Watch = { histogram, previousMaxMs: 0 };
  // Each half second the window turns: its longest delay is remembered for one more.
  setInterval(() => {
    state.previousMaxMs = currentMaxMs(state);
    histogram.reset();
  }, WINDOW_MS).unref();
  return (holder[SHARED] = state);
}

/** The histogram's longest delay beyond its own resolution, in ms (0 before its first sample). */
function currentMaxMs({ histogram }: Watch): number {
  return histogram.count === 0 ? 0 : Math.max(0, histogram.max / NS_PER_MS - RESOLUTION_MS);
}

/** The event loop's recent lateness in ms (the longest of the last second or so); starts watching on first use. */
export function eventLoopLagMs(): number {
  const state = watchEventLoop();
  return Math.max(state.previousMaxMs, currentMaxMs(state));
}

/** Whether shoppers' requests are already waiting for this process's CPU. */
export function eventLoopBusy(): boolean {
  return eventLoopLagMs() >= BUSY_LAG_MS;
}
