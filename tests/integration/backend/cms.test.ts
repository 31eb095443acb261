import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

/** The CMS JSON these tests read (Magento's cmsBlocks plus getSliders / pwaConfig of backend/graphql/custom.graphql). */
interface SliderBanner {
  banner_id: number;
  name: string | null;
  image: string | null;
  image_alt: string | null;
  click_url: string | null;
  slider_id: number;
  status: number;
  banner_link_type: string | null;
  product_id: number | null;
  category_id: number | null;
  pwa_url: string | null;
  product_url: string | null;
  category_url: string | null;
}

interface CmsData {
  cmsBlocks: { items: Array<{ identifier: string; title: string; content: string }> };
  getSliders: Array<{ slider_id: number; title: string; banners: SliderBanner[] }>;
  pwaConfig: {
    top_bar: { bg_color: string; font_size: string; text: string; text_color: string };
    express_delivery_with_api: { original_price: number };
  };
}

/** The JSON inside a home block's `content`: the brands block first, then the banner blocks. */
interface BrandsBlockContent {
  brands: Array<{ image: string }>;
}
interface BannersBlockContent {
  banners: Array<{ image: string }>;
}

/** Fails the test unless `value` is there (neither undefined nor null) and narrows its type for the reads that follow. */
function present<T>(value: T | null | undefined): T {
  expect(value).toBeDefined();
  expect(value).not.toBeNull();
  return value as T;
}

