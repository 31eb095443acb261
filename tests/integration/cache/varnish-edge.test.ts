/**
 * The storefront behind a real Varnish (deploy/varnish/default.vcl, vmod-xkey), wired as in production: the
 * embedded backend notifies the storefront of admin changes, the storefront purges its route cache and soft-purges
 * Varnish by the same tags (EDGE_PURGE_URLS). One backend, storefront and varnishd for the whole file.
 *
 * - an editor's price change shows through Varnish on the product's pages in both languages and on the listing that
 *   shows it, long before those pages' own s-maxage would have let them expire: Varnish was purged (how soon under
 *   load is a figure for `npm run bench:churn`, "edit to visible", not an assertion here); until it shows, every
 *   request is answered from Varnish's stale copy, none goes through to the storefront;
 * - every other page keeps its cached copy: the same Varnish object (X-Varnish names the request that stored it);
 * - a cart page, cookie or not, is never answered from Varnish; a shared page is, whatever cookies come with it,
 *   and answers 304 to its ETag;
 * - Strict-Transport-Security is sent over https only, whichever request filled the cache;
 * - a listing of 1,000 products answers on every page, its tag header within Varnish's 8 KB;
 * - a photo's copy URL (`?w=N`, its format picked from Accept) is one object per format: a browser that takes AVIF
 *   and one that takes WebP only get different files, and each is a hit the second time, whatever its Accept's spelling.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN_PASSWORD } from '../../../backend/config.ts';
import { openDatabase } from '../../../backend/db/database.ts';
import { localBackendEnv } from '../../../scripts/lib/backend-env.ts';
import { freePort } from '../../../scripts/lib/ports.ts';
import { startNodeService, waitForHttp } from '../../../scripts/lib/processes.ts';
import { startVarnish, type VarnishServer } from '../../../scripts/lib/varnish-server.ts';
import { buildAndServeStorefront, type BuiltStorefront } from '../../helpers/built-storefront.ts';
import { copySeededDatabase } from '../../helpers/seeded-database.ts';
import { EDGE_TAG_HEADER_BYTES } from '@/server/cache/edge-tags.ts';
import { STRICT_TRANSPORT_SECURITY } from '@/server/security/strict-transport-security.ts';
import { formatPrice } from '@/lib/format.ts';

/** How long the test waits for a change to show: a hang, not a speed (bench:churn times it). */
const GIVE_UP_MS = 15_000;
const BULK_PRODUCTS = 1000;
const BULK_CATEGORY = 900;

let backendUrl = '';
let storefrontUrl = '';
let varnish: VarnishServer | undefined;
let stopAll: () => Promise<void> = async () => {};

type Product = { sku: string; urlKey: string; price: number; listing: string };
let edited: Product;
/** Products of other categories and brands than `edited`: the test takes one whose page does not show it. */
let others: Product[];

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  return exited;
}

