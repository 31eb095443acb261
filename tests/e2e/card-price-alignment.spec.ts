/**
 * Issue 40: a sold-out card has no add button, and its price used to drop to where the button would be, so the
 * prices of a row did not line up. On a listing with a sold-out product, in each row that holds both a sold-out card
 * and one that can be bought, the price boxes start at the same height, in ar and en, on a phone and a desktop.
 */
import { expect, test } from '@playwright/test';
import { graphql, seedSlugs } from './support/backend.ts';

type Card = { top: number; priceTop: number; priceHeight: number; soldOut: boolean };

/** A listing that shows the seed's sold-out product on its first page: its first category but "all products". */
async function listingWithSoldOutProduct(): Promise<string> {
  const { outOfStock } = await seedSlugs();
  const found = await graphql<{ products: { items: { categories: { url_key: string }[] }[] } }>(
    `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { categories { url_key } } } }`,
    { sku: outOfStock.sku },
  );
  const category = found.products.items[0]?.categories.find((each) => !/all-products/.test(each.url_key));
  expect(category, `a category of ${outOfStock.sku}`).toBeDefined();
  return category!.url_key;
}

for (const locale of ['ar', 'en'] as const) {
  for (const width of [390, 1440]) {
    test(`a row's prices line up whether its cards can be bought or are sold out (${locale}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${locale}/categories/${await listingWithSoldOutProduct()}`);
      const cards = await page.locator('main ul.grid > li article').evaluateAll((articles) =>
        articles.map((article) => ({
          top: Math.round(article.getBoundingClientRect().top),
          priceTop: article.querySelector('p')!.getBoundingClientRect().top,
          priceHeight: Math.round(article.querySelector('p')!.getBoundingClientRect().height),
          // A card that can be bought has an add button or, for a configurable product, a link to choose its options.
          soldOut: !article.querySelector('form[data-add-to-cart], [data-choose-options]'),
        })),
      );
      const rows = new Map<number, Card[]>();
      for (const card of cards) rows.set(card.top, [...(rows.get(card.top) ?? []), card]);
      // A sold-out card beside cards that can be bought whose price box is as tall as its own (a sale price beside
      // the struck regular one can wrap to a second line on a narrow card, and rises by that line).
      const compared = cards
        .filter((card) => card.soldOut)
        .map((soldOut) => [soldOut, ...rows.get(soldOut.top)!.filter((card) => !card.soldOut && card.priceHeight === soldOut.priceHeight)])
        .filter((row) => row.length > 1);
      expect(compared.length, 'rows holding a sold-out card and one that can be bought').toBeGreaterThan(0);
      for (const row of compared) {
        const tops = row.map((card) => card.priceTop);
        expect(Math.max(...tops) - Math.min(...tops), `price tops in a row: ${tops.join(', ')}`).toBeLessThanOrEqual(1);
      }
    });
  }
}
