/**
 * The admin token (`POST /V1/integration/admin/token`) and the admin routes' authorization, over real HTTP:
 * good and wrong credentials, the lockout after repeated failures, customer and expired tokens refused, and the
 * production rules (no default password: without one the admin API is off).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_LIFETIME_MS, issueAdminToken } from '../../../backend/admin/tokens.ts';
import { LOCK_MS, MAX_FAILURES } from '../../../backend/admin/sign-in.ts';
import { DEV_ADMIN, adminToken, call, customerToken, startAdminBackend, type AdminTestBackend } from '../../helpers/admin-api.ts';

const TOKEN_PATH = '/rest/V1/integration/admin/token';
const SIGN_IN_REFUSED = {
  message: 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  parameters: [],
};
const consumerRefused = (resources: string) => ({ message: "The consumer isn't authorized to access %resources.", parameters: { resources } });

/** One request per admin route, with the ACL resource its 401 names. */
const ADMIN_ROUTES: Array<{ method: string; path: string; body?: unknown; resource: string }> = [
  { method: 'GET', path: '/rest/all/V1/products/APPL-1001', resource: 'Magento_Catalog::products' },
  { method: 'PUT', path: '/rest/all/V1/products/APPL-1001', body: { product: { price: 1 } }, resource: 'Magento_Catalog::products' },
  { method: 'GET', path: '/rest/all/V1/products/APPL-1001/media', resource: 'Magento_Catalog::products' },
  { method: 'PUT', path: '/rest/all/V1/products/APPL-1001/media/1', body: { entry: { label: 'x' } }, resource: 'Magento_Catalog::products' },
  { method: 'GET', path: '/rest/all/V1/categories/3', resource: 'Magento_Catalog::categories' },
  { method: 'PUT', path: '/rest/all/V1/categories/3', body: { category: { position: 1 } }, resource: 'Magento_Catalog::categories' },
  { method: 'GET', path: '/rest/all/V1/brands/1', resource: 'Matjar_Brand::brands' },
  { method: 'PUT', path: '/rest/all/V1/brands/1', body: { brand: { position: 1 } }, resource: 'Matjar_Brand::brands' },
  { method: 'GET', path: '/rest/V1/cmsBlock/search', resource: 'Magento_Cms::block' },
  { method: 'GET', path: '/rest/V1/cmsBlock/1', resource: 'Magento_Cms::block' },
  { method: 'PUT', path: '/rest/V1/cmsBlock/1', body: { block: { title: 'x' } }, resource: 'Magento_Cms::block' },
  { method: 'GET', path: '/rest/en/V1/pwa-config', resource: 'Matjar_Pwa::config' },
  { method: 'PUT', path: '/rest/en/V1/pwa-config', body: { config: { top_bar: { text: 'x' } } }, resource: 'Matjar_Pwa::config' },
];

