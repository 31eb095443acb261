/**
 * Records one checked field measurement report in the metrics (src/server/observability/web-vitals-metrics.ts):
 * each vital it holds in its histogram, in seconds (CLS as it is), and the kind of element behind its LCP and INP
 * with the rating Google's thresholds give the value.
 */
import { webVitalElements, webVitals } from '@/server/observability/web-vitals-metrics.ts';
import type { CheckedWebVitalsReport } from './web-vitals-report-schema.ts';

/** Google's "good" and "poor" limits (web.dev/articles/vitals), in the report's milliseconds. */
const THRESHOLDS_MS = { lcp: [2500, 4000], inp: [200, 500] } as const;

export function ratingOf(vital: keyof typeof THRESHOLDS_MS, valueMs: number): 'good' | 'needs-improvement' | 'poor' {
  const [good, poor] = THRESHOLDS_MS[vital];
  if (valueMs <= good) return 'good';
  return valueMs <= poor ? 'needs-improvement' : 'poor';
}

export function recordWebVitals(report: CheckedWebVitalsReport): void {
  const labels = { page_type: report.pageType, locale: report.locale, device: report.device, connection: report.connection, navigation: report.navigation };
  for (const vital of ['lcp', 'inp', 'fcp', 'ttfb'] as const) {
    const valueMs = report[vital];
    if (valueMs !== undefined) webVitals[vital].observe(labels, valueMs / 1000);
  }
  if (report.cls !== undefined) webVitals.cls.observe(labels, report.cls);
  for (const [vital, element] of [['lcp', report.lcpElement], ['inp', report.inpElement]] as const) {
    const valueMs = report[vital];
    if (valueMs === undefined || element === undefined) continue;
    webVitalElements.inc({ vital: vital.toUpperCase(), page_type: report.pageType, element, rating: ratingOf(vital, valueMs) });
  }
}
