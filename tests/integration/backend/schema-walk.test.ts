import { buildClientSchema, buildSchema, getIntrospectionQuery, type GraphQLObjectType, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  graphqlCall,
  placeOrderNumber,
  prepareCheckout,
  productWithStock,
  registerCustomer,
  startTestBackend,
  customerCartId,
  addProductsToCart,
  QATAR_CART_ADDRESS,
  type TestBackend,
} from '../../helpers/backend.ts';
import { EnumValue, nullsAtNonNull, walkQuery, type ArgumentValues } from '../../helpers/schema-walk-query.ts';

/**
 * Walks the served schema: every root Query field is called with minimal valid arguments, selecting every field
 * below it a few levels deep (every type of an interface). No field may answer "Internal server error", and no
 * non-null field may come back null — what a Magento client reading the answer without checks relies on.
 */
let backend: TestBackend;
let schema: GraphQLSchema;
let token: string;
let args: ArgumentValues;

/** The root Query fields this store must serve (Magento 2.4.4 core, issue 14), beside whatever else it serves. */
const REQUIRED_QUERY_FIELDS = [
  'products', 'categoryList', 'categories', 'category', 'route', 'urlResolver', 'storeConfig', 'availableStores', 'currency',
  'countries', 'country', 'isEmailAvailable', 'cart', 'customerCart', 'customer', 'cmsPage', 'cmsBlocks', 'wishlist',
  'checkoutAgreements', 'customerOrders',
];

beforeAll(async () => {
  // A walk selects every field below a root field, far past the complexity a client may ask for (graphql-limits.test.ts).
  backend = await startTestBackend({ config: { graphqlLimits: { depth: 20, complexity: 1_000_000 } } });
  const introspection = await graphqlCall<IntrospectionQuery>(backend, getIntrospectionQuery());
  schema = buildClientSchema(introspection.data as IntrospectionQuery);
  token = await registerCustomer(backend, { email: 'walker@example.qa', telephone: '55001122' });
  // An order awaiting card payment (for payfortRedirectData), then a cart with one item and a wishlist item.
  const paid = productWithStock(backend, 'simple', 5);
  const cardCart = await prepareCheckout(backend, token, [{ sku: paid.sku, quantity: 1 }], {
    shipping: { carrier_code: 'standard', method_code: 'standard' },
    payment: 'aps_fort_cc',
  });
  const orderNumber = await placeOrderNumber(backend, token, cardCart);
  const cartId = await customerCartId(backend, token);
  const inCart = productWithStock(backend, 'simple', 5);
  await addProductsToCart(backend, token, cartId, [{ sku: inCart.sku, quantity: 1 }]);
  // A shipping address, so that the cart's delivery side (methods on offer, billing) is walked too.
  const addressed = await graphqlCall(
    backend,
    'mutation($input: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $input) { cart { id } } }',
    { input: { cart_id: cartId, shipping_addresses: [{ address: QATAR_CART_ADDRESS }] } },
    { token },
  );
  expect(addressed.errors).toBeUndefined();
  const wished = await graphqlCall(
    backend,
    'mutation($items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: "0", wishlistItems: $items) { wishlist { id } } }',
    { items: [{ sku: inCart.sku, quantity: 1 }] },
    { token },
  );
  expect(wished.errors).toBeUndefined();
  const wishlistId = (await graphqlCall(backend, '{ customer { wishlists { id } } }', {}, { token })).data?.customer.wishlists[0].id as string;
  const urlKey = (backend.db.prepare('SELECT url_key FROM product_store WHERE product_id = ? AND store_id = 2').get(inCart.id) as { url_key: string }).url_key;
  // The customer's compare list: a product and a configurable product's variant (a guest walking it finds no such list).
  const variantId = (backend.db.prepare('SELECT child_id FROM configurable_links ORDER BY parent_id LIMIT 1').get() as { child_id: number }).child_id;
  const compared = await graphqlCall(backend, 'mutation($products: [ID!]) { createCompareList(input: { products: $products }) { uid } }', { products: [String(inCart.id), String(variantId)] }, { token });
  expect(compared.errors).toBeUndefined();
  const compareListUid = compared.data?.createCompareList.uid as string;
  args = {
    'Query.products.pageSize': 2,
    'Query.products.search': 'phone',
    'Query.categories.pageSize': 2,
    'Query.categoryList.filters': { ids: { eq: '3' } },
    'Query.category.id': 3,
    'Query.cart.cart_id': cartId,
    'Query.cmsBlocks.identifiers': ['contact-us-banner', 'pwa_home_one_en'],
    'Query.cmsPage.identifier': 'about-us',
    'Query.country.id': 'QA',
    'Query.attributesList.entityType': new EnumValue('CATALOG_PRODUCT'),
    'Query.getSliders.titles': ['home_main_slider'],
    'Query.payfortRedirectData.order_number': orderNumber,
    'Query.payfortRedirectData.return_url': 'http://127.0.0.1:4321/en/payment/status',
    'Query.route.url': `${urlKey}.html`,
    'Query.urlResolver.url': 'mobile-phones.html',
    'Query.isEmailAvailable.email': 'someone-new@example.qa',
    'Query.compareList.uid': compareListUid,
    'Customer.wishlist_v2.id': wishlistId,
    'CategoryTree.products.pageSize': 2,
    'CategoryInterface.products.pageSize': 2,
    'Customer.orders.pageSize': 2,
    'Customer.wishlists.pageSize': 2,
    'Wishlist.items_v2.pageSize': 2,
  };
}, 60_000);
afterAll(() => backend.close());

