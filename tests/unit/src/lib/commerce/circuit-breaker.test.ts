/**
 * The circuit breaker in front of the backend: after COMMERCE_BREAKER_FAILURES failures in a row (5xx, a hang past
 * the deadline, an answer that cannot be read) calls stop reaching the backend and fail at once; after
 * COMMERCE_BREAKER_RESET_MS one call probes it (the others still fail at once), and calls flow again when it
 * answers. Refusals (bad input, not found, unauthorised) are answers, not failures; so is one request running out
 * of its own time: its calls timing out together at its deadline count once, a call sent with too little of it
 * left not at all. Each test has a backend (and so a breaker) of its own.
 */
import { parse } from 'graphql';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { backgroundBreakerOf, breakerState } from '@/lib/commerce/circuit-breaker.ts';
import { shopperRequest } from '@/lib/commerce/shopper-request.ts';
import { CommerceInputError, CommerceNotFoundError, CommerceUnavailableError } from '@/lib/commerce/errors.ts';
import { graphqlRequest } from '@/lib/commerce/graphql.ts';
import { restRequest } from '@/lib/commerce/rest.ts';
import { startFakeCommerceServer, type FakeAnswer, type FakeCommerceServer } from '../../../../helpers/fake-commerce-server.ts';

const anything = z.unknown();
const guest = (locale: 'ar' | 'en') => ({ locale, token: null, request: null });
const ok: FakeAnswer = { json: { data: { __typename: 'Query' } } };
const saved = { ...process.env };
let server: FakeCommerceServer;

