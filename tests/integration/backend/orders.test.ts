import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerCartId,
  graphqlCall,
  placeOrderCall,
  placeOrderNumber,
  prepareCheckout,
  productWithStock,
  registerCustomer,
  startTestBackend,
  type TestBackend,
} from '../../helpers/backend.ts';

/**
 * The customer's orders (Magento's customer.orders with CustomerOrder's fields, spec §4's statuses and their labels
 * in both store views), nobody else's, and cancelling a pending cash-on-delivery order up to spec §9's limit.
 */
let backend: TestBackend;
let customers = 0;
const newCustomer = () => registerCustomer(backend, { email: `orders-${++customers}@example.com` });

beforeAll(async () => {
  backend = await startTestBackend({ config: { otpClientHourlyLimit: 0, otpRecipientHourlyLimit: 0 } });
});
afterAll(() => backend.close());

const ORDER_FIELDS = `id number order_date status status_code can_cancel carrier shipping_method
  items { id product_name product_sku product_url_key product_type status quantity_ordered quantity_invoiced quantity_canceled
    product_sale_price { value currency } discounts { amount { value } label } }
  total { subtotal { value currency } discounts { amount { value } label } total_tax { value } grand_total { value currency }
    total_shipping { value } shipping_handling { total_amount { value } } }
  shipping_address { firstname lastname street city region region_id country_code telephone postcode }
  billing_address { firstname city region }
  payment_methods { name type additional_data { name value } }
  invoices { number }`;
const ORDERS = `query($filter: CustomerOrdersFilterInput, $pageSize: Int, $currentPage: Int) {
  customer { orders(filter: $filter, pageSize: $pageSize, currentPage: $currentPage) {
    total_count page_info { page_size current_page total_pages } items { ${ORDER_FIELDS} } } } }`;
const CANCEL = `mutation($input: CancelOrderInput!) { cancelOrder(input: $input) { error order { number status status_code can_cancel } } }`;
const SHIPPING = { carrier_code: 'standard', method_code: 'standard' };

const ordersOf = (token: string, variables: Record<string, unknown> = {}, store: 'ar' | 'en' = 'en') =>
  graphqlCall(backend, ORDERS, { pageSize: 20, currentPage: 1, ...variables }, { token, store });
const stockOf = (id: number) => (backend.db.prepare('SELECT qty FROM products WHERE id = ?').get(id) as { qty: number }).qty;

