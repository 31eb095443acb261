/**
 * The production tier (scripts/lib/edge-tier.ts) for an integration test: hitch, Varnish, two storefronts over the
 * run's build, Redis with its append-only file, and a backend on a copy of the seeded database, all in a temporary
 * folder; quiet; the self-signed certificate trusted by this process's fetch. `skipReason` says what is missing on
 * this machine (a test skips with it; CI installs everything, .ci/run).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { localBackendEnv } from '../../scripts/lib/backend-env.ts';
import { startEdgeTier, type EdgeTier, type EdgeTierOptions } from '../../scripts/lib/edge-tier.ts';
import { hasHitch } from '../../scripts/lib/hitch-server.ts';
import { hasRedisServer } from '../../scripts/lib/redis-server.ts';
import { hasVarnish } from '../../scripts/lib/varnish-server.ts';
import { runsStorefrontBuild } from './built-storefront.ts';
import { copySeededDatabase } from './seeded-database.ts';

export const edgeTierSkipReason: string | null =
  hasRedisServer() && hasVarnish() && hasHitch()
    ? null
    : 'redis-server, varnishd or hitch is missing (apt-get install -y redis-server varnish varnish-modules hitch)';

/** `supervisorLog`: what the supervisor said (exits, restarts). */
export type TestEdgeTier = EdgeTier & { dataDir: string; database: string; supervisorLog: string[]; close(): Promise<void> };

export async function startTestEdgeTier(options: Partial<EdgeTierOptions> = {}): Promise<TestEdgeTier> {
  const dataDir = mkdtempSync(join(tmpdir(), 'matjar-tier-'));
  const database = join(dataDir, 'commerce.sqlite');
  await copySeededDatabase(database);
  const backendEnv = { ...localBackendEnv(0, database, { REVALIDATE_URL: '', REVALIDATE_SECRET: '' }), ...options.backendEnv };
  delete backendEnv.BACKEND_PORT;
  delete backendEnv.REVALIDATE_URL;
  delete backendEnv.REVALIDATE_SECRET;
  const log: string[] = [];
  const tier = await startEdgeTier({
    exitProcess: false,
    log: (message) => log.push(message),
    ...options,
    dataDir,
    backendEnv,
    storefrontEnv: { STOREFRONT_BUILD_DIR: await runsStorefrontBuild(), LOG_LEVEL: 'warn', ...options.storefrontEnv },
  });
  setDefaultCACertificates([...getCACertificates('default'), tier.certificate]);
  return {
    ...tier,
    dataDir,
    database,
    supervisorLog: log,
    async close() {
      await tier.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
