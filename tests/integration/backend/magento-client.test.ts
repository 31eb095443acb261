/* eslint-disable @typescript-eslint/no-explicit-any -- answers are probed by the assertions themselves */
import { readFileSync } from 'node:fs';
import { buildClientSchema, buildSchema, getIntrospectionQuery, parse, validate, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlCall, productWithStock, registerCustomer, startTestBackend, type CallOptions, type TestBackend } from '../../helpers/backend.ts';
import { clientOperations, type ClientOperation } from '../../helpers/magento-client-operations.ts';

/**
 * A Magento client's own document set (magento-client/*.graphql, PWA Studio style, with shared fragments): every
 * operation is valid on Magento 2.4.4 and on the served schema, and the whole set runs without an error in a
 * shopper's order — catalogue, URLs, a guest cart, sign-in (by the store's one-time code), account, checkout to
 * placeOrder, wishlist and sign-out.
 */
const operations = clientOperations();
const magento = buildSchema(readFileSync(new URL('../../../backend/graphql/magento-2.4.4-storefront.graphql', import.meta.url), 'utf8'));

let backend: TestBackend;
let served: GraphQLSchema;
beforeAll(async () => {
  backend = await startTestBackend();
  const introspection = await graphqlCall<IntrospectionQuery>(backend, getIntrospectionQuery());
  served = buildClientSchema(introspection.data as IntrospectionQuery);
});
afterAll(() => backend.close());

const ran = new Set<string>();

/** Runs one operation of the set by name; any error fails the test. */
async function run(name: string, variables: Record<string, unknown> = {}, options: CallOptions = {}): Promise<any> {
  const operation = operations.find((candidate) => candidate.name === name);
  if (!operation) throw new Error(`no operation ${name} in the document set`);
  const result = await graphqlCall(backend, operation.source, variables, options);
  expect(result.errors, `${name}: ${JSON.stringify(result.errors)}`).toBeUndefined();
  ran.add(name);
  return result.data;
}

