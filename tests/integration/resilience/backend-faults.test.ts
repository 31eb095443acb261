/**
 * The production storefront (scripts/serve-storefront.ts over the Vitest run's build) against a commerce backend that
 * fails in each way a real one does: stopped, hung (SIGSTOP: connections are accepted, nothing ever answers), and
 * replaced by a server answering garbage (an HTML page, JSON cut off half-way, 200s of the wrong shape). In each:
 * - cached pages answer 200: fresh ones from the cache, and one kept past its lifetime (its product's sale has
 *   ended) as its stale copy (stale-if-error);
 * - an uncached page answers the localized 503 in both locales (Retry-After, no-store) well before the request's
 *   own generous timeout, so it did not wait for an OS timeout;
 * - the add-to-cart Action answers SERVICE_UNAVAILABLE and the no-JavaScript cart form the localized "try again
 *   later" notice, and neither touches the cart cookie;
 * - /healthz answers 200, /readyz 503 naming the commerce check;
 * and when the backend is back, uncached pages render again, /readyz is 200 and the cart still holds its item.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/ports.ts';
import { waitForHttp } from '../../../scripts/lib/processes.ts';
import { runsStorefrontBuild } from '../../helpers/built-storefront.ts';
import { createCommerceFaults, type CommerceFaults, type Garbage } from '../../helpers/commerce-faults.ts';

/** Far longer than the storefront's deadline: an answer before it did not wait for any OS timeout. */
const GENEROUS_TIMEOUT_MS = 20_000;
const errorsText = (locale: 'ar' | 'en') =>
  JSON.parse(readFileSync(`locales/${locale}/errors.json`, 'utf8')) as { network: string; unavailable: { message: string } };

type Answer = { status: number; headers: Headers; body: string };
type Product = { sku: string; urlKey: string };

let commerce: CommerceFaults;
let storefront: ChildProcess | undefined;
let storefrontOutput = '';
/** What the storefront wrote on stdout: its log. */
let storefrontLog = '';
let base = '';
let cartCookie = '';
let products: Product[] = [];
const cartSku = () => products[0]!.sku;

async function startStorefront(commerceUrl: string): Promise<void> {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  storefront = spawn(process.execPath, ['scripts/serve-storefront.ts'], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: {
      ...process.env,
      // The run's own build, which no other run rebuilds under it.
      STOREFRONT_BUILD_DIR: await runsStorefrontBuild(),
      PORT: String(port),
      HOST: '127.0.0.1',
      COMMERCE_URL: commerceUrl,
      REDIS_URL: '',
      // Short enough to keep the run quick, long enough for a healthy render on a busy shared machine.
      COMMERCE_TIMEOUT_MS: '4000',
      COMMERCE_ACTION_TIMEOUT_MS: '5000',
      COMMERCE_BREAKER_RESET_MS: '1000',
      LOG_LEVEL: 'warn',
    },
  });
  storefront.stdout?.on('data', (chunk: Buffer) => {
    storefrontOutput += chunk.toString();
    storefrontLog += chunk.toString();
  });
  storefront.stderr?.on('data', (chunk: Buffer) => (storefrontOutput += chunk.toString()));
  await waitForHttp(`${base}/healthz`);
}

