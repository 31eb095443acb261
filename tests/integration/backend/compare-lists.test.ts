/**
 * Magento's compare list over GraphQL: a guest's list by uid with products, their comparable attributes and a
 * configurable product's chosen variant; at most four products; removal and deletion; a customer's one list
 * (`customer.compare_list`) and a guest's list carried into it at sign-in; another shopper's list stays theirs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken, graphql, startAdminBackend, type AdminTestBackend } from '../../helpers/admin-api.ts';

let backend: AdminTestBackend;
beforeAll(async () => {
  backend = await startAdminBackend();
});
afterAll(() => backend.stop());

const LIST_FIELDS = `uid item_count attributes { code label }
  items { uid attributes { code value } product { id sku name ... on ConfigurableProduct { matched_variant_sku } } }`;
const CREATE = `mutation($products: [ID!]) { createCompareList(input: { products: $products }) { ${LIST_FIELDS} } }`;
const ADD = `mutation($uid: ID!, $products: [ID!]!) { addProductsToCompareList(input: { uid: $uid, products: $products }) { ${LIST_FIELDS} } }`;
const REMOVE = `mutation($uid: ID!, $products: [ID!]!) { removeProductsFromCompareList(input: { uid: $uid, products: $products }) { ${LIST_FIELDS} } }`;
const READ = `query($uid: ID!) { compareList(uid: $uid) { ${LIST_FIELDS} } }`;
const ASSIGN = `mutation($uid: ID!) { assignCompareListToCustomer(uid: $uid) { result compare_list { ${LIST_FIELDS} } } }`;
const DELETE = 'mutation($uid: ID!) { deleteCompareList(uid: $uid) { result } }';
const MINE = `{ customer { compare_list { ${LIST_FIELDS} } } }`;

interface CompareList {
  uid: string;
  item_count: number;
  attributes: Array<{ code: string; label: string }>;
  items: Array<{ uid: string; attributes: Array<{ code: string; value: string }>; product: { id: number; sku: string; name: string; matched_variant_sku?: string | null } }>;
}

/** Simple products sold on their own, in stock, and a configurable product's variant with its parent. */
function products() {
  const simple = (backend.db.prepare("SELECT id, sku FROM products p WHERE type_id = 'simple' AND status = 1 AND visibility <> 1 AND NOT EXISTS (SELECT 1 FROM configurable_links l WHERE l.child_id = p.id) ORDER BY id LIMIT 5").all() as Array<{ id: number; sku: string }>);
  const variant = backend.db.prepare("SELECT l.child_id AS id, c.sku, p.id AS parent_id, p.sku AS parent_sku FROM configurable_links l JOIN products c ON c.id = l.child_id JOIN products p ON p.id = l.parent_id WHERE p.status = 1 AND c.status = 1 ORDER BY l.parent_id LIMIT 1").get() as { id: number; sku: string; parent_id: number; parent_sku: string };
  return { simple, variant };
}

