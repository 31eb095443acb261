/**
 * `npm run bench:first-load [-- --baseline <git ref>] [-- --no-baseline] [-- --runs <n>] [-- --no-lighthouse] [-- --only <text>] [-- --edge] [-- --keep-reports]`: a
 * new guest's first load of every catalogue page type (home, a category, a listing narrowed by a specification, a
 * brand, a simple product, a configurable product (the iPhone 15), search results, deals; ar and en), for this build and a baseline
 * build (a git ref, `HEAD~1` unless told, built in a temporary worktree under var/), in the same run against the
 * same backend and its fresh database, one build after the other for each page:
 * - the document: its element count once loaded (`document.getElementsByTagName('*').length`) and its HTML bytes,
 *   decoded and as the server sends it with brotli, to a browser with no cookies, and of the brotli bytes those before
 *   `<main>` (the head, its styles and the header: the first screen's, at best within the first 14 KB);
 * - a throttled Chromium (390 px phone, 4x CPU slowdown, slow 4G: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s
 *   up; no cookies, no cache; 5 s idle after load with no touch): LCP, the main thread's longest task (from a trace's
 *   RunTask events, however short), and apart the task that commits the navigation (the renderer's own start, which
 *   the floor page has too) and the longest of the page's own with its style and layout time, the total blocking time (the long tasks' time past 50 ms each), and the script
 *   requests and their bytes over the wire;
 * - Lighthouse mobile (its own simulated slow 4G and 4x CPU), run with `npx lighthouse` on the same Chromium:
 *   performance score, LCP and TBT.
 * Each figure is the median of `--runs` (3) runs (`--runs 0`: the documents' sizes alone). Prints one table. Goals: Lighthouse performance >= 98, TBT <= 50 ms,
 * LCP <= 1.5 s (issue 41: <= 1.2 s), no task longer than 50 ms, at most 1,000 elements and 120 KB of HTML, and no
 * more than 5 script requests and 10 KB of script. `--only <text>[,<text>]` measures only the pages
 * whose name holds one of the texts (`--only ar`, `--only product,filtered`).
 *
 * The transport: each build's own node server over plain http/1.1 unless told; with `--edge`, the shop's edge in
 * front of each build's server (scripts/lib/bench-edge.ts: hitch over https with HTTP/2 by ALPN → Varnish with the
 * shop's VCL), as a shopper's phone gets the store, the browsers trusting the edge's certificate. Every page is
 * warmed through what is measured, so Varnish answers it from its cache as it answers shoppers after the first. The
 * table's `transport` column says which was measured, the document's protocol each browser saw (`h2`, `http/1.1`)
 * and its encoding, and `document KB over the wire` what Chromium received of it. The other sizes are read from the
 * build's server itself (the bytes it sends with brotli), whatever the transport. Plain http stays the default:
 * `--edge` needs Debian's `varnish`, `varnish-modules` and `hitch`.
 *
 * `--keep-reports` keeps each Lighthouse JSON report under var/bench-first-load/ and prints its path, to read what
 * its LCP is made of (its `lcp-breakdown-insight` and `network-requests`).
 *
 * The machine is shared: the load average at the start and the end is printed with the table, since every timing
 * here (not the requests and bytes) moves with it.
 *
 * A last row measures the floor: a page of one heading and one paragraph, no script, no font, no image, served by
 * this script (behind an edge of its own with `--edge`): what the browser and the tools cost without the store, which
 * the store's pages cannot go below.
 */
import { execFile, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs, promisify } from 'node:util';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { smallerBrotliAfterMs } from '../src/server/cache/smaller-brotli.ts';
import { removeBaselineTree, startBenchStack } from './lib/bench-builds.ts';
import { benchEdgeMissing, chromiumTrusting, startBenchEdge, type BenchEdge } from './lib/bench-edge.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from './lib/chromium.ts';
import { FLOOR_PAGE, serveFloorPages } from './lib/floor-pages.ts';
import { stopServices } from './lib/processes.ts';
import { tlsCertificate } from './lib/tls-certificate.ts';

