/**
 * A configurable product end to end, in Arabic and English, with JavaScript and without: the picker's links choose a
 * colour and a capacity (the address, SKU and price follow), the chosen variant goes into the cart and its line names
 * the options in the shopper's language; a sold-out variant offers the stock reminder and no add; an order of a
 * variant names its options on the success page and in the account; axe finds nothing on the picker in either
 * direction. Products come from the live backend by their facts (two options, prices, stock), never by name.
 */
import { expect, test, type Page } from './support/test.ts';
import { QATAR_CART_ADDRESS } from '../fixtures/qatar-addresses.ts';
import { axe } from './support/axe.ts';
import { backendGraphql, newShopper, registerCustomer } from './support/customers.ts';
import { copy } from './support/locales.ts';
import { signInWithToken } from './support/sign-in.ts';
import { stockReminderButton } from './support/stock-reminder.ts';

type Locale = 'ar' | 'en';
type OptionValue = { uid: string; value_index: number; store_label: string };
type Option = { attribute_code: string; label: string; values: OptionValue[] };
type Variant = {
  attributes: { code: string; value_index: number }[];
  product: { sku: string; stock_status: 'IN_STOCK' | 'OUT_OF_STOCK'; only_x_left_in_stock: number | null; price_range: { minimum_price: { final_price: { value: number } } } };
};
type Configurable = { sku: string; name: string; url_key: string; configurable_options: Option[]; variants: Variant[] };

const LOCALES = ['ar', 'en'] as const;

/** The catalogue's configurable products that vary by two options, in the store's language (every page of it). */
async function twoOptionProducts(locale: Locale): Promise<Configurable[]> {
  const found: Configurable[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const { products } = await backendGraphql<{ products: { page_info: { total_pages: number }; items: (Configurable | { configurable_options?: undefined })[] } }>(
      `query($page: Int!) { products(search: "", pageSize: 100, currentPage: $page) { page_info { total_pages } items { sku name url_key ... on ConfigurableProduct {
        configurable_options { attribute_code label values { uid value_index store_label } }
        variants { attributes { code value_index } product { sku stock_status only_x_left_in_stock price_range { minimum_price { final_price { value } } } } } } } } }`,
      { page },
      undefined,
      locale,
    );
    pages = products.page_info.total_pages;
    found.push(...products.items.filter((item): item is Configurable => (item.configurable_options?.length ?? 0) === 2));
  }
  return found;
}

const valueOf = (variant: Variant, code: string) => variant.attributes.find((attribute) => attribute.code === code)!.value_index;
const priceOf = (variant: Variant) => variant.product.price_range.minimum_price.final_price.value;
const inStock = (variant: Variant) => variant.product.stock_status === 'IN_STOCK';

/**
 * A phone whose page opens on one variant (its first in stock) and a variant in stock at another price that differs
 * from it in both colour and capacity: choosing it takes a click in each group. The variant chosen is one the store
 * has plenty of (no "only a few left"): the order test below buys one in each locale while the other tests add it to
 * carts, and a variant with one left (the seed's `APPL-1003`) sold out under a test's add ("out of stock").
 */
async function phoneToChoose(locale: Locale) {
  for (const product of await twoOptionProducts(locale)) {
    const [first, second] = product.configurable_options;
    const opening = product.variants.find(inStock)!;
    const target = product.variants.find(
      (variant) =>
        inStock(variant) &&
        variant.product.only_x_left_in_stock === null &&
        priceOf(variant) !== priceOf(opening) &&
        valueOf(variant, first!.attribute_code) !== valueOf(opening, first!.attribute_code) &&
        valueOf(variant, second!.attribute_code) !== valueOf(opening, second!.attribute_code),
    );
    if (target) return { product, opening, target, options: [first!, second!] as const };
  }
  throw new Error('the seed has no two-option product with variants to choose between');
}

/** A variant that is sold out, with its product. */
async function soldOutVariant(locale: Locale) {
  for (const product of await twoOptionProducts(locale)) {
    const variant = product.variants.find((candidate) => !inStock(candidate));
    if (variant) return { product, variant };
  }
  throw new Error('the seed has no sold-out variant');
}

const labelOf = (option: Option, variant: Variant) => option.values.find((value) => value.value_index === valueOf(variant, option.attribute_code))!.store_label;
const amount = (value: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value);
const picker = (page: Page) => page.locator('[data-product-options]');
const optionGroup = (page: Page, option: Option) => picker(page).getByRole('group', { name: new RegExp(`^${option.label}`) });
const variantQuery = (options: readonly Option[], variant: Variant) => options.map((option) => `${option.attribute_code}=${valueOf(variant, option.attribute_code)}`).join('&');

