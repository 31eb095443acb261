/**
 * The order pages' server side against the real backend: one order by number for its own customer only, the
 * list, cancelling a pending cash-on-delivery order (and the refusal for a card order), and the payment status
 * page's state for an approved, a declined and a still-unpaid card order — a hand-edited "status=14" shows pending,
 * never success — plus someone else's order, a signed-out shopper, a posted return and garbage.
 */
import { describe, expect, it, vi } from 'vitest';
import { commerceFor } from '../../helpers/commerce-client.ts';
import { SESSION_COOKIE } from '@/server/shopper/customer-session.ts';
import { loadOwnOrder, SIGNED_OUT } from '@/server/orders/order-page.ts';
import { paymentStatusState, type PaymentStatusState } from '@/server/orders/payment-status-page.ts';
import { cancelOwnOrder } from '@/server/orders/cancel-order.ts';
import {
  graphqlCall,
  placeOrderNumber,
  postForm,
  prepareCheckout,
  productWithStock,
  registerCustomer,
  useCommerceBackend,
} from '../../helpers/backend.ts';
import { fakeRequest, inLocale } from '../../helpers/fake-request.ts';

vi.mock('astro:actions', () => import('../../helpers/astro-actions.ts'));

const backend = useCommerceBackend();
const SHIPPING = { carrier_code: 'standard', method_code: 'standard' };
let customers = 0;
const newCustomer = () => {
  customers += 1;
  return registerCustomer(backend(), { email: `order-pages-${customers}@example.qa` }, { clientIp: `10.7.0.${customers}` });
};

async function placedOrder(token: string, payment: 'cashondelivery' | 'aps_fort_cc', quantity = 2) {
  const product = productWithStock(backend(), 'simple', 10);
  const cartId = await prepareCheckout(backend(), token, [{ sku: product.sku, quantity }], { shipping: SHIPPING, payment });
  return { product, number: await placeOrderNumber(backend(), token, cartId) };
}

/** The simulator's answer to the tester's choice: the 303 back to the storefront's status page, as a URL. */
async function decide(token: string, number: string, decision: 'approve' | 'decline', locale: 'ar' | 'en' = 'en'): Promise<URL> {
  const result = await graphqlCall(
    backend(),
    'query($n: String!, $r: String!) { payfortRedirectData(order_number: $n, return_url: $r) { url fields { name value } } }',
    { n: number, r: `http://127.0.0.1:4321/${locale}/payment/status` },
    { token, store: locale },
  );
  const data = result.data?.payfortRedirectData as { url: string; fields: { name: string; value: string }[] } | undefined;
  if (!data) throw new Error(`payfortRedirectData failed: ${JSON.stringify(result.errors)}`);
  const fields = Object.fromEntries(data.fields.map((field) => [field.name, field.value]));
  const answer = await postForm(`${new URL(data.url).origin}/payment-simulator/decision`, { ...fields, decision });
  if (answer.status !== 303 || !answer.location) throw new Error(`the simulator answered ${answer.status}`);
  return new URL(answer.location);
}

/** The status page's context: its URL (a return), the session cookie, GET or a posted form. */
function statusPage(url: URL, token: string | null, post?: string) {
  const { context } = fakeRequest(token ? { [SESSION_COOKIE]: token } : {}, url.toString());
  const request = post
    ? new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(post.length) }, body: post })
    : new Request(url);
  const redirect = (location: string, status = 302) => new Response(null, { status, headers: { Location: location } });
  return { ...context, request, redirect };
}

function orderState(state: PaymentStatusState | Response) {
  if (state instanceof Response || state.kind !== 'order') throw new Error(`expected an order, got ${state instanceof Response ? state.status : state.kind}`);
  return state;
}

