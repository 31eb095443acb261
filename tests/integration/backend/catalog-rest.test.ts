import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

/** The storefront's list query (spec §7): visibility ≠ 1, status 1, created_at DESC, page 1 of 15, app=pwa. */
function listQuery(extra?: { field: string; value: string }): string {
  const params = new URLSearchParams();
  const filter = (group: number, field: string, value: string, condition = 'eq') => {
    params.set(`searchCriteria[filter_groups][${group}][filters][0][field]`, field);
    params.set(`searchCriteria[filter_groups][${group}][filters][0][value]`, value);
    params.set(`searchCriteria[filter_groups][${group}][filters][0][condition_type]`, condition);
  };
  filter(0, 'visibility', '1', 'neq');
  filter(1, 'status', '1');
  if (extra) filter(2, extra.field, extra.value);
  params.set('searchCriteria[sortOrders][0][field]', 'created_at');
  params.set('searchCriteria[sortOrders][0][direction]', 'DESC');
  params.set('searchCriteria[currentPage]', '1');
  params.set('searchCriteria[pageSize]', '15');
  params.set('app', 'pwa');
  return params.toString();
}

/** A product of GET /V1/products as the tests read it (Magento's catalogProductRepositoryV1 shape). */
interface RestProduct {
  id: number;
  sku: string;
  name: string;
  status: number;
  visibility: number;
  type_id: string;
  created_at: string;
  /** Decimals and dates are text, category_ids a list of id strings. */
  custom_attributes: Array<{ attribute_code: string; value: string | string[] }>;
  extension_attributes: {
    /** Absolute URL, present when the product has an image. */
    thumbnail?: string;
    stock_item: { qty: number; is_in_stock: boolean };
  };
}

interface RestProductList {
  items: RestProduct[];
  search_criteria: { page_size: number; current_page: number };
  total_count: number;
}

const attribute = (item: RestProduct, code: string) => item.custom_attributes.find((a) => a.attribute_code === code)?.value;

/** Fails the test unless `value` is there (neither undefined nor null) and narrows its type for the reads that follow. */
function present<T>(value: T | null | undefined): T {
  expect(value).toBeDefined();
  expect(value).not.toBeNull();
  return value as T;
}

describe('GET products (REST)', () => {
  it('answers the latest-products list in Magento shape on both URL layouts', async () => {
    for (const path of ['/en/rest/V1/products', '/rest/en/V1/products']) {
      const response = await fetch(`${backend.url}${path}?${listQuery()}`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as RestProductList;
      expect(body.items).toHaveLength(15);
      expect(body.total_count).toBeGreaterThan(280);
      expect(body.search_criteria).toMatchObject({ page_size: 15, current_page: 1 });
      const dates = body.items.map((item) => item.created_at);
      expect([...dates].sort().reverse()).toEqual(dates);
      for (const item of body.items) {
        expect(item).toMatchObject({ status: 1, visibility: expect.any(Number) });
        expect(item.visibility).not.toBe(1);
        expect(typeof attribute(item, 'url_key')).toBe('string');
        expect(item.extension_attributes.thumbnail).toMatch(new RegExp(`^${backend.url}/media/catalog/product/`));
        expect(item.extension_attributes.stock_item).toMatchObject({ qty: expect.any(Number), is_in_stock: expect.any(Boolean) });
      }
    }
  });

  it('filters best sellers and featured products and carries sale attributes', async () => {
    for (const field of ['best_seller', 'sw_featured']) {
      const body = (await (await fetch(`${backend.url}/rest/ar/V1/products?${listQuery({ field, value: '1' })}`)).json()) as RestProductList;
      expect(body.items.length).toBeGreaterThan(0);
      for (const item of body.items) expect(attribute(item, field)).toBe('1');
      expect(present(body.items[0]).name).toMatch(/[\u0600-\u06FF]/);
    }
    const params = new URLSearchParams({
      'searchCriteria[filter_groups][0][filters][0][field]': 'special_price',
      'searchCriteria[filter_groups][0][filters][0][condition_type]': 'notnull',
      'searchCriteria[pageSize]': '5',
    });
    const sale = (await (await fetch(`${backend.url}/rest/en/V1/products?${params}`)).json()) as RestProductList;
    for (const item of sale.items) {
      expect(attribute(item, 'special_price')).toMatch(/^\d+\.0000$/);
      expect(attribute(item, 'special_from_date')).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(attribute(item, 'special_to_date')).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    }
  });

  it('ORs filters inside a group and ANDs groups; filters by category', async () => {
    const params = new URLSearchParams({
      'searchCriteria[filter_groups][0][filters][0][field]': 'category_id',
      'searchCriteria[filter_groups][0][filters][0][value]': '22',
      'searchCriteria[filter_groups][0][filters][1][field]': 'category_id',
      'searchCriteria[filter_groups][0][filters][1][value]': '4',
      'searchCriteria[pageSize]': '100',
    });
    const both = (await (await fetch(`${backend.url}/rest/en/V1/products?${params}`)).json()) as RestProductList;
    const count = (category: string) => (backend.db.prepare('SELECT COUNT(*) AS n FROM category_product_index WHERE category_id = ?').get(category) as { n: number }).n;
    expect(both.total_count).toBe(count('22') + count('4'));
    params.set('searchCriteria[filter_groups][1][filters][0][field]', 'type_id');
    params.set('searchCriteria[filter_groups][1][filters][0][value]', 'virtual');
    const none = (await (await fetch(`${backend.url}/rest/en/V1/products?${params}`)).json()) as RestProductList;
    expect(none.total_count).toBe(0);
  });

  const bad: Array<[string, Record<string, string>]> = [
    ['unknown field', { 'searchCriteria[filter_groups][0][filters][0][field]': 'password', 'searchCriteria[filter_groups][0][filters][0][value]': 'x' }],
    ['unknown condition', { 'searchCriteria[filter_groups][0][filters][0][field]': 'sku', 'searchCriteria[filter_groups][0][filters][0][condition_type]': 'drop' }],
    ['pageSize 0', { 'searchCriteria[pageSize]': '0' }],
    ['pageSize 500', { 'searchCriteria[pageSize]': '500' }],
    ['pageSize not a number', { 'searchCriteria[pageSize]': 'ten' }],
    ['bad sort direction', { 'searchCriteria[sortOrders][0][field]': 'name', 'searchCriteria[sortOrders][0][direction]': 'SIDEWAYS' }],
    ['unknown sort field', { 'searchCriteria[sortOrders][0][field]': 'password' }],
    ['overlong value', { 'searchCriteria[filter_groups][0][filters][0][field]': 'sku', 'searchCriteria[filter_groups][0][filters][0][value]': 'x'.repeat(2000) }],
    ['non-numeric group index', { 'searchCriteria[filter_groups][a][filters][0][field]': 'sku' }],
  ];
  it.each(bad)('%s → 400 with a Magento error body', async (_name, query) => {
    const response = await fetch(`${backend.url}/rest/en/V1/products?${new URLSearchParams(query)}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; parameters: unknown };
    expect(typeof body.message).toBe('string');
    expect(body).toHaveProperty('parameters');
    expect(JSON.stringify(body)).not.toMatch(/\.ts:\d+/);
  });

  it('answers 405 for a wrong method and 404 for an unknown route', async () => {
    expect((await fetch(`${backend.url}/rest/en/V1/products`, { method: 'DELETE' })).status).toBe(405);
    const unknown = await fetch(`${backend.url}/rest/en/V1/no-such-thing`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Request does not match any route.', parameters: [] });
  });
});
