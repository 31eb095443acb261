/**
 * What `GET /readyz` answers: whether this storefront can serve fresh pages now. Two checks, run together within
 * the request's commerce deadline:
 * - `commerce`: the commerce API answers a GraphQL request (through the circuit breaker: while it is open the
 *   answer is "unavailable" at once, without asking the backend);
 * - `redis`: the shared route cache answers, only when the cache is on Redis (`REDIS_URL`).
 * Each is `ok` or a short reason, never an error's text. `GET /healthz` is the other question (is the process up)
 * and asks nothing of anyone.
 */
import { commerceBreakerState, type CommerceClient } from '@/lib/commerce/index.ts';
import { routeCache } from '@/server/cache/route-cache.ts';

export type CheckResult = 'ok' | 'unavailable' | 'circuit-open';
export type Readiness = { ready: boolean; checks: { commerce: CheckResult; redis?: CheckResult } };

async function commerceCheck(client: CommerceClient): Promise<CheckResult> {
  if (commerceBreakerState() === 'open') return 'circuit-open';
  try {
    await client.checkCommerceReachable();
    return 'ok';
  } catch {
    return commerceBreakerState() === 'closed' ? 'unavailable' : 'circuit-open';
  }
}

async function redisCheck(): Promise<CheckResult> {
  try {
    await routeCache().check();
    return 'ok';
  } catch {
    return 'unavailable';
  }
}

export async function readiness(client: CommerceClient): Promise<Readiness> {
  const onRedis = routeCache().kind === 'redis';
  const [commerce, redis] = await Promise.all([commerceCheck(client), onRedis ? redisCheck() : null]);
  const checks: Readiness['checks'] = redis === null ? { commerce } : { commerce, redis };
  return { ready: Object.values(checks).every((result) => result === 'ok'), checks };
}
