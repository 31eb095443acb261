/**
 * A field measurement report (issue 43): what a shopper's browser sends to `POST /api/rum` once per page view, and
 * what the server accepts. It carries the page's Core Web Vitals and nothing that names the shopper or the page's
 * address: the page type (set by the layout from the route, never from the URL's query), the locale, a coarse
 * device class and connection type, how the page was reached, and for LCP and INP the kind of element responsible.
 *
 * Shared by the browser's reporter and the server's check, so both name the same values; the server maps any value
 * outside these lists to `other`, which keeps the metrics' label sets bounded.
 */
export const RUM_ENDPOINT = '/api/rum';

export const PAGE_TYPES = ['home', 'category', 'product', 'search', 'cart', 'checkout', 'account', 'static'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** From the screen's shorter side and the pointer (web-vitals-reporter.client.ts). */
export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The Network Information API's `effectiveType`, where the browser has it (Chromium). */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

/**
 * How the page view was reached (issue 53): `prerendered` (Speculation Rules made it before the shopper tapped),
 * `restored` (back from the back/forward cache), `navigated` (any other load, a reload or a step back that was not
 * restored among them). Each restore is a page view of its own, with its own report.
 */
export const NAVIGATION_KINDS = ['navigated', 'prerendered', 'restored'] as const;
export type NavigationKind = (typeof NAVIGATION_KINDS)[number];

export const ELEMENT_KINDS = ['image', 'text', 'button', 'other'] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];

/** The label every value outside its list becomes. */
export const OTHER = 'other';

/** The vitals as web-vitals measures them: milliseconds, except CLS (a unitless score). */
export type WebVitalValues = { lcp?: number; inp?: number; cls?: number; fcp?: number; ttfb?: number };

export type WebVitalsReport = WebVitalValues & {
  pageType: string;
  locale: string;
  device: string;
  connection: string;
  navigation?: string;
  lcpElement?: string;
  inpElement?: string;
};
