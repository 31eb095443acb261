/* eslint-disable @typescript-eslint/no-explicit-any -- answers are probed by the assertions themselves */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerCartId, graphqlCall, productWithStock, registerCustomer, startTestBackend, type TestBackend } from '../../helpers/backend.ts';

/**
 * Magento 2.4.4's cart item operations beside addSimpleProductsToCart: addProductsToCart (user errors per item),
 * addVirtualProductsToCart, updateCartItems, removeItemFromCart, setGuestEmailOnCart, assignCustomerToGuestCart
 * and the cart's e-mail.
 */
let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

const CART = 'id email total_quantity items { uid id quantity product { sku } } selected_payment_method { code title }';
const ADD = `mutation($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) { cart { ${CART} } user_errors { code message } }
}`;
const UPDATE = `mutation($input: UpdateCartItemsInput) { updateCartItems(input: $input) { cart { ${CART} } } }`;
const REMOVE = `mutation($input: RemoveItemFromCartInput) { removeItemFromCart(input: $input) { cart { ${CART} } } }`;

async function guestCart(): Promise<string> {
  return (await graphqlCall<{ createEmptyCart: string }>(backend, 'mutation { createEmptyCart }')).data?.createEmptyCart as string;
}

/** A product put straight into a scratch cart, so that productWithStock's next pick is another one. */
async function stockedProduct(type: 'simple' | 'virtual', qty: number) {
  const product = productWithStock(backend, type, qty);
  await graphqlCall(backend, ADD, { cartId: await guestCart(), items: [{ sku: product.sku, quantity: 1 }] });
  return product;
}

const skuWhere = (condition: string) => (backend.db.prepare(`SELECT sku FROM products WHERE ${condition} ORDER BY id LIMIT 1`).get() as { sku: string }).sku;