for (const locale of LOCALES) {
  for (const script of [true, false]) {
    test.describe(`a configurable product in ${locale} ${script ? 'with' : 'without'} JavaScript`, () => {
      test.use({ javaScriptEnabled: script });

      test('choose a colour and a capacity, see the price follow, add it, and find the line with its options in the cart', async ({ page }) => {
        const { product, opening, target, options } = await phoneToChoose(locale);
        const [first, second] = options;
        await page.goto(`/${locale}/products/${product.url_key}`);
        await expect(page.locator('[data-product-sku]')).toHaveText(opening.product.sku);
        await expect(optionGroup(page, first).getByRole('link', { name: labelOf(first, opening), exact: true })).toHaveAttribute('aria-current', 'true');

        await optionGroup(page, first).getByRole('link', { name: labelOf(first, target), exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`[?&]${first.attribute_code}=${valueOf(target, first.attribute_code)}(&|$)`));
        await optionGroup(page, second).getByRole('link', { name: labelOf(second, target), exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`\\?${variantQuery(options, target)}#product-options$`));

        await expect(page.locator('[data-product-sku]')).toHaveText(target.product.sku);
        await expect(page.locator('[data-product-offer] p').first()).toContainText(amount(priceOf(target)));
        for (const option of options) {
          await expect(optionGroup(page, option).getByRole('link', { name: labelOf(option, target), exact: true })).toHaveAttribute('aria-current', 'true');
        }

        await page.locator('[data-product-offer]').getByRole('button', { name: copy(locale, 'common', 'actions.addToCart') }).click();
        if (script) {
          await expect(page.getByRole('status').filter({ hasText: copy(locale, 'errors', 'cart.added') })).toBeVisible();
          await page.goto(`/${locale}/cart`);
        }
        await expect(page).toHaveURL(new RegExp(`/${locale}/cart`));
        const line = page.locator(`[data-testid="cart-line"][data-sku="${target.product.sku}"]`);
        await expect(line).toContainText(product.name);
        for (const option of options) {
          await expect(line.locator('[data-chosen-options]')).toContainText(`${option.label}:`);
          await expect(line.locator('[data-chosen-options]')).toContainText(labelOf(option, target));
        }
      });

      test('a sold-out variant says so, offers the stock reminder and no add to cart', async ({ page }) => {
        const { product, variant } = await soldOutVariant(locale);
        const address = `/${locale}/products/${product.url_key}?${variantQuery(product.configurable_options, variant)}`;
        await page.goto(address);
        await expect(page.locator('[data-product-sku]')).toHaveText(variant.product.sku);
        await expect(page.locator('[data-stock-status="out-of-stock"]')).toHaveText(copy(locale, 'catalog', 'stock.outOfStock'));
        await expect(page.locator('[data-product-offer] form[data-add-to-cart]')).toHaveCount(0);
        // Its value is marked sold out in the picker, in its name.
        await expect(picker(page).locator('a[aria-current="true"][data-sold-out]').first()).toBeVisible();
        const reminder = script
          ? await stockReminderButton(page, locale)
          : page.getByRole('link', { name: copy(locale, 'engagement', 'stockReminder.open') });
        await expect(reminder).toBeVisible();
        if (!script) {
          await reminder.click();
          await expect(page).toHaveURL(new RegExp(`/${locale}/stock-reminder\\?sku=${variant.product.sku}&product=${product.url_key}$`));
          await expect(page.getByRole('link', { name: new RegExp(product.name) }).first()).toHaveAttribute('href', address);
        }
      });
    });
  }

  test(`an ordered variant names its options on the ${locale} success page and in the account`, async ({ page, context, baseURL }) => {
    const { product, target, options } = await phoneToChoose(locale);
    const token = await registerCustomer(newShopper(`variant-order-${locale}`));
    await signInWithToken(context, baseURL!, token);
    const call = <T,>(query: string, variables: Record<string, unknown> = {}) => backendGraphql<T>(query, variables, token, locale);
    const { customerCart } = await call<{ customerCart: { id: string } }>('{ customerCart { id } }');
    const selected = options.map((option) => option.values.find((value) => value.value_index === valueOf(target, option.attribute_code))!.uid);
    await call('mutation($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) { user_errors { message } } }', {
      c: customerCart.id,
      i: [{ sku: product.sku, quantity: 1, selected_options: selected }],
    });
    const input = (fields: Record<string, unknown>) => ({ input: { cart_id: customerCart.id, ...fields } });
    await call('mutation($input: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $input) { cart { id } } }', input({ shipping_addresses: [{ address: QATAR_CART_ADDRESS }] }));
    await call('mutation($input: SetBillingAddressOnCartInput) { setBillingAddressOnCart(input: $input) { cart { id } } }', input({ billing_address: { same_as_shipping: true } }));
    await call('mutation($input: SetShippingMethodsOnCartInput) { setShippingMethodsOnCart(input: $input) { cart { id } } }', input({ shipping_methods: [{ carrier_code: 'standard', method_code: 'standard' }] }));
    await call('mutation($input: SetPaymentMethodOnCartInput) { setPaymentMethodOnCart(input: $input) { cart { id } } }', input({ payment_method: { code: 'cashondelivery' } }));
    const { placeOrder } = await call<{ placeOrder: { order: { order_number: string } } }>('mutation($input: PlaceOrderInput) { placeOrder(input: $input) { order { order_number } } }', input({}));
    const number = placeOrder.order.order_number;

    for (const path of [`/${locale}/order-success?order=${number}`, `/${locale}/account/orders/${number}`]) {
      await page.goto(path);
      const line = page.locator(`[data-order-line="${target.product.sku}"]`);
      await expect(line).toContainText(target.product.sku);
      for (const option of options) {
        const chosen = line.locator('[data-chosen-options] div').filter({ has: page.locator('dt', { hasText: option.label }) });
        await expect(chosen.locator('dd')).toHaveText(labelOf(option, target));
      }
    }
  });

  test(`axe finds nothing on the ${locale} picker`, async ({ page }) => {
    const { product, variant } = await soldOutVariant(locale);
    // The sold-out variant's page: the picker with a current value, a sold-out one and links.
    await page.goto(`/${locale}/products/${product.url_key}?${variantQuery(product.configurable_options, variant)}`);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    const { violations } = await axe(page).include('[data-product-options]').analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
