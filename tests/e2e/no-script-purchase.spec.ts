/**
 * The whole purchase with JavaScript off, in Arabic and English: every form is a plain post to the same Action the
 * islands call, answered 303 to a GET (no "resubmit?" dialog on a reload or a step back). Sign-up by code; two
 * products added, a quantity typed, a coupon applied; checkout one step per page load to a new address typed in
 * (refused first, the typed values kept), cash on delivery, the order in the account, and a reload and a step back
 * that order nothing twice; a card through the payment simulator approved (the success page) and declined (the
 * items back in the cart).
 */
import { expect, test, type Page } from './support/test.ts';
import { SAVED_ADDRESS } from '../fixtures/qatar-addresses.ts';
import { backendGraphql, latestCode, newShopper, registerCustomer } from './support/customers.ts';
import { copy } from './support/locales.ts';
import { signInWithToken } from './support/sign-in.ts';

type Locale = 'ar' | 'en';
type Product = { id: number; sku: string; name: string; url_key: string };

test.use({ javaScriptEnabled: false });

/** In-stock physical products of the seed. */
let physical: Promise<Product[]> | undefined;
function physicalProducts(): Promise<Product[]> {
  physical ??= backendGraphql<{ products: { items: (Product & { stock_status: string; type_id: string })[] } }>(
    '{ products(search: "", pageSize: 100, filter: { category_id: { eq: "17" } }) { items { id sku name url_key stock_status type_id } } }',
    {},
  ).then(({ products }) => products.items.filter((item) => item.stock_status === 'IN_STOCK' && item.type_id === 'simple'));
  return physical;
}

/** A product no other spec orders (checkout.spec takes them from the front). */
async function productFromTheEnd(index: number): Promise<Product> {
  const product = (await physicalProducts()).at(-1 - index);
  if (!product) throw new Error(`no physical product ${index} from the end`);
  return product;
}

/** A product that never runs out during a run: the seed stocks every 17th product with 100 000 units. */
async function plentifulProduct(): Promise<Product> {
  const { products } = await backendGraphql<{ products: { items: (Product & { stock_status: string; type_id: string })[] } }>(
    '{ products(search: "", pageSize: 100) { items { id sku name url_key stock_status type_id } } }',
    {},
  );
  const product = products.items.find((item) => item.type_id === 'simple' && item.stock_status === 'IN_STOCK' && item.id % 17 === 0);
  if (!product) throw new Error('the seed has no plentiful product');
  return product;
}

const text = (locale: Locale, namespace: string, key: string) => copy(locale, namespace, key);

/** Fails the test on any browser dialog (a "resubmit the form?" prompt is one) and counts the page posts. */
function watchNavigation(page: Page): { posts: () => number } {
  let posts = 0;
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.method() === 'POST') posts += 1;
  });
  return { posts: () => posts };
}

/** A reload of a page reached after a post is a GET: nothing is sent again. */
async function reloadSendsNothing(page: Page, watch: { posts: () => number }): Promise<void> {
  const before = watch.posts();
  const answer = await page.reload();
  expect(answer?.request().method()).toBe('GET');
  expect(watch.posts()).toBe(before);
}

const continueButton = (page: Page, locale: Locale) => page.getByRole('button', { name: text(locale, 'checkout', 'continue') });
const openStep = (page: Page) => page.locator('[aria-current="step"]');

async function orderCount(token: string, locale: Locale): Promise<number> {
  const { customer } = await backendGraphql<{ customer: { orders: { total_count: number } } }>('{ customer { orders { total_count } } }', {}, token, locale);
  return customer.orders.total_count;
}

