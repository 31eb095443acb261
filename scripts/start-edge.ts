/**
 * `npm run start:edge`: the whole production tier on this machine, from a fresh clone (README, "Behind Varnish or a
 * CDN" and "When parts fail"): hitch terminating https (TLS_PORT, 8443) in front of Varnish (EDGE_PORT, 8080, plain
 * http too), two storefronts (PORT, PORT+1) sharing one Redis, and the embedded backend (BACKEND_PORT, 4000), which
 * notifies both storefronts of editors' changes. Every process is supervised (scripts/lib/supervisor.ts): one that
 * dies is restarted with a backoff while the others keep serving. The tier is scripts/lib/edge-tier.ts.
 *
 * The certificate is the operator's (`TLS_CERT_PEM`: key and chain in one PEM file) or a self-signed one made at
 * start in var/edge/. Redis keeps its append-only file in var/edge/redis/. Builds the storefront when needed;
 * needs Debian's `redis-server`, `varnish`, `varnish-modules` and `hitch`. Ctrl-C stops everything.
 */
import { buildIfNeeded } from './lib/build.ts';
import { startEdgeTier } from './lib/edge-tier.ts';
import { hasHitch } from './lib/hitch-server.ts';
import { hasRedisServer } from './lib/redis-server.ts';
import { hasVarnish } from './lib/varnish-server.ts';

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

if (!hasRedisServer() || !hasVarnish() || !hasHitch()) {
  console.error('[edge] needs redis-server, varnishd, vmod-xkey and hitch: apt-get install -y redis-server varnish varnish-modules hitch');
  process.exit(1);
}
await buildIfNeeded({ label: 'edge' });

const tier = await startEdgeTier({
  dataDir: process.env.EDGE_DATA_DIR ?? 'var/edge',
  ports: { tls: port('TLS_PORT', 8443), edge: port('EDGE_PORT', 8080), firstStorefront: port('PORT', 4321), backend: port('BACKEND_PORT', 4000) },
  // The public origin is the https address unless the operator names another (a real host name in front of it).
  storefrontEnv: process.env.SITE_URL ? { SITE_URL: process.env.SITE_URL } : {},
});

console.log(
  [
    `[edge] Matjar over https: ${tier.httpsUrl}/ (try ${tier.httpsUrl}/en; plain http through Varnish: ${tier.httpUrl}/)`,
    `[edge]   storefronts ${tier.storefrontUrls.join(' and ')}, sharing ${tier.redisUrl}; backend ${tier.backendUrl} notifies both`,
    `[edge]   X-Cache (HIT, STALE, MISS or PASS) and X-Varnish say what Varnish did; a process that dies is restarted; Ctrl-C stops everything`,
  ].join('\n'),
);
