/**
 * Checkout's "save this address in my account" (issue 40): the first saved address becomes the default, as Magento
 * makes a customer's first address, and the same address entered again is reused instead of saved as a copy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addProductsToCart,
  customerCartId,
  graphqlCall,
  QATAR_CART_ADDRESS,
  registerCustomer,
  startTestBackend,
  type TestBackend,
} from '../../helpers/backend.ts';

let backend: TestBackend;
let sku: string;
beforeAll(async () => {
  backend = await startTestBackend();
  sku = (backend.db.prepare("SELECT sku FROM products WHERE status = 1 AND is_in_stock = 1 AND qty >= 5 AND type_id = 'simple' ORDER BY id LIMIT 1").get() as { sku: string }).sku;
});
afterAll(() => backend.close());

const SET_ADDRESS = `mutation($input: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $input) {
  cart { shipping_addresses { customer_address_id } } } }`;
const ADDRESSES = '{ customer { default_shipping default_billing addresses { id default_shipping default_billing street } } }';

type Addresses = { customer: { default_shipping: string | null; default_billing: string | null; addresses: { id: number; default_shipping: boolean; default_billing: boolean; street: string[] }[] } };

async function deliverTo(token: string, address: Record<string, unknown>) {
  const cartId = await customerCartId(backend, token);
  await addProductsToCart(backend, token, cartId, [{ sku, quantity: 1 }]);
  const result = await graphqlCall<{ setShippingAddressesOnCart: { cart: { shipping_addresses: { customer_address_id: number | null }[] } } }>(
    backend,
    SET_ADDRESS,
    { input: { cart_id: cartId, shipping_addresses: [{ address: { ...address, save_in_address_book: true } }] } },
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data?.setShippingAddressesOnCart.cart.shipping_addresses[0]?.customer_address_id ?? null;
}

describe('checkout’s address book', () => {
  it('makes the first saved address the default, and reuses it when entered again', async () => {
    const token = await registerCustomer(backend, { email: `book.${Date.now()}@example.qa` });
    const first = await deliverTo(token, QATAR_CART_ADDRESS);
    expect(first).not.toBeNull();
    const again = await deliverTo(token, { ...QATAR_CART_ADDRESS, firstname: ' maryam ', street: ['Al Sadd  Street', 'building 12'] });
    expect(again).toBe(first);

    const { data } = await graphqlCall<Addresses>(backend, ADDRESSES, {}, { token });
    expect(data?.customer.addresses).toHaveLength(1);
    expect(data?.customer.addresses[0]).toMatchObject({ id: first, default_shipping: true, default_billing: true });
    expect(data?.customer.default_shipping).toBe(String(first));

    // A different address is saved, and the first stays the default.
    const other = await deliverTo(token, { ...QATAR_CART_ADDRESS, street: ['Al Waab Street', 'Villa 3'] });
    expect(other).not.toBe(first);
    const after = (await graphqlCall<Addresses>(backend, ADDRESSES, {}, { token })).data?.customer.addresses ?? [];
    expect(after.map((address) => [address.id, address.default_shipping])).toEqual([
      [first, true],
      [other, false],
    ]);
  });
});
