/**
 * A refused coupon says why (issue 40): the spec's "Coupon not applied", then the backend's reason in the shopper's
 * language (the seed's EXPIRED20 ended in 2024), with script and without.
 */
import { expect, test } from './support/test.ts';
import { copy } from './support/locales.ts';
import { addProductThenOpenCart } from './support/product-page.ts';

for (const locale of ['ar', 'en'] as const) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`a refused coupon in ${locale} ${javaScriptEnabled ? 'with' : 'without'} script`, () => {
      test.use({ javaScriptEnabled });

      test('an expired code says it expired under "Coupon not applied"', async ({ page }) => {
        await addProductThenOpenCart(page, locale, javaScriptEnabled);
        await page.getByLabel(copy(locale, 'cart', 'coupon.label')).fill('EXPIRED20');
        await page.getByRole('button', { name: copy(locale, 'cart', 'coupon.apply') }).click();

        const alert = page.locator('#coupon-error');
        await expect(alert).toContainText(copy(locale, 'errors', 'cart.couponNotApplied'));
        await expect(alert.getByTestId('coupon-refusal')).toHaveText(copy(locale, 'errors', 'cart.couponRefusal.expired'));
        await expect(page.getByLabel(copy(locale, 'cart', 'coupon.label'))).toHaveValue('EXPIRED20');
      });
    });
  }
}
