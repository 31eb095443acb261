/**
 * Orders for the order-page specs, placed straight on the embedded backend the e2e run started, as checkout would:
 * a signed-in customer's cart, a Qatar address, standard delivery, then cash on delivery or card. A card order is
 * paid (or not) by posting the tester's choice to the backend's payment simulator, which answers with the redirect
 * back to the storefront's status page.
 */
import { QATAR_CART_ADDRESS } from '../../fixtures/qatar-addresses.ts';
import { backendUrl } from './backend.ts';
import { backendGraphql } from './customers.ts';

type Locale = 'ar' | 'en';

export type OrderedProduct = { sku: string; name: string };

const products = new Map<Locale, Promise<OrderedProduct>>();

/**
 * A physical product that never runs out during a run, with its name in the store's language: the seed stocks every
 * 17th product with 100 000 units (backend/README.md "Seed facts"), found by query rather than named.
 */
export function plentifulProduct(locale: Locale = 'en'): Promise<OrderedProduct> {
  let found = products.get(locale);
  if (!found) {
    found = (async () => {
      const { products: list } = await backendGraphql<{ products: { items: { id: number; sku: string; name: string; type_id: string; stock_status: string }[] } }>(
        '{ products(search: "", pageSize: 100) { items { id sku name type_id stock_status } } }',
        {},
        undefined,
        locale,
      );
      const product = list.items.find((item) => item.type_id === 'simple' && item.stock_status === 'IN_STOCK' && item.id % 17 === 0);
      if (!product) throw new Error('the seed has no plentiful product');
      return { sku: product.sku, name: product.name };
    })();
    products.set(locale, found);
  }
  return found;
}

/** Places an order of `quantity` units for the customer and answers its number. */
export async function placeOrder(token: string, payment: 'cashondelivery' | 'aps_fort_cc', locale: Locale, quantity = 2): Promise<string> {
  const { sku } = await plentifulProduct();
  const call = <T>(query: string, variables: Record<string, unknown> = {}) => backendGraphql<T>(query, variables, token, locale);
  const { customerCart } = await call<{ customerCart: { id: string } }>('{ customerCart { id } }');
  const input = (fields: Record<string, unknown>) => ({ input: { cart_id: customerCart.id, ...fields } });
  await call('mutation($input: AddSimpleProductsToCartInput) { addSimpleProductsToCart(input: $input) { cart { id } } }', input({ cart_items: [{ data: { sku, quantity } }] }));
  await call('mutation($input: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $input) { cart { id } } }', input({ shipping_addresses: [{ address: QATAR_CART_ADDRESS }] }));
  await call('mutation($input: SetBillingAddressOnCartInput) { setBillingAddressOnCart(input: $input) { cart { id } } }', input({ billing_address: { same_as_shipping: true } }));
  await call('mutation($input: SetShippingMethodsOnCartInput) { setShippingMethodsOnCart(input: $input) { cart { id } } }', input({ shipping_methods: [{ carrier_code: 'standard', method_code: 'standard' }] }));
  await call('mutation($input: SetPaymentMethodOnCartInput) { setPaymentMethodOnCart(input: $input) { cart { id } } }', input({ payment_method: { code: payment } }));
  const { placeOrder: placed } = await call<{ placeOrder: { order: { order_number: string } } }>(
    'mutation($input: PlaceOrderInput) { placeOrder(input: $input) { order { order_number } } }',
    input({}),
  );
  return placed.order.order_number;
}

/** The order's status label as Magento answers it in the store's language. */
export async function statusLabel(token: string, number: string, locale: Locale): Promise<string> {
  const { customer } = await backendGraphql<{ customer: { orders: { items: { status: string }[] } } }>(
    'query($n: String) { customer { orders(filter: { number: { eq: $n } }) { items { status } } } }',
    { n: number },
    token,
    locale,
  );
  const label = customer.orders.items[0]?.status;
  if (!label) throw new Error(`no order ${number}`);
  return label;
}

/**
 * The tester's choice on the payment simulator for a card order: the signed hosted-checkout fields for a return to
 * `{baseURL}/{locale}/payment/status`, posted with the decision; answers where the simulator sends the browser.
 */
export async function decidePayment(token: string, number: string, decision: 'approve' | 'decline' | 'cancel', locale: Locale, baseURL: string): Promise<string> {
  const { payfortRedirectData } = await backendGraphql<{ payfortRedirectData: { fields: { name: string; value: string }[] } }>(
    'query($n: String!, $r: String!) { payfortRedirectData(order_number: $n, return_url: $r) { url fields { name value } } }',
    { n: number, r: `${baseURL}/${locale}/payment/status` },
    token,
    locale,
  );
  const fields = Object.fromEntries(payfortRedirectData.fields.map((field) => [field.name, field.value]));
  const response = await fetch(`${backendUrl()}/payment-simulator/decision`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, decision }),
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) throw new Error(`the payment simulator answered ${response.status}`);
  return location;
}
