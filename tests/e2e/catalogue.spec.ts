/**
 * Catalogue listings end to end, in both locales: a category sorted and filtered through its tools form (with
 * and without JavaScript), paging, search from the header, the empty-search prompt, an escaped keyword, sale
 * and out-of-stock cards (axe on a sorted and filtered category and on search results: page-sweep.spec.ts). Expected
 * products come from the live backend, so nothing here hard-codes seed data.
 */
import { expect, test, type Page } from './support/test.ts';
import { graphql } from './support/backend.ts';
import { copy } from './support/locales.ts';

const LOCALES = ['ar', 'en'] as const;
const PAGE_SIZE = 24;

type Item = {
  name: string;
  sku: string;
  stock_status: string;
  price_range: { minimum_price: { regular_price: { value: number }; final_price: { value: number } } };
};
type Products = { products: { total_count: number; items: Item[]; aggregations: { attribute_code: string; options: { value: string; label: string }[] }[] } };

const ITEM_FIELDS = 'name sku stock_status price_range { minimum_price { regular_price { value } final_price { value } } }';

/** The backend's answer to the same listing query the page should send. */
function products(store: string, args: string): Promise<Products> {
  return graphql<Products>(
    `{ products(${args}, pageSize: ${PAGE_SIZE}, currentPage: 1) { total_count items { ${ITEM_FIELDS} } aggregations { attribute_code options { value label } } } }`,
    {},
    store,
  );
}

const cards = (page: Page) => page.locator('section[aria-labelledby="listing-heading"] article');
// Text content, not the rendered text: cards past the first rows are laid out only when scrolled near
// (content-visibility), and until then their rendered text is empty.
const cardNames = async (page: Page) => (await cards(page).locator('h3').allTextContents()).map((name) => name.trim());

/** A category with more than one page of products, so sorting, filtering and paging all show. */
async function bigCategory(): Promise<{ id: number; url_key: string }> {
  const tree = await graphql<{ categoryList: { children: { id: number; url_key: string | null; product_count: number }[] }[] }>(
    `{ categoryList(filters: { ids: { eq: "2" } }) { children { id url_key product_count } } }`,
  );
  const found = tree.categoryList[0]?.children
    .filter((c) => c.id !== 18 && c.url_key && !/all-products/.test(c.url_key) && c.product_count > PAGE_SIZE)
    .sort((a, b) => b.product_count - a.product_count)[0];
  if (!found?.url_key) throw new Error('the seed has no category with two pages of products');
  return { id: found.id, url_key: found.url_key };
}

