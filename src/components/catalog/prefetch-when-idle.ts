/**
 * When catalogue links are prefetched (spec §9): once the browser is idle, 2000 ms after the page loaded at the
 * latest. Apart from the prefetcher (link-prefetch.ts) so that a page loads the prefetcher's code only then.
 */

/** Spec §9: prefetch idle timeout. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

/** Runs `work` once the browser is idle, within PREFETCH_IDLE_TIMEOUT_MS (a timer where there is no idle callback). */
export function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') requestIdleCallback(work, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
  else setTimeout(work, PREFETCH_IDLE_TIMEOUT_MS);
}
