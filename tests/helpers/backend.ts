import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startBackend } from '../../backend/server.ts';
import type { BackendConfig } from '../../backend/config.ts';
import { openDatabase, type Database } from '../../backend/db/database.ts';
import { seedIfEmpty } from '../../backend/seed/index.ts';
import { QATAR_CART_ADDRESS } from '../fixtures/qatar-addresses.ts';
import { copySeededDatabase } from './seeded-database.ts';

export interface TestBackend {
  /** Base URL, e.g. `http://127.0.0.1:53211` (no trailing slash). */
  url: string;
  /** The live database, for assertions that need to look behind the API (e.g. OTP rows). */
  db: Database;
  /** Stops the server and deletes the temporary database directory. */
  close(): Promise<void>;
}

export interface TestBackendOptions {
  /** The backend's clock (epoch ms); see testClock(). Real time when absent. */
  clock?: () => number;
  /** Settings over the defaults (e.g. OTP limits). */
  config?: Partial<BackendConfig>;
  /** A generated catalogue of this many products (`backend:reset --products N`) instead of the seed. */
  products?: number;
}

/**
 * Starts a real backend on a free port with its own freshly seeded SQLite file in os.tmpdir(), quiet,
 * in development mode (so `/__dev/outbox` is readable). Each call is isolated from every other one.
 */
