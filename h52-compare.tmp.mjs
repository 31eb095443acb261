import { chromium } from 'playwright';
const base = 'http://127.0.0.1:5521';
const [,, keys] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
const page = await context.newPage();
for (const key of keys.split(',')) {
  await page.goto(`${base}/en/products/${key}`);
  await page.locator('[data-product-offer] button:has-text("Compare")').click();
  await page.waitForURL(/\/compare/);
}
const state = await context.storageState();
console.log(JSON.stringify(state.cookies.filter((c) => c.name.startsWith('compare'))));
for (const [locale, width] of [['en', 1440], ['ar', 1440], ['en', 390], ['ar', 390]]) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${base}/${locale}/compare`);
  await page.screenshot({ path: `/work/wt/shots/h52/compare-${locale}-${width}.png`, fullPage: true });
}
await page.goto(`${base}/en/compare?differences=1`);
await page.setViewportSize({ width: 1440, height: 900 });
await page.screenshot({ path: `/work/wt/shots/h52/compare-en-1440-differences.png`, fullPage: true });
await browser.close();
