/**
 * The typed subset of autocannon (it ships no types) the benchmarks use, and one line of figures per run.
 */
// @ts-expect-error untyped CommonJS module
import autocannonModule from 'autocannon';

export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  errors: number;
  non2xx: number;
  timeouts?: number;
  /** Responses by status code. */
  statusCodeStats?: Record<string, { count: number }>;
}
export interface AutocannonRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
  onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string | string[]>) => void;
}
export interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  requests?: AutocannonRequest[];
  headers?: Record<string, string>;
  /** Seconds before a request counts as a timeout (autocannon's default: 10). */
  timeout?: number;
}

/** A run under way: its result, and an event for each answer with the time it took (ms). */
export type AutocannonRun = Promise<AutocannonResult> & {
  on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void): void;
};

export const autocannon = autocannonModule as (options: AutocannonOptions) => AutocannonRun;

/** `name   1234 req/s   p50 3 ms   p99 9 ms   (12340 requests, 0 errors, 0 non-2xx)` */
export function formatResult(name: string, result: AutocannonResult, width = 34): string {
  return (
    `${name.padEnd(width)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   ` +
    `p99 ${String(result.latency.p99).padStart(4)} ms   (${result.requests.total} requests, ${result.errors} errors, ${result.non2xx} non-2xx)`
  );
}