describe('an order by its number', () => {
  it("answers the customer's own order with everything its page shows, and nobody else's", async () => {
    const token = await newCustomer();
    const { product, number } = await placedOrder(token, 'cashondelivery');
    const order = await commerceFor('ar', token).getCustomerOrder(number);
    expect(order).toMatchObject({
      number,
      status: 'قيد الانتظار',
      statusCode: 'pending',
      canCancel: true,
      items: [{ sku: product.sku, quantity: 2, unitPrice: product.price, rowTotal: Math.round(product.price * 200) / 100 }],
      shippingAddress: { firstname: 'Maryam', street: ['Al Sadd Street', 'Building 12'], region: { name: 'الدوحة' } },
      billingAddress: { city: 'Al Sadd' },
      paymentMethods: [{ name: 'الدفع عند الاستلام', code: 'cashondelivery' }],
      shippingMethod: 'التوصيل العادي - خلال 2-3 أيام عمل',
      ecardRecipient: null,
    });
    expect(order?.totals.grandTotal).toBe(Math.round((order!.totals.subtotal - order!.totals.discount + order!.totals.shipping) * 100) / 100);

    const other = await newCustomer();
    expect(await commerceFor('en', other).getCustomerOrder(number)).toBeNull();
    expect(await commerceFor('en', token).getCustomerOrder('999999999')).toBeNull();
    const { context } = fakeRequest({ [SESSION_COOKIE]: other });
    expect(await loadOwnOrder(inLocale(context, 'en'), number)).toBeNull();
    expect(await loadOwnOrder(inLocale(fakeRequest().context, 'en'), number)).toBe(SIGNED_OUT);

    const page = await commerceFor('en', token).listCustomerOrders(1);
    expect(page.items.map((item) => [item.number, item.status])).toEqual([[number, 'Pending']]);
  });

  it('a revoked session reads as signed out and ends the session cookie', async () => {
    const token = await newCustomer();
    const { number } = await placedOrder(token, 'cashondelivery', 1);
    await graphqlCall(backend(), 'mutation { revokeCustomerToken { result } }', {}, { token });
    const { context, jar } = fakeRequest({ [SESSION_COOKIE]: token });
    expect(await loadOwnOrder(inLocale(context, 'en'), number)).toBe(SIGNED_OUT);
    expect(jar.get(SESSION_COOKIE)).toMatchObject({ deleted: true });
  });
});

