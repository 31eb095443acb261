/**
 * The editor's loop, end to end, the way `npm start` runs the store: the embedded backend and the production
 * storefront on free ports, wired by a fresh revalidation secret. Pages are warmed into the route cache, then an
 * editor changes things through Magento's admin REST API, and each change must reach the cached pages that show
 * it. Those pages live for minutes in the route cache, so a change seen within GIVE_UP_MS can only have come from
 * the signed change notice purging them. The goal is 2 s from the admin API's answer: each latency is measured by
 * polling and printed, not asserted, since this machine is shared and its timings are noisy (the figures go in the
 * benchmark notes):
 * - a product's price, on its page in both languages;
 * - a variant's price, on its configurable product's page and address and on its category listing (the backend names
 *   the parent's tag), while a page of another product stays cached;
 * - a home banner's text, on home in both languages;
 * - a product's English store-view name, on its page, its category listing and the home's shelf of new arrivals
 *   (/collections/new-arrivals/shelf);
 * - a related product's name, on the shelf of another product's related products (/products/{url_key}/related);
 * - a best seller's name, on the best sellers' page and the home's shelf of them (/collections/best-sellers);
 * - the announcement bar's text, on a static page (it reaches every page through the shell's tags).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN_PASSWORD } from '../../backend/config.ts';
import { localBackendEnv } from '../../scripts/lib/backend-env.ts';
import { freePort } from '../../scripts/lib/ports.ts';
import { startNodeService, waitForHttp } from '../../scripts/lib/processes.ts';
import { revalidationWiring } from '../../scripts/lib/revalidation-wiring.ts';
import { primaryCategory } from '@/lib/commerce/index.ts';
import { variantQuery } from '@/domain/variant-choice.ts';
import { commerceFor } from '../helpers/commerce-client.ts';
import { formatPrice } from '@/lib/format.ts';
import type { Locale } from '@/lib/i18n/index.ts';
import { runsStorefrontBuild } from '../helpers/built-storefront.ts';
import { copySeededDatabase } from '../helpers/seeded-database.ts';

/** How long a poll keeps trying before the test reports the change as never shown: far below any page lifetime. */
const GIVE_UP_MS = 15_000;
/** The development backend's admin (BACKEND_ADMIN_USER / BACKEND_ADMIN_PASSWORD unset). */
const ADMIN = { username: 'admin', password: DEV_ADMIN_PASSWORD };

let backendUrl = '';
let storefrontUrl = '';
let stopAll: () => Promise<void> = async () => {};
const figures: string[] = [];

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  return exited;
}

beforeAll(async () => {
  // The run's own build, which no other run rebuilds under it.
  const buildDir = await runsStorefrontBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'matjar-editor-'));
  let children: ChildProcess[] = [];
  stopAll = async () => {
    await Promise.all(children.map(stop));
    rmSync(dataDir, { recursive: true, force: true });
  };
  await copySeededDatabase(join(dataDir, 'commerce.sqlite'));
  const [backendPort, storefrontPort] = [await freePort(), await freePort()];
  backendUrl = `http://127.0.0.1:${backendPort}`;
  storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
  // As npm start wires them: this storefront's /api/revalidate and a fresh secret (never the caller's own).
  const revalidation = revalidationWiring(storefrontPort, { HOST: '127.0.0.1' });
  children = [
    startNodeService('backend/server.ts', localBackendEnv(backendPort, join(dataDir, 'commerce.sqlite'), revalidation)),
    startNodeService('scripts/serve-storefront.ts', {
      STOREFRONT_BUILD_DIR: buildDir,
      PORT: String(storefrontPort),
      HOST: '127.0.0.1',
      COMMERCE_URL: backendUrl,
      REVALIDATE_SECRET: revalidation.REVALIDATE_SECRET,
      REDIS_URL: '',
    }),
  ];
  process.env.COMMERCE_URL = backendUrl;
  await waitForHttp(`${backendUrl}/health`);
  await waitForHttp(`${storefrontUrl}/robots.txt`);
}, 300_000);

afterAll(async () => {
  console.log(['editor change -> visible on the cached page (ms after the admin API answered)', ...figures].join('\n'));
  await stopAll();
});

// ---------------------------------------------------------------------------------------------------------------
// The admin REST API, as an editor's tools call it.

let token: Promise<string> | undefined;

