/**
 * What the commerce door needs to know about the shopper's own request while it calls the backend on their behalf:
 * - their address, so the backend's per-client limits (OTP codes, newsletter…) count each shopper separately instead
 *   of one bucket for the whole storefront;
 * - the request id, passed on to the backend so one shopper's request can be followed through both logs;
 * - the request's one commerce deadline (deadline.ts): every call the request makes shares it, so calls made in
 *   parallel time out together and calls made one after another cannot add up past it;
 * - whether a call found the backend unavailable, so the route cache can answer a stale copy instead
 *   (src/server/cache/astro-provider.ts).
 *
 * The middleware runs every request inside `withShopperRequest` and puts the state in the request's commerce
 * context (context.ts), which every call of the request is given. Astro renders an error page, a rewrite or a
 * stale page's re-render for the same request outside or inside that scope: the state is kept per Request
 * object, so each of those finds the same deadline instead of starting a new one. Node's AsyncLocalStorage also
 * carries it, for the log lines written anywhere during the request (they name its id).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export type ShopperRequest = {
  clientIp: string | null;
  requestId: string | null;
  /** Aborts when the request's time for the commerce API is spent; null outside a shopper's request. */
  deadline: AbortSignal | null;
  /** Set when a call of this request found the backend down, hung, answering nonsense or switched off. */
  backendFailed: boolean;
  /** Commerce calls this request made, and their time added up (milliseconds): its Server-Timing. */
  commerceCalls: number;
  commerceMs: number;
};

export type ShopperRequestInit = {
  clientIp: string | null;
  requestId?: string | null;
  deadline?: AbortSignal | null;
  /** The request this state belongs to, so later renders for it (error page, rewrite) find the same state. */
  request?: object;
};

const current = new AsyncLocalStorage<ShopperRequest>();
const byRequest = new WeakMap<object, ShopperRequest>();

/**
 * Runs `work` as part of a shopper's request. Inside a request that already has its state (a rewrite renders the
 * other page inside the first one's scope, an error page renders for the same Request), that state is kept.
 */
export function withShopperRequest<T>(init: ShopperRequestInit, work: () => T): T {
  const shopper = current.getStore() ??
    (init.request ? byRequest.get(init.request) : undefined) ?? {
      clientIp: init.clientIp,
      requestId: init.requestId ?? null,
      deadline: init.deadline ?? null,
      backendFailed: false,
      commerceCalls: 0,
      commerceMs: 0,
    };
  if (init.request) byRequest.set(init.request, shopper);
  return current.run(shopper, work);
}

/** The state of the request the caller runs for, if any. */
export function currentShopperRequest(): ShopperRequest | undefined {
  return current.getStore();
}

/** The state recorded for `request` by the middleware, if it ran for it. */
export function shopperRequestOf(request: object): ShopperRequest | undefined {
  return byRequest.get(request);
}

/**
 * The headers every commerce call carries for the shopper: `X-Forwarded-For` when their address is known,
 * `X-Request-Id` when the request has one.
 */
export function shopperHeaders(shopper: ShopperRequest | null): Record<string, string> {
  const headers: Record<string, string> = {};
  if (shopper?.clientIp) headers['X-Forwarded-For'] = shopper.clientIp;
  if (shopper?.requestId) headers['X-Request-Id'] = shopper.requestId;
  return headers;
}
