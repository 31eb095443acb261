/**
 * An editor's change that touches every page (the announcement bar) while shoppers browse, as `npm start` runs the
 * store: the embedded backend behind a proxy that counts the requests it is asked at once (and holds each 60 ms, a
 * backend a little busy), and the production storefront (the Vitest run's build) notified by it. 120 product pages
 * are cached, then the change purges all of them, and every one is asked for at once, while a shopper asks for a
 * sign-up code and adds to their cart:
 * - every page is answered 200 at once (its stale copy), and every one shows the change soon after: re-rendered by
 *   the background queue (src/server/cache/background-renders.ts), never all together;
 * - the backend is asked at most a small multiple of what one page's render asks of it;
 * - the sign-up code request and the add to cart succeed, and the shoppers' circuit breaker stays closed
 *   (background renders have a breaker of their own).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Shopper } from '../../../scripts/lib/storefront-shopper.ts';
import { listedProducts, startStoreWithBackend, type StoreWithBackend } from '../../helpers/storefront-with-backend.ts';

const PAGES = 120;

let store: StoreWithBackend;
let storefrontUrl = '';

beforeAll(async () => {
  // A generous deadline: seven test runs share this machine's two cores, and a cold render must not time out.
  store = await startStoreWithBackend({ proxy: true, storefrontEnv: { RATE_LIMIT_SCALE: '100', COMMERCE_TIMEOUT_MS: '10000' } });
  storefrontUrl = store.storefrontUrl;
}, 300_000);

afterAll(async () => {
  await store?.stop();
});

async function page(path: string): Promise<{ status: number; cache: string | null; html: string }> {
  const answer = await fetch(`${storefrontUrl}${path}`, { signal: AbortSignal.timeout(30_000) });
  return { status: answer.status, cache: answer.headers.get('x-cache'), html: await answer.text() };
}

async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<unknown>): Promise<void> {
  for (let at = 0; at < items.length; at += size) await Promise.all(items.slice(at, at + size).map(work));
}

async function shopperBreakerState(): Promise<number> {
  const metrics = await (await fetch(`${storefrontUrl}/metrics`)).text();
  const line = metrics.split('\n').find((entry) => entry.startsWith('storefront_commerce_circuit_breaker_state'));
  return Number(line?.split(' ').at(-1) ?? 'NaN');
}

describe('a purge of every page under load', () => {
  it('answers every page stale at once, re-renders them a few at a time, and leaves shoppers’ Actions and breaker alone', async () => {
    const products = await listedProducts(store.backendUrl, PAGES / 2);
    const paths = products.flatMap(({ url_key: key }) => [`/ar/products/${key}`, `/en/products/${key}`]).slice(0, PAGES);
    const simple = products.find((product) => product.__typename === 'SimpleProduct' && product.stock_status === 'IN_STOCK');
    expect(paths.length).toBeGreaterThanOrEqual(60);

    // One cold render on its own: what a single page asks of the backend at once.
    store.proxy!.mostInFlight = 0;
    expect((await page(paths[0]!)).status).toBe(200);
    const single = Math.max(1, store.proxy!.mostInFlight);
    // On a machine this busy a cold render may still miss its deadline: it is asked again, as a shopper would.
    await inBatches(paths, 2, async (path) => expect.poll(async () => (await page(path)).status, { timeout: 60_000, interval: 500 }).toBe(200));
    expect((await page(paths.at(-1)!)).cache).toBe('HIT');

    const text = `purge drill ${Date.now()}`;
    // Each store view's own text (the seed gives each one; `all` is only their default).
    await store.adminPut('/rest/ar/V1/pwa-config', { config: { top_bar: { text } } });
    await store.adminPut('/rest/en/V1/pwa-config', { config: { top_bar: { text } } });
    await expect.poll(async () => (await page(paths.at(-1)!)).cache, { timeout: 15_000 }).not.toBe('HIT');
    store.proxy!.mostInFlight = 0;
    // The backend a little busy from now on: each request held 60 ms.
    store.proxy!.delayMs = 60;

    const shopper = new Shopper(storefrontUrl);
    const telephone = `5${String(Date.now()).slice(-7)}`;
    const [answers, codeSent, added] = await Promise.all([
      Promise.all(paths.map((path) => page(path))),
      shopper.formAction('auth.requestCode', {
        flow: 'sign-up',
        firstname: 'Maryam',
        lastname: 'Al-Kuwari',
        email: `purge-${Date.now()}@example.qa`,
        telephone,
        ageConfirmed: 'true',
      }),
      shopper.formAction('cart.addItem', { sku: simple!.sku, qty: '1' }),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200), `statuses ${[...new Set(statuses)].join(',')}`).toBe(true);
    expect(answers.filter((answer) => answer.cache === 'STALE').length).toBeGreaterThan(paths.length / 2);
    expect(codeSent, 'the sign-up code request').not.toBeNull();
    expect(added, 'the add to cart').not.toBeNull();

    // Every page shows the change once the queue has re-rendered it: two at a time, each a few seconds on a machine
    // seven test runs share.
    await expect
      .poll(async () => (await Promise.all(paths.map(async (path) => (await page(path)).html.includes(text)))).every(Boolean), { timeout: 150_000, interval: 2000 })
      .toBe(true);
    console.log(`backend requests in flight: one render ${single}, the purge of ${paths.length} pages at most ${store.proxy!.mostInFlight}`);
    // Two background renders at a time, the shoppers' own requests beside them.
    expect(store.proxy!.mostInFlight, `in flight at the most:\n${store.proxy!.atMost.join('\n')}`).toBeLessThanOrEqual(4 * single);
    expect(await shopperBreakerState()).toBe(0);
    expect((await fetch(`${storefrontUrl}/readyz`)).status).toBe(200);
  }, 360_000);
});

