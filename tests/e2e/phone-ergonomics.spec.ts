/**
 * What a shopper on a phone notices (issue 40), in Arabic and English, at 390 px and, where layout is the subject,
 * at 1440 px:
 * - the product page keeps the price and "Add to cart" (or "Notify me" for a sold-out product or variant) in view
 *   in a buy bar, at load and all the way down, without covering the footer or a focused control and without any
 *   layout shift; at 1440 px the offer stays in its box and scrolls with the page;
 * - a sold-out product or variant promises no same-day delivery;
 * - a listing's filters fold into one line, "Filter and sort" with the number of active filters, that opens without
 *   script; at 1440 px the form is simply there; no menu cuts its choices' text;
 * - the results page has one search box, the header's, holding the keyword, with script and without.
 */
import { expect, test, type Locator, type Page } from './support/test.ts';
import { axe } from './support/axe.ts';
import { graphql, seedSlugs } from './support/backend.ts';
import { backendGraphql } from './support/customers.ts';
import { copy, fill } from './support/locales.ts';

type Locale = 'ar' | 'en';
const LOCALES = ['ar', 'en'] as const;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

type Variant = { attributes: { code: string; value_index: number }[]; product: { stock_status: string } };
type Configurable = { url_key: string; configurable_options: { attribute_code: string }[]; variants: Variant[] };

/** An in-stock simple product and an out-of-stock one, from the seed. */
async function simpleProducts(): Promise<{ inStock: string; soldOut: string }> {
  const found = await graphql<{ products: { items: { url_key: string; stock_status: string; __typename: string }[] } }>(
    `{ products(search: "", pageSize: 100) { items { url_key stock_status __typename } } }`,
  );
  const simple = found.products.items.filter((item) => item.__typename === 'SimpleProduct');
  const inStock = simple.find((item) => item.stock_status === 'IN_STOCK');
  const soldOut = simple.find((item) => item.stock_status !== 'IN_STOCK');
  if (!inStock || !soldOut) throw new Error('the seed lacks an in-stock or a sold-out simple product');
  return { inStock: inStock.url_key, soldOut: soldOut.url_key };
}

/** A configurable product's address with an in-stock variant chosen, and one with a sold-out variant chosen. */
async function configurableAddresses(): Promise<{ inStock: string; soldOut: string }> {
  const query = (variant: Variant, product: Configurable) =>
    product.configurable_options
      .map((option) => `${option.attribute_code}=${variant.attributes.find((attribute) => attribute.code === option.attribute_code)!.value_index}`)
      .join('&');
  for (let page = 1, pages = 1; page <= pages; page++) {
    const { products } = await backendGraphql<{ products: { page_info: { total_pages: number }; items: Partial<Configurable>[] } }>(
      `query($page: Int!) { products(search: "", pageSize: 100, currentPage: $page) { page_info { total_pages } items { url_key ... on ConfigurableProduct {
        configurable_options { attribute_code } variants { attributes { code value_index } product { stock_status } } } } } }`,
      { page },
    );
    pages = products.page_info.total_pages;
    for (const item of products.items) {
      if (!item.variants || !item.configurable_options) continue;
      const product = item as Configurable;
      const soldOut = product.variants.find((variant) => variant.product.stock_status !== 'IN_STOCK');
      const inStock = product.variants.find((variant) => variant.product.stock_status === 'IN_STOCK');
      if (soldOut && inStock) {
        return { inStock: `${product.url_key}?${query(inStock, product)}`, soldOut: `${product.url_key}?${query(soldOut, product)}` };
      }
    }
  }
  throw new Error('the seed has no configurable product with a sold-out and an in-stock variant');
}

const addButton = (page: Page, locale: Locale) => page.locator('[data-product-offer]').getByRole('button', { name: copy(locale, 'common', 'actions.addToCart') });
const notifyMe = (page: Page, locale: Locale) => page.locator('[data-product-offer]').getByText(copy(locale, 'engagement', 'stockReminder.open'), { exact: true });

/** The box's rectangle in the viewport, or null. */
const box = (locator: Locator) => locator.boundingBox();

async function expectInViewport(page: Page, locator: Locator): Promise<void> {
  const rect = await box(locator);
  expect(rect, 'on screen').not.toBeNull();
  const viewport = page.viewportSize()!;
  expect(rect!.y).toBeGreaterThanOrEqual(0);
  expect(rect!.y + rect!.height).toBeLessThanOrEqual(viewport.height + 0.5);
}

