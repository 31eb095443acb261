/**
 * Checkout's pure rules as the page uses them: same-day offered only while the backend says available AND the
 * shopper's clock is before 7:30 PM in Qatar, with the time left; the steps of goods, e-card and mixed carts; the
 * payment methods shown (Apple Pay only where the browser can); the cart link marking out-of-stock lines, bounded.
 */
import { describe, expect, it } from 'vitest';
import {
  cartWithUnavailableLines,
  checkoutSteps,
  firstOpenStep,
  isDeliveryMethodOffered,
  unavailableSkus,
  type CheckoutProgress,
} from '@/domain/checkout-rules.ts';
import type { ShippingMethodOption } from '@/lib/commerce/index.ts';
import { offeredMethods, sameDayCountdown } from '@/islands/checkout/ShippingStep.tsx';
import { payableMethods } from '@/islands/checkout/PaymentStep.tsx';

/** A moment on the clock in Qatar (UTC+3). */
const qatar = (time: string) => new Date(`2026-03-10T${time}+03:00`);

const method = (carrierCode: string, available = true): ShippingMethodOption => ({
  carrierCode,
  methodCode: carrierCode,
  title: carrierCode,
  amount: 15,
  available,
  errorMessage: available ? null : 'closed',
});

const SHIPPING_TEXTS = { free: 'Free', sameDayLeft: 'Order within {{time}} for delivery today', hours: '{{count}} h', minutes: '{{count}} min', none: '', choose: '' };

describe('same-day delivery at checkout', () => {
  it('is offered until 19:29 and gone from 19:30 Qatar time, whatever the machine’s zone', () => {
    expect(isDeliveryMethodOffered(method('sameday'), qatar('19:29:59'))).toBe(true);
    expect(isDeliveryMethodOffered(method('sameday'), qatar('19:30:00'))).toBe(false);
    expect(isDeliveryMethodOffered(method('sameday'), qatar('23:59:00'))).toBe(false);
    expect(isDeliveryMethodOffered(method('sameday'), qatar('00:01:00'))).toBe(true);
  });

  it('needs the backend to say it is available too', () => {
    expect(isDeliveryMethodOffered(method('sameday', false), qatar('10:00:00'))).toBe(false);
  });

  it('never hides the other methods after the cutoff', () => {
    const methods = [method('standard'), method('sameday'), method('express')];
    expect(offeredMethods(methods, qatar('19:45:00')).map((m) => m.carrierCode)).toEqual(['standard', 'express']);
    expect(offeredMethods(methods, qatar('09:00:00')).map((m) => m.carrierCode)).toEqual(['standard', 'sameday', 'express']);
  });

  it('shows the time left before the cutoff, and nothing after', () => {
    expect(sameDayCountdown(qatar('18:00:00'), SHIPPING_TEXTS)).toBe('Order within 1 h 30 min for delivery today');
    expect(sameDayCountdown(qatar('17:30:00'), SHIPPING_TEXTS)).toBe('Order within 2 h for delivery today');
    expect(sameDayCountdown(qatar('19:29:30'), SHIPPING_TEXTS)).toBe('Order within 1 min for delivery today');
    expect(sameDayCountdown(qatar('19:30:00'), SHIPPING_TEXTS)).toBeNull();
  });
});

describe('checkout steps', () => {
  const progress = (over: Partial<CheckoutProgress>): CheckoutProgress => ({
    isVirtual: false,
    hasEcards: false,
    address: null,
    selectedShipping: null,
    ecardRecipient: null,
    selectedPayment: null,
    ...over,
  });

  it('goods: address, delivery, payment, review; e-cards only: recipient, payment, review; mixed: all', () => {
    expect(checkoutSteps({ isVirtual: false, hasEcards: false })).toEqual(['address', 'shipping', 'payment', 'review']);
    expect(checkoutSteps({ isVirtual: true, hasEcards: true })).toEqual(['recipient', 'payment', 'review']);
    expect(checkoutSteps({ isVirtual: false, hasEcards: true })).toEqual(['address', 'shipping', 'recipient', 'payment', 'review']);
  });

  it('opens at the first step the cart has not done', () => {
    expect(firstOpenStep(progress({}))).toBe('address');
    expect(firstOpenStep(progress({ address: {} }))).toBe('shipping');
    expect(firstOpenStep(progress({ address: {}, selectedShipping: 'standard/standard' }))).toBe('payment');
    expect(firstOpenStep(progress({ address: {}, selectedShipping: 'standard/standard', selectedPayment: 'cashondelivery' }))).toBe('review');
    expect(firstOpenStep(progress({ isVirtual: true, hasEcards: true, selectedPayment: 'cashondelivery' }))).toBe('recipient');
    // A payment method the store does not handle is no choice made.
    expect(firstOpenStep(progress({ address: {}, selectedShipping: 's/s', selectedPayment: 'checkmo' }))).toBe('payment');
  });
});

describe('payment methods shown', () => {
  const offered = [
    { code: 'cashondelivery', title: 'Cash On Delivery' },
    { code: 'aps_fort_cc', title: 'Card' },
    { code: 'aps_apple', title: 'Apple Pay' },
    { code: 'checkmo', title: 'Check / Money order' },
  ];

  it('are those the backend offers that the store handles; Apple Pay only where the browser can pay with it', () => {
    expect(payableMethods(offered, false)).toEqual(['cashondelivery', 'aps_fort_cc']);
    expect(payableMethods(offered, true)).toEqual(['cashondelivery', 'aps_fort_cc', 'aps_apple']);
  });

  it('lose cash on delivery when the backend stops offering it', () => {
    expect(payableMethods(offered.slice(1), false)).toEqual(['aps_fort_cc']);
  });
});

describe('the cart link after an out-of-stock refusal', () => {
  it('names the lines and reads back only well-formed SKUs, at most 50, once each', () => {
    const link = cartWithUnavailableLines('/en/cart', ['APPL-1001', 'SONY-1002']);
    expect(link).toBe('/en/cart?unavailable=APPL-1001%2CSONY-1002');
    expect(unavailableSkus(new URL(link, 'http://x').searchParams)).toEqual(['APPL-1001', 'SONY-1002']);
    expect(unavailableSkus(new URLSearchParams('unavailable=APPL-1001,<script>,APPL-1001,,'))).toEqual(['APPL-1001']);
    const many = Array.from({ length: 80 }, (_, n) => `SKU-${n}`).join(',');
    expect(unavailableSkus(new URLSearchParams({ unavailable: many }))).toHaveLength(50);
    expect(unavailableSkus(new URLSearchParams({ unavailable: 'A'.repeat(10_000) }))).toEqual([]);
    expect(cartWithUnavailableLines('/ar/cart', [])).toBe('/ar/cart');
  });
});
