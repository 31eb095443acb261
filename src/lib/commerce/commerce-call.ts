/**
 * How every commerce call runs, GraphQL and REST alike: within its request's one deadline (deadline.ts), through
 * the backend's circuit breaker (circuit-breaker.ts; background work's own one for a re-render or a prefetch), with whatever it throws mapped to a typed `CommerceError`
 * (errors.ts). A call whose request has already spent its time is not made at all. A call that finds the backend
 * unavailable marks its request (shopper-request.ts, carried by the call's context), so the route cache may answer a stale copy of the page.
 * Each call adds its time to its request's (the page's Server-Timing) and is reported to whoever observes the calls
 * (call-observer.ts: the metrics).
 */
import { reportCommerceCall, type CommerceCallOutcome } from './call-observer.ts';
import { backgroundBreakerOf, throughBreaker, isBackendFailure, uncounted } from './circuit-breaker.ts';
import { commerceTimeoutMs, commerceUrl } from './config.ts';
import { callDeadline } from './deadline.ts';
import { CommerceUnavailableError, reportCommerceFailure, toCommerceError } from './errors.ts';
import type { ShopperRequest } from './shopper-request.ts';

/**
 * A call timed out at its request's deadline tells the breaker the backend hung only when it waited at least this
 * long (1 s, or half a page's time when that is shorter): a call sent with less of its request's time left (the page
 * spent it rendering, or waiting for this process's CPU) says nothing about the backend.
 */
const minTellingWaitMs = () => Math.min(1000, commerceTimeoutMs() / 2);
/**
 * Deadlines that have already counted one timed-out call: a page's calls made in parallel share its deadline and time
 * out together, which is one observation of the backend, not five (five in a row open the breaker).
 */
const countedDeadlines = new WeakSet<AbortSignal>();

/** `failure` as the breaker should see it: a timeout at the request's deadline counts once, and only a telling one. */
function asBreakerSees(failure: Error, signal: AbortSignal, waitedMs: number): Error {
  if (!signal.aborted || !isBackendFailure(failure)) return failure;
  if (waitedMs < minTellingWaitMs() || countedDeadlines.has(signal)) return uncounted(failure);
  countedDeadlines.add(signal);
  return failure;
}

/**
 * Runs `send` with the signal it must pass to its HTTP call and returns what it returns; throws only
 * `CommerceError`s. `shopper` is the request the call serves (null outside one); `request` names the call in log lines (`GraphQL ProductList`, `REST GET /V1/...`).
 */
export async function commerceCall<T>(
  shopper: ShopperRequest | null,
  request: string,
  send: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const signal = callDeadline(shopper);
  const started = performance.now();
  let outcome: CommerceCallOutcome = 'refused';
  try {
    if (signal.aborted) throw new CommerceUnavailableError(`The request's time for the commerce API is spent: ${request} not sent`);
    // Background work has a breaker of its own: a burst of re-renders timing out never switches shoppers off.
    const breaker = shopper?.background ? backgroundBreakerOf(commerceUrl()) : commerceUrl();
    const answer = await throughBreaker(breaker, async () => {
      outcome = 'failed';
      const sent = performance.now();
      try {
        return await send(signal);
      } catch (error) {
        throw asBreakerSees(toCommerceError(error), signal, performance.now() - sent);
      }
    });
    outcome = 'ok';
    return answer;
  } catch (error) {
    const failure = toCommerceError(error);
    if (shopper && isBackendFailure(failure)) shopper.backendFailed = true;
    reportCommerceFailure(failure, request);
    throw failure;
  } finally {
    const durationMs = performance.now() - started;
    if (shopper) {
      shopper.commerceCalls += 1;
      shopper.commerceMs += durationMs;
    }
    reportCommerceCall({ operation: request, outcome, durationMs });
  }
}
