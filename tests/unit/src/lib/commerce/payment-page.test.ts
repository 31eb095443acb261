/**
 * The payment provider's page origin is configuration (PAYMENT_PAGE_ORIGIN): the embedded backend's origin when the
 * commerce API is on this machine (its simulator), APS's production origin otherwise; the CSP's form-action allows it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { paymentPageOrigin, PRODUCTION_PAYMENT_PAGE_ORIGIN } from '@/lib/commerce/index.ts';
import { securityHeaders } from '@/server/middleware/security-headers.ts';

const saved = { commerce: process.env.COMMERCE_URL, payment: process.env.PAYMENT_PAGE_ORIGIN };
afterEach(() => {
  process.env.COMMERCE_URL = saved.commerce;
  process.env.PAYMENT_PAGE_ORIGIN = saved.payment;
  if (saved.commerce === undefined) delete process.env.COMMERCE_URL;
  if (saved.payment === undefined) delete process.env.PAYMENT_PAGE_ORIGIN;
});

describe('the payment page origin', () => {
  it('is the embedded backend’s (the simulator) when the commerce API is on this machine', () => {
    delete process.env.PAYMENT_PAGE_ORIGIN;
    process.env.COMMERCE_URL = 'http://127.0.0.1:4310/';
    expect(paymentPageOrigin()).toBe('http://127.0.0.1:4310');
  });

  it('is Amazon Payment Services’ production page for a remote Magento, unless configured', () => {
    delete process.env.PAYMENT_PAGE_ORIGIN;
    process.env.COMMERCE_URL = 'https://magento.example.com';
    expect(paymentPageOrigin()).toBe(PRODUCTION_PAYMENT_PAGE_ORIGIN);
    process.env.PAYMENT_PAGE_ORIGIN = 'https://sbcheckout.payfort.com/FortAPI/paymentPage';
    expect(paymentPageOrigin()).toBe('https://sbcheckout.payfort.com');
  });

  it('ignores a value that is not an http(s) URL', () => {
    process.env.PAYMENT_PAGE_ORIGIN = 'javascript:alert(1)';
    const quiet = console.error;
    console.error = () => undefined;
    expect(paymentPageOrigin()).toBe(PRODUCTION_PAYMENT_PAGE_ORIGIN);
    console.error = quiet;
  });

  it('is the one other origin forms may post to', () => {
    const formAction = () => securityHeaders(false, false)['Content-Security-Policy']?.split('; ').find((directive) => directive.startsWith('form-action'));
    process.env.PAYMENT_PAGE_ORIGIN = 'https://sbcheckout.payfort.com';
    expect(formAction()).toBe("form-action 'self' https://wa.me https://sbcheckout.payfort.com");
    process.env.PAYMENT_PAGE_ORIGIN = 'https://checkout.payfort.com';
    expect(formAction()).toBe("form-action 'self' https://wa.me https://checkout.payfort.com");
  });
});
