/**
 * What the commerce door needs to know about the shopper's own request while it calls the backend on their behalf,
 * and what its calls record there:
 * - their address, so the backend's per-client limits (OTP codes, newsletter…) count each shopper separately instead
 *   of one bucket for the whole storefront;
 * - the request id, passed on to the backend so one shopper's request can be followed through both logs;
 * - the request's one commerce deadline (deadline.ts): every call the request makes shares it, so calls made in
 *   parallel time out together and calls made one after another cannot add up past it;
 * - whether a call found the backend unavailable, so the route cache can answer a stale copy instead
 *   (src/server/cache/astro-provider.ts);
 * - how many calls it made and their time, its Server-Timing.
 *
 * The storefront's request context (`Astro.locals`, src/server/shopper/request-context.ts) is this state: the
 * middleware builds it once per request, and the request's commerce client (context.ts, client.ts) is bound to
 * that same object, so what a call records is read from `locals`.
 */
export type ShopperRequest = {
  readonly clientIp: string | null;
  readonly requestId: string | null;
  /** Aborts when the request's time for the commerce API is spent; null outside a shopper's request. */
  readonly deadline: AbortSignal | null;
  /**
   * Background work (a stale page's re-render, a prefetch): its calls go through a breaker of their own, so their
   * failures never switch the backend off for shoppers' pages and Actions (circuit-breaker.ts).
   */
  readonly background: boolean;
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
  background?: boolean;
};

/** The state of a request that has made no commerce call yet. */
export function shopperRequest(init: ShopperRequestInit): ShopperRequest {
  return {
    clientIp: init.clientIp,
    requestId: init.requestId ?? null,
    deadline: init.deadline ?? null,
    background: init.background ?? false,
    backendFailed: false,
    commerceCalls: 0,
    commerceMs: 0,
  };
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
