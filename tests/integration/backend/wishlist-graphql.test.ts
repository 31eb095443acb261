/* eslint-disable @typescript-eslint/no-explicit-any -- answers are probed by the assertions themselves */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlCall, registerCustomer, restCall, startTestBackend, type TestBackend } from '../../helpers/backend.ts';

/** Magento 2.4.4's wishlist GraphQL over the customer's one list (the same list the wishlist REST module serves). */
let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

const WISHLIST = 'id items_count sharing_code updated_at items_v2(currentPage: 1, pageSize: 20) { items { __typename id quantity description added_at product { sku } } page_info { total_pages } }';
const ADD = `mutation($id: ID!, $items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: $id, wishlistItems: $items) { wishlist { ${WISHLIST} } user_errors { code message } } }`;
const UPDATE = `mutation($id: ID!, $items: [WishlistItemUpdateInput!]!) { updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) { wishlist { ${WISHLIST} } user_errors { code message } } }`;
const REMOVE = `mutation($id: ID!, $ids: [ID!]!) { removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) { wishlist { ${WISHLIST} } user_errors { code message } } }`;

const skus = (count: number, condition = "type_id = 'simple'") =>
  (backend.db.prepare(`SELECT sku FROM products WHERE status = 1 AND visibility = 4 AND ${condition} ORDER BY id LIMIT ?`).all(count) as { sku: string }[]).map((row) => row.sku);

async function wishlistIdOf(token: string): Promise<string> {
  const answer = await graphqlCall(backend, `{ customer { wishlists { ${WISHLIST} } } }`, {}, { token });
  return answer.data?.customer.wishlists[0].id;
}

