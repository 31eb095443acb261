import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { seedSlugs } from './support/backend.ts';
import { copy } from './support/locales.ts';
import { PAGE_TYPES, signInContext } from './support/page-types.ts';

for (const locale of ['ar', 'en'] as const) {
  test.describe(`accessibility in ${locale} @phone`, () => {
    const pages = async () => {
      const slugs = await seedSlugs();
      return {
        home: `/${locale}`,
        category: `/${locale}/categories/${slugs.category.url_key}`,
        'static page': `/${locale}/refund-and-return-policy`,
        '404 page': `/${locale}/no-such-page`,
      };
    };

    test('axe finds no violations on home, a category, a static page and the 404 page', async ({ page }) => {
      for (const [name, path] of Object.entries(await pages())) {
        await page.goto(path);
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((v) => `${name}: ${v.id} (${v.nodes.length}) ${v.help}`)).toEqual([]);
      }
    });
  });

  test.describe(`accessibility of every page type in ${locale}`, () => {
    test('axe finds no violations on any page type, signed out and signed in', async ({ page, context, baseURL }) => {
      test.setTimeout(180_000);
      const violations: string[] = [];
      for (const type of PAGE_TYPES.filter((entry) => !entry.signedIn)) {
        const response = await page.goto(await type.path(locale));
        expect(response?.status(), type.name).toBe(type.status ?? 200);
        const results = await new AxeBuilder({ page }).analyze();
        violations.push(...results.violations.map((v) => `${type.name}: ${v.id} (${v.nodes.length}) ${v.help}`));
      }
      await signInContext(context, baseURL!, `a11y-${locale}`);
      for (const type of PAGE_TYPES.filter((entry) => entry.signedIn)) {
        const response = await page.goto(await type.path(locale));
        expect(response?.status(), type.name).toBe(type.status ?? 200);
        const results = await new AxeBuilder({ page }).analyze();
        violations.push(...results.violations.map((v) => `${type.name} (signed in): ${v.id} (${v.nodes.length}) ${v.help}`));
      }
      expect(violations).toEqual([]);
    });

    test("the header cart link's name carries the count from the moment the page shows it", async ({ page }) => {
      const slugs = await seedSlugs();
      await page.goto(`/${locale}/products/${slugs.product.url_key}`);
      await page.locator('[data-product-offer] form').getByRole('button', { name: copy(locale, 'common', 'actions.addToCart') }).click();
      await expect(page.getByTestId('cart-count')).toHaveAttribute('data-count', '1');
      const named = copy(locale, 'cart', `linkName_${new Intl.PluralRules(locale).select(1)}`).replace('{{count}}', '1');
      await expect(page.getByRole('link', { name: named, exact: true })).toBeVisible();
      // A new page: the name carries the count as soon as the badge shows, without any change to announce.
      await page.goto(`/${locale}/brands`);
      await expect(page.getByRole('link', { name: named, exact: true })).toBeVisible();
      await expect(page.getByTestId('cart-count-announcement')).toHaveText('');
      // A page without script: the count comes with the shopper's stylesheet, in the same name.
      await page.goto(`/${locale}/refund-and-return-policy`);
      await expect(page.locator('header [data-cart-link]')).toHaveAccessibleName(named);
    });
  });
}
