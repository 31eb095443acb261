/**
 * Shoppers' Core Web Vitals as histograms (fed by `POST /api/rum`, src/server/rum/): one per vital, labelled by page
 * type, locale, device class, connection type and how the page was reached (navigated, prerendered, restored), each label from a short fixed list (unknown values are `other`,
 * web-vitals-report.ts), so the series stay bounded. The buckets hold Google's thresholds exactly (LCP 1.2, 2.5 and
 * 4 s; INP 100, 200 and 500 ms; CLS 0.05, 0.1 and 0.25; FCP 1.8 and 3 s; TTFB 0.8 and 1.8 s), so a p75 read from them
 * (deploy/prometheus/recording-rules.yml) is above a threshold exactly when more than a quarter of page views were,
 * with a few buckets more for a readable p75 in between.
 *
 * The element responsible for LCP and INP is counted apart, by page type and rating only: as a histogram label it
 * would multiply every vital's series by four.
 */
import type { Counter, Histogram } from 'prom-client';
import { counter, histogram } from './metrics.ts';

const LABELS = ['page_type', 'locale', 'device', 'connection', 'navigation'] as const;
type VitalLabel = (typeof LABELS)[number];

export const webVitals = {
  lcp: histogram({
    name: 'storefront_web_vitals_lcp_seconds',
    help: 'Largest Contentful Paint measured in shoppers\' browsers, by page type, locale, device class, connection type and how the page was reached.',
    labelNames: LABELS,
    buckets: [0.6, 1.2, 1.8, 2.5, 3.2, 4, 6, 10],
  }),
  inp: histogram({
    name: 'storefront_web_vitals_inp_seconds',
    help: 'Interaction to Next Paint measured in shoppers\' browsers, by page type, locale, device class, connection type and how the page was reached.',
    labelNames: LABELS,
    buckets: [0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 1, 2],
  }),
  cls: histogram({
    name: 'storefront_web_vitals_cls',
    help: 'Cumulative Layout Shift measured in shoppers\' browsers, by page type, locale, device class, connection type and how the page was reached.',
    labelNames: LABELS,
    buckets: [0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
  }),
  fcp: histogram({
    name: 'storefront_web_vitals_fcp_seconds',
    help: 'First Contentful Paint measured in shoppers\' browsers, by page type, locale, device class, connection type and how the page was reached.',
    labelNames: LABELS,
    buckets: [0.9, 1.8, 2.4, 3, 4.5, 6],
  }),
  ttfb: histogram({
    name: 'storefront_web_vitals_ttfb_seconds',
    help: 'Time to First Byte measured in shoppers\' browsers, by page type, locale, device class, connection type and how the page was reached.',
    labelNames: LABELS,
    buckets: [0.2, 0.4, 0.8, 1.3, 1.8, 3],
  }),
} satisfies Record<string, Histogram<VitalLabel>>;

export const webVitalElements: Counter<'vital' | 'page_type' | 'element' | 'rating'> = counter({
  name: 'storefront_web_vitals_elements_total',
  help: 'Page views by the kind of element responsible for their LCP or INP (image, text, button, other), with its rating.',
  labelNames: ['vital', 'page_type', 'element', 'rating'],
});

export const rumReports: Counter<'outcome'> = counter({
  name: 'storefront_rum_reports_total',
  help: 'Field measurement reports received: recorded, bot (dropped by user agent), refused (a bad body) or limited (rate limit).',
  labelNames: ['outcome'],
});
