/**
 * `npm run bench:scale`: how the store's costs grow with the catalogue. The same measurements, in one run, on the
 * default seed and on the generated catalogue of `BENCH_SCALE_PRODUCTS` (20,000) SKUs (backend/seed/
 * generated-catalogue.ts, as `backend:reset -- --products N` makes it), each on a fresh temporary database with the
 * production storefront (built when needed, in-memory route cache) and the embedded backend in processes of their own:
 *
 * - uncached render time, p50 and p95: the first visit to `BENCH_SCALE_PAGES` (30) distinct pages of each type
 *   (products; categories' first pages; the deepest pages of the largest category; brands; searches; the home page,
 *   each visit under an address of its own; every file of the sitemap), after one visit of each type not counted
 *   (a fresh process's first render compiles its code);
 * - search: p50/p95 of the backend's `products(search:)` for distinct keywords, as the search page asks it;
 * - route-cache bytes per page (the brotli and gzip forms it keeps), the purge-tag header of the largest listing's
 *   first page (xkey; Cache-Tag is the same tags), storefront and backend RSS (the largest any of the run's servers
 *   reached after its visits);
 * - seed time, a full search reindex's time, the database's size.
 *
 * `--types home,search` measures only those page types (and skips the sitemap unless named); `--pages N` and
 * `--products N` override the environment's counts; `--help` prints the options.
 *
 * Then a table of both and their ratio, against the goals: every page type's p95 within 1.5x, search p95 ≤ 30 ms,
 * storefront RSS within 1.3x, each sitemap file ≤ 200 ms. Times are wall-clock on a machine that may be shared; the
 * CPU time each server spent per visit of each type (from /proc, 10 ms ticks) is printed beside them, since it
 * counts the work and not the wait for a core; the storefront main thread's share is its rendering, the rest mostly its image
 * encoder; the backend main thread's is its GraphQL and search, the rest mostly the drawing of photos not drawn yet
 * (backend/media.ts), which grows with how many products a run's pages show for the first time, not with the
 * catalogue. Each page type is measured on servers of its own, started for it, so that every type starts with no photo
 * drawn or encoded on either catalogue (on one pair of servers, the types before had shown most of the seed's few
 * products, and few of the 20,000); the sitemap, the purge header and the backend's search share a last pair. Each
 * visit starts once both servers are idle (settle).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { clearCatalogCache } from '../backend/db/memo.ts';
import { openDatabase } from '../backend/db/database.ts';
import { rebuildSearchIndex } from '../backend/search/search-index.ts';
import { seedBenchDatabase } from './lib/bench-catalogue.ts';
import { buildIfNeeded } from './lib/build.ts';
import { acquireLock } from './lib/lock.ts';
import { freePort } from './lib/ports.ts';
import { startNodeService, stopServices, waitForHttp } from './lib/processes.ts';
import { PAGE_TYPES, scalePages, type PageType } from './lib/scale-pages.ts';
import { percentile } from './lib/percentile.ts';
import { sitemapPaths } from './lib/sitemap-paths.ts';

const USAGE = `npm run bench:scale -- [--types <list>] [--pages N] [--products N]

  --types     page types to measure, comma-separated (default: all): ${PAGE_TYPES.join(', ')}
  --pages     first visits of each type (default: BENCH_SCALE_PAGES, else 30)
  --products  SKUs of the generated catalogue (default: BENCH_SCALE_PRODUCTS, else 20000)`;

const { values: options } = parseArgs({
  options: { types: { type: 'string' }, pages: { type: 'string' }, products: { type: 'string' }, help: { type: 'boolean' } },
});
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const TYPES = new Set(options.types?.split(',').map((type) => type.trim()) ?? PAGE_TYPES);
const unknownTypes = [...TYPES].filter((type) => !(PAGE_TYPES as readonly string[]).includes(type));
if (unknownTypes.length > 0) {
  console.error(`unknown page type: ${unknownTypes.join(', ')}\n\n${USAGE}`);
  process.exit(2);
}
const SCALE_PRODUCTS = Number(options.products ?? process.env.BENCH_SCALE_PRODUCTS ?? 20_000);
const PAGES = Math.max(2, Number(options.pages ?? process.env.BENCH_SCALE_PAGES ?? 30));
const ACCEPT = { 'accept-encoding': 'br, gzip' };
const SEARCH_QUERY = `query Search($search: String!) {
  products(search: $search, pageSize: 24, currentPage: 1) { total_count items { sku } aggregations { attribute_code } did_you_mean }
}`;

type ServersCpu = { storefront: number; 'storefront main thread': number; backend: number; 'backend main thread': number };

type Measures = {
  label: string;
  products: number;
  seedMs: number;
  reindexMs: number;
  databaseBytes: number;
  render: Map<PageType, number[]>;
  /** CPU ms the storefront and the backend each spent per first visit of each type. */
  cpu: Map<PageType, ServersCpu>;
  sitemapFiles: number;
  searchMs: number[];
  cacheBytesPerPage: number;
  /** The paths visited, by type. */
  pages: Map<PageType, string[]>;
  largestListing: string;
  purgeHeaderBytes: number;
  storefrontRss: number;
  backendRss: number;
};