/** The storefront's log lines read so far. */
function logLines(): Array<Record<string, unknown>> {
  return storefrontLog
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${base}${path}`, { headers, redirect: 'manual', signal: AbortSignal.timeout(GENEROUS_TIMEOUT_MS) });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

function post(path: string, body: string, contentType: string): Promise<Answer> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { 'content-type': contentType, origin: base, ...(cartCookie ? { cookie: cartCookie } : {}) },
    signal: AbortSignal.timeout(GENEROUS_TIMEOUT_MS),
  }).then(async (response) => ({ status: response.status, headers: response.headers, body: await response.text() }));
}

/** A write Action as an island sends it (form data), and a read one (JSON). */
const action = (name: string, input: Record<string, string | number>) =>
  post(`/_actions/${name}`, new URLSearchParams(Object.entries(input).map(([key, value]) => [key, String(value)])).toString(), 'application/x-www-form-urlencoded');
const read = (name: string, input: Record<string, unknown>) => post(`/_actions/${name}`, JSON.stringify(input), 'application/json');

/** Products the seed sells, by their English url key. */
function sellableProducts(dbPath: string): Product[] {
  const db = new DatabaseSync(dbPath);
  try {
    return db
      .prepare(
        `SELECT p.sku AS sku, ps.url_key AS urlKey FROM products p JOIN product_store ps ON ps.product_id = p.id AND ps.store_id = 2
          WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4 AND p.is_in_stock = 1 AND p.qty > 10 AND p.special_price IS NULL
          ORDER BY p.id LIMIT 12`,
      )
      .all() as Product[];
  } finally {
    db.close();
  }
}

const magentoDate = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);

/** Puts `product` on a sale that ends `endsAt` (epoch ms), so its page may be kept only until then. */
function endSaleAt(product: Product, endsAt: number): void {
  const db = new DatabaseSync(commerce.dbPath);
  try {
    db.prepare('UPDATE products SET special_price = price - 1, special_from_date = ?, special_to_date = ? WHERE sku = ?').run(
      magentoDate(Date.now() - 86_400_000),
      magentoDate(endsAt),
      product.sku,
    );
  } finally {
    db.close();
  }
}

/** The products whose pages each fault finds kept past their lifetime, by index in `products`. */
const KEPT_PRODUCTS = [2, 3, 4, 5, 6];
let keptPages: Promise<Map<number, string>> | undefined;

/**
 * The pages of KEPT_PRODUCTS past their lifetime, kept only for a failed re-render: each cached while its product's
 * sale ends in a few seconds (so the page may be kept only that long), then, once, the wait for the last sale to
 * end. Made by the first test that asks, while the backend is up; a page kept for stale-if-error stays a day, so
 * each later fault still finds its own, never asked for in between.
 */
function pagesPastTheirLifetime(): Promise<Map<number, string>> {
  keptPages ??= (async () => {
    const bodies = new Map<number, string>();
    let lastEnd = 0;
    for (const index of KEPT_PRODUCTS) {
      const product = products[index]!;
      const endsAt = Date.now() + 5000;
      endSaleAt(product, endsAt);
      const rendered = await get(`/en/products/${product.urlKey}`);
      expect(rendered.status).toBe(200);
      expect(rendered.headers.get('x-cache')).toBe('MISS');
      expect(rendered.headers.get('cache-control')).toMatch(/s-maxage=[1-5],/);
      bodies.set(index, rendered.body);
      lastEnd = endsAt;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, lastEnd - Date.now()) + 1100));
    return bodies;
  })();
  return keptPages;
}

/** The page of `products[index]`, past its lifetime (pagesPastTheirLifetime). */
async function keptPage(index: number): Promise<{ path: string; body: string }> {
  return { path: `/en/products/${products[index]!.urlKey}`, body: (await pagesPastTheirLifetime()).get(index)! };
}

const cartCookieCleared = (answer: Answer) => /(?:^|,\s*)cart=(?:;|deleted)|cart=[^;]*;[^,]*max-age=0/i.test(answer.headers.get('set-cookie') ?? '');

/** Everything a shopper and an operator see while the backend fails; `kept` is a page past its lifetime. */
async function checkOutage(label: string, kept: { path: string; body: string }): Promise<void> {
  for (const path of ['/ar', '/en']) {
    const cached = await get(path);
    expect(cached.status, `${label}: cached ${path}`).toBe(200);
    // Fresh from the cache, or stale while its re-render (which fails) runs in the background.
    expect(cached.headers.get('x-cache')).toMatch(/^(HIT|STALE)$/);
  }

  const stale = await get(kept.path);
  expect(stale.status, `${label}: the kept copy of ${kept.path}`).toBe(200);
  expect(stale.headers.get('x-cache')).toBe('STALE');
  expect(stale.body).toBe(kept.body);

  for (const locale of ['ar', 'en'] as const) {
    const uncached = await get(`/${locale}/products/${products[1]!.urlKey}?outage=${encodeURIComponent(label)}`);
    expect(uncached.status, `${label}: uncached page in ${locale}`).toBe(503);
    expect(uncached.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(uncached.headers.get('cache-control')).toBe('no-store');
    expect(uncached.body).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`);
    expect(uncached.body).toContain(errorsText(locale).unavailable.message);
    // The home page too: with nothing from the catalogue it is the outage page, not an empty shop window.
    const home = await get(`/${locale}?outage=${encodeURIComponent(label)}`);
    expect(home.status, `${label}: uncached home in ${locale}`).toBe(503);
    expect(home.body).toContain(errorsText(locale).unavailable.message);
  }

  const added = await action('cart.addItem', { sku: cartSku(), qty: 1 });
  expect(added.status, `${label}: add to cart`).toBe(503);
  expect(added.body).toContain('SERVICE_UNAVAILABLE');
  expect(cartCookieCleared(added)).toBe(false);

  // The same Action as a page's form without JavaScript: 303 to the cart page, which says what happened.
  const form = await post('/ar/cart?_action=cart.addItem', new URLSearchParams({ sku: cartSku(), qty: '1' }).toString(), 'application/x-www-form-urlencoded');
  expect(form.status, `${label}: cart form`).toBe(303);
  const location = form.headers.get('location') ?? '';
  expect(location).toMatch(/^\/ar\/cart\?_result=[\w-]+$/);
  expect(cartCookieCleared(form)).toBe(false);
  const session = /(?:^|,\s*)(astro-session=[^;]+)/.exec(form.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const notice = await get(location, { cookie: `${cartCookie}; ${session}` });
  expect(notice.status).toBe(503);
  expect(notice.body).toContain(errorsText('ar').network);

  expect((await get('/healthz')).status).toBe(200);
  const ready = await get('/readyz');
  expect(ready.status).toBe(503);
  expect(JSON.parse(ready.body)).toMatchObject({ ready: false, checks: { commerce: expect.stringMatching(/^(unavailable|circuit-open)$/) } });
}

