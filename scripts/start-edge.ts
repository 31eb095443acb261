/**
 * `npm run start:edge`: the whole caching tier on this machine, from a fresh clone, the way a store runs it behind
 * Varnish (README, "Behind Varnish or a CDN"):
 *
 *   shoppers ──► Varnish :EDGE_PORT (8080) ──► storefront :PORT (4321) ─┐
 *                (deploy/varnish/default.vcl)  storefront :PORT+1 (4322) ┴─► Redis (one route cache for both)
 *                        ▲                            ▲
 *                        └── xkey soft purge ◄────────┘◄── change notices ── embedded backend :BACKEND_PORT (4000)
 *
 * The backend notifies the first storefront only: the route cache they share is purged for both, and that
 * storefront soft-purges Varnish by the same tags (EDGE_PURGE_URLS). Builds the storefront when needed; needs
 * Debian's `redis-server`, `varnish` and `varnish-modules`. Ctrl-C stops everything.
 */
import { buildIfNeeded } from './lib/build.ts';
import { createSupervisor, startNodeService, waitForHttp } from './lib/processes.ts';
import { hasRedisServer, startRedisServer } from './lib/redis-server.ts';
import { revalidationWiring } from './lib/revalidation-wiring.ts';
import { hasVarnish, startVarnish } from './lib/varnish-server.ts';

const edgePort = Number(process.env.EDGE_PORT ?? 8080);
const firstPort = Number(process.env.PORT ?? 4321);
const storefrontPorts = [firstPort, firstPort + 1];
const backendPort = process.env.BACKEND_PORT ?? '4000';
const commerceUrl = `http://127.0.0.1:${backendPort}`;

if (!hasRedisServer() || !hasVarnish()) {
  console.error('[edge] needs redis-server, varnishd and vmod-xkey: apt-get install -y redis-server varnish varnish-modules');
  process.exit(1);
}
await buildIfNeeded({ label: 'edge' });

const redis = await startRedisServer();
// Redis is not a child the supervisor watches (it is started and stopped on its own terms): stop it on the way out.
process.on('exit', () => {
  if (redis.pid) process.kill(redis.pid, 'SIGTERM');
});

const services = createSupervisor();
const revalidation = revalidationWiring(storefrontPorts[0]!, { ...process.env, HOST: '127.0.0.1' });
services.add(startNodeService('backend/server.ts', { BACKEND_PORT: backendPort, ...revalidation }));
await waitForHttp(`${commerceUrl}/health`);

const edgeUrl = `http://127.0.0.1:${edgePort}`;
for (const port of storefrontPorts) {
  services.add(
    startNodeService('scripts/serve-storefront.ts', {
      PORT: String(port),
      HOST: '127.0.0.1',
      COMMERCE_URL: commerceUrl,
      // Shoppers come through Varnish: its address is the store's public origin unless one is given.
      SITE_URL: process.env.SITE_URL || edgeUrl,
      REDIS_URL: redis.url,
      REVALIDATE_SECRET: revalidation.REVALIDATE_SECRET,
      EDGE_PURGE_URLS: `${edgeUrl}/`,
    }),
  );
}
await Promise.all(storefrontPorts.map((port) => waitForHttp(`http://127.0.0.1:${port}/healthz`)));

const varnish = await startVarnish(storefrontPorts, { port: edgePort });
services.add(varnish.process);

console.log(
  [
    `[edge] Matjar behind Varnish: ${edgeUrl}/ (try ${edgeUrl}/en)`,
    `[edge]   storefronts ${storefrontPorts.map((port) => `http://127.0.0.1:${port}`).join(' and ')}, sharing ${redis.url}`,
    `[edge]   backend ${commerceUrl} notifies ${revalidation.REVALIDATE_URL}; that storefront soft-purges Varnish`,
    `[edge]   X-Cache (HIT, STALE, MISS or PASS) and X-Varnish say what Varnish did; Ctrl-C stops everything`,
  ].join('\n'),
);
