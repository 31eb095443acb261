/**
 * One log line per request, written by the production server (scripts/serve-storefront.ts) when the response is
 * done, route-cache hits included: time, level, request id, method, path (without the query, which may carry what
 * a shopper typed), status, duration in ms, the route cache's answer (`HIT`, `STALE`, `MISS`, or `-` for what it
 * does not serve) and whether the client went away first. 5xx answers log at `error`, 4xx at `warn`, except a 503
 * the store answered on purpose for the client to go elsewhere or come back (`declined`): a prefetch the background
 * queue had no free slot for (`X-Declined: prefetch`, src/server/cache/astro-provider.ts), a request to a draining
 * storefront that the edge sends to another (`X-Storefront-Draining`, src/server/release/drain.ts). Those log at
 * `info`: nothing failed.
 */
import type { Logger } from 'pino';
import { logger as sharedLogger } from './logger.ts';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id.ts';

/** What this needs of node:http's request and response (the production server's own, not a commerce call). */
export type ServerRequest = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> };
export type ServerResponse = {
  statusCode: number;
  writableFinished: boolean;
  setHeader(name: string, value: string): unknown;
  getHeader(name: string): unknown;
  once(event: 'close', listener: () => void): unknown;
};

export type AccessLogEntry = {
  requestId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  cache: string;
  aborted?: true;
  declined?: string;
};

/** The header of a 503 answered on purpose, naming why (`prefetch`): logged at `info`, not `error`. */
export const DECLINED_HEADER = 'X-Declined';

/** Why a 503 was answered on purpose, or null when it is an error. */
function declinedReason(res: ServerResponse): string | null {
  if (res.statusCode !== 503) return null;
  const declined = res.getHeader(DECLINED_HEADER);
  if (declined) return String(declined);
  return res.getHeader('x-storefront-draining') ? 'draining' : null;
}

function pathOf(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0] ?? '/';
  return path.length > 512 ? `${path.slice(0, 512)}…` : path;
}

/**
 * Gives the request its id (the incoming sane one, else a new one), on the request for the app behind (the
 * middleware passes it to the backend) and on the response, and logs the request when the response is done.
 * Returns the id.
 */
export function trackRequest(req: ServerRequest, res: ServerResponse, log: Logger = sharedLogger()): string {
  const started = performance.now();
  const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader('X-Request-Id', requestId);
  res.once('close', () => {
    const entry: AccessLogEntry = {
      requestId,
      method: req.method ?? 'GET',
      path: pathOf(req.url),
      status: res.statusCode,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      cache: String(res.getHeader('x-cache') ?? '-'),
      ...(res.writableFinished ? {} : { aborted: true as const }),
    };
    const declined = declinedReason(res);
    if (declined) entry.declined = declined;
    const level = declined ? 'info' : entry.status >= 500 ? 'error' : entry.status >= 400 ? 'warn' : 'info';
    log[level](entry, 'request');
  });
  return requestId;
}