/** The storefront serves uncached pages again once the backend is back, and the cart kept its item. */
async function checkRecovery(label: string): Promise<void> {
  await expect
    .poll(async () => (await get(`/en/products/${products[1]!.urlKey}?recovered=${encodeURIComponent(label)}-${Date.now()}`)).status, {
      timeout: 30_000,
      interval: 500,
    })
    .toBe(200);
  expect((await get('/readyz')).status).toBe(200);
  const cart = await read('cart.get', {});
  expect(cart.status, `${label}: the cart after recovery`).toBe(200);
  expect(cart.body).toContain(cartSku());
}

beforeAll(async () => {
  commerce = await createCommerceFaults();
  await commerce.startBackend();
  products = sellableProducts(commerce.dbPath);
  await startStorefront(commerce.url);
}, 300_000);

afterAll(async () => {
  if (storefront && storefront.exitCode === null) {
    const exited = new Promise((resolve) => storefront!.once('exit', resolve));
    storefront.kill('SIGTERM');
    await exited;
  }
  await commerce?.close();
});

describe('the storefront while the commerce backend fails', () => {
  it('serves and caches pages, and keeps a cart, while the backend is up', async () => {
    expect(products.length).toBeGreaterThanOrEqual(8);
    for (const path of ['/ar', '/en']) {
      const first = await get(path);
      expect(first.status).toBe(200);
      expect((await get(path)).headers.get('x-cache')).toBe('HIT');
    }
    const added = await action('cart.addItem', { sku: cartSku(), qty: 1 });
    expect(added.status).toBe(200);
    cartCookie = /(?:^|,\s*)(cart=[^;]+)/.exec(added.headers.get('set-cookie') ?? '')?.[1] ?? '';
    expect(cartCookie).not.toBe('');
    expect((await get('/readyz')).status).toBe(200);
  });

  it('stopped: cached pages answer, uncached ones 503 at once, Actions a clean error; then it recovers', async () => {
    const kept = await keptPage(2);
    await commerce.stopBackend();
    try {
      await checkOutage('stopped', kept);
    } finally {
      await commerce.startBackend();
    }
    await checkRecovery('stopped');
  }, 120_000);

  it('hung (SIGSTOP): the same within the deadline, never waiting for the OS; then it recovers', async () => {
    const kept = await keptPage(3);
    commerce.freezeBackend();
    try {
      await checkOutage('hung', kept);
    } finally {
      commerce.thawBackend();
    }
    await checkRecovery('hung');
  }, 120_000);

  it.each([
    ['html', 4],
    ['truncated-json', 5],
    ['wrong-shapes', 6],
  ] as [Garbage, number][])('answering garbage (%s): the same, never a 500; then it recovers', async (kind, index) => {
    const kept = await keptPage(index);
    await commerce.stopBackend();
    await commerce.serveGarbage(kind);
    try {
      // The request id goes with every commerce call the request makes.
      const traced = await get(`/en/products/${products[7]!.urlKey}?trace=${kind}`, { 'x-request-id': `fault-${kind}` });
      expect(traced.status).toBe(503);
      expect(traced.headers.get('x-request-id')).toBe(`fault-${kind}`);
      expect(commerce.garbageRequests.some((request) => request.headers['x-request-id'] === `fault-${kind}`)).toBe(true);
      // And with every line the storefront logs about it: the failure is a JSON line carrying the id.
      await expect.poll(() => logLines().filter((line) => line.requestId === `fault-${kind}` && line.msg !== 'request')).not.toEqual([]);
      await checkOutage(kind, kept);
    } finally {
      await commerce.stopGarbage();
      await commerce.startBackend();
    }
    await checkRecovery(kind);
  }, 120_000);

  it('never answered a 500 and never crashed', () => {
    expect(storefront?.exitCode).toBeNull();
    expect(storefrontOutput).not.toMatch(/"status":500\b/);
  });

  it('logged only JSON lines, each with a time and a level', () => {
    const lines = storefrontLog.split('\n').filter((line) => line.trim() !== '');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    for (const line of logLines()) expect(line).toMatchObject({ time: expect.any(String), level: expect.stringMatching(/^(warn|error|fatal)$/) });
  });
});
