/**
 * The two strips above the header (issue 40): the announcement never leaves a "•" at a line's end on a phone, and
 * the desktop top bar shows what the server knows (help, the language switch) from the first paint, with script and
 * without; only the account part waits the spec's 2 s.
 */
import { expect, test, type Page } from './support/test.ts';
import { copy } from './support/locales.ts';

const LOCALES = ['ar', 'en'] as const;

/** Each item's text, its box and whether its text sits on one line. */
async function announcementLayout(page: Page) {
  return page.getByTestId('announcement-items').locator('li').evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      return { text: item.textContent ?? '', top: Math.round(box.top), left: box.left, right: box.right };
    }),
  );
}

for (const locale of LOCALES) {
  for (const javaScriptEnabled of [true, false]) {
    const script = javaScriptEnabled ? 'with script' : 'without script';
    test.describe(`header strips in ${locale} ${script}`, () => {
      test.use({ javaScriptEnabled });

      test('the announcement on a phone stacks its items, no "•" in its text @phone-only', async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(`/${locale}/about`);
        const bar = page.locator('[data-announcement]');
        await expect(bar).toBeVisible();
        expect(await bar.locator('ul').innerText()).not.toContain('•');
        const items = await announcementLayout(page);
        expect(items).toHaveLength(2);
        const barBox = await bar.boundingBox();
        for (const item of items) {
          expect(item.left).toBeGreaterThanOrEqual((barBox?.x ?? 0) - 1);
          expect(item.right).toBeLessThanOrEqual((barBox?.x ?? 0) + (barBox?.width ?? 0) + 1);
        }
        expect(items[1]?.top).toBeGreaterThan(items[0]?.top ?? 0);
      });

      test('the announcement on a desktop is one row with a separator drawn between its items', async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(`/${locale}/about`);
        const items = await announcementLayout(page);
        expect(items).toHaveLength(2);
        expect(items[0]?.top).toBe(items[1]?.top);
        const separator = await page
          .getByTestId('announcement-items')
          .locator('li')
          .nth(1)
          .evaluate((item) => getComputedStyle(item, '::before').content);
        expect(separator).toContain('•');
      });

      test('the top bar shows help and the language switch at once; the account part waits', async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(`/${locale}/deals`, { waitUntil: 'domcontentloaded' });
        const topBar = page.locator('[data-top-bar]');
        const shown = (selector: string) =>
          topBar.locator(selector).first().evaluate((element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true }));
        // Read before the spec's 2 s have passed: the server-known parts are already there.
        expect(await shown('[data-locale-switcher]')).toBe(true);
        expect(await shown(`a[href="/${locale}/contact"]`)).toBe(true);
        await expect(topBar.getByRole('link', { name: copy(locale, 'layout', 'topBar.help') })).toBeVisible();
        // The account links still come in after load (at once without script, by the head's noscript rule).
        await expect(topBar.getByRole('link', { name: copy(locale, 'layout', 'topBar.signIn') })).toBeVisible();
      });
    });
  }
}
