/**
 * The payment provider's return (spec §4 parameters and Amazon Payment Services' own fields), by GET and by POST:
 * each known parameter read and bounded, unknown ones ignored, the order named by `increment_id` or
 * `merchant_reference`, and anything malformed refused rather than trusted.
 */
import { describe, expect, it } from 'vitest';
import {
  MAX_PAYMENT_RETURN_BYTES,
  paymentReturnFromPost,
  paymentReturnFromUrl,
  parsePaymentReturn,
  type PaymentReturn,
} from '@/server/orders/payment-return.ts';
import { PAYMENT_RETURN_PARAMS, shouldRefreshOnLoad } from '@/stores/cart/cart-refresh-rule.ts';

const page = (query: string) => new URL(`http://localhost/en/payment/status?${query}`);

/** What the simulator sends back on an approval (backend/README.md, card payment step 3). */
const APPROVED = {
  command: 'PURCHASE',
  access_code: 'TestAccessCode123',
  merchant_identifier: 'TestMerchant',
  merchant_reference: '000000042',
  amount: '12050',
  currency: 'QAR',
  language: 'en',
  customer_email: 'noor@example.qa',
  fort_id: '169996200000012345',
  response_code: '14000',
  status: '14',
  response_message: 'Success.',
  authorization_code: '123456',
  card_number: '400555******0001',
  expiry_date: '2512',
  payment_option: 'VISA',
  eci: 'ECOMMERCE',
  signature: 'a'.repeat(64),
  statusMessage: 'Success.',
  increment_id: '000000042',
};

function read(query: string): PaymentReturn {
  const result = paymentReturnFromUrl(page(query));
  if (typeof result === 'string') throw new Error(`refused: ${result}`);
  return result;
}

function formPost(body: string, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/en/payment/status', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)), ...headers },
    body,
  });
}

describe('reading the return from the query (GET)', () => {
  it("reads every spec §4 parameter and the provider's status and message", () => {
    const payment = read(
      new URLSearchParams({
        statusMessage: 'Transaction declined.',
        amount: '12050',
        shipping_description: 'Standard delivery - Within 2-3 working days',
        shipping_method: 'standard_standard',
        status: '13',
        increment_id: '000000042',
      }).toString(),
    );
    expect(payment).toEqual({
      orderNumber: '000000042',
      providerStatus: '13',
      providerMessage: 'Transaction declined.',
    });
  });

  it("reads the simulator's whole approval, keeping nothing but the order and the provider's claim", () => {
    const payment = read(new URLSearchParams(APPROVED).toString());
    expect(payment).toEqual({ orderNumber: '000000042', providerStatus: '14', providerMessage: 'Success.' });
  });

  it("takes the real provider's merchant_reference and response_message when the simulator's additions are absent", () => {
    const payment = read('merchant_reference=000000043&response_message=Transaction%20declined.&status=13&response_code=13666');
    expect(payment).toMatchObject({ orderNumber: '000000043', providerStatus: '13', providerMessage: 'Transaction declined.' });
  });

  it('ignores parameters it does not know, however odd', () => {
    expect(read('increment_id=000000044&utm_source=<script>&x=' + 'y'.repeat(2000)).orderNumber).toBe('000000044');
  });

  it('reads the first of a repeated parameter', () => {
    expect(read('increment_id=000000045&increment_id=000000046').orderNumber).toBe('000000045');
  });

  it('says what is missing when nothing names an order', () => {
    expect(paymentReturnFromUrl(page(''))).toBe('missing');
    expect(paymentReturnFromUrl(page('status=14&statusMessage=Success.'))).toBe('missing');
  });

  it('refuses malformed or oversized values instead of trusting them', () => {
    for (const query of [
      'increment_id=<script>',
      'increment_id=' + '1'.repeat(33),
      'increment_id=000000042%0A',
      'increment_id=000000042&status=14x',
      'increment_id=000000042&status=140',
      'increment_id=000000042&response_code=1400000',
      'increment_id=000000042&amount=12.50',
      'increment_id=000000042&amount=' + '9'.repeat(13),
      'increment_id=000000042&currency=qar',
      'increment_id=000000042&fort_id=abc',
      'increment_id=000000042&statusMessage=' + 'x'.repeat(256),
      'increment_id=000000042&statusMessage=line%0Abreak',
      'increment_id=000000042&shipping_method=' + 'x'.repeat(256),
    ]) {
      expect(paymentReturnFromUrl(page(query)), query).toBe('invalid');
    }
  });

  it('refuses a return naming two different orders', () => {
    expect(paymentReturnFromUrl(page('increment_id=000000042&merchant_reference=000000043'))).toBe('invalid');
    expect(read('increment_id=000000042&merchant_reference=000000042').orderNumber).toBe('000000042');
  });

  it('refuses a query longer than any provider return', () => {
    expect(paymentReturnFromUrl(page(`increment_id=000000042&pad=${'x'.repeat(MAX_PAYMENT_RETURN_BYTES)}`))).toBe('invalid');
  });
});

describe('reading the return from a form body (POST)', () => {
  it('reads the same fields from a url-encoded body', async () => {
    const payment = await paymentReturnFromPost(formPost(new URLSearchParams(APPROVED).toString()));
    expect(payment).toMatchObject({ orderNumber: '000000042', providerStatus: '14', providerMessage: 'Success.' });
  });

  it('reads a multipart body', async () => {
    const form = new FormData();
    form.set('merchant_reference', '000000047');
    form.set('status', '13');
    const request = new Request('http://localhost/en/payment/status', { method: 'POST', body: form });
    const body = await request.clone().arrayBuffer();
    const sized = new Request(request.url, {
      method: 'POST',
      headers: { 'content-type': request.headers.get('content-type') ?? '', 'content-length': String(body.byteLength) },
      body,
    });
    expect(await paymentReturnFromPost(sized)).toMatchObject({ orderNumber: '000000047', providerStatus: '13' });
  });

  it('refuses a body that is not a form, too big, without a length, or malformed', async () => {
    const json = JSON.stringify({ increment_id: '000000042' });
    expect(await paymentReturnFromPost(formPost(json, { 'content-type': 'application/json' }))).toBe('invalid');
    expect(await paymentReturnFromPost(formPost(`increment_id=000000042&pad=${'x'.repeat(MAX_PAYMENT_RETURN_BYTES)}`))).toBe('invalid');
    const unsized = new Request('http://localhost/en/payment/status', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'increment_id=000000042',
    });
    expect(await paymentReturnFromPost(unsized)).toBe('invalid');
    expect(await paymentReturnFromPost(formPost('increment_id=%3Cscript%3E'))).toBe('invalid');
    expect(await paymentReturnFromPost(formPost('status=14'))).toBe('missing');
  });
});

describe('the cart refresh on load skips a payment return (spec §4)', () => {
  it('does not refresh when any return parameter is in the URL, and reads each of them', () => {
    expect(PAYMENT_RETURN_PARAMS).toEqual(['statusMessage', 'amount', 'shipping_description', 'shipping_method', 'status', 'increment_id']);
    for (const name of PAYMENT_RETURN_PARAMS) {
      expect(shouldRefreshOnLoad('masked-quote', `?${name}=x`), name).toBe(false);
      expect(parsePaymentReturn([[name, name === 'increment_id' ? '000000042' : '14']])).not.toBe('invalid');
    }
    expect(shouldRefreshOnLoad('masked-quote', `?${new URLSearchParams(APPROVED)}`)).toBe(false);
  });
});
