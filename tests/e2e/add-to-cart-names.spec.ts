/**
 * Every Add to cart button on a product card names its product (issue 22): a screen reader's list of buttons on a
 * page with related products, or on a listing, tells them apart, and the visible words are still in the name.
 */
import { expect, test } from './support/test.ts';
import { graphql } from './support/backend.ts';
import { copy, fill } from './support/locales.ts';

/**
 * A category whose first page holds several simple products: only those cards carry an Add to cart form (a
 * configurable product's card says "Choose options" and leads to its page).
 */
async function categoryOfSimpleProducts(): Promise<string> {
  const tree = await graphql<{ categoryList: { children: { id: number; url_key: string | null }[] }[] }>(
    `{ categoryList(filters: { ids: { eq: "2" } }) { children { id url_key } } }`,
  );
  for (const category of tree.categoryList[0]?.children ?? []) {
    if (!category.url_key || category.id === 18 || /all-products/.test(category.url_key)) continue;
    const { products } = await graphql<{ products: { items: { __typename: string; stock_status: string }[] } }>(
      `query($id: String) { products(pageSize: 24, filter: { category_id: { eq: $id } }) { items { __typename stock_status } } }`,
      { id: String(category.id) },
    );
    if (products.items.filter((item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK').length > 1) return category.url_key;
  }
  throw new Error('the seed lacks a category of simple products');
}

for (const locale of ['ar', 'en'] as const) {
  test(`each Add to cart button on the ${locale} product cards of a category names its product`, async ({ page }) => {
    await page.goto(`/${locale}/categories/${await categoryOfSimpleProducts()}`);
    const buttons = page.locator('main article button[form="card-add"]').filter({ hasText: copy(locale, 'common', 'actions.addToCart') });
    const count = await buttons.count();
    expect(count).toBeGreaterThan(1);
    // Each button's card names its product once, in its name link (the button's name is composed from it).
    const products = await buttons.evaluateAll((elements) =>
      elements.map((element) => element.closest('article')?.querySelector('h2 a, h3 a')?.textContent?.trim() ?? ''),
    );
    expect(new Set(products).size).toBe(count);
    for (const [index, product] of products.entries()) {
      const name = fill(copy(locale, 'cart', 'addToCart.named'), { name: product });
      expect(name.startsWith(copy(locale, 'common', 'actions.addToCart'))).toBe(true);
      await expect(buttons.nth(index)).toHaveAccessibleName(name);
    }
  });
}
