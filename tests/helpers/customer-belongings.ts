/**
 * A customer who owns one of everything another customer must never reach: a cart with an item, a saved address, a
 * wishlist item and a placed order. The security battery aims the other customer's requests at these ids.
 */
import {
  QATAR_CART_ADDRESS,
  addProductsToCart,
  customerCartId,
  graphqlCall,
  placeOrderNumber,
  prepareCheckout,
  productWithStock,
  registerCustomer,
  type TestBackend,
} from './backend.ts';

export type CustomerBelongings = {
  token: string;
  /** The product in the cart and on the wishlist. */
  sku: string;
  cartId: string;
  addressId: number;
  wishlistItemId: number;
  orderNumber: string;
};

export async function customerWithBelongings(
  backend: TestBackend,
  customer: { email: string; firstname: string; lastname: string },
  options: { cartQuantity?: number; street?: string[] } = {},
): Promise<CustomerBelongings> {
  const token = await registerCustomer(backend, customer);
  const product = productWithStock(backend, 'simple', 50);
  const cartId = await customerCartId(backend, token);
  await addProductsToCart(backend, token, cartId, [{ sku: product.sku, quantity: options.cartQuantity ?? 1 }]);

  const address = await graphqlCall(
    backend,
    'mutation($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }',
    {
      input: {
        ...QATAR_CART_ADDRESS,
        firstname: customer.firstname,
        lastname: customer.lastname,
        ...(options.street ? { street: options.street } : {}),
        region: { region_id: 2 },
        region_id: undefined,
      },
    },
    { token },
  );
  const addressId = address.data?.createCustomerAddress?.id as number;
  if (!addressId) throw new Error(`createCustomerAddress failed: ${JSON.stringify(address.errors)}`);

  const wished = await fetch(`${backend.url}/rest/en/V1/wishlist/add/${product.id}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  const wishlistItemId = ((await wished.json()) as { data: number }).data;

  const orderProduct = productWithStock(backend, 'simple', 50);
  const orderCart = await prepareCheckout(backend, token, [{ sku: orderProduct.sku, quantity: 1 }], {
    shipping: { carrier_code: 'express', method_code: 'express' },
    payment: 'cashondelivery',
  });
  const orderNumber = await placeOrderNumber(backend, token, orderCart);
  return { token, sku: product.sku, cartId, addressId, wishlistItemId, orderNumber };
}
