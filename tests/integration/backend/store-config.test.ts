import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlCall, startTestBackend, type TestBackend } from '../../helpers/backend.ts';

/** storeConfig, availableStores, currency and checkoutAgreements: each store view's real settings. */
let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

const STORE_CONFIG = `{
  storeConfig {
    id code store_code store_name is_default_store store_group_code website_code locale base_currency_code
    default_display_currency_code timezone weight_unit base_url base_link_url base_media_url secure_base_link_url
    use_store_in_url product_url_suffix category_url_suffix root_category_id root_category_uid grid_per_page
    grid_per_page_values catalog_default_sort_by cms_home_page cms_no_route magento_wishlist_general_is_enabled
    allow_order allow_items zero_subtotal_enabled check_money_order_enabled product_reviews_enabled
    send_friend { enabled_for_customers enabled_for_guests } default_title title_suffix copyright
    product_fixed_product_tax_display_setting
  }
}`;

describe('storeConfig', () => {
  it('answers the Arabic store view (store 1, the default) and the English one (store 2)', async () => {
    const ar = (await graphqlCall(backend, STORE_CONFIG, {}, { store: 'ar' })).data?.storeConfig;
    const en = (await graphqlCall(backend, STORE_CONFIG, {}, { store: 'en' })).data?.storeConfig;
    const base = `${backend.url}/`;
    expect(ar).toMatchObject({
      id: 1, code: 'ar', store_code: 'ar', store_name: 'العربية', is_default_store: true, locale: 'ar_QA', base_currency_code: 'QAR',
      default_display_currency_code: 'QAR', timezone: 'Asia/Qatar', base_url: base, base_link_url: `${base}ar/`, base_media_url: `${base}media/`,
      use_store_in_url: true, product_url_suffix: '.html', category_url_suffix: '.html', root_category_id: 2, root_category_uid: 'Mg==',
      grid_per_page: 24, grid_per_page_values: '12,24,36', catalog_default_sort_by: 'position', cms_home_page: 'home', cms_no_route: 'no-route',
      magento_wishlist_general_is_enabled: '1', allow_order: '0', allow_items: '0', zero_subtotal_enabled: false, check_money_order_enabled: false,
      product_reviews_enabled: '1', send_friend: { enabled_for_customers: false, enabled_for_guests: false }, default_title: 'متجر',
      title_suffix: ' | متجر', product_fixed_product_tax_display_setting: 'FPT_DISABLED',
    });
    expect(en).toMatchObject({ id: 2, store_code: 'en', store_name: 'English', is_default_store: false, locale: 'en_US', base_link_url: `${base}en/`, default_title: 'Matjar' });
    expect(en.copyright).toContain('Matjar');
  });

  it('reads the settings as stored: a store view\'s own value over the default', async () => {
    backend.db.prepare("INSERT INTO store_config (path, store_id, value) VALUES ('catalog/frontend/grid_per_page', 2, '36')").run();
    try {
      expect((await graphqlCall(backend, '{ storeConfig { grid_per_page } }', {}, { store: 'en' })).data?.storeConfig.grid_per_page).toBe(36);
      expect((await graphqlCall(backend, '{ storeConfig { grid_per_page } }', {}, { store: 'ar' })).data?.storeConfig.grid_per_page).toBe(24);
    } finally {
      backend.db.prepare("DELETE FROM store_config WHERE path = 'catalog/frontend/grid_per_page' AND store_id = 2").run();
    }
  });

  it('takes its base URLs from the public URL the backend is reached at', async () => {
    // fetch() may not set Host: a plain HTTP request does, as a proxy in front of the backend would.
    const payload = JSON.stringify({ query: '{ storeConfig { base_url base_media_url } }' });
    const text = await new Promise<string>((resolve, reject) => {
      const request = httpRequest(`${backend.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', Store: 'en', Host: 'shop.example:8443', 'content-length': Buffer.byteLength(payload) },
      });
      request.on('response', (response) => {
        let data = '';
        response.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        response.on('end', () => resolve(data));
      });
      request.on('error', reject);
      request.end(payload);
    });
    const body = JSON.parse(text) as { data: { storeConfig: { base_url: string; base_media_url: string } } };
    expect(body.data.storeConfig).toEqual({ base_url: 'http://shop.example:8443/', base_media_url: 'http://shop.example:8443/media/' });
  });
});

describe('availableStores, currency and checkoutAgreements', () => {
  it('availableStores lists both store views', async () => {
    const answer = await graphqlCall(backend, '{ availableStores(useCurrentGroup: true) { store_code locale is_default_store } }');
    expect(answer.data?.availableStores).toEqual([
      { store_code: 'ar', locale: 'ar_QA', is_default_store: true },
      { store_code: 'en', locale: 'en_US', is_default_store: false },
    ]);
  });

  it('availableStores refuses an argument of the wrong type as an input error', async () => {
    const answer = await graphqlCall(backend, '{ availableStores(useCurrentGroup: "yes") { store_code } }');
    expect(answer.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });

  it('currency is the Qatari riyal, its symbol written as the store view\'s locale writes it', async () => {
    const QUERY = '{ currency { base_currency_code base_currency_symbol default_display_currency_code default_display_currency_symbol available_currency_codes exchange_rates { currency_to rate } } }';
    const en = (await graphqlCall(backend, QUERY, {}, { store: 'en' })).data?.currency;
    expect(en).toEqual({
      base_currency_code: 'QAR', base_currency_symbol: 'QAR', default_display_currency_code: 'QAR', default_display_currency_symbol: 'QAR',
      available_currency_codes: ['QAR'], exchange_rates: [{ currency_to: 'QAR', rate: 1 }],
    });
    const ar = (await graphqlCall(backend, QUERY, {}, { store: 'ar' })).data?.currency;
    expect(ar.base_currency_symbol).toMatch(/ر\.ق/);
  });

  it('checkoutAgreements is an empty list: the store has no terms to accept at checkout', async () => {
    expect((await graphqlCall(backend, '{ checkoutAgreements { agreement_id name } }')).data?.checkoutAgreements).toEqual([]);
  });
});
