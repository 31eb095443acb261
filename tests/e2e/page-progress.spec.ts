/**
 * The thin loading bar at the top (spec §9) runs only while another page is on its way (issue 55): an add to the
 * cart that script answers in place (a product page's, a listing card's) loads no page, so the bar does not start,
 * and it never rests part-way, which reads as a page still loading. A link to another page still shows it to the
 * end and then hides it.
 */
import { expect, test, type Page } from './support/test.ts';
import { seedSlugs } from './support/backend.ts';
import { copy } from './support/locales.ts';

const bar = (page: Page) => page.locator('[data-page-progress]');

for (const locale of ['ar', 'en'] as const) {
  test(`an add to the cart on a product page leaves the loading bar at rest (${locale})`, async ({ page }) => {
    const { product } = await seedSlugs();
    await page.goto(`/${locale}/products/${product.url_key}`);
    await page
      .locator('[data-product-offer] form')
      .getByRole('button', { name: copy(locale, 'common', 'actions.addToCart') })
      .click();
    await expect(page.getByRole('status').filter({ hasText: copy(locale, 'errors', 'cart.added') })).toBeVisible();
    await expect(bar(page)).toHaveCSS('opacity', '0');
    await expect(bar(page)).toHaveCSS('width', '0px');
  });

  test(`an add to the cart from a listing card leaves the loading bar at rest, and a link to another page runs it to its end (${locale})`, async ({ page }) => {
    // The deals listing: simple products on sale, most of them in stock.
    await page.goto(`/${locale}/deals`);
    await page.locator('main article button[form="card-add"]').first().click();
    await expect(page.getByRole('status').filter({ hasText: copy(locale, 'errors', 'cart.added') })).toBeVisible();
    await expect(bar(page)).toHaveCSS('opacity', '0');

    await page.locator('main article a[href*="/products/"]').first().click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/products/`));
    // The next page shows the bar finished, then hides it (spec §9: 1.5 s after).
    await expect(bar(page)).toHaveCSS('opacity', '0');
    await expect(bar(page)).toHaveCSS('width', '0px');
  });
}