const { values: options } = parseArgs({
  options: {
    baseline: { type: 'string', default: 'HEAD~1' },
    runs: { type: 'string', default: '3' },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-baseline': { type: 'boolean', default: false },
    only: { type: 'string', default: '' },
    edge: { type: 'boolean', default: false },
    'keep-reports': { type: 'boolean', default: false },
  },
});
const EDGE = options.edge === true;
if (EDGE && benchEdgeMissing()) {
  console.error(`[bench] --edge: ${benchEdgeMissing()}`);
  process.exit(1);
}
/** `--runs 0`: the documents' sizes alone (each page warmed up first, as for every run). */
const RUNS = /^\d+$/.test(options.runs!) ? Number(options.runs) : 3;
const LIGHTHOUSE_VERSION = '13.5.0';
/** Slow 4G as the issue measures it (Lighthouse's own mobile preset uses the same round trip and bandwidth). */
const NETWORK = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const IDLE_MS = 5000;
const LONG_TASK_MS = 50;
const WORK = resolve('var/bench-first-load');
const THROTTLED_PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
/** The throttled run's phone and Lighthouse's (its mobile preset: 412 px at 1.75x). */
const WARM_UP_PHONES = [THROTTLED_PHONE, { ...THROTTLED_PHONE, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 }];

type PageCase = { name: string; path: string };
type Throttled = {
  lcpMs: number;
  /** The trace's longest main-thread task, however short (it holds the renderer's own start, as the floor shows). */
  longestTaskMs: number;
  /** Of the trace's tasks: the one that commits the navigation (the renderer's own start), and the longest other one. */
  navigationStartTaskMs: number;
  longestPageTaskMs: number;
  /** Of the longest page task: its style recalculations and layouts. */
  pageTaskStyleAndLayoutMs: number;
  /** The longest task the page's long-task observer saw (past 50 ms; 0 when none). */
  longestObservedMs: number;
  blockingMs: number;
  scriptRequests: number;
  scriptBytes: number;
  /** The document's bytes over the wire as Chromium received them (headers and body, however the transport encoded it). */
  documentWireBytes: number;
  elements: number;
};
/**
 * The document as a new guest is sent it: its bytes, its bytes over the wire (the server's brotli), and how many of
 * those come before the page's own content (`<main>`): the head with its styles and the header, which the first
 * screen needs, best within the first 14 KB a new connection's first round trip can bring (issue 53).
 */
type DocumentSize = { htmlBytes: number; brotliBytes: number; brotliBeforeMainBytes: number };
type Lighthouse = { score: number; lcpMs: number; tbtMs: number };
/** The protocol the browser's document came over (Chromium's `Network.responseReceived`, Lighthouse's network requests). */
type Protocol = { protocol: string };

const children: ChildProcess[] = [];
const execFileAsync = promisify(execFile);
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');

/**
 * The catalogue's page types from the seeded database: a category with products, one of its simple products and a
 * word of that product's name (search), a listing narrowed by a specification, a brand with products, the configurable
 * iPhone 15 (else the first configurable product), the home page and the deals page.
 */