/** Resident memory of a process, from /proc (Linux). */
function rssBytes(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

/** CPU time (user and system, in ms) from a /proc stat file (Linux): utime and stime, in 10 ms clock ticks. */
function statCpuMs(path: string): number {
  const fields = readFileSync(path, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are the 12th and 13th fields after the command name.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU time a process has used, all its threads, in ms. */
function cpuMs(pid: number | undefined): number {
  return pid === undefined ? 0 : statCpuMs(`/proc/${pid}/stat`);
}

/**
 * CPU time of a process's main thread, in ms: its JavaScript without sharp's worker threads (the storefront encodes a
 * page's first photos after it is sent, src/server/media/first-photos.ts; the backend draws the photos they are
 * made from, backend/media.ts): the storefront's rendering, the backend's GraphQL and search.
 */
function mainThreadCpuMs(pid: number | undefined): number {
  return pid === undefined ? 0 : statCpuMs(`/proc/${pid}/task/${pid}/stat`);
}

/**
 * Waits until neither server has used CPU for QUIET_MS (at most SETTLE_LIMIT_MS): a first visit leaves work running
 * after its answer (its first photos' copies, src/server/media/first-photos.ts), and the next visit's time should not
 * include waiting for it. That work still counts in the CPU per visit.
 */
const QUIET_MS = 60;
const SETTLE_LIMIT_MS = 3000;
async function settle(pids: ReadonlyArray<number | undefined>): Promise<void> {
  const used = () => pids.reduce<number>((sum, pid) => sum + cpuMs(pid), 0);
  const deadline = performance.now() + SETTLE_LIMIT_MS;
  let last = used();
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    const now = used();
    if (now === last) return;
    last = now;
  }
}

/** The time to a whole answer; a page that is not a 200 first visit (a MISS) fails the run. */
async function firstVisit(origin: string, path: string): Promise<{ ms: number; response: Response }> {
  const start = performance.now();
  const response = await fetch(`${origin}${path}`, { headers: ACCEPT, redirect: 'manual' });
  await response.arrayBuffer();
  const ms = performance.now() - start;
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const state = response.headers.get('x-cache');
  if (state !== null && state !== 'MISS') throw new Error(`${path} was not a first visit (X-Cache: ${state})`);
  return { ms, response };
}

/** The raw answer (fetch would decode the body; these are the bytes stored and sent) and its headers. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ body: Buffer; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ body: Buffer.concat(chunks), headers: response.headers }));
      response.on('error', reject);
    }).on('error', reject).end();
  });
}

/** Bytes the route cache keeps for a page: its brotli and gzip forms (read back as hits). */
async function cachedBytes(origin: string, path: string): Promise<number> {
  let bytes = 0;
  for (const encoding of ['br', 'gzip']) bytes += (await rawGet(`${origin}${path}`, { 'accept-encoding': encoding })).body.length;
  return bytes;
}

function timeReindex(database: string): number {
  const db = openDatabase(database);
  try {
    const start = performance.now();
    rebuildSearchIndex(db);
    clearCatalogCache(db);
    return performance.now() - start;
  } finally {
    db.close();
  }
}

type Servers = {
  backend: string;
  storefront: string;
  children: ChildProcess[];
  pids: Array<number | undefined>;
  /** Each server's CPU so far. */
  cpu: () => ServersCpu;
};

/** A backend on `database` and a production storefront in front of it, each in a process of its own. */
async function startServers(database: string): Promise<Servers> {
  const [backendPort, storefrontPort] = [await freePort(), await freePort()];
  const backend = `http://127.0.0.1:${backendPort}`;
  const storefront = `http://127.0.0.1:${storefrontPort}`;
  const children: ChildProcess[] = [];
  try {
    children.push(startNodeService('backend/server.ts', { BACKEND_PORT: String(backendPort), BACKEND_DB: database, BACKEND_QUIET: '1' }));
    await waitForHttp(`${backend}/healthz`);
    children.push(startNodeService('scripts/serve-storefront.ts', {
      PORT: String(storefrontPort), HOST: '127.0.0.1', COMMERCE_URL: backend, REDIS_URL: '', LOG_LEVEL: 'warn', OTEL_EXPORTER_OTLP_ENDPOINT: '',
    }));
    await waitForHttp(`${storefront}/healthz`);
  } catch (error) {
    await stopServices(children);
    throw error;
  }
  const [backendPid, storefrontPid] = [children[0]?.pid, children[1]?.pid];
  return {
    backend, storefront, children, pids: [backendPid, storefrontPid],
    cpu: () => ({
      storefront: cpuMs(storefrontPid), 'storefront main thread': mainThreadCpuMs(storefrontPid),
      backend: cpuMs(backendPid), 'backend main thread': mainThreadCpuMs(backendPid),
    }),
  };
}

/** Each server's CPU per visit between two readings. */
function perVisit(before: ServersCpu, after: ServersCpu, visits: number): ServersCpu {
  const each = (server: keyof ServersCpu) => (after[server] - before[server]) / Math.max(1, visits);
  return {
    storefront: each('storefront'), 'storefront main thread': each('storefront main thread'),
    backend: each('backend'), 'backend main thread': each('backend main thread'),
  };
}

/**
 * `keep`: paths to visit instead of the catalogue's own for some types (the seed's full-page search words, so both
 * catalogues are measured on the same searches).
 */
async function measure(label: string, products: number | undefined, keep: ReadonlyMap<PageType, string[]> = new Map()): Promise<Measures> {
  const dir = mkdtempSync(join(tmpdir(), 'matjar-bench-scale-'));
  const database = join(dir, 'commerce.sqlite');
  const children: ChildProcess[] = [];
  try {
    console.log(`\n${label}: seeding…`);
    const seedMs = seedBenchDatabase(database, products);
    const reindexMs = timeReindex(database);
    const databaseBytes = ['', '-wal'].reduce((sum, suffix) => sum + (statSync(database + suffix, { throwIfNoEntry: false })?.size ?? 0), 0);
    const { pages, largest } = scalePages(database, PAGES + 1);
    for (const [type, paths] of keep) pages.set(type, paths);
    const productCount = (() => {
      const db = openDatabase(database);
      try {
        return (db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number }).n;
      } finally {
        db.close();
      }
    })();

    console.log(`${label}: ${productCount} products; visiting ${PAGES} pages of each type…`);
    const render = new Map<PageType, number[]>();
    const cpu = new Map<PageType, ServersCpu>();
    const rss = { storefront: 0, backend: 0 };
    let cacheBytes = 0;
    let cachedPages = 0;
    for (const [type, paths] of pages) {
      if (!TYPES.has(type)) continue;
      // Each type on servers of its own, so each starts with no photo drawn or encoded at either size: on one pair of
      // servers the seed's few products had mostly been shown by the types before, the generated catalogue's not.
      const servers = await startServers(database);
      try {
        const [warmUp, ...visits] = paths;
        if (warmUp) await firstVisit(servers.storefront, warmUp);
        await settle(servers.pids);
        const times: number[] = [];
        const cpuBefore = servers.cpu();
        for (const path of visits) {
          times.push((await firstVisit(servers.storefront, path)).ms);
          await settle(servers.pids);
        }
        cpu.set(type, perVisit(cpuBefore, servers.cpu(), visits.length));
        render.set(type, times);
        for (const path of visits.slice(0, 5)) {
          cacheBytes += await cachedBytes(servers.storefront, path);
          cachedPages += 1;
        }
        rss.storefront = Math.max(rss.storefront, rssBytes(servers.children[1]?.pid));
        rss.backend = Math.max(rss.backend, rssBytes(servers.children[0]?.pid));
      } finally {
        await stopServices(servers.children);
      }
    }
    // The sitemap, the purge header and the backend's search on servers of their own too.
    const servers = await startServers(database);
    children.push(...servers.children);
    const { storefront, backend } = servers;
    // The sitemap: its index, then every file it names.
    let sitemapFiles = 0;
    if (TYPES.has('sitemap files')) {
      // A fresh process's first sitemap compiles its code: once under an address of its own, not counted.
      await firstVisit(storefront, '/sitemap.xml?visit=warm-up');
      await settle(servers.pids);
      const sitemapCpuBefore = servers.cpu();
      const index = await firstVisit(storefront, '/sitemap.xml');
      const files = sitemapPaths(await (await fetch(`${storefront}/sitemap.xml`)).text());
      const sitemapTimes = [index.ms];
      for (const file of files) sitemapTimes.push((await firstVisit(storefront, file)).ms);
      render.set('sitemap files', sitemapTimes);
      cpu.set('sitemap files', perVisit(sitemapCpuBefore, servers.cpu(), sitemapTimes.length));
      sitemapFiles = files.length;
    }

    // The largest listing's first page, as the cache in front reads it (a hit carries the headers it stored).
    const listingPath = `/en/categories/${largest.urlKey}?visit=tags`;
    await firstVisit(storefront, listingPath);
    const purgeHeaderBytes = Buffer.byteLength(String((await rawGet(`${storefront}${listingPath}`, ACCEPT)).headers.xkey ?? ''));

    const searchMs: number[] = [];
    const keywords = (pages.get('search') ?? []).map((path) => new URL(path, storefront).searchParams.get('keyword') ?? '');
    const searchOnce = async (search: string, store: 'ar' | 'en') => {
      const start = performance.now();
      const response = await fetch(`${backend}/graphql`, {
        method: 'POST', headers: { 'content-type': 'application/json', store },
        body: JSON.stringify({ query: SEARCH_QUERY, variables: { search } }),
      });
      await response.json();
      return performance.now() - start;
    };
    // Not counted, in each store view: the first search after a start reads what the backend keeps until the
    // catalogue changes (the index's words, the catalogue snapshot), as the page visits before did on shared servers.
    for (const store of ['ar', 'en'] as const) await searchOnce('warm up', store);
    for (const [index, keyword] of keywords.entries()) {
      // A keyword of its own per call (the backend's response cache is keyed by the query's text).
      searchMs.push(await searchOnce(`${keyword} ${['phone', 'هاتف', 'pro', 'سماعة', 'black'][index % 5]}`, index % 2 === 0 ? 'ar' : 'en'));
    }

    return {
      label, products: productCount, pages, seedMs, reindexMs, databaseBytes, render, cpu, sitemapFiles, searchMs,
      cacheBytesPerPage: cachedPages > 0 ? cacheBytes / cachedPages : 0,
      largestListing: `${largest.urlKey} (${largest.products} products, ${largest.lastPage} pages)`,
      purgeHeaderBytes,
      storefrontRss: Math.max(rss.storefront, rssBytes(servers.children[1]?.pid)),
      backendRss: Math.max(rss.backend, rssBytes(servers.children[0]?.pid)),
    };
  } finally {
    await stopServices(children);
    rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function table(base: Measures, scaled: Measures): void {
  type Row = [string, number, number, (value: number) => string, string, ((ratio: number, scaledValue: number) => boolean)?];
  const rows: Row[] = [];
  for (const [type, times] of base.render) {
    const other = scaled.render.get(type) ?? [];
    rows.push([`${type} p50`, percentile(times, 50), percentile(other, 50), ms, '']);
    rows.push(type === 'sitemap files'
      ? [`${type} p95 (max)`, Math.max(...times), Math.max(...other), ms, 'each ≤ 200 ms', (_ratio, value) => value <= 200]
      : [`${type} p95`, percentile(times, 95), percentile(other, 95), ms, '≤ 1.5x', (ratio) => ratio <= 1.5]);
    for (const server of ['storefront', 'storefront main thread', 'backend', 'backend main thread'] as const) {
      rows.push([`${type} CPU per visit (${server})`, base.cpu.get(type)?.[server] ?? 0, scaled.cpu.get(type)?.[server] ?? 0, ms, '']);
    }
  }
  rows.push(
    ['search (backend) p50', percentile(base.searchMs, 50), percentile(scaled.searchMs, 50), ms, ''],
    ['search (backend) p95', percentile(base.searchMs, 95), percentile(scaled.searchMs, 95), ms, '≤ 30 ms', (_ratio, value) => value <= 30],
    ['route-cache bytes per page', base.cacheBytesPerPage, scaled.cacheBytesPerPage, kb, ''],
    ['purge-tag header, largest listing', base.purgeHeaderBytes, scaled.purgeHeaderBytes, (value) => `${value} B`, '≤ 7,900 B', (_ratio, value) => value <= 7900],
    ['storefront RSS after the run', base.storefrontRss, scaled.storefrontRss, mb, '≤ 1.3x', (ratio) => ratio <= 1.3],
    ['backend RSS after the run', base.backendRss, scaled.backendRss, mb, ''],
    ['seed time', base.seedMs, scaled.seedMs, ms, ''],
    ['full search reindex', base.reindexMs, scaled.reindexMs, ms, ''],
    ['database size', base.databaseBytes, scaled.databaseBytes, mb, ''],
  );
  const header = `| measure | ${base.label} | ${scaled.label} | ratio | goal | met |`;
  console.log(`\n${header}\n| --- | --- | --- | --- | --- | --- |`);
  for (const [name, a, b, format, goal, met] of rows) {
    const ratio = a > 0 ? b / a : 0;
    console.log(`| ${name} | ${format(a)} | ${format(b)} | ${ratio.toFixed(2)}x | ${goal} | ${met ? (met(ratio, b) ? 'yes' : 'NO') : ''} |`);
  }
  console.log(`\nlargest listing: ${base.label} ${base.largestListing}; ${scaled.label} ${scaled.largestListing}`);
  console.log(`sitemap files (besides the index): ${base.label} ${base.sitemapFiles}, ${scaled.label} ${scaled.sitemapFiles}`);
  console.log(`pages a type: ${PAGES} first visits (after one not counted); sitemap: the index and every file, each once`);
}

// The same lock as the end-to-end runner: both may rebuild dist/, which the other's server is reading.
const releaseLock = await acquireLock('var/e2e.lock', 'bench');
try {
  await buildIfNeeded({ label: 'bench' });
  const base = await measure('seed', undefined);
  const seedSearches = base.pages.get('search (full page)');
  const scaled = await measure(`${SCALE_PRODUCTS.toLocaleString('en')} SKUs`, SCALE_PRODUCTS, new Map(seedSearches ? [['search (full page)', seedSearches]] : []));
  table(base, scaled);
} finally {
  releaseLock();
}