for (const locale of LOCALES) {
  test.describe(`catalogue in ${locale}`, () => {
    test('a category sorts, filters and pages through its products, all in the URL', async ({ page }) => {
      const category = await bigCategory();
      const filter = `filter: { category_id: { eq: "${category.id}" } }`;
      await page.goto(`/${locale}/categories/${category.url_key}`);
      const defaultOrder = await cardNames(page);
      expect(defaultOrder).toHaveLength(PAGE_SIZE);

      // Sort: the change applies at once and the URL says so.
      await page.getByLabel(copy(locale, 'catalog', 'sort.label')).selectOption('price_asc');
      await expect(page).toHaveURL(/[?&]sort=price_asc(&|$)/);
      const cheapest = await products(locale, `${filter}, sort: { price: ASC }`);
      await expect.poll(() => cardNames(page)).toEqual(cheapest.products.items.map((item) => item.name));
      expect(await cardNames(page)).not.toEqual(defaultOrder);
      // The canonical drops the sort; a sorted variant is not indexed.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${locale}/categories/${category.url_key}$`));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

      // Page 2 keeps the sort.
      await page.getByRole('navigation', { name: copy(locale, 'catalog', 'pagination.label') }).getByRole('link', { name: copy(locale, 'catalog', 'pagination.next') }).click();
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      expect(new URL(page.url()).searchParams.get('sort')).toBe('price_asc');
      const secondPage = await cardNames(page);
      expect(secondPage[0]).not.toBe(cheapest.products.items[0]?.name);

      // In stock only: back to page 1, no out-of-stock badge, the backend's in-stock list.
      await page.getByLabel(copy(locale, 'catalog', 'filters.inStock')).check();
      await expect(page).toHaveURL(/[?&]in_stock=1(&|$)/);
      expect(new URL(page.url()).searchParams.has('page')).toBe(false);
      await expect(cards(page).getByText(copy(locale, 'catalog', 'stock.outOfStock'), { exact: true })).toHaveCount(0);
      const inStock = await products(locale, `filter: { category_id: { eq: "${category.id}" }, stock_status: { eq: "IN_STOCK" } }, sort: { price: ASC }`);
      await expect.poll(() => cardNames(page)).toEqual(inStock.products.items.map((item) => item.name));

      // Brand: only that brand's products remain, and "clear filters" keeps the sort.
      const brands = inStock.products.aggregations.find((a) => a.attribute_code === 'brand')?.options ?? [];
      const brand = brands[brands.length - 1];
      if (!brand) throw new Error('the category has no brand facet');
      await page.getByLabel(copy(locale, 'catalog', 'filters.brand'), { exact: true }).selectOption(brand.value);
      await expect(page).toHaveURL(new RegExp(`[?&]brand=${brand.value}(&|$)`));
      const ofBrand = await products(
        locale,
        `filter: { category_id: { eq: "${category.id}" }, brand: { eq: "${brand.value}" }, stock_status: { eq: "IN_STOCK" } }, sort: { price: ASC }`,
      );
      await expect.poll(() => cardNames(page)).toEqual(ofBrand.products.items.map((item) => item.name));
      await page.getByRole('link', { name: copy(locale, 'catalog', 'filters.clear') }).first().click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/categories/${category.url_key}\\?sort=price_asc$`));
    });

    test('a filter that matches nothing shows the empty state with a way back', async ({ page }) => {
      const category = await bigCategory();
      const response = await page.goto(`/${locale}/categories/${category.url_key}?price=0-1&sort=name`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: copy(locale, 'catalog', 'filters.empty') })).toBeVisible();
      await page.getByRole('link', { name: copy(locale, 'catalog', 'filters.clear') }).last().click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/categories/${category.url_key}\\?sort=name$`));
      await expect(cards(page)).toHaveCount(PAGE_SIZE);
    });

    test('invalid sort and filter values are ignored, never an error', async ({ page }) => {
      const category = await bigCategory();
      const plain = await page.goto(`/${locale}/categories/${category.url_key}`);
      const plainNames = await cardNames(page);
      const response = await page.goto(`/${locale}/categories/${category.url_key}?sort=%3Cx%3E&brand=apple&price=9-1&in_stock=maybe`);
      expect(response?.status()).toBe(plain?.status());
      expect(await cardNames(page)).toEqual(plainNames);
    });

    test('search from the header form, then page through the results', async ({ page }) => {
      const keyword = '10';
      const expected = await products(locale, `search: "${keyword}"`);
      expect(expected.products.total_count).toBeGreaterThan(PAGE_SIZE);
      await page.goto(`/${locale}`);
      const input = page.locator('#site-search-keyword');
      await input.fill(keyword);
      await input.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${locale}/search\\?keyword=${keyword}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(keyword);
      await expect.poll(() => cardNames(page)).toEqual(expected.products.items.map((item) => item.name));

      await page.getByRole('navigation', { name: copy(locale, 'catalog', 'pagination.label') }).getByRole('link', { name: copy(locale, 'catalog', 'pagination.next') }).click();
      await expect(page).toHaveURL(new RegExp(`keyword=${keyword}&page=2$`));
      const second = await graphql<Products>(
        `{ products(search: "${keyword}", pageSize: ${PAGE_SIZE}, currentPage: 2) { total_count items { ${ITEM_FIELDS} } aggregations { attribute_code options { value label } } } }`,
        {},
        locale,
      );
      await expect.poll(() => cardNames(page)).toEqual(second.products.items.map((item) => item.name));

      await page.getByLabel(copy(locale, 'catalog', 'sort.label')).selectOption('name');
      await expect(page).toHaveURL(new RegExp(`keyword=${keyword}&sort=name$`));
    });

    test('an empty search shows a prompt; no results show the empty state', async ({ page }) => {
      await page.goto(`/${locale}/search`);
      await expect(page.getByText(copy(locale, 'catalog', 'search.prompt'))).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      await page.goto(`/${locale}/search?keyword=zzqqxx`);
      await expect(page.getByRole('heading', { name: copy(locale, 'catalog', 'search.empty').replace('{{keyword}}', 'zzqqxx') })).toBeVisible();
    });

    test('a keyword with markup is shown as text, never run', async ({ page }) => {
      for (const keyword of ['<script>window.__injected = 1</script>', '"><img src=x onerror="window.__injected = 1">']) {
        await page.goto(`/${locale}/search?keyword=${encodeURIComponent(keyword)}`);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(keyword);
        await expect(page.locator('#site-search-keyword')).toHaveValue(keyword);
        expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
        await expect(page.locator('main img[src="x"], main script:has-text("__injected")')).toHaveCount(0);
      }
    });

    test('the deals page leads with what can be bought, and every card says what it saves', async ({ page }) => {
      const soldOut: boolean[] = [];
      const saving = new RegExp(copy(locale, 'catalog', 'price.savePercent').replace('{{percent}}', '\\d{1,2}'));
      for (let pageNumber = 1; ; pageNumber++) {
        const response = await page.goto(`/${locale}/deals${pageNumber > 1 ? `?page=${pageNumber}` : ''}`);
        if (response?.status() === 404) break;
        const all = cards(page);
        const count = await all.count();
        expect(count).toBeGreaterThan(0);
        for (let index = 0; index < count; index++) {
          const card = all.nth(index);
          await expect(card.locator('[data-saving]')).toHaveText(saving);
          await expect(card.locator('s')).toHaveCount(1);
          soldOut.push((await card.getByText(copy(locale, 'catalog', 'stock.outOfStock'), { exact: true }).count()) > 0);
        }
      }
      // The seed's deals hold sold-out ones: after every deal in stock, on the last page.
      expect(soldOut).toContain(true);
      expect(soldOut.slice(soldOut.indexOf(true))).not.toContain(false);
    });

    test('sale and out-of-stock cards show the struck price, the badges and the product link', async ({ page }) => {
      const catalogue = await graphql<Products>(`{ products(search: "", pageSize: 100, currentPage: 1) { total_count items { ${ITEM_FIELDS} } aggregations { attribute_code options { value label } } } }`, {}, locale);
      const onSale = catalogue.products.items.find(
        (item) => item.stock_status === 'IN_STOCK' && item.price_range.minimum_price.final_price.value < item.price_range.minimum_price.regular_price.value,
      );
      const soldOut = catalogue.products.items.find((item) => item.stock_status !== 'IN_STOCK');
      if (!onSale || !soldOut) throw new Error('the seed lacks a sale or an out-of-stock product');

      await page.goto(`/${locale}/search?keyword=${encodeURIComponent(onSale.sku)}`);
      const saleCard = cards(page).filter({ hasText: onSale.name });
      const regular = onSale.price_range.minimum_price.regular_price.value;
      const percent = Math.max(1, Math.round(((regular - onSale.price_range.minimum_price.final_price.value) / regular) * 100));
      await expect(saleCard.locator('[data-saving]')).toHaveText(copy(locale, 'catalog', 'price.savePercent').replace('{{percent}}', String(percent)));
      await expect(saleCard.locator('s')).toContainText(copy(locale, 'catalog', 'price.was'));
      await expect(saleCard.getByRole('link', { name: onSale.name })).toHaveAttribute('href', new RegExp(`^/${locale}/products/`));

      await page.goto(`/${locale}/search?keyword=${encodeURIComponent(soldOut.sku)}`);
      const soldOutCard = cards(page).filter({ hasText: soldOut.name });
      await expect(soldOutCard.getByText(copy(locale, 'catalog', 'stock.outOfStock'), { exact: true })).toBeVisible();
      await expect(soldOutCard.locator('s')).toHaveCount(0);
    });
  });

  test(`a ${locale} listing's pagination stays where it is as the rows above it are drawn`, async ({ browser }) => {
    const category = await bigCategory();
    // The rows after the first ten cards are drawn only when near (defer-render), at an estimated height until then.
    for (const width of [390, 768, 1440]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`/${locale}/categories/${category.url_key}`, { waitUntil: 'load' });
      const next = page.getByRole('navigation', { name: copy(locale, 'catalog', 'pagination.label') }).getByRole('link', { name: copy(locale, 'catalog', 'pagination.next') });
      const top = () => next.evaluate((link) => link.getBoundingClientRect().top + window.scrollY);
      const before = await top();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      // At the old estimate (22rem) it moved 114-468 px; a card row is 405-497 px.
      expect(Math.abs((await top()) - before), `${width} px`).toBeLessThan(150);
      await context.close();
    }
  });

  test(`a ${locale} listing applies a filter the shopper set before its script ran, once it runs`, async ({ page }) => {
    const category = await bigCategory();
    // The page is held at its end, before its scripts run, until the box is ticked: on a slow phone the document
    // streams in for seconds, and a shopper is quicker than its script.
    let release!: () => void;
    const released = new Promise<void>((done) => (release = done));
    await page.route(
      (url) => url.pathname === `/${locale}/categories/${category.url_key}` && url.search === '',
      async (route) => {
        const html = await (await route.fetch()).text();
        await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html.replace('</main>', '<script src="/held-back.js"></script></main>') });
      },
    );
    await page.route('**/held-back.js', async (route) => {
      await released;
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await page.goto(`/${locale}/categories/${category.url_key}`, { waitUntil: 'commit' });
    await page.getByLabel(copy(locale, 'catalog', 'filters.inStock')).check();
    await expect(page.getByLabel(copy(locale, 'catalog', 'filters.inStock'))).toBeChecked();
    expect(new URL(page.url()).searchParams.has('in_stock')).toBe(false);
    release();
    await expect(page).toHaveURL(/[?&]in_stock=1(&|$)/);
    // The filtered page's form shows its own state, so nothing is applied again.
    await page.waitForLoadState('load');
    await expect(page.getByLabel(copy(locale, 'catalog', 'filters.inStock'))).toBeChecked();
    await expect(page).toHaveURL(/[?&]in_stock=1(&|$)/);
  });

  test.describe(`catalogue without JavaScript in ${locale}`, () => {
    test.use({ javaScriptEnabled: false });

    test('the tools form sorts and filters with its Apply button', async ({ page }) => {
      const category = await bigCategory();
      await page.goto(`/${locale}/categories/${category.url_key}`);
      await page.getByLabel(copy(locale, 'catalog', 'sort.label')).selectOption('price_desc');
      await page.getByLabel(copy(locale, 'catalog', 'filters.inStock')).check();
      await page.getByRole('button', { name: copy(locale, 'catalog', 'filters.apply') }).click();
      await expect(page).toHaveURL(/[?&]sort=price_desc(&|$)/);
      await expect(page).toHaveURL(/[?&]in_stock=1(&|$)/);
      const expected = await products(
        locale,
        `filter: { category_id: { eq: "${category.id}" }, stock_status: { eq: "IN_STOCK" } }, sort: { price: DESC }`,
      );
      expect(await cardNames(page)).toEqual(expected.products.items.map((item) => item.name));

      await page.getByRole('navigation', { name: copy(locale, 'catalog', 'pagination.label') }).getByRole('link', { name: copy(locale, 'catalog', 'pagination.next') }).click();
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      expect(new URL(page.url()).searchParams.get('sort')).toBe('price_desc');
      expect(new URL(page.url()).searchParams.get('in_stock')).toBe('1');
    });
  });
}
