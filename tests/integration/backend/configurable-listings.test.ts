import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlCall, restCall, startTestBackend, type TestBackend } from '../../helpers/backend.ts';

/**
 * Configurable products in listings: one card per product (variants are not visible on their own), layered navigation
 * and filters by colour and capacity, search by a variant's words in both store views, and matched_variant_sku.
 */
let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

const LIST = `query($search: String, $filter: ProductAttributeFilterInput, $pageSize: Int = 50) {
  products(search: $search, filter: $filter, pageSize: $pageSize) {
    total_count
    items { __typename sku name stock_status ... on ConfigurableProduct { matched_variant_sku } }
    aggregations { attribute_code label count options { label value count } }
  }
}`;

interface Listing {
  total_count: number;
  items: Array<{ __typename: string; sku: string; name: string; stock_status: string; matched_variant_sku?: string | null }>;
  aggregations: Array<{ attribute_code: string; label: string; count: number; options: Array<{ label: string; value: string; count: number }> }>;
}

async function list(variables: Record<string, unknown>, store: 'ar' | 'en' = 'en'): Promise<Listing> {
  const answer = await graphqlCall(backend, LIST, variables, { store });
  expect(answer.errors).toBeUndefined();
  return answer.data?.products as Listing;
}

describe('visibility', () => {
  it('lists each configurable product once and none of its variants, in categories, counts and brands', async () => {
    const phones = await list({ filter: { category_id: { eq: '3' } } });
    expect(phones.total_count).toBe(20);
    expect(phones.items.every((item) => item.__typename === 'ConfigurableProduct')).toBe(true);
    const variants = new Set((backend.db.prepare('SELECT p.sku FROM configurable_links l JOIN products p ON p.id = l.child_id').all() as Array<{ sku: string }>).map((row) => row.sku));
    expect(variants.size).toBeGreaterThan(200);
    const all = await list({ filter: { category_id: { eq: '17' } }, pageSize: 100 });
    expect(all.items.some((item) => variants.has(item.sku))).toBe(false);
    const category = await graphqlCall(backend, '{ categoryList(filters: { ids: { eq: "3" } }) { product_count } }');
    expect(category.data?.categoryList[0].product_count).toBe(20);
    const search = await list({ search: 'iphone' });
    expect(search.items.some((item) => variants.has(item.sku))).toBe(false);
    const rest = await restCall(backend, 'GET', '/V1/products?searchCriteria[filter_groups][0][filters][0][field]=visibility&searchCriteria[filter_groups][0][filters][0][value]=4&searchCriteria[filter_groups][1][filters][0][field]=category_id&searchCriteria[filter_groups][1][filters][0][value]=3&searchCriteria[pageSize]=50');
    expect(rest.body.items.map((item: { type_id: string }) => item.type_id)).toEqual(Array(20).fill('configurable'));
  });
});