/** The seeded catalogue (the suite's copy), plus a category of BULK_PRODUCTS products, written before the backend opens it. */
async function prepareCatalogue(path: string): Promise<{ edited: Product; others: Product[] }> {
  await copySeededDatabase(path);
  const db = openDatabase(path);
  try {
    const now = '2026-01-01 00:00:00';
    db.exec(`
      INSERT INTO categories (id, parent_id, path, level, position, include_in_menu, is_anchor, is_active, image, created_at, updated_at)
        VALUES (${BULK_CATEGORY}, 2, '1/2/${BULK_CATEGORY}', 2, 99, 0, 1, 1, NULL, '${now}', '${now}');
      INSERT INTO category_store (category_id, store_id, name, url_key, url_path, description) VALUES
        (${BULK_CATEGORY}, 1, 'قائمة كبيرة', 'bulk-listing', 'bulk-listing', NULL),
        (${BULK_CATEGORY}, 2, 'Bulk listing', 'bulk-listing', 'bulk-listing', NULL);
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${BULK_PRODUCTS})
        INSERT INTO products (sku, type_id, price, qty, is_in_stock, status, visibility, created_at, updated_at)
        SELECT printf('BULK-LISTING-PRODUCT-%05d', i), 'simple', 100 + i, 10, 1, 1, 4, '${now}', '${now}' FROM n;
      INSERT INTO product_store (product_id, store_id, name, url_key)
        SELECT p.id, s.id, 'Bulk ' || p.sku, lower(p.sku) FROM products p, (SELECT 1 AS id UNION SELECT 2) s WHERE p.sku LIKE 'BULK-%';
      INSERT INTO category_products (category_id, product_id, position) SELECT ${BULK_CATEGORY}, id, id FROM products WHERE sku LIKE 'BULK-%';
      INSERT INTO category_product_index (category_id, product_id, position) SELECT ${BULK_CATEGORY}, id, id FROM products WHERE sku LIKE 'BULK-%';
    `);
    // Products not on sale, each with the listing of its deepest category.
    const candidates = db
      .prepare(
        `SELECT p.sku, ps.url_key AS urlKey, p.price, p.brand_id AS brand, cs.url_key AS category
         FROM products p JOIN product_store ps ON ps.product_id = p.id AND ps.store_id = 2
         JOIN category_store cs ON cs.store_id = 2 AND cs.category_id = (
           SELECT cp.category_id FROM category_products cp JOIN categories c ON c.id = cp.category_id
           WHERE cp.product_id = p.id ORDER BY c.level DESC, c.id LIMIT 1)
         WHERE p.status = 1 AND p.visibility = 4 AND p.type_id = 'simple' AND p.special_price IS NULL AND p.is_in_stock = 1
           AND p.brand_id IS NOT NULL AND p.sku NOT LIKE 'BULK-%' AND cs.url_key IS NOT NULL
         ORDER BY p.id`,
      )
      .all() as Array<{ sku: string; urlKey: string; price: number; brand: number; category: string }>;
    const first = candidates[0]!;
    const rest = candidates.filter((row) => row.brand !== first.brand && row.category !== first.category);
    const product = (row: (typeof candidates)[number]): Product => ({
      sku: row.sku,
      urlKey: row.urlKey,
      price: row.price,
      listing: `/en/categories/${encodeURIComponent(row.category)}`,
    });
    return { edited: product(first), others: rest.map(product) };
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'matjar-edge-'));
  const started: { backend?: ChildProcess; storefront?: BuiltStorefront } = {};
  stopAll = async () => {
    await Promise.all([started.backend && stop(started.backend), started.storefront?.close(), varnish?.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const database = join(dataDir, 'commerce.sqlite');
  ({ edited, others } = await prepareCatalogue(database));
  const [backendPort, varnishPort] = [await freePort(), await freePort()];
  backendUrl = `http://127.0.0.1:${backendPort}`;
  const secret = randomBytes(32).toString('hex');
  started.storefront = await buildAndServeStorefront(backendUrl, { REVALIDATE_SECRET: secret, EDGE_PURGE_URLS: `http://127.0.0.1:${varnishPort}/` });
  storefrontUrl = started.storefront.url;
  started.backend = startNodeService(
    'backend/server.ts',
    localBackendEnv(backendPort, database, { REVALIDATE_URL: `${storefrontUrl}/api/revalidate`, REVALIDATE_SECRET: secret }),
  );
  await waitForHttp(`${backendUrl}/health`);
  varnish = await startVarnish([Number(new URL(storefrontUrl).port)], { port: varnishPort, memory: '128m' });
}, 300_000);

afterAll(async () => {
  await stopAll();
});

type Answer = { status: number; html: string; headers: Headers };

async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip', ...headers } });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

const throughVarnish = (path: string, headers?: Record<string, string>) => get(`${varnish!.url}${path}`, headers);

/** The id of the request that stored the object answered (X-Varnish: `<this request> <storing request>`), or null on a miss or pass. */
const storedBy = (answer: Answer) => answer.headers.get('x-varnish')?.split(' ')[1] ?? null;

/** Asks for `path` until Varnish answers it from its cache; the id of the object it answers with. */
async function cachedInVarnish(path: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const answer = await throughVarnish(path);
    expect(answer.status, path).toBe(200);
    const object = storedBy(answer);
    if (object && answer.headers.get('x-cache') === 'HIT') return object;
  }
  throw new Error(`${path} is not answered from Varnish's cache`);
}

