import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addProductsToCart,
  customerCartId,
  graphqlCall,
  placeOrderCall,
  placeOrderNumber,
  prepareCheckout,
  productWithStock,
  QATAR_CART_ADDRESS,
  registerCustomer,
  startTestBackend,
  testClock,
  type TestBackend,
} from '../../helpers/backend.ts';

/**
 * Checkout against a real backend: Magento's checkout mutations with their success and failure answers, the
 * shipping and payment methods on offer, placeOrder's idempotency and its stock guarantee under 20 concurrent
 * orders, the same-day cutoff on a moved clock, and e-card carts.
 */

/** The instant it is hh:mm in Qatar (UTC+3 all year) on today's Qatar date. */
function qatarTimeToday(hour: number, minute: number): number {
  const qatarNow = new Date(Date.now() + 3 * 3600_000);
  return Date.UTC(qatarNow.getUTCFullYear(), qatarNow.getUTCMonth(), qatarNow.getUTCDate(), hour - 3, minute);
}

const clock = testClock(qatarTimeToday(10, 0));
let backend: TestBackend;
let customers = 0;
const newCustomer = (options: { telephone?: string } = {}) => registerCustomer(backend, { email: `checkout-${++customers}@example.com`, ...options });

beforeAll(async () => {
  backend = await startTestBackend({ clock: clock.now, config: { otpClientHourlyLimit: 0, otpRecipientHourlyLimit: 0 } });
});
afterAll(() => backend.close());

const CHECKOUT_CART = `id is_virtual
  shipping_addresses { firstname lastname street city region { code label region_id } country { code label } telephone customer_address_id
    available_shipping_methods { carrier_code method_code carrier_title method_title amount { value currency } available error_message }
    selected_shipping_method { carrier_code method_code carrier_title method_title amount { value currency } } }
  billing_address { firstname street city customer_address_id }
  available_payment_methods { code title }
  selected_payment_method { code title }
  ecard_recipient { email telephone }
  prices { grand_total { value currency } subtotal_excluding_tax { value } subtotal_with_discount_excluding_tax { value } discounts { amount { value } } applied_taxes { amount { value } } }`;

const SET_SHIPPING_ADDRESS = `mutation($input: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $input) { cart { ${CHECKOUT_CART} } } }`;
const SET_BILLING_ADDRESS = `mutation($input: SetBillingAddressOnCartInput) { setBillingAddressOnCart(input: $input) { cart { ${CHECKOUT_CART} } } }`;
const SET_SHIPPING_METHOD = `mutation($input: SetShippingMethodsOnCartInput) { setShippingMethodsOnCart(input: $input) { cart { ${CHECKOUT_CART} } } }`;
const SET_PAYMENT_METHOD = `mutation($input: SetPaymentMethodOnCartInput) { setPaymentMethodOnCart(input: $input) { cart { ${CHECKOUT_CART} } } }`;
const SET_ECARD_RECIPIENT = `mutation($input: SetEcardRecipientOnCartInput!) { setEcardRecipientOnCart(input: $input) { cart { ${CHECKOUT_CART} } } }`;
const CART = `query($id: String!) { cart(cart_id: $id) { ${CHECKOUT_CART} items { quantity product { sku } } } }`;
const ORDERS = `query($number: String) { customer { orders(filter: { number: { eq: $number } }) { total_count items {
  number status status_code order_date total { grand_total { value currency } total_shipping { value } subtotal { value } }
  items { product_sku product_type quantity_ordered product_sale_price { value currency } } shipping_method payment_methods { name type } } } } }`;

const stockOf = (id: number) => (backend.db.prepare('SELECT qty, is_in_stock FROM products WHERE id = ?').get(id) as { qty: number; is_in_stock: number });
const expressPrice = async () => {
  const config = await graphqlCall(backend, '{ pwaConfig { express_delivery_with_api { original_price } } }');
  return config.data?.pwaConfig.express_delivery_with_api.original_price as number;
};