async function adminToken(): Promise<string> {
  token ??= (async () => {
    const response = await fetch(`${backendUrl}/rest/V1/integration/admin/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as string;
  })();
  return token;
}

async function admin<T>(method: 'GET' | 'PUT', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${backendUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** Runs an admin change and returns the moment its answer arrived. */
async function change(method: 'PUT', path: string, body: unknown): Promise<number> {
  await admin(method, path, body);
  return performance.now();
}

// ---------------------------------------------------------------------------------------------------------------
// The storefront.

async function page(path: string): Promise<{ html: string; cache: string | null }> {
  const response = await fetch(`${storefrontUrl}${path}`);
  expect(response.status, path).toBe(200);
  return { html: await response.text(), cache: response.headers.get('x-cache') ?? response.headers.get('x-astro-cache') };
}

/** Renders `paths` and checks the next request is answered from the route cache. */
async function warm(paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    await page(path);
    expect((await page(path)).cache, `${path} is served from the route cache`).toBe('HIT');
  }
}

/** Polls `path` until it shows `text`; the milliseconds from `since`. */
async function shownAfter(path: string, text: string, since: number): Promise<number> {
  for (;;) {
    const { html } = await page(path);
    const elapsed = performance.now() - since;
    if (html.includes(text)) return elapsed;
    if (elapsed > GIVE_UP_MS) throw new Error(`${path} still does not show "${text}" ${Math.round(elapsed)} ms after the change`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function expectShownOnCachedPages(what: string, pages: readonly { path: string; text: string }[], since: number) {
  const times = await Promise.all(pages.map(({ path, text }) => shownAfter(path, text, since)));
  pages.forEach(({ path }, index) => figures.push(`${what.padEnd(28)} ${path.padEnd(56)} ${Math.round(times[index]!)} ms (goal 2000 ms)`));
}

const unique = () => randomBytes(3).toString('hex');

// ---------------------------------------------------------------------------------------------------------------

/**
 * A product shown on home (latest arrivals), on the first page of its category's listing, and not on sale now or
 * soon, so the price it shows is its regular price.
 */
async function productOnHomeAndListing() {
  for (const card of await commerceFor('en').getHomeProductList('latest')) {
    if (card.specialFrom || card.specialTo) continue;
    const product = await commerceFor('en').getProduct(card.urlKey);
    const category = product ? primaryCategory(product.categories) : null;
    if (!product || !category) continue;
    const listing = `/en/categories/${encodeURIComponent(category.urlKey)}`;
    if (!(await page(listing)).html.includes(`/en/products/${encodeURIComponent(product.urlKey)}"`)) continue;
    return { sku: product.sku, urlKey: product.urlKey, price: product.price, listing };
  }
  throw new Error('no product of the home page is also on the first page of its category listing');
}

/**
 * A configurable product on the first page of its category listing, with a variant in stock and not on sale now or
 * soon, whose price change the listing's "from" price will show once it is the cheapest.
 */
async function configurableOnListing() {
  for (let listingPage = 1; listingPage <= 10; listingPage++) {
    const { items, totalPages } = await commerceFor('en').listProducts({ page: listingPage, pageSize: 100 });
    for (const card of items.filter((item) => item.priceIsFrom)) {
      const product = await commerceFor('en').getProduct(card.urlKey);
      const category = product ? primaryCategory(product.categories) : null;
      const variant = product?.variants.find((candidate) => candidate.status === 1 && !candidate.specialFrom && !candidate.specialTo);
      if (!product || !category || !variant) continue;
      const listing = `/en/categories/${encodeURIComponent(category.urlKey)}`;
      if (!(await page(listing)).html.includes(`/en/products/${encodeURIComponent(product.urlKey)}"`)) continue;
      return { product, variant, listing, address: `/en/products/${encodeURIComponent(product.urlKey)}?${variantQuery(product.options, variant.choice)}` };
    }
    if (listingPage >= totalPages) break;
  }
  throw new Error('no configurable product is on the first page of its category listing');
}

describe('editor changes reach the cached pages that show them', () => {
  let product: Awaited<ReturnType<typeof productOnHomeAndListing>>;
  const productPath = (locale: Locale) => `/${locale}/products/${encodeURIComponent(product.urlKey)}`;

  beforeAll(async () => {
    product = await productOnHomeAndListing();
  });

  it('a price change, on the product page in both languages', async () => {
    await warm([productPath('ar'), productPath('en'), '/ar', '/en']);
    const price = Math.floor(product.price) + 1234.56;
    const since = await change('PUT', `/rest/all/V1/products/${encodeURIComponent(product.sku)}`, { product: { price } });
    await expectShownOnCachedPages(
      'price',
      (['ar', 'en'] as const).map((locale) => ({ path: productPath(locale), text: formatPrice(price, locale) })),
      since,
    );
  });

  it("a variant's price change, on its product's page and address and its listing, and on no other product's page", async () => {
    const { product: parent, variant, listing, address } = await configurableOnListing();
    const parentPath = `/en/products/${encodeURIComponent(parent.urlKey)}`;
    const otherPath = productPath('en');
    await warm([parentPath, address, listing, otherPath]);
    // Below every variant's price: the listing's "from" price becomes this one.
    const price = Math.floor(Math.min(...parent.variants.map((candidate) => candidate.price))) - 11.25;
    const since = await change('PUT', `/rest/all/V1/products/${encodeURIComponent(variant.sku)}`, { product: { price } });
    await expectShownOnCachedPages(
      'variant price',
      [
        { path: address, text: formatPrice(price, 'en') },
        { path: listing, text: formatPrice(price, 'en') },
        // The product's own address shows its first variant in stock; its ProductGroup data lists every variant's price.
        { path: parentPath, text: `"price":"${price.toFixed(2)}"` },
      ],
      since,
    );
    expect((await page(otherPath)).cache, 'another product\'s page is not purged').toBe('HIT');
  });

  it('a banner text change, on home in both languages', async () => {
    await warm(['/ar', '/en']);
    const texts = { ar: `عرض جديد ${unique()}`, en: `New offer ${unique()}` };
    const since = await Promise.all(
      (['ar', 'en'] as const).map(async (locale) => {
        const identifier = `pwa_home_one_${locale}`;
        const found = await admin<{ items: { id: number; identifier: string; title: string; content: string; active: boolean }[] }>(
          'GET',
          `/rest/V1/cmsBlock/search?searchCriteria[filterGroups][0][filters][0][field]=identifier` +
            `&searchCriteria[filterGroups][0][filters][0][value]=${identifier}`,
        );
        const block = found.items.find((item) => item.identifier === identifier);
        if (!block) throw new Error(`no CMS block ${identifier}`);
        const content = JSON.parse(block.content) as { banners: { name: string }[] };
        content.banners[0]!.name = texts[locale];
        return change('PUT', `/rest/V1/cmsBlock/${block.id}`, { block: { ...block, content: JSON.stringify(content) } });
      }),
    );
    // Timed from the later of the two answers: each page waits only for its own block.
    await expectShownOnCachedPages(
      'banner text',
      (['ar', 'en'] as const).map((locale) => ({ path: `/${locale}`, text: texts[locale] })),
      Math.max(...since),
    );
  });

  it("a store-view name change, on the product page, its category listing and the home's shelf of new arrivals", async () => {
    await warm([productPath('en'), product.listing, '/en/collections/new-arrivals/shelf', productPath('ar')]);
    const name = `Edited name ${unique()}`;
    const since = await change('PUT', `/rest/en/V1/products/${encodeURIComponent(product.sku)}`, { product: { name } });
    await expectShownOnCachedPages(
      'English name',
      [productPath('en'), product.listing, '/en/collections/new-arrivals/shelf'].map((path) => ({ path, text: name })),
      since,
    );
    expect((await page(productPath('ar'))).html, 'the Arabic store view keeps its own name').not.toContain(name);
  });

  it("a best seller's name change, on the best sellers' page and the home's shelf", async () => {
    const [bestSeller] = await commerceFor('en').getHomeProductList('bestSellers');
    expect(bestSeller, 'a seeded best seller').toBeDefined();
    const pages = ['/en/collections/best-sellers', '/en/collections/best-sellers/shelf'];
    await warm(pages);
    const name = `Best seller renamed ${unique()}`;
    const since = await change('PUT', `/rest/en/V1/products/${encodeURIComponent(bestSeller!.sku)}`, { product: { name } });
    await expectShownOnCachedPages('best seller name', pages.map((path) => ({ path, text: name })), since);
  });

  it("a related product's name change, on the shelf of another product's related products", async () => {
    const shown = await commerceFor('en').getProduct(product.urlKey);
    const [related] = await commerceFor('en').getRelatedProducts(shown!);
    expect(related, `a product related to ${product.urlKey}`).toBeDefined();
    const shelf = `${productPath('en')}/related`;
    await warm([shelf]);
    const name = `Related renamed ${unique()}`;
    const since = await change('PUT', `/rest/en/V1/products/${encodeURIComponent(related!.sku)}`, { product: { name } });
    await expectShownOnCachedPages('related product name', [{ path: shelf, text: name }], since);
  });

  it("the announcement bar's text, on a static page (through the shell's tags)", async () => {
    await warm(['/en/about', '/ar/about']);
    const text = `Free delivery this weekend ${unique()}`;
    const since = await change('PUT', '/rest/en/V1/pwa-config', { config: { top_bar: { text } } });
    await expectShownOnCachedPages('announcement (en)', [{ path: '/en/about', text }], since);
    expect((await page('/ar/about')).html, 'the Arabic store view keeps its own announcement').not.toContain(text);
  });
});
