/**
 * Change notices over real HTTP, received by tiny node:http storefronts: every committed admin change is POSTed,
 * signed, with the cache tags it touches, to every REVALIDATE_URL; the backend's response cache is cleared before;
 * a storefront that is down gets what it missed later (merged, with backoff), a 401 is retried, a 400 given up;
 * without a secret nothing is recorded or sent.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/ports.ts';
import { verifyNoticeSignature } from '@/server/revalidation/signature.ts';
import { graphqlCall, placeOrderNumber, prepareCheckout, productWithStock, type TestBackend } from '../../helpers/backend.ts';
import { adminClient, customerToken, graphql, startAdminBackend, type AdminTestBackend } from '../../helpers/admin-api.ts';

const SECRET = 'a-test-secret-of-at-least-16-characters';

interface Received {
  headers: Record<string, string | string[] | undefined>;
  raw: string;
  body: { tags: string[]; at: string };
  /** What the receiver saw when it asked the backend for the product's category listing (see the cache test). */
  seen?: unknown;
}

interface Receiver {
  url: string;
  port: number;
  received: Received[];
  /** The status the next notices get. */
  status: number;
  close(): Promise<void>;
}

/** A storefront's `/api/revalidate`: records each notice and answers `status` (204 unless told otherwise). */
async function startReceiver(port = 0, onNotice?: (notice: Received) => Promise<void>): Promise<Receiver> {
  const received: Received[] = [];
  const receiver = { received, status: 204 } as Receiver;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const notice: Received = { headers: req.headers, raw, body: JSON.parse(raw) as Received['body'] };
      await onNotice?.(notice);
      received.push(notice);
      res.writeHead(receiver.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  receiver.port = (server.address() as AddressInfo).port;
  receiver.url = `http://127.0.0.1:${receiver.port}/api/revalidate`;
  receiver.close = () => new Promise((resolve) => server.close(() => resolve()));
  return receiver;
}

async function until(what: string, condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function backendTelling(urls: string[], secret: string | null = SECRET): Promise<AdminTestBackend> {
  const backend = await startAdminBackend({ revalidateUrls: urls, revalidateSecret: secret });
  cleanups.push(() => backend.stop());
  return backend;
}

async function receiver(port?: number, onNotice?: (notice: Received) => Promise<void>): Promise<Receiver> {
  const started = await startReceiver(port, onNotice);
  cleanups.push(() => started.close());
  return started;
}

/** A visible, enabled product, its direct categories and its brand. */
function aProduct(backend: AdminTestBackend) {
  const row = backend.db
    .prepare("SELECT id, sku, brand_id FROM products WHERE status = 1 AND visibility = 4 AND type_id = 'simple' AND brand_id IS NOT NULL ORDER BY id LIMIT 1")
    .get() as { id: number; sku: string; brand_id: number };
  const categories = (backend.db.prepare('SELECT category_id FROM category_products WHERE product_id = ?').all(row.id) as Array<{ category_id: number }>).map(
    (link) => link.category_id,
  );
  return { ...row, categories };
}

const pending = (backend: AdminTestBackend) =>
  backend.db.prepare('SELECT id, url, attempts, delivered_at, failed_at, last_error FROM change_notices ORDER BY id').all() as Array<{
    id: number;
    url: string;
    attempts: number;
    delivered_at: number | null;
    failed_at: number | null;
    last_error: string | null;
  }>;

describe('change notices', () => {
  it('POSTs each admin change, signed, with the tags it touches, to every storefront URL', async () => {
    const [first, second] = [await receiver(), await receiver()];
    const backend = await backendTelling([first.url, second.url]);
    const admin = adminClient(backend.url);
    const product = aProduct(backend);

    const changedAt = Date.now();
    // Out of stock: the product's pages and the listings it leaves.
    const outOfStock = { product: { extension_attributes: { stock_item: { qty: 0 } } } };
    expect((await admin('PUT', `/rest/all/V1/products/${product.sku}`, outOfStock)).status).toBe(200);
    await until('both storefronts told', () => first.received.length === 1 && second.received.length === 1);

    for (const notice of [first.received[0]!, second.received[0]!]) {
      expect(notice.headers['content-type']).toBe('application/json');
      const timestamp = String(notice.headers['x-matjar-timestamp']);
      expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(30);
      const expected = createHmac('sha256', SECRET).update(`${timestamp}.${notice.raw}`).digest('hex');
      expect(notice.headers['x-matjar-signature']).toBe(`sha256=${expected}`);
      // The storefront's own check accepts it.
      expect(
        verifyNoticeSignature({ secret: SECRET, timestamp, signature: String(notice.headers['x-matjar-signature']), rawBody: Buffer.from(notice.raw) }).ok,
      ).toBe(true);
      expect(Object.keys(notice.body).sort()).toEqual(['at', 'tags']);
      expect(notice.body.tags).toEqual(
        expect.arrayContaining([`product:${product.sku}`, `brand:${product.brand_id}`, 'listing:products', ...product.categories.map((id) => `category:${id}`)]),
      );
      expect(Date.parse(notice.body.at)).toBeGreaterThanOrEqual(changedAt - 1000);
      expect(notice.body.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }

    const block = (await admin<{ items: Array<{ id: number }> }>('GET', '/rest/V1/cmsBlock/search?searchCriteria[filterGroups][0][filters][0][field]=identifier&searchCriteria[filterGroups][0][filters][0][value]=pwa_home_two_ar')).body.items[0]!;
    await admin('PUT', `/rest/V1/cmsBlock/${block.id}`, { block: { title: 'Top banner' } });
    await until('the block change told', () => first.received.length === 2);
    expect(first.received[1]!.body.tags).toEqual(['cms:pwa_home_two_ar']);

    await admin('PUT', '/rest/en/V1/pwa-config', { config: { top_bar: { text: 'Eid offers' } } });
    await until('the config change told', () => first.received.length === 3);
    expect(first.received[2]!.body.tags).toEqual(['config']);

    // A save that changes nothing announces nothing.
    await admin('PUT', '/rest/en/V1/pwa-config', { config: { top_bar: { text: 'Eid offers' } } });
    await backend.changes.idle();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(first.received).toHaveLength(3);
    await until('all delivered', () => pending(backend).every((row) => row.delivered_at !== null));
    expect(pending(backend)).toHaveLength(6);
  });

  it("clears the backend's response cache before the storefront is told", async () => {
    const CATEGORY = `query ($id: String!) { products(filter: { category_id: { eq: $id } }, pageSize: 24) { items { sku price_range { minimum_price { regular_price { value } } } } } }`;
    // Filled once the backend runs; the receiver below reads it when a notice arrives.
    const target: { url?: string; sku?: string; variables?: { id: string } } = {};
    // Like the storefront re-rendering its pages on the notice: it asks the backend at once.
    const storefront = await receiver(undefined, async (notice) => {
      const answer = await graphql<{ products: { items: Array<{ sku: string; price_range: { minimum_price: { regular_price: { value: number } } } }> } }>(
        target.url!,
        CATEGORY,
        target.variables!,
      );
      notice.seen = answer.data?.products.items.find((item) => item.sku === target.sku)?.price_range.minimum_price.regular_price.value;
    });
    const backend = await backendTelling([storefront.url]);
    const product = aProduct(backend);
    Object.assign(target, { url: backend.url, sku: product.sku, variables: { id: String(product.categories[0]) } });
    await graphql(backend.url, CATEGORY, target.variables);
    expect((await graphql(backend.url, CATEGORY, target.variables)).cache).toBe('HIT');

    await adminClient(backend.url)('PUT', `/rest/all/V1/products/${product.sku}`, { product: { price: 5555 } });
    await until('the storefront told', () => storefront.received.length === 1);
    expect(storefront.received[0]!.seen).toBe(5555);
  });

  it('announces a product an order sold out, and again when its cancellation puts it back in stock; other orders announce nothing', async () => {
    const STOCK = `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { sku stock_status } } }`;
    const storefront = await receiver();
    const backend = await backendTelling([storefront.url]);
    const shop: TestBackend = { url: backend.url, db: backend.db, close: () => backend.stop() };
    const token = await customerToken(backend.url);
    const product = productWithStock(shop, 'simple', 3);
    const { brand_id: brand } = backend.db.prepare('SELECT brand_id FROM products WHERE id = ?').get(product.id) as { brand_id: number | null };
    const checkout = (quantity: number) =>
      prepareCheckout(shop, token, [{ sku: product.sku, quantity }], { shipping: { carrier_code: 'standard', method_code: 'standard' }, payment: 'cashondelivery' });
    const stockStatus = async () =>
      (await graphql<{ products: { items: Array<{ stock_status: string }> } }>(backend.url, STOCK, { sku: product.sku })).data?.products.items[0]?.stock_status;

    // Units taken, still in stock: no page changes.
    await placeOrderNumber(shop, token, await checkout(1));
    expect(await stockStatus()).toBe('IN_STOCK');
    expect((await graphql(backend.url, STOCK, { sku: product.sku })).cache).toBe('HIT');
    await backend.changes.idle();
    expect(storefront.received).toHaveLength(0);

    // The last units: the product's page, listings and catalogue lists are told, and the backend answers fresh at once.
    const soldOut = await placeOrderNumber(shop, token, await checkout(2));
    await until('the sell-out told', () => storefront.received.length === 1);
    const tags = [`product:${product.sku}`, 'listing:products', 'listing:search', ...(brand === null ? [] : [`brand:${brand}`])];
    expect(storefront.received[0]!.body.tags).toEqual(expect.arrayContaining(tags));
    expect(storefront.received[0]!.body.tags.some((tag) => tag.startsWith('category:'))).toBe(true);
    expect(await stockStatus()).toBe('OUT_OF_STOCK');

    // Cancelling the order puts the units back: in stock again, told again.
    const orders = await graphqlCall<{ customer: { orders: { items: Array<{ id: string }> } } }>(
      shop,
      'query($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items { id } } } }',
      { n: soldOut },
      { token },
    );
    const cancelled = await graphqlCall(
      shop,
      'mutation($input: CancelOrderInput!) { cancelOrder(input: $input) { error } }',
      { input: { order_id: orders.data?.customer.orders.items[0]?.id, reason: 'Ordered by mistake' } },
      { token },
    );
    expect(cancelled.data).toEqual({ cancelOrder: { error: null } });
    await until('the return told', () => storefront.received.length === 2);
    expect(storefront.received[1]!.body.tags).toEqual(expect.arrayContaining(tags));
    expect(await stockStatus()).toBe('IN_STOCK');
  });

  it('delivers to a storefront that was down once it is up, merged, with backoff, without holding up the admin', async () => {
    const port = await freePort();
    const backend = await backendTelling([`http://127.0.0.1:${port}/api/revalidate`]);
    const admin = adminClient(backend.url);
    const product = aProduct(backend);

    expect((await admin('PUT', `/rest/all/V1/products/${product.sku}`, { product: { price: 901 } })).status).toBe(200);
    expect((await admin('PUT', '/rest/all/V1/pwa-config', { config: { express_delivery_with_api: { original_price: 35 } } })).status).toBe(200);
    // Both answered while nothing could be delivered: the notices wait in the table.
    expect(pending(backend).map((row) => row.delivered_at)).toEqual([null, null]);
    await until('a failed attempt', () => pending(backend).every((row) => row.attempts >= 1));
    expect(pending(backend)[0]!.last_error).toMatch(/ECONNREFUSED/);

    await new Promise((resolve) => setTimeout(resolve, 1200));
    const storefront = await receiver(port);
    await until('the storefront told', () => storefront.received.length >= 1);
    // One notice for everything it missed.
    expect(storefront.received).toHaveLength(1);
    expect(storefront.received[0]!.body.tags).toEqual(expect.arrayContaining([`product:${product.sku}`, 'config']));
    await until('marked delivered', () => pending(backend).every((row) => row.delivered_at !== null));
    expect(Math.min(...pending(backend).map((row) => row.attempts))).toBeGreaterThanOrEqual(2);
  });

  it('retries a notice the storefront refused with 401, and gives up one it rejected with 400', async () => {
    const storefront = await receiver();
    storefront.status = 401;
    const backend = await backendTelling([storefront.url]);
    const admin = adminClient(backend.url);
    await admin('PUT', '/rest/en/V1/pwa-config', { config: { top_bar: { text: 'Retry me' } } });
    await until('the first attempt', () => storefront.received.length === 1);
    storefront.status = 204;
    await until('the retry', () => storefront.received.length === 2);
    await until('marked delivered', () => pending(backend)[0]?.delivered_at !== null);

    storefront.status = 400;
    await admin('PUT', '/rest/en/V1/pwa-config', { config: { top_bar: { text: 'Malformed for that storefront' } } });
    await until('the attempt', () => storefront.received.length === 3);
    await until('given up', () => pending(backend)[1]?.failed_at !== null);
    expect(pending(backend)[1]).toMatchObject({ delivered_at: null, last_error: 'HTTP 400' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(storefront.received).toHaveLength(3);
  });

  it('records and sends nothing without REVALIDATE_SECRET (there is no default)', async () => {
    const storefront = await receiver();
    const backend = await backendTelling([storefront.url], null);
    const answer = await adminClient(backend.url)('PUT', '/rest/en/V1/pwa-config', { config: { top_bar: { text: 'Nobody hears' } } });
    expect(answer.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(pending(backend)).toEqual([]);
    expect(storefront.received).toEqual([]);
  });
});
