import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlCall, startTestBackend, type TestBackend } from '../../helpers/backend.ts';

/** ConfigurableProduct in Magento 2.4.4's shapes: options, variants, the selection, price and stock from variants. */
let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

const uid = (text: string) => Buffer.from(text).toString('base64');

const PRODUCT = `query Product($sku: String!, $uids: [ID!]) {
  products(filter: { sku: { eq: $sku } }) {
    total_count
    items {
      __typename sku uid name url_key stock_status only_x_left_in_stock special_price
      price_range { minimum_price { final_price { value } regular_price { value } } maximum_price { final_price { value } } }
      ... on ConfigurableProduct {
        configurable_options {
          uid attribute_uid attribute_code label position
          values { uid value_index label store_label default_label swatch_data { __typename value } }
        }
        variants {
          attributes { uid code label value_index }
          product { __typename sku uid name stock_status only_x_left_in_stock special_price special_from_date special_to_date
            price_range { minimum_price { final_price { value } regular_price { value } } }
            small_image { url } image { url } media_gallery { url } }
        }
        configurable_product_options_selection(configurableOptionValueUids: $uids) {
          options_available_for_selection { attribute_code option_value_uids }
          configurable_options { uid attribute_code label values { uid is_available label swatch { value } } }
          media_gallery { url }
          variant { sku }
        }
      }
    }
  }
}`;

interface Variant {
  attributes: Array<{ uid: string; code: string; label: string; value_index: number }>;
  product: { sku: string; stock_status: string; special_price: number | null; price_range: { minimum_price: { final_price: { value: number } } } };
}

async function product(sku: string, store: 'ar' | 'en' = 'en', uids: string[] = []) {
  const answer = await graphqlCall(backend, PRODUCT, { sku, uids }, { store });
  expect(answer.errors).toBeUndefined();
  return answer.data?.products.items[0];
}

describe('a configurable product', () => {
  it('varies the iPhone 15 by colour and capacity, with labels in each store view and swatches', async () => {
    const en = await product('APPL-IPHONE-15');
    expect(en).toMatchObject({ __typename: 'ConfigurableProduct', url_key: 'apple-iphone-15', name: 'Apple iPhone 15', stock_status: 'IN_STOCK' });
    const [color, capacity] = en.configurable_options;
    expect(color).toMatchObject({ attribute_code: 'color', label: 'Color', position: 0, uid: uid('configurable/93'), attribute_uid: uid('93') });
    expect(capacity).toMatchObject({ attribute_code: 'capacity', label: 'Capacity', position: 1 });
    expect(color.values.map((value: { label: string }) => value.label)).toEqual(['Black', 'Blue', 'Silver']);
    expect(color.values[0]).toEqual({
      uid: uid('configurable/93/49'), value_index: 49, label: 'Black', store_label: 'Black', default_label: 'Black',
      swatch_data: { __typename: 'ColorSwatchData', value: '#1d1d1f' },
    });
    expect(capacity.values.map((value: { label: string }) => value.label)).toEqual(['128GB', '256GB', '512GB']);
    expect(capacity.values[0].swatch_data).toEqual({ __typename: 'TextSwatchData', value: '128GB' });
    const ar = await product('APPL-IPHONE-15', 'ar');
    expect(ar.configurable_options[0].label).toBe('اللون');
    expect(ar.configurable_options[0].values.map((value: { label: string }) => value.label)).toEqual(['أسود', 'أزرق', 'فضي']);
    expect(ar.configurable_options[0].values[0].default_label).toBe('Black');
    expect(ar.configurable_options[1].values[0].label).toBe('128 جيجابايت');
  });

  it('lists each variant with its own SKU, price, sale, stock and images', async () => {
    const en = await product('APPL-IPHONE-15');
    const variants = en.variants as Variant[];
    expect(variants).toHaveLength(9);
    const bySku = new Map(variants.map((variant) => [variant.product.sku, variant]));
    expect(bySku.get('APPL-1001')?.attributes).toEqual([
      { uid: uid('configurable/93/49'), code: 'color', label: 'Black', value_index: 49 },
      { uid: uid('configurable/180/81'), code: 'capacity', label: '128GB', value_index: 81 },
    ]);
    expect(bySku.get('APPL-1001')?.product).toMatchObject({ __typename: 'SimpleProduct', stock_status: 'IN_STOCK' });
    const prices = new Set(variants.map((variant) => variant.product.price_range.minimum_price.final_price.value));
    expect(prices.size).toBeGreaterThan(2);
    const onSale = variants.filter((variant) => variant.product.price_range.minimum_price.final_price.value < 3199);
    expect(onSale.map((variant) => variant.attributes.map((attribute) => attribute.label).join(' '))).toEqual(['Blue 128GB']);
    const soldOut = variants.filter((variant) => variant.product.stock_status === 'OUT_OF_STOCK');
    expect(soldOut.map((variant) => variant.attributes.map((attribute) => attribute.label).join(' '))).toEqual(['Silver 512GB']);
    expect(variants.every((variant) => (variant.product as unknown as { small_image: { url: string } }).small_image.url.startsWith('http'))).toBe(true);
  });

  it('prices the product from its cheapest variant in stock', async () => {
    const en = await product('APPL-IPHONE-15');
    const cheapest = Math.min(...(en.variants as Variant[])
      .filter((variant) => variant.product.stock_status === 'IN_STOCK')
      .map((variant) => variant.product.price_range.minimum_price.final_price.value));
    expect(en.price_range.minimum_price.final_price.value).toBe(cheapest);
    expect(en.special_price).toBeNull();
    expect(en.only_x_left_in_stock).toBeNull();
  });

  it('says which values remain available for a partial choice, and answers the variant of a full one', async () => {
    const silver = uid('configurable/93/52');
    const partial = (await product('APPL-IPHONE-15', 'en', [silver])).configurable_product_options_selection;
    const capacity = partial.options_available_for_selection.find((option: { attribute_code: string }) => option.attribute_code === 'capacity');
    // 512GB silver is sold out: not available with silver chosen.
    expect(capacity.option_value_uids).toEqual([uid('configurable/180/81'), uid('configurable/180/82')]);
    expect(partial.variant).toBeNull();
    const soldOutValue = partial.configurable_options[1].values.find((value: { uid: string }) => value.uid === uid('configurable/180/83'));
    expect(soldOutValue).toMatchObject({ is_available: false, label: '512GB' });
    const full = (await product('APPL-IPHONE-15', 'en', [silver, uid('configurable/180/82')])).configurable_product_options_selection;
    expect(full.variant).toEqual({ sku: 'APPL-1003' });
    expect(full.media_gallery.length).toBeGreaterThan(0);
  });

  it('refuses a selection that names none of the product\'s values', async () => {
    const answer = await graphqlCall(backend, PRODUCT, { sku: 'APPL-IPHONE-15', uids: ['bm9wZQ=='] }, { store: 'en' });
    expect(answer.errors?.[0]).toMatchObject({ message: 'configurableOptionValueUids values are incorrect', extensions: { category: 'graphql-input' } });
  });

  it('hides variants from listings: a former simple SKU is found only through its product', async () => {
    const listing = await graphqlCall(backend, '{ products(filter: { sku: { eq: "APPL-1001" } }) { total_count } }', {}, { store: 'en' });
    expect(listing.data?.products.total_count).toBe(0);
  });
});

