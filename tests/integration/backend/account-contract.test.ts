import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlCall, prepareCheckout, productWithStock, registerCustomer, startTestBackend, type TestBackend } from '../../helpers/backend.ts';

/**
 * Magento 2.4.4's account operations beside the store's own: isEmailAvailable, subscribeEmailToNewsletter, the
 * deprecated customerOrders, Customer.reviews, and the password operations this store answers with a refusal.
 */
let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

describe('isEmailAvailable', () => {
  const QUERY = 'query($email: String!) { isEmailAvailable(email: $email) { is_email_available } }';

  it('is false for an account\'s address (whatever its case) and true for a new one', async () => {
    await registerCustomer(backend, { email: 'taken@example.qa' });
    expect((await graphqlCall(backend, QUERY, { email: 'Taken@Example.qa' })).data?.isEmailAvailable.is_email_available).toBe(false);
    expect((await graphqlCall(backend, QUERY, { email: 'free@example.qa' })).data?.isEmailAvailable.is_email_available).toBe(true);
  });

  it('refuses a malformed address as an input error', async () => {
    const answer = await graphqlCall(backend, QUERY, { email: 'not an email' });
    expect(answer.errors?.[0]).toMatchObject({ message: 'Email is invalid', extensions: { category: 'graphql-input' } });
  });
});

describe('subscribeEmailToNewsletter', () => {
  const MUTATION = 'mutation($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }';

  it('subscribes a guest\'s or a customer\'s address; the customer then reads is_subscribed', async () => {
    expect((await graphqlCall(backend, MUTATION, { email: 'news-guest@example.qa' })).data?.subscribeEmailToNewsletter.status).toBe('SUBSCRIBED');
    const token = await registerCustomer(backend, { email: 'news-customer@example.qa' });
    expect((await graphqlCall(backend, MUTATION, { email: 'news-customer@example.qa' }, { token })).data?.subscribeEmailToNewsletter.status).toBe('SUBSCRIBED');
    expect((await graphqlCall(backend, '{ customer { is_subscribed } }', {}, { token })).data?.customer.is_subscribed).toBe(true);
  });

  it('refuses an address already subscribed (in the store view\'s language) and a malformed one', async () => {
    await graphqlCall(backend, MUTATION, { email: 'news-twice@example.qa' });
    const en = await graphqlCall(backend, MUTATION, { email: 'news-twice@example.qa' }, { store: 'en' });
    expect(en.errors?.[0]).toMatchObject({ message: 'This email address is already subscribed.', extensions: { category: 'graphql-input' } });
    const ar = await graphqlCall(backend, MUTATION, { email: 'NEWS-twice@example.qa' }, { store: 'ar' });
    expect(ar.errors?.[0]?.message).toBe('عنوان البريد الإلكتروني هذا مشترك بالفعل.');
    const bad = await graphqlCall(backend, MUTATION, { email: 'nope' });
    expect(bad.errors?.[0]).toMatchObject({ message: 'Please enter a valid email address.', extensions: { category: 'graphql-input' } });
  });
});