describe('addProductsToCart', () => {
  it('adds every item it can and reports the others in user_errors with Magento\'s codes', async () => {
    const product = await stockedProduct('simple', 5);
    const scarce = await stockedProduct('simple', 2);
    const soldOut = skuWhere('status = 1 AND visibility = 4 AND is_in_stock = 0');
    const cartId = await guestCart();
    const answer = await graphqlCall(backend, ADD, {
      cartId,
      items: [
        { sku: product.sku, quantity: 2 },
        { sku: 'NO-SUCH-SKU', quantity: 1 },
        { sku: soldOut, quantity: 1 },
        { sku: scarce.sku, quantity: 3 },
        { sku: scarce.sku, quantity: 1.5 },
        { sku: scarce.sku, quantity: 0 },
      ],
    });
    expect(answer.errors).toBeUndefined();
    const { cart, user_errors } = answer.data?.addProductsToCart ?? {};
    expect(cart.items.map((item: any) => [item.product.sku, item.quantity])).toEqual([[product.sku, 2]]);
    expect(user_errors.map((error: any) => error.code)).toEqual(['PRODUCT_NOT_FOUND', 'NOT_SALABLE', 'INSUFFICIENT_STOCK', 'UNDEFINED', 'UNDEFINED']);
    expect(user_errors[0].message).toBe('Could not find a product with SKU "NO-SUCH-SKU"');
    expect(user_errors[2].message).toBe('The requested qty is not available');
    expect(cart.selected_payment_method).toEqual({ code: '', title: '' });
  });

  it('refuses product options this store does not sell, an unknown cart and someone else\'s cart', async () => {
    const product = await stockedProduct('simple', 5);
    // Option values are a configurable product's choice (configurable-cart.test.ts): a simple product has none.
    const withOptions = await graphqlCall(backend, ADD, { cartId: await guestCart(), items: [{ sku: product.sku, quantity: 1, selected_options: ['Y29uZmlndXJhYmxlLzkzLzUz'] }] });
    expect(withOptions.data?.addProductsToCart.user_errors).toEqual([{ code: 'UNDEFINED', message: `The product with SKU "${product.sku}" has no options to choose.` }]);
    expect(withOptions.data?.addProductsToCart.cart.items).toEqual([]);
    const emptyOptions = await graphqlCall(backend, ADD, { cartId: await guestCart(), items: [{ sku: product.sku, quantity: 1, selected_options: [], entered_options: [] }] });
    expect(emptyOptions.errors).toBeUndefined();
    const unknown = await graphqlCall(backend, ADD, { cartId: 'a'.repeat(32), items: [{ sku: product.sku, quantity: 1 }] });
    expect(unknown.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    const owner = await registerCustomer(backend, { email: 'cart-owner@example.qa' });
    const theirCart = await customerCartId(backend, owner);
    const intruder = await graphqlCall(backend, ADD, { cartId: theirCart, items: [{ sku: product.sku, quantity: 1 }] });
    expect(intruder.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });

  it('addVirtualProductsToCart adds e-cards all or nothing', async () => {
    const ecard = await stockedProduct('virtual', 100);
    const cartId = await guestCart();
    const MUTATION = `mutation($input: AddVirtualProductsToCartInput) { addVirtualProductsToCart(input: $input) { cart { ${CART} } } }`;
    const added = await graphqlCall(backend, MUTATION, { input: { cart_id: cartId, cart_items: [{ data: { sku: ecard.sku, quantity: 2 } }] } });
    expect(added.data?.addVirtualProductsToCart.cart.items.map((item: any) => [item.product.sku, item.quantity])).toEqual([[ecard.sku, 2]]);
    const refused = await graphqlCall(backend, MUTATION, {
      input: { cart_id: cartId, cart_items: [{ data: { sku: ecard.sku, quantity: 1 } }, { data: { sku: 'NO-SUCH-SKU', quantity: 1 } }] },
    });
    expect(refused.errors?.[0]?.message).toMatch(/^Could not add the product with SKU NO-SUCH-SKU to the shopping cart/);
    expect((await graphqlCall(backend, `query($id: String!) { cart(cart_id: $id) { total_quantity } }`, { id: cartId })).data?.cart.total_quantity).toBe(2);
  });
});

describe('updateCartItems and removeItemFromCart', () => {
  it('change a quantity by uid or id, remove at 0 and by removeItemFromCart', async () => {
    const first = await stockedProduct('simple', 10);
    const second = await stockedProduct('simple', 10);
    const cartId = await guestCart();
    const cart = (await graphqlCall(backend, ADD, { cartId, items: [{ sku: first.sku, quantity: 1 }, { sku: second.sku, quantity: 1 }] })).data?.addProductsToCart.cart;
    const [a, b] = cart.items;
    const updated = await graphqlCall(backend, UPDATE, { input: { cart_id: cartId, cart_items: [{ cart_item_uid: a.uid, quantity: 4 }, { cart_item_id: Number(b.id), quantity: 3 }] } });
    expect(updated.data?.updateCartItems.cart.items.map((item: any) => item.quantity)).toEqual([4, 3]);
    const zero = await graphqlCall(backend, UPDATE, { input: { cart_id: cartId, cart_items: [{ cart_item_uid: a.uid, quantity: 0 }] } });
    expect(zero.data?.updateCartItems.cart.items.map((item: any) => item.uid)).toEqual([b.uid]);
    const removed = await graphqlCall(backend, REMOVE, { input: { cart_id: cartId, cart_item_uid: b.uid } });
    expect(removed.data?.removeItemFromCart.cart).toMatchObject({ items: [], total_quantity: 0 });
  });

  it('refuse an item of another cart, a quantity over the stock, a bad quantity and a missing item id', async () => {
    const product = await stockedProduct('simple', 3);
    const cartId = await guestCart();
    const otherCartId = await guestCart();
    const item = (await graphqlCall(backend, ADD, { cartId, items: [{ sku: product.sku, quantity: 1 }] })).data?.addProductsToCart.cart.items[0];
    const foreign = await graphqlCall(backend, UPDATE, { input: { cart_id: otherCartId, cart_items: [{ cart_item_uid: item.uid, quantity: 2 }] } });
    expect(foreign.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    expect((await graphqlCall(backend, REMOVE, { input: { cart_id: otherCartId, cart_item_uid: item.uid } })).errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    const tooMany = await graphqlCall(backend, UPDATE, { input: { cart_id: cartId, cart_items: [{ cart_item_uid: item.uid, quantity: 4 }] } });
    expect(tooMany.errors?.[0]?.message).toBe('The requested qty is not available');
    const fraction = await graphqlCall(backend, UPDATE, { input: { cart_id: cartId, cart_items: [{ cart_item_uid: item.uid, quantity: 1.5 }] } });
    expect(fraction.errors?.[0]?.extensions?.category).toBe('graphql-input');
    const noId = await graphqlCall(backend, REMOVE, { input: { cart_id: cartId } });
    expect(noId.errors?.[0]).toMatchObject({ message: 'Required parameter "cart_item_uid" for "cart_items" is missing.', extensions: { category: 'graphql-input' } });
    const garbage = await graphqlCall(backend, REMOVE, { input: { cart_id: cartId, cart_item_uid: 'not-a-uid' } });
    expect(garbage.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    expect((await graphqlCall(backend, `query($id: String!) { cart(cart_id: $id) { total_quantity } }`, { id: cartId })).data?.cart.total_quantity).toBe(1);
  });
});

describe('the cart\'s e-mail', () => {
  const SET_EMAIL = 'mutation($input: SetGuestEmailOnCartInput) { setGuestEmailOnCart(input: $input) { cart { id email } } }';

  it('setGuestEmailOnCart keeps a guest\'s e-mail on the cart, lower-cased', async () => {
    const cartId = await guestCart();
    const answer = await graphqlCall(backend, SET_EMAIL, { input: { cart_id: cartId, email: ' Guest@Example.QA ' } });
    expect(answer.data?.setGuestEmailOnCart.cart).toEqual({ id: cartId, email: 'guest@example.qa' });
    expect((await graphqlCall(backend, 'query($id: String!) { cart(cart_id: $id) { email } }', { id: cartId })).data?.cart.email).toBe('guest@example.qa');
  });

  it('setGuestEmailOnCart refuses a malformed address and a signed-in shopper', async () => {
    const cartId = await guestCart();
    const bad = await graphqlCall(backend, SET_EMAIL, { input: { cart_id: cartId, email: 'not-an-email' } });
    expect(bad.errors?.[0]).toMatchObject({ message: 'Invalid email format', extensions: { category: 'graphql-input' } });
    const token = await registerCustomer(backend, { email: 'email-owner@example.qa' });
    const own = await graphqlCall(backend, SET_EMAIL, { input: { cart_id: await customerCartId(backend, token), email: 'x@example.qa' } }, { token });
    expect(own.errors?.[0]?.message).toBe('The request is not allowed for logged in customers');
  });

  it('a customer\'s cart answers the account\'s e-mail address', async () => {
    const token = await registerCustomer(backend, { email: 'cart-email@example.qa' });
    const answer = await graphqlCall(backend, '{ customerCart { email selected_payment_method { code title } } }', {}, { token });
    expect(answer.data?.customerCart).toEqual({ email: 'cart-email@example.qa', selected_payment_method: { code: '', title: '' } });
  });
});

describe('assignCustomerToGuestCart', () => {
  const ASSIGN = `mutation($id: String!) { assignCustomerToGuestCart(cart_id: $id) { ${CART} } }`;

  it('moves a guest cart\'s items into the customer\'s cart and answers it', async () => {
    const product = await stockedProduct('simple', 10);
    const guestCartId = await guestCart();
    await graphqlCall(backend, ADD, { cartId: guestCartId, items: [{ sku: product.sku, quantity: 2 }] });
    const token = await registerCustomer(backend, { email: 'assign@example.qa' });
    const answer = await graphqlCall(backend, ASSIGN, { id: guestCartId }, { token });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.assignCustomerToGuestCart).toMatchObject({ id: await customerCartId(backend, token), email: 'assign@example.qa', total_quantity: 2 });
    const reused = await graphqlCall(backend, ASSIGN, { id: guestCartId }, { token });
    expect(reused.errors?.[0]?.message).toBe("The cart isn't active.");
  });

  it('needs a signed-in customer and a guest cart', async () => {
    const guestCartId = await guestCart();
    expect((await graphqlCall(backend, ASSIGN, { id: guestCartId })).errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    const token = await registerCustomer(backend, { email: 'assign-own@example.qa' });
    const own = await graphqlCall(backend, ASSIGN, { id: await customerCartId(backend, token) }, { token });
    expect(own.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });
});