async function graphql(query: string, variables: Record<string, unknown> = {}, store = 'en') {
  const response = await fetch(`${backend.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBeLessThan(500);
  return (await response.json()) as { data?: CmsData; errors?: Array<{ message: string; extensions?: { category?: string } }> };
}

describe('cmsBlocks', () => {
  it('serves the home blocks in both languages as JSON with absolute media URLs', async () => {
    for (const lang of ['ar', 'en']) {
      const ids = ['brands', 'one', 'two', 'three', 'four'].map((part) => `pwa_home_${part}_${lang}`);
      const { data, errors } = await graphql('query ($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier title content } } }', { ids }, lang);
      expect(errors).toBeUndefined();
      const blocks = present(data).cmsBlocks.items;
      expect(blocks.map((block) => block.identifier)).toEqual(ids);
      const [brands, ...banners] = blocks.map((block) => JSON.parse(block.content) as unknown) as [BrandsBlockContent, ...BannersBlockContent[]];
      expect(brands.brands.length).toBeGreaterThan(0);
      expect(present(brands.brands[0]).image).toMatch(new RegExp(`^${backend.url}/media/brands/`));
      for (const block of banners) {
        expect(block.banners.length).toBeGreaterThan(0);
        for (const banner of block.banners) expect(banner.image).toMatch(new RegExp(`^${backend.url}/media/banners/.+-${lang}\\.(svg|jpg)$`));
      }
    }
  });

  it('serves the contact page\'s blocks a Magento client asks for, in each store view\'s language', async () => {
    const query = '{ cmsBlocks(identifiers: ["contact-us-banner", "contact-us-sidebar"]) { items { identifier title content } } }';
    const en = present((await graphql(query, {}, 'en')).data).cmsBlocks.items;
    expect(en.map((block) => block.identifier)).toEqual(['contact-us-banner', 'contact-us-sidebar']);
    expect(en[0]?.content).toContain('<h2>Contact us</h2>');
    expect(en[1]?.content).toContain('href="mailto:support@matjar.qa"');
    const ar = present((await graphql(query, {}, 'ar')).data).cmsBlocks.items;
    expect(ar[0]?.content).toContain('<h2>اتصل بنا</h2>');
    expect(ar[1]?.content).toContain('طرق التواصل معنا');
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
  it('returns banners of every link type, per language, each category banner with its category url', async () => {
    const titles = ['home_main_slider', 'home_top_banner', 'home_middle_banner', 'home_bottom_banners'];
    const { data } = await graphql(`query ($t: [String!]!) { getSliders(titles: $t) { slider_id title banners {
      banner_id name image image_alt click_url slider_id status banner_link_type product_id category_id pwa_url product_url category_url } } }`,
    { t: titles }, 'ar');
    const sliders = present(data).getSliders;
    expect(sliders.map((s) => s.title)).toEqual(titles);
    const banners = sliders.flatMap((s) => s.banners);
    const types = new Set(banners.map((b) => b.banner_link_type));
    for (const type of ['url', 'product_id', 'category_id']) expect(types.has(type)).toBe(true);
    expect([...types].some((type) => !['url', 'product_id', 'category_id'].includes(type as string))).toBe(true);
    expect(present(banners.find((b) => b.banner_link_type === 'product_id')).product_url).toMatch(/^[a-z0-9-]+$/);
    expect(banners.filter((b) => b.banner_link_type === 'category_id').every((b) => b.category_url !== null)).toBe(true);
    expect(present(banners.find((b) => b.category_id === 11)).category_url).toBe('smart-home');
    expect(present(banners.find((b) => b.banner_link_type === 'url')).pwa_url).toMatch(/^\//);
    expect(present(banners[0]).name).toMatch(/[\u0600-\u06FF]/);
  });

  it('skips unknown titles and rejects a missing argument', async () => {
    const { data } = await graphql('{ getSliders(titles: ["nope"]) { slider_id } }');
    expect(present(data).getSliders).toEqual([]);
    const missing = await graphql('{ getSliders { slider_id } }');
    expect(missing.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });
});

describe('pwaConfig', () => {
  it('returns the top bar per language and the express delivery price', async () => {
    const query = '{ pwaConfig { top_bar { bg_color font_size text text_color } express_delivery_with_api { original_price } } }';
    const ar = await graphql(query, {}, 'ar');
    const en = await graphql(query, {}, 'en');
    expect(present(ar.data).pwaConfig.top_bar.text).toMatch(/[\u0600-\u06FF]/);
    const enConfig = present(en.data).pwaConfig;
    expect(enConfig.top_bar.text).toMatch(/delivery/i);
    expect(enConfig.top_bar).toMatchObject({ bg_color: expect.stringMatching(/^#/), text_color: expect.stringMatching(/^#/), font_size: '14px' });
    expect(enConfig.express_delivery_with_api.original_price).toBe(25);
  });
});

describe('mobile CMS items (REST)', () => {
  it('serves generated_json as a string whose banners carry one translation per language', async () => {
    const response = await fetch(`${backend.url}/rest/V1/cms-items/mobile_home`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { generated_json: string };
    expect(typeof body.generated_json).toBe('string');
    const content = JSON.parse(body.generated_json) as { banners: Array<{ translations: Array<{ language_code: string; banner_id: { image: string } }> }> };
    expect(content.banners.length).toBeGreaterThanOrEqual(4);
    for (const banner of content.banners) {
      expect(banner.translations.map((t) => t.language_code).sort()).toEqual(['ar', 'en']);
      for (const t of banner.translations) expect(t.banner_id).toMatchObject({ image: expect.stringMatching(/^\/media\/content-assets\//) });
    }
    const image = await fetch(`${backend.url}${content.banners[0]?.translations[0]?.banner_id.image}`);
    expect(image.status).toBe(200);
    // The first banner's image is one of the seed's raster photos (backend/seed/raster-media.ts).
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers 404 for an unknown item and 400 for a malformed identifier', async () => {
    const unknown = await fetch(`${backend.url}/rest/V1/cms-items/nope`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'The CMS item with the "%1" identifier doesn\'t exist.', parameters: ['nope'] });
    const malformed = await fetch(`${backend.url}/rest/V1/cms-items/${encodeURIComponent('a b;drop')}`);
    expect(malformed.status).toBe(400);
  });
});