export async function startTestBackend(options: TestBackendOptions = {}): Promise<TestBackend> {
  const dir = mkdtempSync(join(tmpdir(), 'matjar-backend-'));
  if (options.products === undefined) await copySeededDatabase(join(dir, 'commerce.sqlite'));
  else {
    const db = openDatabase(join(dir, 'commerce.sqlite'));
    seedIfEmpty(db, new Date(), { products: options.products });
    db.close();
  }
  const backend = await startBackend(
    {
      host: '127.0.0.1',
      port: 0,
      dbPath: join(dir, 'commerce.sqlite'),
      mode: 'development',
      publicUrl: '',
      quiet: true,
      ...options.config,
    },
    { clock: options.clock },
  );
  return {
    url: backend.url,
    db: backend.db,
    async close() {
      await backend.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A clock that starts at the real time and moves only when told: time-based rules are tested without waiting. */
export function testClock(start: number = Date.now()) {
  let current = start;
  return {
    now: () => current,
    advance(ms: number) {
      current += ms;
    },
  };
}

/**
 * For a test file that calls the storefront's commerce client: a fresh backend for the file, with
 * `COMMERCE_URL` pointing at it while the file runs. Returns the getter for the running backend.
 */
export function useCommerceBackend(options: TestBackendOptions = {}): () => TestBackend {
  let backend: TestBackend | undefined;
  const originalUrl = process.env.COMMERCE_URL;
  beforeAll(async () => {
    backend = await startTestBackend(options);
    process.env.COMMERCE_URL = backend.url;
  });
  afterAll(async () => {
    process.env.COMMERCE_URL = originalUrl;
    await backend?.close();
  });
  return () => {
    if (!backend) throw new Error('the test backend is not running (call useCommerceBackend at the top of the file)');
    return backend;
  };
}

export interface GraphqlError {
  message: string;
  extensions?: { category?: string; retry_after_seconds?: number; limit?: string };
  path?: (string | number)[];
}

export interface GraphqlResult<Data> {
  data?: Data | null;
  errors?: GraphqlError[];
}

export interface CallOptions {
  /** A customer token, sent as `Authorization: Bearer …`. */
  token?: string | undefined;
  /** The store view (`Store` header). */
  store?: 'ar' | 'en';
  /** The shopper's address as the storefront forwards it (`X-Forwarded-For`). */
  clientIp?: string;
}

function headersFor(options: CallOptions): Record<string, string> {
  return {
    'content-type': 'application/json',
    Store: options.store ?? 'en',
    ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    ...(options.clientIp ? { 'X-Forwarded-For': options.clientIp } : {}),
  };
}

/** POSTs a GraphQL operation; the HTTP status is always 200 for a Magento-shaped answer. */
export async function graphqlCall<Data = Record<string, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any -- probed by the assertions
  backend: TestBackend,
  query: string,
  variables: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<GraphqlResult<Data>> {
  const response = await fetch(`${backend.url}/graphql`, { method: 'POST', headers: headersFor(options), body: JSON.stringify({ query, variables }) });
  if (response.status !== 200) throw new Error(`GraphQL answered HTTP ${response.status}: ${await response.text()}`);
  return (await response.json()) as GraphqlResult<Data>;
}

/** A REST call below `/rest/{store}`; returns the status and the parsed body. */
export async function restCall<Body = any>( // eslint-disable-line @typescript-eslint/no-explicit-any -- probed by the assertions
  backend: TestBackend,
  method: string,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<{ status: number; body: Body }> {
  const response = await fetch(`${backend.url}/rest/${options.store ?? 'en'}${path}`, {
    method,
    headers: headersFor(options),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

/** The newest one-time code the dev outbox holds for an e-mail address or phone number. */
export async function latestCode(backend: TestBackend, to: string): Promise<string> {
  const response = await fetch(`${backend.url}/__dev/outbox?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: { code: string }[] };
  const code = messages[0]?.code;
  if (!code) throw new Error(`no message for ${to}`);
  return code;
}

/** Registers a customer by e-mail code (optionally with a mobile number) and returns their token. */
export async function registerCustomer(
  backend: TestBackend,
  customer: { email: string; firstname?: string; lastname?: string; telephone?: string },
  options: CallOptions = {},
): Promise<string> {
  const requested = await graphqlCall<{ requestRegisterOtp: { hash: string } }>(
    backend,
    'mutation($input: RegisterOtpRequestInput!) { requestRegisterOtp(input: $input) { hash } }',
    { input: { email: customer.email } },
    options,
  );
  const hash = requested.data?.requestRegisterOtp.hash;
  if (!hash) throw new Error(`requestRegisterOtp failed: ${JSON.stringify(requested.errors)}`);
  const phone = customer.telephone ? { country_prefix: '974', telephone: customer.telephone } : {};
  const verified = await graphqlCall<{ verifyOtpAndRegister: { token: string } }>(
    backend,
    'mutation($input: VerifyOtpRegisterInput!) { verifyOtpAndRegister(input: $input) { token } }',
    {
      input: {
        hash,
        otp: await latestCode(backend, customer.email),
        firstname: customer.firstname ?? 'Maryam',
        lastname: customer.lastname ?? 'Al-Kuwari',
        email: customer.email,
        ...phone,
      },
    },
    options,
  );
  const token = verified.data?.verifyOtpAndRegister.token;
  if (!token) throw new Error(`verifyOtpAndRegister failed: ${JSON.stringify(verified.errors)}`);
  return token;
}

/** Verifies a Qatar number as a guest (code from the outbox) and returns the proof a guest's stock reminder sends. */
export async function verifiedPhoneProof(backend: TestBackend, telephone: string, options: CallOptions = {}): Promise<string> {
  const requested = await graphqlCall<{ requestGuestPhoneOtp: { hash: string } }>(
    backend,
    'mutation($input: PhoneOtpRequestInput!) { requestGuestPhoneOtp(input: $input) { hash } }',
    { input: { country_prefix: '974', telephone } },
    options,
  );
  const hash = requested.data?.requestGuestPhoneOtp.hash;
  if (!hash) throw new Error(`requestGuestPhoneOtp failed: ${JSON.stringify(requested.errors)}`);
  const verified = await graphqlCall<{ verifyGuestPhone: { verification_token: string } }>(
    backend,
    'mutation($input: VerifyGuestPhoneInput!) { verifyGuestPhone(input: $input) { verification_token } }',
    { input: { hash, otp: await latestCode(backend, telephone), country_prefix: '974', telephone } },
    options,
  );
  const proof = verified.data?.verifyGuestPhone.verification_token;
  if (!proof) throw new Error(`verifyGuestPhone failed: ${JSON.stringify(verified.errors)}`);
  return proof;
}

export { QATAR_CART_ADDRESS };


/** The signed-in customer's cart id (customerCart creates it when they have none). */
export async function customerCartId(backend: TestBackend, token: string, options: CallOptions = {}): Promise<string> {
  const result = await graphqlCall<{ customerCart: { id: string } }>(backend, '{ customerCart { id } }', {}, { ...options, token });
  const id = result.data?.customerCart.id;
  if (!id) throw new Error(`customerCart failed: ${JSON.stringify(result.errors)}`);
  return id;
}

/** Adds products to a cart by SKU; throws on any error. */
export async function addProductsToCart(
  backend: TestBackend,
  token: string | undefined,
  cartId: string,
  items: { sku: string; quantity: number }[],
  options: CallOptions = {},
): Promise<void> {
  const result = await graphqlCall(
    backend,
    'mutation($input: AddSimpleProductsToCartInput) { addSimpleProductsToCart(input: $input) { cart { id } } }',
    { input: { cart_id: cartId, cart_items: items.map((item) => ({ data: item })) } },
    { ...options, token },
  );
  if (result.errors) throw new Error(`addSimpleProductsToCart failed: ${JSON.stringify(result.errors)}`);
}

export interface CheckoutChoices {
  /** A shipping method for a cart with goods; omitted for e-cards only. */
  shipping?: { carrier_code: string; method_code: string };
  /** Payment method code, e.g. `cashondelivery` or `aps_fort_cc`. */
  payment: string;
  /** Where the e-cards go, for a cart with e-cards. */
  ecardRecipient?: { email?: string; telephone?: string };
}

/**
 * Fills the customer's cart with the items and walks checkout up to (not including) placeOrder: a new Qatar
 * shipping address and the same billing address (when shipping), the shipping method, the e-card recipient and the
 * payment method. Throws on any error; returns the cart id.
 */
export async function prepareCheckout(
  backend: TestBackend,
  token: string,
  items: { sku: string; quantity: number }[],
  choices: CheckoutChoices,
  options: CallOptions = {},
): Promise<string> {
  const cartId = await customerCartId(backend, token, options);
  await addProductsToCart(backend, token, cartId, items, options);
  const call = async (query: string, input: Record<string, unknown>) => {
    const result = await graphqlCall(backend, query, { input: { cart_id: cartId, ...input } }, { ...options, token });
    if (result.errors) throw new Error(`${query.slice(0, 60)} failed: ${JSON.stringify(result.errors)}`);
  };
  if (choices.shipping) {
    await call('mutation($input: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $input) { cart { id } } }', {
      shipping_addresses: [{ address: QATAR_CART_ADDRESS }],
    });
    await call('mutation($input: SetBillingAddressOnCartInput) { setBillingAddressOnCart(input: $input) { cart { id } } }', {
      billing_address: { same_as_shipping: true },
    });
    await call('mutation($input: SetShippingMethodsOnCartInput) { setShippingMethodsOnCart(input: $input) { cart { id } } }', {
      shipping_methods: [choices.shipping],
    });
  }
  if (choices.ecardRecipient) {
    await call('mutation($input: SetEcardRecipientOnCartInput!) { setEcardRecipientOnCart(input: $input) { cart { id } } }', choices.ecardRecipient);
  }
  await call('mutation($input: SetPaymentMethodOnCartInput) { setPaymentMethodOnCart(input: $input) { cart { id } } }', {
    payment_method: { code: choices.payment },
  });
  return cartId;
}

/** placeOrder for a cart; the raw answer, errors included. */
export function placeOrderCall(backend: TestBackend, token: string | undefined, cartId: string, options: CallOptions = {}) {
  return graphqlCall<{ placeOrder: { order: { order_number: string } } }>(
    backend,
    'mutation($input: PlaceOrderInput) { placeOrder(input: $input) { order { order_number } } }',
    { input: { cart_id: cartId } },
    { ...options, token },
  );
}

/** Places the order and returns its number; throws on any error. */
export async function placeOrderNumber(backend: TestBackend, token: string, cartId: string, options: CallOptions = {}): Promise<string> {
  const result = await placeOrderCall(backend, token, cartId, options);
  const number = result.data?.placeOrder.order.order_number;
  if (!number) throw new Error(`placeOrder failed: ${JSON.stringify(result.errors)}`);
  return number;
}

/** A product to sell in a test, with its stock set to `qty` (no special price, so its price does not depend on the date). */
export function productWithStock(backend: TestBackend, type: 'simple' | 'virtual', qty: number): { id: number; sku: string; price: number } {
  const product = backend.db
    .prepare(
      `SELECT id, sku, price FROM products WHERE type_id = ? AND status = 1 AND visibility = 4 AND special_price IS NULL AND is_in_stock = 1
         AND id NOT IN (SELECT product_id FROM cart_items) ORDER BY id LIMIT 1`,
    )
    .get(type) as { id: number; sku: string; price: number } | undefined;
  if (!product) throw new Error(`no ${type} product left to use`);
  backend.db.prepare('UPDATE products SET qty = ?, is_in_stock = 1 WHERE id = ?').run(qty, product.id);
  return product;
}

/** POSTs a form (application/x-www-form-urlencoded) without following redirects: the status, Location and body. */
export async function postForm(url: string, fields: Record<string, string>): Promise<{ status: number; location: string | null; body: string }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), body: await response.text() };
}
