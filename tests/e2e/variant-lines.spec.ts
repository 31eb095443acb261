/**
 * A chosen variant after the product page, in Arabic and English, with script and without where it applies (issues
 * 39 and 40): its cart line links to the variant's own address, names its options, shows its image and, at a
 * quantity of 2, the line's total; an order's lines on the success page and in the account do the same; the
 * wishlist keeps the variant chosen on the product page and adds it to the cart; the header's suggestions end with
 * "See all results" and mark what is out of stock. The variant is the seed's iPhone 15 in blue, 256 GB.
 */
import { expect, test, type Locator, type Page } from './support/test.ts';
import { QATAR_CART_ADDRESS } from '../fixtures/qatar-addresses.ts';
import { backendGraphql, newShopper, registerCustomer } from './support/customers.ts';
import { copy, fill } from './support/locales.ts';
import { signedInCustomer, signInWithToken } from './support/sign-in.ts';

type Locale = 'ar' | 'en';
type Option = { attribute_code: string; label: string; values: { uid: string; value_index: number; store_label: string }[] };
type Variant = { attributes: { code: string; value_index: number }[]; product: { sku: string; price_range: { minimum_price: { final_price: { value: number } } } } };
type Phone = { sku: string; name: string; url_key: string; configurable_options: Option[]; variants: Variant[] };

const LOCALES = ['ar', 'en'] as const;
/** Blue and 256 GB (seed value indexes). */
const CHOICE: Record<string, number> = { color: 51, capacity: 82 };
const QUERY = 'color=51&capacity=82';

/** The iPhone 15 in the store's language, its blue 256 GB variant, and that variant's options as a line names them. */
async function blueIphone(locale: Locale) {
  const { products } = await backendGraphql<{ products: { items: Phone[] } }>(
    `{ products(filter: { sku: { eq: "APPL-IPHONE-15" } }) { items { sku name url_key ... on ConfigurableProduct {
      configurable_options { attribute_code label values { uid value_index store_label } }
      variants { attributes { code value_index } product { sku price_range { minimum_price { final_price { value } } } } } } } } }`,
    {},
    undefined,
    locale,
  );
  const phone = products.items[0]!;
  const variant = phone.variants.find((candidate) => candidate.attributes.every((attribute) => CHOICE[attribute.code] === attribute.value_index))!;
  const options = phone.configurable_options.map((option) => {
    const value = option.values.find((candidate) => candidate.value_index === CHOICE[option.attribute_code])!;
    return { label: option.label, value: value.store_label, uid: value.uid };
  });
  return { phone, sku: variant.product.sku, price: variant.product.price_range.minimum_price.final_price.value, options };
}

const amount = (value: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value);

/** The line names each option ("Colour: Blue") in the shopper's language. */
async function expectOptions(line: Locator, options: { label: string; value: string }[]) {
  for (const option of options) {
    const chosen = line.locator('[data-chosen-options] div').filter({ has: line.page().locator('dt', { hasText: option.label }) });
    await expect(chosen.locator('dd')).toHaveText(option.value);
  }
}

/** The blue one's own photo (the product's first is a black one). */
async function expectBlueImage(image: Locator) {
  await expect(image).toHaveAttribute('src', /blue/);
}

async function addFromProductPage(page: Page, locale: Locale, urlKey: string, script: boolean) {
  await page.goto(`/${locale}/products/${urlKey}?${QUERY}`);
  const added = script ? page.waitForResponse((response) => response.url().includes('cart.addItem')) : null;
  await page.locator('[data-product-offer] form[data-add-to-cart]').getByRole('button', { name: copy(locale, 'common', 'actions.addToCart') }).click();
  await added;
  if (script) await page.goto(`/${locale}/cart`);
  await expect(page).toHaveURL(new RegExp(`/${locale}/cart`));
}

