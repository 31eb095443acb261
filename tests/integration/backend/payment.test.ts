import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApsConfig } from '../../../backend/aps-config.ts';
import {
  graphqlCall,
  placeOrderNumber,
  postForm,
  prepareCheckout,
  productWithStock,
  registerCustomer,
  startTestBackend,
  testClock,
  type TestBackend,
} from '../../helpers/backend.ts';

/**
 * Card payment through the Amazon Payment Services simulator: the signed hosted-checkout request the storefront
 * posts, the simulator page refusing a bad signature, the tester's Approve / Decline / Cancel, the signed
 * notification moving the order (once per fort_id) and the signed return to the storefront's status page.
 */
const APS: ApsConfig = {
  requestPhrase: 'test-request-phrase',
  responsePhrase: 'test-response-phrase',
  accessCode: 'TestAccessCode123',
  merchantIdentifier: 'TestMerchant',
  checkoutUrl: null,
  notifyUrl: null,
  returnOrigins: [],
  paymentTimeoutMinutes: 60,
  paymentApiUrl: null,
  reconcileAfterSeconds: 0,
  reconcileIntervalSeconds: 30,
};
const RETURN_URL = 'http://127.0.0.1:4321/ar/payment/status';
const SHIPPING = { carrier_code: 'express', method_code: 'express' };

/** APS's signature, computed here independently of the backend's code. */
function sign(fields: Record<string, string>, phrase: string): string {
  const body = Object.keys(fields)
    .filter((name) => name !== 'signature')
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('');
  return createHash('sha256').update(`${phrase}${body}${phrase}`).digest('hex');
}

const clock = testClock();
let backend: TestBackend;
let customers = 0;
const newCustomer = () => registerCustomer(backend, { email: `payment-${++customers}@example.com` });

beforeAll(async () => {
  backend = await startTestBackend({ clock: clock.now, config: { otpClientHourlyLimit: 0, otpRecipientHourlyLimit: 0, aps: APS } });
});
afterAll(() => backend.close());

const REDIRECT = `query($n: String!, $r: String!) { payfortRedirectData(order_number: $n, return_url: $r) { url method fields { name value } } }`;
const ORDER = `query($n: String) { customer { orders(filter: { number: { eq: $n } }) { items {
  status status_code total { grand_total { value } } invoices { number total { grand_total { value } } }
  items { product_sku quantity_ordered quantity_invoiced quantity_canceled } } } } }`;

async function redirectFields(token: string, number: string, store: 'ar' | 'en' = 'ar'): Promise<{ url: string; fields: Record<string, string> }> {
  const result = await graphqlCall(backend, REDIRECT, { n: number, r: RETURN_URL }, { token, store });
  const data = result.data?.payfortRedirectData;
  if (!data) throw new Error(`payfortRedirectData failed: ${JSON.stringify(result.errors)}`);
  return { url: data.url, fields: Object.fromEntries(data.fields.map((field: { name: string; value: string }) => [field.name, field.value])) };
}

async function orderOf(token: string, number: string) {
  const result = await graphqlCall(backend, ORDER, { n: number }, { token });
  return result.data?.customer.orders.items[0];
}

async function cardOrder(type: 'simple' | 'virtual' = 'simple', payment = 'aps_fort_cc') {
  const token = await newCustomer();
  const product = productWithStock(backend, type, 10);
  const cartId = await prepareCheckout(
    backend,
    token,
    [{ sku: product.sku, quantity: 2 }],
    type === 'simple' ? { shipping: SHIPPING, payment } : { payment, ecardRecipient: { email: `gift-${customers}@example.com` } },
  );
  const number = await placeOrderNumber(backend, token, cartId);
  return { token, product, number };
}

const stockOf = (id: number) => (backend.db.prepare('SELECT qty FROM products WHERE id = ?').get(id) as { qty: number }).qty;