function pageCases(database: string): PageCase[] {
  const db = new DatabaseSync(database);
  try {
    const row = db
      .prepare(
        `SELECT cs.url_key AS category, ps.url_key AS product, ps.name AS name FROM category_products cp
           JOIN category_store cs ON cs.category_id = cp.category_id AND cs.store_id = 2 AND cs.url_key IS NOT NULL
           JOIN products p ON p.id = cp.product_id AND p.status = 1 AND p.visibility = 4 AND p.type_id = 'simple'
           JOIN product_store ps ON ps.product_id = p.id AND ps.store_id = 2
          ORDER BY cp.category_id, p.id LIMIT 1`,
      )
      .get() as { category: string; product: string; name: string } | undefined;
    if (!row) throw new Error('the seed has no category with a visible product');
    const configurable = db
      .prepare(
        `SELECT ps.url_key AS product FROM products p JOIN product_store ps ON ps.product_id = p.id AND ps.store_id = 2
          WHERE p.type_id = 'configurable' AND p.status = 1 AND p.visibility = 4
          ORDER BY ps.url_key <> 'apple-iphone-15', p.id LIMIT 1`,
      )
      .get() as { product: string } | undefined;
    const brand = db
      .prepare(
        `SELECT b.url_key_standalone AS brand FROM brands b
          WHERE EXISTS (SELECT 1 FROM products p WHERE p.brand_id = b.id AND p.status = 1 AND p.visibility = 4)
          ORDER BY b.position, b.id LIMIT 1`,
      )
      .get() as { brand: string } | undefined;
    // A listing narrowed by a specification (issue 51): the category whose products (a configurable one's through its
    // variants) most share one option of a filterable attribute besides colour and capacity, the narrowest first.
    const filtered = db
      .prepare(
        `SELECT cs.url_key AS category, a.attribute_code AS code, v.option_id AS option, COUNT(DISTINCT p.id) AS shown,
                (SELECT COUNT(*) FROM category_products whole WHERE whole.category_id = cp.category_id) AS size
           FROM category_products cp
           JOIN category_store cs ON cs.category_id = cp.category_id AND cs.store_id = 2 AND cs.url_key IS NOT NULL
           JOIN products p ON p.id = cp.product_id AND p.status = 1 AND p.visibility = 4
           LEFT JOIN configurable_links l ON l.parent_id = p.id
           JOIN product_attribute_values v ON v.product_id = COALESCE(l.child_id, p.id)
           JOIN product_attributes a ON a.attribute_id = v.attribute_id AND a.is_filterable = 1
                AND a.attribute_code NOT IN ('color', 'capacity')
          GROUP BY cp.category_id, a.attribute_code, v.option_id
          ORDER BY shown DESC, size, cs.url_key, a.attribute_code, v.option_id LIMIT 1`,
      )
      .get() as { category: string; code: string; option: number } | undefined;
    const keyword = row.name.split(/\s+/)[0] ?? row.name;
    return ['ar', 'en'].flatMap((locale) => [
      { name: `${locale} home`, path: `/${locale}` },
      { name: `${locale} category`, path: `/${locale}/categories/${encodeURIComponent(row.category)}` },
      ...(filtered
        ? [{ name: `${locale} filtered listing`, path: `/${locale}/categories/${encodeURIComponent(filtered.category)}?${filtered.code}=${filtered.option}` }]
        : []),
      ...(brand ? [{ name: `${locale} brand`, path: `/${locale}/brands/${encodeURIComponent(brand.brand)}` }] : []),
      { name: `${locale} product`, path: `/${locale}/products/${encodeURIComponent(row.product)}` },
      ...(configurable
        ? [{ name: `${locale} product (configurable)`, path: `/${locale}/products/${encodeURIComponent(configurable.product)}` }]
        : []),
      { name: `${locale} search`, path: `/${locale}/search?keyword=${encodeURIComponent(keyword)}` },
      { name: `${locale} deals`, path: `/${locale}/deals` },
    ]);
  } finally {
    db.close();
  }
}

/** Records LCP and long tasks from the first byte on; read after the idle time. */
const OBSERVE = `
  window.__firstLoad = { lcp: 0, tasks: [] };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__firstLoad.lcp = e.renderTime || e.loadTime || e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__firstLoad.tasks.push(e.duration); })
    .observe({ type: 'longtask', buffered: true });
`;

/**
 * The trace's categories that hold the main thread's tasks (RunTask) and name the navigation's commit (CommitLoad), and
 * no more: tracing costs time itself.
 */
const TRACE_CATEGORIES = ['disabled-by-default-devtools.timeline', 'devtools.timeline'];
type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: { name?: string } };

/**
 * The main thread's longest tasks in a Chromium trace, in ms (its outermost RunTask events, any length):
 * - `longest`: any task;
 * - `navigationStart`: the task that commits the navigation (it holds CommitLoad): the renderer making the window and
 *   its script contexts, letting the blank document go and scanning the first bytes for what to fetch, which a page
 *   of one paragraph has too (the floor row);
 * - `page`: the longest other task, the page's own work (parsing, style, layout, paint, script), and of it
 *   `pageStyleAndLayout`, the time its style recalculations and layouts took.
 */
