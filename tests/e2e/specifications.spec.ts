/**
 * Specifications end to end, in Arabic and English, with script and without: a laptop's page reads its memory in its
 * specification table and near the price; the laptops listing narrows by memory and by screen size through its filter
 * form (the counts it offers are the products it then shows); an iPad's connectivity and storage are chosen and the
 * table follows the chosen variant. axe finds nothing on the table or the filters. On a 390 px phone the table is read
 * without the page scrolling sideways and the folded filters open and narrow the listing. Expected values come from
 * the live backend in the page's language, never from the page itself.
 */
import { expect, test, type Page } from './support/test.ts';
import { axe } from './support/axe.ts';
import { backendGraphql } from './support/customers.ts';
import { copy } from './support/locales.ts';

type Locale = 'ar' | 'en';
const LOCALES = ['ar', 'en'] as const;

type Value = { code: string; value?: string; selected_options?: Array<{ label: string }> };
type VariantAnswer = { attributes: Array<{ code: string; value_index: number }>; product: { stock_status: string; custom_attributesV2: { items: Value[] } } };

/** A product's variants with their specifications, as the backend gives them in the store view. */
async function variantsOf(urlKey: string, locale: Locale) {
  const { products } = await backendGraphql<{ products: { items: Array<{ variants: VariantAnswer[] }> } }>(
    `query($url: String!) { products(filter: { url_key: { eq: $url } }) { items { ... on ConfigurableProduct { variants {
      attributes { code value_index }
      product { stock_status custom_attributesV2(filters: { is_visible_on_front: true }) { items { code ... on AttributeValue { value } ... on AttributeSelectedOptions { selected_options { label } } } } }
    } } } } }`,
    { url: urlKey },
    undefined,
    locale,
  );
  return products.items[0]!.variants;
}

const shown = (values: Value[], code: string) => {
  const item = values.find((candidate) => candidate.code === code);
  return item?.value ?? item?.selected_options?.map((option) => option.label).join(', ') ?? '';
};

/** A listing's facet as the backend counts it. */
async function facet(categoryId: number, code: string, locale: Locale) {
  const { products } = await backendGraphql<{ products: { aggregations: Array<{ attribute_code: string; label: string; options: Array<{ label: string; value: string; count: number }> }> } }>(
    `query($id: String!) { products(filter: { category_id: { eq: $id } }, pageSize: 1) { aggregations { attribute_code label options { label value count } } } }`,
    { id: String(categoryId) },
    undefined,
    locale,
  );
  return products.aggregations.find((aggregation) => aggregation.attribute_code === code)!;
}

const specRow = (page: Page, code: string) => page.locator(`[data-specifications] tr[data-spec="${code}"] td`);
const cards = (page: Page) => page.locator('main article.product-card');

/** Chooses `label` in the filter `code` of the listing form: applied at once with script, by the Apply button without. */
async function filterBy(page: Page, locale: Locale, code: string, value: string, withScript: boolean) {
  const form = page.locator('form[data-listing-tools]');
  // The form folds on a phone and is open from the desktop layout up; open it if it is folded.
  if (!(await form.isVisible())) await page.locator('[data-listing-tools-summary]').click();
  const navigation = page.waitForURL((url) => url.searchParams.get(code) === value);
  await form.locator(`select[name="${code}"]`).selectOption(value);
  if (!withScript) await form.getByRole('button', { name: copy(locale, 'catalog', 'filters.apply') }).click();
  await navigation;
}

