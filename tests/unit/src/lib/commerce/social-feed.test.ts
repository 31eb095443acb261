/**
 * The social image feed block (CMS HTML, `pwa_social_feed_{lang}`) read as data: one post per linked image,
 * safe links only, images through the storefront's media proxy, sizes kept when given, untrusted markup ignored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCIAL_FEED_MAX_POSTS, SOCIAL_IMAGE_SIZE, parseSocialFeedBlock } from '@/lib/commerce/social-feed.ts';
import { commerceFor } from '../../../../helpers/commerce-client.ts';
import { startFakeCommerceServer, type FakeCommerceServer } from '../../../../helpers/fake-commerce-server.ts';

const post = (n: number, extra = '') =>
  `<a href="https://www.instagram.com/p/post-${n}/"><img src="http://127.0.0.1:4000/media/social/post-${n}.jpg" alt="Post ${n}" width="640" height="640"${extra}></a>`;

describe('the feed’s block', () => {
  let server: FakeCommerceServer;
  const originalUrl = process.env.COMMERCE_URL;
  beforeAll(async () => {
    server = await startFakeCommerceServer();
    process.env.COMMERCE_URL = server.url;
  });
  afterAll(async () => {
    process.env.COMMERCE_URL = originalUrl;
    await server.close();
  });

  it('is one block per store view, asked in that store', async () => {
    server.handle(() => ({ json: { data: { cmsBlocks: { items: [] } } } }));
    await commerceFor('ar').getSocialFeed();
    await commerceFor('en').getSocialFeed();
    const asked = server.requests.map((request) => [request.headers['store'], (request.body as { variables: { identifiers: string[] } }).variables.identifiers]);
    expect(asked).toEqual([
      ['ar', ['pwa_social_feed_ar']],
      ['en', ['pwa_social_feed_en']],
    ]);
  });
});

describe('parseSocialFeedBlock', () => {
  it('reads each linked image as a post, in order, with the image behind the media proxy', () => {
    const html = `<div class="social-feed"><ul><li>${post(1)}</li><li>${post(2)}</li></ul></div>`;
    expect(parseSocialFeedBlock(html)).toEqual([
      { href: 'https://www.instagram.com/p/post-1/', image: '/media/social/post-1.jpg', alt: 'Post 1', width: 640, height: 640 },
      { href: 'https://www.instagram.com/p/post-2/', image: '/media/social/post-2.jpg', alt: 'Post 2', width: 640, height: 640 },
    ]);
  });

  it('decodes entities, keeps Arabic text and images hosted elsewhere, and collapses whitespace in the description', () => {
    const html = `<a href='https://x.com/matjar/status/1?lang=ar&amp;s=20'><IMG SRC="https://cdn.example/s/1.webp" ALT="  عرض
      &quot;الجمعة&quot;  " WIDTH="1080" HEIGHT="1350"/></a>`;
    expect(parseSocialFeedBlock(html)).toEqual([
      { href: 'https://x.com/matjar/status/1?lang=ar&s=20', image: 'https://cdn.example/s/1.webp', alt: 'عرض "الجمعة"', width: 1080, height: 1350 },
    ]);
  });

  it('gives images without a plausible size the square default', () => {
    const [missing, partial, absurd] = parseSocialFeedBlock(
      '<a href="/a"><img src="media/1.jpg"></a><a href="/b"><img src="media/2.jpg" width="500"></a>' +
        '<a href="/c"><img src="media/3.jpg" width="99999" height="-1"></a>',
    )!;
    for (const image of [missing, partial, absurd]) expect(image).toMatchObject({ width: SOCIAL_IMAGE_SIZE, height: SOCIAL_IMAGE_SIZE });
    expect(missing!.image).toBe('/media/media/1.jpg');
    expect(missing!.alt).toBe('');
  });

  it('skips unsafe links and images, images without a link and links without an image', () => {
    const html = [
      '<a href="javascript:alert(1)"><img src="/media/x.jpg" alt="x"></a>',
      '<a href="//evil.example/p"><img src="/media/x.jpg" alt="x"></a>',
      '<a href="https://instagram.com/p/ok"><img src="javascript:alert(1)" alt="x"></a>',
      '<a href="https://instagram.com/p/ok"><img src="data:image/png;base64,AAAA" alt="x"></a>',
      '<img src="/media/unlinked.jpg" alt="unlinked">',
      '<a href="https://instagram.com/p/text-only">Only text</a>',
      post(3),
    ].join('');
    expect(parseSocialFeedBlock(html)?.map((p) => p.href)).toEqual(['https://www.instagram.com/p/post-3/']);
  });

  it('ignores comments, scripts and styles, even when they hold linked images', () => {
    const html = `<!-- ${post(8)} --><script>document.write('${post(9)}')</script><style>a{}</style>${post(4)}`;
    expect(parseSocialFeedBlock(html)?.map((p) => p.alt)).toEqual(['Post 4']);
  });

  it('takes one post per link', () => {
    const html = '<a href="https://instagram.com/p/1"><img src="/media/a.jpg" alt="A"><img src="/media/b.jpg" alt="B"></a>';
    expect(parseSocialFeedBlock(html)?.map((p) => p.alt)).toEqual(['A']);
  });

  it(`keeps at most ${SOCIAL_FEED_MAX_POSTS} posts`, () => {
    const html = Array.from({ length: SOCIAL_FEED_MAX_POSTS + 3 }, (_, i) => post(i + 1)).join('');
    expect(parseSocialFeedBlock(html)).toHaveLength(SOCIAL_FEED_MAX_POSTS);
  });

  it('is null for a block that holds no post (the section is left out)', () => {
    expect(parseSocialFeedBlock('<p>Follow us!</p>')).toBeNull();
    expect(parseSocialFeedBlock('{"type":"banners","banners":[]}')).toBeNull();
    expect(parseSocialFeedBlock('<a href="https://instagram.com/p/1"><img alt="no source"></a>')).toBeNull();
  });
});
