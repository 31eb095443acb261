/**
 * `npm run bench:faults`: the fault drill. The production tier of `npm run start:edge` (scripts/lib/edge-tier.ts:
 * hitch → Varnish → two storefronts → Redis, backend) on a fresh temporary database, under a steady load through
 * https for the whole run:
 *
 * - `FAULT_GUESTS` (6) guests browsing shared pages (home, products, a listing, search) and the cart page;
 * - `FAULT_BUYERS` (4) signed-in shoppers buying over and over: add to cart, checkout, cash or card; a card payment
 *   goes through the provider simulator (its page, its notification, its 303 back to the status page), and every
 *   third card buyer never comes back from the provider (only the notification, or reconciliation, can settle it).
 *
 * Faults, one after another, each followed by a recovery pause (`FAULT_PAUSE_S`, 10 s; steady load first):
 * kill -9 of storefront A (the supervisor restarts it), kill -9 of storefront B, a Redis restart, kill -9 of the
 * backend during checkouts and card payments, a Varnish restart, and the backend slowed by 2 s an answer for 30 s
 * (a delaying proxy between the storefronts and the backend).
 *
 * At the end, from the backend's database and the shoppers' own records: every order a shopper was told is placed
 * exists exactly once, no cart became two orders, every payment the provider approved is a paid order (after
 * reconciliation has had its chance), stock is the seed minus what was sold per SKU, and no shopper was signed out.
 * Printed per fault: requests, 5xx and other errors (and the guests' 5xx outside the allowed windows), the longest
 * run of errors in seconds and the recovery time after the process was back; orders confirmed / in the database /
 * duplicates / lost; payments approved vs paid; shoppers signed out. A benchmark, not part of `npm test`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { openDatabase } from '../backend/db/database.ts';
import { seedIfEmpty } from '../backend/seed/index.ts';
import { benchBackendEnv } from './lib/backend-env.ts';
import { benchCatalogue } from './lib/bench-catalogue.ts';
import { buildIfNeeded } from './lib/build.ts';
import { startDelayingProxy } from './lib/delaying-proxy.ts';
import { killHard, startEdgeTier, type EdgeTier } from './lib/edge-tier.ts';
import { acquireLock } from './lib/lock.ts';
import { freePort } from './lib/ports.ts';
import { checkOut, payAtProvider, Shopper, signUpWithAddress, type RequestRecord } from './lib/storefront-shopper.ts';
import type { SupervisedService } from './lib/supervisor.ts';
import { approvedRefs, doubledOrders, failureKinds, longestErrorRun, openReadOnly, PAID, statuses } from './lib/drill-report.ts';

const GUESTS = Number(process.env.FAULT_GUESTS ?? 6);
const BUYERS = Number(process.env.FAULT_BUYERS ?? 4);
const PAUSE_MS = Number(process.env.FAULT_PAUSE_S ?? 10) * 1000;
const SLOW_MS = 2000;
const SLOW_FOR_MS = 30_000;
const RECOVERY_GOAL_MS = 5000;
const SEED_STOCK = 10_000_000;

type Sample = RequestRecord & { who: 'guest' | 'buyer'; backendDown: boolean };
type Fault = { name: string; from: number; to: number; backAt: number | null; note: string };
type Confirmed = { number: string; at: number; card: boolean };

const samples: Sample[] = [];
const confirmed: Confirmed[] = [];
const approvedSeen: { number: string; at: number }[] = [];
/** Buyers found signed out (the account page sent them to sign in), and when. */
const signedOut = new Map<number, number>();
let backendDown = false;
let stopped = false;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const recorder = (who: Sample['who']) => (sample: RequestRecord) => samples.push({ ...sample, who, backendDown });

async function guest(index: number, tier: EdgeTier, pages: string[]): Promise<void> {
  const shopper = new Shopper(tier.httpsUrl, recorder('guest'), { timeoutMs: 15_000 });
  for (let step = index; !stopped; step++) {
    const page = pages[step % pages.length]!;
    await shopper.send(`page ${page}`, page);
    await sleep(100);
  }
}

