/**
 * Field measurements end to end, with real parts only: the production storefront (every page view sampled) over the
 * embedded backend, Debian's `prometheus` scraping both with the shipped configuration and rules
 * (deploy/prometheus/, every second here), and Chromium as a shopper's phone. Page views of the home page, a
 * category and a product send their Core Web Vitals when the shopper leaves them; Prometheus's HTTP API then answers
 * the recorded p75 LCP of each of those page types.
 *
 * A histogram's rate needs two scrapes that differ, so the pages are viewed twice, the second time after Prometheus
 * has scraped the first. With FIELD_MEASUREMENTS_SCREENSHOT set to a path, the test also leaves a screenshot of
 * Prometheus's graph of that p75 there.
 */
import { type Browser, chromium, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../../scripts/lib/chromium.ts';
import { graphqlCall, startTestBackend, type TestBackend } from '../../helpers/backend.ts';
import { buildAndServeStorefront, type BuiltStorefront } from '../../helpers/built-storefront.ts';
import { startPrometheus, type RunningPrometheus } from '../../helpers/prometheus.ts';

const METRICS_TOKEN = 'metrics-token-for-field-measurements';
/** A shopper's phone: isbot drops the headless browser's own user agent, as it should drop any lab run. */
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 13; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const P75_LCP = 'page_type:storefront_web_vitals_lcp_seconds:p75_1h';

let backend: TestBackend;
let storefront: BuiltStorefront;
let prometheus: RunningPrometheus;
let browser: Browser;
let pages: { type: string; path: string }[];

beforeAll(async () => {
  backend = await startTestBackend({ config: { metricsToken: METRICS_TOKEN } });
  storefront = await buildAndServeStorefront(backend.url, { METRICS_TOKEN, RUM_SAMPLE_RATE: '1' });
  prometheus = await startPrometheus({ 'matjar-storefront': [new URL(storefront.url).host], 'matjar-backend': [new URL(backend.url).host] }, METRICS_TOKEN);
  // The browser's own user agent too: a beacon sent as a page unloads leaves with it, not with the page's override.
  browser = await chromium.launch({ executablePath: chromiumExecutable(), args: [...CHROMIUM_ARGS, `--user-agent=${ANDROID_CHROME}`] });
  const found = await graphqlCall<{ products: { items: { url_key: string }[] }; categoryList: { children: { url_key: string; product_count: number }[] }[] }>(
    backend,
    '{ products(search: "", pageSize: 1) { items { url_key } } categoryList(filters: { ids: { eq: "2" } }) { children { url_key product_count } } }',
  );
  const category = found.data!.categoryList[0]!.children.find((child) => child.product_count > 0 && child.url_key)!;
  pages = [
    { type: 'home', path: '/en' },
    { type: 'category', path: `/ar/categories/${category.url_key}` },
    { type: 'product', path: `/en/products/${found.data!.products.items[0]!.url_key}` },
  ];
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await prometheus?.close();
  await storefront?.close();
  await backend?.close();
});

/** The reports the storefront has recorded, from its own /metrics. */
async function recordedReports(): Promise<number> {
  const exposition = await (await fetch(`${storefront.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return Number(/^storefront_rum_reports_total\{outcome="recorded"\} (\d+)$/m.exec(exposition)?.[1] ?? 0);
}

/**
 * Views `path` as a shopper until the reporter runs, then leaves the page, which sends its vitals; waits until the
 * storefront has recorded them (a beacon still in flight would be lost with the browser's context).
 */
async function viewAndLeave(page: Page, path: string): Promise<void> {
  const before = await recordedReports();
  const reporter = page.waitForResponse((response) => response.url().includes('web-vitals-reporter'));
  await page.goto(`${storefront.url}${path}`, { waitUntil: 'load' });
  await reporter;
  // The browser hands the reporter its buffered entries (LCP, paints, navigation) in a task of their own: let it run.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  await page.goto('about:blank');
  await expect.poll(recordedReports, { timeout: 10_000, message: `${path} sent no report` }).toBeGreaterThan(before);
}

async function viewEachPage(): Promise<void> {
  const context = await browser.newContext({ userAgent: ANDROID_CHROME, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  for (const { path } of pages) await viewAndLeave(page, path);
  await context.close();
}

/** The value of `expr` by page type, once Prometheus has one for every page viewed. */
async function byPageType(expr: string): Promise<Record<string, number>> {
  let values: Record<string, number> = {};
  await expect
    .poll(
      async () => {
        values = Object.fromEntries((await prometheus.query(expr)).map(({ metric, value }) => [metric.page_type, value]));
        return pages.filter(({ type }) => !Number.isFinite(values[type])).map(({ type }) => type);
      },
      { timeout: 60_000, interval: 500, message: `${expr}: page types without a value` },
    )
    .toEqual([]);
  return values;
}

describe('field measurements through Prometheus', () => {
  it('records the p75 LCP of the page types shoppers viewed', async () => {
    await viewEachPage();
    const firstViews = await byPageType('sum by (page_type) (storefront_web_vitals_lcp_seconds_count{device="phone"})');
    expect(Object.values(firstViews).every((count) => count >= 1)).toBe(true);
    await viewEachPage();

    const p75 = await byPageType(P75_LCP);
    for (const { type } of pages) {
      expect(p75[type], type).toBeGreaterThan(0);
      expect(p75[type], type).toBeLessThanOrEqual(10);
    }
    const byLocale = await prometheus.query('page_type_locale:storefront_web_vitals_lcp_seconds:p75_1h');
    expect(byLocale.map(({ metric }) => `${metric.page_type} ${metric.locale}`)).toEqual(expect.arrayContaining(['home en', 'category ar', 'product en']));
    const reports = await prometheus.query('sum by (outcome) (storefront_rum_reports_total)');
    expect(reports.find(({ metric }) => metric.outcome === 'recorded')?.value).toBeGreaterThanOrEqual(pages.length * 2);

    const screenshot = process.env.FIELD_MEASUREMENTS_SCREENSHOT;
    if (screenshot) {
      // A few seconds of the recorded series, so the graph draws lines rather than points.
      await byPageType(`count_over_time((${P75_LCP} >= 0)[30s:1s]) >= 20`);
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const query = new URLSearchParams({ 'g0.expr': P75_LCP, 'g0.tab': '0', 'g0.range_input': '30s' });
      await page.goto(`${prometheus.url}/graph?${query}`);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: screenshot, fullPage: true });
      await page.close();
    }
  }, 180_000);
});
