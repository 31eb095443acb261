/**
 * The commerce functions against a fake backend: what they send (URL, Store header, Bearer token, variables,
 * REST body) and what they return (mapped, filtered view models).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shopperRequest } from '@/lib/commerce/index.ts';
import { commerceFor } from '../../../../helpers/commerce-client.ts';
import { startFakeCommerceServer, type FakeCommerceServer, type RecordedRequest } from '../../../../helpers/fake-commerce-server.ts';

let server: FakeCommerceServer;
const originalUrl = process.env.COMMERCE_URL;

beforeAll(async () => {
  server = await startFakeCommerceServer();
  process.env.COMMERCE_URL = `${server.url}/`;
});
beforeEach(() => {
  server.requests.length = 0;
});
afterAll(async () => {
  process.env.COMMERCE_URL = originalUrl;
  await server.close();
});

type GraphqlBody = { query: string; variables: Record<string, unknown> };
const bodyOf = (request: RecordedRequest | undefined) => request?.body as GraphqlBody;

function product(id: number, urlKey: string | null, regular = 100, final = regular, inStock = true) {
  return {
    id,
    sku: `SKU-${id}`,
    name: `Product ${id}`,
    url_key: urlKey,
    type_id: 'simple',
    stock_status: inStock ? 'IN_STOCK' : 'OUT_OF_STOCK',
    special_price: null,
    special_from_date: null,
    special_to_date: null,
    thumbnail: { url: `${server.url}/media/catalog/product/p${id}.svg`, label: null },
    image: null,
    price_range: {
      minimum_price: {
        regular_price: { value: regular, currency: 'QAR' },
        final_price: { value: final, currency: 'QAR' },
      },
    },
  };
}

const brands = [
  { id: 1, name: 'Sony', image: null, url_key: 'brands/sony.html', url_key_standalone: 'sony', product_count: 4, is_featured: true },
  { id: 2, name: 'apple', image: null, url_key: 'brands/apple.html', url_key_standalone: 'apple', product_count: 9, is_featured: true },
  { id: 3, name: 'Empty', image: null, url_key: 'brands/empty.html', url_key_standalone: 'empty', product_count: 0, is_featured: true },
];

describe('GraphQL transport', () => {
  it('posts to /graphql with the Store header of the locale and no token by default', async () => {
    server.handle(() => ({ json: { data: { getBrands: brands } } }));
    await commerceFor('en').getBrands();
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/graphql');
    expect(request?.headers['store']).toBe('en');
    expect(request?.headers['authorization']).toBeUndefined();
  });

  it('attaches the Bearer token when one is passed', async () => {
    server.handle(() => ({ json: { data: { cart: { id: 'q1', store_id: 1, entity_id: 55, total_quantity: 0, items: [] } } } }));
    const cart = await commerceFor('ar', 'tok123').getCart('q1');
    expect(cart).toEqual({ id: 'q1', storeId: 1, entityId: 55, totalQuantity: 0, items: [] });
    expect(server.requests[0]?.headers['authorization']).toBe('Bearer tok123');
    expect(server.requests[0]?.headers['store']).toBe('ar');
  });

  it("tells the backend whose request it is (GraphQL and REST), so its per-client limits count shoppers", async () => {
    server.handle((request) =>
      request.path.startsWith('/graphql') ? { json: { data: { getBrands: [] } } } : { json: { success: true, message: 'ok' } },
    );
    const shopper = commerceFor('ar', null, shopperRequest({ clientIp: '203.0.113.7' }));
    await shopper.getBrands();
    await shopper.subscribeNewsletter('a@example.com');
    expect(server.requests.map((request) => request.headers['x-forwarded-for'])).toEqual(['203.0.113.7', '203.0.113.7']);
    server.requests.length = 0;
    await commerceFor('ar').getBrands();
    expect(server.requests[0]?.headers['x-forwarded-for']).toBeUndefined();
  });
});

describe('categories', () => {
  /** A category as `MenuCategoryFields` answers it: every selected field there, null unless given. */
  const category = (fields: Record<string, unknown>) => ({
    name: null, url_key: null, url_path: null, level: null, position: null, image: null, product_count: null,
    children_count: null, include_in_menu: null, ...fields,
  });
  const tree = category({
    id: 2,
    name: 'Root',
    url_key: null,
    children: [
      category({ id: 5, name: 'tablets', url_key: 'tablets', product_count: 3, children: [] }),
      category({ id: 9, name: 'All products', url_key: 'browse-all-products', product_count: 400, children: [] }),
      category({ id: 18, name: 'E-cards', url_key: 'e-cards', product_count: 12, children: [] }),
      category({ id: 4, name: 'Audio', url_key: 'audio', product_count: 7, children: [] }),
      category({ id: 6, name: 'Hidden', url_key: null, product_count: 7, children: [] }),
      category({ id: 7, name: 'Empty', url_key: 'empty', product_count: 0, children: [] }),
    ],
  });

  it('lists the menu categories by the spec rules', async () => {
    server.handle(() => ({ json: { data: { categoryList: [tree] } } }));
    const categories = await commerceFor('ar').getMenuCategories();
    expect(bodyOf(server.requests[0]).variables).toEqual({ id: '2' });
    expect(categories.map((c) => c.id)).toEqual([4, 5, 9]);
  });

  it('lists e-cards as the children of category 18', async () => {
    server.handle(() => ({
      json: {
        data: {
          categoryList: [
            category({ id: 18, name: 'E-cards', url_key: 'e-cards', children: [category({ id: 19, name: 'PlayStation', url_key: 'playstation', product_count: 3, children: null })] }),
          ],
        },
      },
    }));
    const ecards = await commerceFor('en').getEcards();
    expect(bodyOf(server.requests[0]).variables).toEqual({ id: '18' });
    expect(ecards.map((c) => c.urlKey)).toEqual(['playstation']);
  });

  it('finds a category by url key, or null', async () => {
    server.handle(() => ({ json: { data: { categoryList: [category({ id: 4, name: 'Audio', url_key: 'audio', product_count: 7, children: [] })] } } }));
    expect((await commerceFor('ar').getCategory('audio'))?.id).toBe(4);
    server.handle(() => ({ json: { data: { categoryList: [] } } }));
    expect(await commerceFor('ar').getCategory('nope')).toBeNull();
  });
});