function mainThreadTasks(trace: Buffer): { longest: number; navigationStart: number; page: number; pageStyleAndLayout: number } {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const mainThreads = new Set(
    events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`),
  );
  const onMain = events.filter((event) => event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`)).sort((a, b) => a.ts - b.ts);
  const within = (task: TraceEvent, event: TraceEvent) =>
    event.pid === task.pid && event.tid === task.tid && event.ts < task.ts + (task.dur ?? 0) && event.ts + (event.dur ?? 0) >= task.ts;
  const commits = onMain.filter((event) => event.name === 'CommitLoad');
  let navigationStart = 0;
  let pageTask: TraceEvent | undefined;
  let outerEnd = -Infinity;
  for (const task of onMain) {
    if (task.name !== 'RunTask' || task.ts < outerEnd) continue;
    outerEnd = task.ts + (task.dur ?? 0);
    if (commits.some((commit) => within(task, commit))) navigationStart = Math.max(navigationStart, (task.dur ?? 0) / 1000);
    else if ((task.dur ?? 0) > (pageTask?.dur ?? 0)) pageTask = task;
  }
  const page = (pageTask?.dur ?? 0) / 1000;
  const pageStyleAndLayout = pageTask
    ? onMain.filter((event) => (event.name === 'UpdateLayoutTree' || event.name === 'Layout') && within(pageTask, event)).reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000
    : 0;
  return { longest: Math.max(navigationStart, page), navigationStart, page, pageStyleAndLayout };
}

/**
 * How many bytes of the brotli `stream` a browser must receive before it can decode its first `decoded` bytes: the
 * first screen's share of the document as sent (not that part compressed on its own, which is smaller).
 */
function streamBytesBefore(stream: Buffer, decoded: number): number {
  const decodable = (bytes: number) => {
    try {
      return brotliDecompressSync(stream.subarray(0, bytes), { finishFlush: zlibConstants.BROTLI_OPERATION_FLUSH }).length;
    } catch {
      return 0;
    }
  };
  let low = 0;
  let high = stream.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (decodable(middle) >= decoded) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** Fetches `url` with no cookies, asking for brotli as a browser does: the document's size, decoded and as sent. */
function documentSize(url: string): Promise<DocumentSize> {
  return new Promise((resolveSize, reject) => {
    httpGet(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const sent = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const html = encoding === 'br' ? brotliDecompressSync(sent) : sent;
        // A body the server did not compress is measured as the server's own quality would send it.
        const stream = encoding === 'br' ? sent : brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
        const main = html.indexOf('<main');
        resolveSize({ htmlBytes: html.length, brotliBytes: stream.length, brotliBeforeMainBytes: main < 0 ? stream.length : streamBytesBefore(stream, main + '<main'.length) });
      });
    }).on('error', reject);
  });
}

/** The throttled run's figures, the document's protocol and its Content-Encoding (`identity` when none). */
async function throttledRun(browser: Browser, url: string): Promise<Throttled & Protocol & { encoding: string }> {
  const context = await browser.newContext(THROTTLED_PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const scripts = new Map<string, number>();
    let protocol = '?';
    let encoding = '?';
    let documentRequest = '';
    let documentWireBytes = NaN;
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.set(event.requestId, 0);
      if (event.type === 'Document' && !documentRequest) {
        documentRequest = event.requestId;
        protocol = event.response.protocol ?? '?';
        encoding = Object.entries(event.response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? 'identity';
      }
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (scripts.has(event.requestId)) scripts.set(event.requestId, event.encodedDataLength);
      if (event.requestId === documentRequest) documentWireBytes = event.encodedDataLength;
    });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(IDLE_MS);
    const tasks = mainThreadTasks(await browser.stopTracing());
    const observed = (await page.evaluate('window.__firstLoad')) as { lcp: number; tasks: number[] };
    const elements = (await page.evaluate("document.getElementsByTagName('*').length")) as number;
    return {
      lcpMs: observed.lcp,
      longestTaskMs: tasks.longest,
      navigationStartTaskMs: tasks.navigationStart,
      longestPageTaskMs: tasks.page,
      pageTaskStyleAndLayoutMs: tasks.pageStyleAndLayout,
      longestObservedMs: Math.max(0, ...observed.tasks),
      elements,
      blockingMs: observed.tasks.reduce((sum, duration) => sum + Math.max(0, duration - LONG_TASK_MS), 0),
      scriptRequests: scripts.size,
      scriptBytes: [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0),
      documentWireBytes,
      protocol,
      encoding,
    };
  } finally {
    await context.close();
  }
}

