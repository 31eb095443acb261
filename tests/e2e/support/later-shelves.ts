/**
 * A page's later carousels (LaterShelf.astro: the home's product lists, a product page's related products): a heading
 * and a link in the page's HTML, their cards brought in by script as the shopper scrolls near. What the home and
 * product page specs check of them once in: each card's controls named for its product, and no id twice on the page.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { copy, fill } from './locales.ts';

/** A later carousel's place-holder, until its carousel has come in. */
export const PLACEHOLDER = '[data-later-shelf-src]';

/**
 * Scrolls to the later sections still waiting for the shopper until `section`'s cards have come in (scrolling to one
 * may bring in the next too, which is then near).
 */
export async function scrollUntilIn(page: Page, section: Locator): Promise<void> {
  const cards = section.locator('article');
  await expect(async () => {
    if ((await cards.count()) === 0) await page.locator(PLACEHOLDER).first().scrollIntoViewIfNeeded({ timeout: 1_000 });
    await expect(cards.first()).toBeAttached({ timeout: 1_000 });
  }).toPass();
}

/**
 * Each card of `section` has its Compare button named for its product ("Compare <name>", composed from the card's
 * name link and the page's words around it: card-labels.ts), and no id is on the page twice (a carousel brought in
 * carries ids of its own: cardNameId's path tag).
 */
export async function expectCardsNamed(page: Page, section: Locator, locale: 'ar' | 'en'): Promise<void> {
  const cards = section.locator('article');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const card = cards.nth(index);
    const name = (await card.locator('h3 a').innerText()).trim();
    await expect(card.getByRole('button', { name: fill(copy(locale, 'compare', 'addNamed'), { name }), exact: true })).toHaveCount(1);
  }
  const repeated = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    return ids.filter((id, index) => ids.indexOf(id) !== index);
  });
  expect(repeated).toEqual([]);
}
