/**
 * Delivery costs a shopper can follow (issue 40): the cart says delivery is decided at checkout and lists each
 * method's price apart from its total; checkout's summary follows the method picked before Continue, with script and
 * without; on a phone the review says the grand total before "Place order".
 */
import { expect, test, type Page } from './support/test.ts';
import { customerCartUpTo } from './support/checkout-cart.ts';
import { copy } from './support/locales.ts';
import { islandHydrated, signedInCustomer } from './support/sign-in.ts';
import { isBeforeSameDayCutoff, parseCutoff } from '../../backend/checkout/same-day.ts';

const LOCALES = ['ar', 'en'] as const;
/** The amount in a formatted price ("1,299 QAR", "35 ر.ق"). */
const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));
/**
 * What a summary value shows: its text, or in checkout's summary the part on show (a picked method's amount is
 * generated content, `data-value`, which innerText leaves out).
 */
const shown = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .first()
    .evaluate((element) => {
      const parts = [...element.querySelectorAll<HTMLElement>('[data-delivery-default], [data-delivery-pick]')];
      if (parts.length === 0) return (element as HTMLElement).innerText.trim();
      const visible = parts.find((part) => part.checkVisibility());
      return (visible?.dataset.value ?? visible?.innerText ?? '').trim();
    });

for (const locale of LOCALES) {
  test(`the cart in ${locale} lists delivery as chosen at checkout, outside the total`, async ({ page, context, baseURL }) => {
    const { token } = await signedInCustomer(context, baseURL ?? '', `delivery-cart-${locale}`);
    await customerCartUpTo(token, locale, 'items');
    await page.goto(`/${locale}/cart`);
    const options = page.getByTestId('delivery-options');
    await expect(options).toContainText(copy(locale, 'cart', 'summary.deliveryNote'));
    // The cart lists the methods that can be chosen now: same-day (35) only before Qatar's 7:30 PM cutoff, by the
    // backend's own real clock (the seed keeps the default cutoff).
    const sameDay = isBeforeSameDayCutoff(Date.now(), parseCutoff('19:30')!);
    await expect(options.locator('li')).toHaveCount(sameDay ? 3 : 2);
    await expect(options).toContainText(copy(locale, 'checkout', 'shipping.free'));
    const prices = await options.locator('li > span:last-child').allInnerTexts();
    expect(prices.map(amountOf)).toEqual(expect.arrayContaining(sameDay ? [35, 25] : [25]));
    expect(prices.map(amountOf).includes(35)).toBe(sameDay);
    expect(amountOf(await shown(page, 'grand-total'))).toBe(amountOf(await shown(page, 'subtotal')));
    await expect(page.getByTestId('express')).toHaveCount(0);
  });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`checkout in ${locale} ${javaScriptEnabled ? 'with' : 'without'} script`, () => {
      test.use({ javaScriptEnabled });

      test('the summary shows the picked method’s cost and total before Continue', async ({ page, context, baseURL }) => {
        const { token } = await signedInCustomer(context, baseURL ?? '', `delivery-pick-${locale}-${javaScriptEnabled}`);
        await customerCartUpTo(token, locale, 'address');
        await page.goto(`/${locale}/checkout?step=shipping`);
        // A choice made before the island has taken over would be its initial choice again once it has.
        if (javaScriptEnabled) await islandHydrated(page, 'CheckoutPage');
        const subtotal = amountOf(await shown(page, 'subtotal'));
        await page.locator('[data-carrier="express"] input[type="radio"]').check();
        await expect.poll(() => shown(page, 'shipping')).not.toBe(copy(locale, 'checkout', 'summary.shippingPending'));
        expect(amountOf(await shown(page, 'shipping'))).toBe(25);
        expect(amountOf(await shown(page, 'grand-total'))).toBe(subtotal + 25);
        const sameDay = page.locator('[data-carrier="sameday"] input[type="radio"]');
        if (await sameDay.count()) {
          await sameDay.check();
          await expect.poll(async () => amountOf(await shown(page, 'shipping'))).toBe(35);
          expect(amountOf(await shown(page, 'grand-total'))).toBe(subtotal + 35);
        }
      });
    });
  }

  for (const width of [390, 1440]) {
    test(`the review in ${locale} at ${width} px says the grand total before "Place order"`, async ({ page, context, baseURL }) => {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      const { token } = await signedInCustomer(context, baseURL ?? '', `delivery-review-${locale}-${width}`);
      await customerCartUpTo(token, locale, 'payment');
      await page.goto(`/${locale}/checkout?step=review`);
      const button = page.getByRole('button', { name: copy(locale, 'checkout', 'review.placeOrder') });
      const total = width < 1024 ? page.getByTestId('review-grand-total') : page.getByTestId('grand-total');
      await expect(total).toBeVisible();
      const [totalBox, buttonBox] = [await total.boundingBox(), await button.boundingBox()];
      if (width < 1024) expect(totalBox?.y ?? Infinity).toBeLessThan(buttonBox?.y ?? 0);
      else expect(totalBox?.y ?? Infinity).toBeLessThan((buttonBox?.y ?? 0) + (buttonBox?.height ?? 0));
    });
  }
}