/** Runs Lighthouse as a child process without blocking this one, which serves the floor page meanwhile. */
async function lighthouseRun(url: string, outDir: string, chromeFlags: string[]): Promise<Lighthouse & Protocol> {
  const reportDir = options['keep-reports'] ? join(WORK, 'lighthouse') : outDir;
  mkdirSync(reportDir, { recursive: true });
  const report = join(reportDir, `lighthouse-${Date.now()}.json`);
  const result = await execFileAsync(
    'npx',
    [
      '--yes',
      `lighthouse@${LIGHTHOUSE_VERSION}`,
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${report}`,
      `--chrome-flags=${['--headless=new', '--no-sandbox', '--disable-gpu', ...chromeFlags].join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromiumExecutable() ?? chromium.executablePath() }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stderr?: string }) => {
    throw new Error(`lighthouse failed on ${url}: ${(error.stderr ?? String(error)).slice(-2000)}`);
  });
  if (!existsSync(report)) throw new Error(`lighthouse wrote no report for ${url}: ${result.stderr.slice(-2000)}`);
  const json = JSON.parse(readFileSync(report, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; protocol?: string }[] } }>;
  };
  if (options['keep-reports']) console.log(`[bench] Lighthouse's report for ${url}: ${report}`);
  else rmSync(report);
  return {
    score: Math.round(json.categories.performance.score * 100),
    lcpMs: json.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: json.audits['total-blocking-time']?.numericValue ?? NaN,
    protocol: json.audits['network-requests']?.details?.items?.find((request) => request.resourceType === 'Document')?.protocol ?? '?',
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function medianOf<T extends Record<string, number>>(runs: T[]): T {
  const keys = Object.keys(runs[0] ?? {}) as (keyof T)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key] as number))])) as T;
}

const lighthouseAvailable = (): boolean =>
  spawnSync('npx', ['--yes', `lighthouse@${LIGHTHOUSE_VERSION}`, '--version'], { encoding: 'utf8' }).status === 0;

