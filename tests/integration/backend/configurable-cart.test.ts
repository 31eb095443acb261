import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  graphqlCall, placeOrderNumber, prepareCheckout, registerCustomer, restCall, startTestBackend, type TestBackend,
} from '../../helpers/backend.ts';

/**
 * Configurable products in the cart and the order (Magento 2.4.4): the parent's SKU with the chosen value uids (or a
 * variant's SKU with its parent_sku), ConfigurableCartItem lines, Magento's refusals with the cart unchanged, stock per
 * variant, the guest-to-customer merge, and orders naming the chosen options.
 */
let backend: TestBackend;
let customers = 0;
const newCustomer = () => registerCustomer(backend, { email: `configurable-${++customers}@example.com` });

beforeAll(async () => {
  backend = await startTestBackend({ config: { otpClientHourlyLimit: 0, otpRecipientHourlyLimit: 0 } });
});
afterAll(() => backend.close());

const uid = (text: string) => Buffer.from(text).toString('base64');
const BLACK = uid('configurable/93/49');
const SILVER = uid('configurable/93/52');
const BLUE = uid('configurable/93/51');
const GB128 = uid('configurable/180/81');
const GB256 = uid('configurable/180/82');
const GB512 = uid('configurable/180/83');

const CART_ITEMS = `items {
  __typename uid quantity product { sku name }
  prices { price { value } }
  ... on ConfigurableCartItem {
    configurable_options { id option_label value_id value_label configurable_product_option_uid configurable_product_option_value_uid }
    configured_variant { sku stock_status ... on SimpleProduct { small_image { url } } }
  }
}`;

const ADD = `mutation($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) { cart { ${CART_ITEMS} } user_errors { code message } }
}`;

async function guestCart(): Promise<string> {
  const created = await graphqlCall(backend, 'mutation { createEmptyCart }');
  return created.data?.createEmptyCart as string;
}

async function add(cartId: string, items: unknown[], store: 'ar' | 'en' = 'en', token?: string) {
  const answer = await graphqlCall(backend, ADD, { cartId, items }, { store, token });
  expect(answer.errors).toBeUndefined();
  return answer.data?.addProductsToCart as { cart: { items: CartItem[] }; user_errors: Array<{ code: string; message: string }> };
}

interface CartItem {
  __typename: string;
  quantity: number;
  product: { sku: string; name: string };
  prices: { price: { value: number } };
  configurable_options?: Array<{ option_label: string; value_label: string; value_id: number; configurable_product_option_value_uid: string }>;
  configured_variant?: { sku: string };
}

