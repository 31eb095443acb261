/**
 * `currentCustomer` against the real backend: the session cookie's token gives the customer (camelCase, with
 * addresses); a revoked token ends the session (forced sign-out: session and guest cart cookies dropped) and
 * reads as signed out; no cookie or a forged one never reaches the backend as a customer.
 */
import { describe, expect, it } from 'vitest';
import { currentCustomer } from '@/server/auth/current-customer.ts';
import { SESSION_COOKIE } from '@/server/shopper/customer-session.ts';
import { CART_COOKIE } from '@/server/shopper/cart-cookies.ts';
import { graphqlCall, registerCustomer, useCommerceBackend } from '../../helpers/backend.ts';
import { fakeRequest, inLocale } from '../../helpers/fake-request.ts';

const backend = useCommerceBackend();

describe('currentCustomer', () => {
  it('answers the signed-in customer with their addresses, in camelCase', async () => {
    const token = await registerCustomer(backend(), { email: 'noor@example.qa', firstname: 'Noor', lastname: 'Al-Thani', telephone: '55123401' }, { clientIp: '10.1.0.1' });
    const { context } = fakeRequest({ [SESSION_COOKIE]: token });
    const signedIn = await currentCustomer(inLocale(context, 'en'));
    expect(signedIn?.token).toBe(token);
    expect(signedIn?.customer).toMatchObject({
      firstname: 'Noor',
      lastname: 'Al-Thani',
      fullName: 'Noor Al-Thani',
      email: 'noor@example.qa',
      countryPrefix: '974',
      telephone: '55123401',
      addresses: [],
    });
  });

  it('maps a saved address', async () => {
    const token = await registerCustomer(backend(), { email: 'address@example.qa' }, { clientIp: '10.1.0.2' });
    const { data: regions } = await graphqlCall<{ country: { available_regions: { id: number; code: string }[] } }>(
      backend(),
      '{ country(id: "QA") { available_regions { id code } } }',
    );
    const region = regions?.country.available_regions[0];
    if (!region) throw new Error('no Qatar zones seeded');
    const created = await graphqlCall(
      backend(),
      `mutation($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }`,
      {
        input: {
          firstname: 'Maryam',
          lastname: 'Al-Kuwari',
          street: ['Street 12', 'Building 4'],
          city: 'Doha',
          region: { region_id: region.id },
          country_code: 'QA',
          telephone: '+97455123402',
          default_shipping: true,
        },
      },
      { token },
    );
    expect(created.errors).toBeUndefined();
    const signedIn = await currentCustomer(inLocale(fakeRequest({ [SESSION_COOKIE]: token }).context, 'en'));
    expect(signedIn?.customer.addresses).toEqual([
      expect.objectContaining({
        firstname: 'Maryam',
        street: ['Street 12', 'Building 4'],
        city: 'Doha',
        countryCode: 'QA',
        defaultShipping: true,
        region: expect.objectContaining({ id: region.id, code: region.code }),
      }),
    ]);
  });

  it('is null without a session cookie, and for a cookie that is not a token', async () => {
    expect(await currentCustomer(inLocale(fakeRequest().context, 'ar'))).toBeNull();
    expect(await currentCustomer(inLocale(fakeRequest({ [SESSION_COOKIE]: '<script>' }).context, 'ar'))).toBeNull();
  });

  it('ends the session when the backend refuses the token (forced sign-out)', async () => {
    const token = await registerCustomer(backend(), { email: 'revoked@example.qa' }, { clientIp: '10.1.0.3' });
    await graphqlCall(backend(), 'mutation { revokeCustomerToken { result } }', {}, { token });
    const { context, jar } = fakeRequest({ [SESSION_COOKIE]: token, [CART_COOKIE]: 'abcdefABCDEF0123456789abcdefABCD' });
    expect(await currentCustomer(inLocale(context, 'ar'))).toBeNull();
    expect(jar.get(SESSION_COOKIE)).toMatchObject({ deleted: true });
    expect(jar.get(CART_COOKIE)).toMatchObject({ deleted: true });
  });
});
