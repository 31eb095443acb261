import { chromium } from 'playwright';
const [,, url, out, width = '1440', full = '1', cookie = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
if (cookie) {
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name, value, url }]);
}
const page = await context.newPage();
await page.goto(url, { waitUntil: 'load' });
const anchor = process.env.ANCHOR;
if (anchor) await page.locator(anchor).first().scrollIntoViewIfNeeded();
await page.screenshot({ path: out, fullPage: full === '1' });
await browser.close();
