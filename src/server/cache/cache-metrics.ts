/**
 * The route cache's metrics, in the registry `/metrics` serves (src/server/observability/metrics.ts): answers by how
 * the cache answered, and purges. Beside the cache because the production server imports the cache outside the
 * bundle, where only modules beside each other are found; like every metric of the storefront, each is found by
 * name when the bundled copy of this module registered it first.
 */
import client, { type Counter } from 'prom-client';

export const routeCacheAnswers =
  (client.register.getSingleMetric('storefront_route_cache_answers_total') as Counter<'state'> | undefined) ??
  new client.Counter({
    name: 'storefront_route_cache_answers_total',
    help: 'Pages answered by the route cache: hit, stale (answered while it re-renders, or kept through an outage) and miss (rendered, then stored).',
    labelNames: ['state'],
  });

export const routeCachePurges =
  (client.register.getSingleMetric('storefront_route_cache_purges_total') as Counter | undefined) ??
  new client.Counter({ name: 'storefront_route_cache_purges_total', help: 'Route cache purges (each by one or more tags).' });
