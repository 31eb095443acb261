/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are probed by the assertions themselves, so they stay loosely typed */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';

/** Wishlist module REST API: `{status, data}` envelopes, Bearer only. */
let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

async function call(method: string, path: string, token?: string) {
  const response = await fetch(`${backend.url}/rest/ar${path}`, { method, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: (await response.json()) as any };
}

async function signUp(email: string): Promise<string> {
  const gql = (query: string, variables: unknown) =>
    fetch(`${backend.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }).then(
      (r) => r.json() as Promise<any>,
    );
  const requested = await gql('mutation($i: RegisterOtpRequestInput!) { requestRegisterOtp(input: $i) { hash } }', { i: { email } });
  const outbox = await fetch(`${backend.url}/__dev/outbox?to=${encodeURIComponent(email)}`).then((r) => r.json() as Promise<any>);
  const verified = await gql('mutation($i: VerifyOtpRegisterInput!) { verifyOtpAndRegister(input: $i) { token } }', {
    i: { hash: requested.data.requestRegisterOtp.hash, otp: outbox.messages[0].code, firstname: 'Fatima', lastname: 'Ali', email },
  });
  return verified.data.verifyOtpAndRegister.token as string;
}

describe('wishlist', () => {
  it('adds, lists in the wishlist REST form and deletes', async () => {
    const token = await signUp('wish@example.qa');
    const product = backend.db
      .prepare("SELECT p.id, p.sku, p.price, s.name, s.url_key FROM products p JOIN product_store s ON s.product_id = p.id AND s.store_id = 1 WHERE p.status = 1 AND p.is_in_stock = 0 AND p.type_id = 'simple' AND p.id NOT IN (SELECT child_id FROM configurable_links) ORDER BY p.id LIMIT 1")
      .get() as { id: number; sku: string; price: number; name: string; url_key: string };
    const added = await call('POST', `/V1/wishlist/add/${product.id}`, token);
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ status: 1, data: expect.any(Number) });
    expect((await call('POST', `/V1/wishlist/add/${product.id}`, token)).body.data).toBe(added.body.data);

    const listed = await call('GET', '/V1/wishlist/items', token);
    expect(listed.body.status).toBe(1);
    expect(listed.body.data).toEqual([
      {
        wishlist_item_id: added.body.data,
        product_id: product.id,
        product: {
          name: product.name,
          special_price: null,
          price: product.price.toFixed(4),
          thumbnail: expect.stringMatching(/^\/.+\.(svg|jpg|png)$/),
          request_path: `${product.url_key}.html`,
          sku: product.sku,
          inventory_in_stock: '0',
        },
      },
    ]);

    expect(await call('DELETE', `/V1/wishlist/delete/${added.body.data}`, token)).toEqual({ status: 200, body: { status: 1, data: true } });
    expect((await call('GET', '/V1/wishlist/items', token)).body).toEqual({ status: 1, data: [] });
  });

  it('refuses guests, unknown products, other customers\' items and malformed ids', async () => {
    const owner = await signUp('owner-w@example.qa');
    const other = await signUp('other-w@example.qa');
    const productId = (backend.db.prepare('SELECT id FROM products WHERE status = 1 LIMIT 1').get() as { id: number }).id;
    const itemId = (await call('POST', `/V1/wishlist/add/${productId}`, owner)).body.data as number;

    expect((await call('GET', '/V1/wishlist/items')).status).toBe(401);
    expect((await call('POST', `/V1/wishlist/add/${productId}`, 'bogus-token')).status).toBe(401);
    expect((await call('POST', '/V1/wishlist/add/99999999', owner)).status).toBe(404);
    expect((await call('POST', '/V1/wishlist/add/abc', owner)).status).toBe(400);
    expect((await call('POST', `/V1/wishlist/add/${'9'.repeat(40)}`, owner)).status).toBe(400);
    expect((await call('DELETE', `/V1/wishlist/delete/${itemId}`, other)).status).toBe(404);
    expect((await call('DELETE', '/V1/wishlist/delete/-1', owner)).status).toBe(400);
    expect((await call('GET', '/V1/wishlist/items', owner)).body.data).toHaveLength(1);
  });
});
