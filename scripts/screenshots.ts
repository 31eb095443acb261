/**
 * `npm run screenshots -- <base-url> <path> [path…]`: full-page PNGs of each path in ar and en at
 * phone (390 px) and desktop (1440 px) widths, into `screenshots/` (git-ignored), for looking at the pages.
 * Paths are given without the locale prefix (`/`, `/categories/phones`).
 * `SCREENSHOT_COOKIES="name=value; other=value"` sends those cookies with every page (e.g. a signed-in shopper's
 * `customer_token`, for the account pages).
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './lib/chromium.ts';

const [baseUrl, ...paths] = process.argv.slice(2);
if (!baseUrl || paths.length === 0) {
  console.error('usage: npm run screenshots -- http://localhost:4321 / /categories/phones');
  process.exit(2);
}
mkdirSync('screenshots', { recursive: true });

function cookiesFor(url: string) {
  return (process.env.SCREENSHOT_COOKIES ?? '')
    .split(';')
    .map((pair) => pair.trim().split('='))
    .filter((parts): parts is [string, string] => parts.length === 2 && parts[0] !== '')
    .map(([name, value]) => ({ name, value, url }));
}
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
for (const width of [390, 1440]) {
  // The style injected below is ours, not the page's: the page's Content-Security-Policy would refuse it.
  const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 900 }, deviceScaleFactor: 1, bypassCSP: true });
  await context.addCookies(cookiesFor(baseUrl));
  const page = await context.newPage();
  for (const locale of ['ar', 'en']) {
    for (const path of paths) {
      const url = `${baseUrl}/${locale}${path === '/' ? '' : path}`;
      await page.goto(url, { waitUntil: 'networkidle' });
      // Scroll through once so lazy images and visible-on-scroll islands load, as they would for a shopper.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(2500);
      // Blocks marked defer-render (content-visibility: auto) are painted only near the viewport; a full-page
      // picture needs all of them, as a shopper sees each one on reaching it.
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      const file = `screenshots/${locale}${path.replace(/[^a-z0-9]+/gi, '_')}-${width}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
  }
  await context.close();
}
await browser.close();
