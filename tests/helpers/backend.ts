import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startBackend } from '../../backend/server.ts';
import type { BackendConfig } from '../../backend/config.ts';
import type { Database } from '../../backend/db/database.ts';

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
}

/**
 * Starts a real backend on a free port with its own freshly seeded SQLite file in os.tmpdir(), quiet,
 * in development mode (so `/__dev/outbox` is readable). Each call is isolated from every other one.
 */
export async function startTestBackend(options: TestBackendOptions = {}): Promise<TestBackend> {
  const dir = mkdtempSync(join(tmpdir(), 'matjar-backend-'));
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
export function useCommerceBackend(): () => TestBackend {
  let backend: TestBackend | undefined;
  const originalUrl = process.env.COMMERCE_URL;
  beforeAll(async () => {
    backend = await startTestBackend();
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
