/**
 * Editors' changes keep reaching every cache while one storefront is down: the backend notifies each storefront
 * (REVALIDATE_URL lists them all), so with storefront 1 frozen (SIGSTOP: it neither answers nor refuses), an admin
 * price change still purges Redis' route cache and Varnish through storefront 2, and the notice to the frozen one is
 * retried until it takes it once it runs again.
 */
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN_PASSWORD } from '../../../backend/config.ts';
import { edgeTierSkipReason, startTestEdgeTier, type TestEdgeTier } from '../../helpers/edge-tier.ts';
import { formatPrice } from '@/lib/format.ts';

if (edgeTierSkipReason) console.warn(`[purge with a storefront down] skipped: ${edgeTierSkipReason}`);

let tier: TestEdgeTier;
let frozen: number | null = null;

beforeAll(async () => {
  if (!edgeTierSkipReason) tier = await startTestEdgeTier();
}, 180_000);

afterAll(async () => {
  if (frozen) process.kill(frozen, 'SIGCONT');
  await tier?.close();
});

async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${tier.backendUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', store: 'en' }, body: JSON.stringify({ query, variables }) });
  return ((await response.json()) as { data: T }).data;
}

async function setPrice(sku: string, price: number): Promise<void> {
  const login = { username: 'admin', password: DEV_ADMIN_PASSWORD };
  const token = (await (await fetch(`${tier.backendUrl}/rest/V1/integration/admin/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(login) })).json()) as string;
  const response = await fetch(`${tier.backendUrl}/rest/all/V1/products/${encodeURIComponent(sku)}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ product: { price } }),
  });
  expect(response.status, await response.text()).toBe(200);
}

const page = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, cache: response.headers.get('x-cache'), html: await response.text() };
};

describe.skipIf(edgeTierSkipReason)('an editor’s change with one storefront down', () => {
  it('purges the route cache and Varnish through the other storefront', async () => {
    // A simple product the all-products listing shows (the home page's carousels are not in its HTML): its own price
    // is the one its page shows (a configurable product's is its variants').
    const listing = (await page(`${tier.httpsUrl}/en/products`)).html;
    type Item = { sku: string; __typename: string; price_range: { minimum_price: { regular_price: { value: number } } } };
    let path: string | undefined;
    let product: Item | undefined;
    for (const [, candidate] of listing.matchAll(/href="(\/en\/products\/[^"?#]+)"/g)) {
      const urlKey = decodeURIComponent(candidate!.split('/').pop()!);
      const { products } = await graphql<{ products: { items: Item[] } }>(
        'query($key: String) { products(filter: { url_key: { eq: $key } }) { items { __typename sku price_range { minimum_price { regular_price { value } } } } } }',
        { key: urlKey },
      );
      if (products.items[0]?.__typename === 'SimpleProduct') {
        [path, product] = [candidate, products.items[0]];
        break;
      }
    }
    expect(path).toBeTruthy();
    // Cached in Varnish and in the route cache.
    await expect.poll(async () => (await page(`${tier.httpsUrl}${path}`)).cache, { timeout: 20_000 }).toBe('HIT');
    await expect.poll(async () => (await page(`${tier.storefrontUrls[1]}${path}`)).cache, { timeout: 20_000 }).toBe('HIT');

    frozen = tier.services.storefronts[0]!.pid();
    process.kill(frozen!, 'SIGSTOP');
    const price = Math.floor(product!.price_range.minimum_price.regular_price.value) + 4321;
    await setPrice(product!.sku, price);
    const shown = formatPrice(price, 'en');
    // Storefront 2 purged the shared route cache and Varnish; Varnish's probe has taken storefront 1 out meanwhile.
    // (Within 2 s on a quiet machine; the bounds leave room for a busy one.)
    await expect.poll(async () => (await page(`${tier.storefrontUrls[1]}${path}`)).html.includes(shown), { timeout: 15_000 }).toBe(true);
    await expect.poll(async () => (await page(`${tier.httpsUrl}${path}`)).html.includes(shown), { timeout: 15_000 }).toBe(true);

    // The notice to the frozen storefront waits for it: once it runs again, it is delivered (nothing left pending).
    process.kill(frozen!, 'SIGCONT');
    frozen = null;
    const pending = () => {
      const db = new DatabaseSync(tier.database, { readOnly: true });
      try {
        return (db.prepare('SELECT COUNT(*) AS n FROM change_notices WHERE delivered_at IS NULL AND failed_at IS NULL').get() as { n: number }).n;
      } finally {
        db.close();
      }
    };
    await expect.poll(pending, { timeout: 30_000, interval: 500 }).toBe(0);
  }, 120_000);
});
