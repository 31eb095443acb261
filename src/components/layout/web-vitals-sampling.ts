/**
 * Whether this page view reports its Core Web Vitals: the page names the store's sample rate
 * (`<html data-rum-sample-rate>`, RUM_SAMPLE_RATE, the same for every shopper so the cached page can carry it) and
 * each browser draws its own lot. Only a page view that is drawn downloads the reporter
 * (web-vitals-reporter.client.ts); a page without a rate downloads nothing. Part of the shell, so kept tiny.
 */
export function reportWebVitalsIfSampled(): void {
  const rate = Number(document.documentElement.dataset.rumSampleRate);
  if (!(rate > 0) || Math.random() >= rate) return;
  void import('./web-vitals-reporter.client.ts').then(({ reportWebVitals }) => reportWebVitals());
}