describe('a variant\'s former address', () => {
  const ROUTE = `query Route($url: String!) { route(url: $url) { __typename relative_url redirect_code type ... on ProductInterface { sku } } }`;

  it('redirects (301) to its product with the variant chosen in the query', async () => {
    const answer = await graphqlCall(backend, ROUTE, { url: 'apple-iphone-15-256gb-silver.html' }, { store: 'en' });
    expect(answer.data?.route).toEqual({
      __typename: 'ConfigurableProduct', sku: 'APPL-IPHONE-15', type: 'PRODUCT', redirect_code: 301,
      relative_url: 'apple-iphone-15.html?color=52&capacity=82',
    });
    const resolver = await graphqlCall(backend, 'query R($url: String!) { urlResolver(url: $url) { relative_url redirectCode type } }',
      { url: '/apple-iphone-15-256gb-silver' }, { store: 'ar' });
    expect(resolver.data?.urlResolver).toEqual({ relative_url: 'apple-iphone-15.html?color=52&capacity=82', redirectCode: 301, type: 'PRODUCT' });
  });

  it('names only the attributes its product varies by', async () => {
    const row = backend.db.prepare(`SELECT ps.url_key FROM products p JOIN product_store ps ON ps.product_id = p.id AND ps.store_id = 2
      JOIN configurable_links l ON l.child_id = p.id JOIN products parent ON parent.id = l.parent_id
      WHERE parent.sku = 'APPL-IPHONE-15-FINEWOVEN-CASE' ORDER BY p.id LIMIT 1`).get() as { url_key: string };
    const answer = await graphqlCall(backend, ROUTE, { url: `${row.url_key}.html` }, { store: 'en' });
    expect(answer.data?.route.relative_url).toMatch(/^apple-iphone-15-finewoven-case\.html\?color=\d+$/);
  });

  it('answers the product itself with no redirect', async () => {
    const answer = await graphqlCall(backend, ROUTE, { url: 'apple-iphone-15.html' }, { store: 'en' });
    expect(answer.data?.route).toMatchObject({ __typename: 'ConfigurableProduct', redirect_code: 0, relative_url: 'apple-iphone-15.html' });
  });
});