for (const locale of LOCALES) {
  for (const script of [true, false]) {
    test.describe(`a variant's lines in ${locale} ${script ? 'with' : 'without'} script`, () => {
      test.use({ javaScriptEnabled: script });

      test('the cart line links to the variant, names its options, shows its image, and its total at a quantity of 2', async ({ page }) => {
        const { phone, sku, price, options } = await blueIphone(locale);
        await addFromProductPage(page, locale, phone.url_key, script);
        const line = page.locator(`[data-testid="cart-line"][data-sku="${sku}"]`);
        await expect(line.getByRole('link', { name: phone.name })).toHaveAttribute('href', `/${locale}/products/${phone.url_key}?${QUERY}`);
        await expectOptions(line, options);
        await expectBlueImage(line.locator('img'));
        await expect(line.getByTestId('line-total')).toHaveCount(0);

        if (script) {
          await line.locator('[data-qty-stepper] button').last().click();
        } else {
          await line.locator('input[type="number"][name="qty"]').fill('2');
          await line.getByRole('button', { name: copy(locale, 'cart', 'items.setQuantity') }).click();
        }
        const after = page.locator(`[data-testid="cart-line"][data-sku="${sku}"]`);
        await expect(after.getByTestId('line-qty')).toHaveText('2');
        await expect(after.getByTestId('line-total')).toContainText(copy(locale, 'cart', 'items.lineTotal'));
        await expect(after.getByTestId('line-total')).toContainText(amount(price * 2));
      });

      test('the wishlist keeps the variant chosen on the product page, shows it and adds it to the cart', async ({ page, context, baseURL }) => {
        const { phone, sku, options } = await blueIphone(locale);
        await signedInCustomer(context, baseURL!, `variant-wishlist-${locale}-${script ? 'js' : 'nojs'}`);
        await page.goto(`/${locale}/products/${phone.url_key}?${QUERY}`);
        // The product's own button (the related products' cards have theirs).
        const form = page.locator('form[data-wishlist-form]').filter({ has: page.locator('[data-wishlist-label]') });
        const heart = form.getByRole('button', { name: copy(locale, 'account', 'wishlist.add') });
        if (script) {
          // The shopper's list is known once the buttons say they work in place.
          await expect(form).toHaveAttribute('data-live', '');
          await heart.click();
          await expect(form.locator('button')).toHaveAttribute('data-saved', '');
          await page.goto(`/${locale}/account/wishlist`);
        } else {
          await heart.click();
        }
        await expect(page).toHaveURL(new RegExp(`/${locale}/account/wishlist`));
        const row = page.locator('[data-wishlist-row]');
        await expect(row).toHaveCount(1);
        await expect(row.getByRole('link', { name: phone.name })).toHaveAttribute('href', `/${locale}/products/${phone.url_key}?${QUERY}`);
        await expectOptions(row, options);
        await expectBlueImage(row.locator('img'));

        const added = script ? page.waitForResponse((response) => response.url().includes('cart.addItem')) : null;
        await row.getByRole('button', { name: new RegExp(phone.name) }).filter({ hasText: copy(locale, 'common', 'actions.addToCart') }).click();
        await added;
        if (script) await page.goto(`/${locale}/cart`);
        const line = page.locator(`[data-testid="cart-line"][data-sku="${sku}"]`);
        await expect(line).toHaveCount(1);
        await expectOptions(line, options);
      });
    });
  }

  test(`an ordered variant's line links to the variant with its image on the ${locale} success page and in the account`, async ({ page, context, baseURL }) => {
    const { phone, sku, options } = await blueIphone(locale);
    const token = await registerCustomer(newShopper(`variant-lines-order-${locale}`));
    await signInWithToken(context, baseURL!, token);
    const call = <T,>(query: string, variables: Record<string, unknown> = {}) => backendGraphql<T>(query, variables, token, locale);
    const { customerCart } = await call<{ customerCart: { id: string } }>('{ customerCart { id } }');
    await call('mutation($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) { user_errors { message } } }', {
      c: customerCart.id,
      i: [{ sku: phone.sku, quantity: 1, selected_options: options.map((option) => option.uid) }],
    });
    const input = (fields: Record<string, unknown>) => ({ input: { cart_id: customerCart.id, ...fields } });
    await call('mutation($input: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $input) { cart { id } } }', input({ shipping_addresses: [{ address: QATAR_CART_ADDRESS }] }));
    await call('mutation($input: SetBillingAddressOnCartInput) { setBillingAddressOnCart(input: $input) { cart { id } } }', input({ billing_address: { same_as_shipping: true } }));
    await call('mutation($input: SetShippingMethodsOnCartInput) { setShippingMethodsOnCart(input: $input) { cart { id } } }', input({ shipping_methods: [{ carrier_code: 'standard', method_code: 'standard' }] }));
    await call('mutation($input: SetPaymentMethodOnCartInput) { setPaymentMethodOnCart(input: $input) { cart { id } } }', input({ payment_method: { code: 'cashondelivery' } }));
    const { placeOrder } = await call<{ placeOrder: { order: { order_number: string } } }>('mutation($input: PlaceOrderInput) { placeOrder(input: $input) { order { order_number } } }', input({}));

    for (const path of [`/${locale}/order-success?order=${placeOrder.order.order_number}`, `/${locale}/account/orders/${placeOrder.order.order_number}`]) {
      await page.goto(path);
      const line = page.locator(`[data-order-line="${sku}"]`);
      await expect(line.getByRole('link', { name: phone.name })).toHaveAttribute('href', `/${locale}/products/${phone.url_key}?${QUERY}`);
      await expectOptions(line, options);
      await expectBlueImage(line.locator('[data-order-line-image] img'));
    }
  });

  test(`the ${locale} suggestions end with "See all results" and mark what is out of stock`, async ({ page }) => {
    const { products } = await backendGraphql<{ products: { items: { name: string; stock_status: string; type_id: string }[] } }>(
      '{ products(search: "", pageSize: 100) { items { name stock_status type_id } } }',
      {},
      undefined,
      locale,
    );
    const soldOut = products.items.find((product) => product.stock_status === 'OUT_OF_STOCK' && product.type_id === 'simple');
    expect(soldOut, 'the seed has a sold-out product').toBeDefined();

    await page.goto(`/${locale}`);
    const input = page.getByRole('combobox', { name: copy(locale, 'layout', 'search.label') });
    await input.click();
    await input.fill(soldOut!.name);
    const marked = page.getByRole('option').filter({ hasText: soldOut!.name }).first();
    await expect(marked.getByTestId('suggestion-out-of-stock')).toHaveText(copy(locale, 'catalog', 'stock.outOfStock'));

    const seeAll = page.getByRole('option', { name: fill(copy(locale, 'engagement', 'search.seeAll'), { keyword: soldOut!.name }) });
    await expect(page.getByRole('option').last()).toHaveText(fill(copy(locale, 'engagement', 'search.seeAll'), { keyword: soldOut!.name }));
    // Up from the field reaches the last option first: "See all results"; Enter takes it.
    await input.press('ArrowUp');
    await expect(input).toHaveAttribute('aria-activedescendant', (await seeAll.getAttribute('id'))!);
    await input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${locale}/search\\?keyword=`));
    expect(new URL(page.url()).searchParams.get('keyword')).toBe(soldOut!.name);
  });
}
