/**
 * The account's commerce calls against a fake backend: what they send (Bearer token, Magento's inputs, the
 * wishlist REST paths) and how they read the answers (wishlist envelopes, orders a backend does not keep, a code
 * asked for too soon).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CommerceInputError, CommerceRetryLaterError } from '@/lib/commerce/index.ts';
import { commerceFor } from '../../../../helpers/commerce-client.ts';
import { startFakeCommerceServer, type FakeCommerceServer, type RecordedRequest } from '../../../../helpers/fake-commerce-server.ts';

let server: FakeCommerceServer;
const originalUrl = process.env.COMMERCE_URL;
const session = { token: 'customer-token-0123456789' };

beforeAll(async () => {
  server = await startFakeCommerceServer();
  process.env.COMMERCE_URL = server.url;
});
beforeEach(() => {
  server.requests.length = 0;
});
afterAll(async () => {
  process.env.COMMERCE_URL = originalUrl;
  await server.close();
});

const variablesOf = (request: RecordedRequest | undefined) => (request?.body as { variables: Record<string, unknown> }).variables;

describe('address book', () => {
  it("sends Magento's CustomerAddressInput with the customer's token", async () => {
    server.handle(() => ({
      json: {
        data: {
          createCustomerAddress: {
            id: 5,
            firstname: 'Sara',
            lastname: 'Al-Kuwari',
            street: ['Street 920', 'Building 14'],
            city: 'Al Sadd',
            region: { region_code: 'DA', region: 'Doha', region_id: 1 },
            region_id: 1,
            postcode: null,
            country_code: 'QA',
            telephone: '+97455551234',
            default_shipping: true,
            default_billing: false,
          },
        },
      },
    }));
    const draft = { firstname: 'Sara', lastname: 'Al-Kuwari', regionId: 1, city: 'Al Sadd', zone: 38, streetNumber: 920, buildingNumber: 14, unit: '', landmark: '', telephone: '55551234', defaultShipping: true };
    const saved = await commerceFor('en', session.token).createAddress(draft);
    const [request] = server.requests;
    expect(request?.headers.authorization).toBe(`Bearer ${session.token}`);
    expect(variablesOf(request).input).toMatchObject({ street: ['Zone 38, Street 920, Building 14'], region: { region_id: 1 }, country_code: 'QA' });
    expect(saved).toMatchObject({ id: 5, street: ['Street 920', 'Building 14'], region: { id: 1, name: 'Doha' }, defaultShipping: true });
  });

  it("reads the zones of the store's country", async () => {
    server.handle(() => ({ json: { data: { country: { id: 'QA', available_regions: [{ id: 2, code: 'RA', name: 'الريان' }] } } } }));
    expect(await commerceFor('ar').getDeliveryRegions()).toEqual([{ id: 2, code: 'RA', name: 'الريان' }]);
    expect(variablesOf(server.requests[0])).toEqual({ id: 'QA' });
    expect(server.requests[0]?.headers.store).toBe('ar');
  });
});

describe('wishlist (REST)', () => {
  it('lists, adds and removes on the wishlist module paths', async () => {
    server.handle((request) =>
      request.method === 'GET'
        ? { json: { status: 1, data: [{ wishlist_item_id: '9', product_id: '12', product: { name: 'Phone', sku: 'APPL-1012', price: '100.0000', inventory_in_stock: '1', request_path: 'phone.html' } }] } }
        : request.method === 'POST'
          ? { json: { status: 1, data: '10' } }
          : { json: { status: 1, data: true } },
    );
    const [item] = await commerceFor('en', session.token).getWishlist();
    expect(item).toMatchObject({ wishlistItemId: 9, productId: 12, urlKey: 'phone', status: 1 });
    expect(await commerceFor('en', session.token).addToWishlist(12)).toBe(10);
    await commerceFor('en', session.token).removeFromWishlist(9);
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /rest/en/V1/wishlist/items',
      'POST /rest/en/V1/wishlist/add/12',
      'DELETE /rest/en/V1/wishlist/delete/9',
    ]);
  });

  it('takes an answer whose status is not 1 as a refusal', async () => {
    server.handle(() => ({ json: { status: 0, data: null } }));
    await expect(commerceFor('en', session.token).addToWishlist(12)).rejects.toBeInstanceOf(CommerceInputError);
  });
});

describe('orders', () => {
  it('reads a backend that keeps no orders as an empty list', async () => {
    server.handle(() => ({ json: { data: { customer: { orders: null } } } }));
    expect(await commerceFor('en', session.token).listCustomerOrders(1)).toEqual({ items: [], total: 0, page: 1, totalPages: 0 });
  });
});

describe('one-time codes', () => {
  it('a code asked for too soon says how long to wait', async () => {
    server.handle(() => ({
      json: {
        errors: [{ message: 'Please wait 42 seconds before requesting a new code.', extensions: { category: 'graphql-input', retry_after_seconds: 42, limit: 'resend_wait' } }],
        data: { requestCustomerEmailChangeOtp: null },
      },
    }));
    const failure = await commerceFor('en', session.token).requestEmailChangeCode('new@example.qa').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CommerceRetryLaterError);
    expect((failure as CommerceRetryLaterError).retryAfterSeconds).toBe(42);
  });
});

describe('stock reminder', () => {
  it("sends the customer's token, or a guest's phone proof, never an address typed in the browser", async () => {
    server.handle(() => ({ json: { success: true, message: 'ok' } }));
    await commerceFor('en', session.token).requestStockReminder('APPL-1005');
    await commerceFor('en').requestStockReminder('APPL-1005', 'proof-token-0123456789');
    const [customer, guest] = server.requests;
    expect(customer?.headers.authorization).toBe(`Bearer ${session.token}`);
    expect(customer?.body).toEqual({ sku: 'APPL-1005' });
    expect(guest?.headers.authorization).toBeUndefined();
    expect(guest?.body).toEqual({ sku: 'APPL-1005', phone_verification_token: 'proof-token-0123456789' });
  });
});
