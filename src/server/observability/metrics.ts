/**
 * The storefront's Prometheus metrics (prom-client's default registry, served by `GET /metrics`): requests by route
 * pattern, method and status with their duration; commerce calls by operation and outcome with theirs
 * (commerce-metrics.ts); the route cache's hits, misses, stale answers and purges (src/server/cache/cache-metrics.ts);
 * the commerce circuit breaker's state; rate-limit refusals; shoppers' Core Web Vitals (web-vitals-metrics.ts); change
 * notices and their purge lag (revalidation-metrics.ts); one-time codes, orders and payments
 * (shopper-outcome-metrics.ts); and Node's default process metrics.
 *
 * The production server runs this module twice: once from its own sources (the cache hits it answers before Astro
 * runs) and once bundled into the build. Both find each metric in the one registry by its name instead of
 * registering it again.
 */
import client, { type Counter, type CounterConfiguration, type Gauge, type GaugeConfiguration, type Histogram, type HistogramConfiguration } from 'prom-client';

const registry = client.register;

export function counter<Label extends string>(config: CounterConfiguration<Label>): Counter<Label> {
  return (registry.getSingleMetric(config.name) as Counter<Label> | undefined) ?? new client.Counter(config);
}

export function histogram<Label extends string>(config: HistogramConfiguration<Label>): Histogram<Label> {
  return (registry.getSingleMetric(config.name) as Histogram<Label> | undefined) ?? new client.Histogram(config);
}

export function gauge<Label extends string>(config: GaugeConfiguration<Label>): Gauge<Label> {
  return (registry.getSingleMetric(config.name) as Gauge<Label> | undefined) ?? new client.Gauge(config);
}

/** Seconds, from a few milliseconds (a cache hit) to the commerce deadline of an Action and past it. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = counter({
  name: 'storefront_http_requests_total',
  help: 'Requests answered, by route pattern, method and status (5xx are the errors).',
  labelNames: ['route', 'method', 'status'],
});

export const httpRequestDuration = histogram({
  name: 'storefront_http_request_duration_seconds',
  help: 'Time to answer a request (to its first byte), by route pattern, method and status.',
  labelNames: ['route', 'method', 'status'],
  buckets: DURATION_BUCKETS,
});

export const commerceCalls = counter({
  name: 'storefront_commerce_calls_total',
  help: 'Calls to the commerce API, by operation and outcome (ok, failed, refused: not sent).',
  labelNames: ['operation', 'outcome'],
});

export const commerceCallDuration = histogram({
  name: 'storefront_commerce_call_duration_seconds',
  help: 'Time of a call to the commerce API, by operation and outcome.',
  labelNames: ['operation', 'outcome'],
  buckets: DURATION_BUCKETS,
});

export const rateLimitRefusals = counter({
  name: 'storefront_rate_limit_refusals_total',
  help: 'Requests refused by a per-address limit, by limit.',
  labelNames: ['limit'],
});

// Once per registry, whichever copy of this module comes first.
if (!registry.getSingleMetric('process_cpu_user_seconds_total')) client.collectDefaultMetrics({ register: registry });

/** Records one answered request. `route` is the route pattern (`/[locale]/products/[...slug]`), never the path. */
export function recordRequest(route: string, method: string, status: number, durationMs: number): void {
  const labels = { route, method, status: String(status) };
  httpRequests.inc(labels);
  httpRequestDuration.observe(labels, durationMs / 1000);
}

/** The registry in Prometheus's text format, with its content type. */
export async function metricsExposition(): Promise<{ body: string; contentType: string }> {
  return { body: await registry.metrics(), contentType: registry.contentType };
}
