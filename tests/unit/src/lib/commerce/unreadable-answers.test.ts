/**
 * Garbage from the backend (an HTML error page, JSON cut off half-way, JSON that is no GraphQL result, a 200 of the
 * wrong shape, Magento's "Internal server error") is a typed error that says the backend is not serving, on GraphQL
 * and REST alike: never an untyped error that would end as a 500.
 */
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { isBackendFailure } from '@/lib/commerce/circuit-breaker.ts';
import { CommerceResponseError, CommerceUnavailableError } from '@/lib/commerce/errors.ts';
import { graphqlRequest } from '@/lib/commerce/graphql.ts';
import { restRequest } from '@/lib/commerce/rest.ts';
import { startFakeCommerceServer, type FakeAnswer, type FakeCommerceServer } from '../../../../helpers/fake-commerce-server.ts';

const guest = (locale: 'ar' | 'en') => ({ locale, token: null, request: null });

const strict = z.object({ items: z.array(z.object({ sku: z.string() })) });
let server: FakeCommerceServer;
const originalUrl = process.env.COMMERCE_URL;

beforeAll(async () => {
  server = await startFakeCommerceServer();
  process.env.COMMERCE_URL = server.url;
  // Every answer here fails: a breaker that opened would hide the mapping under "not called".
  process.env.COMMERCE_BREAKER_FAILURES = '1000';
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(async () => {
  process.env.COMMERCE_URL = originalUrl;
  delete process.env.COMMERCE_BREAKER_FAILURES;
  vi.restoreAllMocks();
  await server.close();
});

const failureOf = (promise: Promise<unknown>) => promise.then(() => new Error('expected the call to fail'), (error: unknown) => error);

const garbage: [string, FakeAnswer][] = [
  ['an HTML page with 200', { text: '<!doctype html><h1>Maintenance</h1>', contentType: 'text/html' }],
  ['JSON cut off half-way', { text: '{"data":{"items":[{"sku":"A', contentType: 'application/json' }],
  ['HTML sent as JSON', { text: '<html>', contentType: 'application/json' }],
  ['a bare JSON string', { json: 'hello' }],
  ['JSON of the wrong shape', { json: { data: { items: 'none' }, items: 'none' } }],
  ['an empty JSON object', { json: {} }],
];

describe('answers that cannot be read', () => {
  it.each(garbage)('%s is a CommerceResponseError on GraphQL and REST', async (_name, answer) => {
    server.handle(() => answer);
    const graphql = await failureOf(graphqlRequest(guest('ar'), parse('{ __typename }'), {}, strict));
    const rest = await failureOf(restRequest(guest('ar'), { method: 'GET', path: '/V1/products' }, strict));
    for (const failure of [graphql, rest]) {
      expect(failure).toBeInstanceOf(CommerceResponseError);
      expect(isBackendFailure(failure)).toBe(true);
    }
  });

  it('an HTML error page with a 5xx status, or Magento\'s internal error, is CommerceUnavailableError', async () => {
    server.handle(() => ({ status: 502, text: '<html>Bad gateway</html>', contentType: 'text/html' }));
    expect(await failureOf(graphqlRequest(guest('ar'), parse('{ __typename }'), {}, strict))).toBeInstanceOf(CommerceUnavailableError);
    expect(await failureOf(restRequest(guest('ar'), { method: 'GET', path: '/V1/products' }, strict))).toBeInstanceOf(CommerceUnavailableError);
    server.handle(() => ({ json: { errors: [{ message: 'Internal server error', extensions: { category: 'internal' } }], data: null } }));
    expect(await failureOf(graphqlRequest(guest('ar'), parse('{ __typename }'), {}, strict))).toBeInstanceOf(CommerceUnavailableError);
  });
});
