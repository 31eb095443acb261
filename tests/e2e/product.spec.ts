/**
 * The product page and the e-card pages end to end, in both locales: a product opened from its category, a
 * product on sale (struck old price, sale price in the JSON-LD) and one out of stock (status, reminder, no
 * add-to-cart), the Product JSON-LD, the keyboard gallery, the wishlist sign-in link, related products, the
 * same-day note, e-card values with their terms, and axe. Products come from the live backend by their facts
 * (an active sale window, OUT_OF_STOCK), so nothing here hard-codes seed data.
 */
import { expect, test, type Page } from './support/test.ts';
import { axe } from './support/axe.ts';
import { graphql, seedSlugs } from './support/backend.ts';
import { outOfStockProduct, saleProduct, utc, type CatalogueItem } from './support/catalogue-products.ts';
import { scrollUntilIn } from './support/later-shelves.ts';
import { copy } from './support/locales.ts';

const LOCALES = ['ar', 'en'] as const;

/** Prices as the store prints them: Latin digits with grouping, cents only when there are any. */
function amount(value: number): string {
  return Number.isInteger(value)
    ? new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(value)
    : new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

type ProductLd = {
  '@type': string;
  name: string;
  sku: string;
  offers: { price: string; priceCurrency: string; availability: string; priceValidUntil?: string };
};

async function productJsonLd(page: Page): Promise<ProductLd> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const parsed = blocks.map((text) => JSON.parse(text) as { '@type': string });
  const product = parsed.find((data) => data['@type'] === 'Product');
  if (!product) throw new Error('no Product JSON-LD on the page');
  return product as ProductLd;
}

type ProductGroupLd = { '@type': 'ProductGroup'; name: string; productGroupID: string; variesBy: string[]; hasVariant: (ProductLd & { url: string })[] };

/**
 * The page's offer as crawlers read it: a simple product's Product, or, for a configurable product's ProductGroup,
 * the variant the page shows (by the SKU on the page), under the group's name.
 */
async function shownOfferJsonLd(page: Page): Promise<ProductLd> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const parsed = blocks.map((text) => JSON.parse(text) as { '@type': string });
  const group = parsed.find((data) => data['@type'] === 'ProductGroup') as ProductGroupLd | undefined;
  if (!group) return productJsonLd(page);
  const sku = (await page.locator('[data-product-sku]').innerText()).trim();
  const variant = group.hasVariant.find((candidate) => candidate.sku === sku);
  if (!variant) throw new Error(`the ProductGroup JSON-LD has no variant ${sku}`);
  return { ...variant, name: group.name };
}

const offer = (page: Page) => page.locator('[data-product-offer]');