const dir = mkdtempSync(join(tmpdir(), 'matjar-bench-first-load-'));
const edges: BenchEdge[] = [];
try {
  const loadAtStart = load();
  mkdirSync(WORK, { recursive: true });
  const { builds, database } = await startBenchStack(WORK, options['no-baseline'] ? null : options.baseline!, dir, children);
  const wanted = options.only!.split(',').map((text) => text.trim());
  const cases = pageCases(database).filter(({ name }) => wanted.some((text) => name.includes(text)));
  const withLighthouse = !options['no-lighthouse'] && lighthouseAvailable();
  if (!options['no-lighthouse'] && !withLighthouse) console.log(`[bench] lighthouse@${LIGHTHOUSE_VERSION} could not be installed: throttled Chromium only`);
  // What the browsers load: each build's server itself, or the edge put in front of it (--edge); the same for the floor.
  const certificate = EDGE ? tlsCertificate(dir) : null;
  const trust = certificate ? [chromiumTrusting(certificate)] : [];
  const measuredOrigin = async (serverUrl: string) => {
    const server = new URL(serverUrl);
    if (!certificate) return server.origin;
    const edge = await startBenchEdge(Number(server.port), certificate);
    edges.push(edge);
    return edge.url;
  };
  const origins = new Map<string, string>();
  for (const each of builds) origins.set(each.name, await measuredOrigin(each.url!));
  const transport = EDGE ? 'https via hitch → Varnish' : 'http, the server itself';
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: [...CHROMIUM_ARGS, ...trust] });
  // Every page loaded once before it is measured, as shoppers before would have, through what is measured: rendered
  // into the route cache (and Varnish's, with --edge), and its responsive images made at the sizes both phones below
  // ask for (each copy is encoded once, on its first request).
  for (const each of builds) {
    for (const { path } of cases) {
      for (const phone of WARM_UP_PHONES) {
        const context = await browser.newContext(phone);
        const response = await (await context.newPage()).goto(`${origins.get(each.name)}${path}`, { waitUntil: 'load' });
        if (response?.status() !== 200) throw new Error(`${each.name}: ${path} answered ${response?.status()}`);
        await context.close();
      }
    }
  }
  // A stored page gets its smaller brotli form once it has stayed unchanged a while (smaller-brotli.ts): what every
  // shopper after the first few seconds is sent. The servers read the same environment as this script.
  await new Promise((done) => setTimeout(done, smallerBrotliAfterMs() + 3000));
  const rows: { page: string; build: string; protocols: string; throttled: Throttled; document: DocumentSize; lighthouse: Lighthouse | null }[] = [];
  /** Measures `url`; the document's sizes are read from `serverUrl`, the build's server itself. */
  const measure = async (page: string, buildName: string, url: string, serverUrl: string) => {
    const document = await documentSize(serverUrl);
    const throttled: Throttled[] = [];
    const lighthouse: Lighthouse[] = [];
    const seen = { chromium: new Set<string>(), lighthouse: new Set<string>(), encoding: new Set<string>() };
    for (let run = 0; run < RUNS; run++) {
      const { protocol, encoding, ...figures } = await throttledRun(browser, url);
      throttled.push(figures);
      seen.chromium.add(protocol);
      seen.encoding.add(encoding);
      if (withLighthouse) {
        const { protocol: lighthouseProtocol, ...scores } = await lighthouseRun(url, dir, trust);
        lighthouse.push(scores);
        seen.lighthouse.add(lighthouseProtocol);
      }
    }
    // `--runs 0` loads nothing in a browser: no protocol or encoding to tell.
    const protocols = RUNS === 0 ? '-' : `${[...seen.chromium].join(' or ')}${withLighthouse ? ` / ${[...seen.lighthouse].join(' or ')}` : ''}, ${[...seen.encoding].join(' or ')}`;
    rows.push({ page, build: buildName, protocols, throttled: medianOf(throttled), document, lighthouse: withLighthouse ? medianOf(lighthouse) : null });
    const row = rows.at(-1)!;
    console.log(`[bench] ${page}, ${buildName} (${protocols}): ${JSON.stringify({ ...row.throttled, ...row.document, lighthouse: row.lighthouse })}`);
  };
  const floor = await serveFloorPages({ '/': FLOOR_PAGE });
  try {
    for (const { name, path } of cases) {
      for (const each of builds) await measure(name, each.name, `${origins.get(each.name)}${path}`, `${each.url}${path}`);
    }
    await measure('floor: one heading, one paragraph', '-', `${await measuredOrigin(floor.url)}/`, `${floor.url}/`);
  } finally {
    floor.close();
    await browser.close();
  }

  const cell = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
  const header = ['page', 'build', `transport (${transport}): document's protocol${withLighthouse ? ', Chromium / Lighthouse' : ''}, its encoding`, 'elements', 'HTML KB', 'brotli KB', 'brotli KB before <main>', 'document KB over the wire', 'LH score', 'LH LCP ms', 'LH TBT ms', 'LCP ms', 'longest task ms (trace)', 'navigation start task ms', 'longest page task ms', 'of it style & layout ms', 'longest task ms (observer)', 'blocking ms', 'script requests', 'script KB'];
  const table = rows.map(({ page, build: buildName, protocols, throttled, document, lighthouse }) => [
    page,
    buildName,
    protocols,
    cell(throttled.elements),
    cell(document.htmlBytes / 1024, 1),
    cell(document.brotliBytes / 1024, 1),
    cell(document.brotliBeforeMainBytes / 1024, 1),
    cell(throttled.documentWireBytes / 1024, 1),
    lighthouse ? cell(lighthouse.score) : '-',
    lighthouse ? cell(lighthouse.lcpMs) : '-',
    lighthouse ? cell(lighthouse.tbtMs) : '-',
    cell(throttled.lcpMs),
    cell(throttled.longestTaskMs),
    cell(throttled.navigationStartTaskMs),
    cell(throttled.longestPageTaskMs),
    cell(throttled.pageTaskStyleAndLayoutMs),
    cell(throttled.longestObservedMs),
    cell(throttled.blockingMs),
    cell(throttled.scriptRequests),
    cell(throttled.scriptBytes / 1024, 1),
  ]);
  console.log(
    `\nfirst load, new guest, median of ${RUNS}, over ${transport}; throttled Chromium: 390 px, ${CPU_SLOWDOWN}x CPU, 150 ms RTT, 1.6 Mbit/s, ${IDLE_MS / 1000} s idle`,
  );
  console.log(`| ${header.join(' | ')} |\n| ${header.map(() => '---').join(' | ')} |`);
  for (const line of table) console.log(`| ${line.join(' | ')} |`);
  console.log(`\nload average (1, 5, 15 min) at the start: ${loadAtStart}; at the end: ${load()}`);
} finally {
  for (const edge of edges) await edge.stop();
  await stopServices(children);
  rmSync(dir, { recursive: true, force: true });
  removeBaselineTree(WORK);
}
