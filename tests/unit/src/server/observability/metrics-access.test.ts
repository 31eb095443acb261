/** Who may read /metrics: this machine directly, or the bearer of METRICS_TOKEN; a forwarded request needs the token. */
import { describe, expect, it } from 'vitest';
import { mayReadMetrics } from '@/server/observability/metrics-access.ts';

const request = (headers: Record<string, string> = {}) => new Request('http://shop.test/metrics', { headers });
const TOKEN = 'scrape-token-0123456789';

describe('mayReadMetrics', () => {
  it('lets a client on this machine in without a token', () => {
    for (const address of ['127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1']) expect(mayReadMetrics(request(), address, undefined), address).toBe(true);
  });

  it('refuses other clients, and a request a local proxy forwards from outside', () => {
    expect(mayReadMetrics(request(), '10.0.0.5', undefined)).toBe(false);
    expect(mayReadMetrics(request(), null, undefined)).toBe(false);
    expect(mayReadMetrics(request({ 'x-forwarded-for': '203.0.113.7' }), '127.0.0.1', undefined)).toBe(false);
    expect(mayReadMetrics(request({ 'x-forwarded-for': '127.0.0.1' }), '127.0.0.1', TOKEN)).toBe(false);
    expect(mayReadMetrics(request({ forwarded: 'for=203.0.113.7' }), '::1', undefined)).toBe(false);
  });

  it('lets the bearer of METRICS_TOKEN in from anywhere, and nobody with another token', () => {
    expect(mayReadMetrics(request({ authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.7' }), '127.0.0.1', TOKEN)).toBe(true);
    expect(mayReadMetrics(request({ authorization: `Bearer ${TOKEN}` }), '198.51.100.2', TOKEN)).toBe(true);
    expect(mayReadMetrics(request({ authorization: 'Bearer wrong' }), '127.0.0.1', TOKEN)).toBe(false);
    expect(mayReadMetrics(request({ authorization: `Bearer ${TOKEN}` }), '198.51.100.2', undefined)).toBe(false);
  });
});
