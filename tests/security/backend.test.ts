/* eslint-disable @typescript-eslint/no-explicit-any -- answers are probed by the assertions themselves */
/**
 * Hostile requests to the embedded backend's every door: GraphQL (injection in every text argument, malformed and
 * abusive documents, wrong variable types), REST (traversal, injection, forged tokens, foreign ids), media, the
 * admin API and the payment provider's endpoints (bad signatures). Each must answer without a 5xx, and no
 * customer may read or change another's cart, address, wishlist item or order.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApsConfig } from '../../backend/aps-config.ts';
import {
  graphqlCall,
  registerCustomer,
  startTestBackend,
  type TestBackend,
} from '../helpers/backend.ts';
import { customerWithBelongings } from '../helpers/customer-belongings.ts';
import { FOREIGN_IDS, ODD_UNICODE, OVERLONG, SQL, TEXT_PAYLOADS, TRAVERSAL, XSS, inBatches, probe, probeCount, probeOversized, segment } from '../helpers/hostile-input.ts';

const APS = {
  requestPhrase: 'battery-request-phrase',
  responsePhrase: 'battery-response-phrase',
  accessCode: 'BatteryAccess123',
  merchantIdentifier: 'BatteryMerchant',
  checkoutUrl: null,
  notifyUrl: null,
  returnOrigins: [],
  paymentTimeoutMinutes: 60,
  paymentApiUrl: null,
  reconcileAfterSeconds: 0,
  reconcileIntervalSeconds: 30,
} satisfies ApsConfig;

let backend: TestBackend;
let alice: string;
let bob: string;
let bobCartId: string;
let bobAddressId: number;
let bobWishlistItemId: number;
let bobOrderNumber: string;
let guestCartId: string;

const gqlPost = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}, sent: string[] = []) =>
  probe(`${backend.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Store: 'en', ...headers },
    body: JSON.stringify({ query, variables }),
    sent,
  });

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

beforeAll(async () => {
  backend = await startTestBackend({ config: { otpClientHourlyLimit: 0, otpRecipientHourlyLimit: 0, aps: APS } });
  alice = await registerCustomer(backend, { email: 'alice.battery@example.qa' });

  ({
    token: bob,
    cartId: bobCartId,
    addressId: bobAddressId,
    wishlistItemId: bobWishlistItemId,
    orderNumber: bobOrderNumber,
  } = await customerWithBelongings(backend, { email: 'bob.battery@example.qa', firstname: 'Bob', lastname: 'Secret' }));

  const guest = await graphqlCall<{ createEmptyCart: string }>(backend, 'mutation { createEmptyCart }');
  guestCartId = guest.data!.createEmptyCart;
}, 60_000);

afterAll(() => backend?.close());

describe('GraphQL: injection in every text argument', () => {
  const queries = [
    'query($q: String) { products(search: $q, pageSize: 5) { total_count items { sku } } }',
    'query($q: String) { products(filter: { url_key: { eq: $q } }) { items { sku } } }',
    'query($q: String) { categoryList(filters: { url_key: { eq: $q } }) { id name } }',
    'query($q: String) { products(filter: { sku: { in: [$q] } }) { items { sku name } } }',
    'query($q: String) { products(filter: { color: { eq: $q }, capacity: { in: [$q] } }) { items { sku } } }',
    `query($q: ID!) { products(filter: { sku: { eq: "APPL-IPHONE-15" } }) { items { sku ... on ConfigurableProduct {
      configurable_product_options_selection(configurableOptionValueUids: [$q]) { variant { sku } } } } } }`,
  ];
  for (const [index, query] of queries.entries()) {
    it(`query ${index + 1} answers every payload without a 5xx or a leak`, async () => {
      await inBatches(TEXT_PAYLOADS, async (payload) => {
        const { body } = await gqlPost(query, { q: payload }, {}, [payload]);
        // No row of another table comes back, whatever was injected.
        expect(body).not.toMatch(/customer_tokens|sqlite_master|CREATE TABLE/i);
        const parsed = JSON.parse(body) as { data?: { products?: { items: unknown[] } } };
        if (SQL.includes(payload)) expect(parsed.data?.products?.items.length ?? 0).toBeLessThanOrEqual(5);
      });
    });
  }

  it('answers hostile configurable choices in the cart without a 5xx or a leak', async () => {
    const add = `mutation($cart: String!, $q: String!) { addProductsToCart(cartId: $cart, cartItems: [
      { sku: "APPL-IPHONE-15", quantity: 1, selected_options: [$q] }, { sku: "APPL-1001", parent_sku: $q, quantity: 1 }
    ]) { cart { total_quantity } user_errors { code } } }`;
    await inBatches(TEXT_PAYLOADS, async (payload) => {
      const { status, body } = await gqlPost(add, { cart: guestCartId, q: payload }, {}, [payload]);
      expect(status).toBe(200);
      expect(body).not.toMatch(/customer_tokens|sqlite_master|CREATE TABLE|Internal server error/i);
    });
  });

  it('refuses malformed and abusive documents and wrong variable types without a 5xx', async () => {
    const deep = `{ ${'categoryList { children { '.repeat(40)}id${' } }'.repeat(40)} }`;
    const aliases = `{ ${Array.from({ length: 500 }, (_, i) => `a${i}: storeConfig { store_name }`).join(' ')} }`;
    const documents: [string, Record<string, unknown>][] = [
      ['{ products(search: "phone" { items { sku } } }', {}],
      ['query { __schema { types { name fields { name } } } }', {}],
      [deep, {}],
      [aliases, {}],
      ['query($n: Int) { products(search: "x", pageSize: $n) { items { sku } } }', { n: 'many' }],
      ['query($n: Int) { products(search: "x", pageSize: $n) { items { sku } } }', { n: 2 ** 40 }],
      ['query($n: Int) { products(search: "x", currentPage: $n) { items { sku } } }', { n: -5 }],
      ['{ customer { email addresses { id } } }', {}],
      ['{ cart(cart_id: "") { id } }', {}],
      [`{ products(search: "${'\\u0000'.repeat(10)}") { items { sku } } }`, {}],
      ['mutation { createEmptyCart createEmptyCart createEmptyCart }', {}],
      ['subscription { products { id } }', {}],
    ];
    for (const [query, variables] of documents) await gqlPost(query, variables);
    // Not a GraphQL request at all.
    for (const body of ['{bad json', '[]', 'null', '"query"', JSON.stringify([{ query: '{ storeConfig { store_name } }' }])]) {
      await probe(`${backend.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    }
    await probe(`${backend.url}/graphql?query=${encodeURIComponent('{ storeConfig { store_name } }')}`);
    await probeOversized(`${backend.url}/graphql`, 'x'.repeat(2_000_000));
  });
});

describe('no customer reaches another customer\'s data', () => {
  it("cannot read or change Bob's cart with Alice's token, a guest's, or a numeric id", async () => {
    const attempts: [string, Record<string, string>][] = [
      [bobCartId, bearer(alice)],
      [bobCartId, {}],
      ...FOREIGN_IDS.map((id): [string, Record<string, string>] => [id, bearer(alice)]),
      ...FOREIGN_IDS.map((id): [string, Record<string, string>] => [id, {}]),
    ];
    await inBatches(attempts, async ([cartId, headers]) => {
      const read = await gqlPost('query($id: String!) { cart(cart_id: $id) { id items { product { sku } } } }', { id: cartId }, headers);
      const answer = JSON.parse(read.body) as { data?: { cart: unknown } };
      expect(answer.data?.cart ?? null).toBeNull();
      const write = await gqlPost(
        'mutation($id: String!) { addSimpleProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: "APPL-1001", quantity: 1 } }] }) { cart { id } } }',
        { id: cartId },
        headers,
      );
      expect((JSON.parse(write.body) as { data?: { addSimpleProductsToCart: unknown } }).data?.addSimpleProductsToCart ?? null).toBeNull();
    });
    // A guest cart id is not a way into a customer's session either.
    const guestAsAlice = await gqlPost('query($id: String!) { cart(cart_id: $id) { id } }', { id: guestCartId }, bearer(alice));
    expect(guestAsAlice.status).toBeLessThan(500);
  });

  it("cannot change or delete Bob's address", async () => {
    const update = await gqlPost(
      'mutation($id: Int!) { updateCustomerAddress(id: $id, input: { firstname: "Mallory" }) { id firstname } }',
      { id: bobAddressId },
      bearer(alice),
    );
    expect(update.body).not.toContain('Mallory');
    const remove = await gqlPost('mutation($id: Int!) { deleteCustomerAddress(id: $id) }', { id: bobAddressId }, bearer(alice));
    expect((JSON.parse(remove.body) as { data?: { deleteCustomerAddress: unknown } }).data?.deleteCustomerAddress ?? null).not.toBe(true);
    const own = await graphqlCall(backend, '{ customer { addresses { id firstname } } }', {}, { token: bob });
    expect(own.data?.customer.addresses).toEqual(expect.arrayContaining([{ id: bobAddressId, firstname: 'Bob' }]));
  });

  it("cannot delete Bob's wishlist item, with his id or any other", async () => {
    for (const id of [String(bobWishlistItemId), ...FOREIGN_IDS, ...TRAVERSAL.slice(0, 3)]) {
      await probe(`${backend.url}/rest/en/V1/wishlist/delete/${segment(id)}`, { method: 'DELETE', headers: bearer(alice) });
    }
    const list = await fetch(`${backend.url}/rest/en/V1/wishlist/items`, { headers: bearer(bob) }).then((r) => r.json() as Promise<any>);
    expect(list.data.map((item: { wishlist_item_id: number }) => item.wishlist_item_id)).toContain(bobWishlistItemId);
    const alicesList = JSON.parse((await probe(`${backend.url}/rest/en/V1/wishlist/items`, { headers: bearer(alice) })).body) as any;
    expect(alicesList.data.map((item: { wishlist_item_id: number }) => item.wishlist_item_id)).not.toContain(bobWishlistItemId);
  });

  it("cannot find Bob's order by its number", async () => {
    for (const number of [bobOrderNumber, `${bobOrderNumber}' OR '1'='1`, '%', '*']) {
      const { body } = await gqlPost(
        'query($n: String) { customer { orders(filter: { number: { eq: $n } }) { items { number } } } }',
        { n: number },
        bearer(alice),
      );
      expect(body).not.toContain(bobOrderNumber === number ? `"number":"${bobOrderNumber}"` : '"number":"');
    }
  });

  it('refuses forged, malformed and oversized tokens as signed out', async () => {
    const forged = ['x', 'null', `${alice}x`, 'a'.repeat(5_000), "' OR 1=1 --", '../../etc/passwd', 'eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.', '<script>'];
    await inBatches(forged, async (token) => {
      const { body } = await gqlPost('{ customer { email } }', {}, bearer(token), [token]);
      expect(body).not.toMatch(/battery@example\.qa/);
      await probe(`${backend.url}/rest/en/V1/wishlist/items`, { headers: bearer(token) });
      await probe(`${backend.url}/rest/V1/products/APPL-1001`, { method: 'PUT', headers: { ...bearer(token), 'content-type': 'application/json' }, body: '{"product":{"price":1}}' });
    });
  });
});

describe('reviews and compare lists: hostile text, foreign lists, nothing stored by a refusal', () => {
  const CREATE_REVIEW = `mutation($input: CreateProductReviewInput!) { createProductReview(input: $input) { review { nickname summary text } } }`;
  const reviewCount = () => (backend.db.prepare('SELECT COUNT(*) AS n FROM reviews').get() as { n: number }).n;

  it('answers hostile review input without a 5xx, storing nothing it refuses, and keeps accepted markup as text', async () => {
    const metadata = await graphqlCall(backend, '{ productReviewRatingsMetadata { items { id values { value_id } } } }');
    const ratings = (metadata.data!.productReviewRatingsMetadata.items as Array<{ id: string; values: Array<{ value_id: string }> }>).map((rating) => ({ id: rating.id, value_id: rating.values[3]!.value_id }));
    const before = reviewCount();
    // A SKU no product has: every text is checked (and may be refused) before, and nothing is stored either way.
    await inBatches(TEXT_PAYLOADS, async (payload) => {
      const input = { sku: payload.slice(0, 64), nickname: payload, summary: payload, text: payload, ratings };
      const { body } = await gqlPost(CREATE_REVIEW, { input }, bearer(alice), [payload]);
      expect(body).not.toMatch(/customer_tokens|sqlite_master|Internal server error/i);
      expect((JSON.parse(body) as { errors?: unknown[] }).errors).toBeDefined();
    });
    // Ratings that are not the store's: foreign ids, another rating's value, the same rating twice.
    for (const forged of [[{ id: 'MQ==', value_id: '999' }], FOREIGN_IDS.map((id) => ({ id, value_id: id })), [ratings[0], ratings[0], ratings[0]]]) {
      await gqlPost(CREATE_REVIEW, { input: { sku: 'APPL-1001', nickname: 'x', summary: 'x', text: 'x', ratings: forged } }, bearer(alice));
    }
    expect(reviewCount()).toBe(before);
    // Markup a customer typed is kept as the text it is, for the storefront to show escaped.
    const accepted = await gqlPost(CREATE_REVIEW, { input: { sku: 'APPL-1001', nickname: XSS[1], summary: XSS[0], text: XSS[4], ratings } }, bearer(alice), []);
    expect(JSON.parse(accepted.body).data.createProductReview.review).toEqual({ nickname: XSS[1], summary: XSS[0], text: XSS[4] });
    expect(reviewCount()).toBe(before + 1);
    // Not shown until approved: the product's reviews do not carry it.
    const shown = await graphqlCall(backend, '{ products(filter: { sku: { eq: "APPL-1001" } }) { items { reviews(pageSize: 100) { items { summary } } } } }');
    expect(JSON.stringify(shown.data)).not.toContain('<script>');
  });

  it("cannot read, change or take over Bob's compare list, and answers hostile list input without a 5xx", async () => {
    const productId = (backend.db.prepare("SELECT id FROM products WHERE status = 1 AND visibility <> 1 AND type_id = 'simple' ORDER BY id LIMIT 1").get() as { id: number }).id;
    const bobs = await graphqlCall(backend, 'mutation($p: [ID!]) { createCompareList(input: { products: $p }) { uid } }', { p: [String(productId)] }, { token: bob });
    const bobUid = bobs.data!.createCompareList.uid as string;
    for (const headers of [bearer(alice), {}]) {
      const read = await gqlPost('query($uid: ID!) { compareList(uid: $uid) { uid items { product { sku } } } }', { uid: bobUid }, headers);
      expect((JSON.parse(read.body) as { data?: { compareList: unknown } }).data?.compareList ?? null).toBeNull();
      await gqlPost('mutation($uid: ID!) { removeProductsFromCompareList(input: { uid: $uid, products: ["1"] }) { uid } }', { uid: bobUid }, headers);
      await gqlPost('mutation($uid: ID!) { deleteCompareList(uid: $uid) { result } }', { uid: bobUid }, headers);
    }
    const takeover = await gqlPost('mutation($uid: ID!) { assignCompareListToCustomer(uid: $uid) { result } }', { uid: bobUid }, bearer(alice));
    expect((JSON.parse(takeover.body) as { data?: { assignCompareListToCustomer: unknown } }).data?.assignCompareListToCustomer ?? null).toBeNull();
    const still = await graphqlCall(backend, '{ customer { compare_list { uid item_count } } }', {}, { token: bob });
    expect(still.data!.customer.compare_list).toEqual({ uid: bobUid, item_count: 1 });

    await inBatches([...TEXT_PAYLOADS, ...FOREIGN_IDS], async (payload) => {
      await gqlPost('query($uid: ID!) { compareList(uid: $uid) { uid } }', { uid: payload }, {}, [payload]);
      await gqlPost('mutation($uid: ID!, $p: [ID!]!) { addProductsToCompareList(input: { uid: $uid, products: $p }) { uid } }', { uid: payload, p: [payload] }, bearer(alice), [payload]);
      await gqlPost('mutation($p: [ID!]) { createCompareList(input: { products: $p }) { uid } }', { p: [payload] }, {}, [payload]);
    });
  });

  it('guards the review moderation routes and answers hostile paths and queries there without a 5xx', async () => {
    const payloads = [...TRAVERSAL.slice(0, 3), ...SQL.slice(0, 3), ...XSS.slice(0, 2), OVERLONG[0]!];
    await inBatches(payloads, async (payload) => {
      await probe(`${backend.url}/rest/V1/reviews?status=${encodeURIComponent(payload)}`, { headers: bearer(alice), sent: [payload] });
      const put = await probe(`${backend.url}/rest/V1/reviews/${segment(payload)}`, {
        method: 'PUT',
        headers: { ...bearer(alice), 'content-type': 'application/json' },
        body: JSON.stringify({ review: { status: 'approved' } }),
        sent: [payload],
      });
      expect(put.status).toBeGreaterThanOrEqual(400);
    });
    // A customer's token is no editor's.
    const queue = await probe(`${backend.url}/rest/V1/reviews`, { headers: bearer(alice) });
    expect(queue.status).toBe(401);
  });
});

describe('REST, media and admin: traversal, injection, overlong', () => {
  it('answers every payload in every path and query without a 5xx', async () => {
    const templates = [
      (p: string) => `/rest/en/V1/cms-items/${segment(p)}`,
      (p: string) => `/rest/${segment(p)}/V1/products?searchCriteria[pageSize]=1`,
      (p: string) => `/rest/en/V1/products?searchCriteria[filter_groups][0][filters][0][field]=${encodeURIComponent(p)}&searchCriteria[filter_groups][0][filters][0][value]=1`,
      (p: string) => `/media/${segment(p)}`,
      (p: string) => `/rest/en/V1/wishlist/add/${segment(p)}`,
    ];
    const payloads = [...TRAVERSAL, ...SQL.slice(0, 3), ...XSS.slice(0, 2), ...ODD_UNICODE.slice(0, 3), OVERLONG[0]!];
    const cases = templates.flatMap((template) => payloads.map((payload) => [template, payload] as const));
    await inBatches(cases, async ([template, payload]) => {
      const { body } = await probe(`${backend.url}${template(payload)}`, { sent: [payload], headers: bearer(alice) });
      expect(body).not.toMatch(/root:x:0:0|SQLite format 3|\[extensions\]/);
    });
    // Raw, unnormalized traversal on the socket path.
    for (const path of ['/media/../../package.json', '/media/%2e%2e/%2e%2e/package.json', '/media//etc/passwd']) {
      const { body } = await probe(`${backend.url}${path}`);
      expect(body).not.toContain('"dependencies"');
    }
  });

  it('answers malformed REST bodies with a 4xx', async () => {
    const bodies = ['{bad', '[]', 'null', '"x"', JSON.stringify({ email: XSS[0] }), JSON.stringify({ email: 'a'.repeat(5_000) }), '{"__proto__":{"admin":true}}'];
    for (const body of bodies) {
      await probe(`${backend.url}/rest/en/V1/newsletter/subscribe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      await probe(`${backend.url}/rest/V1/integration/admin/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    }
  });
});

describe('payment provider endpoints: bad signatures change nothing', () => {
  function sign(fields: Record<string, string>, phrase: string): string {
    const body = Object.keys(fields).filter((name) => name !== 'signature').sort().map((name) => `${name}=${fields[name]}`).join('');
    return createHash('sha256').update(`${phrase}${body}${phrase}`).digest('hex');
  }

  it('refuses notifications that are unsigned, signed with the wrong phrase or tampered', async () => {
    const status = () => backend.db.prepare('SELECT status FROM orders WHERE increment_id = ?').get(bobOrderNumber) as { status: string } | undefined;
    const before = status();
    const fields = {
      command: 'PURCHASE',
      merchant_reference: bobOrderNumber,
      amount: '100',
      currency: 'QAR',
      response_code: '14000',
      status: '14',
      fort_id: '169996200000000001',
      access_code: APS.accessCode,
      merchant_identifier: APS.merchantIdentifier,
    };
    const variants: Record<string, string>[] = [
      fields,
      { ...fields, signature: 'deadbeef' },
      { ...fields, signature: sign(fields, 'not-the-phrase') },
      { ...fields, signature: sign(fields, APS.requestPhrase) },
      { ...fields, amount: '1', signature: sign(fields, APS.responsePhrase) },
      { ...fields, signature: sign(fields, APS.responsePhrase).toUpperCase().slice(0, 10) },
      { ...fields, merchant_reference: XSS[0]!, signature: 'x' },
      { ...fields, merchant_reference: SQL[3]!, signature: 'x' },
    ];
    for (const variant of variants) {
      await probe(`${backend.url}/payment/aps/notify`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(variant).toString(),
      });
    }
    await probeOversized(`${backend.url}/payment/aps/notify`, 'x'.repeat(40_000), 'application/x-www-form-urlencoded');
    for (const body of ['{bad', '[]', JSON.stringify({ a: { b: 1 } })]) {
      await probe(`${backend.url}/payment/aps/notify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    }
    expect(status()).toEqual(before);
  });

  it('answers the simulator with a bad signature by its error page, escaped', async () => {
    const request = {
      command: 'PURCHASE',
      access_code: APS.accessCode,
      merchant_identifier: APS.merchantIdentifier,
      merchant_reference: bobOrderNumber,
      amount: '100',
      currency: 'QAR',
      language: 'en',
      customer_email: 'bob.battery@example.qa',
      return_url: 'https://evil.example/steal',
    };
    for (const variant of [
      { ...request, signature: 'bad' },
      { ...request, signature: sign(request, 'wrong') },
      { ...request, language: XSS[1]!, signature: 'bad' },
      { ...request, decision: 'approve', signature: 'bad' },
    ]) {
      const path = 'decision' in variant ? '/payment-simulator/decision' : '/payment-simulator/checkout';
      const answer = await fetch(`${backend.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(variant).toString(),
        redirect: 'manual',
      });
      const body = await answer.text();
      expect(answer.status).toBe(400);
      expect(body).not.toContain('<img src=x onerror');
      expect(answer.headers.get('location')).toBeNull();
    }
  });
});

describe('the backend battery', () => {
  it('sent at least 150 hostile requests', () => {
    expect(probeCount()).toBeGreaterThanOrEqual(150);
  });
});
