/**
 * The /media proxy route: streams backend media with year-long caching, answers 404 for unknown or unsafe
 * paths and 502 when the backend is down, without exposing the backend address.
 */
import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET, HEAD } from '@/pages/media/[...path].ts';
import { closedPortUrl, startFakeCommerceServer, type FakeCommerceServer } from '../../../../helpers/fake-commerce-server.ts';

// Astro's image service is a virtual module of the build: the proxy's plain path, tested here, never calls it (the
// responsive copies are tested end to end, tests/e2e/responsive-images.spec.ts).
vi.mock('astro:assets', () => ({
  imageConfig: {},
  getConfiguredImageService: () => Promise.reject(new Error('the image service is not part of this test')),
}));

let server: FakeCommerceServer;
const originalUrl = process.env.COMMERCE_URL;
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>';

beforeAll(async () => {
  server = await startFakeCommerceServer();
  process.env.COMMERCE_URL = server.url;
  server.handle((request) =>
    request.path === '/media/catalog/product/a/b/x.svg' ? { text: SVG } : { status: 404, json: { message: 'Media not found.' } },
  );
});
afterAll(async () => {
  process.env.COMMERCE_URL = originalUrl;
  await server.close();
});

function call(handler: typeof GET, path: string | undefined, method = 'GET'): Promise<Response> {
  const url = new URL(`http://store.test/media/${path ?? ''}`);
  const context = { params: { path }, url, request: new Request(url, { method }) };
  return Promise.resolve(handler(context as unknown as APIContext));
}

describe('media proxy', () => {
  it('streams a media file with immutable caching', async () => {
    const response = await call(GET, 'catalog/product/a/b/x.svg');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(SVG);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('answers HEAD without a body', async () => {
    const response = await call(HEAD, 'catalog/product/a/b/x.svg', 'HEAD');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('answers 404 for unknown files', async () => {
    expect((await call(GET, 'catalog/product/missing.svg')).status).toBe(404);
  });

  it('refuses traversal and odd paths without asking the backend', async () => {
    const before = server.requests.length;
    for (const path of ['../etc/passwd', 'a/../../b', 'a//b', 'a/%2e%2e/b', '', undefined]) {
      expect((await call(GET, path)).status).toBe(404);
    }
    expect(server.requests.length).toBe(before);
  });

  it('answers 502 when the backend is down', async () => {
    process.env.COMMERCE_URL = await closedPortUrl();
    const response = await call(GET, 'catalog/product/a/b/x.svg');
    expect(response.status).toBe(502);
    expect(await response.text()).not.toContain('127.0.0.1');
    process.env.COMMERCE_URL = server.url;
  });
});
