/**
 * A signed-in customer's cart brought to a checkout step straight on the embedded backend, as checkout would set
 * it: a plentiful product, then (as asked) the Qatar test address, standard delivery and cash on delivery.
 */
import { QATAR_CART_ADDRESS } from '../../fixtures/qatar-addresses.ts';
import { backendGraphql } from './customers.ts';
import { plentifulProduct } from './orders.ts';

type Locale = 'ar' | 'en';
export type CheckoutProgress = 'items' | 'address' | 'delivery' | 'payment';

const ORDER: readonly CheckoutProgress[] = ['items', 'address', 'delivery', 'payment'];

/** Fills the customer's cart up to `progress` and answers its id. */
export async function customerCartUpTo(token: string, locale: Locale, progress: CheckoutProgress, quantity = 2): Promise<string> {
  const call = <T>(query: string, variables: Record<string, unknown> = {}) => backendGraphql<T>(query, variables, token, locale);
  const reached = (step: CheckoutProgress) => ORDER.indexOf(progress) >= ORDER.indexOf(step);
  const { sku } = await plentifulProduct(locale);
  const { customerCart } = await call<{ customerCart: { id: string } }>('{ customerCart { id } }');
  const input = (fields: Record<string, unknown>) => ({ input: { cart_id: customerCart.id, ...fields } });
  await call('mutation($input: AddSimpleProductsToCartInput) { addSimpleProductsToCart(input: $input) { cart { id } } }', input({ cart_items: [{ data: { sku, quantity } }] }));
  if (reached('address')) {
    await call('mutation($input: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $input) { cart { id } } }', input({ shipping_addresses: [{ address: QATAR_CART_ADDRESS }] }));
    await call('mutation($input: SetBillingAddressOnCartInput) { setBillingAddressOnCart(input: $input) { cart { id } } }', input({ billing_address: { same_as_shipping: true } }));
  }
  if (reached('delivery')) {
    await call('mutation($input: SetShippingMethodsOnCartInput) { setShippingMethodsOnCart(input: $input) { cart { id } } }', input({ shipping_methods: [{ carrier_code: 'standard', method_code: 'standard' }] }));
  }
  if (reached('payment')) {
    await call('mutation($input: SetPaymentMethodOnCartInput) { setPaymentMethodOnCart(input: $input) { cart { id } } }', input({ payment_method: { code: 'cashondelivery' } }));
  }
  return customerCart.id;
}