describe('who may check out', () => {
  it('refuses a guest (no token) with Magento authorization errors, and a guest cart even with a token', async () => {
    const product = productWithStock(backend, 'simple', 5);
    const guest = await graphqlCall<{ createEmptyCart: string }>(backend, 'mutation { createEmptyCart }');
    const guestCart = guest.data?.createEmptyCart as string;
    await addProductsToCart(backend, undefined, guestCart, [{ sku: product.sku, quantity: 1 }]);

    const anonymous = await graphqlCall(backend, SET_SHIPPING_ADDRESS, { input: { cart_id: guestCart, shipping_addresses: [{ address: QATAR_CART_ADDRESS }] } });
    expect(anonymous.errors?.[0]).toMatchObject({ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } });
    const anonymousPlace = await placeOrderCall(backend, undefined, guestCart);
    expect(anonymousPlace.errors?.[0]?.extensions?.category).toBe('graphql-authorization');

    const token = await newCustomer();
    const withToken = await graphqlCall(backend, SET_PAYMENT_METHOD, { input: { cart_id: guestCart, payment_method: { code: 'cashondelivery' } } }, { token });
    expect(withToken.errors?.[0]).toMatchObject({
      message: `The current user cannot perform operations on cart "${guestCart}"`,
      extensions: { category: 'graphql-authorization' },
    });
    const placeGuest = await placeOrderCall(backend, token, guestCart);
    expect(placeGuest.errors?.[0]?.extensions?.category).toBe('graphql-authorization');

    const other = await newCustomer();
    const othersCart = await customerCartId(backend, other);
    const intruder = await placeOrderCall(backend, token, othersCart);
    expect(intruder.errors?.[0]).toMatchObject({ extensions: { category: 'graphql-authorization' } });
  });

  it('answers an unknown cart id with no-such-entity', async () => {
    const token = await newCustomer();
    const result = await placeOrderCall(backend, token, 'A'.repeat(32));
    expect(result.errors?.[0]).toMatchObject({ message: `Could not find a cart with ID "${'A'.repeat(32)}"`, extensions: { category: 'graphql-no-such-entity' } });
  });
});

describe('shipping address', () => {
  it('takes a saved address by customer_address_id, with the methods on offer', async () => {
    const token = await newCustomer();
    const saved = await graphqlCall(
      backend,
      'mutation($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }',
      { input: { ...QATAR_CART_ADDRESS, region: { region_id: 2 }, region_id: undefined, default_shipping: true } },
      { token },
    );
    const addressId = saved.data?.createCustomerAddress.id as number;
    const product = productWithStock(backend, 'simple', 5);
    const cartId = await customerCartId(backend, token);
    await addProductsToCart(backend, token, cartId, [{ sku: product.sku, quantity: 1 }]);

    const result = await graphqlCall(backend, SET_SHIPPING_ADDRESS, { input: { cart_id: cartId, shipping_addresses: [{ customer_address_id: addressId }] } }, { token, store: 'ar' });
    const address = result.data?.setShippingAddressesOnCart.cart.shipping_addresses[0];
    expect(address).toMatchObject({
      firstname: 'Maryam',
      street: ['Al Sadd Street', 'Building 12'],
      region: { code: 'RA', label: 'الريان', region_id: 2 },
      country: { code: 'QA', label: 'قطر' },
      telephone: '+97455123456',
      customer_address_id: addressId,
      selected_shipping_method: null,
    });
    const standard = product.price >= 200 ? 0 : 15;
    expect(address.available_shipping_methods).toEqual([
      { carrier_code: 'standard', method_code: 'standard', carrier_title: 'التوصيل العادي', method_title: 'خلال 2-3 أيام عمل', amount: { value: standard, currency: 'QAR' }, available: true, error_message: null },
      { carrier_code: 'sameday', method_code: 'sameday', carrier_title: 'التوصيل في نفس اليوم', method_title: 'للطلبات قبل 7:30 مساءً', amount: { value: 35, currency: 'QAR' }, available: true, error_message: null },
      { carrier_code: 'express', method_code: 'express', carrier_title: 'التوصيل السريع', method_title: 'يوم العمل التالي', amount: { value: await expressPrice(), currency: 'QAR' }, available: true, error_message: null },
    ]);
  });

  it('takes a new address (saved to the address book when asked) and refuses bad ones', async () => {
    const token = await newCustomer();
    const product = productWithStock(backend, 'simple', 5);
    const cartId = await customerCartId(backend, token);
    await addProductsToCart(backend, token, cartId, [{ sku: product.sku, quantity: 1 }]);
    const set = (shipping_addresses: unknown, callToken = token) =>
      graphqlCall(backend, SET_SHIPPING_ADDRESS, { input: { cart_id: cartId, shipping_addresses } }, { token: callToken });

    const fresh = await set([{ address: { ...QATAR_CART_ADDRESS, region: 'WA', region_id: undefined, save_in_address_book: true } }]);
    expect(fresh.errors).toBeUndefined();
    const address = fresh.data?.setShippingAddressesOnCart.cart.shipping_addresses[0];
    expect(address.region).toEqual({ code: 'WA', label: 'Al Wakrah', region_id: 3 });
    const book = await graphqlCall(backend, '{ customer { addresses { id city } } }', {}, { token });
    expect(book.data?.customer.addresses).toEqual([{ id: address.customer_address_id, city: 'Al Sadd' }]);

    const message = async (shipping_addresses: unknown, callToken?: string) => (await set(shipping_addresses, callToken)).errors?.[0]?.message;
    expect(await message([{ customer_address_id: 1, address: QATAR_CART_ADDRESS }])).toBe('The shipping address cannot contain "customer_address_id" and "address" at the same time.');
    expect(await message([{}])).toBe('The shipping address must contain either "customer_address_id" or "address".');
    expect(await message([{ address: QATAR_CART_ADDRESS }, { address: QATAR_CART_ADDRESS }])).toBe('You cannot specify multiple shipping addresses.');
    expect(await message([{ address: { ...QATAR_CART_ADDRESS, telephone: '123' } }])).toBe('Invalid Phone Number');
    expect(await message([{ address: { ...QATAR_CART_ADDRESS, country_code: 'AE' } }])).toBe('Invalid value of "AE" provided for the countryId field.');
    expect(await message([{ address: { ...QATAR_CART_ADDRESS, region_id: 99 } }])).toBe('Invalid value of "99" provided for the regionId field.');
    expect(await message([{ address: { ...QATAR_CART_ADDRESS, firstname: '<b>' } }])).toBe('Only letters, hyphens, and apostrophes are allowed in the name field');

    // Another customer's saved address is not found, exactly like an id that does not exist.
    const other = await newCustomer();
    const theirs = await graphqlCall(backend, 'mutation($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }',
      { input: { ...QATAR_CART_ADDRESS, region: { region_id: 1 }, region_id: undefined } }, { token: other });
    const foreign = await set([{ customer_address_id: theirs.data?.createCustomerAddress.id }]);
    expect(foreign.errors?.[0]).toMatchObject({
      message: `Could not find a address with ID "${theirs.data?.createCustomerAddress.id}"`,
      extensions: { category: 'graphql-no-such-entity' },
    });
  });
});

