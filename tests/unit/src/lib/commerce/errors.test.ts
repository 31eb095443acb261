import { parse } from 'graphql';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  CommerceAuthError,
  CommerceCouponRefusedError,
  CommerceError,
  CommerceInputError,
  CommerceNotFoundError,
  CommerceResponseError,
  CommerceUnavailableError,
  formatMagentoMessage,
  toCommerceError,
} from '@/lib/commerce/errors.ts';
import { graphqlRequest } from '@/lib/commerce/graphql.ts';
import { restRequest } from '@/lib/commerce/rest.ts';
import { closedPortUrl, startFakeCommerceServer, type FakeCommerceServer } from '../../../../helpers/fake-commerce-server.ts';

const anything = z.unknown();
const guest = (locale: 'ar' | 'en') => ({ locale, token: null, request: null });
let server: FakeCommerceServer;
const originalUrl = process.env.COMMERCE_URL;

beforeAll(async () => {
  server = await startFakeCommerceServer();
});
afterEach(() => {
  process.env.COMMERCE_URL = server.url;
});
afterAll(async () => {
  process.env.COMMERCE_URL = originalUrl;
  await server.close();
});

function graphqlError(category: string, message: string) {
  return { json: { errors: [{ message, extensions: { category } }], data: null } };
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('error mapping', () => {
  it('maps a backend that is down to CommerceUnavailableError (GraphQL and REST)', async () => {
    process.env.COMMERCE_URL = await closedPortUrl();
    expect(await failureOf(graphqlRequest(guest('ar'), parse('{ __typename }'), {}, anything))).toBeInstanceOf(CommerceUnavailableError);
    expect(await failureOf(restRequest(guest('ar'), { method: 'GET', path: '/V1/x' }, anything))).toBeInstanceOf(
      CommerceUnavailableError,
    );
  });

  it('maps HTTP 401 to CommerceAuthError', async () => {
    process.env.COMMERCE_URL = server.url;
    server.handle(() => ({ status: 401, json: { message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'self' } } }));
    const rest = await failureOf(restRequest({ locale: 'ar', token: 'bad', request: null }, { method: 'GET', path: '/V1/carts/mine' }, anything));
    expect(rest).toBeInstanceOf(CommerceAuthError);
    expect((rest as Error).message).toBe("The consumer isn't authorized to access self.");
    const graphql = await failureOf(graphqlRequest({ locale: 'ar', token: 'bad', request: null }, parse('{ customer { id } }'), {}, anything));
    expect(graphql).toBeInstanceOf(CommerceAuthError);
  });

  it('maps the graphql-authorization category to CommerceAuthError', async () => {
    process.env.COMMERCE_URL = server.url;
    server.handle(() => graphqlError('graphql-authorization', "The current customer isn't authorized."));
    const error = await failureOf(graphqlRequest(guest('en'), parse('{ customer { id } }'), {}, anything));
    expect(error).toBeInstanceOf(CommerceAuthError);
    expect((error as Error).message).toBe("The current customer isn't authorized.");
  });

  it('maps HTTP 404 and graphql-no-such-entity to CommerceNotFoundError', async () => {
    process.env.COMMERCE_URL = server.url;
    server.handle(() => ({
      status: 404,
      json: { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId', fieldValue: 'abc' } },
    }));
    const rest = await failureOf(restRequest(guest('ar'), { method: 'GET', path: '/V1/guest-carts/abc' }, anything));
    expect(rest).toBeInstanceOf(CommerceNotFoundError);
    expect((rest as Error).message).toBe('No such entity with cartId = abc');

    server.handle(() => graphqlError('graphql-no-such-entity', 'Could not find a cart with ID "abc"'));
    expect(await failureOf(graphqlRequest(guest('ar'), parse('{ __typename }'), {}, anything))).toBeInstanceOf(CommerceNotFoundError);
  });

  it('maps graphql-input and HTTP 400 to CommerceInputError carrying the server message', async () => {
    process.env.COMMERCE_URL = server.url;
    server.handle(() => graphqlError('graphql-input', 'pageSize value must be greater than 0.'));
    const graphql = await failureOf(graphqlRequest(guest('ar'), parse('{ __typename }'), {}, anything));
    expect(graphql).toBeInstanceOf(CommerceInputError);
    expect((graphql as Error).message).toBe('pageSize value must be greater than 0.');

    server.handle(() => ({ status: 400, json: { message: 'The requested qty is not available', parameters: [] } }));
    const rest = await failureOf(restRequest(guest('ar'), { method: 'POST', path: '/V1/guest-carts/x/items', body: {} }, anything));
    expect(rest).toBeInstanceOf(CommerceInputError);
    expect((rest as Error).message).toBe('The requested qty is not available');
  });

  it('carries the reason the backend gave for a refused coupon, and takes an unknown one as unknown', async () => {
    process.env.COMMERCE_URL = server.url;
    const refused = (extensions: Record<string, unknown>) => () => ({
      json: { errors: [{ message: 'The coupon code "SAVE50" is not valid.', extensions: { category: 'graphql-input', ...extensions } }], data: null },
    });
    server.handle(refused({ coupon_refusal: 'minimum_subtotal', minimum_subtotal: 500 }));
    const below = await failureOf(graphqlRequest(guest('en'), parse('{ __typename }'), {}, anything));
    expect(below).toBeInstanceOf(CommerceCouponRefusedError);
    expect(below).toBeInstanceOf(CommerceInputError);
    expect(below).toMatchObject({ reason: 'minimum_subtotal', minimumSubtotal: 500, message: 'The coupon code "SAVE50" is not valid.' });
    server.handle(refused({ coupon_refusal: 'stolen', minimum_subtotal: 'lots' }));
    expect(await failureOf(graphqlRequest(guest('en'), parse('{ __typename }'), {}, anything))).toMatchObject({ reason: 'unknown', minimumSubtotal: null });
  });

  it('maps 5xx to CommerceUnavailableError', async () => {
    process.env.COMMERCE_URL = server.url;
    server.handle(() => ({ status: 503, text: 'Service Unavailable' }));
    expect(await failureOf(restRequest(guest('ar'), { method: 'GET', path: '/V1/x' }, anything))).toBeInstanceOf(
      CommerceUnavailableError,
    );
    expect(await failureOf(graphqlRequest(guest('ar'), parse('{ __typename }'), {}, anything))).toBeInstanceOf(CommerceUnavailableError);
  });

  it('maps a response of the wrong shape to CommerceResponseError and logs it', async () => {
    process.env.COMMERCE_URL = server.url;
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.handle(() => ({ json: { data: { pwaConfig: 'not an object' } } }));
    const schema = z.object({ pwaConfig: z.object({ top_bar: z.unknown() }) });
    expect(await failureOf(graphqlRequest(guest('ar'), parse('{ pwaConfig { top_bar { text } } }'), {}, schema))).toBeInstanceOf(
      CommerceResponseError,
    );
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toContain('[commerce] GraphQL');
    log.mockRestore();
  });

  it('gives up on a hung backend with CommerceUnavailableError', async () => {
    process.env.COMMERCE_URL = server.url;
    process.env.COMMERCE_TIMEOUT_MS = '300';
    server.handle(() => ({ hang: true }));
    try {
      expect(await failureOf(graphqlRequest(guest('ar'), parse('{ __typename }'), {}, anything))).toBeInstanceOf(
        CommerceUnavailableError,
      );
      expect(await failureOf(restRequest(guest('ar'), { method: 'GET', path: '/V1/x' }, anything))).toBeInstanceOf(
        CommerceUnavailableError,
      );
    } finally {
      delete process.env.COMMERCE_TIMEOUT_MS;
    }
  });

  it('maps timeouts and unknown failures', () => {
    expect(toCommerceError(new DOMException('The operation timed out.', 'TimeoutError'))).toBeInstanceOf(
      CommerceUnavailableError,
    );
    const unknown = toCommerceError('boom');
    expect(unknown).toBeInstanceOf(CommerceError);
    expect(unknown.message).toBe('boom');
    const typed = new CommerceNotFoundError('x');
    expect(toCommerceError(typed)).toBe(typed);
  });

  it('fills Magento message placeholders', () => {
    expect(formatMagentoMessage('Qty %1 of %2', [3, 'SKU'])).toBe('Qty 3 of SKU');
    expect(formatMagentoMessage('Hi %name, %missing', { name: 'Ali' })).toBe('Hi Ali, %missing');
    expect(formatMagentoMessage('Plain', null)).toBe('Plain');
  });
});
