/**
 * A chosen variant in the recently viewed list and on the checkout review, in Arabic and English (issue 39): a guest
 * who viewed the iPhone 15 in blue, 256 GB, finds on another page that variant's options and image, linking back to
 * the variant's own address; viewed after another variant of it, it is the phone's one entry. A
 * signed-in shopper's list, kept on the server, shows the variant in the same way. A checkout review line of that
 * variant links to the variant's address.
 */
import { expect, test, type Locator, type Page } from './support/test.ts';
import { QATAR_CART_ADDRESS } from '../fixtures/qatar-addresses.ts';
import { backendGraphql, newShopper, registerCustomer } from './support/customers.ts';
import { signInWithToken } from './support/sign-in.ts';

type Locale = 'ar' | 'en';
type Option = { attribute_code: string; label: string; values: { uid: string; value_index: number; store_label: string }[] };
type Variant = { attributes: { code: string; value_index: number }[]; product: { sku: string } };
type Phone = { sku: string; name: string; url_key: string; configurable_options: Option[]; variants: Variant[] };

const LOCALES = ['ar', 'en'] as const;
/** Blue and 256 GB (seed value indexes), and another colour of the same capacity viewed before it. */
const BLUE_256 = { color: 51, capacity: 82 };
const QUERY = 'color=51&capacity=82';

async function iphone(locale: Locale): Promise<Phone> {
  const { products } = await backendGraphql<{ products: { items: Phone[] } }>(
    `{ products(filter: { sku: { eq: "APPL-IPHONE-15" } }) { items { sku name url_key ... on ConfigurableProduct {
      configurable_options { attribute_code label values { uid value_index store_label } }
      variants { attributes { code value_index } product { sku } } } } } }`,
    {},
    undefined,
    locale,
  );
  return products.items[0]!;
}

const variantWith = (phone: Phone, choice: Record<string, number>) =>
  phone.variants.find((variant) => variant.attributes.every((attribute) => choice[attribute.code] === attribute.value_index))!;

/** The blue 256 GB variant's options as a line names them, with their uids. */
const blueOptions = (phone: Phone) =>
  phone.configurable_options.map((option) => {
    const value = option.values.find((candidate) => candidate.value_index === BLUE_256[option.attribute_code as keyof typeof BLUE_256])!;
    return { label: option.label, value: value.store_label, uid: value.uid };
  });

async function expectOptions(entry: Locator, options: { label: string; value: string }[]) {
  for (const option of options) {
    const chosen = entry.locator('[data-chosen-options] div').filter({ has: entry.page().locator('dt', { hasText: option.label }) });
    await expect(chosen.locator('dd')).toHaveText(option.value);
  }
}

/** Views a product page and waits until the guest's list in local storage holds `sku`. */
async function view(page: Page, path: string, sku: string) {
  await page.goto(path);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('recently_viewed_v2') ?? '')).toContain(`"sku":"${sku}"`);
}

for (const locale of LOCALES) {
  test(`a guest's ${locale} recently viewed list shows the variant viewed, with its options and image, and leads back to it`, async ({ page }) => {
    const phone = await iphone(locale);
    const blue = variantWith(phone, BLUE_256);
    const other = phone.variants.find((variant) => variant.product.sku !== blue.product.sku)!;
    const otherQuery = new URLSearchParams(other.attributes.map((attribute) => [attribute.code, String(attribute.value_index)])).toString();
    const variantPath = `/${locale}/products/${phone.url_key}?${QUERY}`;

    await view(page, `/${locale}/products/${phone.url_key}?${otherQuery}`, other.product.sku);
    await view(page, variantPath, blue.product.sku);

    await page.goto(`/${locale}`);
    // The list hydrates when scrolled near (client:visible): bring its empty placeholder into view.
    await page.locator('[data-recently-viewed-empty]').scrollIntoViewIfNeeded();
    const section = page.locator('[data-recently-viewed]');
    // One entry for the phone: the variant viewed last.
    await expect(section.locator(`a[href^="/${locale}/products/${phone.url_key}"]`)).toHaveCount(1);
    const entry = section.locator('li').filter({ has: page.locator(`a[href="${variantPath}"]`) });
    await expect(entry.getByRole('link', { name: phone.name })).toBeVisible();
    await expectOptions(entry, blueOptions(phone));
    await expect(entry.locator('img')).toHaveAttribute('src', /blue/);

    await entry.getByRole('link', { name: phone.name }).click();
    await expect(page).toHaveURL(new RegExp(`${variantPath.replace(/[?]/g, '\\?')}$`));
  });

  test(`a signed-in shopper's ${locale} list on the server keeps the variant viewed, with its options, linking to it`, async ({ page, context, baseURL }) => {
    const phone = await iphone(locale);
    const variantPath = `/${locale}/products/${phone.url_key}?${QUERY}`;
    await signInWithToken(context, baseURL!, await registerCustomer(newShopper(`viewed-variant-server-${locale}`)));
    const recorded = page.waitForResponse((response) => response.url().includes('engagement.recordRecentlyViewed'));
    await page.goto(variantPath);
    expect((await recorded).ok()).toBe(true);

    await page.goto(`/${locale}/about`);
    await page.goto(`/${locale}`);
    await page.locator('[data-recently-viewed-empty]').scrollIntoViewIfNeeded();
    const entry = page.locator('[data-recently-viewed] li').filter({ has: page.locator(`a[href="${variantPath}"]`) });
    await expectOptions(entry, blueOptions(phone));
    await expect(entry.locator('img')).toHaveAttribute('src', /blue/);
  });

  test(`the ${locale} checkout review line of a variant links to the variant's address`, async ({ page, context, baseURL }) => {
    const phone = await iphone(locale);
    const sku = variantWith(phone, BLUE_256).product.sku;
    const token = await registerCustomer(newShopper(`viewed-variant-review-${locale}`));
    await signInWithToken(context, baseURL!, token);
    const call = <T,>(query: string, variables: Record<string, unknown> = {}) => backendGraphql<T>(query, variables, token, locale);
    const { customerCart } = await call<{ customerCart: { id: string } }>('{ customerCart { id } }');
    await call('mutation($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) { user_errors { message } } }', {
      c: customerCart.id,
      i: [{ sku: phone.sku, quantity: 1, selected_options: blueOptions(phone).map((option) => option.uid) }],
    });
    const input = (fields: Record<string, unknown>) => ({ input: { cart_id: customerCart.id, ...fields } });
    await call('mutation($input: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $input) { cart { id } } }', input({ shipping_addresses: [{ address: QATAR_CART_ADDRESS }] }));
    await call('mutation($input: SetBillingAddressOnCartInput) { setBillingAddressOnCart(input: $input) { cart { id } } }', input({ billing_address: { same_as_shipping: true } }));
    await call('mutation($input: SetShippingMethodsOnCartInput) { setShippingMethodsOnCart(input: $input) { cart { id } } }', input({ shipping_methods: [{ carrier_code: 'standard', method_code: 'standard' }] }));
    await call('mutation($input: SetPaymentMethodOnCartInput) { setPaymentMethodOnCart(input: $input) { cart { id } } }', input({ payment_method: { code: 'cashondelivery' } }));

    await page.goto(`/${locale}/checkout?step=review`);
    const line = page.getByTestId('review-items').locator(`[data-sku="${sku}"]`);
    await expect(line.getByRole('link', { name: phone.name })).toHaveAttribute('href', `/${locale}/products/${phone.url_key}?${QUERY}`);
    await expectOptions(line, blueOptions(phone));
  });
}