describe('billing address, shipping and payment methods', () => {
  it('walks the steps, each answer showing the cart, the grand total adding the delivery', async () => {
    const token = await newCustomer();
    const product = productWithStock(backend, 'simple', 5);
    const cartId = await customerCartId(backend, token);
    await addProductsToCart(backend, token, cartId, [{ sku: product.sku, quantity: 2 }]);
    const subtotal = Math.round(product.price * 2 * 100) / 100;

    const before = await graphqlCall(backend, CART, { id: cartId }, { token });
    expect(before.data?.cart).toMatchObject({
      shipping_addresses: [],
      billing_address: null,
      selected_payment_method: { code: '', title: '' },
      available_payment_methods: [
        { code: 'cashondelivery', title: 'Cash On Delivery' },
        { code: 'aps_fort_cc', title: 'Credit / Debit Card' },
        { code: 'aps_apple', title: 'Apple Pay' },
      ],
      prices: { grand_total: { value: subtotal, currency: 'QAR' }, applied_taxes: [] },
    });

    const sameTooEarly = await graphqlCall(backend, SET_BILLING_ADDRESS, { input: { cart_id: cartId, billing_address: { same_as_shipping: true } } }, { token });
    expect(sameTooEarly.errors?.[0]?.message).toBe('Could not use the "same_as_shipping" option, because the shipping address has not been set.');
    const methodTooEarly = await graphqlCall(backend, SET_SHIPPING_METHOD, { input: { cart_id: cartId, shipping_methods: [{ carrier_code: 'express', method_code: 'express' }] } }, { token });
    expect(methodTooEarly.errors?.[0]?.message).toBe('The shipping address is missing. Set the address and try again.');

    await graphqlCall(backend, SET_SHIPPING_ADDRESS, { input: { cart_id: cartId, shipping_addresses: [{ address: QATAR_CART_ADDRESS }] } }, { token });
    const billing = await graphqlCall(backend, SET_BILLING_ADDRESS, { input: { cart_id: cartId, billing_address: { same_as_shipping: true } } }, { token });
    expect(billing.data?.setBillingAddressOnCart.cart.billing_address).toEqual({ firstname: 'Maryam', street: QATAR_CART_ADDRESS.street, city: 'Al Sadd', customer_address_id: null });

    const unknown = await graphqlCall(backend, SET_SHIPPING_METHOD, { input: { cart_id: cartId, shipping_methods: [{ carrier_code: 'dhl', method_code: 'air' }] } }, { token });
    expect(unknown.errors?.[0]?.message).toBe('Carrier with such method not found: dhl, air');
    const two = await graphqlCall(backend, SET_SHIPPING_METHOD, {
      input: { cart_id: cartId, shipping_methods: [{ carrier_code: 'express', method_code: 'express' }, { carrier_code: 'standard', method_code: 'standard' }] },
    }, { token });
    expect(two.errors?.[0]?.message).toBe('You cannot specify multiple shipping methods.');

    const express = await expressPrice();
    const shipped = await graphqlCall(backend, SET_SHIPPING_METHOD, { input: { cart_id: cartId, shipping_methods: [{ carrier_code: 'express', method_code: 'express' }] } }, { token });
    const cart = shipped.data?.setShippingMethodsOnCart.cart;
    expect(cart.shipping_addresses[0].selected_shipping_method).toEqual({
      carrier_code: 'express', method_code: 'express', carrier_title: 'Express delivery', method_title: 'Next working day', amount: { value: express, currency: 'QAR' },
    });
    expect(cart.prices).toMatchObject({
      grand_total: { value: Math.round((subtotal + express) * 100) / 100 },
      subtotal_excluding_tax: { value: subtotal },
      subtotal_with_discount_excluding_tax: { value: subtotal },
    });

    const badPayment = await graphqlCall(backend, SET_PAYMENT_METHOD, { input: { cart_id: cartId, payment_method: { code: 'checkmo' } } }, { token });
    expect(badPayment.errors?.[0]?.message).toBe('The requested Payment Method is not available.');
    const paid = await graphqlCall(backend, SET_PAYMENT_METHOD, { input: { cart_id: cartId, payment_method: { code: 'aps_fort_cc' } } }, { token, store: 'ar' });
    expect(paid.data?.setPaymentMethodOnCart.cart.selected_payment_method).toEqual({ code: 'aps_fort_cc', title: 'بطاقة ائتمان / خصم' });
  });

  it('takes a saved or new billing address, one for both with use_for_shipping, and refuses contradictions', async () => {
    const token = await newCustomer();
    const saved = await graphqlCall(backend, 'mutation($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }',
      { input: { ...QATAR_CART_ADDRESS, city: 'Lusail', region: { region_id: 7 }, region_id: undefined } }, { token });
    const savedId = saved.data?.createCustomerAddress.id as number;
    const product = productWithStock(backend, 'simple', 5);
    const cartId = await customerCartId(backend, token);
    await addProductsToCart(backend, token, cartId, [{ sku: product.sku, quantity: 1 }]);
    const setBilling = (billing_address: unknown) => graphqlCall(backend, SET_BILLING_ADDRESS, { input: { cart_id: cartId, billing_address } }, { token });

    const fromBook = await setBilling({ customer_address_id: savedId });
    expect(fromBook.data?.setBillingAddressOnCart.cart).toMatchObject({ billing_address: { city: 'Lusail', customer_address_id: savedId }, shipping_addresses: [] });
    const both = await setBilling({ address: { ...QATAR_CART_ADDRESS, city: 'Al Wakrah' }, use_for_shipping: true });
    expect(both.data?.setBillingAddressOnCart.cart).toMatchObject({
      billing_address: { city: 'Al Wakrah', customer_address_id: null },
      shipping_addresses: [{ city: 'Al Wakrah' }],
    });

    expect((await setBilling({ same_as_shipping: true, customer_address_id: savedId })).errors?.[0]?.message).toBe(
      'The billing address cannot contain "same_as_shipping" with "customer_address_id" or "address".',
    );
    expect((await setBilling({})).errors?.[0]?.message).toBe('The billing address must contain either "customer_address_id", "address", or "same_as_shipping".');
    expect((await setBilling({ address: { ...QATAR_CART_ADDRESS, city: '' } })).errors?.[0]?.message).toBe('"city" is required. Enter and try again.');
    const missingInput = await graphqlCall(backend, 'mutation { setBillingAddressOnCart { cart { id } } }', {}, { token });
    expect(missingInput.errors?.[0]?.extensions?.category).toBe('graphql-input');
    const foreign = await setBilling({ customer_address_id: 999_999 });
    expect(foreign.errors?.[0]).toMatchObject({ message: 'Could not find a address with ID "999999"', extensions: { category: 'graphql-no-such-entity' } });
  });

  it('makes standard delivery free from 200 QAR after discount', async () => {
    const token = await newCustomer();
    const pricey = backend.db
      .prepare("SELECT id, sku, price FROM products WHERE type_id = 'simple' AND status = 1 AND special_price IS NULL AND price >= 200 AND is_in_stock = 1 AND id NOT IN (SELECT product_id FROM cart_items) LIMIT 1")
      .get() as { id: number; sku: string; price: number };
    const cheap = backend.db
      .prepare("SELECT id, sku, price FROM products WHERE type_id = 'simple' AND status = 1 AND special_price IS NULL AND price < 100 AND is_in_stock = 1 AND id NOT IN (SELECT product_id FROM cart_items) LIMIT 1")
      .get() as { id: number; sku: string; price: number };
    backend.db.prepare('UPDATE products SET qty = 50 WHERE id IN (?, ?)').run(pricey.id, cheap.id);
    const standardFor = async (sku: string) => {
      const cartId = await customerCartId(backend, token);
      await addProductsToCart(backend, token, cartId, [{ sku, quantity: 1 }]);
      const result = await graphqlCall(backend, SET_SHIPPING_ADDRESS, { input: { cart_id: cartId, shipping_addresses: [{ address: QATAR_CART_ADDRESS }] } }, { token });
      return result.data?.setShippingAddressesOnCart.cart.shipping_addresses[0].available_shipping_methods[0].amount.value;
    };
    expect(await standardFor(cheap.sku)).toBe(15);
    expect(await standardFor(pricey.sku)).toBe(0);
  });
});