let token: string | undefined;
async function admin(method: 'PUT', path: string, body: unknown): Promise<void> {
  token ??= (await (
    await fetch(`${backendUrl}/rest/V1/integration/admin/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: DEV_ADMIN_PASSWORD }),
    })
  ).json()) as string;
  const response = await fetch(`${backendUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.text()).toBe(200);
}

/**
 * Polls `path` through Varnish until it shows `text`: the milliseconds from `since`, and how Varnish answered each
 * poll (X-Cache).
 */
async function shownThroughVarnish(path: string, text: string, since: number): Promise<{ ms: number; answers: string[] }> {
  const answers: string[] = [];
  for (;;) {
    const { html, headers } = await throughVarnish(path);
    answers.push(headers.get('x-cache') ?? '-');
    const elapsed = performance.now() - since;
    if (html.includes(text)) return { ms: elapsed, answers };
    if (elapsed > GIVE_UP_MS) throw new Error(`${path} still does not show "${text}" ${Math.round(elapsed)} ms after the change`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

const productPath = (product: Product, locale: 'ar' | 'en') => `/${locale}/products/${encodeURIComponent(product.urlKey)}`;

/** Whether the page at `path` shows `product`, by its tags as the storefront sends them. */
const shows = async (path: string, product: Product) =>
  ((await get(`${storefrontUrl}${path}`)).headers.get('xkey') ?? '').split(' ').includes(`product:${product.sku}`);

/** A product of another category and brand whose pages and listing do not show `edited` (not even as related). */
async function unrelatedProduct(): Promise<Product> {
  for (const candidate of others) {
    const paths = [productPath(candidate, 'en'), productPath(candidate, 'ar'), candidate.listing];
    if (!(await Promise.all(paths.map((path) => shows(path, edited)))).some(Boolean)) return candidate;
  }
  throw new Error(`every other product's page shows ${edited.sku}`);
}

describe('the storefront behind Varnish', () => {
  it("shows an editor's price change on /ar and /en by purging Varnish, and keeps every other page's cached object", async () => {
    const changed = [productPath(edited, 'ar'), productPath(edited, 'en'), edited.listing];
    expect(await shows(edited.listing, edited), 'the listing shows the edited product').toBe(true);
    const unrelated = await unrelatedProduct();
    const untouched = ['/en/about', '/ar/privacy', '/en/brands', productPath(unrelated, 'en'), productPath(unrelated, 'ar'), unrelated.listing];
    const before = new Map<string, string>();
    for (const path of [...changed, ...untouched]) before.set(path, await cachedInVarnish(path));
    // Each changed page may stay in Varnish far longer than the test waits: only a purge can show the change in time.
    for (const path of changed) {
      const sharedFor = Number(/s-maxage=(\d+)/.exec((await throughVarnish(path)).headers.get('cache-control') ?? '')?.[1]);
      expect(sharedFor * 1000, `${path}'s s-maxage`).toBeGreaterThan(GIVE_UP_MS);
    }

    const price = Math.floor(edited.price) + 1234;
    await admin('PUT', `/rest/all/V1/products/${encodeURIComponent(edited.sku)}`, { product: { price } });
    const since = performance.now();
    const polls = await Promise.all(
      changed.map((path) => shownThroughVarnish(path, formatPrice(price, path.startsWith('/ar') ? 'ar' : 'en'), since)),
    );
    console.log(changed.map((path, index) => `price change through Varnish: ${path} ${Math.round(polls[index]!.ms)} ms (${polls[index]!.answers.join(' ')})`).join('\n'));
    // Until the new page is in, Varnish answers its stale copy (refreshing it in the background); no shopper's request
    // goes through to the storefront meanwhile.
    for (const [index, path] of changed.entries()) {
      expect(polls[index]!.answers.every((answer) => answer === 'HIT' || answer === 'STALE'), `${path}: ${polls[index]!.answers.join(' ')}`).toBe(true);
    }
    for (const path of changed) {
      const after = await cachedInVarnish(path);
      expect(after, `${path} is a new Varnish object`).not.toBe(before.get(path));
    }

    for (const path of untouched) {
      const after = await throughVarnish(path);
      expect(after.headers.get('x-cache'), path).toBe('HIT');
      expect(storedBy(after), `${path} is the same Varnish object`).toBe(before.get(path));
    }
  });

  it('never answers a cart page from Varnish, and answers a shared page from it whatever cookies come along', async () => {
    const withAndWithoutCookie: Array<Record<string, string>> = [{ cookie: `cart=${randomBytes(16).toString('hex')}` }, {}];
    for (const headers of withAndWithoutCookie) {
      for (let attempt = 0; attempt < 2; attempt++) {
        const cart = await throughVarnish('/en/cart', headers);
        expect(cart.status).toBe(200);
        expect(cart.headers.get('x-cache')).toBe('PASS');
        expect(storedBy(cart)).toBeNull();
        expect(cart.headers.get('cache-control')).toBe('private, no-store');
      }
    }
    const object = await cachedInVarnish('/ar/about');
    const withCookies = await throughVarnish('/ar/about', { cookie: `cart=abc; customer_token=${randomBytes(8).toString('hex')}; _ga=GA1.1` });
    expect(storedBy(withCookies)).toBe(object);
    // Varnish keeps its own headers, and the page's ETag answers 304.
    expect(Number(withCookies.headers.get('age'))).toBeGreaterThanOrEqual(0);
    const etag = withCookies.headers.get('etag')!;
    const revalidated = await fetch(`${varnish!.url}/ar/about`, { headers: { 'if-none-match': etag, 'accept-encoding': 'gzip' } });
    expect(revalidated.status).toBe(304);
    // Tags are for the caches, not for browsers.
    expect(withCookies.headers.has('xkey')).toBe(false);
  });

  it('sends Strict-Transport-Security over https only, whichever request filled the cache', async () => {
    const overHttp = await throughVarnish('/en/terms-and-use');
    const overHttps = await throughVarnish('/en/terms-and-use', { 'x-forwarded-proto': 'https' });
    expect(overHttp.headers.has('strict-transport-security')).toBe(false);
    expect(overHttps.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    // Both are cached: asked again, each scheme is a hit and keeps its answer.
    expect((await throughVarnish('/en/terms-and-use', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBe(
      STRICT_TRANSPORT_SECURITY,
    );
    expect((await throughVarnish('/en/terms-and-use')).headers.has('strict-transport-security')).toBe(false);
  });

  it('keeps one object per format for a photo copy URL, so each browser gets its format from the cache', async () => {
    const path = '/media/banners/new-iphone-en.jpg?w=320';
    // The storefront's AVIF copy made first: until it is, its WebP copy stands in (for a minute only).
    await expect.poll(async () => (await fetch(`${storefrontUrl}${path}&f=avif`)).headers.get('content-type'), { timeout: 30_000 }).toBe('image/avif');
    const image = async (accept: string) => {
      const response = await fetch(`${varnish!.url}${path}`, { headers: { accept } });
      const body = Buffer.from(await response.arrayBuffer());
      return { type: response.headers.get('content-type'), cache: response.headers.get('x-cache'), xVarnish: response.headers.get('x-varnish') ?? '', body };
    };
    const chrome = await image('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8');
    const safari14 = await image('image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5');
    expect([chrome.type, chrome.cache]).toEqual(['image/avif', 'MISS']);
    expect([safari14.type, safari14.cache]).toEqual(['image/webp', 'MISS']);
    expect(safari14.body.equals(chrome.body)).toBe(false);

    // Asked again, each is a hit; another spelling of its Accept is the same object (X-Varnish on a hit:
    // `<this request> <the fetch that stored the object>`).
    const storedBy = (answer: { xVarnish: string }) => answer.xVarnish.split(' ')[1];
    const chromeAgain = await image('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8');
    const firefox = await image('image/avif,image/webp,*/*');
    expect([chromeAgain.type, chromeAgain.cache, firefox.type, firefox.cache]).toEqual(['image/avif', 'HIT', 'image/avif', 'HIT']);
    expect(storedBy(firefox)).toBe(storedBy(chromeAgain));
    expect(firefox.body.equals(chrome.body)).toBe(true);
    const safariAgain = await image('image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5');
    const chromeWithoutAvif = await image('image/webp,image/apng,image/*,*/*;q=0.8');
    expect([safariAgain.type, safariAgain.cache, chromeWithoutAvif.type, chromeWithoutAvif.cache]).toEqual(['image/webp', 'HIT', 'image/webp', 'HIT']);
    expect(storedBy(chromeWithoutAvif)).toBe(storedBy(safariAgain));
    expect(storedBy(chromeWithoutAvif)).not.toBe(storedBy(firefox));
    expect(chromeWithoutAvif.body.equals(safari14.body)).toBe(true);
  });

  it('answers every page of a 1,000-product listing, its tags within the header bound', async () => {
    const pages = ['', '?page=2', '?page=42', '?sort=price_desc', '?sort=name&page=7', '?in_stock=1'];
    for (const query of pages) {
      for (const locale of ['en', 'ar']) {
        const path = `/${locale}/categories/bulk-listing${query}`;
        const direct = await get(`${storefrontUrl}${path}`);
        expect(direct.status, path).toBe(200);
        expect(Buffer.byteLength(direct.headers.get('xkey') ?? '')).toBeLessThanOrEqual(EDGE_TAG_HEADER_BYTES);
        expect(direct.headers.get('xkey')).toContain(`category:${BULK_CATEGORY}`);
        expect((await throughVarnish(path)).status, path).toBe(200);
        await cachedInVarnish(path);
      }
    }
  });
});
