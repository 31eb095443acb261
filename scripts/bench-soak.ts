/**
 * `npm run bench:soak`: the store under a steady crowd for a long time. `SOAK_CONNECTIONS` (100) shoppers for
 * `SOAK_MINUTES` (20) minutes against the production storefront (built when needed) and the embedded backend on a
 * fresh temporary database, each shopper one request at a time, as people do:
 *
 * - 70% browse: both home pages, product pages, a listing with its sort and filter, a search (cached or not);
 * - 15% fill a cart: add to cart through the Action on a cart of their own, then look at the cart page;
 * - 10% sign up and in by one-time code through the Actions (the code read from the backend's dev outbox), look at
 *   their account, and sign out;
 * - 5% buy: signed in once with a saved address, they add to cart, open checkout, choose the address, delivery and
 *   cash on delivery, and place the order, over and over.
 *
 * Prints, for every minute, requests per second, p99 latency and errors (a failed request or an answer other than
 * the one expected) with both servers' memory at that moment, then the storefront's and the backend's heap and RSS at the start, after the first minute
 * (warm: compiled code, caches filled, the crowd's sockets open) and at the end (from their `/metrics`). Goal: 0
 * errors, and memory flat within 10% from the first minute to the end. A benchmark, not part of `npm test`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchCatalogue } from './lib/bench-catalogue.ts';
import { buildIfNeeded } from './lib/build.ts';
import { acquireLock } from './lib/lock.ts';
import { freePort } from './lib/ports.ts';
import { benchBackendEnv } from './lib/backend-env.ts';
import { memoryAllocatorEnv } from './lib/memory-allocator.ts';
import { startNodeService, stopServices, waitForHttp } from './lib/processes.ts';
import { checkOut, saveAddress, Shopper, signUpByCode, type RequestRecord } from './lib/storefront-shopper.ts';
import { percentile } from './lib/percentile.ts';

const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 100);
const MINUTES = Number(process.env.SOAK_MINUTES ?? 20);
const ACCEPT = { 'accept-encoding': 'br, gzip' };

type Sample = { at: number; ms: number; ok: boolean };
const samples: Sample[] = [];
const failures = new Map<string, number>();

function record({ label, at, ms, status, error, ok }: RequestRecord): void {
  samples.push({ at, ms, ok });
  if (ok) return;
  const key = `${label}: ${status ?? error}`;
  failures.set(key, (failures.get(key) ?? 0) + 1);
}

const newShopper = (origin: string) => new Shopper(origin, record);

type Setup = { storefront: string; backend: string; skus: string[]; pages: string[] };

let people = 0;
/** A new shopper signs up by code through the Actions and is signed in; false when a step failed. */
function signUp(shopper: Shopper, setup: Setup): Promise<boolean> {
  people += 1;
  return signUpByCode(shopper, setup.backend, { email: `soak-${people}-${process.pid}@example.qa`, telephone: `5${String(1_000_000 + people).slice(-7)}` });
}

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

async function browse(shopper: Shopper, setup: Setup) {
  await shopper.send('page', pick(setup.pages));
}

async function fillCart(shopper: Shopper, setup: Setup) {
  // Posted from an Arabic page, as the add-to-cart form is: the Actions take no `locale` field (the page names it).
  await shopper.formAction('cart.addItem', { sku: pick(setup.skus), qty: '1' }, '/ar/');
  await shopper.send('cart page', '/ar/cart');
}

async function signInAndOut(shopper: Shopper, setup: Setup) {
  if (!(await signUp(shopper, setup))) return;
  await shopper.send('account page', '/en/account');
  await shopper.formAction('auth.signOut', {});
}

/** Signs the buyer up once and saves an address for them. */
async function readyToBuy(shopper: Shopper, setup: Setup): Promise<number | null> {
  return (await signUp(shopper, setup)) ? saveAddress(shopper, setup.backend) : null;
}

async function buy(shopper: Shopper, setup: Setup, addressId: number) {
  await checkOut(shopper, pick(setup.skus), addressId, 'cashondelivery');
}

