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
 *
 * The storefronts serve `var/releases/current/dist` (the build is made a release when it is newer than the current
 * one), so `npm run deploy` can roll a new release over them while the tier runs; the change notices' secret is
 * kept in var/edge/revalidate-secret for the deploy to sign with (README, "Deploying").
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildIfNeeded } from './lib/build.ts';
import { adoptBuild, currentBuildDir, currentRelease, releasesDir } from './lib/releases.ts';
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
const dataDir = process.env.EDGE_DATA_DIR ?? 'var/edge';
// The storefronts serve the releases' `current` link, which `npm run deploy` moves (scripts/lib/releases.ts): a build
// newer than the current release (the sources changed) becomes a release of its own first.
const releases = releasesDir();
const current = currentRelease(releases);
if (!current || statSync('dist/server/entry.mjs').mtimeMs > statSync(join(releases, current, 'dist', 'release.json')).mtimeMs) {
  console.log(`[edge] serving release ${adoptBuild(releases, 'dist').id} (${releases})`);
}
// The change notices' secret stays the same across restarts of the tier, so `npm run deploy` can sign the notice
// that turns the caches over to a new release.
process.env.REVALIDATE_SECRET ||= keptSecret(join(dataDir, 'revalidate-secret'));

const tier = await startEdgeTier({
  dataDir,
  ports: { tls: port('TLS_PORT', 8443), edge: port('EDGE_PORT', 8080), varnishAdmin: port('VARNISH_ADMIN_PORT', 6082), firstStorefront: port('PORT', 4321), backend: port('BACKEND_PORT', 4000) },
  storefrontEnv: {
    STOREFRONT_BUILD_DIR: currentBuildDir(releases),
    // The public origin is the https address unless the operator names another (a real host name in front of it).
    ...(process.env.SITE_URL ? { SITE_URL: process.env.SITE_URL } : {}),
  },
});

/** The secret kept in `file` (made, readable by this user only, when missing). */
function keptSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

console.log(
  [
    `[edge] Matjar over https: ${tier.httpsUrl}/ (try ${tier.httpsUrl}/en; plain http through Varnish: ${tier.httpUrl}/)`,
    `[edge]   storefronts ${tier.storefrontUrls.join(' and ')}, sharing ${tier.redisUrl}; backend ${tier.backendUrl} notifies both`,
    `[edge]   Varnish's management: ${tier.varnishadm} (npm run deploy asks it whether the probe took a storefront out or put it back)`,
    `[edge]   X-Cache (HIT, STALE, MISS or PASS) and X-Varnish say what Varnish did; a process that dies is restarted; Ctrl-C stops everything`,
  ].join('\n'),
);
