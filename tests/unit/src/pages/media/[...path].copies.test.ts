/**
 * The media route's responsive copies: a width-only URL is answered in the best format the request's Accept names,
 * with `Vary: Accept`; a URL naming its format (what pages rendered before negotiation point at) answers as it
 * always did, without Vary; `X-Media-Copy` says when the copy was made; anything the store does not make is a 400.
 * The image service is a stand-in that answers at once with the format and width it was asked for.
 */
import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET } from '@/pages/media/[...path].ts';
import { startFakeCommerceServer, type FakeCommerceServer } from '../../../../helpers/fake-commerce-server.ts';

vi.mock('astro:assets', () => ({
  imageConfig: {},
  getConfiguredImageService: () =>
    Promise.resolve({
      transform: (_original: Uint8Array, options: { format: string; width: number }) =>
        Promise.resolve({ data: new TextEncoder().encode(`${options.format}@${options.width}`), format: options.format }),
    }),
}));

let server: FakeCommerceServer;
const originalUrl = process.env.COMMERCE_URL;
const PHOTO = 'catalog/product/a/p/phone.jpg';
const CHROME = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const logger = { warn: vi.fn(), error: vi.fn(), info: vi.fn(), debug: vi.fn() };

beforeAll(async () => {
  server = await startFakeCommerceServer();
  process.env.COMMERCE_URL = server.url;
  server.handle((request) => (request.path.startsWith('/media/catalog/product/a/p/') ? { text: 'JPEG' } : { status: 404, json: { message: 'Media not found.' } }));
});
afterAll(async () => {
  process.env.COMMERCE_URL = originalUrl;
  await server.close();
});

async function get(path: string, accept?: string): Promise<{ response: Response; body: string }> {
  const url = new URL(`http://store.test/media/${path}`);
  const request = new Request(url, { headers: accept === undefined ? {} : { accept } });
  const context = { params: { path: url.pathname.slice('/media/'.length) }, url, request, logger };
  const response = await GET(context as unknown as APIContext);
  return { response, body: await response.text() };
}

/** Asks until the copy answering is the one asked for, not a stand-in (an AVIF copy is made after the first answer). */
async function settled(path: string, accept?: string) {
  let answer = await get(path, accept);
  await vi.waitFor(async () => {
    answer = await get(path, accept);
    expect(answer.response.headers.get('cache-control')).toContain('immutable');
  });
  return answer;
}

describe('media copies', () => {
  it('answers a width-only URL in the best format the browser takes, varying by Accept', async () => {
    const first = await get(`${PHOTO}?w=320`, CHROME);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('vary')).toBe('Accept');
    // The first AVIF request: WebP stands in, for a minute, while the AVIF copy is made.
    expect(first.response.headers.get('content-type')).toBe('image/webp');
    expect(first.response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(first.response.headers.get('x-media-copy')).toBe('made');

    const avif = await settled(`${PHOTO}?w=320`, CHROME);
    expect(avif.body).toBe('avif@320');
    expect(avif.response.headers.get('content-type')).toBe('image/avif');
    expect(avif.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(avif.response.headers.get('x-media-copy')).toBe('kept');

    const webp = await settled(`${PHOTO}?w=320`, 'image/webp,*/*');
    expect(webp.body).toBe('webp@320');
    expect(webp.response.headers.get('vary')).toBe('Accept');

    const plain = await settled(`${PHOTO}?w=320`, '*/*');
    expect(plain.body).toBe('jpeg@320');
    expect(plain.response.headers.get('content-type')).toBe('image/jpeg');
    expect((await settled(`${PHOTO}?w=320`)).body).toBe('jpeg@320');
  });

  it('answers a URL that names its format in that format whatever the Accept, without Vary', async () => {
    const avif = await settled(`${PHOTO}?w=480&f=avif`, 'image/webp');
    expect(avif.body).toBe('avif@480');
    expect(avif.response.headers.get('content-type')).toBe('image/avif');
    expect(avif.response.headers.has('vary')).toBe(false);
    const webp = await settled(`${PHOTO}?w=480&f=webp`, CHROME);
    expect(webp.body).toBe('webp@480');
    expect(webp.response.headers.has('vary')).toBe(false);
  });

  it('refuses a width or format the store does not make, and a copy of artwork, with a 400', async () => {
    for (const query of ['w=500', 'w=320&f=gif', 'w=320&f=jpeg', 'f=avif', 'w=abc', 'w=320&x=1']) {
      expect((await get(`${PHOTO}?${query}`, CHROME)).response.status, query).toBe(400);
    }
    expect((await get('catalog/product/a/p/logo.svg?w=320', CHROME)).response.status).toBe(400);
  });

  it('answers 404 for a copy of a photo the media does not have', async () => {
    expect((await get('catalog/product/x/y/missing.jpg?w=320', CHROME)).response.status).toBe(404);
  });
});
