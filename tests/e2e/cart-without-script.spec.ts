/**
 * The cart with script off (issue 40): each line offers the typed quantity with Update alone, not also the −/+
 * stepper (which is the control with script, alone), and the header of any page shows the cart's count, which is
 * also in the cart link's accessible name, with script or without (issue 55: a page with script, in a browser with
 * script off, named it "Cart" alone).
 */
import { expect, test } from './support/test.ts';
import { copy, fill } from './support/locales.ts';
import { addProductThenOpenCart } from './support/product-page.ts';

for (const locale of ['ar', 'en'] as const) {
  for (const javaScriptEnabled of [false, true]) {
    test.describe(`the cart in ${locale} ${javaScriptEnabled ? 'with' : 'without'} script`, () => {
      test.use({ javaScriptEnabled });

      test('offers one way to change a quantity, and the header counts the cart', async ({ page }) => {
        await addProductThenOpenCart(page, locale, javaScriptEnabled);
        const line = page.getByTestId('cart-line').first();
        const stepper = line.locator('[data-qty-stepper]');
        const typed = line.locator('input[type="number"][name="qty"]');
        if (javaScriptEnabled) {
          await expect(stepper).toBeVisible();
          await expect(typed).toHaveCount(0);
        } else {
          await expect(stepper).toBeHidden();
          await expect(typed).toBeVisible();
          await expect(line.getByRole('button', { name: copy(locale, 'cart', 'items.setQuantity') })).toBeVisible();
        }

        // A page with script of its own, and one without: the count is in the header either way.
        for (const path of ['/deals', '/about']) {
          await page.goto(`/${locale}${path}`);
          const link = page.locator('header [data-cart-link]');
          await expect(link, path).toHaveAccessibleName(fill(copy(locale, 'cart', 'linkName_one'), { count: 1 }));
          if (javaScriptEnabled && path === '/deals') {
            await expect(link.locator('[data-cart-badge]')).toHaveAttribute('data-count', '1');
            await expect(link.locator('[data-shopper-part="cart-badge"]')).toBeHidden();
            continue;
          }
          const shown = link.locator('[data-shopper-part="cart-badge"]');
          await expect(shown, path).toBeVisible();
          expect(await shown.evaluate((badge) => getComputedStyle(badge, '::after').content), path).toBe('"1"');
        }
      });
    });
  }
}
