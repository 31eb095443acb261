/**
 * Editors' changes reaching shoppers: the backend's signed change notices as `/api/revalidate` received them
 * (purged, repeat: already applied, refused: unsigned, stale or malformed, failed: the cache could not be purged and
 * the backend must deliver again), and the purge lag, from the change (the notice's signed `at`) to its pages purged
 * on this storefront, in seconds. The signature covers `at`, so the lag cannot be forged by whoever can reach the
 * endpoint.
 */
import { counter, histogram } from './metrics.ts';

export const changeNotices = counter({
  name: 'storefront_change_notices_total',
  help: 'Change notices received at /api/revalidate, by outcome: purged, repeat, refused (bad signature or body), failed (the cache could not be purged).',
  labelNames: ['outcome'],
});

// Every outcome is a series from the start, so the first failure is an increase an alert can see.
for (const outcome of ['purged', 'repeat', 'refused', 'failed']) changeNotices.labels({ outcome }).inc(0);

export const purgeLag = histogram({
  name: 'storefront_purge_lag_seconds',
  help: 'Time from an editor\'s change (the notice\'s signed time) to its pages purged from the route cache.',
  buckets: [0.25, 0.5, 1, 2, 5, 10, 30, 60, 300],
});

/** Records a notice applied at `nowMs` for a change made at `changedAt` (ISO time); a clock ahead counts as 0. */
export function recordPurged(changedAt: string, nowMs: number = Date.now()): void {
  changeNotices.inc({ outcome: 'purged' });
  purgeLag.observe(Math.max(0, nowMs - Date.parse(changedAt)) / 1000);
}
