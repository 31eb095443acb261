/**
 * Choosing a colour or a capacity keeps the shopper where they were (issue 55): each value's link carries the
 * options block's fragment, so the variant's page opens with the picker in view (not at the page's top, as it did:
 * scroll 496 → 0 on a phone) and clear of the phone's buy bar, so a colour and then a capacity take no scrolling
 * back. In Arabic and English, at 390 and 1440 px, with script and without. The product is found by its facts (a
 * configurable product with two options), never by name.
 */
import { expect, test, type Page } from './support/test.ts';
import { graphql } from './support/backend.ts';

type Product = { url_key: string; configurable_options?: { attribute_code: string }[] };

/** The catalogue's first configurable product that varies by two options (every page of it is read). */
async function twoOptionProduct(): Promise<string> {
  for (let page = 1, pages = 1; page <= pages; page++) {
    const { products } = await graphql<{ products: { page_info: { total_pages: number }; items: Product[] } }>(
      `query($page: Int!) { products(search: "", pageSize: 100, currentPage: $page) { page_info { total_pages }
        items { url_key ... on ConfigurableProduct { configurable_options { attribute_code } } } } }`,
      { page },
    );
    pages = products.page_info.total_pages;
    const found = products.items.find((item) => item.configurable_options?.length === 2);
    if (found) return found.url_key;
  }
  throw new Error('the seed has no two-option product');
}

/** The picker is wholly on the screen, and above the buy bar when the phone shows one. */
async function expectPickerInView(page: Page): Promise<void> {
  const picker = page.locator('[data-product-options]');
  await expect(picker).toBeInViewport({ ratio: 1 });
  const box = (await picker.boundingBox())!;
  const bar = page.locator('[data-buy-bar]');
  const barBox = await bar.boundingBox();
  if (barBox && barBox.height > 0) expect(box.y + box.height).toBeLessThanOrEqual(barBox.y);
}

for (const locale of ['ar', 'en'] as const) {
  for (const width of [390, 1440]) {
    for (const script of [true, false]) {
      test.describe(`choosing options in ${locale} at ${width} px ${script ? 'with' : 'without'} script`, () => {
        test.use({ javaScriptEnabled: script, viewport: { width, height: width < 800 ? 844 : 900 } });

        test('keeps the picker in view and clear of the buy bar after each choice', async ({ page }) => {
          await page.goto(`/${locale}/products/${await twoOptionProduct()}`);
          const picker = page.locator('[data-product-options]');
          await picker.scrollIntoViewIfNeeded();
          for (const group of await picker.locator('fieldset').all()) {
            const next = group.locator('a:not([aria-current])').first();
            const href = (await next.getAttribute('href'))!;
            const address = href.split('#')[0];
            await next.click();
            await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === address);
            await page.waitForLoadState('load');
            await expectPickerInView(page);
            // It is the link's fragment that keeps the place, whether or not script runs.
            expect(href).toMatch(/#product-options$/);
            // The value just chosen is the one on show.
            await expect(page.locator(`[data-product-options] a[href="${href}"]`).first()).toHaveAttribute('aria-current', 'true');
          }
        });
      });
    }
  }
}
