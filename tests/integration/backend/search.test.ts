/**
 * `products(search:)` over the seeded catalogue, in both store views, as shoppers in Qatar type: Arabic spelling
 * variants, other spellings of brand names, plurals and the article, Arabic-Indic digits, Latin typos, Gulf words;
 * ranking (exact model first, in stock before out of stock), nonsense, "Did you mean", and the index following
 * admin changes of stock and of the synonym groups.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, graphql, startAdminBackend, type AdminTestBackend } from '../../helpers/admin-api.ts';

interface SearchItem {
  name: string;
  sku: string;
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK';
  categories: Array<{ id: number }>;
}

interface SearchAnswer {
  products: {
    total_count: number;
    items: SearchItem[];
    aggregations: Array<{ attribute_code: string }>;
    did_you_mean: string | null;
  };
}

const SEARCH = `query ($q: String, $size: Int) { products(search: $q, pageSize: $size, currentPage: 1) {
  total_count items { name sku stock_status categories { id } } aggregations { attribute_code } did_you_mean } }`;

let backend: AdminTestBackend;
let token: string;

beforeAll(async () => {
  backend = await startAdminBackend();
  token = await adminToken(backend.url);
});
afterAll(() => backend.stop());

async function search(keyword: string, store: 'ar' | 'en', size = 5) {
  const answer = await graphql<SearchAnswer>(backend.url, SEARCH, { q: keyword, size }, store);
  expect(answer.errors).toBeUndefined();
  const products = answer.data?.products;
  if (!products) throw new Error(`no products answer for ${keyword}`);
  return products;
}

const inCategory = (item: SearchItem | undefined, id: number) => item?.categories.some((category) => category.id === id) ?? false;
const PHONES = 3;
const TABLETS = 4;
const HEADPHONES = 20;

describe.each(['ar', 'en'] as const)('search in the %s store view', (store) => {
  it.each([
    ['ايفون', /iPhone|آيفون/],
    ['أيفون', /iPhone|آيفون/],
    ['آيفون', /iPhone|آيفون/],
    ['سامسونغ', /Samsung|سامسونج/],
    ['glaxy', /Galaxy|جالاكسي/],
    ['galxy s24', /Galaxy S24|جالاكسي إس 24/],
  ])('"%s" finds what the shopper meant first', async (keyword, name) => {
    const found = await search(keyword, store);
    expect(found.total_count).toBeGreaterThan(0);
    for (const item of found.items) expect(item.name).toMatch(name);
  });

  it.each([
    ['سماعات', HEADPHONES],
    ['السماعات', HEADPHONES],
    ['جوال', PHONES],
    ['تابلت', TABLETS],
  ])('"%s" finds the goods of that kind', async (keyword, category) => {
    const found = await search(keyword, store);
    expect(found.items.length).toBeGreaterThan(0);
    for (const item of found.items) expect(inCategory(item, category)).toBe(true);
  });

  // Each seed synonym group's everyday query (backend/seed/search-synonyms.ts): the Gulf word or the Arabic
  // transliteration finds the goods it names first.
  it.each([
    ['كفر ايفون', /(Case|جراب).*(iPhone|آيفون)|iPhone.*Case/],
    ['كفرات سامسونق', /(Case|جراب).*(Galaxy|جالاكسي)|Galaxy.*Case/],
    ['لزقة شاشة', /Screen Protector|واقي شاشة/],
    ['شواحن سامسونق', /Samsung.*(Charger|Adapter)|شاحن سامسونج/],
    ['وصلة تايب سي', /USB-C.*Cable|كابل.*USB-C/],
    ['قالكسي', /Galaxy|جالاكسي/],
    ['جلاكسي اس 24', /Galaxy S24|جالاكسي إس 24/],
    ['سامسونق', /Samsung|سامسونج/],
    ['بلاي ستيشن 5', /PlayStation 5|بلايستيشن 5/],
    ['سوني 5', /PlayStation 5|بلايستيشن 5/],
    ['ماك بوك', /MacBook|ماك بوك/],
    ['ابل واتش', /Apple Watch|أبل واتش/],
    ['ايواتش', /Apple Watch|أبل واتش/],
    ['اير بودز برو', /AirPods Pro|إيربودز برو/],
    ['شاومي', /Xiaomi|شاومي/],
    ['هواوي', /Huawei|هواوي/],
  ])('"%s" (Gulf usage) finds what the shopper meant first', async (keyword, name) => {
    const meant = (await search(keyword, store)).items.map((item) => name.test(item.name));
    expect(meant[0]).toBe(true);
    // What the shopper meant comes before anything else the words also find (an iPhone case before its screen glass).
    expect(meant).toEqual([...meant].sort((a, b) => Number(b) - Number(a)));
  });

  it.each([
    ['هيدفون', HEADPHONES],
    ['ايرفون', HEADPHONES],
    ['تلفون', PHONES],
    ['موبايلات', PHONES],
    ['اجهزة لوحية', TABLETS],
  ])('"%s" (Gulf usage) finds the goods of that kind', async (keyword, category) => {
    const found = await search(keyword, store);
    expect(found.items.length).toBeGreaterThan(0);
    for (const item of found.items) expect(inCategory(item, category)).toBe(true);
  });

  it('reads Arabic-Indic digits and ranks the exact model first', async () => {
    const [first] = (await search('ايفون ١٥', store)).items;
    // The model is one configurable product since its colours and capacities became its variants.
    expect(first?.name).toBe(store === 'ar' ? 'هاتف أبل آيفون 15' : 'Apple iPhone 15');
    const [s24] = (await search('S24', store)).items;
    expect(s24?.name).toMatch(store === 'ar' ? /جالاكسي إس 24$/ : /Galaxy S24$/);
    const proMax = await search('15 Pro Max', store);
    for (const item of proMax.items) expect(item.name).toMatch(/15 Pro Max|15 برو ماكس/);
  });

  it('ranks the exact model before longer ones, whatever words of its kind, brand and colour come with it', async () => {
    for (const keyword of ['هاتف أبل آيفون 15 أسود', 'ايفون 15 ازرق', 'apple iphone 15 black']) {
      const skus = (await search(keyword, store, 10)).items.map((item) => item.sku);
      expect(skus[0], keyword).toBe('APPL-IPHONE-15');
      expect(skus.indexOf('APPL-IPHONE-15-PRO'), keyword).toBeGreaterThan(0);
    }
  });

  it.each(['كفر ايفون', 'كفرات ايفون', 'iphone cover'])('"%s" ranks the covers before anything else, and calls no screen protector a cover', async (keyword) => {
    const items = (await search(keyword, store, 20)).items;
    const isCover = (item: SearchItem) => /Case|جراب/.test(item.name);
    expect(isCover(items[0]!)).toBe(true);
    const firstOther = items.findIndex((item) => !isCover(item));
    if (firstOther >= 0) expect(items.slice(firstOther).some(isCover), items.map((item) => item.name).join(' | ')).toBe(false);
    for (const item of items.filter((found) => /Screen Protector|واقي شاشة/.test(found.name))) expect(item.name).not.toMatch(/غطاء|كفر|Cover/);
  });

  it('finds a model by its shorthand', async () => {
    const found = await search('ps5', store);
    expect(found.total_count).toBeGreaterThan(0);
    for (const item of found.items) expect(item.name).toMatch(/PlayStation 5|بلايستيشن 5/);
  });

  it('answers a nonsense keyword with nothing, and a near miss with "Did you mean"', async () => {
    const nonsense = await search('xqzwv', store);
    expect(nonsense).toMatchObject({ total_count: 0, items: [], did_you_mean: null });
    const nearMiss = await search('glxy', store);
    expect(nearMiss).toMatchObject({ total_count: 0, did_you_mean: 'galaxy' });
    expect((await search('galaxy', store)).did_you_mean).toBeNull();
  });

  it('names the correction also when typo tolerance found products ("iphnoe" finds the iPhones)', async () => {
    const typo = await search('iphnoe', store);
    expect(typo.total_count).toBeGreaterThan(0);
    expect(typo.did_you_mean).toBe('iphone');
  });

  it('carries Magento aggregations for the filters', async () => {
    const codes = (await search('ايفون', store)).aggregations.map((aggregation) => aggregation.attribute_code);
    expect(codes).toEqual(expect.arrayContaining(['price', 'category_id', 'brand']));
  });
});

describe('GET /V1/search (Magento quick search over REST)', () => {
  const quickSearch = (store: 'ar' | 'en', term: string, requestName = 'quick_search_container') =>
    call<{ items: Array<{ id: number; score: number }>; total_count: number; aggregations: { bucket_names: string[] } }>(
      backend.url, 'GET', `/rest/${store}/V1/search?${new URLSearchParams({
        'searchCriteria[requestName]': requestName,
        'searchCriteria[filter_groups][0][filters][0][field]': 'search_term',
        'searchCriteria[filter_groups][0][filters][0][value]': term,
        'searchCriteria[pageSize]': '5',
      }).toString()}`);

  it.each(['ar', 'en'] as const)('ranks the same products as products(search:) in the %s store view', async (store) => {
    const rest = await quickSearch(store, 'سامسونغ');
    expect(rest.status).toBe(200);
    const graph = await graphql<{ products: { items: Array<{ id: number }>; total_count: number } }>(backend.url,
      '{ products(search: "سامسونغ", pageSize: 5) { total_count items { id } } }', {}, store);
    expect(rest.body.total_count).toBe(graph.data?.products.total_count);
    expect(rest.body.items.map((item) => item.id)).toEqual(graph.data?.products.items.map((item) => item.id));
    const scores = rest.body.items.map((item) => item.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(rest.body.aggregations.bucket_names).toEqual(expect.arrayContaining(['price_bucket', 'brand_bucket']));
  });

  it('refuses another request name or a missing keyword with a 400', async () => {
    expect((await quickSearch('en', 'iphone', 'advanced_search_container')).status).toBe(400);
    expect((await quickSearch('en', '  ')).status).toBe(400);
  });
});

describe('the index follows admin changes', () => {
  it('ranks a model whose every variant sold out still before other models, out of stock', async () => {
    const before = await search('iphone 15', 'en', 20);
    const first = before.items[0];
    if (!first) throw new Error('no iPhone 15 found');
    expect(first).toMatchObject({ sku: 'APPL-IPHONE-15', stock_status: 'IN_STOCK' });
    const variants = backend.db.prepare(`SELECT c.sku FROM configurable_links l JOIN products c ON c.id = l.child_id
      JOIN products p ON p.id = l.parent_id WHERE p.sku = ?`).all(first.sku) as Array<{ sku: string }>;
    for (const variant of variants) {
      const soldOut = await call(backend.url, 'PUT', `/rest/all/V1/products/${encodeURIComponent(variant.sku)}`,
        { product: { extension_attributes: { stock_item: { qty: 0, is_in_stock: false } } } }, token);
      expect(soldOut.status).toBe(200);
    }
    const after = (await search('iphone 15', 'en', 20)).items;
    const position = after.findIndex((item) => item.sku === first.sku);
    expect(after[position]?.stock_status).toBe('OUT_OF_STOCK');
    // Only exact models in stock (the iPhone 15 screen protector's name ends in "iPhone 15") come before it.
    for (const item of after.slice(0, position)) expect(item).toMatchObject({ stock_status: 'IN_STOCK', name: expect.stringMatching(/iPhone 15$/) });
    expect(after.findIndex((item) => item.name.startsWith('Apple iPhone 15 Pro'))).toBeGreaterThan(position);
  });

  // "سبيقن" (Spigen, a case maker the shop does not sell) is in no seed group and like no word of the index.
  it('applies a synonym group the merchant adds, and forgets it when deleted', async () => {
    expect((await search('سبيقن', 'ar')).total_count).toBe(0);
    const created = await call<{ group_id: number; synonym_group: string; store_id: number }>(backend.url, 'POST',
      '/rest/V1/search/synonyms', { synonymGroup: { synonym_group: 'سبيقن, جراب ,case' } }, token);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ synonym_group: 'سبيقن,جراب,case', store_id: 0 });
    const found = await search('سبيقن', 'ar');
    expect(found.total_count).toBeGreaterThan(0);
    for (const item of found.items) expect(item.name).toMatch(/Case|جراب|غطاء/i);

    const listed = await call<{ items: Array<{ group_id: number }> }>(backend.url, 'GET', '/rest/V1/search/synonyms', undefined, token);
    expect(listed.body.items.map((group) => group.group_id)).toContain(created.body.group_id);
    const removed = await call(backend.url, 'DELETE', `/rest/V1/search/synonyms/${created.body.group_id}`, undefined, token);
    expect(removed).toMatchObject({ status: 200, body: true });
    expect((await search('سبيقن', 'ar')).total_count).toBe(0);
  });

  it('refuses a bad synonym group with a 400 and a missing token with a 401', async () => {
    const single = await call(backend.url, 'POST', '/rest/V1/search/synonyms', { synonymGroup: { synonym_group: 'case' } }, token);
    expect(single.status).toBe(400);
    const badStore = await call(backend.url, 'POST', '/rest/V1/search/synonyms', { synonymGroup: { synonym_group: 'a1,b1', store_id: 9 } }, token);
    expect(badStore.status).toBe(400);
    const unknown = await call(backend.url, 'PUT', '/rest/V1/search/synonyms/999999', { synonymGroup: { synonym_group: 'x1,y1' } }, token);
    expect(unknown.status).toBe(404);
    const anonymous = await call(backend.url, 'GET', '/rest/V1/search/synonyms');
    expect(anonymous.status).toBe(401);
  });
});
