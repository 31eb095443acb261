import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

async function graphql(query: string, variables: Record<string, unknown> = {}, store = 'en') {
  const response = await fetch(`${backend.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBeLessThan(500);
  return (await response.json()) as { data?: any; errors?: Array<{ message: string; extensions?: { category?: string } }> };
}

describe('cmsBlocks', () => {
  it('serves the home blocks in both languages as JSON with absolute media URLs', async () => {
    for (const lang of ['ar', 'en']) {
      const ids = ['brands', 'one', 'two', 'three', 'four'].map((part) => `pwa_home_${part}_${lang}`);
      const { data, errors } = await graphql('query ($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier title content } } }', { ids }, lang);
      expect(errors).toBeUndefined();
      expect(data.cmsBlocks.items.map((block: any) => block.identifier)).toEqual(ids);
      const [brands, ...banners] = data.cmsBlocks.items.map((block: any) => JSON.parse(block.content));
      expect(brands.brands.length).toBeGreaterThan(0);
      expect(brands.brands[0].image).toMatch(new RegExp(`^${backend.url}/media/brands/`));
      for (const block of banners) {
        expect(block.banners.length).toBeGreaterThan(0);
        for (const banner of block.banners) expect(banner.image).toMatch(new RegExp(`^${backend.url}/media/banners/.+-${lang}\\.svg$`));
      }
    }
  });

  it('answers an unknown identifier with a no-such-entity error', async () => {
    const { errors } = await graphql('{ cmsBlocks(identifiers: ["no_such_block"]) { items { identifier } } }');
    expect(errors?.[0]?.message).toBe('The CMS block with the "no_such_block" ID doesn\'t exist.');
    expect(errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
  });

  it('rejects overlong identifiers and wrong types', async () => {
    const long = await graphql('query ($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier } } }', { ids: ['x'.repeat(200)] });
    expect(long.errors?.[0]?.extensions?.category).toBe('graphql-input');
    const wrong = await graphql('query ($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier } } }', { ids: { a: 1 } });
    expect(wrong.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });
});

describe('getSliders', () => {
  it('returns banners of every link type, per language, one category banner without url', async () => {
    const titles = ['home_main_slider', 'home_top_banner', 'home_middle_banner', 'home_bottom_banners'];
    const { data } = await graphql(`query ($t: [String!]!) { getSliders(titles: $t) { slider_id title banners {
      banner_id name image image_alt click_url slider_id status banner_link_type product_id category_id pwa_url product_url category_url } } }`,
    { t: titles }, 'ar');
    expect(data.getSliders.map((s: any) => s.title)).toEqual(titles);
    const banners = data.getSliders.flatMap((s: any) => s.banners);
    const types = new Set(banners.map((b: any) => b.banner_link_type));
    for (const type of ['url', 'product_id', 'category_id']) expect(types.has(type)).toBe(true);
    expect([...types].some((type) => !['url', 'product_id', 'category_id'].includes(type as string))).toBe(true);
    expect(banners.find((b: any) => b.banner_link_type === 'product_id').product_url).toMatch(/^[a-z0-9-]+$/);
    expect(banners.some((b: any) => b.banner_link_type === 'category_id' && b.category_url === null)).toBe(true);
    expect(banners.find((b: any) => b.banner_link_type === 'url').pwa_url).toMatch(/^\//);
    expect(banners[0].name).toMatch(/[\u0600-\u06FF]/);
  });

  it('skips unknown titles and rejects a missing argument', async () => {
    const { data } = await graphql('{ getSliders(titles: ["nope"]) { slider_id } }');
    expect(data.getSliders).toEqual([]);
    const missing = await graphql('{ getSliders { slider_id } }');
    expect(missing.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });
});

describe('pwaConfig', () => {
  it('returns the top bar per language and the express delivery price', async () => {
    const query = '{ pwaConfig { top_bar { bg_color font_size text text_color } express_delivery_with_api { original_price } } }';
    const ar = await graphql(query, {}, 'ar');
    const en = await graphql(query, {}, 'en');
    expect(ar.data.pwaConfig.top_bar.text).toMatch(/[\u0600-\u06FF]/);
    expect(en.data.pwaConfig.top_bar.text).toMatch(/delivery/i);
    expect(en.data.pwaConfig.top_bar).toMatchObject({ bg_color: expect.stringMatching(/^#/), text_color: expect.stringMatching(/^#/), font_size: '14px' });
    expect(en.data.pwaConfig.express_delivery_with_api.original_price).toBe(25);
  });
});

describe('mobile CMS items (REST)', () => {
  it('serves generated_json as a string whose banners carry one translation per language', async () => {
    const response = await fetch(`${backend.url}/rest/V1/cms-items/mobile_home`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { generated_json: string };
    expect(typeof body.generated_json).toBe('string');
    const content = JSON.parse(body.generated_json) as { banners: Array<{ translations: Array<{ language_code: string; banner_id: any }> }> };
    expect(content.banners.length).toBeGreaterThanOrEqual(4);
    for (const banner of content.banners) {
      expect(banner.translations.map((t) => t.language_code).sort()).toEqual(['ar', 'en']);
      for (const t of banner.translations) expect(t.banner_id).toMatchObject({ image: expect.stringMatching(/^\/media\/content-assets\//) });
    }
    const image = await fetch(`${backend.url}${content.banners[0]?.translations[0]?.banner_id.image}`);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers 404 for an unknown item and 400 for a malformed identifier', async () => {
    const unknown = await fetch(`${backend.url}/rest/V1/cms-items/nope`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'The CMS item with the "%1" identifier doesn\'t exist.', parameters: ['nope'] });
    const malformed = await fetch(`${backend.url}/rest/V1/cms-items/${encodeURIComponent('a b;drop')}`);
    expect(malformed.status).toBe(400);
  });
});
