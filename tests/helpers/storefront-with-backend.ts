/**
 * The store as `npm start` runs it, for an integration test: the embedded backend on a seeded copy of the database
 * and the production storefront (the Vitest run's build, scripts/serve-storefront.ts) on free ports, wired by a fresh
 * revalidation secret, with the storefront's route cache in memory. With `proxy`, the storefront reaches the backend
 * through a proxy that counts the requests it holds open and may hold each back (scripts/lib/delaying-proxy.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { DEV_ADMIN_PASSWORD } from '../../backend/config.ts';
import { localBackendEnv } from '../../scripts/lib/backend-env.ts';
import { startDelayingProxy, type DelayingProxy } from '../../scripts/lib/delaying-proxy.ts';
import { freePort } from '../../scripts/lib/ports.ts';
import { startNodeService, waitForHttp } from '../../scripts/lib/processes.ts';
import { revalidationWiring } from '../../scripts/lib/revalidation-wiring.ts';
import { runsStorefrontBuild } from './built-storefront.ts';
import { copySeededDatabase } from './seeded-database.ts';

export type StoreWithBackend = {
  backendUrl: string;
  storefrontUrl: string;
  proxy: DelayingProxy | null;
  /** An admin REST write, as an editor's tools make it (the development admin). */
  adminPut(path: string, body: unknown): Promise<void>;
  stop(): Promise<void>;
};

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  return exited;
}

export async function startStoreWithBackend(options: { proxy?: boolean; storefrontEnv?: NodeJS.ProcessEnv } = {}): Promise<StoreWithBackend> {
  const buildDir = await runsStorefrontBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'matjar-store-'));
  await copySeededDatabase(join(dataDir, 'commerce.sqlite'));
  const [backendPort, storefrontPort] = [await freePort(), await freePort()];
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
  const revalidation = revalidationWiring(storefrontPort, { HOST: '127.0.0.1' });
  const children = [startNodeService('backend/server.ts', localBackendEnv(backendPort, join(dataDir, 'commerce.sqlite'), revalidation))];
  let proxy: DelayingProxy | null = null;
  const stop = async () => {
    await Promise.all(children.map(stopChild));
    await proxy?.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${backendUrl}/health`);
    if (options.proxy) proxy = await startDelayingProxy(backendUrl);
    children.push(
      startNodeService('scripts/serve-storefront.ts', {
        STOREFRONT_BUILD_DIR: buildDir,
        PORT: String(storefrontPort),
        HOST: '127.0.0.1',
        COMMERCE_URL: proxy?.url ?? backendUrl,
        REVALIDATE_SECRET: revalidation.REVALIDATE_SECRET,
        REDIS_URL: '',
        ...options.storefrontEnv,
      }),
    );
    await waitForHttp(`${storefrontUrl}/robots.txt`);
  } catch (error) {
    await stop();
    throw error;
  }
  const adminPut = async (path: string, body: unknown) => {
    const tokenAnswer = await fetch(`${backendUrl}/rest/V1/integration/admin/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: DEV_ADMIN_PASSWORD }),
    });
    const token = (await tokenAnswer.json()) as string;
    const answer = await fetch(`${backendUrl}${path}`, { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!answer.ok) throw new Error(`PUT ${path} answered ${answer.status}: ${await answer.text()}`);
  };
  return { backendUrl, storefrontUrl, proxy, adminPut, stop };
}

export type ListedProduct = { url_key: string; sku: string; __typename: string; stock_status: string };

/** `count` products the backend lists in Arabic. */
export async function listedProducts(backendUrl: string, count: number): Promise<ListedProduct[]> {
  const answer = await fetch(`${backendUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'ar' },
    body: JSON.stringify({ query: `{ products(search: "", pageSize: ${count}) { items { url_key sku __typename stock_status } } }` }),
  });
  const { data } = (await answer.json()) as { data: { products: { items: ListedProduct[] } } };
  return data.products.items;
}
