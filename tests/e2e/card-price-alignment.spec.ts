/**
 * Issue 40: a sold-out card has no add button, and its price used to drop to where the button would be, so the
 * prices of a row did not line up. On a listing with a sold-out product, in each row that holds both a sold-out card
 * and one that can be bought, the price boxes start at the same height, in ar and en, on a phone and a desktop.
 */
import { expect, test } from './support/test.ts';
import { graphql } from './support/backend.ts';

/** Listings looked at: enough to find a sold-out card beside one that can be bought with a price box as tall. */
const LISTINGS = 4;

type Card = { top: number; priceTop: number; priceHeight: number; soldOut: boolean };

/** The listings (categories, not "all products") of the seed's sold-out products, a few of them. */
async function listingsWithSoldOutProducts(): Promise<string[]> {
  const found = await graphql<{ products: { items: { categories: { url_key: string }[] }[] } }>(
    `{ products(pageSize: 20, filter: { stock_status: { eq: "OUT_OF_STOCK" } }) { items { categories { url_key } } } }`,
  );
  const listings = new Set(found.products.items.flatMap((item) => item.categories.map((category) => category.url_key)).filter((key) => !/all-products/.test(key)));
  expect(listings.size, 'categories holding a sold-out product').toBeGreaterThan(0);
  return [...listings].slice(0, LISTINGS);
}

for (const locale of ['ar', 'en'] as const) {
  for (const width of [390, 1440]) {
    test(`a row's prices line up whether its cards can be bought or are sold out (${locale}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const compared: Card[][] = [];
      for (const listing of await listingsWithSoldOutProducts()) {
        await page.goto(`/${locale}/categories/${listing}`);
        // Cards below the fold are laid out only near the screen (content-visibility), at an estimated height: lay
        // every card out as a shopper scrolling there sees it.
        await page.locator('main .defer-render').evaluateAll((sections) => sections.forEach((section) => ((section as HTMLElement).style.contentVisibility = 'visible')));
        const cards = await page.locator('main ul.grid > li article').evaluateAll((articles) =>
          articles.map((article) => ({
            top: Math.round(article.getBoundingClientRect().top),
            // The price line (a reviewed card's stars, above it, are a paragraph too).
            priceTop: article.querySelector('p.price-line')!.getBoundingClientRect().top,
            priceHeight: Math.round(article.querySelector('p.price-line')!.getBoundingClientRect().height),
            // A card that can be bought has an add button or, for a configurable product, a link to choose its options.
            soldOut: !article.querySelector('[form="card-add"], [data-choose-options]'),
          })),
        );
        const rows = new Map<number, Card[]>();
        for (const card of cards) rows.set(card.top, [...(rows.get(card.top) ?? []), card]);
        // A sold-out card beside cards that can be bought whose price box is as tall as its own (a sale price beside
        // the struck regular one can wrap to a second line on a narrow card, and rises by that line).
        for (const soldOut of cards.filter((card) => card.soldOut)) {
          const row = [soldOut, ...rows.get(soldOut.top)!.filter((card) => !card.soldOut && card.priceHeight === soldOut.priceHeight)];
          if (row.length > 1) compared.push(row);
        }
      }
      expect(compared.length, 'rows holding a sold-out card and one that can be bought').toBeGreaterThan(0);
      for (const row of compared) {
        const tops = row.map((card) => card.priceTop);
        expect(Math.max(...tops) - Math.min(...tops), `price tops in a row: ${tops.join(', ')}`).toBeLessThanOrEqual(1);
      }
    });
  }
}