describe('adding a configurable product', () => {
  it('takes the parent SKU with the chosen value uids and answers a ConfigurableCartItem', async () => {
    const cartId = await guestCart();
    const { cart, user_errors } = await add(cartId, [{ sku: 'APPL-IPHONE-15', quantity: 1, selected_options: [SILVER, GB256] }]);
    expect(user_errors).toEqual([]);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      __typename: 'ConfigurableCartItem', quantity: 1, product: { sku: 'APPL-IPHONE-15', name: 'Apple iPhone 15' },
      configured_variant: { sku: 'APPL-1003', stock_status: 'IN_STOCK' },
      configurable_options: [
        { id: 93, option_label: 'Color', value_id: 52, value_label: 'Silver', configurable_product_option_uid: uid('configurable/93'), configurable_product_option_value_uid: SILVER },
        { id: 180, option_label: 'Capacity', value_id: 82, value_label: '256GB', configurable_product_option_uid: uid('configurable/180'), configurable_product_option_value_uid: GB256 },
      ],
    });
    const ar = await graphqlCall(backend, `query($id: String!) { cart(cart_id: $id) { ${CART_ITEMS} } }`, { id: cartId }, { store: 'ar' });
    expect(ar.data?.cart.items[0].configurable_options.map((option: { value_label: string }) => option.value_label)).toEqual(['فضي', '256 جيجابايت']);
    expect(ar.data?.cart.items[0].product.name).toBe('هاتف أبل آيفون 15');
  });

  it('merges the same variant into one line (by options or by variant SKU with parent_sku) and keeps two variants apart', async () => {
    const cartId = await guestCart();
    await add(cartId, [{ sku: 'APPL-IPHONE-15', quantity: 1, selected_options: [BLACK, GB128] }]);
    await add(cartId, [{ sku: 'APPL-1001', parent_sku: 'APPL-IPHONE-15', quantity: 2 }]);
    const { cart } = await add(cartId, [{ sku: 'APPL-IPHONE-15', quantity: 1, selected_options: [GB256, BLACK] }]);
    expect(cart.items.map((item) => [item.configured_variant?.sku, item.quantity])).toEqual([['APPL-1001', 3], ['APPL-1002', 1]]);
  });

  it('charges the variant\'s own price, its sale included', async () => {
    const cartId = await guestCart();
    const { cart } = await add(cartId, [{ sku: 'APPL-IPHONE-15', quantity: 1, selected_options: [BLUE, GB128] }]);
    const variant = backend.db.prepare("SELECT price, special_price FROM products WHERE sku = ?").get(cart.items[0]?.configured_variant?.sku ?? '') as { price: number; special_price: number };
    expect(variant.special_price).toBeLessThan(variant.price);
    expect(cart.items[0]?.prices.price.value).toBe(variant.special_price);
  });

  it('refuses no choice, a choice that names no variant, a sold-out variant and a foreign parent, leaving the cart as it was', async () => {
    const cartId = await guestCart();
    await add(cartId, [{ sku: 'APPL-IPHONE-15', quantity: 1, selected_options: [BLACK, GB128] }]);
    const refusals: Array<[unknown, { code: string; message: string }]> = [
      [{ sku: 'APPL-IPHONE-15', quantity: 1 }, { code: 'UNDEFINED', message: 'You need to choose options for your item.' }],
      [{ sku: 'APPL-IPHONE-15', quantity: 1, selected_options: [BLACK] }, { code: 'UNDEFINED', message: 'You need to choose options for your item.' }],
      [{ sku: 'APPL-IPHONE-15', quantity: 1, selected_options: [BLACK, uid('configurable/180/84')] }, { code: 'UNDEFINED', message: 'You need to choose options for your item.' }],
      [{ sku: 'APPL-IPHONE-15', quantity: 1, selected_options: ['not-a-uid'] }, { code: 'UNDEFINED', message: 'You need to choose options for your item.' }],
      [{ sku: 'APPL-IPHONE-15', quantity: 1, selected_options: [SILVER, GB512] }, { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' }],
      [{ sku: 'APPL-1001', parent_sku: 'SAMS-GALAXY-S24', quantity: 1 }, { code: 'UNDEFINED', message: 'You need to choose options for your item.' }],
      [{ sku: 'APPL-IPHONE-15', quantity: 9999, selected_options: [BLACK, GB128] }, { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' }],
    ];
    for (const [item, error] of refusals) {
      const answer = await add(cartId, [item]);
      expect(answer.user_errors, JSON.stringify(item)).toEqual([error]);
      expect(answer.cart.items.map((line) => [line.configured_variant?.sku, line.quantity])).toEqual([['APPL-1001', 1]]);
    }
  });

  it('answers addConfigurableProductsToCart as PWA Studio sends it (variant SKU, parent_sku), all or nothing', async () => {
    const cartId = await guestCart();
    const MUTATION = `mutation($input: AddConfigurableProductsToCartInput) { addConfigurableProductsToCart(input: $input) { cart { ${CART_ITEMS} } } }`;
    const added = await graphqlCall(backend, MUTATION, {
      input: { cart_id: cartId, cart_items: [{ data: { sku: 'APPL-1001', quantity: 2 }, parent_sku: 'APPL-IPHONE-15' }] },
    });
    expect(added.errors).toBeUndefined();
    expect(added.data?.addConfigurableProductsToCart.cart.items).toMatchObject([
      { __typename: 'ConfigurableCartItem', quantity: 2, product: { sku: 'APPL-IPHONE-15' }, configured_variant: { sku: 'APPL-1001' } },
    ]);
    const refused = await graphqlCall(backend, MUTATION, {
      input: { cart_id: cartId, cart_items: [{ data: { sku: 'APPL-1002', quantity: 1 }, parent_sku: 'APPL-IPHONE-15' }, { data: { sku: 'APPL-IPHONE-15', quantity: 1 } }] },
    });
    expect(refused.errors?.[0]?.message).toBe('Could not add the product with SKU APPL-IPHONE-15 to the shopping cart: You need to choose options for your item.');
    const cart = await graphqlCall(backend, `query($id: String!) { cart(cart_id: $id) { ${CART_ITEMS} } }`, { id: cartId });
    expect(cart.data?.cart.items.map((item: CartItem) => [item.configured_variant?.sku, item.quantity])).toEqual([['APPL-1001', 2]]);
  });

  it('shows the line in Magento REST with product_type configurable and the parent as main_prod_sku', async () => {
    const cartId = await guestCart();
    await add(cartId, [{ sku: 'APPL-IPHONE-15', quantity: 1, selected_options: [SILVER, GB256] }]);
    const items = await restCall(backend, 'GET', `/V1/guest-carts/${cartId}/items`);
    expect(items.status).toBe(200);
    expect(items.body[0]).toMatchObject({
      sku: 'APPL-1003', name: 'Apple iPhone 15', product_type: 'configurable',
      product_option: { extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: 52 }, { option_id: '180', option_value: 82 }] } },
      extension_attributes: { main_prod_sku: 'APPL-IPHONE-15' },
    });
    const added = await restCall(backend, 'POST', `/V1/guest-carts/${cartId}/items`, {
      cartItem: { sku: 'APPL-IPHONE-15', qty: 1, product_option: { extension_attributes: { configurable_item_options: [{ option_id: 93, option_value: '49' }, { option_id: '180', option_value: 81 }] } } },
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ sku: 'APPL-1001', product_type: 'configurable', extension_attributes: { main_prod_sku: 'APPL-IPHONE-15' } });
    const refused = await restCall(backend, 'POST', `/V1/guest-carts/${cartId}/items`, { cartItem: { sku: 'APPL-IPHONE-15', qty: 1 } });
    expect(refused).toMatchObject({ status: 400, body: { message: 'You need to choose options for your item.' } });
  });

  it('keeps the chosen options when a guest cart is merged into the customer\'s', async () => {
    const guest = await guestCart();
    await add(guest, [{ sku: 'APPL-IPHONE-15', quantity: 1, selected_options: [SILVER, GB256] }]);
    const token = await newCustomer();
    const merged = await graphqlCall(backend, `mutation($id: String!) { assignCustomerToGuestCart(cart_id: $id) { ${CART_ITEMS} } }`, { id: guest }, { token });
    expect(merged.errors).toBeUndefined();
    expect(merged.data?.assignCustomerToGuestCart.items).toMatchObject([
      { __typename: 'ConfigurableCartItem', product: { sku: 'APPL-IPHONE-15' }, configured_variant: { sku: 'APPL-1003' }, configurable_options: [{ value_label: 'Silver' }, { value_label: '256GB' }] },
    ]);
  });
});

