/**
 * `GET|PUT /rest/{store}/V1/pwa-config` over real HTTP: the top bar per store view over a default, colours,
 * font size and the express delivery price, as GraphQL `pwaConfig` then serves them; Magento-style 400s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, graphql, startAdminBackend, type AdminTestBackend } from '../../helpers/admin-api.ts';

interface PwaConfig {
  top_bar: { bg_color: string | null; font_size: string | null; text: string | null; text_color: string | null };
  express_delivery_with_api: { original_price: number | null };
}

let backend: AdminTestBackend;
let admin: ReturnType<typeof adminClient>;
beforeAll(async () => {
  backend = await startAdminBackend();
  admin = adminClient(backend.url);
});
afterAll(() => backend.stop());

const QUERY = '{ pwaConfig { top_bar { bg_color font_size text text_color } express_delivery_with_api { original_price } } }';

async function served(store: 'ar' | 'en'): Promise<PwaConfig> {
  const answer = await graphql<{ pwaConfig: PwaConfig }>(backend.url, QUERY, {}, store);
  expect(answer.errors).toBeUndefined();
  return answer.data!.pwaConfig;
}

describe('pwa-config', () => {
  it('reads a store view as GraphQL serves it, and the default scope on its own', async () => {
    const en = await admin<PwaConfig>('GET', '/rest/en/V1/pwa-config');
    expect(en.status).toBe(200);
    expect(en.body).toEqual(await served('en'));
    const all = await admin<PwaConfig>('GET', '/rest/all/V1/pwa-config');
    // The seed has top bar texts per store view only.
    expect(all.body).toEqual({
      top_bar: { bg_color: '#0b3d91', font_size: '14px', text: null, text_color: '#ffffff' },
      express_delivery_with_api: { original_price: 25 },
    });
  });

  it('sets the top bar text of one store view only', async () => {
    const arabic = (await served('ar')).top_bar.text;
    const saved = await admin<PwaConfig>('PUT', '/rest/en/V1/pwa-config', { config: { top_bar: { text: '  Free delivery this weekend ' } } });
    expect(saved).toMatchObject({ status: 200, body: { top_bar: { text: 'Free delivery this weekend' } } });
    expect((await served('en')).top_bar.text).toBe('Free delivery this weekend');
    expect((await served('ar')).top_bar.text).toBe(arabic);
  });

  it('sets colours, size and the express price for every store view at the default scope', async () => {
    const saved = await admin<PwaConfig>('PUT', '/rest/all/V1/pwa-config', {
      config: { top_bar: { bg_color: '#8a1538', text_color: '#fff', font_size: '0.875rem' }, express_delivery_with_api: { original_price: 30 } },
    });
    expect(saved.status).toBe(200);
    for (const store of ['ar', 'en'] as const) {
      expect(await served(store)).toMatchObject({
        top_bar: { bg_color: '#8a1538', text_color: '#fff', font_size: '0.875rem' },
        express_delivery_with_api: { original_price: 30 },
      });
    }
  });

  it('lets a store view override a default and then fall back to it with null', async () => {
    await admin('PUT', '/rest/ar/V1/pwa-config', { config: { top_bar: { bg_color: '#000000' } } });
    expect((await served('ar')).top_bar.bg_color).toBe('#000000');
    expect((await served('en')).top_bar.bg_color).toBe('#8a1538');
    await admin('PUT', '/rest/ar/V1/pwa-config', { config: { top_bar: { bg_color: null } } });
    expect((await served('ar')).top_bar.bg_color).toBe('#8a1538');
  });

  it('answers a Magento 400 for bad values and unknown fields, 404 for an unknown store, and changes nothing', async () => {
    const before = await served('en');
    const bad: unknown[] = [
      {},
      { config: { top_bar: { txt: 'typo' } } },
      { config: { colours: {} } },
      { config: { top_bar: { bg_color: 'red; background:url(x)' } } },
      { config: { top_bar: { font_size: '200px' } } },
      { config: { top_bar: { text: 'x'.repeat(301) } } },
      { config: { top_bar: { text: 42 } } },
      { config: { express_delivery_with_api: { original_price: -5 } } },
      { config: { express_delivery_with_api: { original_price: '25' } } },
    ];
    for (const body of bad) {
      const answer = await admin<{ message: string; parameters: { fieldName: string } }>('PUT', '/rest/en/V1/pwa-config', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    const noDefault = await admin('PUT', '/rest/all/V1/pwa-config', { config: { express_delivery_with_api: { original_price: null } } });
    expect(noDefault).toMatchObject({ status: 400, body: { parameters: ['original_price'] } });
    expect((await admin('PUT', '/rest/fr/V1/pwa-config', { config: {} })).status).toBe(404);
    expect(await served('en')).toEqual(before);
  });
});
