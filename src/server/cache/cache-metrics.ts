/**
 * The route cache's metrics, in the registry `/metrics` serves (src/server/observability/metrics.ts): answers by how
 * the cache answered, purges, and the re-renders behind stale answers. Beside the cache because the production
 * server imports the cache outside the bundle, where only modules beside each other are found (the `@/` paths are
 * the bundler's); so this module has its own copy of the registry lookup of metrics.ts: like every metric of the
 * storefront, each is found by name when the bundled copy of this module registered it first.
 */
import client, { type Counter, type CounterConfiguration } from 'prom-client';

function counter<Label extends string>(config: CounterConfiguration<Label>): Counter<Label> {
  return (client.register.getSingleMetric(config.name) as Counter<Label> | undefined) ?? new client.Counter(config);
}

export const routeCacheAnswers = counter({
  name: 'storefront_route_cache_answers_total',
  help: 'Pages answered by the route cache: hit, stale (answered while it re-renders, or kept through an outage) and miss (rendered, then stored).',
  labelNames: ['state'],
});

export const routeCachePurges = counter({ name: 'storefront_route_cache_purges_total', help: 'Route cache purges (each by one or more tags).' });

export const routeCacheBackgroundRenders = counter({
  name: 'storefront_route_cache_background_renders_total',
  help: 'Pages re-rendered behind a stale answer (after a purge, or past their max-age), failed renders included.',
});

export const edgePurgeFailures = counter({
  name: 'storefront_edge_purge_failures_total',
  help: 'Purges an HTTP cache in front (EDGE_PURGE_URLS) did not accept after every retry: its pages stay until their lifetime ends.',
});
