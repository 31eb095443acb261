/**
 * The CMS block admin API (`/V1/cmsBlock/search`, `/V1/cmsBlock/{id}`) over real HTTP: Magento's searchCriteria
 * naming, the block shape, saving; the home banner blocks as the one source of the storefront's blocks, getSliders
 * and the mobile CMS item; the seeded social image feed block, read the way the storefront reads it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../../backend/seed/index.ts';
import { parseSocialFeedBlock } from '@/lib/commerce/social-feed.ts';
import { adminClient, graphql, startAdminBackend, type AdminTestBackend } from '../../helpers/admin-api.ts';

interface Block {
  id: number;
  identifier: string;
  title: string;
  content: string;
  creation_time: string;
  update_time: string;
  active: boolean;
}

interface SearchResult {
  items: Block[];
  search_criteria: { filter_groups: Array<{ filters: Array<{ field: string; value: string; condition_type: string }> }> };
  total_count: number;
}

interface BannerContent {
  type: string;
  slider: string;
  banners: Array<{ banner_id: number; name: string; image: string; image_alt: string | null }>;
}

let backend: AdminTestBackend;
let admin: ReturnType<typeof adminClient>;
beforeAll(async () => {
  backend = await startAdminBackend();
  admin = adminClient(backend.url);
});
afterAll(() => backend.stop());

const byIdentifier = (identifier: string, naming: 'filterGroups' | 'filter_groups' = 'filterGroups') =>
  `/rest/V1/cmsBlock/search?searchCriteria[${naming}][0][filters][0][field]=identifier&searchCriteria[${naming}][0][filters][0][value]=${identifier}`;

async function block(identifier: string): Promise<Block> {
  const found = await admin<SearchResult>('GET', byIdentifier(identifier));
  expect(found.status).toBe(200);
  const item = found.body.items[0];
  if (!item) throw new Error(`no block ${identifier}`);
  return item;
}

async function storefrontBlock(identifier: string, store: 'ar' | 'en') {
  const answer = await graphql<{ cmsBlocks: { items: Array<{ identifier: string; content: string }> } }>(
    backend.url,
    'query ($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier content } } }',
    { ids: [identifier] },
    store,
  );
  return answer;
}

const SLIDERS = `query ($t: [String!]!) { getSliders(titles: $t) { slider_id title banners { banner_id name image image_alt click_url } } }`;

describe('GET /V1/cmsBlock/search and /V1/cmsBlock/{id}', () => {
  it("finds a block by identifier with Magento's filterGroups (or filter_groups) naming", async () => {
    for (const naming of ['filterGroups', 'filter_groups'] as const) {
      const found = await admin<SearchResult>('GET', byIdentifier('pwa_home_one_en', naming));
      expect(found.status).toBe(200);
      expect(found.body.total_count).toBe(1);
      expect(found.body.search_criteria.filter_groups).toEqual([{ filters: [{ field: 'identifier', value: 'pwa_home_one_en', condition_type: 'eq' }] }]);
      const [item] = found.body.items;
      expect(item).toEqual({
        id: expect.any(Number),
        identifier: 'pwa_home_one_en',
        title: expect.any(String),
        content: expect.stringContaining('"type":"banners"'),
        creation_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        update_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        active: true,
      });
      // Content is as stored: media directives unresolved, so a block read and sent back keeps them.
      expect(item?.content).toContain("{{media url='banners/");
    }
  });

  it('supports like, in, sorting and paging', async () => {
    const like = await admin<SearchResult>(
      'GET',
      '/rest/V1/cmsBlock/search?searchCriteria[filterGroups][0][filters][0][field]=identifier' +
        '&searchCriteria[filterGroups][0][filters][0][value]=pwa_home_%25_en&searchCriteria[filterGroups][0][filters][0][conditionType]=like' +
        '&searchCriteria[sortOrders][0][field]=identifier&searchCriteria[sortOrders][0][direction]=DESC&searchCriteria[pageSize]=2',
    );
    expect(like.body.total_count).toBe(5);
    expect(like.body.items.map((b) => b.identifier)).toEqual(['pwa_home_two_en', 'pwa_home_three_en']);
    const both = await admin<SearchResult>(
      'GET',
      '/rest/V1/cmsBlock/search?searchCriteria[filterGroups][0][filters][0][field]=identifier' +
        '&searchCriteria[filterGroups][0][filters][0][value]=pwa_social_feed_ar,pwa_social_feed_en&searchCriteria[filterGroups][0][filters][0][conditionType]=in',
    );
    expect(both.body.items.map((b) => b.identifier).sort()).toEqual(['pwa_social_feed_ar', 'pwa_social_feed_en']);
    const all = await admin<SearchResult>('GET', '/rest/V1/cmsBlock/search?searchCriteria[pageSize]=100');
    // 12 home and social-feed blocks, and the contact page's two in each language.
    expect(all.body.total_count).toBe(16);
  });

  it('answers 400 for an unknown field or a bad criterion, 404 / 400 for an unknown / malformed id', async () => {
    const unknownField = await admin('GET', '/rest/V1/cmsBlock/search?searchCriteria[filterGroups][0][filters][0][field]=colour&searchCriteria[filterGroups][0][filters][0][value]=x');
    expect(unknownField).toMatchObject({ status: 400, body: { message: 'Invalid attribute name: %1', parameters: ['colour'] } });
    expect((await admin('GET', '/rest/V1/cmsBlock/search?searchCriteria[pageSize]=0')).status).toBe(400);
    const one = await block('pwa_home_two_ar');
    expect((await admin<Block>('GET', `/rest/V1/cmsBlock/${one.id}`)).body).toEqual(one);
    expect(await admin('GET', '/rest/V1/cmsBlock/9999')).toMatchObject({
      status: 404,
      body: { message: 'The CMS block with the "%1" ID doesn\'t exist.', parameters: ['9999'] },
    });
    expect((await admin('GET', '/rest/V1/cmsBlock/abc')).status).toBe(400);
  });
});

describe('PUT /V1/cmsBlock/{id}: the home banner blocks are the one source', () => {
  it('a banner text change reaches cmsBlocks, getSliders and the mobile CMS item', async () => {
    const before = await block('pwa_home_one_en');
    const itemBefore = (await (await fetch(`${backend.url}/rest/V1/cms-items/mobile_home`)).json()) as { generated_json: string; updated_at: string };
    const content = JSON.parse(before.content) as BannerContent;
    content.banners[0]!.name = 'Weekend offers';
    const saved = await admin<Block>('PUT', `/rest/V1/cmsBlock/${before.id}`, { block: { ...before, content: JSON.stringify(content) } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: before.id, identifier: 'pwa_home_one_en', active: true });
    expect(saved.body.update_time >= before.update_time).toBe(true);

    const served = await storefrontBlock('pwa_home_one_en', 'en');
    const servedContent = JSON.parse(served.data!.cmsBlocks.items[0]!.content) as BannerContent;
    expect(servedContent.banners[0]?.name).toBe('Weekend offers');
    expect(servedContent.banners[0]?.image).toMatch(new RegExp(`^${backend.url}/media/banners/`));

    const sliders = await graphql<{ getSliders: Array<{ title: string; banners: Array<{ banner_id: number; name: string; image: string }> }> }>(
      backend.url,
      SLIDERS,
      { t: ['home_main_slider'] },
      'en',
    );
    expect(sliders.data?.getSliders[0]?.banners[0]).toMatchObject({ banner_id: content.banners[0]!.banner_id, name: 'Weekend offers' });
    const arabicSliders = await graphql<{ getSliders: Array<{ banners: Array<{ name: string }> }> }>(backend.url, SLIDERS, { t: ['home_main_slider'] }, 'ar');
    expect(arabicSliders.data?.getSliders[0]?.banners[0]?.name).not.toBe('Weekend offers');

    const item = (await (await fetch(`${backend.url}/rest/V1/cms-items/mobile_home`)).json()) as { generated_json: string; updated_at: string };
    const mobile = JSON.parse(item.generated_json) as { banners: Array<{ id: string; translations: Array<{ language_code: string; banner_id: { name: string; image: string } }> }> };
    const first = mobile.banners.find((banner) => banner.id === 'home_main_slider-1');
    expect(first?.translations.find((t) => t.language_code === 'en')?.banner_id).toMatchObject({
      name: 'Weekend offers',
      image: expect.stringMatching(/^\/media\/content-assets\/banners\/.+-en\.(svg|jpg|png)$/),
    });
    expect(item.updated_at >= itemBefore.updated_at).toBe(true);
    expect(item.generated_json).not.toBe(itemBefore.generated_json);
  });

  it('a disabled banner block empties its section and its slider; enabling it brings both back', async () => {
    const two = await block('pwa_home_two_en');
    expect((await admin<Block>('PUT', `/rest/V1/cmsBlock/${two.id}`, { block: { active: false } })).body.active).toBe(false);
    const missing = await storefrontBlock('pwa_home_two_en', 'en');
    expect(missing.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    const sliders = await graphql<{ getSliders: Array<{ banners: unknown[] }> }>(backend.url, SLIDERS, { t: ['home_top_banner'] }, 'en');
    expect(sliders.data?.getSliders[0]?.banners).toEqual([]);
    await admin('PUT', `/rest/V1/cmsBlock/${two.id}`, { block: { active: true } });
    expect((await storefrontBlock('pwa_home_two_en', 'en')).errors).toBeUndefined();
  });

  it('refuses banner content the storefront could not read, with a 400 that says why, and keeps the block', async () => {
    const one = await block('pwa_home_one_ar');
    const content = JSON.parse(one.content) as BannerContent;
    const bad: Array<[string, RegExp]> = [
      ['<p>Not JSON</p>', /must be JSON/],
      [JSON.stringify({ ...content, type: 'brand_slider' }), /type/],
      [JSON.stringify({ ...content, slider: 'home_top_banner' }), /slider/],
      [JSON.stringify({ ...content, banners: [{ ...content.banners[0], image: '' }] }), /banners\.0\.image/],
      [JSON.stringify({ ...content, banners: [{ ...content.banners[0], banner_id: 'one' }] }), /banners\.0\.banner_id/],
    ];
    for (const [text, why] of bad) {
      const answer = await admin<{ message: string; parameters: string[] }>('PUT', `/rest/V1/cmsBlock/${one.id}`, { block: { content: text } });
      expect(answer.status).toBe(400);
      expect(answer.body.parameters[0]).toBe('pwa_home_one_ar');
      expect(answer.body.parameters.join(' ') + answer.body.message).toMatch(why);
    }
    const brands = await block('pwa_home_brands_en');
    expect((await admin('PUT', `/rest/V1/cmsBlock/${brands.id}`, { block: { content: '{"type":"brand_slider","brands":[{"id":1}]}' } })).status).toBe(400);
    expect(await block('pwa_home_one_ar')).toEqual(one);
  });

  it('answers 400 for bad fields and an identifier already taken, 404 for an unknown block', async () => {
    const one = await block('pwa_home_one_en');
    for (const body of [{}, { block: { title: '' } }, { block: { identifier: 'has spaces' } }, { block: { active: 'yes' } }, { block: { content: 'x'.repeat(300 * 1024) } }]) {
      expect((await admin('PUT', `/rest/V1/cmsBlock/${one.id}`, body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const taken = await admin('PUT', `/rest/V1/cmsBlock/${one.id}`, { block: { identifier: 'pwa_home_two_en' } });
    expect(taken).toMatchObject({ status: 400, body: { message: 'A block identifier with the same properties already exists in the selected store.' } });
    expect((await admin('PUT', '/rest/V1/cmsBlock/9999', { block: { title: 'x' } })).status).toBe(404);
    expect(await block('pwa_home_one_en')).toEqual(one);
  });
});

describe('the social image feed block', () => {
  it('is seeded in both languages and read by the storefront as linked, sized images served by the backend', async () => {
    for (const store of ['ar', 'en'] as const) {
      const answer = await storefrontBlock(`pwa_social_feed_${store}`, store);
      expect(answer.errors).toBeUndefined();
      const posts = parseSocialFeedBlock(answer.data!.cmsBlocks.items[0]!.content);
      expect(posts?.length).toBe(6);
      for (const post of posts ?? []) {
        expect(post.href).toMatch(/^https:\/\/www\.instagram\.com\/p\//);
        expect(post.image).toMatch(/^\/media\/social\/post-\d\.jpg$/);
        expect(post).toMatchObject({ width: 640, height: 640 });
        const image = await fetch(`${backend.url}${post.image}`);
        expect(image.headers.get('content-type')).toBe('image/jpeg');
      }
      const alts = posts!.map((post) => post.alt).join(' ');
      if (store === 'ar') expect(alts).toMatch(/[\u0600-\u06FF]/);
      else expect(alts).not.toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('is editable like the banners', async () => {
    const feed = await block('pwa_social_feed_en');
    const extra = `<li><a href="https://www.instagram.com/p/NewPost123/"><img src="{{media url='social/post-2.jpg'}}" alt="A new post" width="640" height="640"></a></li>`;
    const saved = await admin<Block>('PUT', `/rest/V1/cmsBlock/${feed.id}`, { block: { content: feed.content.replace('<ul class="social-feed">', `<ul class="social-feed">${extra}`) } });
    expect(saved.status).toBe(200);
    const posts = parseSocialFeedBlock((await storefrontBlock('pwa_social_feed_en', 'en')).data!.cmsBlocks.items[0]!.content);
    expect(posts?.[0]).toMatchObject({ href: 'https://www.instagram.com/p/NewPost123/', alt: 'A new post' });
    expect(posts).toHaveLength(7);
  });

  it('is added to a database seeded before the feed existed, once', async () => {
    backend.db.prepare("DELETE FROM cms_blocks WHERE identifier LIKE 'pwa_social_feed_%'").run();
    seedIfEmpty(backend.db);
    expect(backend.db.prepare("SELECT COUNT(*) AS n FROM cms_blocks WHERE identifier LIKE 'pwa_social_feed_%'").get()).toEqual({ n: 2 });
    seedIfEmpty(backend.db);
    expect(backend.db.prepare("SELECT COUNT(*) AS n FROM cms_blocks WHERE identifier LIKE 'pwa_social_feed_%'").get()).toEqual({ n: 2 });
  });
});
