/**
 * The check of a field measurement report (src/lib/web-vitals-report.ts) as `POST /api/rum` receives it: any
 * browser, or anything pretending to be one, can send it, so every field is bounded.
 * - Only the report's own fields: anything more is refused, so nothing else a sender adds is ever kept.
 * - Labels outside their lists become `other` (the metrics' label sets stay bounded); a label longer than any real
 *   one is refused.
 * - Each vital is a finite number, clamped into what a page view can measure (a minute for the times, 10 for CLS):
 *   one broken or hostile browser cannot drag a histogram's sum by hours. At least one vital is there.
 */
import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locales.ts';
import { CONNECTION_TYPES, DEVICE_CLASSES, ELEMENT_KINDS, NAVIGATION_KINDS, OTHER, PAGE_TYPES } from '@/lib/web-vitals-report.ts';

/** The most a report can weigh: its fields and five numbers take a few hundred bytes. */
export const MAX_REPORT_BYTES = 2048;

const MAX_LABEL_LENGTH = 32;
/** Milliseconds: a page view measuring more than this is a page left open, not a slower page. */
export const MAX_TIME_MS = 60_000;
export const MAX_CLS = 10;

function label<Value extends string>(values: readonly Value[]) {
  return z
    .string()
    .max(MAX_LABEL_LENGTH)
    .transform((value): Value | typeof OTHER => ((values as readonly string[]).includes(value) ? (value as Value) : OTHER));
}

function clamped(max: number) {
  return z.number().transform((value) => Math.min(max, Math.max(0, value)));
}

export const webVitalsReportSchema = z
  .strictObject({
    pageType: label(PAGE_TYPES),
    locale: label(LOCALES),
    device: label(DEVICE_CLASSES),
    connection: label(CONNECTION_TYPES),
    // A reporter from before the label sent none: its page was navigated to.
    navigation: label(NAVIGATION_KINDS).default('navigated'),
    lcp: clamped(MAX_TIME_MS).optional(),
    inp: clamped(MAX_TIME_MS).optional(),
    cls: clamped(MAX_CLS).optional(),
    fcp: clamped(MAX_TIME_MS).optional(),
    ttfb: clamped(MAX_TIME_MS).optional(),
    lcpElement: label(ELEMENT_KINDS).optional(),
    inpElement: label(ELEMENT_KINDS).optional(),
  })
  .refine((report) => [report.lcp, report.inp, report.cls, report.fcp, report.ttfb].some((value) => value !== undefined), {
    message: 'a report holds at least one of lcp, inp, cls, fcp and ttfb',
  });

export type CheckedWebVitalsReport = z.infer<typeof webVitalsReportSchema>;
