/**
 * Whether the storefront reaches its Redis, on `/metrics`: each of its connections (the route cache, the sessions,
 * the rate limits, the cart adds' ledger) reports `storefront_redis_up{client}` (1 connected and ready, 0 not) and
 * counts `storefront_redis_errors_total{client}` (a connection lost, a reconnect refused, a reply it could not
 * read). Every use of Redis falls back when it is gone (pages render uncached, limits count in memory, adds apply as
 * new): shoppers hardly notice, so without these an outage shows nowhere (deploy/prometheus/alert-rules.yml:
 * StorefrontRedisDown). A process without `REDIS_URL` has no such connection and reports no series.
 *
 * Beside the route cache, which the production server imports outside the bundle (where the `@/` paths are not
 * found): like cache-metrics.ts it looks each metric up in the one registry by name, so the bundled copy and that one
 * report the same series.
 */
import type { EventEmitter } from 'node:events';
import client, { type Counter, type CounterConfiguration, type Gauge, type GaugeConfiguration } from 'prom-client';

function counter<Label extends string>(config: CounterConfiguration<Label>): Counter<Label> {
  return (client.register.getSingleMetric(config.name) as Counter<Label> | undefined) ?? new client.Counter(config);
}

function gauge<Label extends string>(config: GaugeConfiguration<Label>): Gauge<Label> {
  return (client.register.getSingleMetric(config.name) as Gauge<Label> | undefined) ?? new client.Gauge(config);
}

export type RedisClientRole = 'route-cache' | 'sessions' | 'rate-limits' | 'cart-ledger';

export const redisUp = gauge({
  name: 'storefront_redis_up',
  help: "1 while the storefront's connection to Redis is ready, 0 while it is down or reconnecting, by what uses it.",
  labelNames: ['client'],
});

export const redisErrors = counter({
  name: 'storefront_redis_errors_total',
  help: 'Errors on the connection to Redis (lost, refused on reconnect, unreadable reply), by what uses it.',
  labelNames: ['client'],
});

/**
 * Follows a Redis client's connection in the metrics from now on (down until it is ready). Also its 'error'
 * listener: without one an error would end the process; the commands' own failures reach their callers.
 */
export function watchRedisConnection(client: EventEmitter, role: RedisClientRole): void {
  const labels = { client: role };
  redisUp.set(labels, 0);
  redisErrors.inc(labels, 0);
  client.on('ready', () => redisUp.set(labels, 1));
  for (const event of ['end', 'reconnecting']) client.on(event, () => redisUp.set(labels, 0));
  client.on('error', () => {
    redisUp.set(labels, 0);
    redisErrors.inc(labels);
  });
}
