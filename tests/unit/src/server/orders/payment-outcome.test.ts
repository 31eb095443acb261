/**
 * The payment status page's answer comes from the order's real state: paid -> success, cancelled -> "Payment
 * failed", anything not settled -> pending (never success), a cash-on-delivery order -> nothing paid online.
 */
import { describe, expect, it } from 'vitest';
import { isPaidOnline, paymentOutcome, pendingReason } from '@/server/orders/payment-outcome.ts';

const card = [{ name: 'Credit / debit card', code: 'aps_fort_cc' }];
const applePay = [{ name: 'Apple Pay', code: 'aps_apple' }];
const cash = [{ name: 'Cash On Delivery', code: 'cashondelivery' }];

describe('paymentOutcome', () => {
  it.each([
    ['processing', 'success'],
    ['completed', 'success'],
    ['canceled', 'failed'],
    ['payfort_fort_new', 'pending'],
    ['pending_payment', 'pending'],
    ['manual_verification_needed', 'pending'],
    ['pending', 'pending'],
    ['some_new_status', 'pending'],
  ])('a card order %s is %s', (statusCode, outcome) => {
    expect(paymentOutcome({ statusCode, paymentMethods: card })).toBe(outcome);
    expect(paymentOutcome({ statusCode, paymentMethods: applePay })).toBe(outcome);
  });

  it('a cash-on-delivery order is never a payment result, whatever its state', () => {
    for (const statusCode of ['pending', 'processing', 'canceled']) expect(paymentOutcome({ statusCode, paymentMethods: cash })).toBe('cash');
    expect(paymentOutcome({ statusCode: 'processing', paymentMethods: [] })).toBe('cash');
    expect(isPaidOnline({ paymentMethods: card })).toBe(true);
    expect(isPaidOnline({ paymentMethods: cash })).toBe(false);
  });
});

describe('pendingReason', () => {
  it('says which wait it is', () => {
    expect(pendingReason('payfort_fort_new')).toBe('awaitingResult');
    expect(pendingReason('pending_payment')).toBe('providerPending');
    expect(pendingReason('manual_verification_needed')).toBe('underReview');
    expect(pendingReason('anything')).toBe('awaitingResult');
  });
});
