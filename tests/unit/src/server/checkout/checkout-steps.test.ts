/**
 * The checkout without JavaScript: the step the page opens (the first the cart has not done, a done one its
 * "Change" link names, or the one the server refused, with its problems in the shopper's language), and where a
 * placed order goes.
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('astro:actions', () => import('../../../../helpers/checkout-actions.ts'));

const { checkoutStepState, placedOrderAnswer } = await import('@/server/checkout/checkout-steps.ts');
const { getT } = await import('@/lib/i18n/index.ts');

const goods = { isVirtual: false, hasEcards: false, address: null, selectedShipping: null, ecardRecipient: null, selectedPayment: null };
const addressed = { ...goods, address: { city: 'Al Sadd' }, selectedShipping: 'flatrate/flatrate' };

function page(search = '', results: Record<string, unknown> = {}) {
  return { url: new URL(`http://shop.test/en/checkout${search}`), getActionResult: (action: { toString(): string }) => results[action.toString()] } as never;
}

describe('the open step', () => {
  it('is the first the cart has not done', () => {
    expect(checkoutStepState(page(), 'en', goods)).toEqual({ open: 'address', failure: null, status: 200 });
    expect(checkoutStepState(page(), 'en', addressed).open).toBe('payment');
  });

  it('is a done step its "Change" link names, never one past the first not done', () => {
    expect(checkoutStepState(page('?step=address'), 'en', addressed).open).toBe('address');
    expect(checkoutStepState(page('?step=review'), 'en', addressed).open).toBe('payment');
    expect(checkoutStepState(page('?step=recipient'), 'en', addressed).open).toBe('payment');
    expect(checkoutStepState(page('?step=%3Cscript%3E'), 'en', goods).open).toBe('address');
  });

  it('is the refused step, with its fields in the shopper’s language and the Action’s status', () => {
    const refused = { error: { type: 'AstroActionInputError', code: 'BAD_REQUEST', status: 400, message: '', fields: { building: ['validation:required'], city: ['Too long'] } } };
    const state = checkoutStepState(page('', { '?_action=checkout.useNewAddress': refused }), 'ar', goods);
    expect(state.open).toBe('address');
    expect(state.status).toBe(400);
    expect(state.failure?.message).toBe('');
    expect(state.failure?.fields).toEqual({ building: getT('ar')('validation:required'), city: getT('ar')('validation:missingOrInvalidField') });
    const closed = { error: { type: 'AstroActionError', code: 'BAD_REQUEST', status: 400, message: 'This delivery method is not available now.' } };
    expect(checkoutStepState(page('?step=address', { '?_action=checkout.setDeliveryMethod': closed }), 'en', addressed)).toMatchObject({
      open: 'shipping',
      failure: { step: 'shipping', message: 'This delivery method is not available now.', code: 'BAD_REQUEST', fields: {} },
    });
  });
});

describe('the placed order', () => {
  const placed = (data: unknown) => page('', { '?_action=checkout.placeOrder': { data } });

  it('goes to its page, to the cart with the short lines, or to the provider’s form', () => {
    expect(placedOrderAnswer(placed({ kind: 'placed', next: '/en/order-success?order=000000001' }), 'en')).toEqual({ redirectTo: '/en/order-success?order=000000001' });
    expect(placedOrderAnswer(placed({ kind: 'out-of-stock', items: [{ sku: 'A-1' }, { sku: 'B 2' }] }), 'ar')).toEqual({ redirectTo: '/ar/cart?unavailable=A-1' });
    const payment = { url: 'https://pay.test/checkout', fields: [{ name: 'signature', value: 'x' }] };
    expect(placedOrderAnswer(placed({ kind: 'pay', orderNumber: '000000002', payment }), 'en')).toEqual({ payment, orderNumber: '000000002' });
    expect(placedOrderAnswer(page(), 'en')).toBeNull();
  });
});
