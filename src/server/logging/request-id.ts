/**
 * The request id (`X-Request-Id`) that ties a shopper's request to every log line and every commerce call it
 * causes. A load balancer or CDN in front may already have given one: a sane one (1-128 letters, digits and
 * `.`, `_`, `:`, `-`) is kept, anything else is replaced by a fresh UUID, so a client cannot write arbitrary text
 * into the logs or the backend's headers.
 */
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The incoming id when it is sane, else a new one. */
export function requestIdFrom(incoming: string | string[] | null | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && SANE_REQUEST_ID.test(value) ? value : randomUUID();
}
