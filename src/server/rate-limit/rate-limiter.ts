/**
 * Counting requests per client address with rate-limiter-flexible: in this process's memory by default, in Redis
 * when `REDIS_URL` is set, so every storefront behind one load balancer counts the same shopper once. If Redis is
 * down or slow, each instance falls back to counting in its own memory (the library's insurance limiter): a
 * limit gets looser for a while, nothing fails.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createClient } from 'redis';
import { LIMITS, limitScale, type LimitName } from './limits.ts';
import { rateLimitRefusals } from '@/server/observability/metrics.ts';
import { watchRedisConnection } from '@/server/cache/redis-connection-metrics.ts';

export type LimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

type RedisClient = ReturnType<typeof createClient>;
type Limiter = Pick<RateLimiterAbstract, 'consume'>;

const KEY_PREFIX = 'matjar:rate';
/** A Redis answer slower than this counts in memory instead, so a hung Redis never holds a request. */
const REDIS_TIMEOUT_MS = 200;

let redisClient: RedisClient | null = null;

function sharedRedis(url: string): RedisClient {
  if (!redisClient) {
    redisClient = createClient({ url, socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(retries * 200, 5_000) } });
    watchRedisConnection(redisClient, 'rate-limits');
    let warned = false;
    redisClient.on('error', (error: Error) => {
      if (warned) return;
      warned = true;
      console.warn(`[rate-limit] Redis unavailable, counting in memory: ${error.message}`);
    });
    redisClient.on('ready', () => (warned = false));
    redisClient.connect().catch(() => {
      // Reported by the 'error' listener; the insurance limiter counts meanwhile.
    });
  }
  return redisClient;
}

/** Builds the limiter of every limit: Redis-backed (with a memory insurance) when `redisUrl` is given. */
export function createLimiters(redisUrl: string | undefined, scale = limitScale()): Record<LimitName, Limiter> {
  const limiters = {} as Record<LimitName, Limiter>;
  for (const name of Object.keys(LIMITS) as LimitName[]) {
    const limit = LIMITS[name];
    const options = { keyPrefix: `${KEY_PREFIX}:${name}`, points: limit.points * scale, duration: limit.durationSeconds };
    const memory = new RateLimiterMemory(options);
    const limiter = redisUrl
      ? new RLWrapperTimeouts({
          limiter: new RateLimiterRedis({ ...options, storeClient: sharedRedis(redisUrl), useRedisPackage: true, rejectIfRedisNotReady: true }),
          timeoutMs: REDIS_TIMEOUT_MS,
          insuranceLimiter: memory,
        })
      : memory;
    limiters[name] = limiter;
  }
  return limiters;
}

let limiters: Record<LimitName, Limiter> | null = null;

function processLimiters(): Record<LimitName, Limiter> {
  limiters ??= createLimiters(process.env.REDIS_URL?.trim() || undefined);
  return limiters;
}

/**
 * Counts one request of `client` against `name`. An unknown client (no address) is counted as one shared client,
 * which only makes the limit stricter for requests we cannot place.
 */
export async function consume(
  name: LimitName,
  client: string | null,
  limiter: Limiter = processLimiters()[name],
): Promise<LimitOutcome> {
  try {
    await limiter.consume(client ?? 'unknown');
    return { allowed: true };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      rateLimitRefusals.inc({ limit: name });
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
    // The store itself failed (no insurance left): let the request through rather than refuse a shopper.
    console.warn(`[rate-limit] ${name}: ${(rejection as Error).message}`);
    return { allowed: true };
  }
}

/** Closes the Redis connection of the limits (tests; the process's own exit does it otherwise). */
export async function closeRateLimitStore(): Promise<void> {
  const client = redisClient;
  redisClient = null;
  limiters = null;
  if (client?.isReady) await client.close().catch(() => client.destroy());
  else if (client?.isOpen) client.destroy();
}