describe('layered navigation by colour and capacity', () => {
  it('counts products (not variants) per colour and capacity, labelled in the store view', async () => {
    const en = await list({ filter: { category_id: { eq: '3' } } });
    const color = en.aggregations.find((aggregation) => aggregation.attribute_code === 'color');
    const capacity = en.aggregations.find((aggregation) => aggregation.attribute_code === 'capacity');
    expect(color).toMatchObject({ label: 'Color' });
    expect(color?.options).toEqual(expect.arrayContaining([{ label: 'Black', value: '49', count: 20 }, { label: 'Blue', value: '51', count: 20 }]));
    // 19 with 128GB: the Pixel 8 Pro's 128GB variant is disabled (the seed's product 75).
    expect(capacity?.options).toEqual([
      { label: '128GB', value: '81', count: 19 }, { label: '256GB', value: '82', count: 20 }, { label: '512GB', value: '83', count: 20 },
    ]);
    const ar = await list({ filter: { category_id: { eq: '16' } } }, 'ar');
    const arColor = ar.aggregations.find((aggregation) => aggregation.attribute_code === 'color');
    expect(arColor?.label).toBe('اللون');
    expect(arColor?.options.map((option) => option.label)).toEqual(['أسود', 'أزرق', 'شفاف']);
  });

  it('narrows to the products having a variant of the value, in stock or not, and names that variant', async () => {
    // As Magento's layered navigation, each attribute's filter holds for some variant: every phone has a silver and a
    // 512GB variant. Only the iPhone 15 has one variant with both (sold out): it is the variant named.
    const silver512 = await list({ filter: { category_id: { eq: '3' }, color: { eq: '52' }, capacity: { eq: '83' } } });
    expect(silver512.total_count).toBe(20);
    expect(silver512.items.filter((item) => item.matched_variant_sku).map((item) => [item.sku, item.matched_variant_sku])).toEqual([['APPL-IPHONE-15', 'APPL-1462']]);
    const green = await list({ filter: { category_id: { eq: '3' }, color: { eq: '54' } } });
    expect(green.total_count).toBe(0);
    const gold = await list({ filter: { color: { eq: '53' } } });
    expect(gold.total_count).toBeGreaterThan(0);
    expect(gold.items.every((item) => item.__typename === 'ConfigurableProduct' && item.matched_variant_sku)).toBe(true);
    const both = await list({ filter: { color: { in: ['53', '60'] } } });
    expect(both.total_count).toBeGreaterThan(gold.total_count);
    const none = await list({ filter: { capacity: { eq: '85' } } });
    expect(none.total_count).toBe(0);
    const bad = await graphqlCall(backend, LIST, { filter: { color: { eq: 'blue' } } });
    expect(bad.errors?.[0]).toMatchObject({ message: 'Invalid value of "color" provided.', extensions: { category: 'graphql-input' } });
  });
});

describe('search by a variant\'s words', () => {
  it('finds the product by colour and capacity in Arabic and English and names the variant', async () => {
    for (const [keyword, store, sku, variant] of [
      ['ايفون 15 ازرق', 'ar', 'APPL-IPHONE-15', /^APPL-/],
      ['iphone 15 blue', 'en', 'APPL-IPHONE-15', /^APPL-/],
      ['galaxy s24 256', 'en', 'SAMS-GALAXY-S24', /^SAMS-10\d\d$/],
      ['جالاكسي اس 24 256', 'ar', 'SAMS-GALAXY-S24', /^SAMS-10\d\d$/],
    ] as const) {
      const found = await list({ search: keyword }, store);
      const item = found.items.find((candidate) => candidate.sku === sku);
      expect(item, keyword).toBeDefined();
      expect(found.items.indexOf(item!), keyword).toBeLessThan(3);
      expect(item?.matched_variant_sku, keyword).toMatch(variant);
    }
    const blue = await list({ search: 'iphone 15 blue' });
    const chosen = blue.items.find((item) => item.sku === 'APPL-IPHONE-15')?.matched_variant_sku;
    const values = backend.db.prepare(`SELECT v.option_id FROM product_attribute_values v JOIN products p ON p.id = v.product_id
      WHERE p.sku = ? AND v.attribute_id = 93`).get(chosen ?? '') as { option_id: number };
    expect(values.option_id).toBe(51);
  });

  it('names no variant when the search names no option value, and the in-stock one when several fit', async () => {
    const plain = await list({ search: 'iphone 15' });
    expect(plain.items.find((item) => item.sku === 'APPL-IPHONE-15')?.matched_variant_sku).toBeNull();
    const silver = await list({ search: 'iphone 15 silver 512' });
    // Silver 512GB is sold out and the only fit: it is named all the same (the page says it is sold out).
    expect(silver.items.find((item) => item.sku === 'APPL-IPHONE-15')?.matched_variant_sku).toBe('APPL-1462');
    const silverOnly = await list({ search: 'iphone 15 silver' });
    const named = silverOnly.items.find((item) => item.sku === 'APPL-IPHONE-15')?.matched_variant_sku;
    const stock = backend.db.prepare('SELECT is_in_stock FROM products WHERE sku = ?').get(named ?? '') as { is_in_stock: number };
    expect(stock.is_in_stock).toBe(1);
  });
});
