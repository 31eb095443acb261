/**
 * `npm run bench:churn`: the caches under price churn. On a fresh temporary database, the embedded backend and one
 * production storefront (built when needed), wired by change notices; `BENCH_SHOPPERS` (50) shoppers browse a wide
 * set of pages (home, every product, category, brand and e-card page in both languages, listings, search, the
 * static pages) for `BENCH_DURATION` (60) seconds, while an editor feed changes the price of one product shown in the
 * catalogue per second
 * through the admin REST API. Twice: against the storefront and its route cache alone, then through Varnish
 * (deploy/varnish/default.vcl, soft-purged by the storefront) in front of it. Each run starts with every page
 * visited once, so it measures churn, not a cold start.
 *
 * Printed per run: the answers by status, the hit ratio (answers served from the cache the shoppers reach: X-Cache
 * HIT or STALE), the pages re-rendered per edit (renders during the run over the edits: those answered to a shopper,
 * from the storefront's access log, and those behind a stale answer, from its
 * `storefront_route_cache_background_renders_total`; failed ones included) beside the pages that show the edited
 * products (by their tags), p50 / p99 page time, and edit to visible: for every edit of a simple product whose page
 * shows the edited price (no special price), the time from the admin API's answer until its English page, asked through
 * the tier measured every 20 ms, shows the new price (in its schema.org offer; the shoppers' load on, and the feed
 * editing on).
 *
 * The storefront has its `SITE_URL`, as production must: one cached copy per page, whichever Host asks. Without it
 * the route cache keys a page by Host, and the pages asked through Varnish and those read straight from the
 * storefront (their tags) were two copies, both re-rendered after each edit (14.6 renders per edit for 9.6 pages
 * showing the product, edit to visible p50 1.2 s; with it, 10.3 and 0.7 s in the same conditions).
 *
 * `BENCH_CHECKOUT=<dir>`: the backend and storefront of another checkout (built there first, with its
 * node_modules), route cache alone: an older build's figures to compare with, in the same conditions.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEV_ADMIN_PASSWORD } from '../backend/config.ts';
import { localBackendEnv } from './lib/backend-env.ts';
import { buildIfNeeded } from './lib/build.ts';
import { acquireLock } from './lib/lock.ts';
import { freePort } from './lib/ports.ts';
import { memoryAllocatorEnv } from './lib/memory-allocator.ts';
import { waitForHttp } from './lib/processes.ts';
import { hasVarnish, startVarnish, type VarnishServer } from './lib/varnish-server.ts';
import { percentile } from './lib/percentile.ts';
import { sitemapPaths } from './lib/sitemap-paths.ts';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const EDIT_EVERY_MS = 1000;
/** How long an edit may take to show before it counts as not shown. */
const VISIBLE_GIVE_UP_MS = 10_000;
const checkout = process.env.BENCH_CHECKOUT ? resolve(process.env.BENCH_CHECKOUT) : null;
const root = checkout ?? process.cwd();

type Answer = { status: number; cache: string; ms: number; tags: string[] };

const agent = new Agent({ keepAlive: true, maxSockets: SHOPPERS + 4 });

function get(url: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((done, fail) => {
    request(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (response) => {
      response.resume();
      response.once('end', () =>
        done({
          status: response.statusCode ?? 0,
          cache: String(response.headers['x-cache'] ?? '-'),
          ms: performance.now() - started,
          tags: String(response.headers.xkey ?? '').split(' ').filter(Boolean),
        }),
      );
    })
      .once('error', fail)
      .end();
  });
}

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  return response.text();
}

/** Asks for `url` every 20 ms until it shows `shown`: the milliseconds from `since`, or null past VISIBLE_GIVE_UP_MS. */
async function visibleAfter(url: string, shown: string, since: number): Promise<number | null> {
  for (;;) {
    const page = await text(url).catch(() => '');
    const elapsed = performance.now() - since;
    if (page.includes(shown)) return elapsed;
    if (elapsed > VISIBLE_GIVE_UP_MS) return null;
    await new Promise((done) => setTimeout(done, 20));
  }
}

function startNode(script: string, env: NodeJS.ProcessEnv, onLine?: (line: string) => void): ChildProcess {
  const child = spawn(process.execPath, [script], { cwd: root, env: { ...process.env, ...memoryAllocatorEnv(), ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  let rest = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) onLine?.(line);
  });
  return child;
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  return exited;
}


// ---------------------------------------------------------------------------------------------------------------