for (const [index, locale] of (['ar', 'en'] as const).entries()) {
  test.describe(`the purchase without JavaScript in ${locale}`, () => {
    test('sign up by code, fill the cart, check out cash on delivery to a new address, and see the order', async ({ page }) => {
      test.slow(); // a dozen page loads, each a full render
      const watch = watchNavigation(page);
      const shopper = newShopper(`nojs-buy-${locale}`);
      const [first, second] = [await plentifulProduct(), await productFromTheEnd(index * 4 + 1)];

      // Sign-up by code: the details, then the code from the outbox.
      await page.goto(`/${locale}/signup?redirect=${encodeURIComponent(`/${locale}/cart`)}`);
      const panel = page.locator('[data-auth-panel]');
      await panel.getByRole('textbox', { name: text(locale, 'auth', 'fields.firstname') }).fill('Noura');
      await panel.getByRole('textbox', { name: text(locale, 'auth', 'fields.lastname') }).fill('Al-Thani');
      await panel.getByRole('textbox', { name: text(locale, 'auth', 'fields.email') }).fill(shopper.email);
      await panel.getByRole('textbox', { name: text(locale, 'auth', 'fields.mobile') }).fill(shopper.telephone);
      await panel.getByRole('checkbox').check();
      await panel.getByRole('button', { name: text(locale, 'auth', 'actions.sendCode') }).click();
      await panel.getByRole('textbox', { name: text(locale, 'auth', 'fields.code') }).fill(await latestCode(shopper.email));
      await panel.getByRole('button', { name: text(locale, 'auth', 'actions.verify') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/cart$`));

      // Two products from their pages, then a quantity typed and a coupon.
      for (const product of [first, second]) {
        await page.goto(`/${locale}/products/${product.url_key}`);
        await page.locator('[data-product-offer] form').getByRole('button', { name: text(locale, 'common', 'actions.addToCart') }).click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/cart\\?cart-notice=added$`));
      }
      await expect(page.getByTestId('cart-line')).toHaveCount(2);
      const line = page.locator(`[data-testid="cart-line"][data-sku="${first.sku}"]`);
      await line.getByRole('spinbutton').fill('3');
      await line.getByRole('button', { name: text(locale, 'cart', 'items.setQuantity') }).click();
      await expect(page.getByRole('status').filter({ hasText: text(locale, 'errors', 'cart.quantityUpdated') })).toBeVisible();
      await expect(line.getByTestId('line-qty')).toHaveText('3');
      await page.getByLabel(text(locale, 'cart', 'coupon.label')).fill('WELCOME10');
      await page.getByRole('button', { name: text(locale, 'cart', 'coupon.apply') }).click();
      await expect(page.getByTestId('coupon-applied')).toContainText('WELCOME10');
      await reloadSendsNothing(page, watch);
      await expect(page.getByTestId('discount')).toBeVisible();

      // Checkout, one step a page: a new address, refused first, its typed values kept.
      await page.getByRole('link', { name: text(locale, 'cart', 'summary.checkout') }).click();
      await expect(openStep(page)).toContainText(text(locale, 'checkout', 'steps.address'));
      const field = (key: string) => page.getByLabel(text(locale, 'account', `addresses.fields.${key}`), { exact: true });
      await field('firstname').fill('Noura');
      await field('lastname').fill('Al-Thani');
      await field('region').selectOption({ index: 1 });
      await field('city').fill('Al Wakra');
      await field('zone').fill('90');
      await field('streetNumber').fill('100');
      await field('landmark').fill('Corniche Street');
      await field('telephone').fill('55667788');
      await page.getByRole('button', { name: text(locale, 'checkout', 'address.deliverHere') }).click();
      await expect(field('buildingNumber')).toHaveAttribute('aria-invalid', 'true');
      await expect(field('landmark')).toHaveValue('Corniche Street');
      await expect(field('streetNumber')).toHaveValue('100');
      await field('buildingNumber').fill('7');
      await page.getByRole('button', { name: text(locale, 'checkout', 'address.deliverHere') }).click();

      await expect(openStep(page)).toContainText(text(locale, 'checkout', 'steps.shipping'));
      await expect(page.locator('[data-step="address"]')).toContainText('Corniche Street');
      await reloadSendsNothing(page, watch);
      await page.locator('[data-carrier="standard"] input[type="radio"]').check();
      await continueButton(page, locale).click();

      await expect(openStep(page)).toContainText(text(locale, 'checkout', 'steps.payment'));
      await page.getByRole('radio', { name: text(locale, 'checkout', 'payment.cashondelivery') }).check();
      await continueButton(page, locale).click();

      await expect(openStep(page)).toContainText(text(locale, 'checkout', 'steps.review'));
      await expect(page.getByTestId('review-items').locator('[data-sku]')).toHaveCount(2);
      // A step done can be opened again by its link, and left as it was.
      await page.getByRole('link', { name: new RegExp(text(locale, 'checkout', 'steps.shipping')) }).click();
      await expect(openStep(page)).toContainText(text(locale, 'checkout', 'steps.shipping'));
      await continueButton(page, locale).click();
      await expect(openStep(page)).toContainText(text(locale, 'checkout', 'steps.review'));
      await reloadSendsNothing(page, watch);

      await page.getByRole('button', { name: text(locale, 'checkout', 'review.placeOrder') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/order-success\\?order=\\d{9}$`));
      const number = new URL(page.url()).searchParams.get('order') ?? '';
      await reloadSendsNothing(page, watch);
      // A step back lands on the checkout of a cart that is now empty: back to the cart, nothing ordered again.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/${locale}/cart$`));
      await page.goForward();

      await page.goto(`/${locale}/account/orders`);
      await expect(page.locator(`[data-order-number="${number}"]`)).toBeVisible();
      await expect(page.locator('[data-order-number]')).toHaveCount(1);
    });

    for (const decision of ['approve', 'decline'] as const) {
      test(`a card payment the simulator ${decision === 'approve' ? 'approves' : 'declines'}`, async ({ page, baseURL }) => {
        const watch = watchNavigation(page);
        const product = await productFromTheEnd(index * 4 + (decision === 'approve' ? 2 : 3));
        const token = await registerCustomer(newShopper(`nojs-card-${decision}-${locale}`));
        await backendGraphql('mutation($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }', { input: SAVED_ADDRESS }, token, locale);
        const { customerCart } = await backendGraphql<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, token, locale);
        await backendGraphql(
          'mutation($input: AddSimpleProductsToCartInput) { addSimpleProductsToCart(input: $input) { cart { id } } }',
          { input: { cart_id: customerCart.id, cart_items: [{ data: { sku: product.sku, quantity: 1 } }] } },
          token,
          locale,
        );
        await signInWithToken(page.context(), baseURL!, token);

        await page.goto(`/${locale}/checkout`);
        await page.locator('[data-step="address"] form').first().getByRole('button', { name: text(locale, 'checkout', 'address.deliverHere') }).click();
        await page.locator('[data-carrier="standard"] input[type="radio"]').check();
        await continueButton(page, locale).click();
        await page.getByRole('radio', { name: text(locale, 'checkout', 'payment.aps_fort_cc') }).check();
        await continueButton(page, locale).click();
        await page.getByRole('button', { name: text(locale, 'checkout', 'review.placeOrder') }).click();

        // The provider's signed form, with a button to press: no script posts it.
        await expect(page.getByRole('heading', { name: text(locale, 'checkout', 'handOff.heading') })).toBeVisible();
        await page.getByRole('button', { name: text(locale, 'checkout', 'review.payNow') }).click();
        await page.waitForURL((url) => url.pathname === '/payment-simulator/checkout');
        await page.locator(`button[value="${decision}"]`).click();
        await page.waitForURL((url) => url.pathname === `/${locale}/payment/status`);
        // Without script too, the return lands on the clean status address (a 303 from the provider's fields).
        expect([...new URL(page.url()).searchParams.keys()]).toEqual(['increment_id']);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveText(decision === 'approve' ? copy(locale, 'pages', 'paymentStatus.success.heading') : copy(locale, 'errors', 'payment.failed'));
        await reloadSendsNothing(page, watch);
        expect(await orderCount(token, locale)).toBe(1);
        if (decision === 'decline') {
          // The declined order's items are back in the cart.
          await page.goto(`/${locale}/cart`);
          await expect(page.locator(`[data-testid="cart-line"][data-sku="${product.sku}"]`)).toBeVisible();
        }
      });
    }
  });
}
