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
 *
 * `BENCH_CATALOGUE=N` runs it on the store's generated catalogue of N products (as `backend:reset -- --products N`
 * makes it) instead of the seed.
 *
 * `BENCH_TRACING=compare` measures what tracing costs: the same run with tracing off and on (both servers sending
 * OTLP to a sink in this process that counts the spans), `BENCH_ROUNDS` (2) times each, alternating, on fresh
 * servers and databases each time, then prints throughput and p50/p95/p99 for each mode and the difference.
 * Goal: p95 no more than 3% higher with tracing on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { autocannon, formatResult, type AutocannonRequest, type AutocannonResult } from './lib/autocannon.ts';
import { benchCatalogue, seedBenchDatabase, type BenchProduct } from './lib/bench-catalogue.ts';
import { buildIfNeeded } from './lib/build.ts';
import { acquireLock } from './lib/lock.ts';
import { freePort } from './lib/ports.ts';
import { memoryAllocatorEnv } from './lib/memory-allocator.ts';
import { startNodeService, stopServices, waitForHttp } from './lib/processes.ts';
import { percentile } from './lib/percentile.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const ACTION_CONNECTIONS = Math.min(CONNECTIONS - 1, Number(process.env.BENCH_ACTION_CONNECTIONS ?? 20));
const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const COMPARE_TRACING = process.env.BENCH_TRACING === 'compare';
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const CATALOGUE = process.env.BENCH_CATALOGUE ? Number(process.env.BENCH_CATALOGUE) : undefined;
const ACCEPT = { 'accept-encoding': 'br, gzip' };
/** Products whose pages are in the mix and which the Actions add. */
const PRODUCTS = 4;

// The same lock as the end-to-end runner: both may rebuild dist/, which the other's server is reading.
const releaseLock = await acquireLock('var/e2e.lock', 'bench');
await buildIfNeeded({ label: 'bench' });

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
    // The page's language comes from the page it is posted from, as a browser's post names it (no `locale` field).
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, accept: 'application/json', referer: `${origin}/ar/` },
    body: new URLSearchParams({ sku: product.sku, qty: '1' }).toString(),
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

type Run = { pages: AutocannonResult; actions: AutocannonResult; latenciesMs: number[] };

/**
 * One run on fresh servers over a fresh database; `tracingEndpoint` turns tracing on in both. The answers' times are
 * kept for percentiles autocannon does not give (p95).
 */