/**
 * Starts recording the page's layout shifts: their sum, and whether any moved the buy bar or something in it.
 * Counted from `resetLayoutShifts` on, once the page's fonts are in: a cold load's font swap moves text all over
 * the page (the shell's concern), not what the bar does.
 */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const record = window as unknown as { __shift: number; __barShifted: boolean; __shiftsFrom: number };
    record.__shift = 0;
    record.__barShifted = false;
    record.__shiftsFrom = 0;
    new PerformanceObserver((list) => {
      const bar = document.querySelector('[data-buy-bar]');
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] })[]) {
        if (entry.hadRecentInput || entry.startTime < record.__shiftsFrom) continue;
        record.__shift += entry.value;
        if (entry.sources.some((source) => source.node && bar?.contains(source.node))) record.__barShifted = true;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
const barShifted = (page: Page) => page.evaluate(() => (window as unknown as { __barShifted: boolean }).__barShifted);

/**
 * Waits until the page draws in its locale's font: a first page turns its faces on once its first photos are in
 * (fonts-after-first-photo.ts), and "in" means both weights of the family loaded.
 */
const localeFontLoaded = (page: Page) =>
  page.waitForFunction(() => [...document.fonts].filter((face) => face.status === 'loaded' && /^\d+$/.test(face.weight)).length >= 2);

/** From now on (once the page's fonts are in), count shifts. */
async function resetLayoutShifts(page: Page): Promise<void> {
  await localeFontLoaded(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const record = window as unknown as { __shift: number; __shiftsFrom: number };
    record.__shiftsFrom = performance.now();
    record.__shift = 0;
  });
}

