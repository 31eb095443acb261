/**
 * Amounts stay whole beside what they price (issue 55, point 6), in Arabic and English at 390 and 1440 px:
 * an order's discount line (its label may be long: the seed's SAVE50 names its condition) keeps its amount on one
 * line inside the totals column, on the success page and the account's order page; each delivery method of the
 * checkout keeps its price on its title's first line; and the phone's buy bar during a sale stays one compact row
 * (price and struck price), the offer's end date shown above it in the page rather than stacked into it.
 */
import { expect, test, type Locator, type Page } from './support/test.ts';
import { customerCartUpTo } from './support/checkout-cart.ts';
import { backendGraphql } from './support/customers.ts';
import { saleProduct } from './support/catalogue-products.ts';
import { signedInCustomer } from './support/sign-in.ts';

type Locale = 'ar' | 'en';

const box = async (locator: Locator) => (await locator.boundingBox())!;

/** A cash-on-delivery order of the customer's with the seed's fixed coupon (SAVE50: 50 QAR off over 500 QAR). */
async function orderWithLongDiscount(token: string, locale: Locale): Promise<string> {
  const cartId = await customerCartUpTo(token, locale, 'payment', 6);
  const call = <T>(query: string, variables: Record<string, unknown>) => backendGraphql<T>(query, variables, token, locale);
  await call('mutation($input: ApplyCouponToCartInput) { applyCouponToCart(input: $input) { cart { id } } }', { input: { cart_id: cartId, coupon_code: 'SAVE50' } });
  const { placeOrder } = await call<{ placeOrder: { order: { order_number: string } } }>(
    'mutation($input: PlaceOrderInput) { placeOrder(input: $input) { order { order_number } } }',
    { input: { cart_id: cartId } },
  );
  return placeOrder.order.order_number;
}

/** The discount's amount on one line, like the subtotal's, and inside the totals' column. */
async function expectDiscountWhole(page: Page): Promise<void> {
  const totals = page.locator('[data-order-totals]');
  const amount = totals.locator('[data-order-discount] dd');
  await expect(amount).toBeVisible();
  const [amountBox, subtotalBox, totalsBox] = [await box(amount), await box(totals.locator('dd').first()), await box(totals)];
  expect(amountBox.height).toBeLessThanOrEqual(subtotalBox.height + 1);
  expect(amountBox.x).toBeGreaterThanOrEqual(totalsBox.x - 0.5);
  expect(amountBox.x + amountBox.width).toBeLessThanOrEqual(totalsBox.x + totalsBox.width + 0.5);
}

for (const locale of ['ar', 'en'] as const) {
  for (const width of [390, 1440]) {
    test.describe(`money lines in ${locale} at ${width} px`, () => {
      test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });

      test("an order's discount keeps its amount whole in the totals, on the success page and the account's order page", async ({ page, baseURL }) => {
        const { token } = await signedInCustomer(page.context(), baseURL!, `discount-line-${locale}-${width}`);
        const number = await orderWithLongDiscount(token, locale);
        await page.goto(`/${locale}/order-success?order=${number}`);
        await expectDiscountWhole(page);
        await page.goto(`/${locale}/account/orders/${number}`);
        await expectDiscountWhole(page);
      });

      test("each delivery method keeps its price on its title's line", async ({ page, baseURL }) => {
        const { token } = await signedInCustomer(page.context(), baseURL!, `delivery-prices-${locale}-${width}`);
        await customerCartUpTo(token, locale, 'address', 1);
        await page.goto(`/${locale}/checkout`);
        const methods = page.locator('label[data-carrier]');
        await expect(methods.first()).toBeVisible();
        for (const method of await methods.all()) {
          // Both read in one frame: read one after the other, the page could move between them (a 10 px shift once).
          const [title, price] = await method.evaluate((label) => {
            const at = (selector: string) => {
              const { y, height } = label.querySelector(selector)!.getBoundingClientRect();
              return { y, height };
            };
            return [at('[data-method-title]'), at('[data-method-price]')] as const;
          });
          // The price's middle is within the title's first line.
          const priceMiddle = price.y + price.height / 2;
          expect(priceMiddle).toBeGreaterThanOrEqual(title.y);
          expect(priceMiddle).toBeLessThanOrEqual(title.y + price.height + 1);
        }
      });

      test('a sale keeps the offer compact: one row in the phone\'s buy bar, the end date beside the price on a desktop', async ({ page }) => {
        await page.goto(`/${locale}/products/${(await saleProduct(locale, 'SimpleProduct')).url_key}`);
        const bar = page.locator('[data-buy-bar]');
        const price = bar.locator('.price-line');
        await expect(price.locator('s')).toBeVisible();
        const saleEnds = page.locator('[data-sale-ends]');
        await expect(saleEnds).toBeVisible();
        if (width < 1024) {
          // As high as the bar is without a sale: the add button and its padding.
          expect((await box(bar)).height).toBeLessThanOrEqual(80);
          expect(await bar.locator('[data-sale-ends]').count()).toBe(0);
          // The end date is read in the page, and the bar never covers it.
          await saleEnds.scrollIntoViewIfNeeded();
          expect((await box(saleEnds)).y + (await box(saleEnds)).height).toBeLessThanOrEqual((await box(bar)).y);
        } else {
          // Just below the price, inside the offer box.
          const priceBox = await box(price);
          const endsBox = await box(saleEnds);
          expect(endsBox.y).toBeGreaterThanOrEqual(priceBox.y + priceBox.height - 1);
          expect(endsBox.y).toBeLessThanOrEqual(priceBox.y + priceBox.height + 16);
        }
      });
    });
  }
}
