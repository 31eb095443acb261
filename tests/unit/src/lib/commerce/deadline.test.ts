/**
 * One deadline per shopper's request: every commerce call the request makes passes the same signal, so calls made
 * together fail together when it passes and a call made after it is not sent at all; pages and Actions get their
 * own bounds; the request id goes to the backend on GraphQL and REST calls alike.
 */
import { parse } from 'graphql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { commerceDeadline } from '@/lib/commerce/deadline.ts';
import { CommerceUnavailableError } from '@/lib/commerce/errors.ts';
import { graphqlRequest } from '@/lib/commerce/graphql.ts';
import { restRequest } from '@/lib/commerce/rest.ts';
import { shopperRequest, type ShopperRequest, type ShopperRequestInit } from '@/lib/commerce/shopper-request.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { startFakeCommerceServer, type FakeCommerceServer } from '../../../../helpers/fake-commerce-server.ts';

const anything = z.unknown();
/** The state of the request the calls below are made for, if any: the middleware gives it to their context. */
let current: ShopperRequest | null = null;
const inRequest = (locale: Locale) => ({ locale, token: null, request: current });
async function withShopperRequest<T>(init: ShopperRequestInit, work: () => Promise<T>): Promise<T> {
  current = shopperRequest(init);
  try {
    return await work();
  } finally {
    current = null;
  }
}
let server: FakeCommerceServer;
const originalUrl = process.env.COMMERCE_URL;

beforeAll(async () => {
  server = await startFakeCommerceServer();
  process.env.COMMERCE_URL = server.url;
});
afterEach(() => {
  server.requests.length = 0;
  delete process.env.COMMERCE_TIMEOUT_MS;
  delete process.env.COMMERCE_ACTION_TIMEOUT_MS;
});
afterAll(async () => {
  process.env.COMMERCE_URL = originalUrl;
  await server.close();
});

const failureOf = (promise: Promise<unknown>) => promise.then(() => new Error('expected the call to fail'), (error: unknown) => error);
const aborted = (signal: AbortSignal) => new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));

describe('the request deadline', () => {
  it('fails every call made together when it passes, and sends no call after it', async () => {
    server.handle(() => ({ hang: true }));
    const deadline = AbortSignal.timeout(300);
    const failures = await withShopperRequest({ clientIp: null, deadline }, async () => {
      const together = await Promise.all([
        failureOf(graphqlRequest(inRequest('ar'), parse('query A { __typename }'), {}, anything)),
        failureOf(graphqlRequest(inRequest('ar'), parse('query B { __typename }'), {}, anything)),
        failureOf(restRequest(inRequest('ar'), { method: 'GET', path: '/V1/x' }, anything)),
      ]);
      const after = await failureOf(graphqlRequest(inRequest('ar'), parse('query C { __typename }'), {}, anything));
      return [...together, after];
    });
    expect(deadline.aborted).toBe(true);
    for (const failure of failures) expect(failure).toBeInstanceOf(CommerceUnavailableError);
    // The three calls made together reached the backend; the one made after the deadline did not.
    expect(server.requests).toHaveLength(3);
    expect(String((failures[3] as Error).message)).toContain('not sent');
  });

  it('is shared by calls one after another: the second gets only what the first left', async () => {
    let answered = 0;
    server.handle(() => (answered++ === 0 ? { json: { data: { __typename: 'Query' } } } : { hang: true }));
    const deadline = AbortSignal.timeout(300);
    await withShopperRequest({ clientIp: null, deadline }, async () => {
      await graphqlRequest(inRequest('ar'), parse('query A { __typename }'), {}, anything);
      expect(await failureOf(graphqlRequest(inRequest('ar'), parse('query B { __typename }'), {}, anything))).toBeInstanceOf(CommerceUnavailableError);
    });
    expect(deadline.aborted).toBe(true);
    expect(server.requests).toHaveLength(2);
  });

  it('gives pages COMMERCE_TIMEOUT_MS and Actions and form posts COMMERCE_ACTION_TIMEOUT_MS', async () => {
    process.env.COMMERCE_TIMEOUT_MS = '50';
    process.env.COMMERCE_ACTION_TIMEOUT_MS = '600000';
    const page = commerceDeadline('GET');
    const action = commerceDeadline('POST');
    await aborted(page);
    expect(page.aborted).toBe(true);
    expect(action.aborted).toBe(false);
  });
});

describe('the request id', () => {
  it('goes to the backend on GraphQL and REST calls, and only within a request that has one', async () => {
    server.handle((request) => (request.path === '/graphql' ? { json: { data: { __typename: 'Query' } } } : { json: {} }));
    await withShopperRequest({ clientIp: null, requestId: 'req-42.a:b_c' }, async () => {
      await graphqlRequest(inRequest('en'), parse('{ __typename }'), {}, anything);
      await restRequest(inRequest('en'), { method: 'GET', path: '/V1/x' }, anything);
    });
    await graphqlRequest(inRequest('en'), parse('{ __typename }'), {}, anything);
    expect(server.requests.map((request) => request.headers['x-request-id'])).toEqual(['req-42.a:b_c', 'req-42.a:b_c', undefined]);
  });
});
