/**
 * Every Add to cart button on a product card names its product (issue 22): a screen reader's list of buttons on a
 * page with related products, or on a listing, tells them apart, and the visible words are still in the name.
 */
import { expect, test } from '@playwright/test';
import { seedSlugs } from './support/backend.ts';
import { copy } from './support/locales.ts';

for (const locale of ['ar', 'en'] as const) {
  test(`each Add to cart button on the ${locale} product cards of a category names its product`, async ({ page }) => {
    const { category } = await seedSlugs();
    await page.goto(`/${locale}/categories/${category.url_key}`);
    const buttons = page.locator('main form[data-add-to-cart]').getByRole('button', { name: copy(locale, 'common', 'actions.addToCart') });
    const names = await buttons.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
    expect(names.length).toBeGreaterThan(1);
    expect(new Set(names).size).toBe(names.length);
    const products = await page
      .locator('main form[data-add-to-cart]')
      .evaluateAll((forms) => forms.map((form) => (JSON.parse((form as HTMLFormElement).dataset.addToCart ?? '{}') as { name: string }).name));
    names.forEach((name, index) => {
      expect(name.startsWith(copy(locale, 'common', 'actions.addToCart'))).toBe(true);
      expect(name).toContain(products[index]);
    });
  });
}