/** The query string of a 303 to the status page, as fields. */
function returnedFields(location: string | null): Record<string, string> {
  if (!location) throw new Error('no Location');
  const url = new URL(location);
  expect(`${url.origin}${url.pathname}`).toBe(RETURN_URL);
  return Object.fromEntries(url.searchParams);
}

/** A notification as the provider would send it, signed with the response phrase. */
function notification(fields: Record<string, string>): Record<string, string> {
  return { ...fields, signature: sign(fields, APS.responsePhrase as string) };
}

describe('placing a card order and starting its payment', () => {
  it('leaves the order awaiting card payment and hands out the signed hosted-checkout request', async () => {
    const { token, product, number } = await cardOrder();
    const order = await orderOf(token, number);
    expect(order).toMatchObject({ status: 'Awaiting card payment', status_code: 'payfort_fort_new', invoices: [] });
    expect(stockOf(product.id)).toBe(8);

    const { url, fields } = await redirectFields(token, number);
    expect(url).toBe(`${backend.url}/payment-simulator/checkout`);
    expect(fields).toMatchObject({
      command: 'PURCHASE',
      access_code: APS.accessCode,
      merchant_identifier: APS.merchantIdentifier,
      merchant_reference: number,
      amount: String(Math.round(order.total.grand_total.value * 100)),
      currency: 'QAR',
      language: 'ar',
      customer_email: `payment-${customers}@example.com`,
      return_url: RETURN_URL,
    });
    expect(fields.signature).toBe(sign(fields, APS.requestPhrase as string));
  });

  it('refuses a return URL that is not the storefront status page, another customer\'s order and a cash order', async () => {
    const { token, number } = await cardOrder();
    const refused = async (returnUrl: string) => (await graphqlCall(backend, REDIRECT, { n: number, r: returnUrl }, { token })).errors?.[0]?.message;
    const message = "The return URL must be the storefront's payment status page (/ar/payment/status or /en/payment/status).";
    expect(await refused('https://evil.example/ar/payment/status')).toBe(message);
    expect(await refused('http://127.0.0.1:4321/ar/checkout')).toBe(message);
    expect(await refused('http://127.0.0.1:4321/en/payment/status?next=https://evil.example')).toBe(message);
    expect(await refused('javascript:alert(1)')).toBe(message);

    const other = await newCustomer();
    const foreign = await graphqlCall(backend, REDIRECT, { n: number, r: RETURN_URL }, { token: other });
    expect(foreign.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    const anonymous = await graphqlCall(backend, REDIRECT, { n: number, r: RETURN_URL });
    expect(anonymous.errors?.[0]?.extensions?.category).toBe('graphql-authorization');

    const cash = await prepareCheckout(backend, other, [{ sku: productWithStock(backend, 'simple', 3).sku, quantity: 1 }], { shipping: SHIPPING, payment: 'cashondelivery' });
    const cashNumber = await placeOrderNumber(backend, other, cash);
    const notCard = await graphqlCall(backend, REDIRECT, { n: cashNumber, r: RETURN_URL }, { token: other });
    expect(notCard.errors?.[0]?.message).toBe('This order is not awaiting payment.');
  });

  it('marks an Apple Pay request as a digital wallet payment', async () => {
    const { token, number } = await cardOrder('simple', 'aps_apple');
    const { fields } = await redirectFields(token, number, 'en');
    expect(fields).toMatchObject({ digital_wallet: 'APPLE_PAY', language: 'en' });
    const page = await postForm(`${backend.url}/payment-simulator/checkout`, fields);
    expect(page.body).toContain('Apple Pay');
  });
});

describe('the simulator page', () => {
  it('shows the order amount in the request language with the three choices', async () => {
    const { token, number } = await cardOrder();
    const { url, fields } = await redirectFields(token, number);
    const page = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    const amount = (Number(fields.amount) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(html).toContain(`${amount} ر.ق`);
    expect(html).toContain(number);
    for (const choice of ['approve', 'decline', 'cancel']) expect(html).toContain(`name="decision" value="${choice}"`);
    expect(html).toContain('الموافقة على الدفع');

    const english = await redirectFields(token, number, 'en');
    const englishPage = await postForm(url, english.fields);
    expect(englishPage.body).toContain('<html lang="en" dir="ltr">');
    expect(englishPage.body).toContain(`QAR ${amount}`);
    expect(englishPage.body).toContain('Approve payment');
  });

  it('refuses a bad signature, a tampered amount, a missing field and wrong credentials with a 400 page', async () => {
    const { token, number } = await cardOrder();
    const { url, fields } = await redirectFields(token, number, 'en');
    const tampered = await postForm(url, { ...fields, amount: '100' });
    expect(tampered.status).toBe(400);
    expect(tampered.body).toContain('Signature mismatch.');
    expect(tampered.body).toContain('00008');
    const forged = await postForm(url, { ...fields, signature: 'f'.repeat(64) });
    expect(forged.status).toBe(400);
    expect((await postForm(url, { ...fields, signature: 'short' })).status).toBe(400);
    const { customer_email: _email, ...missing } = fields;
    const incomplete = await postForm(url, missing);
    expect(incomplete.status).toBe(400);
    expect(incomplete.body).toContain('00001');
    const wrongCode = { ...fields, access_code: 'Someone' };
    const resigned = await postForm(url, { ...wrongCode, signature: sign(wrongCode, APS.requestPhrase as string) });
    expect(resigned.status).toBe(400);
    expect(resigned.body).toContain('00010');
    const script = { ...fields, language: '<script>' };
    const escaped = await postForm(url, { ...script, signature: sign(script, APS.requestPhrase as string) });
    expect(escaped.status).toBe(400);
    expect(escaped.body).not.toContain('<script>');
    expect((await fetch(url)).status).toBe(405);
    // The order did not move.
    expect((await orderOf(token, number)).status_code).toBe('payfort_fort_new');
  });
});

describe('the outcome', () => {
  it('approve: notifies the backend (order invoiced and processing) and returns signed to the status page', async () => {
    const { token, number, product } = await cardOrder();
    const { url, fields } = await redirectFields(token, number);
    const decided = await postForm(`${new URL(url).origin}/payment-simulator/decision`, { ...fields, decision: 'approve' });
    expect(decided.status).toBe(303);
    const returned = returnedFields(decided.location);
    expect(returned).toMatchObject({
      response_code: '14000',
      status: '14',
      merchant_reference: number,
      increment_id: number,
      amount: fields.amount,
      currency: 'QAR',
      response_message: 'عملية ناجحة.',
      statusMessage: 'عملية ناجحة.',
    });
    expect(returned.fort_id).toMatch(/^\d{18}$/);
    expect(returned.signature).toBe(sign(returned, APS.responsePhrase as string));
    expect(sign({ ...returned, status: '13' }, APS.responsePhrase as string)).not.toBe(returned.signature);

    const order = await orderOf(token, number);
    expect(order).toMatchObject({
      status_code: 'processing',
      status: 'Processing',
      invoices: [{ number: expect.stringMatching(/^\d{9}$/), total: { grand_total: { value: order.total.grand_total.value } } }],
      items: [{ product_sku: product.sku, quantity_ordered: 2, quantity_invoiced: 2, quantity_canceled: 0 }],
    });

    // The same fort_id again, even claiming a failure, is a replay: nothing changes.
    const { signature: _signature, statusMessage: _message, increment_id: _number, ...answer } = returned;
    const replay = await postForm(`${backend.url}/payment/aps/notify`, notification({ ...answer, return_url: RETURN_URL, status: '13', response_code: '13666' }));
    expect(replay.status).toBe(200);
    expect(JSON.parse(replay.body)).toMatchObject({ outcome: 'replayed', status: 'processing' });
    expect(stockOf(product.id)).toBe(8);
    expect((await orderOf(token, number)).status_code).toBe('processing');
  });

  it('decline: the order is cancelled, its stock returned and its items put back in the cart', async () => {
    const { token, number, product } = await cardOrder();
    const { url, fields } = await redirectFields(token, number, 'en');
    const decided = await postForm(`${new URL(url).origin}/payment-simulator/decision`, { ...fields, decision: 'decline' });
    expect(decided.status).toBe(303);
    expect(returnedFields(decided.location)).toMatchObject({ response_code: '13666', status: '13', statusMessage: 'Transaction declined.' });
    expect(await orderOf(token, number)).toMatchObject({ status_code: 'canceled', items: [{ quantity_canceled: 2 }] });
    expect(stockOf(product.id)).toBe(10);
    const cart = await graphqlCall(backend, '{ customerCart { items { quantity product { sku } } } }', {}, { token });
    expect(cart.data?.customerCart.items).toEqual([{ quantity: 2, product: { sku: product.sku } }]);
    // A late approval for the same order (another fort_id) does not bring it back.
    const late = notification({ command: 'PURCHASE', merchant_reference: number, amount: fields.amount as string, currency: 'QAR', fort_id: '123456789012345678', response_code: '14000', status: '14' });
    const ignored = await postForm(`${backend.url}/payment/aps/notify`, late);
    expect(JSON.parse(ignored.body)).toMatchObject({ outcome: 'ignored', status: 'canceled' });
    expect(stockOf(product.id)).toBe(10);
  });

  it('cancel: the shopper gave up at the provider, the order is cancelled', async () => {
    const { token, number } = await cardOrder();
    const { url, fields } = await redirectFields(token, number, 'en');
    const decided = await postForm(`${new URL(url).origin}/payment-simulator/decision`, { ...fields, decision: 'cancel' });
    expect(returnedFields(decided.location)).toMatchObject({ response_code: '00072', status: '00' });
    expect((await orderOf(token, number)).status_code).toBe('canceled');
    const noChoice = await postForm(`${new URL(url).origin}/payment-simulator/decision`, { ...fields, decision: 'maybe' });
    expect(noChoice.status).toBe(400);
    const tampered = await postForm(`${new URL(url).origin}/payment-simulator/decision`, { ...fields, amount: '1', decision: 'approve' });
    expect(tampered.status).toBe(400);
  });

  it('an e-card card order delivers its codes only when paid, and completes', async () => {
    const { token, number } = await cardOrder('virtual');
    const recipient = `gift-${customers}@example.com`;
    const outbox = async () => ((await fetch(`${backend.url}/__dev/outbox?to=${recipient}`).then((response) => response.json())) as { messages: unknown[] }).messages;
    expect(await outbox()).toHaveLength(0);
    const { url, fields } = await redirectFields(token, number, 'en');
    await postForm(`${new URL(url).origin}/payment-simulator/decision`, { ...fields, decision: 'approve' });
    expect(await outbox()).toHaveLength(2);
    expect((await orderOf(token, number)).status_code).toBe('completed');
  });
});

describe('the notification handler', () => {
  it('verifies the response signature and the amount, and maps pending and review statuses', async () => {
    const { token, number, product } = await cardOrder();
    const { fields } = await redirectFields(token, number, 'en');
    const notify = (body: Record<string, string>) => postForm(`${backend.url}/payment/aps/notify`, body);
    const base = { command: 'PURCHASE', merchant_reference: number, amount: fields.amount as string, currency: 'QAR' };

    const unsigned = await notify({ ...base, fort_id: '100000000000000001', response_code: '14000', status: '14', signature: 'a'.repeat(64) });
    expect(unsigned.status).toBe(400);
    const requestSigned = { ...base, fort_id: '100000000000000001', response_code: '14000', status: '14' };
    const wrongPhrase = await notify({ ...requestSigned, signature: sign(requestSigned, APS.requestPhrase as string) });
    expect(wrongPhrase.status).toBe(400);
    const tampered = { ...notification(requestSigned), amount: '1' };
    expect((await notify(tampered)).status).toBe(400);
    const wrongAmount = await notify(notification({ ...requestSigned, amount: '1' }));
    expect(wrongAmount.status).toBe(409);
    expect((await orderOf(token, number)).status_code).toBe('payfort_fort_new');

    const pending = await notify(notification({ ...base, fort_id: '100000000000000002', response_code: '19064', status: '19' }));
    expect(JSON.parse(pending.body)).toMatchObject({ outcome: 'pending', status: 'pending_payment' });
    // The provider holds a payment for it now: no second one may be started.
    expect((await graphqlCall(backend, REDIRECT, { n: number, r: RETURN_URL }, { token })).errors?.[0]?.message).toBe('This order is not awaiting payment.');
    const review = await fetch(`${backend.url}/payment/aps/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(notification({ ...base, fort_id: '100000000000000003', response_code: '20064', status: '20' })),
    });
    expect(await review.json()).toMatchObject({ outcome: 'review', status: 'manual_verification_needed' });
    expect((await graphqlCall(backend, ORDER, { n: number }, { token, store: 'ar' })).data?.customer.orders.items[0].status).toBe('الدفع قيد المراجعة');

    const paid = await notify(notification({ ...base, fort_id: '100000000000000004', response_code: '14000', status: '14' }));
    expect(JSON.parse(paid.body)).toMatchObject({ outcome: 'paid', status: 'processing' });
    expect(stockOf(product.id)).toBe(8);

    const unknown = await notify(notification({ ...base, merchant_reference: '999999999', fort_id: '100000000000000005', response_code: '14000', status: '14' }));
    expect(unknown.status).toBe(404);
    expect((await notify({ a: 'b', a2: 'c' })).status).toBe(400);
    expect((await fetch(`${backend.url}/payment/aps/notify`)).status).toBe(405);
  });
});

describe('an abandoned card payment', () => {
  it('is cancelled after the payment timeout, before the next order checks stock, and can no longer be paid', async () => {
    const { token, number, product } = await cardOrder();
    const { fields } = await redirectFields(token, number, 'en');
    clock.advance(59 * 60_000);
    const other = await newCustomer();
    const early = await prepareCheckout(backend, other, [{ sku: productWithStock(backend, 'simple', 3).sku, quantity: 1 }], { shipping: SHIPPING, payment: 'cashondelivery' });
    await placeOrderNumber(backend, other, early);
    expect((await orderOf(token, number)).status_code).toBe('payfort_fort_new');
    expect(stockOf(product.id)).toBe(8);

    clock.advance(2 * 60_000);
    const later = await prepareCheckout(backend, other, [{ sku: productWithStock(backend, 'simple', 3).sku, quantity: 1 }], { shipping: SHIPPING, payment: 'cashondelivery' });
    await placeOrderNumber(backend, other, later);
    expect(await orderOf(token, number)).toMatchObject({ status_code: 'canceled', items: [{ quantity_canceled: 2 }] });
    expect(stockOf(product.id)).toBe(10);

    const retry = await graphqlCall(backend, REDIRECT, { n: number, r: RETURN_URL }, { token });
    expect(retry.errors?.[0]?.message).toBe('This order is not awaiting payment.');
    const late = await postForm(`${backend.url}/payment-simulator/decision`, { ...fields, decision: 'approve' });
    expect(late.status).toBe(303);
    expect((await orderOf(token, number)).status_code).toBe('canceled');
  });
});

describe('production mode', () => {
  it('serves no simulator, only the notification handler', async () => {
    const production = await startTestBackend({
      config: { mode: 'production', aps: { ...APS, checkoutUrl: 'https://checkout.payfort.com/FortAPI/paymentPage', returnOrigins: ['https://shop.example'] } },
    });
    try {
      const simulator = await postForm(`${production.url}/payment-simulator/checkout`, { command: 'PURCHASE' });
      expect(simulator.status).toBe(404);
      const notify = await postForm(`${production.url}/payment/aps/notify`, { command: 'PURCHASE' });
      expect(notify.status).toBe(400);
    } finally {
      await production.close();
    }
  });
});
