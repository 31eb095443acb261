/**
 * `npm run bench:deploy`: the deploy drill. The production tier of `npm run start:edge` (hitch → Varnish → two
 * storefronts → Redis, backend; scripts/lib/edge-tier.ts) on a fresh temporary database and releases folder of its
 * own, under a steady load through https for the whole run (as `npm run bench:faults`):
 *
 * - `DEPLOY_GUESTS` (6) guests browsing shared pages, each holding a cart it filled once and checks every round;
 * - `DEPLOY_BUYERS` (4) signed-in shoppers buying over and over (cash on delivery).
 *
 * Everyone posts as a page of the previous release would: the add to cart carries the `locale` field that release
 * sent and this one's Actions do not take (release A and B are built from the same sources, so this is how their
 * Action inputs differ here: the old page's fields against the new release's schemas).
 *
 * Phases, each followed by a pause (`DEPLOY_PAUSE_S`, 10 s): steady load; `deploy` of release B (built before the
 * load starts, beside A: the build's time is printed apart) rolled over the storefronts and the caches turned over;
 * an editor changing the announcement bar (every page) and a category's name (the menus) in both languages; the
 * rollback to A. Per phase: requests, 5xx, 4xx on forms and Actions, the longest error run, orders confirmed / in the
 * database / duplicated / lost, shoppers signed out, carts lost; for the deploy and the rollback, the time until
 * every storefront serves the release and until both caches (the route cache, read from each storefront directly,
 * and Varnish, through https) answer every page of the drill with it (`X-Release`). The storefronts log at
 * `DEPLOY_STOREFRONT_LOG_LEVEL` (`fatal`; `warn` shows each failure's cause, the breaker's and the route cache's
 * warnings). A benchmark, not part of `npm test`.
 */
import { randomBytes } from 'node:crypto';
import { parse as parseDevalue } from 'devalue';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { openDatabase } from '../backend/db/database.ts';
import { seedIfEmpty } from '../backend/seed/index.ts';
import { benchBackendEnv } from './lib/backend-env.ts';
import { benchCatalogue } from './lib/bench-catalogue.ts';
import { buildIfNeeded } from './lib/build.ts';
import { doubledOrders, failureKinds, longestErrorRun, openReadOnly, statuses, type DrillSample } from './lib/drill-report.ts';
import { startEdgeTier, type EdgeTier } from './lib/edge-tier.ts';
import { acquireLock } from './lib/lock.ts';
import { freePort } from './lib/ports.ts';
import { adoptBuild, buildRelease, currentBuildDir } from './lib/releases.ts';
import { deployRelease, type DeployOutcome } from './lib/rolling-deploy.ts';
import { checkOut, Shopper, signUpWithAddress, type RequestRecord } from './lib/storefront-shopper.ts';

const GUESTS = Number(process.env.DEPLOY_GUESTS ?? 6);
const BUYERS = Number(process.env.DEPLOY_BUYERS ?? 4);
const PAUSE_MS = Number(process.env.DEPLOY_PAUSE_S ?? 10) * 1000;
/** The goal: the new release served everywhere within this long of the command. */
const SERVED_GOAL_MS = 60_000;

type Phase = { name: string; from: number; to: number; note: string };
type Confirmed = { number: string; at: number };

const samples: DrillSample[] = [];
const confirmed: Confirmed[] = [];
const signedOut = new Map<number, number>();
const cartsLost = new Map<number, number>();
let stopped = false;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const recorder = (who: string) => (sample: RequestRecord) => samples.push({ ...sample, who });

/** The add-to-cart form of a page the previous release rendered: it still sends `locale`. */
function oldPageAdd(shopper: Shopper, sku: string, locale: 'ar' | 'en') {
  return shopper.formAction<{ items: { qty: number }[] }>('cart.addItem', { locale, sku, qty: '1' }, `/${locale}/`);
}

