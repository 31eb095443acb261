/**
 * A request's one context: a rewrite renders inside the request's first render, and an error page renders for the
 * same Request; both find the context built first (its request id and deadline) instead of starting another.
 */
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { graphqlRequest } from '@/lib/commerce/graphql.ts';
import { buildRequestContext } from '@/server/shopper/build-request-context.ts';
import { currentRequestId, inRequestScope, openedRequestContext, requestContextOf } from '@/server/shopper/request-scope.ts';
import { startFakeCommerceServer, type FakeCommerceServer } from '../../../../helpers/fake-commerce-server.ts';

const anything = z.unknown();
const guest = { token: null, cartId: null, checkoutCartId: null, signedInHint: false };
let server: FakeCommerceServer;
const originalUrl = process.env.COMMERCE_URL;

beforeAll(async () => {
  server = await startFakeCommerceServer();
  process.env.COMMERCE_URL = server.url;
});
afterAll(async () => {
  process.env.COMMERCE_URL = originalUrl;
  await server.close();
});

/** What the middleware does for `request`: the context already opened for it, else a new one, then its scope. */
function asTheMiddleware<T>(request: Request, init: { clientIp: string; requestId: string; deadline?: AbortSignal }, work: () => Promise<T>): Promise<T> {
  const context = openedRequestContext(request) ?? buildRequestContext({}, 'ar', guest, init);
  return inRequestScope(request, context, work);
}

/** A commerce call made by the page rendering for `request`, through its context's client state. */
const pageCall = (request: Request) =>
  graphqlRequest({ locale: 'ar', token: null, request: openedRequestContext(request) ?? null }, parse('{ __typename }'), {}, anything);

describe('the request scope', () => {
  it('keeps the first state when a request renders another page inside it (a rewrite) or again (an error page)', async () => {
    server.handle(() => ({ json: { data: { __typename: 'Query' } } }));
    const request = new Request('http://store.test/ar');
    const outer = AbortSignal.timeout(60_000);
    const rewrite = new Request('http://store.test/ar/503');
    await asTheMiddleware(request, { clientIp: '203.0.113.1', requestId: 'first', deadline: outer }, () =>
      asTheMiddleware(rewrite, { clientIp: '203.0.113.2', requestId: 'second' }, () => pageCall(rewrite)),
    );
    await asTheMiddleware(request, { clientIp: '203.0.113.3', requestId: 'third' }, () => pageCall(request));
    expect(server.requests.map((r) => r.headers['x-request-id'])).toEqual(['first', 'first']);
    expect(requestContextOf(request)?.deadline).toBe(outer);
  });

  it('names the request id to log lines written during the request only', async () => {
    const request = new Request('http://store.test/en');
    expect(await asTheMiddleware(request, { clientIp: '203.0.113.1', requestId: 'req-9' }, () => Promise.resolve(currentRequestId()))).toBe('req-9');
    expect(currentRequestId()).toBeNull();
  });
});
