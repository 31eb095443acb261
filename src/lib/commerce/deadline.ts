/**
 * One deadline per shopper's request for everything it asks the commerce API. The middleware starts it when the
 * request comes in (`commerceDeadline`) and keeps it in the request's state (shopper-request.ts: the request's
 * `locals`), which the request's commerce context carries; every call of the request passes the same AbortSignal,
 * so calls made in parallel time out together and calls made one after another cannot add up past it. A page gets
 * `COMMERCE_TIMEOUT_MS` (3 s), an Action or form post `COMMERCE_ACTION_TIMEOUT_MS` (8 s). A call made outside
 * any shopper's request (a script, a test) gets a page's time of its own.
 *
 * The deadline measures the backend, not this process: it expires only once the answers that came in by then have
 * been read (src/lib/io-deadline.ts), so a storefront whose event loop stood still under load does not call an
 * answer that was waiting in its socket a timeout (and count it against the backend in the breaker).
 */
import { deadlineSignal } from '@/lib/io-deadline.ts';
import { commerceActionTimeoutMs, commerceTimeoutMs } from './config.ts';
import type { ShopperRequest } from './shopper-request.ts';

/** Reads do not change anything: GET and HEAD are pages (and API reads); everything else is a write. */
function isRead(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}

/** The deadline of a request with this method, starting now. */
export function commerceDeadline(method: string): AbortSignal {
  return deadlineSignal(isRead(method) ? commerceTimeoutMs() : commerceActionTimeoutMs());
}

/** The signal a commerce call made now must honour: its request's deadline, else a page's time from now. */
export function callDeadline(request: ShopperRequest | null): AbortSignal {
  return request?.deadline ?? deadlineSignal(commerceTimeoutMs());
}
