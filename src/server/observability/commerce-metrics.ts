/**
 * The commerce side of the metrics (metrics.ts): each call to the commerce API counted and timed by operation and
 * outcome, and the circuit breaker's state read when the metrics are scraped. Imported by the middleware, so it
 * watches the commerce door of the build that makes the calls.
 */
import { commerceBreakerState, observeCommerceCalls } from '@/lib/commerce/index.ts';
import { commerceCallDuration, commerceCalls, gauge } from './metrics.ts';

const BREAKER_VALUES = { closed: 0, probing: 0.5, open: 1 } as const;

gauge({
  name: 'storefront_commerce_circuit_breaker_state',
  help: 'The commerce circuit breaker: 0 closed (calls flow), 0.5 probing, 1 open (calls fail at once).',
  collect() {
    this.set(BREAKER_VALUES[commerceBreakerState()]);
  },
});

observeCommerceCalls(({ operation, outcome, durationMs }) => {
  commerceCalls.inc({ operation, outcome });
  commerceCallDuration.observe({ operation, outcome }, durationMs / 1000);
});
