/**
 * `npm run bench:load`: the store under a crowd. `BENCH_CONNECTIONS` (200) connections for `BENCH_DURATION` (60)
 * seconds against the production storefront (built when needed) and the embedded backend on a fresh temporary
 * database, all at once: most of them browse cached pages (both home pages, product pages, a category listing),
 * `BENCH_ACTION_CONNECTIONS` (20) of them add to cart over and over through the Action, each on a cart of its own
 * (the cart cookie its first Action got back), as shoppers do: many look, a few buy. Prints, for each group and in
 * total, req/s, p50/p99 latency, errors (socket errors and timeouts) and answers by status. Goal: 0 errors and 0
 * non-2xx.
 *
 * The storefront logs every request as in production (to /dev/null here), and each server runs in its own process
 * so the load generator does not share their event loops. The products added get stock enough for the whole run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { autocannon, formatResult, type AutocannonRequest, type AutocannonResult } from './lib/autocannon.ts';
import { benchCatalogue, type BenchProduct } from './lib/bench-catalogue.ts';
import { buildIfNeeded } from './lib/build.ts';
import { acquireLock } from './lib/lock.ts';
import { freePort } from './lib/ports.ts';
import { startNodeService, stopServices, waitForHttp } from './lib/processes.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const ACTION_CONNECTIONS = Math.min(CONNECTIONS - 1, Number(process.env.BENCH_ACTION_CONNECTIONS ?? 20));
const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const ACCEPT = { 'accept-encoding': 'br, gzip' };
/** Products whose pages are in the mix and which the Actions add. */
const PRODUCTS = 4;

// The same lock as the end-to-end runner: both may rebuild dist/, which the other's server is reading.
const releaseLock = await acquireLock('var/e2e.lock', 'bench');
buildIfNeeded();

const dir = mkdtempSync(join(tmpdir(), 'matjar-bench-load-'));
const dbPath = join(dir, 'commerce.sqlite');
const children: ChildProcess[] = [];

/** The cart cookie a connection got from its first Action, sent with its later ones. */
function withCart(request: AutocannonRequest, context: Record<string, unknown>): AutocannonRequest {
  const cookie = context.cartCookie as string | undefined;
  return cookie ? { ...request, headers: { ...request.headers, cookie } } : request;
}

function rememberCart(_status: number, _body: string, context: Record<string, unknown>, headers: Record<string, string | string[]>) {
  const setCookie = [headers['set-cookie'] ?? []].flat().join(', ');
  const cart = /(?:^|,\s*)(cart=[^;]+)/.exec(setCookie)?.[1];
  if (cart) context.cartCookie = cart;
}

function pages(products: BenchProduct[], categoryKey: string): AutocannonRequest[] {
  const page = (path: string): AutocannonRequest => ({ method: 'GET', path, headers: ACCEPT });
  return [
    page('/ar'),
    ...products.map((product) => page(`/en/products/${product.urlKey}`)),
    page(`/en/categories/${categoryKey}`),
    page('/en'),
  ];
}

function addsToCart(origin: string, products: BenchProduct[]): AutocannonRequest[] {
  const addToCart = (product: BenchProduct): AutocannonRequest => ({
    method: 'POST',
    path: '/_actions/cart.addItem',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, accept: 'application/json' },
    body: new URLSearchParams({ locale: 'ar', sku: product.sku, qty: '1' }).toString(),
    setupRequest: withCart,
    onResponse: rememberCart,
  });
  return products.map(addToCart);
}

function report(name: string, result: AutocannonResult): void {
  const byStatus = Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${status}: ${count}`)
    .join(', ');
  console.log(`${formatResult(name, result)}\n${' '.repeat(35)}answers by status: ${byStatus || 'none'}; timeouts: ${result.timeouts ?? 0}`);
}

try {
  const [backendPort, storefrontPort] = [await freePort(), await freePort()];
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
  children.push(startNodeService('backend/server.ts', { BACKEND_PORT: String(backendPort), BACKEND_DB: dbPath, BACKEND_QUIET: '1' }));
  await waitForHttp(`${backendUrl}/healthz`);
  const { products, categoryKey } = benchCatalogue(dbPath, PRODUCTS);
  children.push(
    spawn(process.execPath, ['scripts/serve-storefront.ts'], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      env: { ...process.env, PORT: String(storefrontPort), HOST: '127.0.0.1', COMMERCE_URL: backendUrl, REDIS_URL: '', LOG_LEVEL: 'info' },
    }),
  );
  await waitForHttp(`${storefrontUrl}/healthz`);

  const browsing = pages(products, categoryKey);
  // Every page of the mix rendered and cached once, as a shopper before the crowd would have.
  for (const request of browsing) {
    const response = await fetch(`${storefrontUrl}${request.path}`, { headers: ACCEPT });
    if (response.status !== 200) throw new Error(`${request.path} answered ${response.status}`);
    await response.arrayBuffer();
  }
  const pageConnections = CONNECTIONS - ACTION_CONNECTIONS;
  console.log(
    `storefront ${storefrontUrl} (in-memory cache), backend ${backendUrl}, ${DURATION_S} s: ${pageConnections} connections ` +
      `over ${browsing.length} cached pages and ${ACTION_CONNECTIONS} adding to cart, all at once\n`,
  );
  const run = (connections: number, requests: AutocannonRequest[]) =>
    autocannon({ url: storefrontUrl, connections, duration: DURATION_S, requests, timeout: 30 });
  const [pageResult, actionResult] = await Promise.all([run(pageConnections, browsing), run(ACTION_CONNECTIONS, addsToCart(storefrontUrl, products))]);
  report('cached pages', pageResult);
  report('add-to-cart Action', actionResult);
  const errors = pageResult.errors + actionResult.errors;
  const non2xx = pageResult.non2xx + actionResult.non2xx;
  const total = pageResult.requests.total + actionResult.requests.total;
  console.log(`\ntogether: ${((pageResult.requests.average ?? 0) + (actionResult.requests.average ?? 0)).toFixed(0)} req/s, ${total} requests, ${errors} errors, ${non2xx} non-2xx`);
  console.log(errors === 0 && non2xx === 0 ? 'goal met: 0 errors' : `goal missed: ${errors} errors, ${non2xx} non-2xx`);
  process.exitCode = errors === 0 && non2xx === 0 ? 0 : 1;
} finally {
  // The storefront first: Actions still under way when the run ends would otherwise meet a backend already gone.
  await stopServices(children);
  rmSync(dir, { recursive: true, force: true });
  releaseLock();
}
