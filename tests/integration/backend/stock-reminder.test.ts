/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are probed by the assertions themselves, so they stay loosely typed */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';

let backend: TestBackend;
let outOfStock: string;
let inStock: string;
beforeAll(async () => {
  backend = await startTestBackend();
  outOfStock = (backend.db.prepare('SELECT sku FROM products WHERE status = 1 AND is_in_stock = 0 LIMIT 1').get() as { sku: string }).sku;
  inStock = (backend.db.prepare('SELECT sku FROM products WHERE status = 1 AND is_in_stock = 1 AND qty > 0 LIMIT 1').get() as { sku: string }).sku;
});
afterAll(() => backend.close());

async function remind(store: string, body: unknown) {
  const response = await fetch(`${backend.url}/rest/${store}/V1/stock-reminder`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe('stock reminder', () => {
  it('records a reminder for an out-of-stock product, idempotently, with a localized message', async () => {
    const first = await remind('en', { sku: outOfStock, email: 'Waiting@Example.qa' });
    expect(first).toEqual({ status: 200, body: { success: true, message: 'We will e-mail you when this product is back in stock.' } });
    expect(await remind('en', { sku: outOfStock, email: 'waiting@example.qa' })).toEqual(first);
    const arabic = await remind('ar', { sku: outOfStock, email: 'waiting@example.qa' });
    expect(arabic.body.success).toBe(true);
    expect(arabic.body.message).toMatch(/المخزون/);
    const rows = backend.db.prepare('SELECT COUNT(*) AS n FROM stock_reminders WHERE email = ?').get('waiting@example.qa') as { n: number };
    expect(rows.n).toBe(1);
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
