/**
 * The share of page views whose browser reports its Core Web Vitals: `RUM_SAMPLE_RATE`, from 0 (off: the page loads
 * no reporter at all) to 1 (every page view). Unset, one page view in ten in production, where ten thousand
 * shoppers a day give a p75 per page type well within an hour, and every one in development; the test runs set 1.
 *
 * The rate is the same for every shopper, so it can be written into cached HTML (StoreLayout); each browser draws
 * its own lot against it (web-vitals-sampling.ts).
 */
export const DEFAULT_PRODUCTION_RATE = 0.1;

export function rumSampleRate(env: NodeJS.ProcessEnv = process.env, isDev: boolean = import.meta.env.DEV): number {
  const configured = env.RUM_SAMPLE_RATE?.trim();
  if (configured) {
    const rate = Number(configured);
    if (Number.isFinite(rate)) return Math.min(1, Math.max(0, rate));
  }
  return isDev ? 1 : DEFAULT_PRODUCTION_RATE;
}