beforeAll(() => {
  process.env.COMMERCE_BREAKER_FAILURES = '3';
  process.env.COMMERCE_BREAKER_RESET_MS = '200';
  process.env.COMMERCE_TIMEOUT_MS = '200';
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
beforeAll(async () => {
  server = await startFakeCommerceServer();
});
afterEach(async () => {
  await server.close();
  server = await startFakeCommerceServer();
});
afterAll(async () => {
  await server.close();
  process.env = saved;
  vi.restoreAllMocks();
});

const failureOf = (promise: Promise<unknown>) => promise.then(() => new Error('expected the call to fail'), (error: unknown) => error);
const call = () => graphqlRequest(guest('ar'), parse('{ __typename }'), {}, anything);
const useServer = () => (process.env.COMMERCE_URL = server.url);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function openTheBreaker(answer: FakeAnswer) {
  server.handle(() => answer);
  for (let i = 0; i < 3; i++) expect(await failureOf(call())).toBeInstanceOf(CommerceUnavailableError);
  expect(breakerState(server.url)).toBe('open');
}

describe('circuit breaker', () => {
  it('stops calling a backend that keeps failing, and fails at once without reaching it', async () => {
    useServer();
    await openTheBreaker({ status: 503, text: 'Service Unavailable' });
    expect(server.requests).toHaveLength(3);
    server.handle(() => ok);
    const refused = await failureOf(restRequest(guest('ar'), { method: 'GET', path: '/V1/x' }, anything));
    expect(refused).toBeInstanceOf(CommerceUnavailableError);
    expect((refused as Error).message).toContain('not called');
    expect(server.requests).toHaveLength(3);
  });

  it('probes the backend after the reset time and lets calls flow again when it answers', async () => {
    useServer();
    await openTheBreaker({ status: 502, text: '<html>Bad gateway</html>', contentType: 'text/html' });
    server.handle(() => ok);
    await wait(250);
    await expect(call()).resolves.toEqual({ __typename: 'Query' });
    expect(breakerState(server.url)).toBe('closed');
    await expect(call()).resolves.toEqual({ __typename: 'Query' });
    expect(server.requests).toHaveLength(5);
  });

  it('fails other calls at once while the probe is under way, and opens again when the probe fails', async () => {
    useServer();
    await openTheBreaker({ hang: true });
    await wait(250);
    const probe = failureOf(call());
    expect(breakerState(server.url)).toBe('probing');
    const meanwhile = await failureOf(call());
    expect(meanwhile).toBeInstanceOf(CommerceUnavailableError);
    expect(await probe).toBeInstanceOf(CommerceUnavailableError);
    expect(breakerState(server.url)).toBe('open');
    // Three failures that opened it, then the probe: the call made during the probe never reached the backend.
    expect(server.requests).toHaveLength(4);
  });

  it('counts answers it cannot read (an HTML page, JSON cut off, the wrong shape) as failures', async () => {
    useServer();
    const answers: FakeAnswer[] = [
      { text: '<!doctype html><title>Maintenance</title>', contentType: 'text/html' },
      { text: '{"data":{"products":{"items":[', contentType: 'application/json' },
      { json: { unexpected: true } },
    ];
    let next = 0;
    server.handle(() => answers[next++ % answers.length]!);
    const strict = z.object({ __typename: z.literal('Query') });
    for (let i = 0; i < 3; i++) await failureOf(graphqlRequest(guest('ar'), parse('{ __typename }'), {}, strict));
    expect(breakerState(server.url)).toBe('open');
  });

  it('does not count refusals: bad input, not found and unauthorised leave it closed', async () => {
    useServer();
    const refusals: FakeAnswer[] = [
      { json: { errors: [{ message: 'bad', extensions: { category: 'graphql-input' } }], data: null } },
      { json: { errors: [{ message: 'gone', extensions: { category: 'graphql-no-such-entity' } }], data: null } },
      { status: 401, json: { message: 'no' } },
    ];
    let next = 0;
    server.handle(() => refusals[next++ % refusals.length]!);
    const failures = [];
    for (let i = 0; i < 6; i++) failures.push(await failureOf(call()));
    expect(failures[0]).toBeInstanceOf(CommerceInputError);
    expect(failures[1]).toBeInstanceOf(CommerceNotFoundError);
    expect(breakerState(server.url)).toBe('closed');
    expect(server.requests).toHaveLength(6);
  });

  it('resets the count on a success: failures must come in a row', async () => {
    useServer();
    let answered = 0;
    server.handle(() => (++answered % 3 === 0 ? ok : { status: 500, text: 'oops' }));
    for (let i = 0; i < 9; i++) await call().catch(() => undefined);
    expect(breakerState(server.url)).toBe('closed');
    expect(server.requests).toHaveLength(9);
  });

  it("counts one request's calls timing out together at its deadline once, not once per call", async () => {
    useServer();
    server.handle(() => ({ hang: true }));
    const page = () => ({ locale: 'ar' as const, token: null, request: shopperRequest({ clientIp: null, deadline: AbortSignal.timeout(200) }) });
    // Two pages whose five calls each hang: ten timeouts, two observations of the backend (three open it).
    for (let pages = 0; pages < 2; pages++) {
      const shopper = page();
      const failures = await Promise.all(Array.from({ length: 5 }, () => failureOf(graphqlRequest(shopper, parse('{ __typename }'), {}, anything))));
      for (const failure of failures) expect(failure).toBeInstanceOf(CommerceUnavailableError);
    }
    expect(breakerState(server.url)).toBe('closed');
    // A third page's timeout is the third in a row: the backend hangs, the breaker opens.
    await failureOf(graphqlRequest(page(), parse('{ __typename }'), {}, anything));
    expect(breakerState(server.url)).toBe('open');
  });

  it("does not count a call sent with too little of its request's time left to tell anything of the backend", async () => {
    useServer();
    server.handle(() => ({ hang: true }));
    // The page spent its time before these calls (rendering, or waiting for the CPU): 20 ms left of 200.
    for (let i = 0; i < 5; i++) {
      const shopper = { locale: 'ar' as const, token: null, request: shopperRequest({ clientIp: null, deadline: AbortSignal.timeout(20) }) };
      expect(await failureOf(graphqlRequest(shopper, parse('{ __typename }'), {}, anything))).toBeInstanceOf(CommerceUnavailableError);
    }
    expect(breakerState(server.url)).toBe('closed');
  });

  it('keeps background work apart: a burst of failed re-renders opens their own breaker, never the shoppers’ one', async () => {
    useServer();
    server.handle(() => ({ status: 503, text: 'Service Unavailable' }));
    const background = { locale: 'ar' as const, token: null, request: shopperRequest({ clientIp: null, background: true }) };
    for (let i = 0; i < 6; i++) await failureOf(graphqlRequest(background, parse('{ __typename }'), {}, anything));
    expect(breakerState(backgroundBreakerOf(server.url))).toBe('open');
    expect(breakerState(server.url)).toBe('closed');
    // Once open it spares the backend (3 calls reached it, not 6), and a shopper's call still reaches it and is answered.
    expect(server.requests).toHaveLength(3);
    server.handle(() => ok);
    await expect(call()).resolves.toEqual({ __typename: 'Query' });
  });
});
