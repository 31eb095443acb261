/**
 * Checkout knows the signed-in shopper (issue 40): the new address form comes with their name and mobile number,
 * a field left empty says which field it is, with script and without; and the first address saved at checkout is,
 * after the order, the account's default delivery address.
 */
import { expect, test } from './support/test.ts';
import { customerCartUpTo } from './support/checkout-cart.ts';
import { copy } from './support/locales.ts';
import { islandHydrated, signedInCustomer } from './support/sign-in.ts';

for (const locale of ['ar', 'en'] as const) {
  const field = (key: string) => copy(locale, 'account', `addresses.fields.${key}`);
  const named = (key: string) => `${copy(locale, 'validation', 'required')}: ${field(key)}`;

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`checkout’s address form in ${locale} ${javaScriptEnabled ? 'with' : 'without'} script`, () => {
      test.use({ javaScriptEnabled });

      test('is filled with the customer’s name and mobile; an empty field is named', async ({ page, context, baseURL }) => {
        const shopper = await signedInCustomer(context, baseURL ?? '', `knows-${locale}-${javaScriptEnabled}`);
        await customerCartUpTo(shopper.token, locale, 'items');
        await page.goto(`/${locale}/checkout`);
        const form = page.locator('[data-step="address"]');
        await expect(form.getByLabel(field('firstname'), { exact: true })).toHaveValue('Maryam');
        await expect(form.getByLabel(field('lastname'), { exact: true })).toHaveValue('Al-Kuwari');
        await expect(form.getByLabel(field('telephone'), { exact: true })).toHaveValue(shopper.telephone);

        await form.getByLabel(field('firstname'), { exact: true }).fill('');
        await form.getByRole('button', { name: copy(locale, 'checkout', 'address.deliverHere') }).click();
        const after = page.locator('[data-step="address"]');
        await expect(after.getByText(named('firstname'), { exact: true })).toBeVisible();
        await expect(after.getByText(named('region'), { exact: true })).toBeVisible();
        await expect(after.getByText(named('zone'), { exact: true })).toBeVisible();
        await expect(after.getByText(named('buildingNumber'), { exact: true })).toBeVisible();
        await expect(after.getByText(named('lastname'), { exact: true })).toHaveCount(0);
      });
    });
  }

  test(`the first address saved at checkout in ${locale} is the account’s default delivery address`, async ({ page, context, baseURL }) => {
    const shopper = await signedInCustomer(context, baseURL ?? '', `default-${locale}`);
    await customerCartUpTo(shopper.token, locale, 'items');
    await page.goto(`/${locale}/checkout`);
    await islandHydrated(page, 'CheckoutPage');
    const form = page.locator('[data-step="address"]');
    await form.getByLabel(field('region'), { exact: true }).selectOption({ index: 1 });
    await form.getByLabel(field('city'), { exact: true }).fill('Al Wakra');
    await form.getByLabel(field('zone'), { exact: true }).fill('90');
    await form.getByLabel(field('streetNumber'), { exact: true }).fill('100');
    await form.getByLabel(field('buildingNumber'), { exact: true }).fill('7');
    await form.getByLabel(field('landmark'), { exact: true }).fill('Corniche Street');
    await form.getByRole('button', { name: copy(locale, 'checkout', 'address.deliverHere') }).click();
    await expect(page.locator('[data-step="address"]')).toContainText('Corniche Street');

    await page.goto(`/${locale}/account/addresses`);
    await expect(page.getByText('Corniche Street')).toHaveCount(1);
    await expect(page.getByText(copy(locale, 'account', 'addresses.default'), { exact: true })).toBeVisible();
  });
}