for (const withScript of [true, false]) {
  test.describe(withScript ? 'with script' : 'without script', () => {
    test.use({ javaScriptEnabled: withScript });

    for (const locale of LOCALES) {
      test(`a laptop's page reads its memory (${locale})`, async ({ page }) => {
        const variants = await variantsOf('apple-macbook-air-13-m3', locale);
        const opening = variants.find((variant) => variant.product.stock_status === 'IN_STOCK')!;
        const memory = shown(opening.product.custom_attributesV2.items, 'ram');
        expect(memory).toMatch(/^(8|16) /);
        await page.goto(`/${locale}/products/apple-macbook-air-13-m3`);
        await expect(page.getByRole('heading', { name: copy(locale, 'specifications', 'heading') })).toBeVisible();
        await expect(specRow(page, 'ram')).toHaveText(memory);
        await expect(page.locator('[data-key-spec="ram"]')).toHaveText(memory);
        // A number keeps its unit in the shopper's language.
        await expect(specRow(page, 'screen_size')).toHaveText(locale === 'ar' ? '13.6 بوصة' : '13.6 inch');
        // Each group is a table named by its caption, each row headed by the specification's name.
        const performance = page.locator('[data-specifications] table[data-spec-group="performance"]');
        await expect(performance.locator('caption')).toHaveText(locale === 'ar' ? 'الأداء' : 'Performance');
        await expect(performance.locator('tr[data-spec="ram"] th[scope="row"]')).toHaveText(locale === 'ar' ? 'الذاكرة (رام)' : 'Memory (RAM)');
      });

      test(`laptops narrow by memory and by screen size (${locale})`, async ({ page }) => {
        const memory = await facet(5, 'ram', locale);
        const sixteen = memory.options.find((option) => option.label.startsWith('16'))!;
        await page.goto(`/${locale}/categories/laptops`);
        await filterBy(page, locale, 'ram', sixteen.value, withScript);
        await expect(cards(page)).toHaveCount(sixteen.count);
        const sizes = await facet(5, 'screen_size', locale);
        const fifteen = sizes.options.find((option) => option.value === '15_16')!;
        await page.goto(`/${locale}/categories/laptops`);
        await filterBy(page, locale, 'screen_size', fifteen.value, withScript);
        await expect(cards(page)).toHaveCount(fifteen.count);
        // The two combine: the second keeps the first.
        await filterBy(page, locale, 'ram', sixteen.value, withScript);
        expect(new URL(page.url()).searchParams.get('screen_size')).toBe('15_16');
        await expect(cards(page)).toHaveCount(fifteen.count);
        // The option names its count, read by a screen reader with it.
        await expect(page.locator('select[name="screen_size"] option:checked')).toHaveText(`${fifteen.label} (${fifteen.count})`);
        // axe runs in the page: with script only.
        if (withScript) expect((await axe(page).include('form[data-listing-tools]').analyze()).violations).toEqual([]);
      });

      test(`an iPad's connectivity and storage choose the variant its table shows (${locale})`, async ({ page }) => {
        const variants = await variantsOf('apple-ipad-pro-11', locale);
        const cellular = variants.find((variant) => shown(variant.product.custom_attributesV2.items, 'connectivity').includes('5G'))!;
        const wifi = variants.find((variant) => !shown(variant.product.custom_attributesV2.items, 'connectivity').includes('5G')
          && shown(variant.product.custom_attributesV2.items, 'capacity').startsWith('256'))!;
        await page.goto(`/${locale}/products/apple-ipad-pro-11`);
        const picker = page.locator('[data-product-options]');
        // Wi-Fi 256GB: first the storage, then the connectivity it already has.
        await picker.locator('[data-option="capacity"] a', { hasText: '256' }).click();
        await expect(specRow(page, 'capacity')).toHaveText(shown(wifi.product.custom_attributesV2.items, 'capacity'));
        await expect(specRow(page, 'connectivity')).toHaveText(shown(wifi.product.custom_attributesV2.items, 'connectivity'));
        await picker.locator('[data-option="connectivity"] a', { hasText: '5G' }).click();
        await expect(specRow(page, 'connectivity')).toHaveText(shown(cellular.product.custom_attributesV2.items, 'connectivity'));
        await expect(specRow(page, 'weight')).toHaveText(`${shown(cellular.product.custom_attributesV2.items, 'weight')} ${locale === 'ar' ? 'غرام' : 'g'}`);
        if (withScript) expect((await axe(page).include('[data-specifications]').analyze()).violations).toEqual([]);
      });
    }
  });
}

