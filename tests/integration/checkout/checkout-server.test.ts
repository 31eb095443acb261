/**
 * Placing the order on the server (src/server/checkout/place-order.ts) and the steps' refusals, against the real
 * backend: cash on delivery answers the order-success page and the new empty cart; a card order answers the
 * provider's signed form, coming back to this storefront's payment status page, and only to the configured payment
 * page origin; a shortfall answers the lines; a backend that is down is a localized "try again".
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommerceResponseError } from '@/lib/commerce/index.ts';
import { commerceFor } from '../../helpers/commerce-client.ts';
import { getT } from '@/lib/i18n/index.ts';
import { CHECKOUT_COOKIE } from '@/server/shopper/cart-cookies.ts';
import { SESSION_COOKIE } from '@/server/shopper/customer-session.ts';
import { prepareCheckout, productWithStock, registerCustomer, useCommerceBackend } from '../../helpers/backend.ts';
import { fakeRequest, inLocale } from '../../helpers/fake-request.ts';

vi.mock('astro:actions', () => import('../../helpers/astro-actions.ts'));
const { placeCheckoutOrder } = await import('@/server/checkout/place-order.ts');
const { runCheckoutStep } = await import('@/server/checkout/checkout-refusals.ts');

const backend = useCommerceBackend();
let customers = 0;
const STANDARD = { carrier_code: 'standard', method_code: 'standard' };

async function readyToPlace(payment: string, stock = 10) {
  customers += 1;
  const token = await registerCustomer(backend(), { email: `place${customers}@example.qa` }, { clientIp: `10.4.0.${customers}` });
  const product = productWithStock(backend(), 'simple', stock);
  const cartId = await prepareCheckout(backend(), token, [{ sku: product.sku, quantity: 1 }], { shipping: STANDARD, payment });
  // The checkout page issued the cart it shows; the Actions act on that one.
  const { context } = fakeRequest({ [SESSION_COOKIE]: token, [CHECKOUT_COOKIE]: cartId }, 'http://127.0.0.1:4321/en/checkout');
  return { token, cartId, product, context };
}

afterEach(() => {
  delete process.env.PAYMENT_PAGE_ORIGIN;
});

describe('placing the order', () => {
  it('cash on delivery: the order-success page and the customer’s new, empty cart; a retry is the same order', async () => {
    const { cartId, context } = await readyToPlace('cashondelivery');
    const placed = await placeCheckoutOrder(inLocale(context, 'en'), 'cashondelivery');
    expect(placed.kind).toBe('placed');
    if (placed.kind !== 'placed') return;
    expect(placed.next).toBe(`/en/order-success?order=${placed.orderNumber}`);
    expect(placed.cart?.cartId).not.toBe(cartId);
    expect(placed.cart?.items).toEqual([]);
    const again = await placeCheckoutOrder(inLocale(context, 'en'), 'cashondelivery');
    expect(again).toMatchObject({ kind: 'placed', orderNumber: placed.orderNumber });
  });

  it('without the cart the checkout page issued, places the customer’s cart as it is now', async () => {
    const { token, cartId } = await readyToPlace('cashondelivery');
    const { context } = fakeRequest({ [SESSION_COOKIE]: token }, 'http://127.0.0.1:4321/en/checkout');
    const placed = await placeCheckoutOrder(context, 'cashondelivery');
    expect(placed.kind).toBe('placed');
    if (placed.kind !== 'placed') return;
    expect(placed.cart?.cartId).not.toBe(cartId);
    expect(placed.cart?.items).toEqual([]);
  });

  it('card: the provider’s signed form, back to this storefront’s payment status page in the page’s language', async () => {
    const { context } = await readyToPlace('aps_fort_cc');
    const placed = await placeCheckoutOrder(inLocale(context, 'ar'), 'aps_fort_cc');
    expect(placed.kind).toBe('pay');
    if (placed.kind !== 'pay') return;
    expect(new URL(placed.payment.url).origin).toBe(new URL(backend().url).origin);
    const fields = Object.fromEntries(placed.payment.fields.map((field) => [field.name, field.value]));
    expect(fields).toMatchObject({ return_url: 'http://127.0.0.1:4321/ar/payment/status', merchant_reference: placed.orderNumber, language: 'ar' });
  });

  it('never sends the shopper’s form to an origin other than the configured payment page', async () => {
    const { context } = await readyToPlace('aps_fort_cc');
    process.env.PAYMENT_PAGE_ORIGIN = 'https://checkout.payfort.com';
    await expect(placeCheckoutOrder(inLocale(context, 'en'), 'aps_fort_cc')).rejects.toBeInstanceOf(CommerceResponseError);
  });

  it('out of stock: the short lines, and nothing ordered', async () => {
    const { context, product } = await readyToPlace('cashondelivery', 1);
    backend().db.prepare('UPDATE products SET qty = 0 WHERE id = ?').run(product.id);
    const placed = await placeCheckoutOrder(inLocale(context, 'en'), 'cashondelivery');
    expect(placed).toEqual({ kind: 'out-of-stock', items: [expect.objectContaining({ sku: product.sku, requested: 1, available: 0 })] });
  });
});

describe('a step’s refusal', () => {
  it('is the backend’s refusal in the shopper’s language', async () => {
    const { token, cartId } = await readyToPlace('cashondelivery');
    const refusal = runCheckoutStep('ar', 'payment', () => commerceFor('ar', token).setPaymentMethod(cartId, 'checkmo'));
    await expect(refusal).rejects.toMatchObject({ code: 'BAD_REQUEST', message: getT('ar')('checkout:refusals.paymentUnavailable') });
  });

  it('is a localized "try again" when the backend is down', async () => {
    const url = process.env.COMMERCE_URL;
    process.env.COMMERCE_URL = 'http://127.0.0.1:9';
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const refusal = runCheckoutStep('en', 'payment', () => commerceFor('en', 'x'.repeat(32)).setPaymentMethod('a'.repeat(32), 'cashondelivery'));
      await expect(refusal).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: getT('en')('checkout:refusals.unavailable') });
    } finally {
      process.env.COMMERCE_URL = url;
      quiet.mockRestore();
    }
  });
});