describe('a Magento client document set', () => {
  it('holds at least 40 named operations over catalogue, URLs, cart, account, checkout and wishlist', () => {
    expect(operations.length).toBeGreaterThanOrEqual(40);
    expect(new Set(operations.map((operation) => operation.file))).toEqual(
      new Set(['account.graphql', 'cart.graphql', 'catalog.graphql', 'checkout.graphql', 'cms.graphql', 'compare-and-reviews.graphql', 'wishlist.graphql']),
    );
    expect(new Set(operations.map((operation) => operation.name)).size).toBe(operations.length);
  });

  it.each(operations.map((operation) => [operation.name, operation] as [string, ClientOperation]))('%s is valid on Magento 2.4.4 and on the served schema', (_, operation) => {
    const document = parse(operation.source);
    expect(validate(magento, document).map((error) => error.message)).toEqual([]);
    expect(validate(served, document).map((error) => error.message)).toEqual([]);
  });

  it('runs a configurable product\'s operations: PWA Studio\'s product detail, a partial choice, addConfigurableProductsToCart', async () => {
    const detail = (await run('GetProductDetailForConfigurableProduct', { urlKey: 'apple-iphone-15' }, { store: 'ar' })).products.items[0];
    expect(detail).toMatchObject({ __typename: 'ConfigurableProduct', sku: 'APPL-IPHONE-15' });
    expect(detail.configurable_options.map((option: any) => option.attribute_code)).toEqual(['color', 'capacity']);
    // What Venia's useProductFullDetail does: the option uids chosen name one variant through its value indexes.
    const [color, capacity] = detail.configurable_options;
    const silver = color.values.find((value: any) => value.default_label === 'Silver');
    const gb256 = capacity.values.find((value: any) => value.default_label === '256GB');
    const variant = detail.variants.find((candidate: any) =>
      candidate.attributes.every((attribute: any) => [silver.value_index, gb256.value_index].includes(attribute.value_index)));
    expect(variant.product).toMatchObject({ sku: 'APPL-1003', stock_status: 'IN_STOCK' });
    const selection = (await run('GetConfigurableOptionsSelection', { urlKey: 'apple-iphone-15', selectedOptions: [silver.uid] })).products.items[0];
    expect(selection.configurable_product_options_selection.options_available_for_selection.map((option: any) => option.attribute_code)).toEqual(['color', 'capacity']);
    const cartId = (await run('CreateCart')).cartId as string;
    const cart = (await run('AddConfigurableProductToCart', { cartId, quantity: 1, sku: variant.product.sku, parentSku: detail.sku })).addConfigurableProductsToCart.cart;
    expect(cart.items[0]).toMatchObject({
      product: { sku: 'APPL-IPHONE-15' }, configured_variant: { sku: 'APPL-1003' },
      configurable_options: [{ option_label: 'Color', value_label: 'Silver' }, { option_label: 'Capacity', value_label: '256GB' }],
    });
  });

  it('runs GraphCommerce\'s compare and review operations: a guest\'s list carried into the customer\'s, a review written', async () => {
    const ids = (backend.db.prepare("SELECT id FROM products WHERE status = 1 AND visibility <> 1 AND type_id = 'simple' ORDER BY id LIMIT 3").all() as Array<{ id: number }>).map((row) => String(row.id));
    const guest = (await run('CreateCompareList', { products: [ids[0]] })).createCompareList;
    expect(guest.item_count).toBe(1);
    expect((await run('AddProductsToCompareList', { uid: guest.uid, products: [ids[1], ids[2]] })).addProductsToCompareList.item_count).toBe(3);
    expect((await run('RemoveProductsFromCompareList', { uid: guest.uid, products: [ids[2]] })).removeProductsFromCompareList.items).toHaveLength(2);
    expect((await run('CompareList', { uid: guest.uid })).compareList.attributes[0]).toEqual({ code: 'sku', label: 'SKU' });
    const token = await registerCustomer(backend, { email: 'graphcommerce@example.qa' });
    const signedIn = { token };
    const assigned = (await run('AssignCompareListToCustomer', { uid: guest.uid }, signedIn)).assignCompareListToCustomer;
    expect(assigned).toMatchObject({ result: true, compare_list: { item_count: 2 } });
    expect((await run('CurrentCompareUid', {}, signedIn)).customer.compare_list.uid).toBe(assigned.compare_list.uid);
    expect((await run('DeleteCompareList', { uid: assigned.compare_list.uid }, signedIn)).deleteCompareList.result).toBe(true);

    const reviewed = backend.db.prepare("SELECT p.sku FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.status = 'approved' AND r.store_id = 2 LIMIT 1").get() as { sku: string };
    const product = (await run('ProductReviews', { sku: reviewed.sku })).products.items[0];
    expect(product.review_count).toBeGreaterThan(0);
    expect(product.reviews.items[0].ratings_breakdown.length).toBe(3);
    const metadata = (await run('ProductReviewRatingsMetadata')).productReviewRatingsMetadata.items;
    const ratings = metadata.map((rating: any) => ({ id: rating.id, value_id: rating.values[4].value_id }));
    const written = (await run('CreateProductReview', { input: { sku: reviewed.sku, nickname: 'Graph', summary: 'Solid', text: 'Works well.', ratings } }, signedIn)).createProductReview.review;
    expect(written).toMatchObject({ nickname: 'Graph', average_rating: 100 });
    expect((await run('CustomerReviews', {}, signedIn)).customer.reviews.items.map((item: any) => item.product.sku)).toEqual([reviewed.sku]);
  });

  it('runs, every operation without an error, from the first page to the order and the wishlist', async () => {
    // Catalogue and store, in both store views.
    const config = (await run('GetStoreConfigData', {}, { store: 'ar' })).storeConfig;
    expect(config).toMatchObject({ store_code: 'ar', locale: 'ar_QA', base_currency_code: 'QAR', root_category_uid: 'Mg==', product_url_suffix: '.html' });
    expect((await run('GetStoreConfigData')).storeConfig).toMatchObject({ store_code: 'en', locale: 'en_US', grid_per_page: 24 });
    expect((await run('GetAvailableStoresData')).availableStores.map((store: any) => store.store_code)).toEqual(['ar', 'en']);
    expect((await run('GetCurrencyData')).currency).toMatchObject({ base_currency_code: 'QAR', available_currency_codes: ['QAR'] });
    const menu = (await run('GetNavigationMenu', { id: config.root_category_uid })).categoryList[0];
    expect(menu.children.map((category: any) => category.url_key)).toContain('mobile-phones');
    const phones = (await run('GetCategoryByUrlKey', { urlKey: 'mobile-phones' })).categories.items[0];
    expect((await run('GetCategoryLegacy', { id: 3 })).category.uid).toBe(phones.uid);
    const listing = (await run('GetProductsByCategory', { uid: phones.uid, pageSize: 6, currentPage: 1, sort: { price: 'ASC' } })).products;
    expect(listing.sort_fields.default).toBe('position');
    expect(listing.sort_fields.options.length).toBeGreaterThan(0);
    expect((await run('ProductSearch', { inputText: 'iphone', pageSize: 4, currentPage: 1 })).products.total_count).toBeGreaterThan(0);
    await run('GetAutocompleteResults', { inputText: 'samsung' });
    const product = productWithStock(backend, 'simple', 50);
    // productWithStock picks a product no cart holds yet: the first one is put in a cart before the second is picked.
    const scratchCart = (await run('CreateCart')).cartId as string;
    await run('AddSimpleProductToCart', { cartId: scratchCart, sku: product.sku, quantity: 1 });
    const other = productWithStock(backend, 'simple', 50);
    const found = (await run('GetProductsBySku', { skus: [product.sku, other.sku], pageSize: 2 })).products.items;
    const urlKey = found.find((item: any) => item.sku === product.sku).url_key as string;
    expect((await run('GetProductDetailForProductPage', { urlKey })).products.items[0].sku).toBe(product.sku);
    expect((await run('GetCountries')).countries.map((country: any) => country.id)).toEqual(['QA']);
    expect((await run('GetRegions', { countryCode: 'QA' })).country.available_regions).toHaveLength(8);
    expect((await run('GetCheckoutAgreements')).checkoutAgreements).toEqual([]);

    // CMS and URL resolution.
    expect((await run('GetCmsPage', { identifier: 'about-us' })).cmsPage.title).toBe('About Matjar');
    const blocks = (await run('GetContactPageCmsBlocks', { cmsBlockIdentifiers: ['contact-us-banner', 'contact-us-sidebar'] })).cmsBlocks.items;
    expect(blocks.map((block: any) => block.identifier)).toEqual(['contact-us-banner', 'contact-us-sidebar']);
    expect((await run('ResolveURL', { url: `${urlKey}.html` })).route).toMatchObject({ __typename: 'SimpleProduct', type: 'PRODUCT', sku: product.sku, redirect_code: 0 });
    expect((await run('ResolveURL', { url: '/mobile-phones.html' })).route).toMatchObject({ __typename: 'CategoryTree', type: 'CATEGORY', uid: phones.uid });
    expect((await run('ResolveURL', { url: 'about-us' })).route).toMatchObject({ __typename: 'CmsPage', type: 'CMS_PAGE', identifier: 'about-us' });
    expect((await run('UrlResolver', { url: 'mobile-phones.html' })).urlResolver).toMatchObject({ type: 'CATEGORY', id: 3, redirectCode: 0 });

    // A guest's cart.
    const guestCartId = (await run('CreateCart')).cartId as string;
    const added = (await run('AddProductToCart', { cartId: guestCartId, product: { sku: product.sku, quantity: 1 } })).addProductsToCart;
    expect(added.user_errors).toEqual([]);
    await run('AddSimpleProductToCart', { cartId: guestCartId, sku: other.sku, quantity: 1 });
    const guestCart = (await run('GetCartDetails', { cartId: guestCartId })).cart;
    expect(guestCart.selected_payment_method).toEqual({ code: '', title: '' });
    const itemOf = (cart: any, sku: string) => cart.items.find((item: any) => item.product.sku === sku);
    await run('UpdateItemQuantity', { cartId: guestCartId, itemUid: itemOf(guestCart, product.sku).uid, quantity: 2 });
    await run('RemoveItemFromCart', { cartId: guestCartId, itemUid: itemOf(guestCart, other.sku).uid });
    expect((await run('GetItemCount', { cartId: guestCartId })).cart.total_quantity).toBe(2);
    expect((await run('ApplyCouponToCart', { cartId: guestCartId, couponCode: 'WELCOME10' })).applyCouponToCart.cart.applied_coupons).toEqual([{ code: 'WELCOME10' }]);
    await run('RemoveCouponFromCart', { cartId: guestCartId });
    expect((await run('SetGuestEmailOnCart', { cartId: guestCartId, email: 'guest.client@example.qa' })).setGuestEmailOnCart.cart.email).toBe('guest.client@example.qa');
    expect((await run('IsEmailAvailable', { email: 'client@example.qa' })).isEmailAvailable.is_email_available).toBe(true);
    expect((await run('SubscribeToNewsletter', { email: 'guest.client@example.qa' })).subscribeEmailToNewsletter.status).toBe('SUBSCRIBED');

    // Sign-in is the store's one-time code (custom operations, outside this set); the token then rides every call.
    const token = await registerCustomer(backend, { email: 'client@example.qa' });
    const signedIn = { token };
    expect((await run('IsEmailAvailable', { email: 'client@example.qa' })).isEmailAvailable.is_email_available).toBe(false);
    const customerCart = (await run('GetCustomerCart', {}, signedIn)).customerCart;
    expect(customerCart.email).toBe('client@example.qa');
    const merged = (await run('MergeCarts', { sourceCartId: guestCartId, destinationCartId: customerCart.id }, signedIn)).mergeCarts;
    expect(itemOf(merged, product.sku).quantity).toBe(2);
    const secondGuestCart = (await run('CreateCart')).cartId as string;
    await run('AddSimpleProductToCart', { cartId: secondGuestCart, sku: other.sku, quantity: 1 });
    expect((await run('AssignGuestCart', { cartId: secondGuestCart }, signedIn)).assignCustomerToGuestCart.total_quantity).toBe(3);

    // Account.
    await run('GetCustomerInformation', {}, signedIn);
    expect((await run('UpdateCustomerName', { input: { firstname: 'Nora', lastname: 'Al-Thani' } }, signedIn)).updateCustomer.customer.lastname).toBe('Al-Thani');
    expect((await run('SetCustomerInformation', { customerInput: { firstname: 'Noora' } }, signedIn)).updateCustomerV2.customer.firstname).toBe('Noora');
    const address = {
      firstname: 'Noora', lastname: 'Al-Thani', telephone: '55123456', street: ['Al Sadd Street', 'Building 12'], city: 'Al Sadd',
      region: { region_id: 1 }, country_code: 'QA', default_shipping: true, default_billing: true,
    };
    const saved = (await run('CreateCustomerAddress', { address }, signedIn)).createCustomerAddress;
    await run('UpdateCustomerAddress', { addressId: saved.id, address: { city: 'Fereej Bin Mahmoud' } }, signedIn);
    const spare = (await run('CreateCustomerAddress', { address: { ...address, default_shipping: false, default_billing: false } }, signedIn)).createCustomerAddress;
    expect(await run('DeleteCustomerAddress', { addressId: spare.id }, signedIn)).toEqual({ deleteCustomerAddress: true });
    expect((await run('GetCustomerAddresses', {}, signedIn)).customer.addresses.map((entry: any) => entry.city)).toEqual(['Fereej Bin Mahmoud']);

    // Checkout to the order (cash on delivery, standard delivery).
    const cartId = customerCart.id as string;
    await run('SetSavedShippingAddress', { cartId, addressId: saved.id }, signedIn);
    const { street, city, telephone, firstname, lastname } = address;
    await run('SetShippingAddress', { cartId, address: { firstname, lastname, street, city, telephone, region_id: 1, country_code: 'QA' } }, signedIn);
    await run('SetBillingAddress', { cartId }, signedIn);
    const methods = (await run('GetShippingMethods', { cartId }, signedIn)).cart.shipping_addresses[0].available_shipping_methods;
    expect(methods.map((method: any) => method.carrier_code)).toContain('standard');
    await run('SetShippingMethod', { cartId, shippingMethod: { carrier_code: 'standard', method_code: 'standard' } }, signedIn);
    const payment = (await run('GetPaymentInformation', { cartId }, signedIn)).cart;
    expect(payment.available_payment_methods.map((method: any) => method.code)).toContain('cashondelivery');
    await run('SetPaymentMethodOnCart', { cartId, paymentMethod: { code: 'cashondelivery' } }, signedIn);
    await run('GetPriceSummary', { cartId }, signedIn);
    const orderNumber = (await run('PlaceOrder', { cartId }, signedIn)).placeOrder.order.order_number as string;
    expect((await run('GetCustomerOrders', { pageSize: 10 }, signedIn)).customer.orders.items.map((order: any) => order.number)).toEqual([orderNumber]);
    const order = (await run('GetOrderDetails', { orderNumber }, signedIn)).customer.orders.items[0];
    expect(order.items.map((item: any) => item.product_sku).sort()).toEqual([product.sku, other.sku].sort());

    // Wishlist.
    const wishlistId = (await run('GetWishlists', {}, signedIn)).customer.wishlists[0].id as string;
    const wished = (await run('AddProductToWishlist', { wishlistId, itemOptions: { sku: product.sku, quantity: 1 } }, signedIn)).addProductsToWishlist;
    expect(wished.user_errors).toEqual([]);
    const itemId = wished.wishlist.items_v2.items[0].id as string;
    await run('UpdateWishlistItem', { wishlistId, itemId, quantity: 2, description: 'For Eid' }, signedIn);
    expect((await run('GetWishlistById', { id: wishlistId }, signedIn)).customer.wishlist_v2.items_v2.items[0]).toMatchObject({ quantity: 2, description: 'For Eid' });
    expect((await run('RemoveProductsFromWishlist', { wishlistId, wishlistItemsId: [itemId] }, signedIn)).removeProductsFromWishlist.wishlist.items_count).toBe(0);
    const again = (await run('AddProductToWishlist', { wishlistId, itemOptions: { sku: other.sku, quantity: 1 } }, signedIn)).addProductsToWishlist;
    const toCart = (await run('AddWishlistItemsToCart', { wishlistId, itemIds: [again.wishlist.items_v2.items[0].id] }, signedIn)).addWishlistItemsToCart;
    expect(toCart).toMatchObject({ status: true, add_wishlist_items_to_cart_user_errors: [], wishlist: { items_count: 0 } });
    expect((await run('GetCustomerCart', {}, signedIn)).customerCart.items.map((item: any) => item.product.sku)).toEqual([other.sku]);

    expect((await run('SignOut', {}, signedIn)).revokeCustomerToken.result).toBe(true);
    expect(operations.map((operation) => operation.name).filter((name) => !ran.has(name))).toEqual([]);
  }, 60_000);
});
