/**
 * "The page's own requests are done", for specs that scroll a page and then read what it asked for: Playwright's
 * `networkidle` less the browser's link prefetches (`Sec-Purpose: prefetch`, the Speculation Rules' and
 * `<link rel=prefetch>`'s).
 *
 * `networkidle` counts a prefetch Chromium gave up on as in flight for ever: measured on a cold home page
 * (tests/e2e/responsive-images.spec.ts), five speculation-rules prefetches stayed "open" for the whole 150 s while the
 * storefront's log showed each one answered within 1.5 s (200, the client gone before the end: Chromium dropped it as
 * newer links scrolled into view) or declined at once (503), or never sent at all. The page's own requests (its
 * pictures, scripts, Actions) are what these specs wait for; a prefetch asks for another page.
 */
import type { Page, Request } from '@playwright/test';

const QUIET_MS = 500;

/** Starts watching `page`'s requests (call it before the navigation); `settled()` resolves once none but prefetches is open for 500 ms. */
export function watchNetwork(page: Page): { settled: (timeoutMs?: number) => Promise<void> } {
  const open = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    // The headers as sent are known at once for a prefetch (a dropped one never gets its final headers).
    const headers = request.headers();
    if (/\bprefetch\b/i.test(headers['sec-purpose'] ?? headers['purpose'] ?? '')) return;
    open.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (open.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled(timeoutMs = 40_000) {
      const deadline = Date.now() + timeoutMs;
      while (open.size > 0 || Date.now() - lastChange < QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`the page's requests did not settle: ${[...open].map((request) => request.url()).join(', ')}`);
        await page.waitForTimeout(100);
      }
    },
  };
}