/** Scrolls to `y` and waits until the page has painted there. */
async function scrollTo(page: Page, y: number | 'end'): Promise<void> {
  await page.evaluate((to) => window.scrollTo(0, to === 'end' ? document.documentElement.scrollHeight : to), y);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

for (const locale of LOCALES) {
  test.describe(`the product page's buy bar in ${locale}`, () => {
    test.describe('on a phone', () => {
      test.use({ viewport: PHONE });

      test('a simple product keeps its price and add to cart in view, down to the footer, with no layout shift', async ({ page }) => {
        const { inStock } = await simpleProducts();
        await page.goto(`/${locale}/products/${inStock}`);
        await watchLayoutShifts(page);
        await resetLayoutShifts(page);
        const bar = page.locator('[data-buy-bar]');
        await expectInViewport(page, addButton(page, locale));
        // The button's text is whole.
        expect(await addButton(page, locale).evaluate((button) => button.scrollWidth <= button.clientWidth)).toBe(true);
        // Held at the foot of the screen.
        expect(Math.round((await box(bar))!.y + (await box(bar))!.height)).toBe(PHONE.height);
        await expectInViewport(page, bar.locator('p').first());
        await expect(bar.locator('p').first()).toBeVisible();

        // Halfway down (the description, the related products): still there.
        const middle = await page.evaluate(() => Math.round(document.documentElement.scrollHeight / 2));
        await scrollTo(page, middle);
        await expectInViewport(page, addButton(page, locale));

        // Just above the footer: the bar rests in its own place, covering neither the content nor the footer.
        const footer = page.locator('body > footer, footer').last();
        const footerTop = await footer.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
        await scrollTo(page, Math.max(0, footerTop - PHONE.height + 8));
        await expectInViewport(page, addButton(page, locale));
        const barRect = (await box(bar))!;
        const footerRect = (await box(footer))!;
        expect(barRect.y + barRect.height).toBeLessThanOrEqual(footerRect.y + 0.5);
        const lastContent = await page.evaluate(() => {
          const bar = document.querySelector('[data-buy-bar]')!;
          const boxes = [...document.querySelectorAll('main *')]
            .filter((element) => !bar.contains(element) && !element.contains(bar))
            .map((element) => element.getBoundingClientRect())
            .filter((rect) => rect.height > 1);
          return Math.max(...boxes.map((rect) => rect.bottom));
        });
        expect(lastContent).toBeLessThanOrEqual(barRect.y + 0.5);
        // Nothing moved while scrolling, the bar included.
        expect(await layoutShift(page)).toBe(0);
        expect(await barShifted(page)).toBe(false);
      });

      test('keyboard focus never lands under the bar', async ({ page }) => {
        const { inStock } = await simpleProducts();
        await page.goto(`/${locale}/products/${inStock}`);
        const bar = page.locator('[data-buy-bar]');
        await page.locator('h1').click();
        for (let step = 0; step < 30; step++) {
          await page.keyboard.press('Tab');
          const focused = await page.evaluate(() => {
            const element = document.activeElement as HTMLElement | null;
            if (!element || element === document.body) return null;
            const rect = element.getBoundingClientRect();
            return { top: rect.top, bottom: rect.bottom, inBar: element.closest('[data-buy-bar]') !== null, inFooter: element.closest('footer') !== null };
          });
          if (!focused || focused.inBar) continue;
          if (focused.inFooter) break;
          const barTop = (await box(bar))!.y;
          expect(focused.bottom, `focus step ${step} is above the bar`).toBeLessThanOrEqual(barTop + 0.5);
        }
      });

      test('a configurable product offers its chosen variant in the bar, and "Notify me" for a sold-out one', async ({ page }) => {
        const { inStock, soldOut } = await configurableAddresses();
        await page.goto(`/${locale}/products/${inStock}`);
        await expectInViewport(page, addButton(page, locale));
        await scrollTo(page, 1200);
        await expectInViewport(page, addButton(page, locale));

        await page.goto(`/${locale}/products/${soldOut}`);
        await expect(addButton(page, locale)).toHaveCount(0);
        await expectInViewport(page, notifyMe(page, locale));
        await scrollTo(page, 1200);
        await expectInViewport(page, notifyMe(page, locale));
      });

      test('a sold-out simple product offers "Notify me" in the bar', async ({ page }) => {
        const { soldOut } = await simpleProducts();
        await page.goto(`/${locale}/products/${soldOut}`);
        await expect(addButton(page, locale)).toHaveCount(0);
        await expectInViewport(page, notifyMe(page, locale));
        const { violations } = await axe(page).include('[data-product-offer]').analyze();
        expect(violations).toEqual([]);
      });
    });

    test.describe('on a desktop', () => {
      test.use({ viewport: DESKTOP });

      test('the offer stays in its box beside the gallery and scrolls with the page', async ({ page }) => {
        const { inStock } = await simpleProducts();
        await page.goto(`/${locale}/products/${inStock}`);
        const button = addButton(page, locale);
        const offer = (await box(page.locator('[data-product-offer]')))!;
        const before = (await box(button))!;
        expect(before.y).toBeGreaterThan(offer.y);
        expect(before.y + before.height).toBeLessThan(offer.y + offer.height);
        // Beside the gallery, not under it.
        const gallery = (await box(page.locator('[data-gallery]')))!;
        expect(before.y).toBeLessThan(gallery.y + gallery.height);
        await scrollTo(page, 300);
        const after = (await box(button))!;
        expect(after.y).toBeCloseTo(before.y - 300, 0);
      });
    });
  });

  test.describe(`same-day delivery in ${locale}`, () => {
    test('a sold-out product or variant promises no same-day delivery; an in-stock one does', async ({ request }) => {
      const simple = await simpleProducts();
      const configurable = await configurableAddresses();
      const note = 'data-same-day-note';
      for (const [path, shown] of [
        [simple.inStock, true],
        [simple.soldOut, false],
        [configurable.inStock, true],
        [configurable.soldOut, false],
      ] as const) {
        const html = await (await request.get(`/${locale}/products/${path}`)).text();
        expect(html.includes(note), `${path}: the same-day note ${shown ? 'shows' : 'does not show'}`).toBe(shown);
      }
    });
  });

  test.describe(`listing filters in ${locale}`, () => {
    const listings = async () => {
      const { category, brand } = await seedSlugs();
      return [
        `/${locale}/categories/${category.url_key}`,
        `/${locale}/brands/${brand}`,
        `/${locale}/deals`,
        `/${locale}/search?keyword=${encodeURIComponent('phone')}`,
      ];
    };
    const summary = (page: Page) => page.locator('[data-listing-tools-summary]');
    const toggleText = copy(locale, 'catalog', 'filters.toggle');

    /** The widest choice of each menu of the form, in the locale's font, against the room its menu gives the text. */
    const menuRoom = async (page: Page) => {
      await localeFontLoaded(page);
      return page.locator('form[data-listing-tools] select').evaluateAll((selects) => {
        const context = document.createElement('canvas').getContext('2d')!;
        return selects.map((element) => {
          const select = element as HTMLSelectElement;
          const style = getComputedStyle(select);
          context.font = style.font;
          const widest = Math.max(...[...select.options].map((option) => context.measureText(option.text).width));
          // The menu's arrow takes about 1.25em of the content box.
          const room = select.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd) - 1.25 * parseFloat(style.fontSize);
          return { name: select.name, widest: Math.ceil(widest), room: Math.floor(room) };
        });
      });
    };

    test.describe('on a phone', () => {
      test.use({ viewport: PHONE });

      test('fold into one "Filter and sort" line that opens to menus that cut no text, on every kind of listing', async ({ page }) => {
        for (const path of await listings()) {
          await page.goto(path);
          await expect(summary(page), path).toBeVisible();
          await expect(summary(page)).toContainText(toggleText);
          await expect(page.locator('form[data-listing-tools] select').first()).toBeHidden();
          // One line: about the height of a button.
          expect((await box(summary(page)))!.height).toBeLessThan(64);
          await summary(page).click();
          await expect(page.locator('form[data-listing-tools] select').first()).toBeVisible();
          for (const menu of await menuRoom(page)) expect(menu.widest, `${path} ${menu.name}`).toBeLessThanOrEqual(menu.room);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
        }
      });

      test('the line counts the active filters, in its name too, and the open form passes axe', async ({ page }) => {
        const { category } = await seedSlugs();
        await page.goto(`/${locale}/categories/${category.url_key}?sort=name&in_stock=1&price=0-1000`);
        const count = 2;
        const plural = new Intl.PluralRules(locale).select(count);
        const spoken = fill(copy(locale, 'catalog', `filters.active_${plural}`), { count });
        await expect(summary(page).locator('[data-active-filters]')).toHaveAttribute('data-active-filters', String(count));
        await expect(summary(page)).toContainText(String(count));
        const name = await summary(page).evaluate((element) => element.textContent?.replace(/\s+/g, ' ').trim() ?? '');
        expect(name).toContain(toggleText);
        expect(name).toContain(spoken);
        await summary(page).click();
        const { violations } = await axe(page).include('[data-listing-tools-fold]').analyze();
        expect(violations).toEqual([]);
      });
    });

    test.describe('on a phone without script', () => {
      test.use({ viewport: PHONE, javaScriptEnabled: false });

      test('the line opens and the form applies', async ({ page }) => {
        const { category } = await seedSlugs();
        await page.goto(`/${locale}/categories/${category.url_key}`);
        await summary(page).click();
        await page.getByLabel(copy(locale, 'catalog', 'sort.label')).selectOption('name');
        await page.getByRole('button', { name: copy(locale, 'catalog', 'filters.apply') }).click();
        await expect(page).toHaveURL(/sort=name/);
      });
    });

    test.describe('on a desktop', () => {
      test.use({ viewport: DESKTOP });

      test('show the form with no fold line, and menus that cut no text, on every kind of listing', async ({ page }) => {
        for (const path of await listings()) {
          await page.goto(path);
          await expect(summary(page), path).toBeHidden();
          await expect(page.locator('form[data-listing-tools] select').first()).toBeVisible();
          for (const menu of await menuRoom(page)) expect(menu.widest, `${path} ${menu.name}`).toBeLessThanOrEqual(menu.room);
        }
      });
    });
  });

  test.describe(`the results page's search box in ${locale}`, () => {
    for (const [label, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      for (const javaScriptEnabled of [true, false]) {
        test.describe(`on a ${label}${javaScriptEnabled ? '' : ' without script'}`, () => {
          test.use({ viewport, javaScriptEnabled });

          test('is the header box, holding the keyword; the page names the query', async ({ page }) => {
            await page.goto(`/${locale}/search?keyword=iphone`);
            await expect(page.locator('input[name="keyword"]:not([type="hidden"])')).toHaveCount(1);
            await expect(page.locator('header #site-search-keyword')).toHaveValue('iphone');
            await expect(page.locator('header #site-search-keyword')).toBeVisible();
            await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(copy(locale, 'catalog', 'search.headingWithKeyword'), { keyword: 'iphone' }));
            await expect(page.getByRole('search')).toHaveCount(1);
          });
        });
      }
    }

    test('a misspelt keyword keeps its correction line, and other pages start with an empty box', async ({ page }) => {
      await page.goto(`/${locale}/search?keyword=iphnoe`);
      await expect(page.locator('#site-search-keyword')).toHaveValue('iphnoe');
      await expect(page.getByTestId('search-correction')).toHaveText(fill(copy(locale, 'catalog', 'search.showingResultsFor'), { keyword: 'iphone' }));
      await page.goto(`/${locale}/categories/${(await seedSlugs()).category.url_key}?keyword=iphone`);
      await expect(page.locator('#site-search-keyword')).toHaveValue('');
    });
  });
}