async function buyer(index: number, tier: EdgeTier, skus: string[]): Promise<void> {
  const shopper = new Shopper(tier.httpsUrl, recorder('buyer'), { timeoutMs: 20_000 });
  const details = { email: `drill-${index}-${process.pid}@example.qa`, telephone: `5${String(2_000_000 + index).slice(-7)}` };
  const addressId = await signUpWithAddress(shopper, tier.backendUrl, details, () => stopped);
  for (let round = 0; !stopped; round++) {
    const card = round % 2 === 1;
    const placed = await checkOut(shopper, skus[(index + round) % skus.length]!, addressId!, card ? 'aps_fort_cc' : 'cashondelivery');
    if (placed?.kind === 'placed') confirmed.push({ number: placed.orderNumber, at: Date.now(), card: false });
    if (placed?.kind === 'pay') {
      const comesBack = (round + index) % 6 !== 1;
      const answer = await payAtProvider(shopper, placed, 'approve', { followReturn: comesBack });
      if (answer) {
        approvedSeen.push({ number: placed.orderNumber, at: Date.now() });
        if (comesBack) confirmed.push({ number: placed.orderNumber, at: Date.now(), card: true });
      }
    }
    const account = await shopper.send('account page', '/en/account', {}, 200);
    if (!account) {
      const last = samples.findLast((sample) => sample.label === 'account page');
      if (last?.status === 302 && !signedOut.has(index)) signedOut.set(index, Date.now());
    }
    await sleep(placed ? 200 : 1000);
  }
}

/** Runs `inject`, then waits for `service` to be back (restarted by the supervisor); the time it was back. */
async function restartFault(name: string, service: SupervisedService, inject: () => void, faults: Fault[]): Promise<void> {
  const from = Date.now();
  inject();
  await service.upSince(from, 120_000);
  const backAt = Date.now();
  await sleep(PAUSE_MS);
  faults.push({ name, from, to: Date.now(), backAt, note: `${service.name} back after ${((backAt - from) / 1000).toFixed(1)} s` });
}

