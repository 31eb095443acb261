/**
 * What the result pages say, in both languages, from the order's real state: the payment status page's success
 * (with the order number and amount), "Payment failed" with the items back in the cart only when they are, the
 * three pending waits, cash on delivery; the order success page; and the cancel refusals in the shopper's language.
 */
import { describe, expect, it, vi } from 'vitest';
import type { CartSnapshot } from '@/lib/commerce/index.ts';
import { getT } from '@/lib/i18n/index.ts';
import { orderSuccessView } from '@/server/orders/order-success-page.ts';
import { paymentResultView } from '@/server/orders/payment-status-page.ts';
import { paymentOutcome } from '@/server/orders/payment-outcome.ts';
import { cancelRefusalText } from '@/server/orders/cancel-order.ts';
import { order } from '../../../../fixtures/customer-order.ts';

vi.mock('astro:actions', () => import('../../../../helpers/astro-actions.ts'));

const CARD = [{ name: 'Credit / debit card', type: 'aps_fort_cc' }];
const cardOrder = (status_code: string) => order({ status_code, payment_methods: CARD, can_cancel: false });
const view = (status_code: string, locale: 'ar' | 'en' = 'en', cart: CartSnapshot | null = null) => {
  const found = cardOrder(status_code);
  return paymentResultView({ kind: 'order', order: found, outcome: paymentOutcome(found), cart }, locale, '/en/payment/status?increment_id=000000012');
};
const cartWith = (skus: string[]): CartSnapshot =>
  ({ cartId: 'cart', items: skus.map((sku, index) => ({ itemId: index + 1, sku, qty: 1 })), totals: {} }) as unknown as CartSnapshot;

describe('payment status page', () => {
  it('a paid order: success with its number and amount, in both languages', () => {
    for (const locale of ['ar', 'en'] as const) {
      const t = getT(locale);
      const paid = view('processing', locale);
      expect(paid.tone).toBe('success');
      expect(paid.heading).toBe(t('pages:paymentStatus.success.heading'));
      expect(paid.paragraphs.join(' ')).toContain('000000012');
      expect(paid.paragraphs.join(' ')).toContain('141.09');
      expect(paid.links[0]?.href).toBe(`/${locale}/account/orders/000000012`);
    }
    const ecards = view('completed');
    expect(ecards.tone).toBe('success');
    expect(ecards.paragraphs).toContain(getT('en')('pages:paymentStatus.success.ecards', { amount: '141.09 QAR' }));
  });

  it('a cancelled card order: "Payment failed" (the spec\'s words), the items back in the cart only when they are', () => {
    const failed = view('canceled', 'en', cartWith(['APPL-1001', 'ANKR-1002']));
    expect(failed).toMatchObject({ tone: 'failure', heading: 'Payment failed' });
    expect(failed.paragraphs).toContain(getT('en')('pages:paymentStatus.failed.itemsBack'));
    expect(failed.links[0]).toMatchObject({ href: '/en/cart', primary: true });
    expect(view('canceled', 'ar', cartWith(['APPL-1001', 'ANKR-1002'])).heading).toBe('فشلت عملية الدفع');

    for (const cart of [null, cartWith([]), cartWith(['APPL-1001'])]) {
      expect(view('canceled', 'en', cart).paragraphs).not.toContain(getT('en')('pages:paymentStatus.failed.itemsBack'));
    }
  });

  it('not settled yet: pending, saying which wait it is, with a way to check again', () => {
    const t = getT('en');
    expect(view('payfort_fort_new').paragraphs).toContain(t('pages:paymentStatus.pending.awaitingResult'));
    expect(view('pending_payment').paragraphs).toContain(t('pages:paymentStatus.pending.providerPending'));
    expect(view('manual_verification_needed').paragraphs).toContain(t('pages:paymentStatus.pending.underReview'));
    const pending = view('payfort_fort_new');
    expect(pending).toMatchObject({ tone: 'pending', heading: 'Payment pending' });
    expect(pending.links[0]?.href).toBe('/en/payment/status?increment_id=000000012');
  });

  it('a cash-on-delivery order claims no online payment', () => {
    const cod = order();
    const result = paymentResultView({ kind: 'order', order: cod, outcome: paymentOutcome(cod), cart: null }, 'en', '/en/payment/status');
    expect(result.tone).toBe('neutral');
    expect(result.heading).toBe(getT('en')('pages:paymentStatus.cash.heading'));
  });

  it('unreadable parameters and a signed-out shopper', () => {
    expect(paymentResultView({ kind: 'invalid' }, 'ar', '/ar/payment/status').heading).toBe(getT('ar')('pages:paymentStatus.invalid.heading'));
    const signIn = paymentResultView({ kind: 'signIn', returnPath: '/en/payment/status?increment_id=000000012' }, 'en', '');
    expect(signIn.links[0]?.href).toBe(`/en/login?redirect=${encodeURIComponent('/en/payment/status?increment_id=000000012')}`);
  });
});

describe('order success page', () => {
  it('thanks for a placed order with its number and, for cash on delivery, the amount to pay', () => {
    const placed = orderSuccessView(order(), 'en');
    expect(placed).toMatchObject({ tone: 'success', heading: 'Thank you for your order' });
    expect(placed.paragraphs).toEqual([
      getT('en')('pages:orderSuccess.placed', { number: '000000012' }),
      getT('en')('pages:orderSuccess.cashOnDelivery', { amount: '141.09 QAR' }),
    ]);
    expect(orderSuccessView(order(), 'ar').paragraphs[1]).toContain('141.09 ر.ق');
  });

  it('does not thank anyone for an order cancelled since', () => {
    expect(orderSuccessView(order({ status_code: 'canceled', status: 'Canceled' }), 'en')).toMatchObject({ tone: 'neutral', heading: 'This order was cancelled' });
  });
});

describe('cancel refusals', () => {
  it("reads the backend's refusals in the shopper's language, and anything else as the form's failure", () => {
    expect(cancelRefusalText('ar', 'Only an order paid by cash on delivery can be cancelled.')).toBe(getT('ar')('account:orders.cancel.onlyCashOnDelivery'));
    expect(cancelRefusalText('en', 'Order already closed, complete, canceled or on hold')).toBe(getT('en')('account:orders.cancel.notOpen'));
    expect(cancelRefusalText('ar', 'E-cards are non-refundable, so an order with e-cards cannot be cancelled.')).toBe(getT('ar')('account:orders.cancel.ecards'));
    expect(cancelRefusalText('ar', 'Something new')).toBe(getT('ar')('account:orders.cancel.failed'));
  });
});
