/**
 * "Item added to cart" (issue 40): the toast offers the way to the cart, is announced politely, stays long enough
 * to reach its link, and stays while the pointer or focus is on it.
 */
import { expect, test } from './support/test.ts';
import { seedSlugs } from './support/backend.ts';
import { copy } from './support/locales.ts';

for (const locale of ['ar', 'en'] as const) {
  for (const width of [390, 1440]) {
    test(`the added toast in ${locale} at ${width} px links to the cart and waits for the shopper`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      const { product } = await seedSlugs();
      // The page's clock (its timers, Date and animation frames), which the test moves on instead of waiting.
      await page.clock.install();
      await page.goto(`/${locale}/products/${product.url_key}`);
      await page
        .locator('[data-product-offer] form')
        .getByRole('button', { name: copy(locale, 'common', 'actions.addToCart') })
        .click();

      const toast = page.getByRole('status').filter({ hasText: copy(locale, 'errors', 'cart.added') });
      await expect(toast).toBeVisible();
      const viewCart = toast.getByRole('link', { name: copy(locale, 'cart', 'viewCart') });
      await expect(viewCart).toHaveAttribute('href', `/${locale}/cart`);

      // Past the spec's 1 s (and its transition) the toast is still there to use: time itself is the subject here,
      // the page's own, run on by 2 s with every timer due meanwhile fired.
      await page.clock.runFor(2000);
      await expect(viewCart).toBeVisible();
      // Held by the pointer, it outlasts its own duration.
      await viewCart.hover();
      await page.clock.runFor(7000);
      await expect(viewCart).toBeVisible();

      await viewCart.click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/cart$`));
    });
  }
}