async function loadRun(tracingEndpoint: string | null, { quiet = false } = {}): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), 'matjar-bench-load-'));
  const dbPath = join(dir, 'commerce.sqlite');
  const children: ChildProcess[] = [];
  const tracing = tracingEndpoint ? { OTEL_EXPORTER_OTLP_ENDPOINT: tracingEndpoint } : { OTEL_EXPORTER_OTLP_ENDPOINT: '' };
  try {
    const [backendPort, storefrontPort] = [await freePort(), await freePort()];
    const backendUrl = `http://127.0.0.1:${backendPort}`;
    const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
    seedBenchDatabase(dbPath, CATALOGUE);
    children.push(startNodeService('backend/server.ts', { BACKEND_PORT: String(backendPort), BACKEND_DB: dbPath, BACKEND_QUIET: '1', ...tracing }));
    await waitForHttp(`${backendUrl}/healthz`);
    const { products, categoryKey } = benchCatalogue(dbPath, PRODUCTS);
    children.push(
      spawn(process.execPath, ['scripts/serve-storefront.ts'], {
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
        env: { ...process.env, ...memoryAllocatorEnv(), PORT: String(storefrontPort), HOST: '127.0.0.1', COMMERCE_URL: backendUrl, REDIS_URL: '', LOG_LEVEL: 'info', ...tracing },
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
    if (!quiet) {
      console.log(
        `storefront ${storefrontUrl} (in-memory cache), backend ${backendUrl}, ${DURATION_S} s: ${pageConnections} connections ` +
          `over ${browsing.length} cached pages and ${ACTION_CONNECTIONS} adding to cart, all at once\n`,
      );
    }
    const latenciesMs: number[] = [];
    const run = (connections: number, requests: AutocannonRequest[]) => {
      const running = autocannon({ url: storefrontUrl, connections, duration: DURATION_S, requests, timeout: 30 });
      running.on('response', (_client, _status, _bytes, responseTimeMs) => latenciesMs.push(responseTimeMs));
      return running;
    };
    const [pageResult, actionResult] = await Promise.all([run(pageConnections, browsing), run(ACTION_CONNECTIONS, addsToCart(storefrontUrl, products))]);
    return { pages: pageResult, actions: actionResult, latenciesMs };
  } finally {
    // The storefront first: Actions still under way when the run ends would otherwise meet a backend already gone.
    await stopServices(children);
    rmSync(dir, { recursive: true, force: true });
  }
}

const errorsOf = (run: Run) => ({ errors: run.pages.errors + run.actions.errors, non2xx: run.pages.non2xx + run.actions.non2xx });

/** The p-th percentile of latencies, in ms to a tenth. */
function percentileMs(latencies: number[], p: number): number {
  return Math.round(percentile(latencies, p) * 10) / 10;
}

/** An OTLP endpoint that takes the servers' exports and counts their spans, as a collector would receive them. */
async function startSpanSink(): Promise<{ url: string; spans: () => number; close(): Promise<void> }> {
  let spans = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      spans += Buffer.concat(chunks).toString('utf8').split('"spanId"').length - 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans: () => spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function compareTracing(): Promise<boolean> {
  const sink = await startSpanSink();
  const modes = { off: [] as Run[], on: [] as Run[] };
  let spansOn = 0;
  try {
    console.log(`tracing off and on, ${ROUNDS} rounds each, alternating; ${DURATION_S} s, ${CONNECTIONS} connections each run\n`);
    for (let round = 1; round <= ROUNDS; round++) {
      for (const mode of ['off', 'on'] as const) {
        const before = sink.spans();
        const run = await loadRun(mode === 'on' ? sink.url : null, { quiet: true });
        // The servers export what they still hold when they stop, so the count is complete here.
        const spans = sink.spans() - before;
        if (mode === 'on') spansOn += spans;
        modes[mode].push(run);
        const sorted = [...run.latenciesMs].sort((a, b) => a - b);
        const { errors, non2xx } = errorsOf(run);
        console.log(
          `round ${round}, tracing ${mode.padEnd(3)} ${(run.latenciesMs.length / DURATION_S).toFixed(0).padStart(6)} req/s   ` +
            `p50 ${percentileMs(sorted, 50)} ms   p95 ${percentileMs(sorted, 95)} ms   p99 ${percentileMs(sorted, 99)} ms   ${errors} errors, ${non2xx} non-2xx, ${spans} spans`,
        );
      }
    }
  } finally {
    await sink.close();
  }
  const summary = (runs: Run[]) => {
    const all = runs.flatMap((run) => run.latenciesMs).sort((a, b) => a - b);
    return { rps: all.length / (DURATION_S * runs.length), p50: percentileMs(all, 50), p95: percentileMs(all, 95), p99: percentileMs(all, 99) };
  };
  const off = summary(modes.off);
  const on = summary(modes.on);
  const change = (from: number, to: number) => `${to >= from ? '+' : ''}${(((to - from) / from) * 100).toFixed(1)}%`;
  console.log('\n| tracing | req/s | p50 ms | p95 ms | p99 ms |\n| --- | --- | --- | --- | --- |');
  for (const [name, figures] of [['off', off], ['on', on]] as const) {
    console.log(`| ${name} | ${figures.rps.toFixed(0)} | ${figures.p50} | ${figures.p95} | ${figures.p99} |`);
  }
  console.log(`| change | ${change(off.rps, on.rps)} | ${change(off.p50, on.p50)} | ${change(off.p95, on.p95)} | ${change(off.p99, on.p99)} |`);
  const failures = [...modes.off, ...modes.on].reduce((sum, run) => sum + errorsOf(run).errors + errorsOf(run).non2xx, 0);
  const p95Change = (on.p95 - off.p95) / off.p95;
  console.log(`\n${spansOn} spans received with tracing on; ${failures} errors and non-2xx in all runs`);
  console.log(p95Change <= 0.03 ? 'goal met: p95 within 3% with tracing on' : `goal missed: p95 ${change(off.p95, on.p95)} with tracing on`);
  return failures === 0 && spansOn > 0;
}

try {
  if (COMPARE_TRACING) {
    process.exitCode = (await compareTracing()) ? 0 : 1;
  } else {
    const run = await loadRun(null);
    report('cached pages', run.pages);
    report('add-to-cart Action', run.actions);
    const { errors, non2xx } = errorsOf(run);
    const total = run.pages.requests.total + run.actions.requests.total;
    console.log(`\ntogether: ${((run.pages.requests.average ?? 0) + (run.actions.requests.average ?? 0)).toFixed(0)} req/s, ${total} requests, ${errors} errors, ${non2xx} non-2xx`);
    console.log(errors === 0 && non2xx === 0 ? 'goal met: 0 errors' : `goal missed: ${errors} errors, ${non2xx} non-2xx`);
    process.exitCode = errors === 0 && non2xx === 0 ? 0 : 1;
  }
} finally {
  releaseLock();
}
