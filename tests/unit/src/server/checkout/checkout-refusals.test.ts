/**
 * Every checkout refusal reaches the shopper as a clear message in their language (src/server/checkout/checkout-refusals.ts):
 * known backend texts by their words, others by the step; the session ending says "sign in again"; a cart that is no
 * longer active says reload; a backend that is down says try again, without its details.
 */
import { describe, expect, it, vi } from 'vitest';
import { ClientError } from 'graphql-request';
import {
  CommerceAuthError,
  CommerceInputError,
  CommerceNotFoundError,
  CommerceResponseError,
  CommerceUnavailableError,
} from '@/lib/commerce/index.ts';
import { getT } from '@/lib/i18n/index.ts';

vi.mock('astro:actions', () => import('../../../../helpers/astro-actions.ts'));
const { refusalKey, toCheckoutActionError } = await import('@/server/checkout/checkout-refusals.ts');

describe('checkout refusals', () => {
  it('know the backend’s texts, placeOrder’s prefix taken off', () => {
    expect(refusalKey('payment', 'The requested Payment Method is not available.')).toBe('checkout:refusals.paymentUnavailable');
    expect(refusalKey('placeOrder', 'Unable to place order: The requested Payment Method is not available.')).toBe('checkout:refusals.paymentUnavailable');
    expect(refusalKey('placeOrder', 'Unable to place order: The shipping method is missing. Select the shipping method and try again.')).toBe(
      'checkout:refusals.shippingMissing',
    );
    expect(refusalKey('recipient', 'Incorrect email format')).toBe('validation:invalidEmail');
    expect(refusalKey('address', 'Invalid Phone Number')).toBe('validation:invalidPhone');
    // Magento names the missing field; the shopper reads "Field is Required" beside the form.
    expect(refusalKey('address', '"city" is required. Enter and try again.')).toBe('validation:required');
    expect(refusalKey('address', '"street" is required. Enter and try again.')).toBe('validation:required');
  });

  it.each(['ar', 'en'] as const)('say in %s why an e-card cannot be paid in cash, at the payment step and at placing', (locale) => {
    for (const [step, message] of [
      ['payment', 'Cash on delivery is not available for e-cards: pay by card.'],
      ['placeOrder', 'Unable to place order: Cash on delivery is not available for e-cards: pay by card.'],
    ] as const) {
      expect(refusalKey(step, message)).toBe('checkout:refusals.ecardsByCard');
    }
    const text = getT(locale)('checkout:refusals.ecardsByCard');
    expect(text).toMatch(locale === 'ar' ? /الدفع عند الاستلام غير متاح للبطاقات الإلكترونية/ : /Cash on delivery is not available for e-cards/);
  });

  it('fall back to the step’s own message for words they do not know (same-day chosen past the cutoff)', () => {
    expect(refusalKey('shipping', 'Same-day delivery is closed for today.')).toBe('checkout:refusals.shippingUnavailable');
    expect(refusalKey('placeOrder', 'Unable to place order: something new')).toBe('checkout:refusals.placeOrderFailed');
    expect(refusalKey('address', 'Could not find a address with ID "5"')).toBe('errors:account.addressSaveFailed');
  });

  it.each(['ar', 'en'] as const)('become ActionErrors with a message in %s', (locale) => {
    const t = getT(locale);
    const refused = toCheckoutActionError(new CommerceInputError('The requested Payment Method is not available.'), locale, 'payment');
    expect(refused).toMatchObject({ code: 'BAD_REQUEST', message: t('checkout:refusals.paymentUnavailable') });
    expect(toCheckoutActionError(new CommerceAuthError("The current customer isn't authorized."), locale, 'placeOrder')).toMatchObject({
      code: 'UNAUTHORIZED',
      message: t('checkout:refusals.signInAgain'),
    });
    expect(toCheckoutActionError(new CommerceNotFoundError("The cart isn't active."), locale, 'shipping')).toMatchObject({
      code: 'NOT_FOUND',
      message: t('checkout:refusals.changed'),
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const down of [new CommerceUnavailableError('ECONNREFUSED 127.0.0.1:4000'), new CommerceResponseError('bad shape'), new TypeError('fetch failed')]) {
      const error = toCheckoutActionError(down, locale, 'placeOrder');
      expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: t('checkout:refusals.unavailable') });
      expect(error.message).not.toContain('127.0.0.1');
    }
    quiet.mockRestore();
  });

  it('read a GraphQL refusal the transport threw', () => {
    const response = { status: 200, headers: new Headers(), body: '', errors: [{ message: 'Invalid Phone Number', extensions: { category: 'graphql-input' } }] };
    const error = toCheckoutActionError(new ClientError(response as never, { query: '' }), 'ar', 'recipient');
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: getT('ar')('validation:invalidPhone') });
  });
});
