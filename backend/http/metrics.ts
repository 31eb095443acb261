/**
 * The backend's Prometheus metrics (prom-client's default registry), served at `GET /metrics`: requests by route
 * (`/graphql`, a REST route's pattern such as `/V1/carts/mine/items`, `/media`, …), method and status with their
 * duration, how many are in flight, and Node's default process metrics. Readable from this machine directly, or with
 * `Authorization: Bearer $METRICS_TOKEN`; a request a local proxy forwards (it names the client in
 * `X-Forwarded-For` or `Forwarded`) needs the token like any other.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import client, { type Counter, type CounterConfiguration, type Gauge, type GaugeConfiguration, type Histogram, type HistogramConfiguration } from 'prom-client';

const registry = client.register;

// Tests run several backends in one process: each finds the metrics the first one registered, by name.
function counter<Label extends string>(config: CounterConfiguration<Label>): Counter<Label> {
  return (registry.getSingleMetric(config.name) as Counter<Label> | undefined) ?? new client.Counter(config);
}

function histogram<Label extends string>(config: HistogramConfiguration<Label>): Histogram<Label> {
  return (registry.getSingleMetric(config.name) as Histogram<Label> | undefined) ?? new client.Histogram(config);
}

function gauge<Label extends string>(config: GaugeConfiguration<Label>): Gauge<Label> {
  return (registry.getSingleMetric(config.name) as Gauge<Label> | undefined) ?? new client.Gauge(config);
}

const requests = counter({
  name: 'backend_http_requests_total',
  help: 'Requests answered, by route, method and status (5xx are the errors).',
  labelNames: ['route', 'method', 'status'],
});
const duration = histogram({
  name: 'backend_http_request_duration_seconds',
  help: 'Time to answer a request, by route, method and status.',
  labelNames: ['route', 'method', 'status'],
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});
/** Requests being answered now: how many a burst of renders or shoppers keeps open at once. */
const inFlight = gauge({ name: 'backend_http_requests_in_flight', help: 'Requests received and not yet answered.' });
if (!registry.getSingleMetric('process_cpu_user_seconds_total')) client.collectDefaultMetrics({ register: registry });

/** Counts `res` when it is finished, under the route its handler names (`route()`, read then). */
export function recordRequest(req: IncomingMessage, res: ServerResponse, route: () => string): void {
  const started = performance.now();
  inFlight.inc();
  // 'close' comes after 'finish', and also when the client left before the answer.
  res.once('close', () => inFlight.dec());
  res.once('finish', () => {
    const labels = { route: route(), method: req.method ?? 'GET', status: String(res.statusCode) };
    requests.inc(labels);
    duration.observe(labels, (performance.now() - started) / 1000);
  });
}

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

function mayRead(req: IncomingMessage, token: string | null): boolean {
  const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (token && bearer) {
    const given = Buffer.from(bearer);
    const expected = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.test(req.socket.remoteAddress ?? '');
}

/** `GET /metrics`: the registry in Prometheus's text format, or 403. */
export async function serveMetrics(req: IncomingMessage, res: ServerResponse, token: string | null): Promise<void> {
  if (!mayRead(req, token)) {
    res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end('Forbidden\n');
    return;
  }
  const body = await registry.metrics();
  res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
  res.end(body);
}
