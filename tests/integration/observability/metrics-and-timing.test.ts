/**
 * The operator's view of a production storefront and its backend: `Server-Timing` on every answer (how the route
 * cache answered; a render's time and its commerce calls, never replayed by a cached answer) and `/metrics` in
 * Prometheus's format on both, for this machine or the bearer of METRICS_TOKEN only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';
import { buildAndServeStorefront, type BuiltStorefront } from '../../helpers/built-storefront.ts';

const METRICS_TOKEN = 'metrics-token-for-the-test-0123';

let backend: TestBackend;
let storefront: BuiltStorefront;
beforeAll(async () => {
  backend = await startTestBackend({ config: { metricsToken: METRICS_TOKEN } });
  storefront = await buildAndServeStorefront(backend.url, { METRICS_TOKEN });
}, 300_000);
afterAll(async () => {
  await storefront?.close();
  await backend?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${storefront.url}${path}`, { headers, redirect: 'manual' });

/** One series' value in a Prometheus text exposition, or undefined when the series is absent. */
function sample(exposition: string, series: string): number | undefined {
  const line = exposition.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('Server-Timing', () => {
  it('tells a render its time and commerce calls, and a cached answer only that it was cached', async () => {
    const miss = await get('/en/about');
    expect(miss.status).toBe(200);
    expect(miss.headers.get('x-cache')).toBe('MISS');
    expect(miss.headers.get('server-timing')).toMatch(/^cache;desc=MISS, render;dur=[\d.]+, commerce;dur=[\d.]+;desc="\d+ calls?"$/);
    await miss.arrayBuffer();

    const hit = await get('/en/about');
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.headers.get('server-timing')).toBe('cache;desc=HIT');
  });

  it('tells a page that is never stored so, with its render', async () => {
    const cart = await get('/en/cart');
    expect(cart.status).toBe(200);
    expect(cart.headers.get('server-timing')).toMatch(/^cache;desc=PASS, render;dur=[\d.]+/);
  });
});

describe('/metrics', () => {
  it('counts requests by route pattern and status, commerce calls, the cache, the breaker and the process', async () => {
    await (await get('/en/no-such-page')).arrayBuffer();
    const answer = await get('/metrics');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const text = await answer.text();
    expect(sample(text, 'storefront_http_requests_total{route="/[locale]/about",method="GET",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/storefront_http_requests_total\{route="[^"]+",method="GET",status="404"\} \d+/);
    expect(text).toMatch(/storefront_http_request_duration_seconds_bucket\{le="0\.1",route="\/\[locale\]\/about",method="GET",status="200"\} \d+/);
    expect(text).toMatch(/storefront_commerce_calls_total\{operation="GraphQL [A-Za-z]+",outcome="ok"\} \d+/);
    expect(text).toMatch(/storefront_commerce_call_duration_seconds_count\{operation="GraphQL [A-Za-z]+",outcome="ok"\} \d+/);
    expect(sample(text, 'storefront_route_cache_answers_total{state="hit"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'storefront_route_cache_answers_total{state="miss"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'storefront_commerce_circuit_breaker_state')).toBe(0);
    expect(text).toContain('# TYPE storefront_route_cache_purges_total counter');
    expect(text).toContain('# TYPE storefront_rate_limit_refusals_total counter');
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('refuses a request forwarded from outside, and any without the token but the local one', async () => {
    expect((await get('/metrics', { 'x-forwarded-for': '203.0.113.7' })).status).toBe(403);
    expect((await get('/metrics', { 'x-forwarded-for': '203.0.113.7', authorization: 'Bearer wrong' })).status).toBe(403);
    const withToken = await get('/metrics', { 'x-forwarded-for': '203.0.113.7', authorization: `Bearer ${METRICS_TOKEN}` });
    expect(withToken.status).toBe(200);
    expect(await withToken.text()).toContain('storefront_http_requests_total');
  });

  it('is served by the backend for its own side, on the same terms', async () => {
    const text = await (await fetch(`${backend.url}/metrics`)).text();
    expect(text).toMatch(/backend_http_requests_total\{route="\/graphql",method="POST",status="200"\} \d+/);
    expect(text).toMatch(/backend_http_request_duration_seconds_count\{route="\/graphql",method="POST",status="200"\} \d+/);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect((await fetch(`${backend.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.7' } })).status).toBe(403);
    const withToken = await fetch(`${backend.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.7', authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(withToken.status).toBe(200);
    await withToken.arrayBuffer();
  });
});
