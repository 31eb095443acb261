/**
 * Configurable products through Magento's REST: `GET /V1/products/{sku}` (type_id, configurable_product_options and
 * _links), `/V1/configurable-products/{sku}/children|options/all|options/{id}`, `POST …/child`, and an editor's price,
 * sale and stock changes on a variant: seen on its product, announced with the product's tags, never the variant's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, call, graphql, startAdminBackend, type AdminTestBackend } from '../../helpers/admin-api.ts';

let backend: AdminTestBackend;
let admin: ReturnType<typeof adminClient>;

beforeAll(async () => {
  // A storefront URL nobody listens on: notices are queued (and read here), their delivery fails quietly.
  backend = await startAdminBackend({ revalidateUrls: ['http://127.0.0.1:9/api/revalidate'], revalidateSecret: 'configurable-admin-test' });
  admin = adminClient(backend.url);
});
afterAll(() => backend.stop());

function noticesSince(afterId: number): string[][] {
  return (backend.db.prepare('SELECT tags FROM change_notices WHERE id > ? ORDER BY id').all(afterId) as Array<{ tags: string }>)
    .map((row) => JSON.parse(row.tags) as string[]);
}
const lastNotice = () => (backend.db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM change_notices').get() as { id: number }).id;

interface RestProduct {
  id: number;
  sku: string;
  type_id: string;
  visibility: number;
  custom_attributes: Array<{ attribute_code: string; value: unknown }>;
  extension_attributes: {
    configurable_product_options?: Array<{ id: number; attribute_id: string; label: string; position: number; values: Array<{ value_index: number }>; product_id: number }>;
    configurable_product_links?: number[];
  };
}

describe('REST shapes', () => {
  it('GET /V1/products/{sku} answers type_id configurable with its options and links', async () => {
    const product = await admin<RestProduct>('GET', '/rest/en/V1/products/APPL-IPHONE-15');
    expect(product.status).toBe(200);
    expect(product.body).toMatchObject({ sku: 'APPL-IPHONE-15', type_id: 'configurable', visibility: 4 });
    const options = product.body.extension_attributes.configurable_product_options ?? [];
    expect(options.map((option) => [option.attribute_id, option.label, option.position, option.values.map((value) => value.value_index)])).toEqual([
      ['93', 'Color', 0, [49, 51, 52]],
      ['180', 'Capacity', 1, [81, 82, 83]],
    ]);
    expect(options[0]?.product_id).toBe(product.body.id);
    expect(product.body.extension_attributes.configurable_product_links).toHaveLength(9);
    const ar = await admin<RestProduct>('GET', '/rest/ar/V1/products/APPL-IPHONE-15');
    expect(ar.body.extension_attributes.configurable_product_options?.[0]?.label).toBe('اللون');
  });

  it('lists the children with their option values, the options, and one option by id', async () => {
    const children = await admin<RestProduct[]>('GET', '/rest/en/V1/configurable-products/APPL-IPHONE-15/children');
    expect(children.status).toBe(200);
    expect(children.body.map((child) => child.sku)).toContain('APPL-1001');
    const first = children.body.find((child) => child.sku === 'APPL-1001');
    expect(first).toMatchObject({ type_id: 'simple', visibility: 1 });
    expect(first?.custom_attributes).toEqual(expect.arrayContaining([{ attribute_code: 'color', value: '49' }, { attribute_code: 'capacity', value: '81' }]));
    const all = await admin<Array<{ id: number; attribute_id: string }>>('GET', '/rest/en/V1/configurable-products/APPL-IPHONE-15/options/all');
    expect(all.body.map((option) => option.attribute_id)).toEqual(['93', '180']);
    const one = await admin('GET', `/rest/en/V1/configurable-products/APPL-IPHONE-15/options/${all.body[1]?.id}`);
    expect(one.body).toEqual(all.body[1]);
    expect((await admin('GET', '/rest/en/V1/configurable-products/APPL-IPHONE-15/options/999999')).status).toBe(404);
    expect((await admin('GET', '/rest/en/V1/configurable-products/APPL-1001/children')).status).toBe(404);
    expect((await call(backend.url, 'GET', '/rest/en/V1/configurable-products/APPL-IPHONE-15/children')).status).toBe(401);
  });
});

describe('attaching a variant', () => {
  it('refuses an unknown child, one already attached, one without the values and one repeating a variant, then attaches', async () => {
    const path = '/rest/all/V1/configurable-products/APPL-IPHONE-15/child';
    expect((await admin('POST', path, { childSku: 'NO-SUCH' })).status).toBe(404);
    expect(await admin('POST', path, { childSku: 'APPL-1001' })).toMatchObject({ status: 400, body: { message: 'The product is already attached.' } });
    const laptop = backend.db.prepare("SELECT sku FROM products WHERE type_id = 'simple' AND visibility = 4 ORDER BY id LIMIT 1").get() as { sku: string };
    expect(await admin('POST', path, { childSku: laptop.sku })).toMatchObject({ status: 400, body: { message: 'The child product doesn\'t have the "%1" attribute value. Verify the value and try again.', parameters: ['color'] } });
    expect((await admin('POST', path, {})).status).toBe(400);
    // A Galaxy S24 variant has black 128GB, which the iPhone 15 has already.
    const s24 = backend.db.prepare(`SELECT c.sku FROM configurable_links l JOIN products c ON c.id = l.child_id JOIN products p ON p.id = l.parent_id
      JOIN product_attribute_values v ON v.product_id = c.id AND v.option_id = 81 WHERE p.sku = 'SAMS-GALAXY-S24'`).get() as { sku: string };
    expect((await admin('POST', path, { childSku: s24.sku })).status).toBe(400);
    // A green 128GB phone, made from that variant's values: now it attaches.
    backend.db.prepare('UPDATE product_attribute_values SET option_id = 54 WHERE attribute_id = 93 AND product_id = (SELECT id FROM products WHERE sku = ?)').run(s24.sku);
    const before = lastNotice();
    const attached = await admin('POST', path, { childSku: s24.sku });
    expect(attached).toMatchObject({ status: 200, body: true });
    expect(noticesSince(before).flat()).toContain('product:APPL-IPHONE-15');
    const product = await graphql<{ products: { items: Array<{ configurable_options: Array<{ values: Array<{ label: string }> }>; variants: Array<{ product: { sku: string } }> }> } }>(
      backend.url, '{ products(filter: { sku: { eq: "APPL-IPHONE-15" } }) { items { ... on ConfigurableProduct { configurable_options { values { label } } variants { product { sku } } } } } }');
    expect(product.data?.products.items[0]?.configurable_options[0]?.values.map((value) => value.label)).toContain('Green');
    expect(product.data?.products.items[0]?.variants.map((variant) => variant.product.sku)).toContain(s24.sku);
  });
});

describe('an editor\'s change to a variant', () => {
  const PRICE = `{ products(filter: { sku: { eq: "SAMS-GALAXY-S24" } }) { items { stock_status price_range { minimum_price { final_price { value } } }
    ... on ConfigurableProduct { variants { product { sku stock_status special_price price_range { minimum_price { final_price { value } } } } } } } } }`;
  type Priced = { products: { items: Array<{ stock_status: string; price_range: { minimum_price: { final_price: { value: number } } }; variants: Array<{ product: { sku: string; stock_status: string; price_range: { minimum_price: { final_price: { value: number } } } } }> }> } };

  it('changes the variant\'s price, sale and stock as the product shows them, and names the product\'s tags only', async () => {
    const variants = (backend.db.prepare(`SELECT c.sku FROM configurable_links l JOIN products c ON c.id = l.child_id
      JOIN products p ON p.id = l.parent_id WHERE p.sku = 'SAMS-GALAXY-S24' AND c.status = 1 ORDER BY c.id`).all() as Array<{ sku: string }>).map((row) => row.sku);
    const [cheap, ...others] = variants;
    if (!cheap) throw new Error('no Galaxy S24 variant');

    let before = lastNotice();
    expect((await admin('PUT', `/rest/all/V1/products/${cheap}`, { product: { price: 999 } })).status).toBe(200);
    let seen = await graphql<Priced>(backend.url, PRICE);
    expect(seen.data?.products.items[0]?.price_range.minimum_price.final_price.value).toBe(999);
    expect(noticesSince(before)).toEqual([['product:SAMS-GALAXY-S24']]);

    before = lastNotice();
    const sale = { custom_attributes: [
      { attribute_code: 'special_price', value: '899' },
      { attribute_code: 'special_from_date', value: '2020-01-01' },
      { attribute_code: 'special_to_date', value: '2099-01-01' },
    ] };
    expect((await admin('PUT', `/rest/all/V1/products/${cheap}`, { product: sale })).status).toBe(200);
    seen = await graphql<Priced>(backend.url, PRICE);
    expect(seen.data?.products.items[0]?.price_range.minimum_price.final_price.value).toBe(899);
    const saleTags = noticesSince(before).flat();
    expect(saleTags).toEqual(expect.arrayContaining(['product:SAMS-GALAXY-S24', 'listing:deals']));
    expect(saleTags.some((tag) => tag === `product:${cheap}`)).toBe(false);

    before = lastNotice();
    expect((await admin('PUT', `/rest/all/V1/products/${cheap}`, { product: { extension_attributes: { stock_item: { qty: 0 } } } })).status).toBe(200);
    seen = await graphql<Priced>(backend.url, PRICE);
    const item = seen.data?.products.items[0];
    expect(item?.variants.find((variant) => variant.product.sku === cheap)?.product.stock_status).toBe('OUT_OF_STOCK');
    expect(item?.price_range.minimum_price.final_price.value).toBeGreaterThan(899);
    const stockTags = noticesSince(before).flat();
    expect(stockTags).toEqual(expect.arrayContaining(['product:SAMS-GALAXY-S24', 'category:3', 'listing:products']));
    expect(stockTags.some((tag) => tag === `product:${cheap}`)).toBe(false);

    // Every variant sold out: the product is out of stock.
    for (const sku of others) await admin('PUT', `/rest/all/V1/products/${sku}`, { product: { extension_attributes: { stock_item: { qty: 0 } } } });
    seen = await graphql<Priced>(backend.url, PRICE);
    expect(seen.data?.products.items[0]?.stock_status).toBe('OUT_OF_STOCK');
    const back = await admin('PUT', `/rest/all/V1/products/${cheap}`, { product: { extension_attributes: { stock_item: { qty: 5, is_in_stock: true } } } });
    expect(back.status).toBe(200);
    seen = await graphql<Priced>(backend.url, PRICE);
    expect(seen.data?.products.items[0]).toMatchObject({ stock_status: 'IN_STOCK', price_range: { minimum_price: { final_price: { value: 899 } } } });
  });

  it('takes a whole GET answer of a variant sent back with a change', async () => {
    const current = await admin<RestProduct>('GET', '/rest/all/V1/products/APPL-1001');
    const saved = await admin<RestProduct>('PUT', '/rest/all/V1/products/APPL-1001', { product: { ...current.body, price: 3099 } });
    expect(saved.status).toBe(200);
  });
  it('keeps the price of its cheapest variant in stock on its row for REST', async () => {
    const current = await admin<{ price: number }>('GET', '/rest/all/V1/products/APPL-IPHONE-15-FINEWOVEN-CASE');
    expect(current.body.price).toBe(239);
    await admin('PUT', '/rest/all/V1/products/APPL-1402', { product: { extension_attributes: { stock_item: { qty: 0 } } } });
    expect((await admin<{ price: number }>('GET', '/rest/all/V1/products/APPL-IPHONE-15-FINEWOVEN-CASE')).body.price).toBe(249);
  });
});
