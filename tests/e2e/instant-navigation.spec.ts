/**
 * Instant navigation (issue 53), what Playwright's Chromium can show (it refuses to prerender under DevTools; the
 * prerender itself is tests/integration/pages/prerender.test.ts's, through puppeteer-core):
 * - catalogue pages carry the Speculation Rules once their script runs, allowed by the CSP's hash (no violation, no
 *   'unsafe-inline'); personal pages (cart, account) carry none, nor any page on Save-Data.
 * Playwright's Chromium also runs without the back/forward cache (BackForwardCacheDisabledByCommandLine): a restored
 * page's header is tests/integration/pages/instant-navigation.test.ts's too.
 */
import { browseWithSaveData, expect, test, type Page } from './support/test.ts';
import { seedSlugs } from './support/backend.ts';
import { watchCspViolations } from './support/csp-violations.ts';
import { signedInCustomer } from './support/sign-in.ts';

// The Speculation Rules are the subject: the shopper browses without Save-Data (support/test.ts).
test.use({ saveData: false });

const rules = (page: Page) => page.locator('script[type="speculationrules"]');

for (const locale of ['ar', 'en'] as const) {
  test(`catalogue pages in ${locale} carry the Speculation Rules, within the CSP`, async ({ page }) => {
    test.setTimeout(180_000);
    const { category, product } = await seedSlugs();
    const violations = await watchCspViolations(page);
    for (const path of [
      `/${locale}`,
      `/${locale}/categories/${category.url_key}`,
      `/${locale}/products/${product.url_key}`,
      `/${locale}/search?keyword=phone`,
      `/${locale}/deals`,
      `/${locale}/collections/best-sellers`,
      `/${locale}/brands`,
      `/${locale}/ecards`,
    ]) {
      const response = await page.goto(path);
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy, path).not.toContain("'unsafe-inline'");
      await expect(rules(page), path).toHaveCount(1);
      const text = (await rules(page).textContent()) ?? '';
      const parsed = JSON.parse(text) as { prerender: { eagerness: string }[]; prefetch: { eagerness: string }[] };
      expect(parsed.prerender[0]?.eagerness, path).toBe('moderate');
      expect(text, path).toContain(`/${locale}/products{/:key}?`);
      expect(text, path).not.toContain('/cart');
    }
    expect(violations).toEqual([]);
  });
}

test('personal pages carry no Speculation Rules', async ({ page, context, baseURL }) => {
  await signedInCustomer(context, baseURL!, 'instant-navigation');
  for (const path of ['/en/cart', '/ar/account', '/en/account/orders', '/en/account/wishlist']) {
    await page.goto(path);
    await page.waitForLoadState('load');
    // The shell has run (its prefetch waits for idle; the rules would be in at once).
    await page.waitForTimeout(500);
    await expect(rules(page), path).toHaveCount(0);
  }
});

test('nothing is speculated with Save-Data', async ({ page }) => {
  await browseWithSaveData(page);
  await page.goto('/en');
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  await expect(rules(page)).toHaveCount(0);
});
