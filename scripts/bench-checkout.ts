/**
 * `npm run bench:checkout`: place-order throughput and latency on a fresh embedded backend, 10 customers at once.
 * (a) placeOrder alone: every customer's cart is filled and taken through checkout (address, delivery, payment)
 *     beforehand, then 10 customers at a time place their orders; (b) the whole checkout, looped for
 *     BENCH_DURATION seconds (default 10) by 10 customers: cart, address + billing + delivery + payment in one
 *     request, then placeOrder. Prints req/s, p50 and p99 and the errors (HTTP status other than 200, or a GraphQL
 *     error). The backend runs in its own process with a fresh database whose product gets enough stock for all.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { freePort } from './lib/ports.ts';
import { benchBackendEnv } from './lib/backend-env.ts';
import { startNodeService, waitForHttp } from './lib/processes.ts';
import { percentile } from './lib/percentile.ts';

const CONCURRENCY = 10;
const ORDERS = Number(process.env.BENCH_ORDERS ?? 500);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

const dir = mkdtempSync(join(tmpdir(), 'matjar-bench-checkout-'));
const dbPath = join(dir, 'commerce.sqlite');
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const backend = startNodeService('backend/server.ts', benchBackendEnv(port, dbPath));

interface GraphqlAnswer {
  data?: Record<string, any> | null; // eslint-disable-line @typescript-eslint/no-explicit-any -- probed below
  errors?: { message: string }[];
}

class BenchError extends Error {}

async function graphql(query: string, variables: Record<string, unknown>, token?: string): Promise<GraphqlAnswer> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  if (response.status !== 200) throw new BenchError(`HTTP ${response.status}`);
  const answer = (await response.json()) as GraphqlAnswer;
  if (answer.errors) throw new BenchError(answer.errors[0]?.message ?? 'GraphQL error');
  return answer;
}

let customers = 0;
async function newCustomer(): Promise<string> {
  const email = `bench-${++customers}@example.com`;
  const requested = await graphql('mutation($i: RegisterOtpRequestInput!) { requestRegisterOtp(input: $i) { hash } }', { i: { email } });
  const outbox = (await (await fetch(`${url}/__dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { code: string }[] };
  const verified = await graphql('mutation($i: VerifyOtpRegisterInput!) { verifyOtpAndRegister(input: $i) { token } }', {
    i: { hash: requested.data?.requestRegisterOtp.hash, otp: outbox.messages[0]?.code, firstname: 'Bench', lastname: 'Shopper', email },
  });
  return verified.data?.verifyOtpAndRegister.token as string;
}

const ADDRESS = { firstname: 'Bench', lastname: 'Shopper', street: ['Al Sadd Street', 'Building 1'], city: 'Al Sadd', region_id: 1, country_code: 'QA', telephone: '55123456' };
/** Address, billing, delivery and payment in one request, as Magento runs a document's mutations in order. */
const CHECKOUT_STEPS = `mutation($id: String!, $address: CartAddressInput!) {
  a: setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) { cart { id } }
  b: setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } }
  c: setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "standard", method_code: "standard" }] }) { cart { id } }
  d: setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "cashondelivery" } }) { cart { id } } }`;
const PLACE_ORDER = 'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }';

async function prepareCart(token: string, sku: string): Promise<string> {
  const cart = await graphql('{ customerCart { id } }', {}, token);
  const id = cart.data?.customerCart.id as string;
  await graphql('mutation($id: String!, $sku: String!) { addSimpleProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: $sku, quantity: 1 } }] }) { cart { id } } }', { id, sku }, token);
  await graphql(CHECKOUT_STEPS, { id, address: ADDRESS }, token);
  return id;
}

/** Runs jobs with at most `limit` at once. */
async function pool<T>(items: T[], limit: number, job: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) await job(items[next++] as T);
  }));
}


function report(name: string, latencies: number[], errors: number, seconds: number, unit: string): void {
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    `${name.padEnd(44)} ${(latencies.length / seconds).toFixed(0).padStart(5)} ${unit}/s   p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms   ` +
      `p99 ${percentile(sorted, 99).toFixed(1).padStart(6)} ms   (${latencies.length} ok, ${errors} errors, ${seconds.toFixed(1)} s)`,
  );
}

try {
  await waitForHttp(`${url}/health`);
  const db = new DatabaseSync(dbPath);
  db.exec('PRAGMA busy_timeout = 5000');
  const product = db.prepare("SELECT id, sku FROM products WHERE type_id = 'simple' AND status = 1 AND visibility = 4 ORDER BY id LIMIT 1").get() as { id: number; sku: string };
  db.prepare('UPDATE products SET qty = 10000000, is_in_stock = 1 WHERE id = ?').run(product.id);
  db.close();
  console.log(`backend ${url}, ${CONCURRENCY} customers at once, product ${product.sku}\n`);

  // (a) placeOrder alone over carts made ready beforehand.
  const ready: { token: string; cartId: string }[] = [];
  await pool(Array.from({ length: ORDERS }, (_, i) => i), CONCURRENCY, async () => {
    const token = await newCustomer();
    ready.push({ token, cartId: await prepareCart(token, product.sku) });
  });
  const placeLatencies: number[] = [];
  let placeErrors = 0;
  const placeStart = performance.now();
  await pool(ready, CONCURRENCY, async ({ token, cartId }) => {
    const started = performance.now();
    try {
      await graphql(PLACE_ORDER, { id: cartId }, token);
      placeLatencies.push(performance.now() - started);
    } catch (error) {
      if (!(error instanceof BenchError)) throw error;
      placeErrors++;
    }
  });
  report('(a) placeOrder, carts ready', placeLatencies, placeErrors, (performance.now() - placeStart) / 1000, 'orders');

  // (b) the whole checkout, looped: cart, the four checkout steps, placeOrder.
  const shoppers = await Promise.all(Array.from({ length: CONCURRENCY }, () => newCustomer()));
  const cycleLatencies: number[] = [];
  const orderLatencies: number[] = [];
  let cycleErrors = 0;
  const deadline = performance.now() + DURATION_S * 1000;
  const cycleStart = performance.now();
  await Promise.all(
    shoppers.map(async (token) => {
      while (performance.now() < deadline) {
        const started = performance.now();
        try {
          const cartId = await prepareCart(token, product.sku);
          const placing = performance.now();
          await graphql(PLACE_ORDER, { id: cartId }, token);
          orderLatencies.push(performance.now() - placing);
          cycleLatencies.push(performance.now() - started);
        } catch (error) {
          if (!(error instanceof BenchError)) throw error;
          cycleErrors++;
        }
      }
    }),
  );
  const cycleSeconds = (performance.now() - cycleStart) / 1000;
  report('(b) whole checkout (5 requests), looped', cycleLatencies, cycleErrors, cycleSeconds, 'orders');
  report('    of which placeOrder', orderLatencies, cycleErrors, cycleSeconds, 'orders');
} finally {
  backend.kill('SIGTERM');
  await new Promise((resolve) => backend.once('exit', resolve));
  rmSync(dir, { recursive: true, force: true });
}
