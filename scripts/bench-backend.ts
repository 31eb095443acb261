/**
 * `npm run bench:backend`: load-tests the embedded backend on a fresh temporary database.
 * (a) the storefront's 24-item category products GraphQL query, as a shopper's page asks it (anonymous: answered
 * from the backend's response cache after the first request); (a') the same query with an `Authorization`
 * header, which the response cache never serves, so every request is parsed, validated and run; (b) guest
 * add-to-cart over REST (one guest cart per connection, created before the run). 10 connections, ~10 s each;
 * prints req/s, p50 and p99 latency. The backend runs in its own process so the load generator does not share
 * its event loop.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { freePort } from './lib/ports.ts';
import { memoryAllocatorEnv } from './lib/memory-allocator.ts';
import { waitForHttp } from './lib/processes.ts';
// autocannon ships no types; the subset used here is declared below.
// @ts-expect-error untyped CommonJS module
import autocannonModule from 'autocannon';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  errors: number;
  non2xx: number;
}
interface AutocannonRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
}
const autocannon = autocannonModule as (options: {
  url: string;
  connections: number;
  duration: number;
  requests: AutocannonRequest[];
}) => Promise<AutocannonResult>;

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

const PRODUCTS_QUERY = `query CategoryProducts($id: String!, $pageSize: Int!, $currentPage: Int!) {
  products(filter: { category_id: { eq: $id } }, pageSize: $pageSize, currentPage: $currentPage, sort: { position: ASC }) {
    total_count page_info { current_page total_pages }
    items { __typename id name sku url_key type_id stock_status special_price special_from_date special_to_date
      image { url label } categories { id name }
      price { minimalPrice { amount { value currency } } regularPrice { amount { value currency } } } } } }`;

function report(name: string, result: AutocannonResult): void {
  console.log(
    `${name.padEnd(40)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   ` +
      `p99 ${String(result.latency.p99).padStart(4)} ms   (${result.requests.total} requests, ${result.errors} errors, ${result.non2xx} non-2xx)`,
  );
}

const dir = mkdtempSync(join(tmpdir(), 'matjar-bench-'));
const dbPath = join(dir, 'commerce.sqlite');
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ['backend/server.ts'], {
  env: { ...process.env, ...memoryAllocatorEnv(), BACKEND_PORT: String(port), BACKEND_HOST: '127.0.0.1', BACKEND_DB: dbPath, BACKEND_QUIET: '1' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  await waitForHttp(`${url}/health`);
  console.log(`backend ${url}, ${CONNECTIONS} connections, ${DURATION_S} s per scenario\n`);

  const productsRequest: AutocannonRequest = {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', store: 'ar' },
    body: JSON.stringify({ query: PRODUCTS_QUERY, variables: { id: '3', pageSize: 24, currentPage: 1 } }),
  };
  await autocannon({ url, connections: CONNECTIONS, duration: 1, requests: [productsRequest] }); // warm-up
  report('(a) GraphQL category, 24 items', await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, requests: [productsRequest] }));
  // A token the backend does not know: the query runs as a guest's, but never from the response cache.
  const uncachedRequest: AutocannonRequest = {
    ...productsRequest,
    headers: { ...productsRequest.headers, authorization: `Bearer ${'x'.repeat(43)}` },
  };
  report("(a') same, with Authorization (uncached)", await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, requests: [uncachedRequest] }));

  const db = new DatabaseSync(dbPath, { readOnly: true });
  const row = db.prepare("SELECT sku FROM products WHERE type_id = 'simple' AND status = 1 AND is_in_stock = 1 ORDER BY qty DESC, id LIMIT 1").get() as { sku: string };
  db.close();
  const carts: string[] = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    const response = await fetch(`${url}/rest/ar/V1/guest-carts`, { method: 'POST' });
    if (!response.ok) {
      console.log(`(b) guest add-to-cart: skipped, POST /rest/ar/V1/guest-carts answered ${response.status} (cart routes not available)`);
      break;
    }
    carts.push((await response.json()) as string);
  }
  if (carts.length === CONNECTIONS) {
    let next = 0;
    const addRequest: AutocannonRequest = {
      method: 'POST',
      path: '/rest/ar/V1/guest-carts/CART/items?os=pwa',
      headers: { 'content-type': 'application/json' },
      // Each connection keeps one cart for the whole run (its own context), like one shopper adding repeatedly.
      setupRequest: (request, context) => {
        context.cartId ??= carts[next++ % carts.length];
        const cartId = String(context.cartId);
        return {
          ...request,
          path: `/rest/ar/V1/guest-carts/${cartId}/items?os=pwa`,
          body: JSON.stringify({ cartItem: { sku: row.sku, qty: 1, quote_id: cartId } }),
        };
      },
    };
    report(`(b) REST guest add-to-cart ${row.sku}`, await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, requests: [addRequest] }));
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dir, { recursive: true, force: true });
}