const releaseLock = await acquireLock('var/e2e.lock', 'bench');
if (!checkout) await buildIfNeeded({ label: 'bench' });
const dataDir = mkdtempSync(join(tmpdir(), 'matjar-bench-churn-'));
const [backendPort, storefrontPort, edgePort] = [await freePort(), await freePort(), await freePort()];
const backendUrl = `http://127.0.0.1:${backendPort}`;
const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
const secret = `bench-${Math.random().toString(36).slice(2)}-${Date.now()}`;
/** Renders the storefront's access log reports: GETs of a page not answered from the route cache, failed ones too. */
let answeredRenders = 0;
const isPagePath = (line: string) => /"path":"\/(ar|en)(\/|")/.test(line) || line.includes('"path":"/sitemap.xml"');

/**
 * Pages rendered so far: answered to a shopper (the access log), or behind a stale answer (after a soft purge, or
 * past its max-age), which the storefront counts in its metrics.
 */
async function renders(): Promise<number> {
  const metrics = await text(`${storefrontUrl}/metrics`);
  const background = /^storefront_route_cache_background_renders_total (\S+)$/m.exec(metrics)?.[1];
  return answeredRenders + Number(background ?? 0);
}

const children: ChildProcess[] = [];
let varnish: VarnishServer | undefined;