describe('compare lists', () => {
  it('makes a guest list with products, their rows and a configurable product compared as its chosen variant', async () => {
    const { simple, variant } = products();
    const created = await graphql<{ createCompareList: CompareList }>(backend.url, CREATE, { products: [String(simple[0]!.id), String(variant.id)] }, 'en');
    expect(created.errors).toBeUndefined();
    const list = created.data!.createCompareList;
    expect(list.uid).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(list.item_count).toBe(2);
    expect(list.items.map((item) => item.product.sku)).toEqual([simple[0]!.sku, variant.parent_sku]);
    expect(list.items[1]!.product.matched_variant_sku).toBe(variant.sku);
    expect(list.attributes.slice(0, 2)).toEqual([{ code: 'sku', label: 'SKU' }, { code: 'brand', label: 'Brand' }]);
    const variantRow = Object.fromEntries(list.items[1]!.attributes.map((attribute) => [attribute.code, attribute.value]));
    expect(variantRow.sku).toBe(variant.sku);
    const colour = backend.db.prepare("SELECT ol.label FROM product_attribute_values v JOIN product_attributes a ON a.attribute_id = v.attribute_id AND a.attribute_code = 'color' JOIN attribute_option_labels ol ON ol.option_id = v.option_id AND ol.store_id IN (0, 2) WHERE v.product_id = ? ORDER BY ol.store_id DESC LIMIT 1").get(variant.id) as { label: string };
    expect(variantRow.color).toBe(colour.label);
    // Every item answers every row, in the rows' order.
    for (const item of list.items) expect(item.attributes.map((attribute) => attribute.code)).toEqual(list.attributes.map((attribute) => attribute.code));

    const arabic = await graphql<{ compareList: CompareList }>(backend.url, READ, { uid: list.uid }, 'ar');
    expect(arabic.data!.compareList.attributes[0]).toEqual({ code: 'sku', label: 'رمز المنتج' });
    // Beyond the SKU and the brand, the rows are the attributes flagged comparable, and only those.
    const comparable = new Set((backend.db.prepare('SELECT attribute_code FROM product_attributes WHERE is_comparable = 1').all() as Array<{ attribute_code: string }>).map((row) => row.attribute_code));
    expect(list.attributes.slice(2).every((attribute) => comparable.has(attribute.code))).toBe(true);
  });

  it('shows the specifications of the products compared, numbers with their unit, in each store view', async () => {
    const phone = backend.db
      .prepare("SELECT l.child_id AS id, c.sku FROM configurable_links l JOIN products c ON c.id = l.child_id JOIN product_attribute_scalars s ON s.product_id IN (l.parent_id, l.child_id) AND s.attribute_id = (SELECT attribute_id FROM product_attributes WHERE attribute_code = 'screen_size') ORDER BY l.parent_id LIMIT 1")
      .get() as { id: number; sku: string } | undefined;
    expect(phone, 'the seed has a variant with a screen size').toBeDefined();
    const en = (await graphql<{ createCompareList: CompareList }>(backend.url, CREATE, { products: [String(phone!.id)] }, 'en')).data!.createCompareList;
    expect(en.attributes).toContainEqual({ code: 'screen_size', label: 'Screen size' });
    const size = en.items[0]!.attributes.find((attribute) => attribute.code === 'screen_size')!.value;
    expect(size).toMatch(/^\d+(\.\d+)? inch$/);
    const ar = await graphql<{ compareList: CompareList }>(backend.url, READ, { uid: en.uid }, 'ar');
    expect(ar.data!.compareList.attributes).toContainEqual({ code: 'screen_size', label: 'حجم الشاشة' });
    expect(ar.data!.compareList.items[0]!.attributes.find((attribute) => attribute.code === 'screen_size')!.value).toBe(size.replace('inch', 'بوصة'));
  });

  it('holds at most four products, refusing a fifth with nothing added, and removes and deletes', async () => {
    const { simple } = products();
    const list = (await graphql<{ createCompareList: CompareList }>(backend.url, CREATE, { products: simple.slice(0, 4).map((product) => String(product.id)) }, 'en')).data!.createCompareList;
    expect(list.item_count).toBe(4);
    const fifth = await graphql(backend.url, ADD, { uid: list.uid, products: [String(simple[4]!.id)] }, 'en');
    expect(fifth.errors?.[0]?.message).toBe('A compare list holds at most 4 products. Remove one to add another.');
    expect((await graphql<{ compareList: CompareList }>(backend.url, READ, { uid: list.uid }, 'en')).data!.compareList.item_count).toBe(4);
    // The same product again keeps its one place.
    expect((await graphql<{ addProductsToCompareList: CompareList }>(backend.url, ADD, { uid: list.uid, products: [String(simple[0]!.id)] }, 'en')).data!.addProductsToCompareList.item_count).toBe(4);

    const removed = await graphql<{ removeProductsFromCompareList: CompareList }>(backend.url, REMOVE, { uid: list.uid, products: [String(simple[1]!.id)] }, 'en');
    expect(removed.data!.removeProductsFromCompareList.items.map((item) => item.product.sku)).toEqual([simple[0]!.sku, simple[2]!.sku, simple[3]!.sku]);
    expect((await graphql<{ deleteCompareList: { result: boolean } }>(backend.url, DELETE, { uid: list.uid }, 'en')).data!.deleteCompareList.result).toBe(true);
    const gone = await graphql(backend.url, READ, { uid: list.uid }, 'en');
    expect(gone.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
  });

  it('carries a guest\'s list into the customer\'s at sign-in, keeps it theirs, and refuses bad input', async () => {
    const { simple, variant } = products();
    const token = await customerToken(backend.url, 'comparer@example.qa');
    const own = (await graphql<{ createCompareList: CompareList }>(backend.url, CREATE, { products: [String(simple[0]!.id)] }, 'en', token)).data!.createCompareList;
    // A customer has one list: creating again answers it.
    expect((await graphql<{ createCompareList: CompareList }>(backend.url, CREATE, {}, 'en', token)).data!.createCompareList.uid).toBe(own.uid);

    const guest = (await graphql<{ createCompareList: CompareList }>(backend.url, CREATE, { products: [String(simple[0]!.id), String(variant.id), String(simple[2]!.id), String(simple[3]!.id)] }, 'en')).data!.createCompareList;
    const assigned = await graphql<{ assignCompareListToCustomer: { result: boolean; compare_list: CompareList } }>(backend.url, ASSIGN, { uid: guest.uid }, 'en', token);
    expect(assigned.data!.assignCompareListToCustomer.result).toBe(true);
    expect(assigned.data!.assignCompareListToCustomer.compare_list.uid).toBe(own.uid);
    // Theirs first, then the guest's that fit: four in all.
    expect(assigned.data!.assignCompareListToCustomer.compare_list.items.map((item) => item.product.sku)).toEqual([simple[0]!.sku, variant.parent_sku, simple[2]!.sku, simple[3]!.sku]);
    expect((await graphql(backend.url, READ, { uid: guest.uid }, 'en')).errors).toBeDefined();
    const mine = await graphql<{ customer: { compare_list: CompareList } }>(backend.url, MINE, {}, 'en', token);
    expect(mine.data!.customer.compare_list.item_count).toBe(4);

    // Someone else's list does not exist for a guest or another customer.
    const other = await customerToken(backend.url, 'other-comparer@example.qa');
    expect((await graphql(backend.url, READ, { uid: own.uid }, 'en')).errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    expect((await graphql(backend.url, ADD, { uid: own.uid, products: [String(simple[1]!.id)] }, 'en', other)).errors).toBeDefined();
    expect((await graphql(backend.url, ASSIGN, { uid: own.uid }, 'en', other)).errors).toBeDefined();
    expect((await graphql(backend.url, ASSIGN, { uid: guest.uid }, 'en')).errors?.[0]?.extensions?.category).toBe('graphql-authorization');

    for (const products of [['abc'], ['99999999'], ['0'], Array.from({ length: 9 }, (_, index) => String(index + 1))]) {
      const answer = await graphql(backend.url, CREATE, { products }, 'en');
      expect(answer.errors?.[0]?.extensions?.category, JSON.stringify(products)).toBe('graphql-input');
    }
    expect((await graphql(backend.url, READ, { uid: 'x'.repeat(65) }, 'en')).errors?.[0]?.extensions?.category).toBe('graphql-input');
  });
});
