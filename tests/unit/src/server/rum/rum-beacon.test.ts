/**
 * `POST /api/rum` (src/server/rum/rum-beacon.ts) against hostile input: a report is recorded in the metrics and
 * answered 204 with no-store and no cookie; an oversized body, a body that is not JSON or not a report, extra fields
 * and non-finite numbers are refused with a clear 4xx; values are clamped; unknown labels become `other`; bots are
 * dropped; a client over its limit gets 429 (a real rate-limiter-flexible limiter of 3 a minute).
 */
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { beforeEach, describe, expect, it } from 'vitest';
import { consume } from '@/server/rate-limit/rate-limiter.ts';
import { rumReports, webVitalElements, webVitals } from '@/server/observability/web-vitals-metrics.ts';
import { handleRumBeacon } from '@/server/rum/rum-beacon.ts';
import { MAX_REPORT_BYTES } from '@/server/rum/web-vitals-report-schema.ts';

const PHONE_CHROME = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const REPORT = { pageType: 'product', locale: 'ar', device: 'phone', connection: '4g', lcp: 2100, inp: 180, cls: 0.02, fcp: 1200, ttfb: 300, lcpElement: 'image', inpElement: 'button' };

let limiter: RateLimiterMemory;
beforeEach(() => {
  limiter = new RateLimiterMemory({ points: 3, duration: 60 });
  for (const metric of [...Object.values(webVitals), webVitalElements, rumReports]) metric.reset();
});

function send(body: string, headers: Record<string, string> = {}): Promise<Response> {
  const request = new Request('http://shop.test/api/rum', {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': PHONE_CHROME, ...headers },
    body,
  });
  return handleRumBeacon(request, { limit: () => consume('fieldMeasurements', '203.0.113.7', limiter) });
}

/** A histogram's observation count and sum for one label set (page type `product`, as REPORT sends, by default). */
async function observed(metric: keyof typeof webVitals, labels: Record<string, string> = { page_type: 'product', locale: 'ar', device: 'phone', connection: '4g' }) {
  const { values } = await webVitals[metric].get();
  const matches = (entry: (typeof values)[number]) => Object.entries(labels).every(([name, value]) => (entry.labels as Record<string, unknown>)[name] === value);
  const pick = (suffix: string) => values.find((entry) => entry.metricName?.endsWith(suffix) && matches(entry))?.value ?? 0;
  return { count: pick('_count'), sum: pick('_sum') };
}

async function reports(outcome: string): Promise<number> {
  return (await rumReports.get()).values.find((entry) => entry.labels.outcome === outcome)?.value ?? 0;
}

describe('a field measurement report', () => {
  it('is recorded in each vital\'s histogram, in seconds, and answered 204 without a cookie or a cache', async () => {
    const answer = await send(JSON.stringify(REPORT));
    expect(answer.status).toBe(204);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(await observed('lcp')).toEqual({ count: 1, sum: 2.1 });
    expect(await observed('inp')).toEqual({ count: 1, sum: 0.18 });
    expect(await observed('cls')).toEqual({ count: 1, sum: 0.02 });
    expect(await observed('ttfb')).toEqual({ count: 1, sum: 0.3 });
    const elements = (await webVitalElements.get()).values.map((entry) => entry.labels);
    expect(elements).toEqual(
      expect.arrayContaining([
        { vital: 'LCP', page_type: 'product', element: 'image', rating: 'good' },
        { vital: 'INP', page_type: 'product', element: 'button', rating: 'good' },
      ]),
    );
    expect(await reports('recorded')).toBe(1);
  });

  it('takes a report of some vitals only, as a page left early sends', async () => {
    expect((await send(JSON.stringify({ pageType: 'home', locale: 'en', device: 'desktop', connection: '3g', ttfb: 90 }))).status).toBe(204);
    expect(await observed('ttfb', { page_type: 'home', locale: 'en' })).toEqual({ count: 1, sum: 0.09 });
    expect((await observed('lcp', { page_type: 'home' })).count).toBe(0);
  });

  it('clamps values into what a page view can measure', async () => {
    expect((await send(JSON.stringify({ ...REPORT, lcp: 9e12, inp: -40, cls: 1e6, fcp: 5e300 }))).status).toBe(204);
    expect(await observed('lcp')).toEqual({ count: 1, sum: 60 });
    expect(await observed('inp')).toEqual({ count: 1, sum: 0 });
    expect(await observed('cls')).toEqual({ count: 1, sum: 10 });
    expect(await observed('fcp')).toEqual({ count: 1, sum: 60 });
  });

  it('is labelled by how the page was reached, navigated when the report does not say', async () => {
    expect((await send(JSON.stringify({ ...REPORT, navigation: 'prerendered' }))).status).toBe(204);
    expect((await send(JSON.stringify({ ...REPORT, navigation: 'restored' }))).status).toBe(204);
    expect((await send(JSON.stringify(REPORT))).status).toBe(204);
    // The client's three reports a minute are spent.
    limiter = new RateLimiterMemory({ points: 3, duration: 60 });
    expect((await send(JSON.stringify({ ...REPORT, navigation: 'teleported' }))).status).toBe(204);
    for (const navigation of ['prerendered', 'restored', 'navigated', 'other']) {
      expect(await observed('lcp', { navigation }), navigation).toEqual({ count: 1, sum: 2.1 });
    }
  });

  it('files labels outside their lists under other, so the series stay bounded', async () => {
    const odd = { ...REPORT, pageType: 'checkout?card=4111', locale: 'fr', device: 'fridge', connection: '5g', lcpElement: 'iframe' };
    expect((await send(JSON.stringify(odd))).status).toBe(204);
    expect(await observed('lcp', { page_type: 'other', locale: 'other', device: 'other', connection: 'other' })).toEqual({ count: 1, sum: 2.1 });
    expect((await webVitalElements.get()).values.map((entry) => entry.labels)).toContainEqual({ vital: 'LCP', page_type: 'other', element: 'other', rating: 'good' });
  });
});

