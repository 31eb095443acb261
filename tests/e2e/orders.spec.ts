/**
 * The order pages end to end, in both locales, against the embedded backend: a cash-on-delivery order placed
 * through the backend opens on the order success page (and again after a refresh), which empties the browser's
 * cart keys; the account's order list and order page; cancelling it after a confirmation; someone else's order
 * number and garbage; a card order approved and declined on the payment simulator (success; "Payment failed" with
 * the items back in the cart); a hand-edited success URL for an unpaid order showing pending; axe on every page.
 */
import { expect, test, type Page } from './support/test.ts';
import { axe } from './support/axe.ts';
import { newShopper, registerCustomer } from './support/customers.ts';
import { copy, fill } from './support/locales.ts';
import { decidePayment, placeOrder, plentifulProduct, statusLabel } from './support/orders.ts';
import { signedInCustomer } from './support/sign-in.ts';

type Locale = 'ar' | 'en';

const pages = (locale: Locale, key: string) => copy(locale, 'pages', key);
const account = (locale: Locale, key: string) => copy(locale, 'account', key);

/** An order number that is not `number`: a return naming two different orders is refused whatever their numbers. */
function anotherOrderNumber(number: string): string {
  return String(Number(number) + 1).padStart(number.length, '0');
}

async function expectAxeClean(page: Page, label: string): Promise<void> {
  const results = await axe(page).analyze();
  expect(results.violations.map((v) => `${label}: ${v.id} ${v.help} at ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A new customer, signed in in this browser; answers their token. */
async function signedInToken(page: Page, baseURL: string, label: string): Promise<string> {
  return (await signedInCustomer(page.context(), baseURL, label)).token;
}

// The header's top bar fades in 2 s after load; axe caught mid-fade reads its text as low contrast.
test.use({ reducedMotion: 'reduce' });

for (const locale of ['ar', 'en'] as const) {
  test.describe(`order pages in ${locale}`, () => {
    test('a cash-on-delivery order: success page (refreshed), the local cart emptied, list, detail and cancel', async ({ page, baseURL }) => {
      const token = await signedInToken(page, baseURL!, `cod-${locale}`);
      const number = await placeOrder(token, 'cashondelivery', locale, 2);
      const { sku, name } = await plentifulProduct(locale);

      // The browser still holds the mirror of the cart that became the order.
      await page.goto(`/${locale}/about`);
      await page.evaluate((quoteId) => {
        localStorage.setItem('quoteId', quoteId);
        localStorage.setItem('totalItemCount', '2');
        localStorage.setItem(
          'items',
          JSON.stringify([{ item_id: 1, name: 'x', sku: 'x', url_key: null, price: 1, original_price: null, product_type: 'simple', qty: 2, quote_id: quoteId, extension_attributes: { image_url: null, main_prod_sku: 'x' } }]),
        );
      }, 'stale-cart-id');

      const response = await page.goto(`/${locale}/order-success?order=${number}`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages(locale, 'orderSuccess.heading'));
      await expect(page.getByText(fill(pages(locale, 'orderSuccess.placed'), { number }))).toBeVisible();
      await expect(page.locator(`[data-order-line="${sku}"]`)).toContainText(sku);
      await expect(page.locator(`[data-order-line="${sku}"] [data-order-line-qty]`)).toHaveText('2');
      await expect(page.locator('[data-order-address="delivery"]')).toContainText('Al Sadd Street');
      await expect.poll(() => page.evaluate(() => [localStorage.getItem('quoteId'), localStorage.getItem('items'), localStorage.getItem('totalItemCount')])).toEqual([null, '[]', '0']);
      await expect(page.getByTestId('cart-count')).toBeHidden();
      await expectAxeClean(page, 'order-success');

      // A refresh reads the order again from the backend.
      const again = await page.reload();
      expect(again?.status()).toBe(200);
      await expect(page.locator('[data-order-details]')).toHaveAttribute('data-order-details', number);
      await expect(page.locator(`[data-order-line="${sku}"]`)).toContainText(name);

      // The account's list: number (a link), amount and the status label as Magento answers it.
      const label = await statusLabel(token, number, locale);
      await page.goto(`/${locale}/account/orders`);
      const row = page.locator(`[data-order-number="${number}"]`);
      await expect(row.locator('[data-order-status]')).toHaveText(label);
      await expectAxeClean(page, 'account/orders');
      await row.getByRole('link', { name: fill(account(locale, 'orders.viewOrder'), { number }) }).click();

      // The order page: items with SKU and quantity, addresses, payment and shipping method, totals.
      await expect(page).toHaveURL(new RegExp(`/${locale}/account/orders/${number}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(account(locale, 'orders.detail.heading'), { number }));
      const breadcrumbs = page.getByRole('navigation', { name: copy(locale, 'layout', 'breadcrumbs.label') });
      await expect(breadcrumbs.getByRole('link', { name: account(locale, 'nav.orders') })).toHaveAttribute('href', `/${locale}/account/orders`);
      await expect(page.getByRole('table')).toContainText(sku);
      await expect(page.locator('[data-order-address="billing"]')).toContainText('Maryam');
      await expect(page.locator('[data-order-payment]')).not.toBeEmpty();
      await expect(page.locator('[data-order-shipping-method]')).not.toBeEmpty();
      await expect(page.locator('[data-order-grand-total]')).not.toBeEmpty();
      await expectAxeClean(page, 'account/orders/[id]');

      // Cancel, after a confirmation, as a plain form post with a notice after it.
      await page.getByRole('link', { name: account(locale, 'orders.cancel.open') }).click();
      await expect(page.getByRole('heading', { name: account(locale, 'orders.cancel.heading') })).toBeVisible();
      await expectAxeClean(page, 'cancel confirmation');
      await page.getByRole('button', { name: account(locale, 'orders.cancel.confirm') }).click();
      await expect(page).toHaveURL(/notice=order-cancelled/);
      await expect(page.locator('[data-account-notice="success"]')).toHaveText(account(locale, 'orders.cancel.done'));
      await expect(page.locator('[data-order-status]')).toHaveText(await statusLabel(token, number, locale));
      await expect(page.getByRole('link', { name: account(locale, 'orders.cancel.open') })).toHaveCount(0);
    });

    test("someone else's order, garbage numbers, pages past the last and a signed-out shopper", async ({ page, baseURL }) => {
      const owner = await registerCustomer(newShopper(`owner-${locale}`));
      const number = await placeOrder(owner, 'cashondelivery', locale, 1);

      // Signed out: the success page goes to sign-in and back; the status page offers sign-in.
      await page.goto(`/${locale}/order-success?order=${number}`);
      await page.waitForURL((url) => url.pathname === `/${locale}/login` && url.searchParams.get('redirect') === `/${locale}/order-success?order=${number}`);
      const signedOut = await page.goto(`/${locale}/payment/status?increment_id=${number}&status=14`);
      expect(signedOut?.status()).toBe(200);
      // The page's own offer (the top bar, faded in two seconds after load, has a plain "Sign in" of its own).
      await expect(page.getByRole('main').getByRole('link', { name: pages(locale, 'paymentStatus.signIn.action') })).toHaveAttribute(
        'href',
        `/${locale}/login?redirect=${encodeURIComponent(`/${locale}/payment/status?increment_id=${number}`)}`,
      );

      await signedInToken(page, baseURL!, `other-${locale}`);
      for (const path of [
        `/order-success?order=${number}`,
        '/order-success?order=%3Cscript%3E',
        `/order-success?order=${'9'.repeat(40)}`,
        '/order-success',
        `/account/orders/${number}`,
        '/account/orders/..%2F..%2Fadmin',
        `/payment/status?increment_id=${number}`,
        '/account/orders?page=9',
        '/account/orders?page=abc',
      ]) {
        const response = await page.goto(`/${locale}${path}`);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByText(copy(locale, 'errors', 'page.notFoundMessage')).first()).toBeVisible();
      }
      for (const path of ['/payment/status', '/payment/status?status=14', '/payment/status?increment_id=%27%3B--', `/payment/status?increment_id=${number}&merchant_reference=${anotherOrderNumber(number)}`]) {
        const response = await page.goto(`/${locale}${path}`);
        expect(response?.status(), path).toBe(400);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages(locale, 'paymentStatus.invalid.heading'));
      }
      await expectAxeClean(page, 'payment/status 400');
    });

    test('a card payment approved on the simulator: the status page shows success', async ({ page, baseURL }) => {
      const token = await signedInToken(page, baseURL!, `card-ok-${locale}`);
      const number = await placeOrder(token, 'aps_fort_cc', locale, 1);
      const location = await decidePayment(token, number, 'approve', locale, baseURL!);
      const cartReads: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/_actions/cart.get')) cartReads.push(request.url());
      });
      const response = await page.goto(location);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      // The provider's return (the e-mail, the masked card, the signature) went on, by 303, to the clean address.
      expect(new URL(location).searchParams.has('signature')).toBe(true);
      expect(page.url()).toBe(`${baseURL}/${locale}/payment/status?increment_id=${number}`);
      expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(303);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages(locale, 'paymentStatus.success.heading'));
      await expect(page.getByText(fill(pages(locale, 'paymentStatus.orderNumber'), { number }))).toBeVisible();
      await expectAxeClean(page, 'payment/status success');
      // Spec §4: no cart refresh on a payment return.
      await page.waitForLoadState('networkidle');
      expect(cartReads).toEqual([]);

      // The same return posted as a form goes on, by 303, to the same clean address.
      const returned = new URL(location);
      const posted = await page.request.post(`/${locale}/payment/status`, {
        form: Object.fromEntries(returned.searchParams),
        headers: { Origin: new URL(baseURL!).origin },
        maxRedirects: 0,
      });
      expect(posted.status()).toBe(303);
      const next = new URL(posted.headers()['location']!, baseURL);
      expect(`${next.pathname}${next.search}`).toBe(`/${locale}/payment/status?increment_id=${number}`);
    });

    test('a card payment declined: "Payment failed" and the items back in the cart', async ({ page, baseURL }) => {
      const token = await signedInToken(page, baseURL!, `card-no-${locale}`);
      const number = await placeOrder(token, 'aps_fort_cc', locale, 2);
      const { name } = await plentifulProduct(locale);
      const response = await page.goto(await decidePayment(token, number, 'decline', locale, baseURL!));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy(locale, 'errors', 'payment.failed'));
      await expect(page.getByText(pages(locale, 'paymentStatus.failed.itemsBack'))).toBeVisible();
      await expectAxeClean(page, 'payment/status failed');
      // The mirror took the restored cart: the header counts the two units.
      await expect(page.getByTestId('cart-count')).toHaveAttribute('data-count', '2');

      await page.getByRole('link', { name: pages(locale, 'paymentStatus.failed.tryAgain') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/cart$`));
      await expect(page.locator('[data-cart-page]')).toContainText(name);
    });

    test('the cart refresh on load skips a payment return (spec §4), and runs otherwise', async ({ page }) => {
      const cartReads: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/_actions/cart.get')) cartReads.push(new URL(page.url()).search);
      });
      // Stored before any page script runs: set on a page already open, a late first interaction there (a
      // pointer the browser moves over it) would start that page's cart refresh after the fact.
      await page.addInitScript(() => localStorage.setItem('quoteId', 'aB3xYz9QwErTmasked'));
      for (const name of ['statusMessage', 'amount', 'shipping_description', 'shipping_method', 'status', 'increment_id']) {
        await page.goto(`/${locale}/brands?${name}=1`);
        await page.waitForLoadState('networkidle');
      }
      expect(cartReads).toEqual([]);
      await page.goto(`/${locale}/brands?page=1`);
      await expect.poll(() => cartReads).toEqual(['?page=1']);
    });

    test('a hand-edited success URL for an unpaid card order shows pending, not success', async ({ page, baseURL }) => {
      const token = await signedInToken(page, baseURL!, `card-wait-${locale}`);
      const number = await placeOrder(token, 'aps_fort_cc', locale, 1);
      const response = await page.goto(`/${locale}/payment/status?increment_id=${number}&status=14&response_code=14000&statusMessage=Success.&amount=1`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages(locale, 'paymentStatus.pending.heading'));
      await expect(page.getByText(pages(locale, 'paymentStatus.pending.awaitingResult'))).toBeVisible();
      await expect(page.getByText(pages(locale, 'paymentStatus.success.heading'))).toHaveCount(0);
      await expectAxeClean(page, 'payment/status pending');
    });
  });
}

test.describe('cancelling without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['ar', 'en'] as const) {
    test(`${locale}: the confirmation and the cancel are plain links and a form post`, async ({ page, baseURL }) => {
      const token = await signedInToken(page, baseURL!, `nojs-${locale}`);
      const number = await placeOrder(token, 'cashondelivery', locale, 1);
      await page.goto(`/${locale}/account/orders/${number}`);
      await page.getByRole('link', { name: account(locale, 'orders.cancel.open') }).click();
      await expect(page).toHaveURL(/[?&]cancel=1/);
      await page.getByRole('button', { name: account(locale, 'orders.cancel.confirm') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/account/orders/${number}\\?notice=order-cancelled$`));
      await expect(page.locator('[data-account-notice="success"]')).toHaveText(account(locale, 'orders.cancel.done'));

      // The same post again (a second tab, a stale page): 303 to the order page, which says it is refused in the
      // shopper's language, with a 400.
      const refused = await page.request.post(`/${locale}/account/orders/${number}?_action=orders.cancel`, {
        form: { locale, number },
        headers: { Origin: new URL(baseURL!).origin },
      });
      expect(refused.url()).toMatch(new RegExp(`/${locale}/account/orders/${number}\\?_result=`));
      expect(refused.status()).toBe(400);
      expect(await refused.text()).toContain(account(locale, 'orders.cancel.notOpen'));
    });
  }
});