describe('development mode', () => {
  let backend: AdminTestBackend;
  beforeAll(async () => {
    backend = await startAdminBackend();
  });
  afterAll(() => backend.stop());

  it('answers a JSON string token for the default credentials, stored only as a digest, valid for 4 hours', async () => {
    const before = Date.now();
    const token = await adminToken(backend.url);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = backend.db.prepare('SELECT token_hash, created_at, expires_at FROM admin_tokens ORDER BY id DESC LIMIT 1').get() as {
      token_hash: string;
      created_at: number;
      expires_at: number;
    };
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(token);
    expect(row.created_at).toBeGreaterThanOrEqual(before);
    expect(row.expires_at - row.created_at).toBe(ADMIN_TOKEN_LIFETIME_MS);
    expect(ADMIN_TOKEN_LIFETIME_MS).toBe(4 * 60 * 60 * 1000);
    const product = await call(backend.url, 'GET', '/rest/all/V1/products/APPL-1001', undefined, token);
    expect(product.status).toBe(200);
  });

  it("refuses a wrong password or user name with Magento's 401", async () => {
    for (const credentials of [{ username: 'admin', password: 'wrong' }, { username: 'root', password: DEV_ADMIN.password }]) {
      expect(await call(backend.url, 'POST', TOKEN_PATH, credentials)).toMatchObject({ status: 401, body: SIGN_IN_REFUSED });
    }
  });

  it('answers a Magento 400, never a 500, for a malformed body', async () => {
    const missing = await call(backend.url, 'POST', TOKEN_PATH, { username: 'admin' });
    expect(missing).toMatchObject({ status: 400, body: { message: '"password" is required. Enter and try again.', parameters: { fieldName: 'password' } } });
    expect((await call(backend.url, 'POST', TOKEN_PATH, { username: 7, password: 'x' })).status).toBe(400);
    expect((await call(backend.url, 'POST', TOKEN_PATH, { username: 'admin', password: 'x'.repeat(300) })).status).toBe(400);
    expect((await call(backend.url, 'POST', TOKEN_PATH, '{not json')).status).toBe(400);
    expect((await call(backend.url, 'POST', TOKEN_PATH)).status).toBe(400);
  });

  it(`locks a user name out after ${MAX_FAILURES} failures, even with the right password, until the lock ends`, async () => {
    const locked = await startAdminBackend();
    try {
      for (let attempt = 1; attempt < MAX_FAILURES; attempt++) {
        expect((await call(locked.url, 'POST', TOKEN_PATH, { username: 'admin', password: `guess-${attempt}` })).status).toBe(401);
      }
      // Below the limit the right password still works, and a success forgets the failures.
      await adminToken(locked.url);
      for (let attempt = 1; attempt <= MAX_FAILURES; attempt++) {
        expect((await call(locked.url, 'POST', TOKEN_PATH, { username: 'admin', password: `guess-${attempt}` })).status).toBe(401);
      }
      expect(await call(locked.url, 'POST', TOKEN_PATH, DEV_ADMIN)).toMatchObject({ status: 401, body: SIGN_IN_REFUSED });
      const lock = locked.db.prepare("SELECT locked_until, last_failure_at FROM admin_sign_in_failures WHERE username = 'admin'").get() as {
        locked_until: number;
        last_failure_at: number;
      };
      expect(lock.locked_until - lock.last_failure_at).toBe(LOCK_MS);
      // The lock runs out: the right password works again.
      locked.db.prepare("UPDATE admin_sign_in_failures SET locked_until = ? WHERE username = 'admin'").run(Date.now() - 1);
      await adminToken(locked.url);
      expect(locked.db.prepare('SELECT COUNT(*) AS n FROM admin_sign_in_failures').get()).toEqual({ n: 0 });
    } finally {
      await locked.stop();
    }
  });

  it("refuses every admin route without a token, with a malformed or unknown one, and with a customer's", async () => {
    const shopper = await customerToken(backend.url);
    for (const route of ADMIN_ROUTES) {
      for (const token of [undefined, 'not-a-token', 'A'.repeat(43), shopper]) {
        const answer = await call(backend.url, route.method, route.path, route.body, token);
        expect(answer, `${route.method} ${route.path} with ${token ?? 'no token'}`).toMatchObject({ status: 401, body: consumerRefused(route.resource) });
      }
    }
    // The customer token itself still works where it belongs.
    const me = await fetch(`${backend.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper}` },
      body: JSON.stringify({ query: '{ customer { email } }' }),
    });
    expect(((await me.json()) as { data: { customer: { email: string } } }).data.customer.email).toBe('noura@example.qa');
  });

  it('refuses an admin token once it has expired', async () => {
    const token = await adminToken(backend.url);
    backend.db.prepare('UPDATE admin_tokens SET expires_at = ?').run(Date.now() - 1);
    expect(await call(backend.url, 'GET', '/rest/all/V1/products/APPL-1001', undefined, token)).toMatchObject({
      status: 401,
      body: consumerRefused('Magento_Catalog::products'),
    });
  });
});

describe('production mode', () => {
  it('has no default password: without BACKEND_ADMIN_PASSWORD the admin API is off', async () => {
    const backend = await startAdminBackend({ mode: 'production', adminPassword: null });
    try {
      expect(await call(backend.url, 'POST', TOKEN_PATH, DEV_ADMIN)).toMatchObject({ status: 401, body: SIGN_IN_REFUSED });
      // A token issued before (a database carried over from development) opens nothing either.
      const leftover = issueAdminToken(backend.db, 'admin');
      for (const route of ADMIN_ROUTES) {
        expect((await call(backend.url, route.method, route.path, route.body, leftover)).status).toBe(401);
      }
    } finally {
      await backend.stop();
    }
  });

  it('signs in with the configured user and password only', async () => {
    const backend = await startAdminBackend({ mode: 'production', adminUser: 'editor', adminPassword: 'a long production secret' });
    try {
      expect((await call(backend.url, 'POST', TOKEN_PATH, DEV_ADMIN)).status).toBe(401);
      expect((await call(backend.url, 'POST', TOKEN_PATH, { username: 'admin', password: 'a long production secret' })).status).toBe(401);
      const token = await adminToken(backend.url, { username: 'editor', password: 'a long production secret' });
      expect((await call(backend.url, 'GET', '/rest/en/V1/pwa-config', undefined, token)).status).toBe(200);
    } finally {
      await backend.stop();
    }
  });
});
