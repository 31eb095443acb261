/**
 * The field measurement reporter (issue 43), loaded once the page is idle on a sampled page view
 * (web-vitals-sampling.ts). It measures LCP, INP, CLS, FCP and TTFB with Google's `web-vitals` and sends them once,
 * when the page is first hidden (the shopper leaves, switches tab or app), in one `navigator.sendBeacon` to
 * `POST /api/rum`, with only the page type, locale, a coarse device class and connection type, and for LCP and INP
 * the kind of element responsible (web-vitals-report.ts).
 *
 * - The standard build, not the attribution build: the entries it hands over already name the LCP element and the
 *   interaction's target, which is all the kind needs, and the attribution build would cost 2 KB more of the
 *   first-load budget.
 * - `reportAllChanges` keeps the latest value of each vital as it changes, so whatever the page holds when it is
 *   first hidden goes out; a page shown again and hidden again sends nothing more (one report per page view, a
 *   restore from the back/forward cache being a new one).
 * - Each report says how the page was reached (issue 53): prerendered when its navigation was activated from a
 *   prerender (`activationStart` > 0), restored when it came back from the back/forward cache, which starts a new page
 *   view with a report of its own (web-vitals measures the restored view apart), else navigated.
 * - Loaded late, it still sees the whole page: LCP, FCP, TTFB, layout shifts and slow interactions are buffered by
 *   the browser and handed over when it starts observing.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';
import { pageLocale } from '@/lib/i18n/page-locale.ts';
import { RUM_ENDPOINT, type DeviceClass, type ElementKind, type NavigationKind, type WebVitalsReport } from '@/lib/web-vitals-report.ts';

const INTERACTIVE = 'a,button,input,select,textarea,label,summary,[role=button],[role=link],[role=tab]';

/** What kind of element an LCP or an interaction was: an image (or a picture's text-free box), text, a control. */
export function elementKindOf(element: Element | null | undefined, paintedImage = false): ElementKind {
  if (paintedImage || element instanceof HTMLImageElement || element instanceof HTMLVideoElement || element instanceof SVGImageElement) return 'image';
  if (!element) return 'other';
  if (element.closest(INTERACTIVE)) return 'button';
  return element.textContent?.trim() ? 'text' : 'other';
}

/** A coarse class from the screen's shorter side and the pointer: nothing finer than a shop's layout breakpoints. */
export function deviceClassOf(shortSide: number, coarsePointer: boolean): DeviceClass {
  if (shortSide < 600) return 'phone';
  return coarsePointer && shortSide < 1100 ? 'tablet' : 'desktop';
}

type NetworkInformation = { effectiveType?: string };

function connectionType(): string {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection?.effectiveType ?? 'other';
}

function elementOf(metric: MetricType): ElementKind | undefined {
  if (metric.name === 'LCP') {
    const entry = metric.entries.at(-1);
    return entry ? elementKindOf(entry.element, entry.url !== '') : undefined;
  }
  if (metric.name === 'INP') {
    const entry = metric.entries.find((candidate) => candidate.target) ?? metric.entries[0];
    return entry ? elementKindOf(entry.target as Element | null) : undefined;
  }
  return undefined;
}

/** How this document's own navigation was reached: activated from a prerender, or loaded. */
export function loadedAs(entry: (PerformanceEntry & { activationStart?: number }) | undefined): NavigationKind {
  return (entry?.activationStart ?? 0) > 0 ? 'prerendered' : 'navigated';
}

export function reportWebVitals(): void {
  const newReport = (navigation: NavigationKind): WebVitalsReport => ({
    pageType: document.documentElement.dataset.pageType ?? 'other',
    locale: pageLocale(),
    device: deviceClassOf(Math.min(screen.width, screen.height), matchMedia('(pointer: coarse)').matches),
    connection: connectionType(),
    navigation,
  });
  let report = newReport(loadedAs(performance.getEntriesByType('navigation')[0]));
  const keep = (metric: MetricType) => {
    const name = metric.name.toLowerCase() as 'lcp' | 'inp' | 'cls' | 'fcp' | 'ttfb';
    report[name] = metric.value;
    const element = elementOf(metric);
    if (element && metric.name === 'LCP') report.lcpElement = element;
    if (element && metric.name === 'INP') report.inpElement = element;
  };
  for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) observe(keep, { reportAllChanges: true });

  // Not on pagehide, which Chrome fires before visibilitychange: web-vitals hands over what it still holds (an LCP
  // waiting for an idle moment, the last interaction) in its own visibilitychange listener, registered before this.
  let sent = false;
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    report = newReport('restored');
    sent = false;
  });
  addEventListener('visibilitychange', () => {
    if (sent || document.visibilityState !== 'hidden') return;
    sent = true;
    navigator.sendBeacon(RUM_ENDPOINT, JSON.stringify(report));
  });
}