describe('cancelling an order', () => {
  it('cancels a pending cash-on-delivery order, then refuses to cancel it again, in the shopper\'s language', async () => {
    const token = await newCustomer();
    const { number } = await placedOrder(token, 'cashondelivery', 1);
    expect(await cancelOwnOrder(commerceFor('en', token), number)).toEqual({ number });
    expect(await commerceFor('en', token).getCustomerOrder(number)).toMatchObject({ statusCode: 'canceled', status: 'Canceled', canCancel: false });
    await expect(cancelOwnOrder(commerceFor('ar', token), number)).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'لم يعد بالإمكان إلغاء هذا الطلب: فهو مغلق أو مكتمل أو ملغى أو معلّق.' });
  });

  it("refuses a card order, and finds nothing for someone else's", async () => {
    const token = await newCustomer();
    const { number } = await placedOrder(token, 'aps_fort_cc', 1);
    const order = await commerceFor('en', token).getCustomerOrder(number);
    expect(order?.canCancel).toBe(false);
    expect(await commerceFor('en', token).cancelCustomerOrder(order!.id, 'test')).toEqual({ cancelled: false, refusal: 'Only an order paid by cash on delivery can be cancelled.' });
    const other = await newCustomer();
    await expect(cancelOwnOrder(commerceFor('en', other), number)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('an e-card order', () => {
  it('has no addresses, names its recipient, and cannot be cancelled (spec §9: e-cards are non-refundable)', async () => {
    const token = await newCustomer();
    const ecard = productWithStock(backend(), 'virtual', 5);
    const cartId = await prepareCheckout(backend(), token, [{ sku: ecard.sku, quantity: 1 }], {
      payment: 'aps_fort_cc',
      ecardRecipient: { email: 'gift@example.qa', telephone: '55123499' },
    });
    const number = await placeOrderNumber(backend(), token, cartId);
    expect(await commerceFor('en', token).getCustomerOrder(number)).toMatchObject({
      shippingAddress: null,
      billingAddress: null,
      shippingMethod: null,
      ecardRecipient: { email: 'gift@example.qa', telephone: '+97455123499' },
      items: [{ sku: ecard.sku, productType: 'virtual', quantity: 1 }],
      canCancel: false,
    });
    await expect(cancelOwnOrder(commerceFor('en', token), number)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'E-cards are non-refundable, so an order with e-cards cannot be cancelled.',
    });
  });
});

/**
 * The provider's return, answered with a 303 to the order's clean status address: nothing the provider sent back
 * (the shopper's e-mail, the masked card, the signature) stays in the address bar, the history or a shared link.
 */
async function cleanAddress(returned: URL, token: string): Promise<URL> {
  const answer = await paymentStatusState(statusPage(returned, token));
  if (!(answer instanceof Response)) throw new Error(`expected a 303, got ${answer.kind}`);
  expect(answer.status).toBe(303);
  const location = answer.headers.get('Location') ?? '';
  expect(location).toBe(`${returned.pathname}?increment_id=${returned.searchParams.get('increment_id') ?? returned.searchParams.get('merchant_reference')}`);
  return new URL(location, returned);
}

describe('the payment status page', () => {
  it.each(['ar', 'en'] as const)('in %s, answers the provider\'s return with a 303 to a clean address that keeps the result', async (locale) => {
    const token = await newCustomer();
    const { number } = await placedOrder(token, 'aps_fort_cc');
    const returned = await decide(token, number, 'approve', locale);
    // What the provider sends back: the shopper's e-mail, the masked card, the signature.
    for (const name of ['customer_email', 'card_number', 'signature']) expect(returned.searchParams.get(name), name).toBeTruthy();
    const clean = await cleanAddress(returned, token);
    expect(clean.pathname).toBe(`/${locale}/payment/status`);
    expect([...clean.searchParams.keys()]).toEqual(['increment_id']);
    // The clean address is the result page itself, which a reload or the order's owner can open again.
    const state = orderState(await paymentStatusState(statusPage(clean, token)));
    expect(state).toMatchObject({ outcome: 'success', order: { number } });
    expect(orderState(await paymentStatusState(statusPage(clean, token)))).toMatchObject({ outcome: 'success' });
  });

  it('an approved payment: success, and the new empty cart for the mirror', async () => {
    const token = await newCustomer();
    const { number } = await placedOrder(token, 'aps_fort_cc');
    const returned = await decide(token, number, 'approve');
    expect(returned.searchParams.get('increment_id')).toBe(number);
    const state = orderState(await paymentStatusState(statusPage(await cleanAddress(returned, token), token)));
    expect(state).toMatchObject({ outcome: 'success', order: { number, statusCode: 'processing' } });
    expect(state.cart?.items).toEqual([]);
  });

  it('a declined payment: failed, the items back in the cart', async () => {
    const token = await newCustomer();
    const { product, number } = await placedOrder(token, 'aps_fort_cc');
    const returned = await decide(token, number, 'decline', 'ar');
    const state = orderState(await paymentStatusState(statusPage(await cleanAddress(returned, token), token)));
    expect(state).toMatchObject({ outcome: 'failed', order: { statusCode: 'canceled', status: 'ملغى' } });
    expect(state.cart?.items.map((item) => [item.sku, item.qty])).toEqual([[product.sku, 2]]);
  });

  it('a hand-edited "paid" return for an unpaid order shows pending, never success', async () => {
    const token = await newCustomer();
    const { number } = await placedOrder(token, 'aps_fort_cc');
    const forged = new URL(`http://127.0.0.1:4321/en/payment/status?increment_id=${number}&status=14&response_code=14000&statusMessage=Success.`);
    expect(orderState(await paymentStatusState(statusPage(await cleanAddress(forged, token), token)))).toMatchObject({ outcome: 'pending', order: { statusCode: 'payfort_fort_new' } });
  });

  it("someone else's order, a signed-out shopper, a posted return and garbage", async () => {
    const token = await newCustomer();
    const { number } = await placedOrder(token, 'aps_fort_cc', 1);
    const url = new URL(`http://127.0.0.1:4321/en/payment/status?increment_id=${number}`);
    expect(await paymentStatusState(statusPage(url, await newCustomer()))).toEqual({ kind: 'notFound' });
    expect(await paymentStatusState(statusPage(url, null))).toEqual({ kind: 'signIn', returnPath: `/en/payment/status?increment_id=${number}` });

    const posted = await paymentStatusState(statusPage(new URL('http://127.0.0.1:4321/en/payment/status'), null, `merchant_reference=${number}&status=13&card_number=4005`));
    expect(posted).toBeInstanceOf(Response);
    expect((posted as Response).status).toBe(303);
    expect((posted as Response).headers.get('Location')).toBe(`/en/payment/status?increment_id=${number}`);

    for (const query of ['', '?status=14', '?increment_id=%3Cscript%3E', `?increment_id=${number}&merchant_reference=000000001`]) {
      expect(await paymentStatusState(statusPage(new URL(`http://127.0.0.1:4321/en/payment/status${query}`), token)), query).toEqual({ kind: 'invalid' });
    }
  });
});