describe("the customer's orders", () => {
  let token: string;
  let first: string;
  let second: string;
  let product: { id: number; sku: string; price: number };

  beforeAll(async () => {
    token = await newCustomer();
    product = productWithStock(backend, 'simple', 10);
    const cartId = await prepareCheckout(backend, token, [{ sku: product.sku, quantity: 2 }], { shipping: SHIPPING, payment: 'cashondelivery' });
    await graphqlCall(backend, 'mutation($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "WELCOME10" }) { cart { id } } }', { id: cartId }, { token });
    first = await placeOrderNumber(backend, token, cartId);
    const next = await prepareCheckout(backend, token, [{ sku: product.sku, quantity: 1 }], { shipping: SHIPPING, payment: 'aps_fort_cc' });
    second = await placeOrderNumber(backend, token, next);
  });

  it('lists them newest first, a page at a time', async () => {
    const page = await ordersOf(token, { pageSize: 1, currentPage: 1 });
    expect(page.data?.customer.orders).toMatchObject({ total_count: 2, page_info: { page_size: 1, current_page: 1, total_pages: 2 } });
    expect(page.data?.customer.orders.items.map((order: { number: string }) => order.number)).toEqual([second]);
    const next = await ordersOf(token, { pageSize: 1, currentPage: 2 });
    expect(next.data?.customer.orders.items.map((order: { number: string }) => order.number)).toEqual([first]);
    const past = await ordersOf(token, { pageSize: 1, currentPage: 3 });
    expect(past.data?.customer.orders).toMatchObject({ total_count: 2, items: [] });
  });

  it('shows one order by number with the fields the order page needs, labels in the store language', async () => {
    const result = await ordersOf(token, { filter: { number: { eq: first } } });
    expect(result.data?.customer.orders.total_count).toBe(1);
    const order = result.data?.customer.orders.items[0];
    const subtotal = Math.round(product.price * 2 * 100) / 100;
    const discount = Math.round(subtotal * 0.1 * 100) / 100;
    const shipping = subtotal - discount >= 200 ? 0 : 15;
    expect(order).toMatchObject({
      number: first,
      status: 'Pending',
      status_code: 'pending',
      can_cancel: true,
      carrier: 'Standard delivery',
      shipping_method: 'Standard delivery - Within 2-3 working days',
      items: [{ product_sku: product.sku, product_type: 'simple', status: 'Ordered', quantity_ordered: 2, quantity_invoiced: 0, quantity_canceled: 0,
        product_sale_price: { value: product.price, currency: 'QAR' }, discounts: [{ amount: { value: discount }, label: 'Welcome 10% off' }] }],
      total: {
        subtotal: { value: subtotal, currency: 'QAR' },
        discounts: [{ amount: { value: discount }, label: 'Welcome 10% off' }],
        total_tax: { value: 0 },
        total_shipping: { value: shipping },
        shipping_handling: { total_amount: { value: shipping } },
        grand_total: { value: Math.round((subtotal - discount + shipping) * 100) / 100, currency: 'QAR' },
      },
      shipping_address: { firstname: 'Maryam', lastname: 'Al-Kuwari', street: ['Al Sadd Street', 'Building 12'], city: 'Al Sadd', region: 'Doha',
        region_id: '1', country_code: 'QA', telephone: '+97455123456', postcode: null },
      billing_address: { firstname: 'Maryam', city: 'Al Sadd', region: 'Doha' },
      payment_methods: [{ name: 'Cash On Delivery', type: 'cashondelivery', additional_data: [] }],
      invoices: [],
    });
    expect(order.order_date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(Buffer.from(order.id, 'base64').toString()).toMatch(/^\d+$/);

    const arabic = await ordersOf(token, { filter: { number: { in: [first, second] } } }, 'ar');
    expect(arabic.data?.customer.orders.items.map((item: { status: string; status_code: string }) => [item.status_code, item.status])).toEqual([
      ['payfort_fort_new', 'بانتظار الدفع بالبطاقة'],
      ['pending', 'قيد الانتظار'],
    ]);
    const arabicOrder = arabic.data?.customer.orders.items[1];
    expect(arabicOrder.shipping_address.region).toBe('الدوحة');
    expect(arabicOrder.payment_methods[0].name).toBe('الدفع عند الاستلام');
    expect(arabicOrder.shipping_method).toBe('التوصيل العادي - خلال 2-3 أيام عمل');
    const localName = backend.db.prepare('SELECT name FROM product_store WHERE product_id = ? AND store_id = 1').get(product.id) as { name: string };
    expect(arabicOrder.items[0].product_name).toBe(localName.name);

    const partial = await ordersOf(token, { filter: { number: { match: first.slice(-3) } } });
    expect(partial.data?.customer.orders.items.map((item: { number: string }) => item.number)).toContain(first);
  });

  it("never shows another customer's order, and refuses a stranger", async () => {
    const other = await newCustomer();
    const theirs = await ordersOf(other, { filter: { number: { eq: first } } });
    expect(theirs.data?.customer.orders).toMatchObject({ total_count: 0, items: [] });
    const all = await ordersOf(other);
    expect(all.data?.customer.orders.total_count).toBe(0);

    const mine = await ordersOf(token, { filter: { number: { eq: first } } });
    const cancelled = await graphqlCall(backend, CANCEL, { input: { order_id: mine.data?.customer.orders.items[0].id, reason: 'Changed my mind' } }, { token: other });
    expect(cancelled.errors?.[0]).toMatchObject({ extensions: { category: 'graphql-no-such-entity' } });

    const anonymous = await graphqlCall(backend, '{ customer { orders { total_count } } }');
    expect(anonymous.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });

  it('answers bad paging with Magento\'s messages', async () => {
    expect((await ordersOf(token, { pageSize: 0 })).errors?.[0]?.message).toBe('pageSize value must be greater than 0.');
    expect((await ordersOf(token, { currentPage: 0 })).errors?.[0]?.message).toBe('currentPage value must be greater than 0.');
    expect((await ordersOf(token, { pageSize: 1000 })).errors?.[0]?.message).toBe('pageSize value must not be greater than 100.');
    expect((await ordersOf(token, { filter: { number: { eq: 'x'.repeat(200) } } })).errors?.[0]?.extensions?.category).toBe('graphql-input');
  });
});

describe('cancelling a cash-on-delivery order (spec §9: 3 times)', () => {
  it('returns the stock, counts the cancellation, and withdraws cash on delivery after the third', async () => {
    const token = await newCustomer();
    const product = productWithStock(backend, 'simple', 10);
    const orderIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const cartId = await prepareCheckout(backend, token, [{ sku: product.sku, quantity: 2 }], { shipping: SHIPPING, payment: 'cashondelivery' });
      const number = await placeOrderNumber(backend, token, cartId);
      const listed = await ordersOf(token, { filter: { number: { eq: number } } });
      orderIds.push(listed.data?.customer.orders.items[0].id);
    }
    expect(stockOf(product.id)).toBe(4);
    // A fourth cart, ready to pay cash on delivery before the limit is reached.
    const waiting = await prepareCheckout(backend, token, [{ sku: product.sku, quantity: 1 }], { shipping: SHIPPING, payment: 'cashondelivery' });

    for (const [index, id] of orderIds.entries()) {
      const result = await graphqlCall(backend, CANCEL, { input: { order_id: id, reason: 'Ordered by mistake' } }, { token });
      expect(result.data?.cancelOrder).toMatchObject({ error: null, order: { status: 'Canceled', status_code: 'canceled', can_cancel: false } });
      expect(stockOf(product.id)).toBe(4 + 2 * (index + 1));
    }
    const again = await graphqlCall(backend, CANCEL, { input: { order_id: orderIds[0], reason: 'Again' } }, { token });
    expect(again.data?.cancelOrder).toMatchObject({ error: 'Order already closed, complete, canceled or on hold', order: { status_code: 'canceled' } });
    expect(stockOf(product.id)).toBe(10);

    const cart = await graphqlCall(backend, 'query($id: String!) { cart(cart_id: $id) { available_payment_methods { code } } }', { id: waiting }, { token });
    expect(cart.data?.cart.available_payment_methods).toEqual([{ code: 'aps_fort_cc' }, { code: 'aps_apple' }]);
    const choose = await graphqlCall(
      backend,
      'mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "cashondelivery" } }) { cart { id } } }',
      { id: waiting },
      { token },
    );
    expect(choose.errors?.[0]?.message).toBe('The requested Payment Method is not available.');
    const place = await placeOrderCall(backend, token, waiting);
    expect(place.errors?.[0]?.message).toBe('Unable to place order: The requested Payment Method is not available.');

    // Another customer still has it.
    const other = await newCustomer();
    const theirs = await customerCartId(backend, other);
    const offered = await graphqlCall(backend, 'query($id: String!) { cart(cart_id: $id) { available_payment_methods { code } } }', { id: theirs }, { token: other });
    expect(offered.data?.cart.available_payment_methods[0]).toEqual({ code: 'cashondelivery' });
  });

  it('refuses a card order and a bad reason, in the answer or as input errors', async () => {
    const token = await newCustomer();
    const product = productWithStock(backend, 'simple', 5);
    const cartId = await prepareCheckout(backend, token, [{ sku: product.sku, quantity: 1 }], { shipping: SHIPPING, payment: 'aps_fort_cc' });
    const number = await placeOrderNumber(backend, token, cartId);
    const listed = await ordersOf(token, { filter: { number: { eq: number } } });
    const order = listed.data?.customer.orders.items[0];
    expect(order.can_cancel).toBe(false);
    const card = await graphqlCall(backend, CANCEL, { input: { order_id: order.id, reason: 'No' } }, { token });
    expect(card.data?.cancelOrder).toMatchObject({ error: 'Only an order paid by cash on delivery can be cancelled.', order: { status_code: 'payfort_fort_new' } });
    const noReason = await graphqlCall(backend, CANCEL, { input: { order_id: order.id, reason: '  ' } }, { token });
    expect(noReason.errors?.[0]?.message).toBe('Field is Required');
    const garbage = await graphqlCall(backend, CANCEL, { input: { order_id: '%%%', reason: 'x' } }, { token });
    expect(garbage.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
  });
});