async function main(): Promise<void> {
  buildIfNeeded();
  const dir = mkdtempSync(join(tmpdir(), 'matjar-bench-faults-'));
  const database = join(dir, 'commerce.sqlite');
  const seeded = openDatabase(database);
  seedIfEmpty(seeded);
  seeded.close();
  const { products, categoryKey } = benchCatalogue(database, 6);
  const skus = products.map((product) => product.sku);
  const pages = [
    '/en',
    '/ar',
    ...products.flatMap((product) => [`/en/products/${product.urlKey}`, `/ar/products/${product.urlKey}`]),
    `/en/categories/${categoryKey}`,
    '/en/search?keyword=phone',
    '/en/cart',
  ];

  const log: string[] = [];
  const backendPort = await freePort();
  const proxy = await startDelayingProxy(`http://127.0.0.1:${backendPort}`);
  const backendEnv = { ...benchBackendEnv(backendPort, database), BACKEND_APS_RECONCILE_AFTER_SECONDS: '5', BACKEND_APS_RECONCILE_INTERVAL_SECONDS: '2' };
  const tier = await startEdgeTier({
    dataDir: join(dir, 'edge'),
    ports: { backend: backendPort },
    backendEnv,
    // The storefronts' failures are counted here; their own error lines (one per failed request) would bury the table.
    storefrontEnv: { LOG_LEVEL: 'fatal', RATE_LIMIT_SCALE: '1000000' },
    // The storefronts reach the backend through the delaying proxy (the slow-backend fault).
    commerceUrl: () => proxy.url,
    exitProcess: false,
    log: (message) => {
      log.push(`${new Date().toISOString()} ${message}`);
      console.log(`  ${message}`);
    },
  });
  setDefaultCACertificates([...getCACertificates('default'), tier.certificate]);

  try {
    console.log(`[faults] tier up: ${tier.httpsUrl} (storefronts ${tier.storefrontUrls.join(', ')}, backend ${tier.backendUrl})`);
    console.log(`[faults] load: ${GUESTS} guests browsing, ${BUYERS} signed-in buyers (cash and card), through https\n`);
    for (const page of pages) await fetch(`${tier.httpsUrl}${page}`).then((r) => r.arrayBuffer()).catch(() => null);
    const load = [
      ...Array.from({ length: GUESTS }, (_, index) => guest(index, tier, pages)),
      ...Array.from({ length: BUYERS }, (_, index) => buyer(index, tier, skus)),
    ];
    const faults: Fault[] = [];
    const steadyFrom = Date.now();
    await sleep(PAUSE_MS);
    faults.push({ name: 'steady load', from: steadyFrom, to: Date.now(), backAt: null, note: '' });

    const [storefrontA, storefrontB] = tier.services.storefronts as [SupervisedService, SupervisedService];
    console.log('[faults] kill -9 storefront A');
    await restartFault('kill -9 storefront A', storefrontA, () => killHard(storefrontA), faults);
    console.log('[faults] kill -9 storefront B');
    await restartFault('kill -9 storefront B', storefrontB, () => killHard(storefrontB), faults);
    console.log('[faults] Redis restart');
    await restartFault('Redis restart', tier.services.redis, () => process.kill(tier.services.redis.pid()!, 'SIGTERM'), faults);
    console.log('[faults] kill -9 backend');
    await restartFault(
      'kill -9 backend',
      tier.services.backend,
      () => {
        backendDown = true;
        killHard(tier.services.backend);
        void tier.services.backend.upSince(Date.now() - 1, 120_000).then(() => (backendDown = false));
      },
      faults,
    );
    console.log('[faults] Varnish restart');
    await restartFault('Varnish restart', tier.services.varnish, () => process.kill(tier.services.varnish.pid()!, 'SIGTERM'), faults);
    console.log(`[faults] backend slowed by ${SLOW_MS} ms an answer for ${SLOW_FOR_MS / 1000} s`);
    const slowFrom = Date.now();
    proxy.delayMs = SLOW_MS;
    await sleep(SLOW_FOR_MS);
    proxy.delayMs = 0;
    const slowBack = Date.now();
    await sleep(PAUSE_MS);
    faults.push({ name: `backend +${SLOW_MS / 1000} s for ${SLOW_FOR_MS / 1000} s`, from: slowFrom, to: Date.now(), backAt: slowBack, note: 'delay lifted' });

    stopped = true;
    await Promise.all(load);

    // Reconciliation settles approved payments whose notification was lost: give it its chance.
    const deadline = Date.now() + 60_000;
    let db = openReadOnly(database);
    const unpaid = () => [...approvedRefs(db).keys()].filter((ref) => !PAID.has(statuses(db).get(ref)?.status ?? ''));
    while (unpaid().length > 0 && Date.now() < deadline) {
      db.close();
      await sleep(1000);
      db = openReadOnly(database);
    }

    const orders = statuses(db);
    const approved = approvedRefs(db);
    const doubled = doubledOrders(db);
    const stock = db
      .prepare(
        `SELECT p.sku AS sku, p.qty AS qty, COALESCE((SELECT SUM(i.qty_ordered - i.qty_canceled) FROM order_items i JOIN orders o ON o.id = i.order_id
           WHERE i.sku = p.sku AND o.status != 'canceled'), 0) AS sold FROM products p WHERE p.sku IN (${skus.map(() => '?').join(',')})`,
      )
      .all(...skus) as { sku: string; qty: number; sold: number }[];
    db.close();

    console.log('\n[faults] per fault (guests and buyers together; the goal: recovery within 5 s of the process being back)\n');
    const header = [
      'fault'.padEnd(26),
      'requests',
      '5xx',
      'other err',
      'guest 5xx*',
      'longest err run s',
      'recovered s',
      'orders confirmed / in db / dup / lost',
      'approved / paid',
      'signed out',
    ];
    console.log(header.join(' | '));
    let goalMet = true;
    const kinds: string[] = [];
    for (const fault of faults) {
      // A request belongs to the fault during which it ended: one in flight when the next fault begins is that fault's.
      const window = samples.filter((sample) => sample.at + sample.ms >= fault.from && sample.at + sample.ms < fault.to);
      const fiveXx = window.filter((sample) => (sample.status ?? 0) >= 500).length;
      const other = window.filter((sample) => !sample.ok && (sample.status ?? 0) < 500).length;
      // Allowed: while the backend was down (an uncached page cannot be rendered). Both storefronts are never down at once here.
      const guestFiveXx = window.filter((sample) => sample.who === 'guest' && (sample.status ?? 0) >= 500 && !sample.backendDown).length;
      // Recovery: the end of the last failed request sent after the process was back, from that moment.
      const backAt = fault.backAt;
      const lastError = backAt === null ? 0 : window.filter((sample) => !sample.ok && sample.at >= backAt).reduce((latest, sample) => Math.max(latest, sample.at + sample.ms), 0);
      const recovered = backAt === null || lastError === 0 ? 0 : (lastError - backAt) / 1000;
      const told = confirmed.filter((order) => order.at >= fault.from && order.at < fault.to);
      const inDb = told.filter((order) => orders.has(order.number)).length;
      const windowApproved = [...approved].filter(([, at]) => at >= fault.from && at < fault.to).map(([ref]) => ref);
      const paid = windowApproved.filter((ref) => PAID.has(orders.get(ref)?.status ?? '')).length;
      goalMet &&= inDb === told.length && paid === windowApproved.length && guestFiveXx === 0 && recovered * 1000 <= RECOVERY_GOAL_MS;
      console.log(
        [
          fault.name.padEnd(26),
          String(window.length).padStart(8),
          String(fiveXx).padStart(3),
          String(other).padStart(9),
          String(guestFiveXx).padStart(10),
          longestErrorRun(window).toFixed(1).padStart(17),
          (fault.backAt === null ? '-' : recovered.toFixed(1)).padStart(11),
          `${told.length} / ${inDb} / ${told.filter((order) => doubled.has(order.number)).length} / ${told.length - inDb}`.padStart(37),
          `${windowApproved.length} / ${paid}`.padStart(15),
          String([...signedOut.values()].filter((at) => at >= fault.from && at < fault.to).length).padStart(10),
        ].join(' | ') + (fault.note ? `   (${fault.note})` : ''),
      );
      const late = backAt === null ? [] : window.filter((sample) => !sample.ok && sample.at >= backAt);
      const lateList = late.map((sample) => `${sample.who} ${sample.label} ${sample.status ?? sample.error} +${((sample.at - backAt!) / 1000).toFixed(1)} s`).join(', ');
      kinds.push(`  ${fault.name}: ${failureKinds(window) || 'no failed request'}${late.length ? `\n    sent after it was back: ${lateList}` : ''}`);
    }
    console.log(`\n[faults] failed requests by kind\n${kinds.join('\n')}`);
    console.log('  * guests\' 5xx while the backend was up (both storefronts are never down at once in this drill)');

    const lost = confirmed.filter((order) => !orders.has(order.number));
    const approvedUnpaid = [...approved.keys()].filter((ref) => !PAID.has(orders.get(ref)?.status ?? ''));
    const wrongStock = stock.filter((row) => row.qty !== SEED_STOCK - row.sold);
    const unconfirmed = [...orders.keys()].filter((number) => !confirmed.some((order) => order.number === number)).length;
    console.log(
      [
        '',
        `[faults] orders: ${confirmed.length} confirmed to shoppers, ${orders.size} in the database (${unconfirmed} placed but never confirmed to the shopper: the answer was lost or the payment not finished), ${lost.length} lost, ${doubled.size} orders sharing a cart`,
        `[faults] payments: ${approved.size} approved by the provider (${approvedSeen.length} seen by the shoppers), ${approved.size - approvedUnpaid.length} paid orders, ${approvedUnpaid.length} approved without a paid order${approvedUnpaid.length ? `: ${approvedUnpaid.join(', ')}` : ''}`,
        `[faults] stock: ${stock.length - wrongStock.length} of ${stock.length} SKUs at seed − sold${wrongStock.length ? `; off: ${wrongStock.map((row) => `${row.sku} ${row.qty} ≠ ${SEED_STOCK - row.sold}`).join(', ')}` : ''}`,
        `[faults] shoppers signed out: ${signedOut.size} of ${BUYERS}`,
        `[faults] supervisor: ${log.filter((line) => line.includes('exited')).length} exits seen, ${log.filter((line) => line.includes('is back')).length} restarts`,
      ].join('\n'),
    );
    const ok = goalMet && lost.length === 0 && doubled.size === 0 && approvedUnpaid.length === 0 && wrongStock.length === 0 && signedOut.size === 0;
    console.log(ok ? '[faults] goal met' : '[faults] goal missed (see above)');
    process.exitCode = ok ? 0 : 1;
  } finally {
    stopped = true;
    await tier.stop();
    await proxy.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const release = await acquireLock('var/e2e.lock', 'fault drill');
try {
  await main();
} finally {
  release();
}