/** A shipped template with its {{placeholders}} as digit patterns. */
const templatePattern = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '\\d+')}$`);

for (const locale of LOCALES) {
  test.describe(`product page in ${locale}`, () => {
    test('a product opened from its category shows its facts and a parsable Product JSON-LD', async ({ page }) => {
      const { category } = await seedSlugs();
      await page.goto(`/${locale}/categories/${category.url_key}`);
      const firstCard = page.locator('section[aria-labelledby="listing-heading"] article').first();
      const name = (await firstCard.locator('h2, h3').innerText()).trim();
      await firstCard.locator('a').first().click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/products/[^/?]+$`));
      await expect(page.locator('h1')).toHaveText(name);
      // The trail runs through the product's own category.
      const trail = page.getByRole('navigation', { name: copy(locale, 'layout', 'breadcrumbs.label') });
      await expect(trail.locator(`a[href^="/${locale}/categories/"]`)).toHaveCount(1);

      const data = await shownOfferJsonLd(page);
      expect(data.name).toBe(name);
      expect(data.offers.priceCurrency).toBe('QAR');
      expect(Number(data.offers.price)).toBeGreaterThan(0);
      expect(['https://schema.org/InStock', 'https://schema.org/OutOfStock']).toContain(data.offers.availability);
      const sku = (await page.locator('[data-product-sku]').innerText()).trim();
      expect(data.sku).toBe(sku);
      // The price in the JSON-LD is the one on the page.
      await expect(offer(page).locator('p').first()).toContainText(amount(Number(data.offers.price)));
    });

    test('a product on sale shows the sale price and the regular price struck through', async ({ page }) => {
      const product = await saleProduct(locale);
      const { regular_price, final_price } = product.price_range.minimum_price;
      await page.goto(`/${locale}/products/${product.url_key}`);
      await expect(page.locator('h1')).toHaveText(product.name);
      await expect(offer(page).locator('s')).toContainText(amount(regular_price.value));
      await expect(offer(page).locator('p').first()).toContainText(amount(final_price.value));
      await expect(offer(page).locator('[data-stock-status="in-stock"]')).toHaveText(copy(locale, 'catalog', 'stock.inStock'));

      const data = await productJsonLd(page);
      expect(data).toMatchObject({ '@type': 'Product', name: product.name, sku: product.sku });
      expect(data.offers).toMatchObject({
        price: final_price.value.toFixed(2),
        priceCurrency: 'QAR',
        availability: 'https://schema.org/InStock',
        priceValidUntil: new Date(utc(product.special_to_date!)).toISOString().slice(0, 10),
      });
    });

    test('an out-of-stock product says so, offers the reminder and no add-to-cart', async ({ page }) => {
      const product = await outOfStockProduct(locale);
      await page.goto(`/${locale}/products/${product.url_key}`);
      await expect(page.locator('h1')).toHaveText(product.name);
      await expect(offer(page).locator('[data-stock-status="out-of-stock"]')).toHaveText(copy(locale, 'catalog', 'stock.outOfStock'));
      await expect(offer(page)).toContainText(copy(locale, 'product', 'stock.unavailable'));
      await expect(offer(page).getByRole('button', { name: copy(locale, 'common', 'actions.addToCart') })).toHaveCount(0);
      const data = await productJsonLd(page);
      expect(data.name).toBe(product.name);
      expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
      expect(data.offers.priceCurrency).toBe('QAR');
      expect(data.offers.price).toBe(product.price_range.minimum_price.final_price.value.toFixed(2));
    });

    test('the gallery works by keyboard: arrows move between thumbnails and show that image', async ({ page }) => {
      const product = await saleProduct(locale);
      await page.goto(`/${locale}/products/${product.url_key}`);
      const thumbnails = page.locator('[data-gallery-thumbnail]');
      await expect(thumbnails).toHaveCount(product.media_gallery.length);
      const first = page.locator('[data-gallery-slide] img').first();
      await expect(first).toHaveAttribute('fetchpriority', 'high');
      await expect(first).not.toHaveAttribute('loading', 'lazy');
      await expect(page.locator('[data-gallery-slide] img').nth(1)).toHaveAttribute('loading', 'lazy');

      await thumbnails.first().focus();
      // "Next" is towards the inline end: right in English, left in Arabic.
      await page.keyboard.press(locale === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await expect(thumbnails.nth(1)).toBeFocused();
      await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'true');
      await expect(thumbnails.first()).not.toHaveAttribute('aria-current', 'true');
      const secondSlideVisible = () =>
        page.evaluate(() => {
          const strip = document.querySelector('[data-gallery-strip]')!.getBoundingClientRect();
          const slide = document.querySelectorAll('[data-gallery-slide]')[1]!.getBoundingClientRect();
          return Math.abs(slide.left - strip.left) < 4;
        });
      await expect.poll(secondSlideVisible).toBe(true);

      await page.keyboard.press('End');
      await expect(thumbnails.last()).toBeFocused();
      await page.keyboard.press('Home');
      await expect(thumbnails.first()).toBeFocused();
      await expect(thumbnails.first()).toHaveAttribute('aria-current', 'true');
    });

    test('wishlist leads to sign-in and back; related products and the same-day note show', async ({ page }) => {
      const product = await saleProduct(locale);
      const path = `/${locale}/products/${product.url_key}`;
      await page.goto(path);

      // Brought in as the shopper scrolls near them (related-products.spec.ts).
      const related = page.getByRole('region', { name: copy(locale, 'product', 'related.heading'), exact: true }).locator('article');
      await scrollUntilIn(page, page.getByRole('region', { name: copy(locale, 'product', 'related.heading'), exact: true }));
      expect(await related.count()).toBeGreaterThan(0);
      expect(await related.count()).toBeLessThanOrEqual(8);
      const relatedLinks = await related.locator('a[href*="/products/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(relatedLinks).not.toContain(path);

      const note = (await page.locator('[data-same-day-note]').innerText()).trim();
      const shipped = ['withinHours', 'withinMinutes', 'tomorrow'].map((key) => templatePattern(copy(locale, 'product', `delivery.${key}`)));
      expect(shipped.some((pattern) => pattern.test(note)), note).toBe(true);

      // Signed out, the wishlist button sends the shopper to sign in, coming back to this page.
      const wishlist = page.locator('[data-product-offer]').getByRole('button', { name: copy(locale, 'account', 'wishlist.add') });
      await wishlist.click();
      await expect(page).toHaveURL(`/${locale}/login?redirect=${encodeURIComponent(path)}`);
    });
  });

  test.describe(`e-cards in ${locale}`, () => {
    test('an e-card family lists its values with price and add-to-cart, and the e-card terms', async ({ page }) => {
      const { ecard } = await seedSlugs();
      const values = await graphql<{ products: { items: Pick<CatalogueItem, 'sku' | 'stock_status' | 'price_range'>[] } }>(
        `{ products(filter: { category_id: { eq: "${ecard.id}" } }, pageSize: 100, currentPage: 1) {
          items { sku stock_status price_range { minimum_price { regular_price { value } final_price { value } } } } } }`,
        {},
        locale,
      );
      await page.goto(`/${locale}/ecards/${ecard.url_key}`);
      await expect(page.getByRole('heading', { level: 2, name: copy(locale, 'catalog', 'ecards.denominations') })).toBeVisible();
      const tiles = page.locator('[data-ecard-denomination]');
      await expect(tiles).toHaveCount(values.products.items.length);
      for (const value of values.products.items) {
        const tile = page.locator(`[data-ecard-denomination="${value.sku}"]`);
        await expect(tile).toContainText(amount(value.price_range.minimum_price.final_price.value));
        await expect(tile.locator('a[href*="/products/"]')).toHaveCount(1);
        await expect(tile.getByRole('button', { name: copy(locale, 'common', 'actions.addToCart') })).toHaveCount(
          value.stock_status === 'IN_STOCK' ? 1 : 0,
        );
      }
      await expect(page.locator('[data-ecard-note="refund"]')).toHaveText(copy(locale, 'catalog', 'ecards.nonRefundable'));
      await expect(page.locator('[data-ecard-note="delivery"]')).toHaveText(copy(locale, 'catalog', 'ecards.instantDelivery'));

      // A value's own page carries the same terms instead of the courier note.
      await tiles.first().locator('a[href*="/products/"]').click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/products/`));
      await expect(page.locator('[data-ecard-note="refund"]')).toHaveText(copy(locale, 'catalog', 'ecards.nonRefundable'));
      await expect(page.locator('[data-same-day-countdown]')).toHaveCount(0);
    });

    test('the e-cards index shows the families and the e-card terms', async ({ page }) => {
      const { ecard } = await seedSlugs();
      await page.goto(`/${locale}/ecards`);
      await expect(page.locator(`a[href="/${locale}/ecards/${ecard.url_key}"]`)).toBeVisible();
      await expect(page.locator('[data-ecard-note="refund"]')).toHaveText(copy(locale, 'catalog', 'ecards.nonRefundable'));
    });
  });

  test.describe(`product page accessibility in ${locale} @phone`, () => {
    test('axe finds no violations on an in-stock product, an out-of-stock product and an e-card family', async ({ page }) => {
      // The header's top bar fades in 2 s after load; axe caught mid-fade reads its text as low contrast.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const { ecard } = await seedSlugs();
      const pages = {
        'in stock': `/${locale}/products/${(await saleProduct(locale)).url_key}`,
        'out of stock': `/${locale}/products/${(await outOfStockProduct(locale)).url_key}`,
        'e-card family': `/${locale}/ecards/${ecard.url_key}`,
      };
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(path);
        const results = await axe(page).analyze();
        expect(results.violations.map((v) => `${name}: ${v.id} (${v.nodes.length}) ${v.help}`)).toEqual([]);
      }
    });
  });
}
