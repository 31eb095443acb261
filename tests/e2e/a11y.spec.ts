import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { seedSlugs } from './support/backend.ts';

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
}
