/**
 * Comparing products, in Arabic and English, with script and without: two phones (one at a variant chosen on its
 * page) and a laptop (from its card in the search results) side by side with their prices, stock and specifications; the header's count in the compare
 * link's name, with script and without it on a page that has script; "show only differences"; a fifth product refused
 * with the list's limit said; a product removed; and a guest's list carried into the customer's at sign-in, with
 * script and without (Magento's assignCompareListToCustomer). axe is clean on the compare table.
 */
import { expect, test, type Page } from './support/test.ts';
import { axe } from './support/axe.ts';
import { graphql } from './support/backend.ts';
import { backendGraphql, latestCode, newCodeAllowed, newShopper, registerCustomer } from './support/customers.ts';
import { copy, fill } from './support/locales.ts';
import { signInOnLoginPage } from './support/sign-in.ts';

type Locale = 'ar' | 'en';
const text = (locale: Locale, key: string) => copy(locale, 'compare', key);

interface Configurable {
  url_key: string;
  name: string;
  configurable_options: Array<{ attribute_code: string; position: number }>;
  variants: Array<{ attributes: Array<{ code: string; value_index: number }>; product: { sku: string; name: string; stock_status: string } }>;
}

/** Two phones (configurable) and a laptop, from the live seed, and a phone's variant other than the first in stock. */
async function products(locale: Locale) {
  const phones = await graphql<{ products: { items: Configurable[] } }>(
    `{ products(filter: { category_id: { eq: "3" } }, pageSize: 20) { items { url_key name ... on ConfigurableProduct {
      configurable_options { attribute_code position } variants { attributes { code value_index } product { sku name stock_status } } } } } }`,
    {},
    locale,
  );
  const configurable = phones.products.items.filter((item) => (item.variants?.filter((variant) => variant.product.stock_status === 'IN_STOCK').length ?? 0) > 1);
  const [first, second] = configurable;
  if (!first || !second) throw new Error('the seed has too few phones with variants');
  const chosen = second.variants.filter((variant) => variant.product.stock_status === 'IN_STOCK').at(-1)!;
  const query = new URLSearchParams(
    [...second.configurable_options].sort((a, b) => a.position - b.position).map((option) => [option.attribute_code, String(chosen.attributes.find((value) => value.code === option.attribute_code)!.value_index)]),
  ).toString();
  const laptops = await graphql<{ products: { items: Array<{ url_key: string; name: string; sku: string }> } }>(
    '{ products(filter: { category_id: { eq: "5" } }, pageSize: 10) { items { url_key name sku } } }',
    {},
    locale,
  );
  const extra = await graphql<{ products: { items: Array<{ url_key: string; name: string }> } }>(
    '{ products(filter: { category_id: { eq: "4" } }, pageSize: 2) { items { url_key name } } }',
    {},
    locale,
  );
  return { first, second: { ...second, variant: chosen.product, query }, laptop: laptops.products.items[0]!, tablets: extra.products.items };
}

