/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are probed by the assertions themselves */
/**
 * Magento's shipping estimate (`POST …/estimate-shipping-methods`): what the cart page shows as delivery decided at
 * checkout, with each method's price for this cart, before any address is set (issue 40).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restCall, startTestBackend, type TestBackend } from '../../helpers/backend.ts';

let backend: TestBackend;
let cheapSku: string;
beforeAll(async () => {
  backend = await startTestBackend();
  cheapSku = (
    backend.db.prepare("SELECT sku FROM products WHERE status = 1 AND is_in_stock = 1 AND qty >= 2 AND type_id = 'simple' AND price < 150 ORDER BY id LIMIT 1").get() as {
      sku: string;
    }
  ).sku;
});
afterAll(() => backend.close());

async function guestCart(store: 'ar' | 'en', sku?: string): Promise<string> {
  const cartId = (await restCall<string>(backend, 'POST', '/V1/guest-carts', undefined, { store })).body;
  if (sku) await restCall(backend, 'POST', `/V1/guest-carts/${cartId}/items`, { cartItem: { sku, qty: 1 } }, { store });
  return cartId;
}

const estimate = (cartId: string, body: unknown, store: 'ar' | 'en' = 'en') =>
  restCall<any>(backend, 'POST', `/V1/guest-carts/${cartId}/estimate-shipping-methods`, body, { store });

describe('estimate-shipping-methods', () => {
  it('offers standard, same-day and express with their prices, in the store’s language', async () => {
    for (const store of ['en', 'ar'] as const) {
      const cartId = await guestCart(store, cheapSku);
      const { status, body } = await estimate(cartId, { address: { country_id: 'QA' } }, store);
      expect(status).toBe(200);
      expect(body.map((method: any) => method.carrier_code)).toEqual(['standard', 'sameday', 'express']);
      const byCode = Object.fromEntries(body.map((method: any) => [method.carrier_code, method]));
      expect(byCode.sameday.amount).toBe(35);
      expect(byCode.express.amount).toBe(25);
      expect(byCode.standard).toMatchObject({ method_code: 'standard', base_amount: byCode.standard.amount, price_incl_tax: byCode.standard.amount });
      if (store === 'ar') expect(byCode.express.carrier_title).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('offers nothing outside Qatar or for an empty cart, and refuses a body without a country', async () => {
    const cartId = await guestCart('en', cheapSku);
    expect((await estimate(cartId, { address: { country_id: 'AE' } })).body).toEqual([]);
    expect((await estimate(await guestCart('en'), { address: { country_id: 'QA' } })).body).toEqual([]);
    expect((await estimate(cartId, { address: {} })).status).toBe(400);
    expect((await estimate('no-such-cart', { address: { country_id: 'QA' } })).status).toBe(404);
  });
});