describe('customer.wishlists', () => {
  it('is the customer\'s one list, empty at first, never null', async () => {
    const token = await registerCustomer(backend, { email: 'wl-empty@example.qa' });
    const answer = await graphqlCall(backend, `{ customer { wishlists { ${WISHLIST} } wishlist { id items_count } } }`, {}, { token });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.customer.wishlists).toEqual([
      { id: expect.stringMatching(/^\d+$/), items_count: 0, sharing_code: null, updated_at: null, items_v2: { items: [], page_info: { total_pages: 0 } } },
    ]);
    expect(answer.data?.customer.wishlist.id).toBe(answer.data?.customer.wishlists[0].id);
  });

  it('needs a signed-in customer', async () => {
    const answer = await graphqlCall(backend, '{ customer { wishlists { id } } }');
    expect(answer.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    const add = await graphqlCall(backend, ADD, { id: '0', items: [{ sku: skus(1)[0], quantity: 1 }] });
    expect(add.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    expect((await graphqlCall(backend, '{ wishlist { items_count } }')).errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });
});

describe('addProductsToWishlist, updateProductsInWishlist, removeProductsFromWishlist', () => {
  it('add products (a repeat raises the quantity), change quantity and note, remove, all on the REST list too', async () => {
    const token = await registerCustomer(backend, { email: 'wl-flow@example.qa' });
    const id = await wishlistIdOf(token);
    const [phone] = skus(1);
    const [ecard] = skus(1, "type_id = 'virtual'");
    const added = await graphqlCall(backend, ADD, { id, items: [{ sku: phone, quantity: 1 }, { sku: ecard, quantity: 2 }] }, { token });
    expect(added.errors).toBeUndefined();
    expect(added.data?.addProductsToWishlist.user_errors).toEqual([]);
    const items = added.data?.addProductsToWishlist.wishlist.items_v2.items;
    expect(items.map((item: any) => [item.__typename, item.product.sku, item.quantity])).toEqual([
      ['VirtualWishlistItem', ecard, 2],
      ['SimpleWishlistItem', phone, 1],
    ]);
    const again = await graphqlCall(backend, ADD, { id: '0', items: [{ sku: phone, quantity: 2 }] }, { token });
    expect(again.data?.addProductsToWishlist.wishlist.items_v2.items.find((item: any) => item.product.sku === phone).quantity).toBe(3);

    const phoneItem = items.find((item: any) => item.product.sku === phone).id;
    const updated = await graphqlCall(backend, UPDATE, { id, items: [{ wishlist_item_id: phoneItem, quantity: 1, description: 'For Eid' }] }, { token });
    expect(updated.data?.updateProductsInWishlist.wishlist.items_v2.items.find((item: any) => item.id === phoneItem)).toMatchObject({ quantity: 1, description: 'For Eid' });
    const rest = await restCall(backend, 'GET', '/V1/wishlist/items', undefined, { token });
    expect(rest.body.data.map((item: any) => item.product.sku).sort()).toEqual([ecard, phone].sort());

    const removed = await graphqlCall(backend, REMOVE, { id, ids: [phoneItem] }, { token });
    expect(removed.data?.removeProductsFromWishlist.wishlist.items_count).toBe(1);
    expect(removed.data?.removeProductsFromWishlist.user_errors).toEqual([]);
  });

  it('report unknown SKUs and items in user_errors, keep the rest', async () => {
    const token = await registerCustomer(backend, { email: 'wl-errors@example.qa' });
    const id = await wishlistIdOf(token);
    const [sku] = skus(1);
    const added = await graphqlCall(backend, ADD, { id, items: [{ sku: 'NO-SUCH-SKU', quantity: 1 }, { sku, quantity: 1 }] }, { token });
    expect(added.data?.addProductsToWishlist.user_errors).toEqual([{ code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NO-SUCH-SKU"' }]);
    expect(added.data?.addProductsToWishlist.wishlist.items_count).toBe(1);
    const updated = await graphqlCall(backend, UPDATE, { id, items: [{ wishlist_item_id: '999999', quantity: 2 }] }, { token });
    expect(updated.data?.updateProductsInWishlist.user_errors).toEqual([{ code: 'UNDEFINED', message: 'Could not find a wishlist item with ID "999999"' }]);
    const removed = await graphqlCall(backend, REMOVE, { id, ids: ['999999'] }, { token });
    expect(removed.data?.removeProductsFromWishlist.user_errors[0].code).toBe('UNDEFINED');
    expect(removed.data?.removeProductsFromWishlist.wishlist.items_count).toBe(1);
  });

  it('refuse another customer\'s wishlist and items, and bad quantities', async () => {
    const owner = await registerCustomer(backend, { email: 'wl-owner@example.qa' });
    const other = await registerCustomer(backend, { email: 'wl-other@example.qa' });
    const ownerList = await wishlistIdOf(owner);
    const [sku] = skus(1);
    const ownerItem = (await graphqlCall(backend, ADD, { id: ownerList, items: [{ sku, quantity: 1 }] }, { token: owner })).data?.addProductsToWishlist.wishlist.items_v2.items[0].id;

    const foreignList = await graphqlCall(backend, ADD, { id: ownerList, items: [{ sku, quantity: 1 }] }, { token: other });
    expect(foreignList.errors?.[0]).toMatchObject({ message: 'The wishlist was not found.', extensions: { category: 'graphql-input' } });
    const otherList = await wishlistIdOf(other);
    const foreignItem = await graphqlCall(backend, REMOVE, { id: otherList, ids: [ownerItem] }, { token: other });
    expect(foreignItem.data?.removeProductsFromWishlist.user_errors[0].code).toBe('UNDEFINED');
    const foreignView = await graphqlCall(backend, 'query($id: ID!) { customer { wishlist_v2(id: $id) { id } } }', { id: ownerList }, { token: other });
    expect(foreignView.data?.customer.wishlist_v2).toBeNull();
    expect((await graphqlCall(backend, `{ customer { wishlists { items_count } } }`, {}, { token: owner })).data?.customer.wishlists[0].items_count).toBe(1);

    for (const quantity of [0, -1, 1.5, 10_001]) {
      const bad = await graphqlCall(backend, ADD, { id: otherList, items: [{ sku, quantity }] }, { token: other });
      expect(bad.errors?.[0]?.extensions?.category, String(quantity)).toBe('graphql-input');
    }
    const badPage = await graphqlCall(backend, '{ customer { wishlists { items_v2(pageSize: 0) { items { id } } } } }', {}, { token: other });
    expect(badPage.errors?.[0]).toMatchObject({ message: 'pageSize value must be greater than 0.', extensions: { category: 'graphql-input' } });
  });

  it('addWishlistItemsToCart moves what the cart takes, keeps and reports what it refuses', async () => {
    const token = await registerCustomer(backend, { email: 'wl-to-cart@example.qa' });
    const id = await wishlistIdOf(token);
    const [inStock] = skus(1, "type_id = 'simple' AND is_in_stock = 1 AND qty >= 10");
    const [soldOut] = skus(1, 'is_in_stock = 0');
    const listed = (await graphqlCall(backend, ADD, { id, items: [{ sku: inStock, quantity: 2 }, { sku: soldOut, quantity: 1 }] }, { token })).data?.addProductsToWishlist.wishlist;
    const soldOutItem = listed.items_v2.items.find((item: any) => item.product.sku === soldOut).id;
    const MOVE = `mutation($id: ID!, $ids: [ID!]) { addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $ids) {
      status wishlist { items_count items_v2 { items { id product { sku } } } } add_wishlist_items_to_cart_user_errors { code message wishlistId wishlistItemId } } }`;
    const moved = await graphqlCall(backend, MOVE, { id }, { token });
    expect(moved.errors).toBeUndefined();
    expect(moved.data?.addWishlistItemsToCart).toMatchObject({
      status: false,
      wishlist: { items_count: 1, items_v2: { items: [{ id: soldOutItem, product: { sku: soldOut } }] } },
      add_wishlist_items_to_cart_user_errors: [{ code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.', wishlistId: id, wishlistItemId: soldOutItem }],
    });
    const cart = await graphqlCall(backend, '{ customerCart { items { quantity product { sku } } } }', {}, { token });
    expect(cart.data?.customerCart.items).toEqual([{ quantity: 2, product: { sku: inStock } }]);
    const unknown = await graphqlCall(backend, MOVE, { id, ids: ['999999'] }, { token });
    expect(unknown.data?.addWishlistItemsToCart.add_wishlist_items_to_cart_user_errors).toEqual([
      { code: 'UNDEFINED', message: 'Could not find a wishlist item with ID "999999"', wishlistId: id, wishlistItemId: '999999' },
    ]);
    expect((await graphqlCall(backend, MOVE, { id: '0' })).errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });

  it('the deprecated wishlist query answers the same list', async () => {
    const token = await registerCustomer(backend, { email: 'wl-legacy@example.qa' });
    const [sku] = skus(1);
    await graphqlCall(backend, ADD, { id: '0', items: [{ sku, quantity: 1 }] }, { token });
    const answer = await graphqlCall(backend, '{ wishlist { items_count name items { id qty product { sku } } } }', {}, { token });
    expect(answer.data?.wishlist).toMatchObject({ items_count: 1, name: null, items: [{ qty: 1, product: { sku } }] });
  });
});
