/**
 * The production tier on this machine, each process supervised (supervisor.ts: a child that dies is started again,
 * the rest keep running):
 *
 *   https ──► hitch :TLS_PORT ──PROXY──► Varnish (listener `tls`) ──► storefront :PORT   ─┐
 *   http  ──────────────────────────────► Varnish :EDGE_PORT         ──► storefront :PORT+1 ┴─► Redis (AOF) ─ backend
 *                                           ▲ xkey soft purge ◄── each storefront ◄── change notices ── backend
 *
 * - The backend notifies every storefront (REVALIDATE_URL lists them all) and retries a notice that failed, so an
 *   editor's change reaches Redis' route cache and Varnish while any one storefront is up.
 * - Redis keeps an append-only file in the tier's data folder: what it holds survives its restart.
 * - Varnish's director and probe take a dead storefront out; a read that failed on one is retried on the other.
 * - Shoppers' identity is the customer token in their own HttpOnly cookie (src/server/shopper/customer-session.ts):
 *   no storefront or Redis restart signs anyone out.
 *
 * Used by `npm run start:edge`, its integration tests and `npm run bench:faults`.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startHitch } from './hitch-server.ts';
import { freePort } from './ports.ts';
import { startNodeService, waitForHttp } from './processes.ts';
import { startRedisServer } from './redis-server.ts';
import { revalidationWiring } from './revalidation-wiring.ts';
import { createRestartingSupervisor, type SupervisedService } from './supervisor.ts';
import { tlsCertificate } from './tls-certificate.ts';
import { startVarnish } from './varnish-server.ts';

export type EdgeTierOptions = {
  /** Where Redis' append-only file and the self-signed certificate live (made when missing). */
  dataDir: string;
  /** Fixed ports; any left out is a free one. */
  ports?: { tls?: number; edge?: number; varnishAdmin?: number; firstStorefront?: number; backend?: number; redis?: number };
  storefronts?: number;
  /** The backend's environment over its defaults (database, mode, limits). */
  backendEnv?: NodeJS.ProcessEnv;
  /** The storefronts' environment over theirs (e.g. STOREFRONT_BUILD_DIR, LOG_LEVEL). */
  storefrontEnv?: NodeJS.ProcessEnv;
  /** Where the storefronts reach the backend, when something stands between (a delaying proxy in the fault drill). */
  commerceUrl?: (backendUrl: string) => string;
  /** Whether SIGINT/SIGTERM stop the tier and then this process (`npm run start:edge`); tests stop it themselves. */
  exitProcess?: boolean;
  log?: (message: string) => void;
};

export type EdgeTier = {
  /** The store's public address: hitch, https. */
  httpsUrl: string;
  /** Varnish's plain-http listener. */
  httpUrl: string;
  /** The `varnishadm` command for this tier's Varnish (its management port on loopback, the secret in the data folder). */
  varnishadm: string;
  storefrontUrls: string[];
  backendUrl: string;
  redisUrl: string;
  /** The certificate hitch serves, to trust it. */
  certificate: string;
  services: { backend: SupervisedService; storefronts: SupervisedService[]; redis: SupervisedService; varnish: SupervisedService; hitch: SupervisedService };
  stop(): Promise<void>;
};

