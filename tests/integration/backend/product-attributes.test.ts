import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken as signInAdmin, call } from '../../helpers/admin-api.ts';
import { graphqlCall, restCall, startTestBackend, type TestBackend } from '../../helpers/backend.ts';

/**
 * Product specifications in Magento 2.4.7's shapes (custom_attributesV2, attributesList, customAttributeMetadataV2),
 * the layered navigation over them (aggregations and `filter: {<code>: …}`), REST (`custom_attributes`,
 * `GET /V1/products/attributes/{code}`), the search by their words and an editor's change of one.
 */
let backend: TestBackend;
let adminToken: string;
beforeAll(async () => {
  backend = await startTestBackend();
  adminToken = await signInAdmin(backend.url);
});
afterAll(() => backend.close());

const PRODUCT = `query($url: String!, $filters: AttributeFilterInput) {
  products(filter: { url_key: { eq: $url } }) {
    items {
      sku name
      custom_attributesV2(filters: $filters) {
        items {
          code
          ... on AttributeValue { value }
          ... on AttributeSelectedOptions { selected_options { label value } }
        }
        errors { type message }
      }
      ... on ConfigurableProduct {
        variants {
          attributes { code label value_index }
          product { sku custom_attributesV2(filters: { is_visible_on_front: true }) { items { code ... on AttributeValue { value } ... on AttributeSelectedOptions { selected_options { label value } } } } }
        }
      }
    }
  }
}`;

type AttributeValueItem = { code: string; value?: string; selected_options?: Array<{ label: string; value: string }> };
interface ProductAnswer {
  sku: string;
  name: string;
  custom_attributesV2: { items: AttributeValueItem[]; errors: unknown[] };
  variants?: Array<{
    attributes: Array<{ code: string; label: string; value_index: number }>;
    product: { sku: string; custom_attributesV2: { items: AttributeValueItem[] } };
  }>;
}

async function product(url: string, store: 'ar' | 'en', filters?: Record<string, boolean>): Promise<ProductAnswer> {
  const answer = await graphqlCall(backend, PRODUCT, { url, filters }, { store });
  expect(answer.errors).toBeUndefined();
  return answer.data?.products.items[0] as ProductAnswer;
}

/** A value as a shopper reads it: the text, or the options' labels. */
const shown = (items: AttributeValueItem[], code: string) => {
  const item = items.find((candidate) => candidate.code === code);
  return item?.value ?? item?.selected_options?.map((option) => option.label).join(', ');
};

const LIST = `query($search: String, $filter: ProductAttributeFilterInput) {
  products(search: $search, filter: $filter, pageSize: 100) {
    total_count
    items { sku name }
    aggregations { attribute_code label count options { label value count } }
  }
}`;
interface Listing {
  total_count: number;
  items: Array<{ sku: string; name: string }>;
  aggregations: Array<{ attribute_code: string; label: string; count: number; options: Array<{ label: string; value: string; count: number }> }>;
}
async function list(variables: Record<string, unknown>, store: 'ar' | 'en' = 'en'): Promise<Listing> {
  const answer = await graphqlCall(backend, LIST, variables, { store });
  expect(answer.errors).toBeUndefined();
  return answer.data?.products as Listing;
}
const facet = (listing: Listing, code: string) => listing.aggregations.find((aggregation) => aggregation.attribute_code === code);

