/**
 * A storefront's Redis connection in the metrics (src/server/cache/redis-connection-metrics.ts): down until it is
 * ready, down again when it is lost or reconnecting, every error counted, each use of Redis on its own series.
 */
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { redisErrors, redisUp, watchRedisConnection } from '@/server/cache/redis-connection-metrics.ts';

async function sampled(metric: typeof redisUp | typeof redisErrors, client: string): Promise<number | undefined> {
  return (await metric.get()).values.find((value) => value.labels.client === client)?.value;
}

describe('a Redis connection in the metrics', () => {
  it('is down until ready, down while lost or reconnecting, with each error counted', async () => {
    const client = new EventEmitter();
    watchRedisConnection(client, 'sessions');
    expect(await sampled(redisUp, 'sessions')).toBe(0);
    const errorsAtStart = (await sampled(redisErrors, 'sessions')) ?? 0;
    client.emit('ready');
    expect(await sampled(redisUp, 'sessions')).toBe(1);
    // node-redis emits 'error' when the socket is lost, then 'reconnecting' per attempt, then 'ready' once back.
    client.emit('error', new Error('Socket closed unexpectedly'));
    expect(await sampled(redisUp, 'sessions')).toBe(0);
    client.emit('reconnecting');
    client.emit('error', new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    expect(await sampled(redisErrors, 'sessions')).toBe(errorsAtStart + 2);
    client.emit('ready');
    expect(await sampled(redisUp, 'sessions')).toBe(1);
    client.emit('end');
    expect(await sampled(redisUp, 'sessions')).toBe(0);
  });

  it('keeps each use of Redis on its own series, and an error without a listener never ends the process', async () => {
    const cache = new EventEmitter();
    const limits = new EventEmitter();
    watchRedisConnection(cache, 'route-cache');
    watchRedisConnection(limits, 'rate-limits');
    cache.emit('ready');
    expect(() => limits.emit('error', new Error('down'))).not.toThrow();
    expect(await sampled(redisUp, 'route-cache')).toBe(1);
    expect(await sampled(redisUp, 'rate-limits')).toBe(0);
  });
});
