/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are probed by the assertions themselves, so they stay loosely typed */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';

/** Seeded coupons (WELCOME10 10 %, SAVE50 50 QAR above 500 QAR, EXPIRED20) over REST and GraphQL. */
let backend: TestBackend;
let cheap: { sku: string; price: number };
let pricey: { sku: string; price: number };

beforeAll(async () => {
  backend = await startTestBackend();
  const pick = (where: string) =>
    backend.db
      .prepare(`SELECT sku, price FROM products WHERE status = 1 AND is_in_stock = 1 AND qty >= 2 AND special_price IS NULL AND ${where} ORDER BY id LIMIT 1`)
      .get() as { sku: string; price: number };
  cheap = pick('price < 400');
  pricey = pick('price > 600');
});
afterAll(() => backend.close());

async function rest(method: string, path: string, body?: unknown) {
  const response = await fetch(`${backend.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function gql(query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${backend.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Store: 'en' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: any; errors?: { message: string; extensions?: { category?: string; coupon_refusal?: string; minimum_subtotal?: number } }[] };
}

async function guestCartWith(sku: string, qty = 1): Promise<string> {
  const cartId = (await rest('POST', '/rest/en/V1/guest-carts')).body as string;
  await rest('POST', `/rest/en/V1/guest-carts/${cartId}/items`, { cartItem: { sku, qty } });
  return cartId;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

describe('coupons over REST', () => {
  it('applies a percentage coupon to the totals and removes it', async () => {
    const cartId = await guestCartWith(pricey.sku);
    expect(await rest('PUT', `/rest/en/V1/guest-carts/${cartId}/coupons/welcome10`)).toEqual({ status: 200, body: true });
    const totals = (await rest('GET', `/rest/en/V1/guest-carts/${cartId}/totals`)).body;
    const discount = round2(pricey.price * 0.1);
    expect(totals).toMatchObject({ coupon_code: 'WELCOME10', subtotal: pricey.price, discount_amount: -discount, grand_total: round2(pricey.price - discount) });
    expect(totals.total_segments).toContainEqual(expect.objectContaining({ code: 'discount', value: -discount }));
    expect(totals.items[0].discount_amount).toBe(discount);
    expect((await rest('GET', `/rest/en/V1/guest-carts/${cartId}/coupons`)).body).toBe('WELCOME10');

    expect(await rest('DELETE', `/rest/en/V1/guest-carts/${cartId}/coupons`)).toEqual({ status: 200, body: true });
    const after = (await rest('GET', `/rest/en/V1/guest-carts/${cartId}/totals`)).body;
    expect(after).toMatchObject({ discount_amount: 0, grand_total: pricey.price });
    expect(after.coupon_code).toBeUndefined();
  });

  it('refuses expired, unknown and below-minimum codes with Magento\'s message', async () => {
    const cartId = await guestCartWith(cheap.sku);
    for (const code of ['EXPIRED20', 'NOPE', 'SAVE50', 'X'.repeat(100)]) {
      const response = await rest('PUT', `/rest/en/V1/guest-carts/${cartId}/coupons/${code}`);
      expect(response).toEqual({ status: 404, body: { message: 'The coupon code "%1" is not valid.', parameters: [code.slice(0, 64)] } });
    }
    expect((await rest('PUT', '/rest/en/V1/guest-carts/12345/coupons/WELCOME10')).status).toBe(404);
  });

  it('takes a fixed coupon off when the subtotal falls below its minimum', async () => {
    const qty = Math.ceil(500 / cheap.price) + 1;
    backend.db.prepare('UPDATE products SET qty = ? WHERE sku = ?').run(qty + 5, cheap.sku);
    const cartId = await guestCartWith(cheap.sku, qty);
    expect((await rest('PUT', `/rest/en/V1/guest-carts/${cartId}/coupons/SAVE50`)).status).toBe(200);
    const totals = (await rest('GET', `/rest/en/V1/guest-carts/${cartId}/totals`)).body;
    expect(totals).toMatchObject({ coupon_code: 'SAVE50', discount_amount: -50, grand_total: round2(cheap.price * qty - 50) });
    await rest('PUT', `/rest/en/V1/guest-carts/${cartId}/items/${totals.items[0].item_id}`, { cartItem: { qty: 1 } });
    const after = (await rest('GET', `/rest/en/V1/guest-carts/${cartId}/totals`)).body;
    expect(after).toMatchObject({ discount_amount: 0, grand_total: cheap.price });
    expect(after.coupon_code).toBeUndefined();
  });
});

describe('coupons over GraphQL', () => {
  const APPLY = `mutation($input: ApplyCouponToCartInput!) { applyCouponToCart(input: $input) {
    cart { applied_coupons { code } prices { grand_total { value currency } discounts { amount { value } label } } } } }`;
  const REMOVE = `mutation($input: RemoveCouponFromCartInput!) { removeCouponFromCart(input: $input) {
    cart { applied_coupons { code } prices { grand_total { value } discounts { amount { value } } } } } }`;

  it('applies and removes a coupon, showing the discount in cart.prices', async () => {
    const cartId = await guestCartWith(pricey.sku);
    const applied = await gql(APPLY, { input: { cart_id: cartId, coupon_code: 'WELCOME10' } });
    expect(applied.errors).toBeUndefined();
    const discount = round2(pricey.price * 0.1);
    expect(applied.data.applyCouponToCart.cart).toEqual({
      applied_coupons: [{ code: 'WELCOME10' }],
      prices: { grand_total: { value: round2(pricey.price - discount), currency: 'QAR' }, discounts: [{ amount: { value: discount }, label: 'Welcome 10% off' }] },
    });
    const again = await gql(APPLY, { input: { cart_id: cartId, coupon_code: 'SAVE50' } });
    expect(again.errors?.[0]?.message).toBe('A coupon is already applied to the cart. Please remove it to apply another');

    const removed = await gql(REMOVE, { input: { cart_id: cartId } });
    expect(removed.data.removeCouponFromCart.cart).toEqual({ applied_coupons: null, prices: { grand_total: { value: pricey.price }, discounts: [] } });
  });

  it('says why a code was refused beside Magento\'s message (extensions.coupon_refusal)', async () => {
    const cartId = await guestCartWith(cheap.sku);
    const refusal = async (code: string) => (await gql(APPLY, { input: { cart_id: cartId, coupon_code: code } })).errors?.[0];
    expect(await refusal('EXPIRED20')).toMatchObject({ message: 'The coupon code "EXPIRED20" is not valid.', extensions: { coupon_refusal: 'expired' } });
    expect((await refusal('NOPE'))?.extensions?.coupon_refusal).toBe('unknown');
    expect((await refusal('SAVE50'))?.extensions).toMatchObject({ coupon_refusal: 'minimum_subtotal', minimum_subtotal: 500 });
    backend.db.prepare("UPDATE coupons SET from_date = '2999-01-01 00:00:00' WHERE code = 'WELCOME10'").run();
    try {
      expect((await refusal('WELCOME10'))?.extensions?.coupon_refusal).toBe('not_yet_active');
    } finally {
      backend.db.prepare("UPDATE coupons SET from_date = '2024-01-01 00:00:00' WHERE code = 'WELCOME10'").run();
    }
  });

  it('answers graphql-input errors for bad codes and bad input', async () => {
    const cartId = await guestCartWith(cheap.sku);
    const expired = await gql(APPLY, { input: { cart_id: cartId, coupon_code: 'EXPIRED20' } });
    expect(expired.errors?.[0]).toMatchObject({ message: 'The coupon code "EXPIRED20" is not valid.', extensions: { category: 'graphql-input' } });
    const empty = await gql(APPLY, { input: { cart_id: cartId, coupon_code: '' } });
    expect(empty.errors?.[0]?.extensions?.category).toBe('graphql-input');
    const emptyCart = (await rest('POST', '/rest/en/V1/guest-carts')).body as string;
    const noItems = await gql(APPLY, { input: { cart_id: emptyCart, coupon_code: 'WELCOME10' } });
    expect(noItems.errors?.[0]?.message).toBe('Cart does not contain products.');
    const wrongType = await gql(APPLY, { input: { cart_id: cartId, coupon_code: 10 } });
    expect(wrongType.errors?.length).toBeGreaterThan(0);
    expect((await gql(REMOVE, { input: { cart_id: '123' } })).errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
  });
});