/** Kills a child that started but never answered, then passes the failure on. */
async function answering(child: ChildProcess, url: string, timeoutMs: number): Promise<ChildProcess> {
  try {
    await waitForHttp(url, timeoutMs);
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`exited before answering ${url}`);
    return child;
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

export async function startEdgeTier(options: EdgeTierOptions): Promise<EdgeTier> {
  const dataDir = resolve(options.dataDir);
  mkdirSync(join(dataDir, 'redis'), { recursive: true });
  const ports = options.ports ?? {};
  const storefrontPorts: number[] = [];
  for (let index = 0; index < (options.storefronts ?? 2); index++) {
    storefrontPorts.push(ports.firstStorefront ? ports.firstStorefront + index : await freePort());
  }
  const [tlsPort, edgePort, proxyPort, varnishAdminPort, backendPort, redisPort] = [
    ports.tls ?? (await freePort()),
    ports.edge ?? (await freePort()),
    await freePort(),
    ports.varnishAdmin ?? (await freePort()),
    ports.backend ?? (await freePort()),
    ports.redis ?? (await freePort()),
  ];
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  const httpsUrl = `https://127.0.0.1:${tlsPort}`;
  const httpUrl = `http://127.0.0.1:${edgePort}`;
  const storefrontUrls = storefrontPorts.map((port) => `http://127.0.0.1:${port}`);
  const certificate = tlsCertificate(dataDir);

  const supervisor = createRestartingSupervisor({ log: options.log, exitProcess: options.exitProcess });
  const stopAll = async () => supervisor.stop();
  try {
    const redis = await supervisor.add('redis', async () => (await startRedisServer({ port: redisPort, dataDir: join(dataDir, 'redis') })).process);
    const redisUrl = `redis://127.0.0.1:${redisPort}`;

    const revalidation = revalidationWiring(storefrontPorts[0]!, { ...process.env, HOST: '127.0.0.1' });
    const revalidateUrls = storefrontUrls.map((url) => `${url}/api/revalidate`).join(',');
    const backendEnv = { BACKEND_PORT: String(backendPort), BACKEND_HOST: '127.0.0.1', ...options.backendEnv, REVALIDATE_URL: revalidateUrls, REVALIDATE_SECRET: revalidation.REVALIDATE_SECRET };
    const backend = await supervisor.add('backend', () => answering(startNodeService('backend/server.ts', backendEnv), `${backendUrl}/health`, 60_000));

    const commerceUrl = options.commerceUrl?.(backendUrl) ?? backendUrl;
    const storefronts = await Promise.all(
      storefrontPorts.map((port, index) =>
        supervisor.add(`storefront ${index + 1} (:${port})`, () =>
          answering(
            startNodeService('scripts/serve-storefront.ts', {
              NODE_ENV: 'production',
              PORT: String(port),
              HOST: '127.0.0.1',
              COMMERCE_URL: commerceUrl,
              REDIS_URL: redisUrl,
              REVALIDATE_SECRET: revalidation.REVALIDATE_SECRET,
              EDGE_PURGE_URLS: `${httpUrl}/`,
              SITE_URL: httpsUrl,
              // After a backend outage the storefronts try it again within a second of its return (the default waits
              // 5 s), as deploy/systemd/matjar-storefront@.service sets it.
              COMMERCE_BREAKER_RESET_MS: '1000',
              ...options.storefrontEnv,
            }),
            `http://127.0.0.1:${port}/healthz`,
            60_000,
          ),
        ),
      ),
    );

    const varnishSecret = join(dataDir, 'varnish-secret');
    const varnishOptions = { port: edgePort, tlsProxyPort: proxyPort, adminPort: varnishAdminPort, secretFile: varnishSecret };
    let varnishadm = '';
    const varnish = await supervisor.add('varnish', async () => {
      const started = await startVarnish(storefrontPorts, varnishOptions);
      varnishadm = started.adminCommand;
      return started.process;
    });
    const hitch = await supervisor.add('hitch', async () => (await startHitch(certificate.pemFile, proxyPort, { port: tlsPort })).process);
    return {
      httpsUrl,
      httpUrl,
      varnishadm,
      storefrontUrls,
      backendUrl,
      redisUrl,
      certificate: certificate.certificate,
      services: { backend, storefronts, redis, varnish, hitch },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Sends SIGKILL to a supervised service's process (the fault drill and the tests): it is restarted by the supervisor. */
export function killHard(service: SupervisedService): void {
  const pid = service.pid();
  if (pid === null) throw new Error(`${service.name} is not running`);
  process.kill(pid, 'SIGKILL');
}
