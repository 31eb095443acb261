/**
 * The vitals' histograms (src/server/observability/web-vitals-metrics.ts) have buckets at Google's thresholds, so a
 * p75 computed from them is above a threshold exactly when more than a quarter of page views were.
 */
import { describe, expect, it } from 'vitest';
import { webVitals } from '@/server/observability/web-vitals-metrics.ts';

const bucketsOf = async (metric: keyof typeof webVitals) =>
  (await webVitals[metric].get()).values.filter((entry) => entry.metricName?.endsWith('_bucket')).map((entry) => entry.labels.le);

describe('the Core Web Vitals histograms', () => {
  it('have buckets at the good and poor thresholds of each vital', async () => {
    webVitals.lcp.observe({ page_type: 'home', locale: 'ar', device: 'phone', connection: '4g' }, 1);
    webVitals.inp.observe({ page_type: 'home', locale: 'ar', device: 'phone', connection: '4g' }, 0.1);
    webVitals.cls.observe({ page_type: 'home', locale: 'ar', device: 'phone', connection: '4g' }, 0);
    webVitals.fcp.observe({ page_type: 'home', locale: 'ar', device: 'phone', connection: '4g' }, 1);
    webVitals.ttfb.observe({ page_type: 'home', locale: 'ar', device: 'phone', connection: '4g' }, 0.1);
    expect(await bucketsOf('lcp')).toEqual(expect.arrayContaining([1.2, 2.5, 4]));
    expect(await bucketsOf('inp')).toEqual(expect.arrayContaining([0.1, 0.2, 0.5]));
    expect(await bucketsOf('cls')).toEqual(expect.arrayContaining([0.05, 0.1, 0.25]));
    expect(await bucketsOf('fcp')).toEqual(expect.arrayContaining([1.8, 3]));
    expect(await bucketsOf('ttfb')).toEqual(expect.arrayContaining([0.8, 1.8]));
  });
});