describe('custom_attributesV2', () => {
  it("gives an iPhone 15 its A16 chip and 6.1-inch display, in the shopper's language", async () => {
    const en = await product('apple-iphone-15', 'en');
    expect(shown(en.custom_attributesV2.items, 'processor')).toBe('Apple A16 Bionic');
    expect(shown(en.custom_attributesV2.items, 'screen_size')).toBe('6.1');
    expect(shown(en.custom_attributesV2.items, 'operating_system')).toBe('iOS 17');
    expect(en.custom_attributesV2.errors).toEqual([]);
    const ar = await product('apple-iphone-15', 'ar');
    expect(shown(ar.custom_attributesV2.items, 'warranty')).toBe('سنة واحدة');
    expect(shown(ar.custom_attributesV2.items, 'in_the_box')).toContain('كابل شحن USB-C');
    expect(shown(en.custom_attributesV2.items, 'in_the_box')).toContain('USB-C charge cable');
  });

  it('keeps only the attributes passing the flag filters, in their groups’ order', async () => {
    const listed = await product('apple-iphone-15', 'en', { used_in_product_listing: true });
    const codes = listed.custom_attributesV2.items.map((item) => item.code);
    expect(codes).toContain('screen_size');
    expect(codes).toContain('processor');
    expect(codes).not.toContain('in_the_box');
    const comparable = await product('apple-iphone-15', 'en', { is_comparable: true });
    expect(comparable.custom_attributesV2.items.map((item) => item.code)).not.toContain('in_the_box');
    const all = await product('apple-iphone-15', 'en', { is_visible_on_front: true });
    const order = all.custom_attributesV2.items.map((item) => item.code);
    expect(order.indexOf('screen_size')).toBeLessThan(order.indexOf('processor'));
    expect(order.indexOf('processor')).toBeLessThan(order.indexOf('battery_capacity'));
  });

  it("gives a tablet's variants their own connectivity, storage and weight over the product's specifications", async () => {
    const ipad = await product('apple-ipad-pro-11', 'en');
    expect(shown(ipad.custom_attributesV2.items, 'screen_size')).toBe('11');
    expect(shown(ipad.custom_attributesV2.items, 'processor')).toBe('Apple M4');
    const variants = ipad.variants ?? [];
    expect(variants).toHaveLength(3);
    const cellular = variants.find((variant) => shown(variant.product.custom_attributesV2.items, 'connectivity') === 'Wi-Fi + 5G');
    const wifi = variants.find((variant) => shown(variant.product.custom_attributesV2.items, 'capacity') === '128GB');
    expect(cellular && wifi).toBeTruthy();
    expect(shown(cellular!.product.custom_attributesV2.items, 'capacity')).toBe('256GB');
    expect(shown(cellular!.product.custom_attributesV2.items, 'weight')).toBe('446');
    expect(shown(wifi!.product.custom_attributesV2.items, 'weight')).toBe('444');
    // The variant keeps the product's own specifications.
    expect(shown(cellular!.product.custom_attributesV2.items, 'processor')).toBe('Apple M4');
  });

  it('sells a laptop as one product chosen by memory and storage', async () => {
    const macbook = await product('apple-macbook-air-13-m3', 'en');
    expect(macbook.variants?.map((variant) => variant.attributes.map((attribute) => attribute.code).join('+'))).toEqual(['ram+capacity', 'ram+capacity']);
    const memories = macbook.variants?.map((variant) => shown(variant.product.custom_attributesV2.items, 'ram')).sort();
    expect(memories).toEqual(['16 GB', '8 GB']);
  });
});

describe('attribute metadata', () => {
  it('lists the filterable product attributes with labels, units, groups and options per store view', async () => {
    const answer = await graphqlCall(backend, `{
      attributesList(entityType: CATALOG_PRODUCT, filters: { is_filterable: true }) {
        items {
          code label frontend_input
          options { label value }
          ... on CatalogAttributeMetadata { is_filterable is_comparable backend_type unit { label code } group { code label } }
        }
        errors { type }
      }
    }`, {}, { store: 'ar' });
    expect(answer.errors).toBeUndefined();
    const items = answer.data?.attributesList.items as Array<{ code: string; label: string; is_filterable: boolean; backend_type: string; unit: { label: string; code: string } | null; group: { code: string; label: string }; options: Array<{ label: string }> }>;
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.every((item) => item.is_filterable)).toBe(true);
    const screen = items.find((item) => item.code === 'screen_size');
    expect(screen).toMatchObject({ label: 'حجم الشاشة', backend_type: 'decimal', unit: { label: 'بوصة', code: 'INH' }, group: { code: 'display', label: 'الشاشة' } });
    expect(items.find((item) => item.code === 'ram')?.options.map((option) => option.label)).toContain('16 جيجابايت');
  });

  it('answers customAttributeMetadataV2 with an error for each unknown attribute or entity', async () => {
    const answer = await graphqlCall(backend, `{
      customAttributeMetadataV2(attributes: [{ attribute_code: "ram", entity_type: "catalog_product" }, { attribute_code: "nope", entity_type: "catalog_product" }, { attribute_code: "ram", entity_type: "nothing" }]) {
        items { code label frontend_input }
        errors { type message }
      }
    }`, {}, { store: 'en' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.customAttributeMetadataV2.items).toEqual([{ code: 'ram', label: 'Memory (RAM)', frontend_input: 'SELECT' }]);
    expect(answer.data?.customAttributeMetadataV2.errors.map((error: { type: string }) => error.type)).toEqual(['ATTRIBUTE_NOT_FOUND', 'ENTITY_NOT_FOUND']);
  });
});