describe('ordering a variant', () => {
  const ORDERS = `{ customer { orders { items { number items { product_sku product_name product_type quantity_ordered selected_options { label value } } } } } }`;

  it('records the variant SKU, the product\'s name and the chosen options in the order\'s store view', async () => {
    const token = await newCustomer();
    const items = [{ sku: 'APPL-IPHONE-15', quantity: 1, selected_options: [SILVER, GB256] }];
    const cartId = await prepareCheckout(backend, token, items, { shipping: { carrier_code: 'standard', method_code: 'standard' }, payment: 'cashondelivery' }, { store: 'ar' });
    const before = (backend.db.prepare("SELECT qty FROM products WHERE sku = 'APPL-1003'").get() as { qty: number }).qty;
    const number = await placeOrderNumber(backend, token, cartId, { store: 'ar' });
    expect((backend.db.prepare("SELECT qty FROM products WHERE sku = 'APPL-1003'").get() as { qty: number }).qty).toBe(before - 1);
    for (const [store, name, options] of [
      ['ar', 'هاتف أبل آيفون 15', [{ label: 'اللون', value: 'فضي' }, { label: 'السعة', value: '256 جيجابايت' }]],
      ['en', 'Apple iPhone 15', [{ label: 'اللون', value: 'فضي' }, { label: 'السعة', value: '256 جيجابايت' }]],
    ] as const) {
      const orders = await graphqlCall(backend, ORDERS, {}, { token, store });
      const order = orders.data?.customer.orders.items.find((candidate: { number: string }) => candidate.number === number);
      expect(order.items).toEqual([{ product_sku: 'APPL-1003', product_name: name, product_type: 'configurable', quantity_ordered: 1, selected_options: options }]);
    }
  });

  it('sells a variant\'s last unit once when two customers order it at the same time, and the product sells out with it', async () => {
    const sku = 'APPL-1002';
    const carts = await Promise.all([0, 1].map(async () => {
      const token = await newCustomer();
      const cartId = await prepareCheckout(backend, token, [{ sku, parent_sku: 'APPL-IPHONE-15', quantity: 1 } as { sku: string; quantity: number }],
        { shipping: { carrier_code: 'standard', method_code: 'standard' }, payment: 'cashondelivery' });
      return { token, cartId };
    }));
    backend.db.prepare('UPDATE products SET qty = 1, is_in_stock = 1 WHERE sku = ?').run(sku);
    const answers = await Promise.all(carts.map(({ token, cartId }) =>
      graphqlCall(backend, 'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }', { id: cartId }, { token })));
    expect(answers.filter((answer) => answer.data?.placeOrder?.order.order_number)).toHaveLength(1);
    expect(answers.filter((answer) => answer.errors?.[0]?.message === 'Unable to place order: Some of the products are out of stock.')).toHaveLength(1);
    expect(backend.db.prepare('SELECT qty, is_in_stock FROM products WHERE sku = ?').get(sku)).toEqual({ qty: 0, is_in_stock: 0 });
    // The other variants still sell: the product stays in stock.
    expect(backend.db.prepare("SELECT is_in_stock FROM products WHERE sku = 'APPL-IPHONE-15'").get()).toEqual({ is_in_stock: 1 });
  });
});