async function compareFromProductPage(page: Page, locale: Locale, path: string) {
  await page.goto(path);
  await page.locator('[data-product-offer]').getByRole('button', { name: text(locale, 'add'), exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/${locale}/compare`);
}

/** "Compare" on a product's card in the search results for its name: the card's button posts with the page's shared form. */
async function compareFromCard(page: Page, locale: Locale, product: { url_key: string; name: string }) {
  await page.goto(`/${locale}/search?keyword=${encodeURIComponent(product.name)}`);
  const card = page.locator('main article').filter({ has: page.locator(`a[href="/${locale}/products/${product.url_key}"]`) }).first();
  await card.getByRole('button', { name: fill(text(locale, 'addNamed'), { name: product.name }), exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/${locale}/compare`);
}

const compareLink = (page: Page, locale: Locale) => page.locator('header').getByRole('link', { name: new RegExp(`^${text(locale, 'headerLink')}`) });

for (const locale of ['ar', 'en'] as const) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`compare in ${locale}, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
      test.use({ javaScriptEnabled });

      test("two phones, one as a chosen variant, and a laptop side by side; only differences; full at four; remove", async ({ page }) => {
        test.slow();
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const { first, second, laptop, tablets } = await products(locale);
        await compareFromProductPage(page, locale, `/${locale}/products/${first.url_key}`);
        await expect(page.locator('[data-account-notice="success"]')).toContainText(first.name);
        await compareFromProductPage(page, locale, `/${locale}/products/${second.url_key}?${second.query}`);
        // The laptop from its card in a listing.
        await compareFromCard(page, locale, laptop);

        const table = page.getByRole('table', { name: text(locale, 'tableCaption') });
        const columns = table.getByRole('columnheader');
        await expect(columns).toHaveCount(3);
        await expect(columns.nth(1)).toContainText(second.variant.name);
        await expect(table.getByRole('row', { name: new RegExp(second.variant.sku) })).toBeVisible();
        await expect(page.getByText(fill(text(locale, `count_${new Intl.PluralRules(locale).select(3)}`), { count: 3, max: 4 }))).toBeVisible();
        // The header's compare link says how many: in its name with script, on its badge (the shopper's stylesheet) without.
        if (javaScriptEnabled) {
          await expect(compareLink(page, locale)).toHaveAccessibleName(`${text(locale, 'headerLink')} (3)`);
          expect((await axe(page).include('[data-compare-table]').analyze()).violations).toEqual([]);
        } else {
          await expect(page.locator('header [data-compare-link] [data-shopper-part="compare-badge"]')).toBeVisible();
        }

        // Only the rows where the products differ, by a plain link, and back.
        const allRows = await table.locator('tbody tr').count();
        await page.getByRole('link', { name: text(locale, 'onlyDifferences') }).click();
        await expect(page).toHaveURL(/[?&]differences=1/);
        const rows = table.locator('tbody tr');
        expect(await rows.count()).toBeLessThanOrEqual(allRows);
        for (const row of await rows.all()) {
          const values = (await row.getByRole('cell').allTextContents()).map((value) => value.trim().toLowerCase());
          expect(new Set(values).size, await row.textContent() ?? '').toBeGreaterThan(1);
        }
        await page.getByRole('link', { name: text(locale, 'showAll') }).click();
        await expect(table.locator('tbody tr')).toHaveCount(allRows);

        // A fourth fills the list; a fifth is refused, saying why.
        await compareFromProductPage(page, locale, `/${locale}/products/${tablets[0]!.url_key}`);
        await expect(page.getByText(fill(text(locale, 'fullNote'), { max: 4 }))).toBeVisible();
        await compareFromProductPage(page, locale, `/${locale}/products/${tablets[1]!.url_key}`);
        await expect(page.locator('[data-account-notice="error"]')).toHaveText(text(locale, 'full'));
        await expect(columns).toHaveCount(4);

        // The laptop's column, as its variant on show is named there.
        const laptopName = (await columns.nth(2).getByRole('link').first().textContent())!.trim();
        await table.getByRole('button', { name: fill(text(locale, 'removeNamed'), { name: laptopName }), exact: true }).click();
        await expect(page.locator('[data-account-notice="success"]')).toHaveText(fill(text(locale, 'removed'), { name: laptop.name }));
        await expect(columns).toHaveCount(3);
      });
    });
  }

  test(`on a phone the table scrolls sideways inside its frame, never the page, in ${locale} @phone-only`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    const { first, second, laptop } = await products(locale);
    await compareFromProductPage(page, locale, `/${locale}/products/${first.url_key}`);
    await compareFromProductPage(page, locale, `/${locale}/products/${second.url_key}?${second.query}`);
    await compareFromProductPage(page, locale, `/${locale}/products/${laptop.url_key}`);
    const widths = await page.evaluate(() => {
      const frame = document.querySelector<HTMLElement>('[data-compare-table]')!;
      return { page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth, frame: frame.clientWidth, table: frame.scrollWidth };
    });
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    expect(widths.table).toBeGreaterThan(widths.frame);
    // The attribute names stay in view while the products scroll.
    await page.locator('[data-compare-table]').evaluate((frame, rtl) => frame.scrollBy({ left: rtl ? -400 : 400 }), locale === 'ar');
    const names = await page.locator('[data-compare-table] th[scope="row"]').first().evaluate((cell) => {
      const box = cell.getBoundingClientRect();
      return { start: box.left, end: box.right, screen: document.documentElement.clientWidth };
    });
    expect(names.start).toBeGreaterThanOrEqual(0);
    expect(names.end).toBeLessThanOrEqual(names.screen);
  });

  test(`a guest's compare list is the customer's after sign-in, in ${locale}`, async ({ page, context }) => {
    test.slow();
    const { first, laptop } = await products(locale);
    await compareFromProductPage(page, locale, `/${locale}/products/${first.url_key}`);
    await compareFromProductPage(page, locale, `/${locale}/products/${laptop.url_key}`);
    const shopper = newShopper(`comparer-${locale}`);
    const token = await registerCustomer(shopper);
    await signInOnLoginPage(page, locale, shopper.email, `/${locale}/compare`);
    await expect(page.getByRole('table', { name: text(locale, 'tableCaption') }).getByRole('columnheader')).toHaveCount(2);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('compare_list');
    const mine = await backendGraphql<{ customer: { compare_list: { item_count: number } | null } }>('{ customer { compare_list { item_count } } }', {}, token);
    expect(mine.customer.compare_list?.item_count).toBe(2);
  });

  test.describe(`without JavaScript, in ${locale}`, () => {
    test.use({ javaScriptEnabled: false });

    test("a guest's compare list is the customer's after signing in by code", async ({ page, context }) => {
      test.slow();
      const { first, laptop } = await products(locale);
      await compareFromProductPage(page, locale, `/${locale}/products/${first.url_key}`);
      await compareFromProductPage(page, locale, `/${locale}/products/${laptop.url_key}`);
      const shopper = newShopper(`nojs-comparer-${locale}`);
      const token = await registerCustomer(shopper);
      // The sign-in page's plain form: the e-mail address, then the code sent to it.
      await page.goto(`/${locale}/login?redirect=${encodeURIComponent(`/${locale}/compare`)}`);
      const form = page.locator('[data-auth-panel]');
      await form.getByRole('textbox', { name: copy(locale, 'auth', 'fields.email') }).fill(shopper.email);
      await newCodeAllowed(shopper.email);
      await form.getByRole('button', { name: copy(locale, 'auth', 'actions.sendCode') }).click();
      const code = form.getByRole('textbox', { name: copy(locale, 'auth', 'fields.code') });
      await expect(code).toBeVisible();
      await code.fill(await latestCode(shopper.email));
      await form.getByRole('button', { name: copy(locale, 'auth', 'actions.verify') }).click();
      await page.waitForURL((url) => url.pathname === `/${locale}/compare`);

      const table = page.getByRole('table', { name: text(locale, 'tableCaption') });
      await expect(table.getByRole('columnheader')).toHaveCount(2);
      // The guest's list is gone from the browser: the customer's list holds the products now.
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('compare_list');
      const mine = await backendGraphql<{ customer: { compare_list: { items: Array<{ product: { sku: string } }> } | null } }>(
        '{ customer { compare_list { items { product { sku } } } } }',
        {},
        token,
      );
      expect(mine.customer.compare_list?.items).toHaveLength(2);
    });

    test('the header names its compare link with the count it shows, on a page that has script', async ({ page }) => {
      const { first, laptop } = await products(locale);
      await compareFromProductPage(page, locale, `/${locale}/products/${first.url_key}`);
      await compareFromProductPage(page, locale, `/${locale}/products/${laptop.url_key}`);
      // A product page runs script for those who have it; here its header is drawn by the shopper's stylesheet.
      await page.goto(`/${locale}/products/${first.url_key}`);
      expect(await page.locator('script[type="module"]').count()).toBeGreaterThan(0);
      await expect(page.locator('header [data-compare-link] [data-shopper-part="compare-badge"]')).toBeVisible();
      await expect(compareLink(page, locale)).toHaveAccessibleName(`${text(locale, 'headerLink')} (2)`);
    });
  });
}
