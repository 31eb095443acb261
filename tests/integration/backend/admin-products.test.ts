/**
 * `PUT|GET /rest/{store}/V1/products/{sku}` over real HTTP: global values (`all`, `default`, no code) and store
 * view texts (`ar`, `en`), read back through the admin GET and through what shoppers see (GraphQL, REST list);
 * Magento-style 400s for bad bodies; the GraphQL response cache cleared by every write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, call, graphql, startAdminBackend, type AdminTestBackend } from '../../helpers/admin-api.ts';

interface RestProduct {
  id: number;
  sku: string;
  name: string;
  price: number;
  status: number;
  visibility: number;
  updated_at: string;
  custom_attributes: Array<{ attribute_code: string; value: string | string[] }>;
  extension_attributes: { stock_item: { qty: number; is_in_stock: boolean } };
}

interface ShopperProduct {
  name: string;
  sku: string;
  stock_status: string;
  special_price: number | null;
  price_range: { minimum_price: { regular_price: { value: number }; final_price: { value: number } } };
}

let backend: AdminTestBackend;
let admin: ReturnType<typeof adminClient>;
/** An enabled, visible, in-stock product that is not on sale, and one of its categories. */
let sku: string;
let categoryId: number;

beforeAll(async () => {
  backend = await startAdminBackend();
  admin = adminClient(backend.url);
  const row = backend.db
    .prepare(
      `SELECT p.sku, cp.category_id FROM products p JOIN category_products cp ON cp.product_id = p.id AND cp.category_id BETWEEN 3 AND 16
       WHERE p.status = 1 AND p.visibility = 4 AND p.is_in_stock = 1 AND p.special_price IS NULL AND p.type_id = 'simple' ORDER BY p.id LIMIT 1`,
    )
    .get() as { sku: string; category_id: number };
  sku = row.sku;
  categoryId = row.category_id;
});
afterAll(() => backend.stop());

const path = (scope: string, of = sku) => `/rest/${scope}/V1/products/${encodeURIComponent(of)}`;
const attribute = (product: RestProduct, code: string) => product.custom_attributes.find((a) => a.attribute_code === code)?.value;

const SHOPPER_QUERY = `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { name sku stock_status special_price
  price_range { minimum_price { regular_price { value } final_price { value } } } } } }`;

async function shopperSees(store: 'ar' | 'en', of = sku): Promise<ShopperProduct | undefined> {
  const answer = await graphql<{ products: { items: ShopperProduct[] } }>(backend.url, SHOPPER_QUERY, { sku: of }, store);
  expect(answer.errors).toBeUndefined();
  return answer.data?.products.items[0];
}

const storeName = (store: 1 | 2) =>
  (backend.db.prepare('SELECT ps.name FROM product_store ps JOIN products p ON p.id = ps.product_id WHERE p.sku = ? AND ps.store_id = ?').get(sku, store) as {
    name: string;
  }).name;

describe('GET /V1/products/{sku}', () => {
  it('answers the product in the shape of the REST list, with the texts of the scope', async () => {
    const all = await admin<RestProduct>('GET', path('all'));
    const en = await admin<RestProduct>('GET', path('en'));
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ sku, status: 1, visibility: 4, name: storeName(1) });
    expect(en.body.name).toBe(storeName(2));
    expect(all.body.extension_attributes.stock_item).toMatchObject({ qty: expect.any(Number), is_in_stock: true });
    const listed = await call<{ items: RestProduct[] }>(
      backend.url,
      'GET',
      `/rest/en/V1/products?searchCriteria[filter_groups][0][filters][0][field]=sku&searchCriteria[filter_groups][0][filters][0][value]=${sku}`,
    );
    expect(en.body).toEqual(listed.body.items[0]);
  });

  it('answers 404 for an unknown SKU and an unknown store code', async () => {
    expect(await admin('GET', path('all', 'NO-SUCH-SKU'))).toMatchObject({
      status: 404,
      body: { message: "The product that was requested doesn't exist. Verify the product and try again." },
    });
    expect((await admin('GET', path('fr'))).status).toBe(404);
  });
});