/** How far the page and each of `selector`'s elements reach across the screen, and whether any cuts its text. */
async function widthsOnScreen(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const screen = document.documentElement.clientWidth;
    const boxes = [...document.querySelectorAll<HTMLElement>(selector)].map((element) => {
      const box = element.getBoundingClientRect();
      return { start: Math.floor(box.left), end: Math.ceil(box.right), cut: element.scrollWidth > element.clientWidth + 1 };
    });
    return { screen, page: document.documentElement.scrollWidth, boxes };
  }, selector);
}

for (const locale of LOCALES) {
  for (const withScript of [true, false]) {
    test.describe(`on a 390 px phone, ${withScript ? 'with' : 'without'} script, in ${locale} @phone-only`, () => {
      test.use({ javaScriptEnabled: withScript, viewport: { width: 390, height: 844 } });

      test('the specification table is read whole, and the page never scrolls sideways', async ({ page }) => {
        const variants = await variantsOf('apple-macbook-air-13-m3', locale);
        const opening = variants.find((variant) => variant.product.stock_status === 'IN_STOCK')!;
        await page.goto(`/${locale}/products/apple-macbook-air-13-m3`);
        const memory = specRow(page, 'ram');
        await memory.scrollIntoViewIfNeeded();
        await expect(memory).toBeInViewport();
        await expect(memory).toHaveText(shown(opening.product.custom_attributesV2.items, 'ram'));
        const widths = await widthsOnScreen(page, '[data-specifications] th, [data-specifications] td, [data-specifications] caption');
        expect(widths.boxes.length).toBeGreaterThan(10);
        expect(widths.page).toBeLessThanOrEqual(widths.screen);
        // Every name and value stands inside the screen, wrapped rather than cut.
        for (const box of widths.boxes) expect(box).toMatchObject({ cut: false });
        expect(Math.min(...widths.boxes.map((box) => box.start))).toBeGreaterThanOrEqual(0);
        expect(Math.max(...widths.boxes.map((box) => box.end))).toBeLessThanOrEqual(widths.screen);
      });

      test('the folded filters open, narrow the laptops by memory and fit the screen', async ({ page }) => {
        const memory = await facet(5, 'ram', locale);
        const sixteen = memory.options.find((option) => option.label.startsWith('16'))!;
        await page.goto(`/${locale}/categories/laptops`);
        const form = page.locator('form[data-listing-tools]');
        const fold = page.locator('[data-listing-tools-summary]');
        // Folded into one line that names what it opens.
        await expect(form).toBeHidden();
        await expect(fold).toContainText(copy(locale, 'catalog', 'filters.toggle'));
        await fold.click();
        await expect(form.locator('select[name="ram"]')).toBeVisible();
        const open = await widthsOnScreen(page, 'form[data-listing-tools] select, form[data-listing-tools] button');
        expect(open.page).toBeLessThanOrEqual(open.screen);
        expect(Math.min(...open.boxes.map((box) => box.start))).toBeGreaterThanOrEqual(0);
        expect(Math.max(...open.boxes.map((box) => box.end))).toBeLessThanOrEqual(open.screen);
        if (withScript) expect((await axe(page).include('[data-listing-tools-fold]').analyze()).violations).toEqual([]);
        await filterBy(page, locale, 'ram', sixteen.value, withScript);
        await expect(cards(page)).toHaveCount(sixteen.count);
        // Folded again on the narrowed listing, the line counts the filter in its text and so in its name.
        await expect(fold.locator('[data-active-filters="1"]')).toBeVisible();
        const narrowed = await widthsOnScreen(page, 'main article.product-card');
        expect(narrowed.page).toBeLessThanOrEqual(narrowed.screen);
      });
    });
  }
}
