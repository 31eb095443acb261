/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are probed by the assertions themselves, so they stay loosely typed */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';

/** Guest and customer carts over REST and GraphQL: lifecycle, totals, stock rules, merge and bad input. */
let backend: TestBackend;
let inStock: { sku: string; qty: number; price: number; id: number };
let outOfStock: { sku: string };

beforeAll(async () => {
  backend = await startTestBackend();
  // Products with no special price, so the unit price is the plain price whatever today's date is.
  inStock = backend.db
    .prepare("SELECT id, sku, qty, price FROM products WHERE status = 1 AND is_in_stock = 1 AND qty BETWEEN 3 AND 50 AND special_price IS NULL AND type_id = 'simple' ORDER BY id LIMIT 1")
    .get() as typeof inStock;
  outOfStock = backend.db.prepare('SELECT sku FROM products WHERE status = 1 AND is_in_stock = 0 ORDER BY id LIMIT 1').get() as typeof outOfStock;
});
afterAll(() => backend.close());

async function rest(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${backend.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function gql(query: string, variables: Record<string, unknown> = {}, token?: string, store = 'en') {
  const response = await fetch(`${backend.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Store: store, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: any; errors?: { message: string; extensions?: { category?: string } }[] };
}

async function signUp(email: string): Promise<string> {
  const requested = await gql('mutation($i: RegisterOtpRequestInput!) { requestRegisterOtp(input: $i) { hash } }', { i: { email } });
  const outbox = await fetch(`${backend.url}/__dev/outbox?to=${encodeURIComponent(email)}`).then((r) => r.json() as Promise<{ messages: { code: string }[] }>);
  const verified = await gql('mutation($i: VerifyOtpRegisterInput!) { verifyOtpAndRegister(input: $i) { token } }', {
    i: { hash: requested.data.requestRegisterOtp.hash, otp: outbox.messages[0]?.code, firstname: 'Noora', lastname: 'Hamad', email },
  });
  return verified.data.verifyOtpAndRegister.token as string;
}

const CART_FIELDS = `id store_id entity_id total_quantity is_virtual applied_coupons { code }
  items { id uid quantity product { name sku url_key type_id thumbnail { url } image { url } price_range { minimum_price { final_price { value currency } } } }
          prices { price { value currency } row_total { value } } }
  prices { grand_total { value currency } subtotal_including_tax { value } subtotal_excluding_tax { value }
           subtotal_with_discount_excluding_tax { value } discounts { amount { value } label } applied_taxes { amount { value } } }`;

describe('guest cart over REST', () => {
  it('creates, adds, updates, totals and deletes, with Magento bodies', async () => {
    const created = await rest('POST', '/rest/en/V1/guest-carts');
    expect(created.status).toBe(200);
    const cartId = created.body as string;
    expect(cartId).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(cartId).not.toMatch(/^\d+$/);

    const added = await rest('POST', `/rest/en/V1/guest-carts/${cartId}/items?os=pwa`, { cartItem: { sku: inStock.sku, qty: 1, quote_id: cartId } });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ sku: inStock.sku, qty: 1, price: inStock.price, product_type: 'simple', quote_id: cartId });
    expect(added.body.extension_attributes.main_prod_sku).toBe(inStock.sku);
    expect(added.body.extension_attributes.image_url).toMatch(/^http:\/\/.+\/media\/catalog\/product\/.+/);
    const itemId = added.body.item_id as number;

    const again = await rest('POST', `/rest/en/V1/guest-carts/${cartId}/items`, { cartItem: { sku: inStock.sku, qty: 1, quote_id: cartId } });
    expect(again.body).toMatchObject({ item_id: itemId, qty: 2 });

    const updated = await rest('PUT', `/rest/en/V1/guest-carts/${cartId}/items/${itemId}?os=pwa`, { cartItem: { item_id: itemId, qty: 3, quote_id: cartId } });
    expect(updated.body).toMatchObject({ item_id: itemId, qty: 3 });

    const totals = await rest('GET', `/rest/en/V1/guest-carts/${cartId}/totals`);
    const subtotal = Math.round(inStock.price * 3 * 100) / 100;
    expect(totals.body).toMatchObject({
      grand_total: subtotal,
      subtotal,
      discount_amount: 0,
      subtotal_with_discount: subtotal,
      shipping_amount: 0,
      items_qty: 3,
      quote_currency_code: 'QAR',
      base_currency_code: 'QAR',
    });
    expect(totals.body.items).toEqual([expect.objectContaining({ item_id: itemId, price: inStock.price, qty: 3, row_total: subtotal })]);
    expect(totals.body.total_segments.map((s: { code: string }) => s.code)).toEqual(['subtotal', 'shipping', 'tax', 'grand_total']);

    const listed = await rest('GET', `/rest/en/V1/guest-carts/${cartId}/items`);
    expect(listed.body).toHaveLength(1);
    const cart = await rest('GET', `/rest/en/V1/guest-carts/${cartId}`);
    expect(cart.body).toMatchObject({ is_active: true, items_qty: 3, store_id: 2 });

    const removed = await rest('DELETE', `/rest/en/V1/guest-carts/${cartId}/items/${itemId}`);
    expect(removed).toEqual({ status: 200, body: true });
    expect((await rest('GET', `/rest/en/V1/guest-carts/${cartId}/totals`)).body).toMatchObject({ grand_total: 0, items_qty: 0, items: [] });
  });

  it('names items in the store language of the request', async () => {
    const cartId = (await rest('POST', '/rest/ar/V1/guest-carts')).body as string;
    const arabic = await rest('POST', `/rest/ar/V1/guest-carts/${cartId}/items`, { cartItem: { sku: inStock.sku, qty: 1 } });
    const names = backend.db.prepare('SELECT store_id, name FROM product_store WHERE product_id = ? ORDER BY store_id').all(inStock.id) as { name: string }[];
    expect(arabic.body.name).toBe(names[0]?.name);
    const english = await rest('GET', `/rest/en/V1/guest-carts/${cartId}/items`);
    expect(english.body[0].name).toBe(names[1]?.name);
  });

  it('enforces stock: out of stock, above stock on add and on update, unknown SKU', async () => {
    const cartId = (await rest('POST', '/rest/en/V1/guest-carts')).body as string;
    const items = `/rest/en/V1/guest-carts/${cartId}/items`;
    expect(await rest('POST', items, { cartItem: { sku: outOfStock.sku, qty: 1 } })).toEqual({
      status: 400,
      body: { message: 'Product that you are trying to add is not available.', parameters: [] },
    });
    expect(await rest('POST', items, { cartItem: { sku: inStock.sku, qty: inStock.qty + 1 } })).toEqual({
      status: 400,
      body: { message: 'The requested qty is not available', parameters: [] },
    });
    const unknown = await rest('POST', items, { cartItem: { sku: 'NO-SUCH-SKU', qty: 1 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("The product that was requested doesn't exist. Verify the product and try again.");

    const added = await rest('POST', items, { cartItem: { sku: inStock.sku, qty: inStock.qty } });
    expect(added.status).toBe(200);
    expect((await rest('POST', items, { cartItem: { sku: inStock.sku, qty: 1 } })).status).toBe(400);
    const tooMany = await rest('PUT', `${items}/${added.body.item_id}`, { cartItem: { qty: inStock.qty + 1 } });
    expect(tooMany).toMatchObject({ status: 400, body: { message: 'The requested qty is not available' } });
  });

  it('answers Magento errors, never 500, for bad ids and bad bodies', async () => {
    const numeric = await rest('GET', '/rest/en/V1/guest-carts/12345/totals');
    expect(numeric).toEqual({ status: 404, body: { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId', fieldValue: '12345' } } });
    expect((await rest('POST', '/rest/en/V1/guest-carts/12345/items', { cartItem: { sku: inStock.sku, qty: 1 } })).status).toBe(404);
    expect((await rest('GET', `/rest/en/V1/guest-carts/${'a'.repeat(32)}`)).status).toBe(404);
    expect((await rest('GET', `/rest/en/V1/guest-carts/${'a'.repeat(500)}/items`)).status).toBe(404);

    const cartId = (await rest('POST', '/rest/en/V1/guest-carts')).body as string;
    const items = `/rest/en/V1/guest-carts/${cartId}/items`;
    const badBodies: unknown[] = [
      undefined,
      { cartItem: { sku: inStock.sku } },
      { cartItem: { qty: 1 } },
      { cartItem: { sku: inStock.sku, qty: 0 } },
      { cartItem: { sku: inStock.sku, qty: -2 } },
      { cartItem: { sku: inStock.sku, qty: 1.5 } },
      { cartItem: { sku: inStock.sku, qty: 'many' } },
      { cartItem: { sku: 42, qty: 1 } },
      { cartItem: { sku: 'S'.repeat(1000), qty: 1 } },
      { cartItem: 'nope' },
    ];
    for (const body of badBodies) {
      const response = await rest('POST', items, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(typeof response.body.message).toBe('string');
      expect(JSON.stringify(response.body)).not.toMatch(/at .+\.ts/);
    }
    const raw = await fetch(`${backend.url}${items}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{not json' });
    expect(raw.status).toBe(400);
    expect((await rest('PUT', `${items}/abc`, { cartItem: { qty: 1 } })).status).toBe(404);
    expect((await rest('PUT', `${items}/999999`, { cartItem: { qty: 1 } })).status).toBe(404);
    expect((await rest('DELETE', `${items}/999999`)).status).toBe(404);
  });

  it('does not serve a customer cart through the guest routes', async () => {
    const token = await signUp('guest-route@example.qa');
    const customerCart = await gql(`{ customerCart { id } }`, {}, token);
    expect((await rest('GET', `/rest/en/V1/guest-carts/${customerCart.data.customerCart.id}`)).status).toBe(404);
  });
});

describe('GraphQL cart', () => {
  it('creates a cart, adds products and reads the Magento Cart shape', async () => {
    const created = await gql('mutation { createEmptyCart }');
    const cartId = created.data.createEmptyCart as string;
    expect(cartId).toMatch(/^[A-Za-z0-9]{32}$/);
    const added = await gql(
      `mutation($input: AddSimpleProductsToCartInput!) { addSimpleProductsToCart(input: $input) { cart { ${CART_FIELDS} } } }`,
      { input: { cart_id: cartId, cart_items: [{ data: { sku: inStock.sku, quantity: 2 } }] } },
    );
    expect(added.errors).toBeUndefined();
    const cart = added.data.addSimpleProductsToCart.cart;
    const subtotal = Math.round(inStock.price * 2 * 100) / 100;
    expect(cart).toMatchObject({
      id: cartId,
      store_id: 2,
      entity_id: null,
      total_quantity: 2,
      is_virtual: false,
      applied_coupons: null,
      prices: {
        grand_total: { value: subtotal, currency: 'QAR' },
        subtotal_excluding_tax: { value: subtotal },
        subtotal_including_tax: { value: subtotal },
        subtotal_with_discount_excluding_tax: { value: subtotal },
        discounts: [],
        applied_taxes: [],
      },
    });
    expect(cart.items[0]).toMatchObject({
      quantity: 2,
      product: { sku: inStock.sku, type_id: 'simple', price_range: { minimum_price: { final_price: { value: inStock.price, currency: 'QAR' } } } },
      prices: { price: { value: inStock.price }, row_total: { value: subtotal } },
    });
    expect(cart.items[0].product.thumbnail.url).toMatch(/\/media\/catalog\/product\//);

    const read = await gql(`query($id: String!) { cart(cart_id: $id) { id total_quantity } }`, { id: cartId });
    expect(read.data.cart).toEqual({ id: cartId, total_quantity: 2 });
  });

  it('reports stock and input problems as graphql-input errors, adding nothing', async () => {
    const cartId = (await gql('mutation { createEmptyCart }')).data.createEmptyCart as string;
    const add = (cart_items: unknown, cart_id: unknown = cartId) =>
      gql(`mutation($input: AddSimpleProductsToCartInput!) { addSimpleProductsToCart(input: $input) { cart { total_quantity } } }`, {
        input: { cart_id, cart_items },
      });
    const outOfStockResult = await add([{ data: { sku: inStock.sku, quantity: 1 } }, { data: { sku: outOfStock.sku, quantity: 1 } }]);
    expect(outOfStockResult.errors?.[0]?.message).toBe(`Could not add the product with SKU ${outOfStock.sku} to the shopping cart: Product that you are trying to add is not available.`);
    expect(outOfStockResult.errors?.[0]?.extensions?.category).toBe('graphql-input');
    expect((await gql(`query($id: String!) { cart(cart_id: $id) { total_quantity } }`, { id: cartId })).data.cart.total_quantity).toBe(0);

    expect((await add([{ data: { sku: inStock.sku, quantity: inStock.qty + 1 } }])).errors?.[0]?.message).toMatch(/The requested qty is not available$/);
    expect((await add([{ data: { sku: 'NO-SUCH-SKU', quantity: 1 } }])).errors?.[0]?.message).toMatch(/doesn't exist/);
    expect((await add([{ data: { sku: inStock.sku, quantity: 0.5 } }])).errors?.[0]?.extensions?.category).toBe('graphql-input');
    expect((await add([])).errors?.[0]?.extensions?.category).toBe('graphql-input');
    expect((await add([{ data: { sku: inStock.sku, quantity: '2' } }])).errors?.length).toBeGreaterThan(0);

    const unknownCart = await add([{ data: { sku: inStock.sku, quantity: 1 } }], 'x'.repeat(32));
    expect(unknownCart.errors?.[0]).toMatchObject({ message: `Could not find a cart with ID "${'x'.repeat(32)}"`, extensions: { category: 'graphql-no-such-entity' } });
    const missing = await gql('query { cart { id } }');
    expect(missing.errors?.length).toBeGreaterThan(0);
  });
});

describe('customer cart and mergeCarts', () => {
  it('signs in, reads customerCart, merges the guest cart (capped by stock) and deactivates it', async () => {
    const guestId = (await rest('POST', '/rest/en/V1/guest-carts')).body as string;
    await rest('POST', `/rest/en/V1/guest-carts/${guestId}/items`, { cartItem: { sku: inStock.sku, qty: inStock.qty - 1 } });

    const token = await signUp('merge@example.qa');
    const quoteId = await rest('POST', '/rest/en/V1/carts/mine', undefined, token);
    expect(quoteId.status).toBe(200);
    expect(typeof quoteId.body).toBe('number');
    expect((await rest('POST', '/rest/en/V1/carts/mine', undefined, token)).body).toBe(quoteId.body);
    await rest('POST', '/rest/en/V1/carts/mine/items?os=pwa', { cartItem: { sku: inStock.sku, qty: 2, quote_id: quoteId.body } }, token);

    const mine = await gql(`{ customerCart { id entity_id store_id total_quantity } }`, {}, token);
    expect(mine.data.customerCart).toMatchObject({ entity_id: quoteId.body, store_id: 2, total_quantity: 2 });
    const customerCartId = mine.data.customerCart.id as string;

    const merged = await gql(
      `mutation($s: String!, $d: String!) { mergeCarts(source_cart_id: $s, destination_cart_id: $d) { id total_quantity items { quantity product { sku } } } }`,
      { s: guestId, d: customerCartId },
      token,
    );
    expect(merged.errors).toBeUndefined();
    // (qty - 1) + 2 exceeds stock, so the merged quantity is capped at what is on hand.
    expect(merged.data.mergeCarts).toMatchObject({ id: customerCartId, total_quantity: inStock.qty, items: [{ quantity: inStock.qty, product: { sku: inStock.sku } }] });

    expect((await rest('GET', `/rest/en/V1/guest-carts/${guestId}/totals`)).status).toBe(404);
    const inactive = await gql(`query($id: String!) { cart(cart_id: $id) { id } }`, { id: guestId });
    expect(inactive.errors?.[0]?.message).toBe("The cart isn't active.");

    const totals = await rest('GET', '/rest/en/V1/carts/mine/totals', undefined, token);
    expect(totals.body).toMatchObject({ items_qty: inStock.qty, quote_currency_code: 'QAR' });
    const item = totals.body.items[0];
    expect((await rest('PUT', `/rest/en/V1/carts/mine/items/${item.item_id}`, { cartItem: { qty: 1 } }, token)).body.qty).toBe(1);
    expect((await rest('GET', '/rest/en/V1/carts/mine/items', undefined, token)).body).toHaveLength(1);
    expect((await rest('DELETE', `/rest/en/V1/carts/mine/items/${item.item_id}`, undefined, token)).body).toBe(true);
  });

  it('keeps customer carts private and customer routes signed-in only', async () => {
    const owner = await signUp('owner@example.qa');
    const intruder = await signUp('intruder@example.qa');
    const ownerCart = (await gql(`{ customerCart { id } }`, {}, owner)).data.customerCart.id as string;
    for (const token of [intruder, undefined]) {
      const result = await gql(`query($id: String!) { cart(cart_id: $id) { id } }`, { id: ownerCart }, token);
      expect(result.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    }
    expect((await gql(`{ customerCart { id } }`)).errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    const guestMerge = await gql(`mutation($s: String!) { mergeCarts(source_cart_id: $s) { id } }`, { s: ownerCart });
    expect(guestMerge.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    const stealMerge = await gql(`mutation($s: String!) { mergeCarts(source_cart_id: $s) { id } }`, { s: ownerCart }, intruder);
    expect(stealMerge.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    for (const [method, path] of [
      ['POST', '/rest/en/V1/carts/mine'],
      ['GET', '/rest/en/V1/carts/mine/totals'],
      ['POST', '/rest/en/V1/carts/mine/items'],
    ] as const) {
      expect((await rest(method, path, method === 'GET' ? undefined : { cartItem: { sku: inStock.sku, qty: 1 } })).status).toBe(401);
    }
  });
});
