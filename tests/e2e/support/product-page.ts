import type { Page } from '@playwright/test';
import { seedSlugs } from './backend.ts';
import { copy } from './locales.ts';

/**
 * Puts the seed's in-stock simple product in the cart from its page, as a shopper does, then opens the cart. With
 * script the add is an Action call, so the cart is opened once its answer is in; without, the form post itself
 * ends on the cart.
 */
export async function addProductThenOpenCart(page: Page, locale: 'ar' | 'en', javaScriptEnabled: boolean): Promise<void> {
  const { product } = await seedSlugs();
  await page.goto(`/${locale}/products/${product.url_key}`);
  const added = javaScriptEnabled ? page.waitForResponse((response) => response.url().includes('cart.addItem')) : null;
  await page
    .locator('[data-product-offer] form')
    .getByRole('button', { name: copy(locale, 'common', 'actions.addToCart') })
    .click();
  await added;
  await page.goto(`/${locale}/cart`);
}