describe('PUT /V1/products/{sku}', () => {
  it('changes the global price from any global scope code; shoppers of both store views see it', async () => {
    for (const [scope, price] of [['all', 1234.5], ['default', 1300], ['V1', 1400]] as const) {
      // `/rest/V1/…` has no store code: the global scope too.
      const url = scope === 'V1' ? `/rest/V1/products/${sku}` : path(scope);
      const saved = await admin<RestProduct>('PUT', url, { product: { price } });
      expect(saved).toMatchObject({ status: 200, body: { sku, price } });
      expect((await admin<RestProduct>('GET', path('ar'))).body.price).toBe(price);
      for (const store of ['ar', 'en'] as const) {
        expect((await shopperSees(store))?.price_range.minimum_price.regular_price.value).toBe(price);
      }
    }
  });

  it('renames the product in one store view only, and changes its description there', async () => {
    const arabicName = storeName(1);
    const saved = await admin<RestProduct>('PUT', path('en'), {
      product: { name: 'Edited English name', custom_attributes: [{ attribute_code: 'description', value: '<p>Edited description</p>' }] },
    });
    expect(saved.body).toMatchObject({ name: 'Edited English name' });
    expect(attribute(saved.body, 'description')).toBe('<p>Edited description</p>');
    expect((await shopperSees('en'))?.name).toBe('Edited English name');
    expect((await shopperSees('ar'))?.name).toBe(arabicName);
    expect((await admin<RestProduct>('GET', path('ar'))).body.name).toBe(arabicName);

    const arabic = await admin<RestProduct>('PUT', path('ar'), { product: { name: 'اسم عربي جديد' } });
    expect(arabic.body.name).toBe('اسم عربي جديد');
    expect((await shopperSees('ar'))?.name).toBe('اسم عربي جديد');
    expect((await shopperSees('en'))?.name).toBe('Edited English name');
  });

  it('refuses a store view text sent to the global scope, unless it is unchanged', async () => {
    const changed = await admin('PUT', path('all'), { product: { name: 'One name for all' } });
    expect(changed).toMatchObject({ status: 400, body: { parameters: ['name', sku] } });
    expect((changed.body as { message: string }).message).toContain('per store view');
    const unchanged = await admin('PUT', path('all'), { product: { name: storeName(1) } });
    expect(unchanged.status).toBe(200);
  });

  it('sets and clears a special price with its dates', async () => {
    const saved = await admin<RestProduct>('PUT', path('all'), {
      product: {
        price: 1000,
        custom_attributes: [
          { attribute_code: 'special_price', value: '799.5' },
          { attribute_code: 'special_from_date', value: '2020-01-01' },
          { attribute_code: 'special_to_date', value: '2099-12-31 23:00:00' },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(attribute(saved.body, 'special_price')).toBe('799.5000');
    expect(attribute(saved.body, 'special_from_date')).toBe('2020-01-01 00:00:00');
    expect(attribute(saved.body, 'special_to_date')).toBe('2099-12-31 23:00:00');
    const onSale = await shopperSees('en');
    expect(onSale?.price_range.minimum_price.final_price.value).toBe(799.5);

    const cleared = await admin<RestProduct>('PUT', path('all'), {
      product: { custom_attributes: ['special_price', 'special_from_date', 'special_to_date'].map((code) => ({ attribute_code: code, value: null })) },
    });
    expect(attribute(cleared.body, 'special_price')).toBeUndefined();
    expect(attribute(cleared.body, 'special_from_date')).toBeUndefined();
    expect((await shopperSees('en'))?.price_range.minimum_price.final_price.value).toBe(1000);
  });

  it('sets the stock: no quantity is out of stock whatever the flag says', async () => {
    const empty = await admin<RestProduct>('PUT', path('all'), { product: { extension_attributes: { stock_item: { qty: 0, is_in_stock: true } } } });
    expect(empty.body.extension_attributes.stock_item).toMatchObject({ qty: 0, is_in_stock: false });
    expect((await shopperSees('en'))?.stock_status).toBe('OUT_OF_STOCK');
    const refilled = await admin<RestProduct>('PUT', path('all'), { product: { extension_attributes: { stock_item: { qty: 7 } } } });
    expect(refilled.body.extension_attributes.stock_item).toMatchObject({ qty: 7, is_in_stock: true });
    const flagged = await admin<RestProduct>('PUT', path('all'), { product: { extension_attributes: { stock_item: { is_in_stock: false } } } });
    expect(flagged.body.extension_attributes.stock_item).toMatchObject({ qty: 7, is_in_stock: false });
    await admin('PUT', path('all'), { product: { extension_attributes: { stock_item: { is_in_stock: true } } } });
    expect((await shopperSees('en'))?.stock_status).toBe('IN_STOCK');
  });

  it('disables a product: shoppers no longer find it, the admin still reads it', async () => {
    expect((await admin<RestProduct>('PUT', path('all'), { product: { status: 2 } })).body.status).toBe(2);
    expect(await shopperSees('en')).toBeUndefined();
    expect((await admin<RestProduct>('GET', path('all'))).body.status).toBe(2);
    await admin('PUT', path('all'), { product: { status: 1 } });
    expect((await shopperSees('en'))?.sku).toBe(sku);
  });

  it('takes a whole GET answer sent back unchanged, and changes nothing', async () => {
    const read = await admin<RestProduct>('GET', path('en'));
    const saved = await admin<RestProduct>('PUT', path('en'), { product: read.body });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(read.body);
  });

  it('answers a Magento 400, never a 500, for every kind of bad body, and changes nothing', async () => {
    const before = await admin<RestProduct>('GET', path('en'));
    const bad: Array<[unknown, string | RegExp]> = [
      ['"just text"', 'input'],
      [{}, '"product" is required. Enter and try again.'],
      [{ product: [] }, 'product'],
      [{ product: { price: -1 } }, 'product.price'],
      [{ product: { price: 'cheap' } }, 'product.price'],
      [{ product: { price: 1e12 } }, 'product.price'],
      [{ product: { status: 3 } }, 'product.status'],
      [{ product: { name: '' } }, 'product.name'],
      [{ product: { name: 'x'.repeat(256) } }, 'product.name'],
      [{ product: { sku: 'OTHER-1' } }, /not the SKU of the URL/],
      [{ product: { custom_attributes: [{ attribute_code: 'colour', value: 'red' }] } }, /doesn't exist for products/],
      [{ product: { custom_attributes: [{ attribute_code: 'url_key', value: 'new-key' }] } }, /can't be changed/],
      [{ product: { custom_attributes: [{ attribute_code: 'special_price', value: 'half' }] } }, /special_price/],
      [{ product: { custom_attributes: [{ attribute_code: 'special_from_date', value: '2025-02-30' }] } }, /special_from_date/],
      [{ product: { custom_attributes: [{ attribute_code: 'special_to_date', value: 'tomorrow' }] } }, /special_to_date/],
      [
        {
          product: {
            custom_attributes: [
              { attribute_code: 'special_from_date', value: '2030-05-01' },
              { attribute_code: 'special_to_date', value: '2030-04-01' },
            ],
          },
        },
        'Make sure the To Date is later than or the same as the From Date.',
      ],
      [{ product: { extension_attributes: { stock_item: { qty: -2 } } } }, 'product.extension_attributes.stock_item.qty'],
      [{ product: { extension_attributes: { stock_item: { qty: 1.5 } } } }, 'product.extension_attributes.stock_item.qty'],
      [{ product: { custom_attributes: 'none' } }, 'product.custom_attributes'],
    ];
    for (const [body, expected] of bad) {
      const answer = await admin<{ message: string; parameters: unknown }>('PUT', path('en'), typeof body === 'string' ? body : body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      const described = `${answer.body.message} ${JSON.stringify(answer.body.parameters)}`;
      if (typeof expected === 'string') expect(described, JSON.stringify(body)).toContain(expected);
      else expect(described, JSON.stringify(body)).toMatch(expected);
    }
    expect((await admin('PUT', path('en'), '{"product":')).status).toBe(400);
    expect((await admin<RestProduct>('GET', path('en'))).body).toEqual(before.body);
  });
});

describe('the GraphQL response cache', () => {
  const CATEGORY_QUERY = `query ($id: String!) { products(filter: { category_id: { eq: $id } }, pageSize: 24, sort: { position: ASC }) {
    items { sku name price_range { minimum_price { regular_price { value } } } } } }`;

  it('answers a repeated anonymous catalogue query from memory, and forgets it on an admin write', async () => {
    const first = await graphql<{ products: { items: Array<{ sku: string }> } }>(backend.url, CATEGORY_QUERY, { id: String(categoryId) }, 'en');
    const second = await graphql<{ products: { items: Array<{ sku: string }> } }>(backend.url, CATEGORY_QUERY, { id: String(categoryId) }, 'en');
    expect(first.cache).toBe('MISS');
    expect(second.cache).toBe('HIT');
    expect(second.data).toEqual(first.data);
    // Store views and variables are cached apart.
    expect((await graphql(backend.url, CATEGORY_QUERY, { id: String(categoryId) }, 'ar')).cache).toBe('MISS');
    expect(first.data?.products.items.map((item) => item.sku)).toContain(sku);

    await admin('PUT', path('all'), { product: { price: 4321 } });
    const after = await graphql<{ products: { items: Array<{ sku: string; price_range: { minimum_price: { regular_price: { value: number } } } }> } }>(
      backend.url,
      CATEGORY_QUERY,
      { id: String(categoryId) },
      'en',
    );
    expect(after.cache).toBe('MISS');
    expect(after.data?.products.items.find((item) => item.sku === sku)?.price_range.minimum_price.regular_price.value).toBe(4321);
  });

  it('never caches a request with Authorization, a cart or customer field, a mutation, or an error', async () => {
    const withToken = await graphql(backend.url, CATEGORY_QUERY, { id: String(categoryId) }, 'en', 'A'.repeat(43));
    expect(withToken.cache).toBeNull();
    const cartId = (await call<string>(backend.url, 'POST', '/rest/en/V1/guest-carts')).body;
    const mixed = `query ($id: String!, $cart: String!) { products(filter: { category_id: { eq: $id } }) { total_count } cart(cart_id: $cart) { id } }`;
    for (let i = 0; i < 2; i++) expect((await graphql(backend.url, mixed, { id: String(categoryId), cart: cartId })).cache).toBeNull();
    const blocks = '{ cmsBlocks(identifiers: ["pwa_home_one_en"]) { items { identifier } } }';
    for (let i = 0; i < 2; i++) expect((await graphql(backend.url, blocks)).cache).toBeNull();
    const pastLastPage = '{ products(filter: { category_id: { eq: "3" } }, currentPage: 999) { total_count } }';
    for (let i = 0; i < 2; i++) {
      const answer = await graphql(backend.url, pastLastPage);
      expect(answer.errors?.length).toBeGreaterThan(0);
      expect(answer.cache).toBe('MISS');
    }
  });
});