async function runShopper(index: number, setup: Setup, until: number) {
  const shopper = newShopper(setup.storefront);
  const share = index / CONNECTIONS;
  if (share < 0.7) {
    while (Date.now() < until) await browse(shopper, setup);
  } else if (share < 0.85) {
    while (Date.now() < until) await fillCart(shopper, setup);
  } else if (share < 0.95) {
    while (Date.now() < until) await signInAndOut(newShopper(setup.storefront), setup);
  } else {
    const addressId = await readyToBuy(shopper, setup);
    if (addressId === null) return;
    while (Date.now() < until) await buy(shopper, setup, addressId);
  }
}

type Memory = { heap: number; heapTotal: number; external: number; rss: number };

async function memoryOf(url: string): Promise<Memory> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const value = (name: string) => Number(/^(\S+) (\S+)$/m.exec(text.split('\n').find((line) => line.startsWith(`${name} `)) ?? '')?.[2] ?? NaN);
  return {
    heap: value('nodejs_heap_size_used_bytes'),
    heapTotal: value('nodejs_heap_size_total_bytes'),
    external: value('nodejs_external_memory_bytes'),
    rss: value('process_resident_memory_bytes'),
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Sellable products with stock for the whole run, and the pages the browsers visit. */
function soakCatalogue(dbPath: string): { skus: string[]; pages: string[] } {
  const { products, categoryKey } = benchCatalogue(dbPath, 8);
  const pages = [
    '/ar',
    '/en',
    ...products.flatMap((product) => [`/en/products/${product.urlKey}`, `/ar/products/${product.urlKey}`]),
    `/en/categories/${categoryKey}`,
    `/en/categories/${categoryKey}?sort=price&in_stock=1`,
    '/en/search?keyword=phone',
    '/ar/search?keyword=samsung',
    '/en/brands',
  ];
  return { skus: products.map((product) => product.sku), pages };
}

const releaseLock = await acquireLock('var/e2e.lock', 'soak');
await buildIfNeeded({ label: 'bench' });
const dir = mkdtempSync(join(tmpdir(), 'matjar-bench-soak-'));
const dbPath = join(dir, 'commerce.sqlite');
const children: ReturnType<typeof startNodeService>[] = [];
try {
  const [backendPort, storefrontPort] = [await freePort(), await freePort()];
  const backend = `http://127.0.0.1:${backendPort}`;
  const storefront = `http://127.0.0.1:${storefrontPort}`;
  children.push(
    // Codes for thousands of soak shoppers from one address, at once.
    startNodeService('backend/server.ts', benchBackendEnv(backendPort, dbPath)),
  );
  await waitForHttp(`${backend}/healthz`);
  const catalogue = soakCatalogue(dbPath);
  children.push(
    startNodeService('scripts/serve-storefront.ts', {
      PORT: String(storefrontPort),
      HOST: '127.0.0.1',
      COMMERCE_URL: backend,
      REDIS_URL: '',
      // Every shopper comes from 127.0.0.1: the per-address limits would take them all for one.
      RATE_LIMIT_SCALE: '1000000',
      LOG_LEVEL: 'warn',
    }),
  );
  await waitForHttp(`${storefront}/healthz`);
  const setup: Setup = { storefront, backend, ...catalogue };
  // Every page of the mix rendered once, as a shopper before the crowd would have.
  for (const page of setup.pages) await (await fetch(`${storefront}${page}`, { headers: ACCEPT })).arrayBuffer();

  const cold = { storefront: await memoryOf(storefront), backend: await memoryOf(backend) };
  let start = cold;
  const began = Date.now();
  const warmed = setTimeout(() => {
    void Promise.all([memoryOf(storefront), memoryOf(backend)]).then(([front, back]) => (start = { storefront: front, backend: back }));
  }, 60_000);
  const until = began + MINUTES * 60_000;
  console.log(`storefront ${storefront}, backend ${backend}: ${CONNECTIONS} shoppers for ${MINUTES} min (70% browse, 15% cart, 10% sign up/in/out, 5% checkout)`);
  console.log(`memory allocator of both servers: ${memoryAllocatorEnv().LD_PRELOAD ?? "glibc's malloc"}\n`);
  console.log('minute  req/s    p99 ms   errors   storefront RSS / heap / external MB   backend RSS / heap MB   storefront heap used: floor / peak MB');
  // The heap in use at one moment is mostly garbage not yet collected: sampled every 2 s, its lowest value in a minute
  // (just after a collection) is what the process keeps alive, and a leak shows as that floor rising minute by minute.
  const heapUsed: { at: number; bytes: number }[] = [];
  const heapSampler = setInterval(() => void memoryOf(storefront).then((memory) => heapUsed.push({ at: Date.now(), bytes: memory.heap }), () => undefined), 2000);
  const heapFloor = (minute: number) => {
    const inMinute = heapUsed.filter((sample) => sample.at >= began + minute * 60_000 && sample.at < began + (minute + 1) * 60_000).map((sample) => sample.bytes);
    return { floor: Math.min(...inMinute), peak: Math.max(...inMinute) };
  };
  let reported = 0;
  const ticker = setInterval(() => {
    const minute = reported;
    const inMinute = samples.filter((sample) => sample.at >= began + minute * 60_000 && sample.at < began + (minute + 1) * 60_000);
    if (Date.now() < began + (minute + 1) * 60_000) return;
    reported += 1;
    const errors = inMinute.filter((sample) => !sample.ok).length;
    const figures = `${String(minute + 1).padStart(6)}  ${(inMinute.length / 60).toFixed(1).padStart(6)}  ${percentile(inMinute.map((sample) => sample.ms), 99).toFixed(0).padStart(7)}   ${String(errors).padEnd(6)}`;
    const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
    void Promise.all([memoryOf(storefront), memoryOf(backend)]).then(([front, back]) =>
      console.log(
        `${figures}   ${megabytes(front.rss)} / ${megabytes(front.heapTotal)} / ${megabytes(front.external)}`.padEnd(72) +
          `${megabytes(back.rss)} / ${megabytes(back.heapTotal)}`.padEnd(24) +
          `${megabytes(heapFloor(minute).floor)} / ${megabytes(heapFloor(minute).peak)}`,
      ),
    );
  }, 1000);
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, index) => runShopper(index, setup, until)));
  clearInterval(ticker);
  clearInterval(heapSampler);
  clearTimeout(warmed);
  const end = { storefront: await memoryOf(storefront), backend: await memoryOf(backend) };

  const errors = samples.filter((sample) => !sample.ok).length;
  console.log(`\n${samples.length} requests, ${errors} errors${failures.size ? `: ${[...failures].map(([what, count]) => `${what} ×${count}`).join(', ')}` : ''}`);
  let flat = true;
  for (const side of ['storefront', 'backend'] as const) {
    const growth = (end[side].heap - start[side].heap) / start[side].heap;
    const rssGrowth = (end[side].rss - start[side].rss) / start[side].rss;
    flat &&= rssGrowth <= 0.1;
    console.log(
      `${side.padEnd(10)} heap ${mb(cold[side].heap)} at start, ${mb(start[side].heap)} after a minute -> ${mb(end[side].heap)} (${(growth * 100).toFixed(1)}%); ` +
        `RSS ${mb(cold[side].rss)} at start, ${mb(start[side].rss)} after a minute -> ${mb(end[side].rss)} (${(rssGrowth * 100).toFixed(1)}%)`,
    );
  }
  const [firstFloor, lastFloor] = [heapFloor(1 < MINUTES ? 1 : 0).floor, heapFloor(MINUTES - 1).floor];
  console.log(`storefront heap kept alive (its lowest in a minute): ${mb(firstFloor)} in minute ${MINUTES > 1 ? 2 : 1} -> ${mb(lastFloor)} in the last (${(((lastFloor - firstFloor) / firstFloor) * 100).toFixed(1)}%)`);
  console.log(errors === 0 && flat ? 'goal met: 0 errors, memory flat within 10%' : `goal missed: ${errors} errors${flat ? '' : ', memory grew more than 10%'}`);
  process.exitCode = errors === 0 && flat ? 0 : 1;
} finally {
  await stopServices(children);
  rmSync(dir, { recursive: true, force: true });
  releaseLock();
}
