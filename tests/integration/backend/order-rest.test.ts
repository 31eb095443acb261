/**
 * Magento's order admin REST: `GET /V1/orders/{id}` answers OrderInterface, a variant's line as Magento's configurable
 * parent item (the chosen values in configurable_item_options) and its simple child item (parent_item_id,
 * parent_item); `GET /V1/orders` selects by searchCriteria. Refused without an admin token (none, a customer's, even
 * for their own order), 404 with Magento's message for an unknown id, 400 for an id that is no number.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, adminToken, DEV_ADMIN } from '../../helpers/admin-api.ts';
import { placeOrderNumber, prepareCheckout, productWithStock, registerCustomer, startTestBackend, type TestBackend } from '../../helpers/backend.ts';

const uid = (text: string) => Buffer.from(text).toString('base64');
const SILVER = uid('configurable/93/52');
const GB256 = uid('configurable/180/82');
const CHECKOUT = { shipping: { carrier_code: 'standard', method_code: 'standard' }, payment: 'cashondelivery' } as const;
const UNAUTHORIZED = { message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'Magento_Sales::actions_view' } };

interface RestItem {
  item_id: number;
  parent_item_id?: number;
  product_id: number | null;
  product_type: string;
  sku: string;
  name: string;
  qty_ordered: number;
  price: number;
  row_total: number;
  product_option?: { extension_attributes: { configurable_item_options: Array<{ option_id: string; option_value: number }> } };
  parent_item?: RestItem;
}
interface RestOrder {
  entity_id: number;
  increment_id: string;
  status: string;
  state: string;
  customer_email: string;
  grand_total: number;
  total_item_count: number;
  items: RestItem[];
  billing_address: { address_type: string; city: string; street: string[] } | null;
  payment: { method: string };
  extension_attributes: { shipping_assignments: Array<{ shipping: { address: { address_type: string } } }> };
}

let backend: TestBackend;
let admin: string;
let customer: string;
let other: string;
let order: { id: number; number: string };
let simple: { id: number; sku: string; price: number };

beforeAll(async () => {
  backend = await startTestBackend({ config: { adminUser: DEV_ADMIN.username, adminPassword: DEV_ADMIN.password, otpClientHourlyLimit: 0, otpRecipientHourlyLimit: 0 } });
  admin = await adminToken(backend.url);
  customer = await registerCustomer(backend, { email: 'order-rest-1@example.com' });
  other = await registerCustomer(backend, { email: 'order-rest-2@example.com' });
  simple = productWithStock(backend, 'simple', 10);
  backend.db.prepare("UPDATE products SET qty = 10, is_in_stock = 1 WHERE sku = 'APPL-1003'").run();
  const items = [
    { sku: 'APPL-IPHONE-15', quantity: 2, selected_options: [SILVER, GB256] },
    { sku: simple.sku, quantity: 1 },
  ];
  const cartId = await prepareCheckout(backend, customer, items, CHECKOUT);
  const number = await placeOrderNumber(backend, customer, cartId);
  order = { number, id: (backend.db.prepare('SELECT id FROM orders WHERE increment_id = ?').get(number) as { id: number }).id };
});
afterAll(() => backend.close());

const get = <T,>(path: string, token?: string) => call<T>(backend.url, 'GET', `/rest/en${path}`, undefined, token);
const productId = (sku: string) => (backend.db.prepare('SELECT id FROM products WHERE sku = ?').get(sku) as { id: number }).id;

describe('GET /V1/orders/{id}', () => {
  it("answers a variant's line as Magento's configurable parent item and simple child item", async () => {
    const answer = await get<RestOrder>(`/V1/orders/${order.id}`, admin);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ entity_id: order.id, increment_id: order.number, status: 'pending', state: 'new', total_item_count: 2 });
    const [parent, child, plain, ...rest] = answer.body.items;
    expect(rest).toEqual([]);
    expect(parent).toMatchObject({
      product_type: 'configurable',
      product_id: productId('APPL-IPHONE-15'),
      sku: 'APPL-1003',
      name: 'Apple iPhone 15',
      qty_ordered: 2,
      product_option: { extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: 52 }, { option_id: '180', option_value: 82 }] } },
    });
    expect(parent?.price).toBeGreaterThan(0);
    expect(parent?.row_total).toBe(parent!.price * 2);
    expect(parent).not.toHaveProperty('parent_item_id');
    expect(child).toMatchObject({ product_type: 'simple', product_id: productId('APPL-1003'), sku: 'APPL-1003', parent_item_id: parent?.item_id, qty_ordered: 2, price: 0, row_total: 0 });
    expect(child?.item_id).not.toBe(parent?.item_id);
    expect(child?.parent_item).toEqual(parent);
    expect(plain).toMatchObject({ product_type: 'simple', sku: simple.sku, product_id: simple.id, qty_ordered: 1, price: simple.price });
    expect(plain).not.toHaveProperty('parent_item_id');
    expect(plain).not.toHaveProperty('product_option');
  });

  it('carries the addresses and the payment as Magento does', async () => {
    const { body } = await get<RestOrder>(`/V1/orders/${order.id}`, admin);
    expect(body.billing_address).toMatchObject({ address_type: 'billing' });
    expect(body.billing_address?.street.length).toBeGreaterThan(0);
    expect(body.extension_attributes.shipping_assignments[0]?.shipping.address.address_type).toBe('shipping');
    expect(body.payment.method).toBe('cashondelivery');
    expect(body.customer_email).toBe('order-rest-1@example.com');
  });

  it('refuses without a token, with a customer token (their own order or not), and answers 404 and 400 for an unknown or bad id', async () => {
    expect(await get(`/V1/orders/${order.id}`)).toMatchObject({ status: 401, body: UNAUTHORIZED });
    expect(await get(`/V1/orders/${order.id}`, customer)).toMatchObject({ status: 401, body: UNAUTHORIZED });
    expect(await get(`/V1/orders/${order.id}`, other)).toMatchObject({ status: 401, body: UNAUTHORIZED });
    expect(await get('/V1/orders/999999', admin)).toMatchObject({
      status: 404,
      body: { message: "The entity that was requested doesn't exist. Verify the entity and try again." },
    });
    for (const bad of ['abc', '0', '-1', '1'.repeat(30)]) expect((await get(`/V1/orders/${bad}`, admin)).status).toBe(400);
  });
});

describe('GET /V1/orders', () => {
  const byNumber = (number: string) =>
    `/V1/orders?searchCriteria[filter_groups][0][filters][0][field]=increment_id&searchCriteria[filter_groups][0][filters][0][value]=${number}`;

  it('selects orders by searchCriteria, with the same item shapes', async () => {
    const answer = await get<{ items: RestOrder[]; total_count: number; search_criteria: unknown }>(byNumber(order.number), admin);
    expect(answer.status).toBe(200);
    expect(answer.body.total_count).toBe(1);
    const single = await get<RestOrder>(`/V1/orders/${order.id}`, admin);
    expect(answer.body.items).toEqual([single.body]);
    const none = await get<{ items: RestOrder[]; total_count: number }>(byNumber('999999999'), admin);
    expect(none.body).toMatchObject({ items: [], total_count: 0 });
  });

  it('pages and sorts, and refuses an unknown field and a missing admin token', async () => {
    const page = await get<{ items: RestOrder[]; total_count: number }>(
      '/V1/orders?searchCriteria[sortOrders][0][field]=entity_id&searchCriteria[sortOrders][0][direction]=DESC&searchCriteria[pageSize]=1',
      admin,
    );
    expect(page.body.items.map((item) => item.entity_id)).toEqual([(backend.db.prepare('SELECT MAX(id) AS id FROM orders').get() as { id: number }).id]);
    expect(page.body.total_count).toBe((backend.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n);
    const unknown = await get('/V1/orders?searchCriteria[filter_groups][0][filters][0][field]=secret&searchCriteria[filter_groups][0][filters][0][value]=1', admin);
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Invalid attribute name: %1', parameters: ['secret'] } });
    expect(await get(byNumber(order.number), customer)).toMatchObject({ status: 401, body: UNAUTHORIZED });
    expect(await get(byNumber(order.number))).toMatchObject({ status: 401, body: UNAUTHORIZED });
  });
});