describe('a hostile or broken body', () => {
  it('over 2 KB is refused with 413, declared or not', async () => {
    const padded = JSON.stringify({ ...REPORT, pageType: 'x'.repeat(MAX_REPORT_BYTES) });
    const answer = await send(padded);
    expect(answer.status).toBe(413);
    expect(await answer.text()).toBe('A report is at most 2048 bytes.');
    const undeclared = new Request('http://shop.test/api/rum', {
      method: 'POST',
      headers: { 'user-agent': PHONE_CHROME },
      body: new ReadableStream({ start: (controller) => (controller.enqueue(new TextEncoder().encode('{'.repeat(5_000))), controller.close()) }),
      duplex: 'half',
    } as RequestInit);
    expect((await handleRumBeacon(undeclared, { limit: async () => ({ allowed: true }) })).status).toBe(413);
  });

  it('that is not JSON, or not a report, is refused with 400 saying why', async () => {
    const cases: [string, RegExp][] = [
      ['{not json', /the body is not JSON/],
      ['', /the body is not JSON/],
      ['[]', /report/],
      ['null', /report/],
      [JSON.stringify({ ...REPORT, email: 'a@b.qa' }), /email|Unrecognized/i],
      [JSON.stringify({ ...REPORT, lcp: '2100' }), /lcp/],
      [JSON.stringify({ pageType: 'home', locale: 'ar', device: 'phone', connection: '4g' }), /at least one of lcp/],
      [JSON.stringify({ ...REPORT, pageType: 'a'.repeat(33) }), /pageType/],
      [JSON.stringify({ ...REPORT, locale: 42 }), /locale/],
      ['{"pageType":"home","locale":"ar","device":"phone","connection":"4g","lcp":1e999}', /lcp/],
    ];
    limiter = new RateLimiterMemory({ points: cases.length, duration: 60 });
    for (const [body, why] of cases) {
      const answer = await send(body);
      expect(answer.status, body).toBe(400);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(await answer.text(), body).toMatch(why);
    }
    expect((await observed('lcp')).count).toBe(0);
    expect(await reports('refused')).toBe(cases.length);
  });
});

describe('who may report', () => {
  it('a known bot or crawler is dropped unrecorded, still with 204', async () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
      'curl/8.5.0',
    ]) {
      expect((await send(JSON.stringify(REPORT), { 'user-agent': agent })).status, agent).toBe(204);
    }
    expect((await observed('lcp')).count).toBe(0);
    expect(await reports('bot')).toBe(4);
  });

  it('a client over its limit gets 429 with the wait, and nothing is recorded', async () => {
    for (let report = 0; report < 3; report++) expect((await send(JSON.stringify(REPORT))).status).toBe(204);
    const refused = await send(JSON.stringify(REPORT));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await observed('lcp')).count).toBe(3);
    expect(await reports('limited')).toBe(1);
  });
});
