/**
 * The sitemap's files are cached like pages and purged by tag: the embedded backend and the production storefront
 * wired as `npm start` wires them, the index and the products file warmed into the route cache, then a product taken
 * out of the catalogue (and put back) through Magento's admin REST API must leave (and re-enter) the cached file
 * that lists it, and the index, well before their hour's lifetime.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localBackendEnv } from '../../../scripts/lib/backend-env.ts';
import { freePort } from '../../../scripts/lib/ports.ts';
import { startNodeService, stopServices, waitForHttp } from '../../../scripts/lib/processes.ts';
import { revalidationWiring } from '../../../scripts/lib/revalidation-wiring.ts';
import { adminClient } from '../../helpers/admin-api.ts';
import { runsStorefrontBuild } from '../../helpers/built-storefront.ts';
import { copySeededDatabase } from '../../helpers/seeded-database.ts';

/** Far below the files' lifetime (an hour): a change seen within it came from the purge. */
const GIVE_UP_MS = 15_000;

let storefrontUrl = '';
let admin: ReturnType<typeof adminClient>;
let product: { sku: string; urlKey: string };
let children: ChildProcess[] = [];
let dataDir = '';

beforeAll(async () => {
  const buildDir = await runsStorefrontBuild();
  dataDir = mkdtempSync(join(tmpdir(), 'matjar-sitemap-purge-'));
  const database = join(dataDir, 'commerce.sqlite');
  await copySeededDatabase(database);
  const db = new DatabaseSync(database, { readOnly: true });
  product = db.prepare(`SELECT p.sku, ps.url_key AS urlKey FROM products p JOIN product_store ps ON ps.product_id = p.id AND ps.store_id = 2
    WHERE p.status = 1 AND p.visibility = 4 AND p.type_id = 'simple' ORDER BY p.id LIMIT 1`).get() as { sku: string; urlKey: string };
  db.close();
  const [backendPort, storefrontPort] = [await freePort(), await freePort()];
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
  const revalidation = revalidationWiring(storefrontPort, { HOST: '127.0.0.1' });
  children = [
    startNodeService('backend/server.ts', localBackendEnv(backendPort, database, revalidation)),
    startNodeService('scripts/serve-storefront.ts', {
      STOREFRONT_BUILD_DIR: buildDir, PORT: String(storefrontPort), HOST: '127.0.0.1', COMMERCE_URL: backendUrl,
      REVALIDATE_SECRET: revalidation.REVALIDATE_SECRET, REDIS_URL: '',
    }),
  ];
  admin = adminClient(backendUrl);
  await waitForHttp(`${backendUrl}/health`);
  await waitForHttp(`${storefrontUrl}/robots.txt`);
}, 300_000);

afterAll(async () => {
  await stopServices(children);
  rmSync(dataDir, { recursive: true, force: true });
});

async function get(path: string): Promise<{ body: string; cache: string | null; status: number }> {
  const response = await fetch(`${storefrontUrl}${path}`);
  return { body: await response.text(), cache: response.headers.get('x-cache'), status: response.status };
}

/** Renders `path` and checks the next request is a route-cache hit. */
async function warm(path: string): Promise<string> {
  const first = await get(path);
  expect(first.status, path).toBe(200);
  expect((await get(path)).cache, `${path} is served from the route cache`).toBe('HIT');
  return first.body;
}

async function until(path: string, shows: (body: string) => boolean): Promise<void> {
  const deadline = Date.now() + GIVE_UP_MS;
  while (!shows((await get(path)).body)) {
    if (Date.now() > deadline) throw new Error(`${path} did not change within ${GIVE_UP_MS} ms of the admin change`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const setVisibility = async (visibility: number) => {
  const answer = await admin('PUT', `/rest/all/V1/products/${encodeURIComponent(product.sku)}`, { product: { visibility } });
  expect(answer.status).toBe(200);
};

describe('the sitemap in the route cache', () => {
  it('names the files of pages and products in its index, robots.txt names the index', async () => {
    const index = await warm('/sitemap.xml');
    expect(index).toContain('/sitemaps/pages-1.xml</loc>');
    expect(index).toContain('/sitemaps/products-1.xml</loc>');
    expect((await get('/robots.txt')).body).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    expect((await get('/sitemaps/products-2.xml')).status).toBe(404);
    expect((await get('/sitemaps/orders-1.xml')).status).toBe(404);
  });

  it('drops a product hidden through the admin API from the cached file that lists it, and lists it again when shown', async () => {
    const url = (locale: string) => `/${locale}/products/${product.urlKey}</loc>`;
    const file = await warm('/sitemaps/products-1.xml');
    expect(file).toContain(url('ar'));
    expect(file).toContain(url('en'));
    await warm('/sitemaps/pages-1.xml');

    await setVisibility(1);
    await until('/sitemaps/products-1.xml', (body) => !body.includes(url('en')));
    expect((await get('/sitemaps/products-1.xml')).body).not.toContain(url('ar'));
    // The pages' file shows no product: its cached copy stays.
    expect((await get('/sitemaps/pages-1.xml')).cache).toBe('HIT');

    await setVisibility(4);
    await until('/sitemaps/products-1.xml', (body) => body.includes(url('en')) && body.includes(url('ar')));
  });
});
