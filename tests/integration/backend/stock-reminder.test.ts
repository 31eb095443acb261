/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are probed by the assertions themselves, so they stay loosely typed */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer, startTestBackend, verifiedPhoneProof, type TestBackend } from '../../helpers/backend.ts';

let backend: TestBackend;
let outOfStock: string;
let inStock: string;
beforeAll(async () => {
  backend = await startTestBackend();
  outOfStock = (backend.db.prepare('SELECT sku FROM products WHERE status = 1 AND is_in_stock = 0 LIMIT 1').get() as { sku: string }).sku;
  inStock = (backend.db.prepare('SELECT sku FROM products WHERE status = 1 AND is_in_stock = 1 AND qty > 0 LIMIT 1').get() as { sku: string }).sku;
});
afterAll(() => backend.close());

async function remind(store: string, body: unknown, token?: string) {
  const response = await fetch(`${backend.url}/rest/${store}/V1/stock-reminder`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe('stock reminder', () => {
  it('records a guest reminder for a verified phone, idempotently, with a localized message', async () => {
    const proof = await verifiedPhoneProof(backend, '5566 7788');
    const first = await remind('en', { sku: outOfStock, phone_verification_token: proof });
    expect(first).toEqual({ status: 200, body: { success: true, message: 'We will send you a text message when this product is back in stock.' } });
    expect(await remind('en', { sku: outOfStock, phone_verification_token: proof })).toEqual(first);
    const arabic = await remind('ar', { sku: outOfStock, phone_verification_token: proof });
    expect(arabic.body.success).toBe(true);
    expect(arabic.body.message).toMatch(/المخزون/);
    const rows = backend.db.prepare('SELECT COUNT(*) AS n FROM stock_reminders WHERE telephone = ?').get('97455667788') as { n: number };
    expect(rows.n).toBe(1);
  });

  it('records a signed-in customer\'s reminder for the customer, without asking for a phone', async () => {
    const token = await registerCustomer(backend, { email: 'waiting@example.qa' });
    const first = await remind('en', { sku: outOfStock }, token);
    expect(first).toEqual({ status: 200, body: { success: true, message: 'We will e-mail you when this product is back in stock.' } });
    expect(await remind('en', { sku: outOfStock }, token)).toEqual(first);
    const rows = backend.db
      .prepare('SELECT COUNT(*) AS n FROM stock_reminders WHERE customer_id = (SELECT id FROM customers WHERE email = ?)')
      .get('waiting@example.qa') as { n: number };
    expect(rows.n).toBe(1);
  });

  it('asks a guest to verify a phone first, and refuses a proof that is unknown or expired', async () => {
    for (const body of [{ sku: outOfStock }, { sku: outOfStock, email: 'waiting@example.qa' }]) {
      const refused = await remind('en', body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Verify your phone number to get a stock reminder.');
    }
    const unknown = await remind('en', { sku: outOfStock, phone_verification_token: 'x'.repeat(43) });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Your phone verification has expired. Verify your phone number again.' } });
    const proof = await verifiedPhoneProof(backend, '5566 7799');
    backend.db.prepare('UPDATE phone_verifications SET expires_at = ?').run(Date.now() - 1);
    expect((await remind('en', { sku: outOfStock, phone_verification_token: proof })).status).toBe(400);
    expect((await remind('en', { sku: outOfStock, phone_verification_token: 'y'.repeat(500) })).status).toBe(400);
  });

  it('refuses in-stock and unknown products and bad input', async () => {
    const stocked = await remind('en', { sku: inStock, email: 'a@example.qa' });
    expect(stocked.status).toBe(400);
    expect(stocked.body.message).toMatch(/in stock/);
    expect((await remind('en', { sku: 'NO-SUCH-SKU', email: 'a@example.qa' })).status).toBe(404);
    for (const body of [{}, { sku: outOfStock }, { email: 'a@example.qa' }, { sku: outOfStock, email: 'nope' }, { sku: 5, email: 'a@example.qa' }, { sku: 'S'.repeat(500), email: 'a@example.qa' }]) {
      const response = await remind('en', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(typeof response.body.message).toBe('string');
    }
  });
});