describe('customerOrders, setPaymentMethodAndPlaceOrder (deprecated) and Customer.reviews', () => {
  it('an order placed in one call; customerOrders lists the customer\'s orders, newest first; reviews is an empty page', async () => {
    const token = await registerCustomer(backend, { email: 'legacy-orders@example.qa' });
    const QUERY = '{ customerOrders { total_count items { order_number increment_id grand_total status number } } }';
    expect((await graphqlCall(backend, QUERY, {}, { token })).data?.customerOrders).toEqual({ total_count: 0, items: [] });
    const product = productWithStock(backend, 'simple', 5);
    const cartId = await prepareCheckout(backend, token, [{ sku: product.sku, quantity: 1 }], {
      shipping: { carrier_code: 'standard', method_code: 'standard' },
      payment: 'cashondelivery',
    });
    // The deprecated one-call checkout end: payment method and order together.
    const LEGACY = 'mutation($input: SetPaymentMethodAndPlaceOrderInput) { setPaymentMethodAndPlaceOrder(input: $input) { order { order_number } } }';
    const unknownMethod = await graphqlCall(backend, LEGACY, { input: { cart_id: cartId, payment_method: { code: 'checkmo' } } }, { token });
    expect(unknownMethod.errors?.[0]).toMatchObject({ message: 'The requested Payment Method is not available.', extensions: { category: 'graphql-input' } });
    expect((await graphqlCall(backend, LEGACY, { input: { cart_id: cartId, payment_method: { code: 'cashondelivery' } } })).errors?.[0]?.extensions?.category).toBe(
      'graphql-authorization',
    );
    const placed = await graphqlCall(backend, LEGACY, { input: { cart_id: cartId, payment_method: { code: 'cashondelivery' } } }, { token });
    const number = placed.data?.setPaymentMethodAndPlaceOrder.order.order_number as string;
    expect(number).toMatch(/^\d+$/);
    const orders = (await graphqlCall(backend, QUERY, {}, { token })).data?.customerOrders;
    expect(orders.total_count).toBe(1);
    expect(orders.items[0]).toMatchObject({ order_number: number, increment_id: number, number });
    const reviews = await graphqlCall(backend, '{ customer { reviews(pageSize: 5) { items { summary } page_info { page_size current_page total_pages } } } }', {}, { token });
    expect(reviews.data?.customer.reviews).toEqual({ items: [], page_info: { page_size: 5, current_page: 1, total_pages: 0 } });
  });

  it('customerOrders needs a signed-in customer', async () => {
    expect((await graphqlCall(backend, '{ customerOrders { total_count } }')).errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });
});

describe('updateCustomer (deprecated)', () => {
  const MUTATION = 'mutation($input: CustomerInput!) { updateCustomer(input: $input) { customer { firstname lastname email } } }';

  it('renames the customer like updateCustomerV2', async () => {
    const token = await registerCustomer(backend, { email: 'legacy-name@example.qa' });
    const answer = await graphqlCall(backend, MUTATION, { input: { firstname: 'Hessa', lastname: 'Al-Sulaiti', email: null } }, { token });
    expect(answer.data?.updateCustomer.customer).toEqual({ firstname: 'Hessa', lastname: 'Al-Sulaiti', email: 'legacy-name@example.qa' });
  });

  it('refuses an e-mail or password change, fields the store does not use, and a guest', async () => {
    const token = await registerCustomer(backend, { email: 'legacy-refused@example.qa' });
    const email = await graphqlCall(backend, MUTATION, { input: { email: 'new@example.qa', password: 'x' } }, { token });
    expect(email.errors?.[0]).toMatchObject({ message: expect.stringMatching(/requestCustomerEmailChangeOtp/), extensions: { category: 'graphql-input' } });
    const dob = await graphqlCall(backend, MUTATION, { input: { firstname: 'Hessa', dob: '1990-01-01' } }, { token });
    expect(dob.errors?.[0]?.message).toBe('"dob" is not used by this store.');
    expect((await graphqlCall(backend, '{ customer { email } }', {}, { token })).data?.customer.email).toBe('legacy-refused@example.qa');
    expect((await graphqlCall(backend, MUTATION, { input: { firstname: 'Hessa' } })).errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });
});

describe('password operations: not supported in this store, answered in Magento\'s error shape', () => {
  const cases: Array<[string, string, Record<string, unknown>, string, RegExp]> = [
    ['generateCustomerToken', 'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }', { e: 'a@example.qa', p: 'secret123' }, 'graphql-authentication', /requestLoginOtp.*verifyOtpAndLogin/],
    ['createCustomer', 'mutation($i: CustomerInput!) { createCustomer(input: $i) { customer { email } } }', { i: { firstname: 'A', lastname: 'B', email: 'new1@example.qa', password: 'Secret123!' } }, 'graphql-input', /requestRegisterOtp.*verifyOtpAndRegister/],
    ['createCustomerV2', 'mutation($i: CustomerCreateInput!) { createCustomerV2(input: $i) { customer { email } } }', { i: { firstname: 'A', lastname: 'B', email: 'new2@example.qa' } }, 'graphql-input', /requestRegisterOtp/],
    ['changeCustomerPassword', 'mutation { changeCustomerPassword(currentPassword: "a", newPassword: "b") { email } }', {}, 'graphql-input', /no password/],
    ['requestPasswordResetEmail', 'mutation { requestPasswordResetEmail(email: "a@example.qa") }', {}, 'graphql-input', /no password/],
    ['resetPassword', 'mutation { resetPassword(email: "a@example.qa", resetPasswordToken: "t", newPassword: "n") }', {}, 'graphql-input', /no password/],
    ['updateCustomerEmail', 'mutation { updateCustomerEmail(email: "b@example.qa", password: "p") { customer { email } } }', {}, 'graphql-input', /requestCustomerEmailChangeOtp.*confirmCustomerEmailChange/],
  ];

  it.each(cases)('%s answers a refusal that says how the store does it', async (_, query, variables, category, message) => {
    const answer = await graphqlCall(backend, query, variables);
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors?.[0]?.extensions?.category).toBe(category);
    expect(answer.errors?.[0]?.message).toMatch(message);
  });

  it('createCustomer creates no account', async () => {
    await graphqlCall(backend, cases[1]![1], cases[1]![2]);
    const answer = await graphqlCall(backend, 'query($email: String!) { isEmailAvailable(email: $email) { is_email_available } }', { email: 'new1@example.qa' });
    expect(answer.data?.isEmailAvailable.is_email_available).toBe(true);
  });
});
