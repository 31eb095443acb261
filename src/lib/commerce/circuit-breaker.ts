/**
 * The circuit breaker in front of the commerce backend (cockatiel's): after `COMMERCE_BREAKER_FAILURES` (5) calls
 * in a row find it unavailable (down, hung past the deadline, a 5xx, or an answer we cannot read), calls stop
 * reaching it and fail at once for `COMMERCE_BREAKER_RESET_MS` (5 s). Then one call is let through as a probe:
 * if it succeeds the breaker closes and calls flow again, if it fails the breaker stays open for another period.
 * While the probe is under way other calls fail at once too, rather than queue behind it. Pages then answer
 * their stale copy or "try again shortly" without waiting, and a struggling backend is not buried under retries.
 *
 * Refusals (bad input, not found, unauthorised) are answers, not failures: they neither count nor reset. Nor does
 * a failure marked `uncounted` (commerce-call.ts: the second call of one request to time out at its deadline, or
 * a call that had too little of its request's time left to say anything about the backend): the breaker opens on a
 * backend that fails calls, not on one request that ran out of time.
 * One breaker per backend base URL, created with the settings in force when it is first used; and one more per
 * backend for background work (re-renders of stale pages, prefetches: src/server/cache/background-renders.ts), whose
 * failures and timeouts under a burst never count toward the breaker shoppers' pages and Actions go through.
 */
import { BrokenCircuitError, CircuitState, ConsecutiveBreaker, circuitBreaker, handleWhen, type CircuitBreakerPolicy } from 'cockatiel';
import { CommerceResponseError, CommerceUnavailableError } from './errors.ts';

export type BreakerSettings = { failures: number; resetMs: number };

const DEFAULT_FAILURES = 5;
const DEFAULT_RESET_MS = 5_000;

function positiveInteger(value: string | undefined, fallback: number): number {
  const configured = Number(value);
  return Number.isInteger(configured) && configured > 0 ? configured : fallback;
}

export function breakerSettings(env: NodeJS.ProcessEnv = process.env): BreakerSettings {
  return {
    failures: positiveInteger(env.COMMERCE_BREAKER_FAILURES, DEFAULT_FAILURES),
    resetMs: positiveInteger(env.COMMERCE_BREAKER_RESET_MS, DEFAULT_RESET_MS),
  };
}

/** A failure that says the backend cannot serve now (as opposed to a refusal of this request). */
export function isBackendFailure(error: unknown): error is CommerceUnavailableError | CommerceResponseError {
  return error instanceof CommerceUnavailableError || error instanceof CommerceResponseError;
}

const UNCOUNTED = new WeakSet<Error>();

/** Marks `failure` as one the breaker does not count (it still fails its call); answers it. */
export function uncounted<E extends Error>(failure: E): E {
  UNCOUNTED.add(failure);
  return failure;
}

/** A backend failure the breaker counts. */
function countsAsFailure(error: unknown): boolean {
  return isBackendFailure(error) && !UNCOUNTED.has(error);
}

const breakers = new Map<string, CircuitBreakerPolicy>();

/** The key of `backend`'s breaker for background work (it names it in log lines too). */
export function backgroundBreakerOf(backend: string): string {
  return `${backend} (background renders)`;
}

function createBreaker(backend: string): CircuitBreakerPolicy {
  const { failures, resetMs } = breakerSettings();
  const breaker = circuitBreaker(handleWhen(countsAsFailure), {
    halfOpenAfter: resetMs,
    breaker: new ConsecutiveBreaker(failures),
  });
  breaker.onBreak(() =>
    console.warn(`[commerce] ${backend} failed ${failures} times in a row: calls stop for ${resetMs} ms, then one probes it`),
  );
  breaker.onReset(() => console.info(`[commerce] ${backend} answers again: calls flow`));
  return breaker;
}

function breakerFor(backend: string): CircuitBreakerPolicy {
  let breaker = breakers.get(backend);
  if (!breaker) breakers.set(backend, (breaker = createBreaker(backend)));
  return breaker;
}

/** `closed` (calls flow), `open` (calls fail at once) or `probing` (one call is testing the backend). */
export function breakerState(backend: string): 'closed' | 'open' | 'probing' {
  const state = breakers.get(backend)?.state ?? CircuitState.Closed;
  if (state === CircuitState.HalfOpen) return 'probing';
  return state === CircuitState.Closed ? 'closed' : 'open';
}

/**
 * Runs `call` (which must throw typed commerce errors) through the breaker of `backend`. While the breaker is
 * open, or a probe is under way, throws `CommerceUnavailableError` at once without calling.
 */
export async function throughBreaker<T>(backend: string, call: () => Promise<T>): Promise<T> {
  const breaker = breakerFor(backend);
  if (breaker.state === CircuitState.HalfOpen) {
    throw new CommerceUnavailableError(`Commerce backend ${backend} is being probed after failures: not called`);
  }
  try {
    return await breaker.execute(call);
  } catch (error) {
    // No cause attached: the message says it all, and every page logging cockatiel's stack during an outage would
    // bury the log.
    if (error instanceof BrokenCircuitError) throw new CommerceUnavailableError(`Commerce backend ${backend} keeps failing: not called for now`);
    throw error;
  }
}
