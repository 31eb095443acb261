/**
 * The checkout Actions' inputs (src/server/checkout/checkout-forms.ts): bounded, with `validation:` keys a shopper
 * reads in their language; the new address held to the account's address rules.
 */
import { describe, expect, it } from 'vitest';
import {
  deliveryMethodInput,
  ecardRecipientInput,
  isDeliveryMethodStillOffered,
  newAddressInput,
  paymentMethodInput,
  placeOrderInput,
  savedAddressInput,
} from '@/server/checkout/checkout-forms.ts';

/** What an old client still sends: the cart id the checkout Actions took before the server kept it. */
const cartId = 'Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z';
const ADDRESS = { firstname: 'سارة', lastname: 'الكواري', regionId: 3, city: 'الوكرة', zone: '90', streetNumber: '100', buildingNumber: '7', unit: '', landmark: 'شارع الكورنيش', telephone: '+974 5566 7788', saveInAddressBook: true };
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('checkout inputs', () => {
  // A page of an earlier release still posts what that release sent (a cart id, a locale): dropped, never read, so
  // the shopper's order goes through rather than being refused for a field they never saw (issue 54).
  it('name no cart: the server knows the checkout’s, and an old page’s cart id or locale is dropped', () => {
    expect(placeOrderInput.safeParse({ paymentCode: 'cashondelivery' }).success).toBe(true);
    expect(placeOrderInput.parse({ paymentCode: 'cashondelivery', cartId })).toEqual({ paymentCode: 'cashondelivery' });
    expect(placeOrderInput.parse({ locale: 'fr', paymentCode: 'cashondelivery' })).toEqual({ paymentCode: 'cashondelivery' });
    expect(placeOrderInput.safeParse({ paymentCode: 'checkmo' }).success).toBe(false);
    expect(savedAddressInput.parse({ cartId, customerAddressId: 4 })).toEqual({ customerAddressId: 4 });
    expect(deliveryMethodInput.parse({ cartId, method: 'sameday/sameday' })).not.toHaveProperty('cartId');
    expect(paymentMethodInput.parse({ cartId, code: 'cashondelivery' })).toEqual({ code: 'cashondelivery' });
    expect(ecardRecipientInput.parse({ cartId, email: 'friend@example.qa', telephone: '' })).not.toHaveProperty('cartId');
    expect(newAddressInput.parse({ ...ADDRESS, cartId })).not.toHaveProperty('cartId');
  });

  it('take a saved address by a positive id that fits GraphQL’s Int', () => {
    expect(savedAddressInput.safeParse({ customerAddressId: 4 }).success).toBe(true);
    expect(savedAddressInput.safeParse({ customerAddressId: 0 }).success).toBe(false);
    expect(savedAddressInput.safeParse({ customerAddressId: 2 ** 31 }).success).toBe(false);
  });

  it('take delivery methods and payment codes of the expected shape only', () => {
    expect(deliveryMethodInput.parse({ method: 'sameday/sameday' })).toEqual({ method: { carrierCode: 'sameday', methodCode: 'sameday' } });
    for (const method of ['Same Day/x', `${'a'.repeat(33)}/x`, 'sameday', 'a/b/c', '/x', null]) {
      expect(deliveryMethodInput.safeParse({ method }).success, String(method)).toBe(false);
    }
    for (const code of ['cashondelivery', 'aps_fort_cc', 'aps_apple']) {
      expect(paymentMethodInput.safeParse({ code }).success, code).toBe(true);
    }
    expect(paymentMethodInput.safeParse({ code: 'checkmo' }).success).toBe(false);
  });

  it('refuse same-day delivery past 7:30 PM in Qatar by the server’s clock, and nothing else', () => {
    const qatar = (time: string) => new Date(`2026-11-26T${time}:00+03:00`);
    expect(isDeliveryMethodStillOffered({ carrierCode: 'sameday' }, qatar('19:29'))).toBe(true);
    expect(isDeliveryMethodStillOffered({ carrierCode: 'sameday' }, qatar('19:30'))).toBe(false);
    expect(isDeliveryMethodStillOffered({ carrierCode: 'standard' }, qatar('23:00'))).toBe(true);
  });

  it('hold a new address to the account’s rules, with the choice to save it', () => {
    const address = ADDRESS;
    const parsed = newAddressInput.parse(address);
    expect(parsed).toMatchObject({ telephone: '55667788', saveInAddressBook: true, regionId: 3 });
    expect(issues(newAddressInput.safeParse({ ...address, firstname: 'S4ra', telephone: '123', city: 'x'.repeat(400) }))).toMatchObject({
      firstname: 'validation:invalidName',
      telephone: 'validation:invalidPhone',
      city: 'validation:missingOrInvalidField',
    });
    expect(issues(newAddressInput.safeParse({ ...address, regionId: undefined }))).toMatchObject({ regionId: 'validation:required' });
  });

  it('want an e-card recipient’s e-mail or mobile, each valid, the e-mail lower-cased and the mobile as 8 digits', () => {
    expect(ecardRecipientInput.parse({ email: ' Friend@Example.QA ', telephone: '' })).toEqual({ email: 'friend@example.qa', telephone: null });
    expect(ecardRecipientInput.parse({ email: null, telephone: '+974 5512 3456' })).toEqual({ email: null, telephone: '55123456' });
    expect(issues(ecardRecipientInput.safeParse({ email: '', telephone: '' }))).toEqual({ email: 'checkout:recipient.required' });
    expect(issues(ecardRecipientInput.safeParse({ email: 'nope', telephone: '12' }))).toEqual({
      email: 'validation:invalidEmail',
      telephone: 'validation:invalidPhone',
    });
    expect(ecardRecipientInput.safeParse({ email: `${'a'.repeat(250)}@x.qa`, telephone: '' }).success).toBe(false);
  });
});
