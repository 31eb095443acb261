/**
 * Shared by the admin API tests: a real backend with chosen settings (mode, admin credentials, revalidation),
 * and small clients for its admin REST routes, GraphQL and a customer's token.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { startBackend, type Backend } from '../../backend/server.ts';
import { readConfig, type BackendConfig } from '../../backend/config.ts';
import { copySeededDatabase } from './seeded-database.ts';

export const DEV_ADMIN = { username: 'admin', password: 'matjar-admin-dev' };

export interface AdminTestBackend extends Backend {
  /** Stops the server and deletes its temporary database. */
  stop(): Promise<void>;
}

/** A quiet backend on a free port with a fresh seeded database; development mode, no notices, unless overridden. */
export async function startAdminBackend(overrides: Partial<BackendConfig> = {}): Promise<AdminTestBackend> {
  const dir = mkdtempSync(join(tmpdir(), 'matjar-admin-'));
  await copySeededDatabase(join(dir, 'commerce.sqlite'));
  // Every other setting as the backend reads it by default; production payment settings as an operator gives them.
  const defaults = readConfig({ BACKEND_QUIET: '1' });
  const backend = await startBackend({
    ...defaults,
    host: '127.0.0.1',
    port: 0,
    dbPath: join(dir, 'commerce.sqlite'),
    mode: 'development',
    aps: { ...defaults.aps, returnOrigins: ['https://shop.example'] },
    adminUser: 'admin',
    adminPassword: DEV_ADMIN.password,
    revalidateUrls: [],
    revalidateSecret: null,
    ...overrides,
  });
  return Object.assign(backend, {
    async stop() {
      await backend.close();
      rmSync(dir, { recursive: true, force: true });
    },
  });
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = unknown>(baseUrl: string, method: string, path: string, body?: unknown, token?: string): Promise<Answer<T>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

export async function adminToken(baseUrl: string, credentials = DEV_ADMIN): Promise<string> {
  const answer = await call<string>(baseUrl, 'POST', '/rest/V1/integration/admin/token', credentials);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** An admin client bound to one backend, signed in once. */
export function adminClient(baseUrl: string) {
  let token: Promise<string> | undefined;
  return async <T = unknown>(method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown): Promise<Answer<T>> =>
    call<T>(baseUrl, method, path, body, await (token ??= adminToken(baseUrl)));
}

export interface GraphqlAnswer<T> {
  data?: T;
  errors?: Array<{ message: string; extensions?: { category?: string } }>;
  cache: string | null;
}

export async function graphql<T = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  store = 'en',
  token?: string,
): Promise<GraphqlAnswer<T>> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as Omit<GraphqlAnswer<T>, 'cache'>;
  return { ...body, cache: response.headers.get('x-magento-cache-debug') };
}

/** A shopper registered by e-mail OTP, and the customer token the storefront would hold for them. */
export async function customerToken(baseUrl: string, email = 'noura@example.qa'): Promise<string> {
  const requested = await graphql<{ requestRegisterOtp: { hash: string } }>(
    baseUrl,
    'mutation($input: RegisterOtpRequestInput!) { requestRegisterOtp(input: $input) { hash } }',
    { input: { email } },
  );
  const outbox = (await (await fetch(`${baseUrl}/__dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: Array<{ code: string }> };
  const verified = await graphql<{ verifyOtpAndRegister: { token: string } }>(
    baseUrl,
    'mutation($input: VerifyOtpRegisterInput!) { verifyOtpAndRegister(input: $input) { token } }',
    { input: { hash: requested.data?.requestRegisterOtp.hash, otp: outbox.messages[0]?.code, firstname: 'Noura', lastname: 'Al-Thani', email } },
  );
  const token = verified.data?.verifyOtpAndRegister.token;
  if (!token) throw new Error(`could not register ${email}: ${JSON.stringify(verified.errors)}`);
  return token;
}