describe('placeOrder', () => {
  it('names the missing step, in checkout order', async () => {
    const token = await newCustomer();
    const product = productWithStock(backend, 'simple', 5);
    const cartId = await customerCartId(backend, token);
    const reason = async () => (await placeOrderCall(backend, token, cartId)).errors?.[0]?.message;

    expect(await reason()).toBe('Unable to place order: Cart does not contain products.');
    await addProductsToCart(backend, token, cartId, [{ sku: product.sku, quantity: 1 }]);
    expect(await reason()).toBe('Unable to place order: The shipping address is missing. Set the address and try again.');
    await graphqlCall(backend, SET_SHIPPING_ADDRESS, { input: { cart_id: cartId, shipping_addresses: [{ address: QATAR_CART_ADDRESS }] } }, { token });
    expect(await reason()).toBe('Unable to place order: The shipping method is missing. Select the shipping method and try again.');
    await graphqlCall(backend, SET_SHIPPING_METHOD, { input: { cart_id: cartId, shipping_methods: [{ carrier_code: 'standard', method_code: 'standard' }] } }, { token });
    expect(await reason()).toBe('Unable to place order: The billing address is missing. Set the address and try again.');
    await graphqlCall(backend, SET_BILLING_ADDRESS, { input: { cart_id: cartId, billing_address: { same_as_shipping: true } } }, { token });
    expect(await reason()).toBe('Unable to place order: Enter a valid payment method and try again.');
    expect(stockOf(product.id).qty).toBe(5);
  });

  it('places the order once: stock taken, cart closed, QAR and the store recorded; a repeat returns the same order', async () => {
    const token = await newCustomer();
    const product = productWithStock(backend, 'simple', 4);
    const cartId = await prepareCheckout(backend, token, [{ sku: product.sku, quantity: 3 }], {
      shipping: { carrier_code: 'standard', method_code: 'standard' },
      payment: 'cashondelivery',
    }, { store: 'ar' });

    const first = await placeOrderNumber(backend, token, cartId, { store: 'ar' });
    expect(first).toMatch(/^\d{9}$/);
    const again = await placeOrderNumber(backend, token, cartId, { store: 'ar' });
    expect(again).toBe(first);
    const twice = await Promise.all([placeOrderCall(backend, token, cartId), placeOrderCall(backend, token, cartId)]);
    expect(twice.map((result) => result.data?.placeOrder.order.order_number)).toEqual([first, first]);

    expect(stockOf(product.id)).toEqual({ qty: 1, is_in_stock: 1 });
    const stored = backend.db.prepare('SELECT COUNT(*) AS n, MAX(store_id) AS store, MAX(currency_code) AS currency FROM orders WHERE cart_id = (SELECT id FROM carts WHERE masked_id = ?)').get(cartId);
    expect(stored).toEqual({ n: 1, store: 1, currency: 'QAR' });

    const closed = await graphqlCall(backend, CART, { id: cartId }, { token });
    expect(closed.errors?.[0]?.message).toBe("The cart isn't active.");
    const next = await customerCartId(backend, token);
    expect(next).not.toBe(cartId);

    const orders = await graphqlCall(backend, ORDERS, { number: first }, { token });
    const order = orders.data?.customer.orders.items[0];
    expect(order).toMatchObject({
      number: first,
      status: 'Pending',
      status_code: 'pending',
      items: [{ product_sku: product.sku, product_type: 'simple', quantity_ordered: 3, product_sale_price: { value: product.price, currency: 'QAR' } }],
      payment_methods: [{ name: 'Cash On Delivery', type: 'cashondelivery' }],
      shipping_method: 'Standard delivery - Within 2-3 working days',
    });
    const subtotal = Math.round(product.price * 3 * 100) / 100;
    const shipping = subtotal >= 200 ? 0 : 15;
    expect(order.total).toEqual({ grand_total: { value: Math.round((subtotal + shipping) * 100) / 100, currency: 'QAR' }, total_shipping: { value: shipping }, subtotal: { value: subtotal } });
  });

  it('refuses a shortfall with Magento\'s out-of-stock error, naming the item, and leaves the cart as it was', async () => {
    const token = await newCustomer();
    const product = productWithStock(backend, 'simple', 2);
    const cartId = await prepareCheckout(backend, token, [{ sku: product.sku, quantity: 2 }], {
      shipping: { carrier_code: 'express', method_code: 'express' },
      payment: 'cashondelivery',
    });
    backend.db.prepare('UPDATE products SET qty = 1 WHERE id = ?').run(product.id); // someone else bought one meanwhile

    const refused = await placeOrderCall(backend, token, cartId);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Unable to place order: Some of the products are out of stock.',
      extensions: {
        category: 'graphql-input',
        out_of_stock_items: [{ sku: product.sku, requested: 2, available: 1, message: 'The requested qty is not available' }],
      },
    });
    const cart = await graphqlCall(backend, CART, { id: cartId }, { token });
    expect(cart.data?.cart).toMatchObject({
      items: [{ quantity: 2, product: { sku: product.sku } }],
      selected_payment_method: { code: 'cashondelivery' },
      shipping_addresses: [{ selected_shipping_method: { carrier_code: 'express' } }],
    });
    expect(stockOf(product.id).qty).toBe(1);
    expect(backend.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE customer_id = (SELECT customer_id FROM carts WHERE masked_id = ?)').get(cartId)).toEqual({ n: 0 });

    backend.db.prepare('UPDATE products SET qty = 0, is_in_stock = 0 WHERE id = ?').run(product.id);
    const soldOut = await placeOrderCall(backend, token, cartId);
    expect(soldOut.errors?.[0]?.extensions).toMatchObject({
      out_of_stock_items: [{ sku: product.sku, available: 0, message: 'Product that you are trying to add is not available.' }],
    });
  });

  it('sells the last 3 units to exactly 3 of 20 customers ordering at once, without a server error', async () => {
    const product = productWithStock(backend, 'simple', 20);
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const token = await newCustomer();
        const cartId = await prepareCheckout(backend, token, [{ sku: product.sku, quantity: 1 }], {
          shipping: { carrier_code: 'standard', method_code: 'standard' },
          payment: 'cashondelivery',
        });
        return { token, cartId };
      }),
    );
    backend.db.prepare('UPDATE products SET qty = 3 WHERE id = ?').run(product.id);

    const responses = await Promise.all(
      shoppers.map(({ token, cartId }) =>
        fetch(`${backend.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', Store: 'en', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: 'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }', variables: { id: cartId } }),
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const bodies = (await Promise.all(responses.map((response) => response.json()))) as { data?: { placeOrder: { order: { order_number: string } } | null }; errors?: { message: string }[] }[];
    const placed = bodies.filter((body) => body.data?.placeOrder?.order.order_number);
    const refused = bodies.filter((body) => body.errors);
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const body of refused) expect(body.errors?.[0]?.message).toBe('Unable to place order: Some of the products are out of stock.');
    expect(new Set(placed.map((body) => body.data?.placeOrder?.order.order_number)).size).toBe(3);
    expect(stockOf(product.id)).toEqual({ qty: 0, is_in_stock: 0 });
    expect(backend.db.prepare('SELECT SUM(qty_ordered) AS sold FROM order_items WHERE product_id = ?').get(product.id)).toEqual({ sold: 3 });
  });
});

describe('same-day delivery and the 7:30 PM cutoff (Asia/Qatar)', () => {
  it('is offered before the cutoff, marked unavailable from it on, and refused at placeOrder after it', async () => {
    clock.advance(qatarTimeToday(19, 29) - clock.now());
    const token = await newCustomer();
    const product = productWithStock(backend, 'simple', 5);
    const cartId = await prepareCheckout(backend, token, [{ sku: product.sku, quantity: 1 }], {
      shipping: { carrier_code: 'sameday', method_code: 'sameday' },
      payment: 'cashondelivery',
    });
    const sameDay = async () => {
      const cart = await graphqlCall(backend, CART, { id: cartId }, { token });
      return cart.data?.cart.shipping_addresses[0].available_shipping_methods.find((method: { carrier_code: string }) => method.carrier_code === 'sameday');
    };
    expect(await sameDay()).toMatchObject({ available: true, error_message: null });

    clock.advance(60_000); // 19:30 in Doha
    expect(await sameDay()).toMatchObject({ available: false, error_message: 'Same-day delivery is only available for orders placed before 7:30 PM.' });
    const chosenLate = await graphqlCall(backend, SET_SHIPPING_METHOD, { input: { cart_id: cartId, shipping_methods: [{ carrier_code: 'sameday', method_code: 'sameday' }] } }, { token });
    expect(chosenLate.errors?.[0]?.message).toBe('Same-day delivery is only available for orders placed before 7:30 PM.');
    const placedLate = await placeOrderCall(backend, token, cartId);
    expect(placedLate.errors?.[0]?.message).toBe('Unable to place order: Same-day delivery is only available for orders placed before 7:30 PM.');

    // Another method goes through.
    await graphqlCall(backend, SET_SHIPPING_METHOD, { input: { cart_id: cartId, shipping_methods: [{ carrier_code: 'standard', method_code: 'standard' }] } }, { token });
    expect(await placeOrderNumber(backend, token, cartId)).toMatch(/^\d{9}$/);
    clock.advance(qatarTimeToday(10, 0) - clock.now());
  });
});

describe('e-cards', () => {
  it('need no shipping address, but a recipient; they are paid by card only, and no code leaves before the payment is confirmed', async () => {
    const token = await newCustomer();
    const ecard = productWithStock(backend, 'virtual', 100);
    const cartId = await customerCartId(backend, token);
    await addProductsToCart(backend, token, cartId, [{ sku: ecard.sku, quantity: 2 }]);

    const noShipping = await graphqlCall(backend, SET_SHIPPING_ADDRESS, { input: { cart_id: cartId, shipping_addresses: [{ address: QATAR_CART_ADDRESS }] } }, { token });
    expect(noShipping.errors?.[0]?.message).toBe('Shipping address is not allowed on cart: cart contains no items for shipment.');
    // A code is money the moment it is read: cash on delivery is not offered for e-cards, nor taken.
    const offered = await graphqlCall(backend, CART, { id: cartId }, { token });
    expect(offered.data?.cart.available_payment_methods.map((method: { code: string }) => method.code)).toEqual(['aps_fort_cc', 'aps_apple']);
    const cash = await graphqlCall(backend, SET_PAYMENT_METHOD, { input: { cart_id: cartId, payment_method: { code: 'cashondelivery' } } }, { token });
    expect(cash.errors?.[0]?.message).toBe('Cash on delivery is not available for e-cards: pay by card.');
    await graphqlCall(backend, SET_PAYMENT_METHOD, { input: { cart_id: cartId, payment_method: { code: 'aps_fort_cc' } } }, { token });
    const noRecipient = await placeOrderCall(backend, token, cartId);
    expect(noRecipient.errors?.[0]?.message).toBe("Unable to place order: Enter the e-card recipient's e-mail address or mobile number.");

    const empty = await graphqlCall(backend, SET_ECARD_RECIPIENT, { input: { cart_id: cartId, email: '', telephone: '' } }, { token });
    expect(empty.errors?.[0]?.message).toBe("Enter the e-card recipient's e-mail address or mobile number.");
    const badEmail = await graphqlCall(backend, SET_ECARD_RECIPIENT, { input: { cart_id: cartId, email: 'not-an-email' } }, { token });
    expect(badEmail.errors?.[0]?.message).toBe('Incorrect email format');
    const set = await graphqlCall(backend, SET_ECARD_RECIPIENT, { input: { cart_id: cartId, email: 'Friend@Example.com', telephone: '+974 6612 3456' } }, { token });
    expect(set.data?.setEcardRecipientOnCart.cart).toMatchObject({
      is_virtual: true,
      shipping_addresses: [],
      ecard_recipient: { email: 'friend@example.com', telephone: '+97466123456' },
      prices: { grand_total: { value: Math.round(ecard.price * 2 * 100) / 100 } },
    });

    const number = await placeOrderNumber(backend, token, cartId);
    const mail = await fetch(`${backend.url}/__dev/outbox?to=friend@example.com`).then((response) => response.json() as Promise<{ messages: unknown[] }>);
    const texts = await fetch(`${backend.url}/__dev/outbox?to=66123456`).then((response) => response.json() as Promise<{ messages: unknown[] }>);
    expect(mail.messages).toEqual([]);
    expect(texts.messages).toEqual([]);
    const codes = backend.db.prepare('SELECT COUNT(*) AS n FROM ecard_codes JOIN order_items ON order_items.id = ecard_codes.order_item_id JOIN orders ON orders.id = order_items.order_id WHERE orders.increment_id = ?').get(number) as { n: number };
    expect(codes.n).toBe(0);

    const order = await graphqlCall(backend, `query($n: String) { customer { orders(filter: { number: { eq: $n } }) { items { status_code can_cancel shipping_address { city } ecard_recipient { email telephone } } } } }`, { n: number }, { token });
    expect(order.data?.customer.orders.items[0]).toEqual({ status_code: 'payfort_fort_new', can_cancel: false, shipping_address: null, ecard_recipient: { email: 'friend@example.com', telephone: '+97466123456' } });
  });

  it('refuse an order chosen as cash on delivery before an e-card joined the cart, and send nothing', async () => {
    const token = await newCustomer();
    const phone = productWithStock(backend, 'simple', 5);
    const ecard = productWithStock(backend, 'virtual', 5);
    const cartId = await prepareCheckout(backend, token, [{ sku: phone.sku, quantity: 1 }], { shipping: { carrier_code: 'standard', method_code: 'standard' }, payment: 'cashondelivery' });
    await addProductsToCart(backend, token, cartId, [{ sku: ecard.sku, quantity: 1 }]);
    await graphqlCall(backend, SET_ECARD_RECIPIENT, { input: { cart_id: cartId, email: 'mixed@example.com' } }, { token });

    const offered = await graphqlCall(backend, CART, { id: cartId }, { token });
    expect(offered.data?.cart.available_payment_methods.map((method: { code: string }) => method.code)).not.toContain('cashondelivery');
    const refused = await placeOrderCall(backend, token, cartId);
    expect(refused.errors?.[0]?.message).toBe('Unable to place order: Cash on delivery is not available for e-cards: pay by card.');
    const mail = await fetch(`${backend.url}/__dev/outbox?to=mixed@example.com`).then((response) => response.json() as Promise<{ messages: unknown[] }>);
    expect(mail.messages).toEqual([]);
  });

  it('refuses a recipient for a cart without e-cards', async () => {
    const token = await newCustomer();
    const product = productWithStock(backend, 'simple', 5);
    const cartId = await customerCartId(backend, token);
    await addProductsToCart(backend, token, cartId, [{ sku: product.sku, quantity: 1 }]);
    const result = await graphqlCall(backend, SET_ECARD_RECIPIENT, { input: { cart_id: cartId, email: 'friend@example.com' } }, { token });
    expect(result.errors?.[0]?.message).toBe('The cart has no e-cards.');
  });
});
