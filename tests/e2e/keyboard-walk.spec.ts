/**
 * A keyboard-only walk from the home page to a placed order (issue 13): a signed-in shopper with a saved address
 * reaches a product, adds it to the cart, opens the cart, goes to checkout, passes every step and places a cash-on-
 * delivery order, pressing only Tab, Shift+Tab, arrows, Space and Enter. Every stop must be reachable in order and
 * show where the focus is.
 */
import { expect, test, type Locator, type Page } from './support/test.ts';
import { SAVED_ADDRESS } from '../fixtures/qatar-addresses.ts';
import { backendGraphql } from './support/customers.ts';
import { copy } from './support/locales.ts';
import { scrollUntilIn } from './support/later-shelves.ts';
import { signedInCustomer } from './support/sign-in.ts';

type Locale = 'ar' | 'en';

const MAX_TABS = 300;

/**
 * Presses Tab until `target` has the focus (or fails after MAX_TABS presses), and checks the focus is visible. A
 * target before the focused element is reached with Shift+Tab, as a keyboard user goes back to the header.
 */
async function tabTo(page: Page, target: Locator, label: string): Promise<void> {
  const before = await target.evaluate((element) => {
    const focused = document.activeElement;
    return focused !== null && focused !== document.body && (element.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  });
  const key = before ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      // The focused element draws the ring, or the box it stands for does while it holds the focus (a product card's
      // outline, `focus-within`, around its stretched name link).
      const visible = await target.evaluate((element) => {
        const ringed = (node: Element) => {
          const style = getComputedStyle(node);
          return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
        };
        if (ringed(element)) return true;
        const box = element.closest('article');
        return box !== null && box.matches(':focus-within') && ringed(box);
      });
      expect(visible, `${label}: focus is visible`).toBe(true);
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`${label}: not reached with ${MAX_TABS} presses of ${key}`);
}

for (const locale of ['ar', 'en'] as const satisfies readonly Locale[]) {
  test(`keyboard only, from home to a placed order, in ${locale}`, async ({ page, context, baseURL }) => {
    test.slow();
    const { token } = await signedInCustomer(context, baseURL!, `keyboard-${locale}`);
    await backendGraphql(
      'mutation($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }',
      { input: SAVED_ADDRESS },
      token,
    );

    // Home: the first card of a product that ships (not an e-card) and is in stock.
    const { products } = await backendGraphql<{ products: { items: { url_key: string; type_id: string; stock_status: string }[] } }>(
      '{ products(search: "", pageSize: 100) { items { url_key type_id stock_status } } }',
      {},
      undefined,
      locale,
    );
    const shippable = new Set(products.items.filter((item) => item.type_id === 'simple' && item.stock_status === 'IN_STOCK').map((item) => item.url_key));
    await page.goto(`/${locale}`);
    // The home's product carousels come in as the shopper nears them (LaterShelf.astro), as tabbing down would bring
    // them: brought in first, then the walk starts again from the top.
    await scrollUntilIn(page, page.locator('main'));
    await page.evaluate(() => window.scrollTo(0, 0));
    const hrefs = await page.locator('main a[href*="/products/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const productPath = hrefs.find((href) => shippable.has(decodeURIComponent(href.split('/products/')[1] ?? '')));
    if (!productPath) throw new Error('the home page shows no shippable product');
    const productLink = page.locator(`main a[href="${productPath}"]`).first();
    await tabTo(page, productLink, 'a product on the home page');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === productPath);

    // Product: add to cart.
    const addToCart = page.locator('main').getByRole('button', { name: copy(locale, 'common', 'actions.addToCart') }).first();
    await expect(addToCart).toBeEnabled();
    await tabTo(page, addToCart, 'add to cart');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cart-count')).toHaveAttribute('data-count', '1');

    // The header's cart link, then the cart's checkout link.
    const cartLink = page.locator('header a[href$="/cart"]').first();
    await tabTo(page, cartLink, 'the cart link');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/${locale}/cart$`));
    const toCheckout = page.getByRole('link', { name: copy(locale, 'cart', 'summary.checkout') });
    await tabTo(page, toCheckout, 'proceed to checkout');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/${locale}/checkout$`));

    // Address: the saved default is chosen; its button.
    const checkout = (key: string) => copy(locale, 'checkout', key);
    const deliverHere = page.getByRole('button', { name: checkout('address.deliverHere') });
    await tabTo(page, deliverHere, 'deliver to this address');
    await page.keyboard.press('Enter');

    // Delivery: the first method (standard) by Space, then Continue.
    const standard = page.locator('[data-carrier="standard"] input[type="radio"]');
    await tabTo(page, standard, 'standard delivery');
    await page.keyboard.press('Space');
    await expect(standard).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: checkout('continue') }), 'continue after delivery');
    await page.keyboard.press('Enter');

    // Payment: cash on delivery, reached with the arrows inside its radio group if it is not the first.
    const cash = page.getByRole('radio', { name: checkout('payment.cashondelivery') });
    await expect(cash).toBeVisible();
    const firstPayment = page.locator('[data-step="payment"] input[type="radio"]').first();
    await tabTo(page, firstPayment, 'the payment methods');
    for (let presses = 0; presses < 4 && !(await cash.isChecked()); presses += 1) {
      if (await cash.evaluate((element) => element === document.activeElement)) await page.keyboard.press('Space');
      else await page.keyboard.press(locale === 'ar' ? 'ArrowLeft' : 'ArrowDown');
    }
    await expect(cash).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: checkout('continue') }), 'continue after payment');
    await page.keyboard.press('Enter');

    // Review: place the order.
    const placeOrder = page.getByRole('button', { name: checkout('review.placeOrder') });
    await tabTo(page, placeOrder, 'place order');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/${locale}/order-success\\?order=\\d{9}$`));
    await expect(page.locator('[data-order-details]')).toBeVisible();
  });
}