const cleanup = async () => {
  await Promise.all([...children.map(stop), varnish?.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
  releaseLock();
};
process.on('SIGINT', () => void cleanup().finally(() => process.exit(130)));

try {
  children.push(
    startNode(
      'backend/server.ts',
      localBackendEnv(backendPort, join(dataDir, 'commerce.sqlite'), { REVALIDATE_URL: `${storefrontUrl}/api/revalidate`, REVALIDATE_SECRET: secret }),
    ),
    startNode(
      'scripts/serve-storefront.ts',
      {
        PORT: String(storefrontPort),
        HOST: '127.0.0.1',
        COMMERCE_URL: backendUrl,
        REVALIDATE_SECRET: secret,
        REDIS_URL: '',
        // One cached copy per page, whichever Host asked (Varnish's or the storefront's own), as in production.
        SITE_URL: storefrontUrl,
        EDGE_PURGE_URLS: checkout ? '' : `http://127.0.0.1:${edgePort}/`,
        LOG_LEVEL: 'info',
      },
      (line) => {
        if (line.includes('"method":"GET"') && isPagePath(line) && !line.includes('"cache":"HIT"') && !line.includes('"cache":"STALE"')) answeredRenders += 1;
      },
    ),
  );
  await waitForHttp(`${backendUrl}/health`);
  await waitForHttp(`${storefrontUrl}/robots.txt`);

  // The pages shoppers browse: everything the sitemap lists, in both languages, plus listings, search and the rest.
  // The sitemap is an index of sitemap files (src/server/sitemap-xml.ts): their pages are read from each.
  const listed: string[] = [];
  for (const path of sitemapPaths(await text(`${storefrontUrl}/sitemap.xml`))) {
    if (path.endsWith('.xml')) listed.push(...sitemapPaths(await text(`${storefrontUrl}${path}`)));
    else listed.push(path);
  }
  const extra = ['/products', '/deals', '/categories', '/brands', '/ecards', '/search?keyword=phone', '/search?keyword=samsung', '/about', '/privacy', '/contact'];
  const pages = [...new Set([...listed, ...['ar', 'en'].flatMap((locale) => [`/${locale}`, ...extra.map((path) => `/${locale}${path}`)])])];

  // The editor's feed: the first hundred products with a page of their own (visible in the catalogue and search), by
  // SKU. Not a configurable's variants: no page shows their own tags, so an edit of one purges nothing to measure.
  const token = (await (
    await fetch(`${backendUrl}/rest/V1/integration/admin/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: DEV_ADMIN_PASSWORD }),
    })
  ).json()) as string;
  const shown = new URLSearchParams({
    'searchCriteria[pageSize]': '100',
    'searchCriteria[filter_groups][0][filters][0][field]': 'visibility',
    'searchCriteria[filter_groups][0][filters][0][value]': '4',
    'searchCriteria[filter_groups][1][filters][0][field]': 'status',
    'searchCriteria[filter_groups][1][filters][0][value]': '1',
  });
  const listing = (await (await fetch(`${backendUrl}/rest/en/V1/products?${shown}`)).json()) as {
    items?: Array<{
      sku: string; price: number; type_id: string;
      custom_attributes: Array<{ attribute_code: string; value: unknown }>;
    }>;
  };
  if (!listing.items) throw new Error(`the backend listed no products: ${JSON.stringify(listing).slice(0, 300)}`);
  const products = listing.items;
  /** The English page of a product whose price shows as edited there: a simple product, no special price. */
  const watchedPage = (product: (typeof products)[number]): string | null => {
    const attribute = (code: string) => product.custom_attributes.find((entry) => entry.attribute_code === code)?.value;
    const urlKey = attribute('url_key');
    if (product.type_id !== 'simple' || attribute('special_price') !== undefined || typeof urlKey !== 'string') return null;
    return `/en/products/${encodeURIComponent(urlKey)}`;
  };

  async function run(name: string, base: string): Promise<string[]> {
    // Every page once, so the run measures churn rather than a cold start; the tags of each, read from the storefront.
    const tagsOf = new Map<string, string[]>();
    const queue = [...pages];
    const warm = async () => {
      for (let path = queue.shift(); path; path = queue.shift()) {
        await get(`${base}${path}`);
        tagsOf.set(path, (await get(`${storefrontUrl}${path}`)).tags);
      }
    };
    await Promise.all(Array.from({ length: 4 }, warm));
    const rendersBefore = await renders();
    const answers: Answer[] = [];
    let edits = 0;
    let showing = 0;
    const watches: Array<Promise<number | null>> = [];
    const until = performance.now() + DURATION_S * 1000;

    const shopper = async () => {
      while (performance.now() < until) {
        const answer = await get(`${base}${pages[Math.floor(Math.random() * pages.length)]!}`).catch(() => null);
        if (answer) answers.push(answer);
      }
    };
    const editor = async () => {
      while (performance.now() + EDIT_EVERY_MS < until) {
        const next = performance.now() + EDIT_EVERY_MS;
        const product = products[edits % products.length]!;
        const price = Math.round(product.price * (edits % 2 === 0 ? 1.01 : 0.99) * 100) / 100;
        const response = await fetch(`${backendUrl}/rest/all/V1/products/${encodeURIComponent(product.sku)}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ product: { price } }),
        });
        await response.body?.cancel();
        if (response.ok) {
          const page = watchedPage(product);
          // Its offer's price, as the page's schema.org data writes it, rendered with the price shown.
          if (page) watches.push(visibleAfter(`${base}${page}`, `"price":"${price.toFixed(2)}"`, performance.now()));
          edits += 1;
          product.price = price;
          showing += [...tagsOf.values()].filter((tags) => tags.includes(`product:${product.sku}`)).length;
        }
        await new Promise((done) => setTimeout(done, Math.max(0, next - performance.now())));
      }
    };
    await Promise.all([editor(), ...Array.from({ length: SHOPPERS }, shopper)]);
    const visible = await Promise.all(watches);
    const shownAfter = visible.filter((ms) => ms !== null).sort((a, b) => a - b);
    // Renders the last edits started finish within a moment.
    await new Promise((done) => setTimeout(done, 2000));
    const rendersAfter = await renders();

    const hits = answers.filter((answer) => answer.cache === 'HIT' || answer.cache === 'STALE').length;
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const statuses = new Map<number, number>();
    for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${count} × ${status}`).join(', ');
    return [
      `${name}`,
      `  pages ${pages.length}, shoppers ${SHOPPERS}, ${DURATION_S} s: ${answers.length} answers (${(answers.length / DURATION_S).toFixed(0)}/s: ${byStatus})`,
      `  hit ratio            ${(hits / Math.max(1, answers.length)).toFixed(3)} (goal >= 0.95)`,
      `  re-rendered per edit ${((rendersAfter - rendersBefore) / Math.max(1, edits)).toFixed(1)} pages (${edits} price edits; the pages showing the edited product: ${(showing / Math.max(1, edits)).toFixed(1)} on average)`,
      `  page time            p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`,
      `  edit to visible      p50 ${percentile(shownAfter, 50).toFixed(0)} ms, p99 ${percentile(shownAfter, 99).toFixed(0)} ms, ` +
        `max ${(shownAfter.at(-1) ?? NaN).toFixed(0)} ms (${visible.length} edits watched on their English page; ` +
        `${visible.length - shownAfter.length} not shown within ${VISIBLE_GIVE_UP_MS / 1000} s)`,
    ];
  }

  const report: string[] = [];
  report.push(...(await run(checkout ? `route cache alone (the checkout at ${checkout})` : 'route cache alone', storefrontUrl)));
  if (!checkout) {
    if (!hasVarnish()) {
      report.push('through Varnish: skipped, varnishd or vmod-xkey is missing (apt-get install -y varnish varnish-modules)');
    } else {
      varnish = await startVarnish([storefrontPort], { port: edgePort });
      report.push(...(await run('through Varnish', varnish.url)));
    }
  }
  console.log(report.join('\n'));
} finally {
  agent.destroy();
  await cleanup();
}