describe('brands', () => {
  it('hides brands without products, menu asks for featured ones, finds by slug', async () => {
    server.handle(() => ({ json: { data: { getBrands: brands } } }));
    expect((await commerceFor('ar').getBrands()).map((b) => b.slug)).toEqual(['apple', 'sony']);
    expect((await commerceFor('ar').getMenuBrands()).map((b) => b.name)).toEqual(['apple', 'Sony']);
    expect(bodyOf(server.requests[1]).variables).toEqual({ featured: true });
    expect((await commerceFor('ar').getBrand('sony'))?.id).toBe(1);
    expect(await commerceFor('ar').getBrand('empty')).toBeNull();
    expect(await commerceFor('ar').getBrand('unknown')).toBeNull();
  });
});

describe('listProducts', () => {
  it('sends filters, sort and paging, and maps the page', async () => {
    server.handle(() => ({
      json: {
        data: {
          products: {
            total_count: 30,
            page_info: { current_page: 2, page_size: 12, total_pages: 3 },
            items: [product(1, 'one', 100, 80), product(2, null), product(3, 'three', 50, 50, false)],
            aggregations: [{ attribute_code: 'brand', label: 'Brand', options: [{ label: 'Sony', value: '1', count: 4 }] }],
          },
        },
      },
    }));
    const page = await commerceFor('en').listProducts({ brandId: 1, categoryId: 4, page: 2, pageSize: 12, sort: 'price_desc' });
    expect(bodyOf(server.requests[0]).variables).toEqual({
      filter: { category_id: { eq: '4' }, brand: { eq: '1' } },
      sort: { price: 'DESC' },
      pageSize: 12,
      currentPage: 2,
    });
    expect(page).toEqual({
      items: [
        { id: 1, sku: 'SKU-1', name: 'Product 1', urlKey: 'one', thumbnail: '/media/catalog/product/p1.svg', price: 80, originalPrice: 100, status: 1 },
        { id: 3, sku: 'SKU-3', name: 'Product 3', urlKey: 'three', thumbnail: '/media/catalog/product/p3.svg', price: 50, originalPrice: null, status: 2 },
      ],
      total: 30,
      page: 2,
      pageSize: 12,
      totalPages: 3,
      aggregations: [{ code: 'brand', label: 'Brand', options: [{ label: 'Sony', value: '1', count: 4 }] }],
    });
  });

  it('answers an empty sku list without calling the backend', async () => {
    const page = await commerceFor('ar').listProducts({ skus: [] });
    expect(page.items).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });
});

describe('getProduct', () => {
  it('returns the detail with the brand from the aggregation, or null', async () => {
    server.handle((request) => {
      if (bodyOf(request).query.includes('getBrands')) return { json: { data: { getBrands: brands } } };
      return {
        json: {
          data: {
            products: {
              items: [{ ...product(1, 'one'), description: { html: '<p>Hi</p>' }, media_gallery: [], categories: [] }],
              aggregations: [{ attribute_code: 'brand', label: 'Brand', options: [{ label: 'Sony', value: '1', count: 1 }] }],
            },
          },
        },
      };
    });
    const detail = await commerceFor('ar').getProduct('one');
    expect(detail?.brand).toEqual({ name: 'Sony', slug: 'sony' });
    expect(detail?.description).toBe('<p>Hi</p>');
    expect(await commerceFor('ar').getProduct('other-key')).toBeNull();
  });
});

describe('getStoreConfig', () => {
  it('maps the top bar and express delivery cost, with safe CSS values', async () => {
    server.handle(() => ({
      json: {
        data: {
          pwaConfig: {
            top_bar: { text: 'Free delivery', bg_color: '#0a7', text_color: 'red;background:url(x)', font_size: '15' },
            express_delivery_with_api: { original_price: 25 },
          },
        },
      },
    }));
    expect(await commerceFor('en').getStoreConfig()).toEqual({
      topBar: { text: 'Free delivery', bgColor: '#0a7', textColor: '#ffffff', fontSize: '15px' },
      expressDeliveryCost: 25,
    });
  });

  it('has no top bar without text', async () => {
    server.handle(() => ({ json: { data: { pwaConfig: { top_bar: { text: '  ' }, express_delivery_with_api: null } } } }));
    expect(await commerceFor('ar').getStoreConfig()).toEqual({ topBar: null, expressDeliveryCost: null });
  });
});

describe('subscribeNewsletter (REST)', () => {
  it('posts the e-mail to the store REST path with a JSON accept header', async () => {
    server.handle(() => ({ json: { success: true, message: 'Thank you for your subscription.' } }));
    const result = await commerceFor('en').subscribeNewsletter('a@b.qa');
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/rest/en/V1/newsletter/subscribe');
    expect(request?.headers['accept']).toContain('application/json');
    expect(request?.body).toMatchObject({ email: 'a@b.qa' });
    expect(result).toEqual({ success: true, message: 'Thank you for your subscription.' });
  });
});