/** The lines in the shopper's cart, as the cart page's island reads them; null when the request failed. */
async function cartItems(shopper: Shopper): Promise<number | null> {
  const answer = await shopper.send('Action cart.get', '/_actions/cart.get', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', referer: `${shopper.origin}/ar/` }, body: '{}' });
  if (!answer) return null;
  const cart = parseDevalue(await answer.text()) as { items: unknown[] } | null;
  return cart?.items.length ?? 0;
}

async function guest(index: number, tier: EdgeTier, pages: string[], skus: string[]): Promise<void> {
  const shopper = new Shopper(tier.httpsUrl, recorder('guest'), { timeoutMs: 15_000 });
  let holdsCart = false;
  while (!stopped && !holdsCart) {
    holdsCart = (await oldPageAdd(shopper, skus[index % skus.length]!, index % 2 ? 'en' : 'ar')) !== null;
    if (!holdsCart) await sleep(1000);
  }
  for (let step = index; !stopped; step++) {
    await shopper.send(`page ${pages[step % pages.length]}`, pages[step % pages.length]!);
    if (step % 10 === 0) {
      const items = await cartItems(shopper);
      if (items === 0 && !cartsLost.has(index)) cartsLost.set(index, Date.now());
    }
    await sleep(100);
  }
}

async function buyer(index: number, tier: EdgeTier, skus: string[]): Promise<void> {
  const shopper = new Shopper(tier.httpsUrl, recorder('buyer'), { timeoutMs: 20_000 });
  const details = { email: `deploy-${index}-${process.pid}@example.qa`, telephone: `5${String(3_000_000 + index).slice(-7)}` };
  const addressId = await signUpWithAddress(shopper, tier.backendUrl, details, () => stopped);
  for (let round = 0; !stopped; round++) {
    const sku = skus[(index + round) % skus.length]!;
    // A page held from before the deploy posts its add first; checkout then adds and places the order as this release's pages do.
    await oldPageAdd(shopper, sku, round % 2 ? 'en' : 'ar');
    const placed = await checkOut(shopper, sku, addressId!, 'cashondelivery');
    if (placed?.kind === 'placed') confirmed.push({ number: placed.orderNumber, at: Date.now() });
    const account = await shopper.send('account page', '/en/account', {}, 200);
    if (!account) {
      const last = samples.findLast((sample) => sample.label === 'account page' && sample.who === 'buyer');
      if (last?.status === 302 && !signedOut.has(index)) signedOut.set(index, Date.now());
    }
    await sleep(placed ? 200 : 1000);
  }
}

/** The release that rendered the page at `url` as this cache answers it (`X-Release`), or null. */
async function releaseOf(url: string): Promise<string | null> {
  try {
    const answer = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' }, signal: AbortSignal.timeout(10_000) });
    await answer.arrayBuffer();
    return answer.headers.get('x-release');
  } catch {
    return null;
  }
}

/** Polls until every page, through Varnish and from each storefront's route cache, is answered by `release`. */
async function cachesServe(tier: EdgeTier, pages: readonly string[], release: string, since: number): Promise<{ varnishMs: number; routeCacheMs: number }> {
  let varnishMs = 0;
  let routeCacheMs = 0;
  const deadline = Date.now() + 180_000;
  while ((!varnishMs || !routeCacheMs) && Date.now() < deadline) {
    if (!routeCacheMs) {
      const direct = await Promise.all(tier.storefrontUrls.flatMap((storefront) => pages.map((page) => releaseOf(`${storefront}${page}`))));
      if (direct.every((answer) => answer === release)) routeCacheMs = Date.now() - since;
    }
    if (!varnishMs) {
      const edge = await Promise.all(pages.map((page) => releaseOf(`${tier.httpsUrl}${page}`)));
      if (edge.every((answer) => answer === release)) varnishMs = Date.now() - since;
    }
    await sleep(1000);
  }
  return { varnishMs, routeCacheMs };
}

async function admin(backendUrl: string, method: 'PUT', path: string, body: unknown): Promise<void> {
  const token = (await (
    await fetch(`${backendUrl}/rest/V1/integration/admin/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'matjar-admin-dev' }) })
  ).json()) as string;
  const answer = await fetch(`${backendUrl}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
}

function menuCategoryId(database: string, urlKey: string): number {
  const db = openReadOnly(database);
  try {
    return (db.prepare('SELECT category_id AS id FROM category_store WHERE url_key = ? LIMIT 1').get(urlKey) as { id: number }).id;
  } finally {
    db.close();
  }
}

async function main(): Promise<void> {
  await buildIfNeeded({ label: 'deploy drill' });
  const dir = mkdtempSync(join(tmpdir(), 'matjar-bench-deploy-'));
  // Inside the project: a release's server bundle resolves node_modules from its folder.
  const releases = resolve('var', `bench-deploy-${process.pid}`, 'releases');
  mkdirSync(releases, { recursive: true });
  const database = join(dir, 'commerce.sqlite');
  const seeded = openDatabase(database);
  seedIfEmpty(seeded);
  seeded.close();
  const { products, categoryKey } = benchCatalogue(database, 6);
  const skus = products.map((product) => product.sku);
  const pages = ['/en', '/ar', ...products.flatMap((product) => [`/en/products/${product.urlKey}`, `/ar/products/${product.urlKey}`]), `/en/categories/${categoryKey}`, '/en/search?keyword=phone'];

  const releaseA = adoptBuild(releases, 'dist').id;
  const buildStarted = Date.now();
  console.log(`[deploy drill] release A ${releaseA} (the current build); building release B beside it…`);
  const releaseB = (await buildRelease(releases, (line) => console.error(line))).id;
  const buildMs = Date.now() - buildStarted;
  console.log(`[deploy drill] release B ${releaseB} built in ${(buildMs / 1000).toFixed(1)} s (before the load: a deploy builds while the old release serves)`);

  const secret = randomBytes(32).toString('hex');
  process.env.REVALIDATE_SECRET = secret;
  const backendPort = await freePort();
  const tier = await startEdgeTier({
    dataDir: join(dir, 'edge'),
    ports: { backend: backendPort },
    backendEnv: benchBackendEnv(backendPort, database),
    storefrontEnv: { LOG_LEVEL: process.env.DEPLOY_STOREFRONT_LOG_LEVEL ?? 'fatal', RATE_LIMIT_SCALE: '1000000', STOREFRONT_BUILD_DIR: currentBuildDir(releases) },
    exitProcess: false,
    log: (message) => console.log(`  ${message}`),
  });
  setDefaultCACertificates([...getCACertificates('default'), tier.certificate]);

  const phases: Phase[] = [];
  const deploys: { name: string; outcome: DeployOutcome; varnishMs: number; routeCacheMs: number }[] = [];
  try {
    console.log(`[deploy drill] tier up: ${tier.httpsUrl}; load: ${GUESTS} guests (each holding a cart), ${BUYERS} buyers, through https\n`);
    for (const page of pages) await fetch(`${tier.httpsUrl}${page}`).then((answer) => answer.arrayBuffer()).catch(() => null);
    const load = [
      ...Array.from({ length: GUESTS }, (_, index) => guest(index, tier, pages, skus)),
      ...Array.from({ length: BUYERS }, (_, index) => buyer(index, tier, skus)),
    ];
    let from = Date.now();
    await sleep(PAUSE_MS);
    phases.push({ name: 'steady load', from, to: Date.now(), note: '' });

    for (const [name, target] of [
      [`deploy of B`, releaseB],
      ['editor: bar + menu', null],
      [`rollback to A`, releaseA],
    ] as const) {
      from = Date.now();
      console.log(`[deploy drill] ${name}`);
      if (target) {
        const outcome = await deployRelease({ dir: releases, target, storefronts: tier.storefrontUrls, secret, varnishadm: tier.varnishadm, log: (line) => console.log(`  ${line}`) });
        const caches = await cachesServe(tier, pages, target, from);
        deploys.push({ name, outcome, ...caches });
      } else {
        const stamp = new Date().toISOString().slice(11, 19);
        await admin(tier.backendUrl, 'PUT', '/rest/ar/V1/pwa-config', { config: { top_bar: { text: `عرض جديد ${stamp}` } } });
        await admin(tier.backendUrl, 'PUT', '/rest/en/V1/pwa-config', { config: { top_bar: { text: `New offer ${stamp}` } } });
        const category = menuCategoryId(database, categoryKey);
        await admin(tier.backendUrl, 'PUT', `/rest/en/V1/categories/${category}`, { category: { name: `Phones ${stamp}` } });
        await admin(tier.backendUrl, 'PUT', `/rest/ar/V1/categories/${category}`, { category: { name: `هواتف ${stamp}` } });
      }
      await sleep(PAUSE_MS);
      phases.push({ name, from, to: Date.now(), note: '' });
    }
    stopped = true;
    await Promise.all(load);

    const db = openReadOnly(database);
    const orders = statuses(db);
    const doubled = doubledOrders(db);
    db.close();

    console.log(`\n[deploy drill] per phase (release B built in ${(buildMs / 1000).toFixed(1)} s before the load)\n`);
    console.log(['phase'.padEnd(20), 'requests', '5xx', '4xx forms/Actions', 'longest err run s', 'orders confirmed / in db / dup / lost', 'signed out', 'carts lost'].join(' | '));
    let goalMet = true;
    const kinds: string[] = [];
    for (const phase of phases) {
      const window = samples.filter((sample) => sample.at + sample.ms >= phase.from && sample.at + sample.ms < phase.to);
      const fiveXx = window.filter((sample) => (sample.status ?? 0) >= 500).length;
      const formRefusals = window.filter((sample) => /^(Action|form)/.test(sample.label) && (sample.status ?? 0) >= 400 && (sample.status ?? 0) < 500).length;
      const told = confirmed.filter((order) => order.at >= phase.from && order.at < phase.to);
      const inDb = told.filter((order) => orders.has(order.number)).length;
      const out = [...signedOut.values()].filter((at) => at >= phase.from && at < phase.to).length;
      const lost = [...cartsLost.values()].filter((at) => at >= phase.from && at < phase.to).length;
      goalMet &&= fiveXx === 0 && formRefusals === 0 && inDb === told.length && out === 0 && lost === 0;
      console.log(
        [
          phase.name.padEnd(20),
          String(window.length).padStart(8),
          String(fiveXx).padStart(3),
          String(formRefusals).padStart(17),
          longestErrorRun(window).toFixed(1).padStart(17),
          `${told.length} / ${inDb} / ${told.filter((order) => doubled.has(order.number)).length} / ${told.length - inDb}`.padStart(37),
          String(out).padStart(10),
          String(lost).padStart(10),
        ].join(' | '),
      );
      kinds.push(`  ${phase.name}: ${failureKinds(window) || 'no failed request'}`);
    }
    console.log('\n[deploy drill] time from the command until the release is served (s)\n');
    console.log(['release'.padEnd(20), 'every storefront', 'caches told', 'route cache', 'Varnish', 'per storefront: drained / out of Varnish / back'].join(' | '));
    for (const deploy of deploys) {
      const served = Math.max(deploy.outcome.rolledMs, deploy.routeCacheMs, deploy.varnishMs);
      goalMet &&= deploy.routeCacheMs > 0 && deploy.varnishMs > 0 && served <= SERVED_GOAL_MS;
      const cell = (ms: number) => (ms ? (ms / 1000).toFixed(1) : 'never').padStart(11);
      console.log(
        [
          deploy.name.padEnd(20),
          (deploy.outcome.rolledMs / 1000).toFixed(1).padStart(16),
          (deploy.outcome.turnedOverMs / 1000).toFixed(1).padStart(11),
          cell(deploy.routeCacheMs),
          cell(deploy.varnishMs).padStart(7),
          deploy.outcome.steps.map((step) => `${(step.drainedMs / 1000).toFixed(1)} / ${step.outMs === null ? '?' : (step.outMs / 1000).toFixed(1)} / ${(step.readyMs / 1000).toFixed(1)}`).join(', '),
        ].join(' | '),
      );
    }
    console.log(`\n[deploy drill] failed requests by kind\n${kinds.join('\n')}`);
    console.log(`\n[deploy drill] orders: ${confirmed.length} confirmed, ${orders.size} in the database, ${doubled.size} sharing a cart; signed out ${signedOut.size} of ${BUYERS}; carts lost ${cartsLost.size} of ${GUESTS}`);
    console.log(goalMet ? '[deploy drill] goal met' : '[deploy drill] goal missed (see above)');
    process.exitCode = goalMet ? 0 : 1;
  } finally {
    stopped = true;
    await tier.stop();
    rmSync(dir, { recursive: true, force: true });
    rmSync(resolve('var', `bench-deploy-${process.pid}`), { recursive: true, force: true });
  }
}

const lock = await acquireLock('var/e2e.lock', 'deploy drill');
try {
  await main();
} finally {
  lock();
}