/**
 * The root field walked as deep as graphql-js's validation budget allows (it refuses a query too costly to check
 * with "Validation aborted."): from 6 object levels down to 3.
 */
async function deepestWalk(field: string) {
  for (let depth = 6; ; depth -= 1) {
    const result = await graphqlCall(backend, walkQuery(schema, field, { depth, arguments: args }), {}, { token });
    if (depth === 3 || result.errors?.[0]?.message !== 'Validation aborted.') return result;
  }
}

const rootFields = () => Object.keys((schema.getQueryType() as GraphQLObjectType).getFields());

describe('the walk itself', () => {
  it('selects every field to the depth asked, aliases clashing fields, and finds a null non-null field', () => {
    const tiny = buildSchema(`
      type Query { things(first: Int!): [Thing!]! }
      interface Thing { id: ID! }
      type Box implements Thing { id: ID! size: Int! inner: Thing }
      type Bag implements Thing { id: ID! size: String }`);
    const query = walkQuery(tiny, 'things', { depth: 3, arguments: { 'Query.things.first': 2 } });
    expect(query).toBe(
      'query Walk_things { things(first: 2) { __typename ... on Box { id Box__size: size } ... on Bag { id Bag__size: size } } }',
    );
    expect(() => walkQuery(tiny, 'things', { depth: 3, arguments: {} })).toThrow('no value for the required argument Query.things.first');
    const field = (tiny.getQueryType() as GraphQLObjectType).getFields().things;
    const answer = [{ __typename: 'Box', id: '1', Box__size: null }, { __typename: 'Bag', id: '2', Bag__size: null }];
    expect(nullsAtNonNull(tiny, field!.type, answer, 'things')).toEqual(['things.0.Box__size']);
  });
});

describe('walking every root Query field of the served schema', () => {
  it('serves the Magento 2.4.4 core root fields of what the store has', () => {
    expect(REQUIRED_QUERY_FIELDS.filter((field) => !rootFields().includes(field))).toEqual([]);
  });

  it('answers every root field signed in, without an internal error or a null non-null field', async () => {
    const problems: string[] = [];
    for (const field of rootFields()) {
      const result = await deepestWalk(field);
      for (const error of result.errors ?? []) problems.push(`${field}: ${error.message} at ${error.path?.join('.')} (${error.extensions?.category})`);
      const type = (schema.getQueryType() as GraphQLObjectType).getFields()[field]?.type;
      if (type && result.data) problems.push(...nullsAtNonNull(schema, type, result.data[field], field).map((path) => `${path} is null`));
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('answers what Magento always answers, even where its schema would allow null', async () => {
    const products = await graphqlCall(backend, '{ products(search: "phone", pageSize: 1) { sort_fields { default options { label value } } } }');
    expect(products.data?.products.sort_fields).toMatchObject({ default: 'position', options: expect.arrayContaining([{ label: 'Price', value: 'price' }]) });
    const cart = await graphqlCall(backend, '{ customerCart { email selected_payment_method { code title } } }', {}, { token });
    expect(cart.data?.customerCart).toEqual({ email: 'walker@example.qa', selected_payment_method: { code: '', title: '' } });
    const guestCartId = (await graphqlCall(backend, 'mutation { createEmptyCart }')).data?.createEmptyCart as string;
    const guestCart = await graphqlCall(backend, 'query($id: String!) { cart(cart_id: $id) { selected_payment_method { code title } items { uid } } }', { id: guestCartId });
    expect(guestCart.data?.cart).toEqual({ selected_payment_method: { code: '', title: '' }, items: [] });
  });

  it('answers every root field as a guest with data or a Magento error category, never an internal error', async () => {
    const problems: string[] = [];
    for (const field of rootFields()) {
      const result = await graphqlCall(backend, walkQuery(schema, field, { depth: 3, arguments: args }), {}, { store: 'ar' });
      for (const error of result.errors ?? []) {
        if (error.extensions?.category !== 'graphql-authorization' && error.extensions?.category !== 'graphql-no-such-entity') {
          problems.push(`${field}: ${error.message} (${error.extensions?.category})`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