describe('layered navigation', () => {
  it('filters laptops by memory, counting each product once', async () => {
    const laptops = await list({ filter: { category_id: { eq: '5' } } });
    const memory = facet(laptops, 'ram');
    const sixteen = memory?.options.find((option) => option.label === '16 GB');
    expect(sixteen?.count).toBe(15);
    const filtered = await list({ filter: { category_id: { eq: '5' }, ram: { eq: sixteen?.value } } });
    expect(filtered.total_count).toBe(15);
    expect(filtered.items.every((item) => !/RAM/.test(item.name))).toBe(true);
  });

  it('offers screen sizes as ranges and filters by from/to', async () => {
    const laptops = await list({ filter: { category_id: { eq: '5' } } });
    const sizes = facet(laptops, 'screen_size');
    expect(sizes?.options.map((option) => option.value)).toEqual(['13_14', '14_15', '15_16', '16_17']);
    expect(sizes?.options[0]?.label).toBe('13–14 inch');
    const fifteen = sizes?.options.find((option) => option.value === '15_16');
    const filtered = await list({ filter: { category_id: { eq: '5' }, screen_size: { from: '15', to: '15.999' } } });
    expect(filtered.total_count).toBe(fifteen?.count);
    expect(filtered.items.map((item) => item.name)).toContain('HP Pavilion 15');
    // The ranges stay those the shopper chose from, counted without the range filter itself.
    expect(facet(filtered, 'screen_size')?.options).toEqual(sizes?.options);
    const combined = await list({ filter: { category_id: { eq: '5' }, screen_size: { from: '15', to: '15.999' }, processor: { in: [] } } });
    expect(combined.total_count).toBe(fifteen?.count);
  });

  it('combines filters of several attributes (AND) and values of one (OR)', async () => {
    const tvs = await list({ filter: { category_id: { eq: '10' } } });
    const oled = facet(tvs, 'display_type')?.options.find((option) => option.label === 'OLED');
    const big = await list({ filter: { category_id: { eq: '10' }, screen_size: { from: '65' } } });
    expect(big.items.every((item) => /(65|75) inch/.test(item.name))).toBe(true);
    const bigOled = await list({ filter: { category_id: { eq: '10' }, screen_size: { from: '65' }, display_type: { eq: oled?.value } } });
    expect(bigOled.total_count).toBe(4);
    expect(bigOled.items.every((item) => /OLED|Bravia XR/.test(item.name))).toBe(true);
  });

  it('filters by yes/no attributes and refuses attributes that are not filterable', async () => {
    const anc = await list({ filter: { category_id: { eq: '20' }, noise_cancelling: { eq: '1' } } });
    expect(anc.total_count).toBe(14);
    const refused = await graphqlCall(backend, LIST, { filter: { screen_size: { from: 'big' } } }, { store: 'en' });
    expect(refused.errors?.[0]?.message).toBe('Invalid value of "screen_size" provided.');
    const unknown = await graphqlCall(backend, LIST, { filter: { weight: { eq: '171' } } }, { store: 'en' });
    expect(unknown.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });
});

describe('search', () => {
  it.each([
    ['en', 'laptop 16gb ram'],
    ['ar', 'لابتوب 16 جيجا رام'],
  ] as const)('finds laptops with 16 GB of memory (%s: %s)', async (store, search) => {
    const found = await list({ search }, store);
    expect(found.total_count).toBeGreaterThan(0);
    expect(found.items[0]?.sku).toMatch(/-/);
    const laptops = await list({ filter: { category_id: { eq: '5' } } }, store);
    const laptopSkus = new Set(laptops.items.map((item) => item.sku));
    expect(found.items.every((item) => laptopSkus.has(item.sku))).toBe(true);
  });

  // A number followed by its unit matches the two together, as a specification or a name writes them: "65 بوصة" is
  // a 65-inch screen, not a laptop with a 15.6-inch screen that charges at 65 W.
  it.each([
    ['ar', 'شاشة 65 بوصة', '65 بوصة'],
    ['ar', 'تلفزيون 65 انش', '65 بوصة'],
    ['en', 'tv 65 inch', '65 inch'],
    ['en', '65" tv', '65 inch'],
  ] as const)('finds only 65-inch screens by a size with its unit (%s: %s)', async (store, search, size) => {
    const found = await list({ search }, store);
    expect(found.items.map((item) => item.name)).toHaveLength(8);
    expect(found.items.every((item) => item.name.includes(size))).toBe(true);
  });

  it.each([
    ['ar', 'شاحن 65 واط'],
    ['en', 'charger 65w'],
  ] as const)('finds a charger by its power with the unit, and no 65-inch TV (%s: %s)', async (store, search) => {
    const found = await list({ search }, store);
    expect(found.total_count).toBeGreaterThan(0);
    const tvs = await list({ filter: { category_id: { eq: '10' } } }, store);
    const tvSkus = new Set(tvs.items.map((item) => item.sku));
    expect(found.items.some((item) => tvSkus.has(item.sku))).toBe(false);
  });

  it.each([
    ['ar', 'لابتوب 15.6 بوصة'],
    ['en', 'laptop 15.6 inch'],
  ] as const)('reads a decimal size as one number (%s: %s)', async (store, search) => {
    const found = await list({ search }, store);
    const fifteenSix = await list({ filter: { category_id: { eq: '5' }, screen_size: { from: '15.6', to: '15.6' } } }, store);
    expect(found.total_count).toBeGreaterThan(0);
    expect(found.items.map((item) => item.sku).sort()).toEqual(fifteenSix.items.map((item) => item.sku).sort());
  });
});

describe('REST', () => {
  it("carries a product's specifications in custom_attributes", async () => {
    const answer = await restCall(backend, 'GET', '/V1/products?searchCriteria[filter_groups][0][filters][0][field]=url_key&searchCriteria[filter_groups][0][filters][0][value]=apple-iphone-15');
    const attributes = answer.body.items[0].custom_attributes as Array<{ attribute_code: string; value: string }>;
    expect(attributes.find((attribute) => attribute.attribute_code === 'screen_size')?.value).toBe('6.1');
    expect(attributes.find((attribute) => attribute.attribute_code === 'wireless')?.value).toMatch(/^\d+(,\d+)+$/);
  });

  it('answers GET /V1/products/attributes/{code} with labels and options in every store view', async () => {
    const answer = await call<any>(backend.url, 'GET', '/rest/en/V1/products/attributes/ram', undefined, adminToken); // eslint-disable-line @typescript-eslint/no-explicit-any -- probed by the assertions
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ attribute_code: 'ram', frontend_input: 'select', is_filterable: true, default_frontend_label: 'Memory (RAM)' });
    expect(answer.body.frontend_labels).toEqual([{ store_id: 1, label: 'الذاكرة (رام)' }, { store_id: 2, label: 'Memory (RAM)' }]);
    const sixteen = answer.body.options.find((option: { label: string }) => option.label === '16 GB');
    expect(sixteen.store_labels).toEqual([{ store_id: 1, label: '16 جيجابايت' }, { store_id: 2, label: '16 GB' }]);
    const missing = await call(backend.url, 'GET', '/rest/en/V1/products/attributes/nothing_here', undefined, adminToken);
    expect(missing.status).toBe(404);
    const anonymous = await call(backend.url, 'GET', '/rest/en/V1/products/attributes/ram');
    expect(anonymous.status).toBe(401);
  });

  it("lets an editor set a product's specification and the listings follow", async () => {
    const before = await list({ filter: { category_id: { eq: '10' }, screen_size: { from: '80' } } });
    expect(before.total_count).toBe(0);
    const tv = await restCall(backend, 'GET', '/V1/products?searchCriteria[filter_groups][0][filters][0][field]=name&searchCriteria[filter_groups][0][filters][0][value]=Samsung Neo QLED QN90C 75 inch');
    const sku = tv.body.items[0].sku as string;
    const saved = await call<any>(backend.url, 'PUT', `/rest/all/V1/products/${encodeURIComponent(sku)}`, { // eslint-disable-line @typescript-eslint/no-explicit-any -- probed by the assertions
      product: { custom_attributes: [{ attribute_code: 'screen_size', value: '85' }] },
    }, adminToken);
    expect(saved.status).toBe(200);
    expect(saved.body.custom_attributes.find((attribute: { attribute_code: string }) => attribute.attribute_code === 'screen_size').value).toBe('85');
    const after = await list({ filter: { category_id: { eq: '10' }, screen_size: { from: '80' } } });
    expect(after.items.map((item) => item.sku)).toEqual([sku]);
    const refused = await call(backend.url, 'PUT', `/rest/all/V1/products/${encodeURIComponent(sku)}`, {
      product: { custom_attributes: [{ attribute_code: 'screen_size', value: 'huge' }] },
    }, adminToken);
    expect(refused.status).toBe(400);
  });
});