describe('wishing for a configurable product', () => {
  const WISHLIST = `items_v2 { items { __typename quantity product { sku }
    ... on ConfigurableWishlistItem { child_sku configurable_options { option_label value_label configurable_product_option_value_uid } } } }`;
  const ADD_WISH = `mutation($items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: "0", wishlistItems: $items) {
    user_errors { code message } wishlist { ${WISHLIST} } } }`;

  it('keeps the chosen variant (ConfigurableWishlistItem) and moves it to the cart as that variant', async () => {
    const token = await newCustomer();
    const added = await graphqlCall(backend, ADD_WISH, { items: [{ sku: 'APPL-IPHONE-15', quantity: 1, selected_options: [BLUE, GB256] }] }, { token, store: 'ar' });
    expect(added.errors).toBeUndefined();
    expect(added.data?.addProductsToWishlist).toEqual({
      user_errors: [],
      wishlist: { items_v2: { items: [{
        __typename: 'ConfigurableWishlistItem', quantity: 1, product: { sku: 'APPL-IPHONE-15' }, child_sku: 'APPL-1460',
        configurable_options: [
          { option_label: 'اللون', value_label: 'أزرق', configurable_product_option_value_uid: BLUE },
          { option_label: 'السعة', value_label: '256 جيجابايت', configurable_product_option_value_uid: GB256 },
        ],
      }] } },
    });
    const refused = await graphqlCall(backend, ADD_WISH, { items: [{ sku: 'APPL-IPHONE-15', quantity: 1, selected_options: [BLUE] }] }, { token });
    expect(refused.data?.addProductsToWishlist.user_errors).toEqual([{ code: 'UNDEFINED', message: 'You need to choose options for your item.' }]);
    const moved = await graphqlCall(backend, `mutation { addWishlistItemsToCart(wishlistId: "0") { status add_wishlist_items_to_cart_user_errors { message } } }`, {}, { token });
    expect(moved.data?.addWishlistItemsToCart).toEqual({ status: true, add_wishlist_items_to_cart_user_errors: [] });
    const cart = await graphqlCall(backend, `{ customerCart { ${CART_ITEMS} } }`, {}, { token });
    expect(cart.data?.customerCart.items).toMatchObject([{ __typename: 'ConfigurableCartItem', product: { sku: 'APPL-IPHONE-15' }, configured_variant: { sku: 'APPL-1460' } }]);
  });

  it('takes a configurable product with no choice yet, which the cart then asks to choose', async () => {
    const token = await newCustomer();
    const added = await graphqlCall(backend, ADD_WISH, { items: [{ sku: 'APPL-IPHONE-15', quantity: 1 }] }, { token });
    expect(added.data?.addProductsToWishlist.wishlist.items_v2.items).toEqual([
      { __typename: 'ConfigurableWishlistItem', quantity: 1, product: { sku: 'APPL-IPHONE-15' }, child_sku: 'APPL-IPHONE-15', configurable_options: [] },
    ]);
    const moved = await graphqlCall(backend, `mutation { addWishlistItemsToCart(wishlistId: "0") { status add_wishlist_items_to_cart_user_errors { message } } }`, {}, { token });
    expect(moved.data?.addWishlistItemsToCart).toEqual({ status: false, add_wishlist_items_to_cart_user_errors: [{ message: 'You need to choose options for your item.' }] });
  });
});
