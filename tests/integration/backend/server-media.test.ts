import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

describe('server', () => {
  it('answers health checks', async () => {
    const response = await fetch(`${backend.url}/health`);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('serves GraphQL over GET as Magento storefronts do for cacheable queries', async () => {
    const query = encodeURIComponent('{ categoryList(filters: { ids: { eq: "2" } }) { id } }');
    const response = await fetch(`${backend.url}/graphql?query=${query}`, { headers: { store: 'ar' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { categoryList: [{ id: 2 }] } });
  });

  it('answers a malformed JSON body with 400 and no stack trace', async () => {
    const response = await fetch(`${backend.url}/rest/en/V1/products`, { method: 'POST', body: '{nope' });
    expect([400, 405]).toContain(response.status);
    const graphql = await fetch(`${backend.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{nope' });
    expect(graphql.status).toBe(400);
    expect(await graphql.text()).not.toMatch(/\.ts:\d+/);
  });
});

/** The products query below asks only for each item's gallery URLs. */
interface GalleryResponse {
  data: { products: { items: Array<{ media_gallery: Array<{ url: string }> }> } };
}

describe('media', () => {
  it('serves every product image the catalogue links to as a cacheable JPEG photo of its drawing', async () => {
    const body = (await (await fetch(`${backend.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ products(filter: { category_id: { eq: "9" } }, pageSize: 3) { items { media_gallery { url } } } }' }),
    })).json()) as GalleryResponse;
    const urls: string[] = body.data.products.items.flatMap((item) => item.media_gallery.map((image) => image.url));
    expect(urls.length).toBeGreaterThanOrEqual(6);
    const photos = new Set<string>();
    for (const url of urls) {
      expect(url).toMatch(/\.jpg$/);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toMatch(/max-age=31536000/);
      const bytes = Buffer.from(await response.arrayBuffer());
      const { format, width, height } = await sharp(bytes).metadata();
      expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 1200 });
      photos.add(bytes.toString('base64'));
    }
    // Gallery images of one product differ from each other.
    expect(photos.size).toBeGreaterThan(1);
  });

  it('serves the seed’s raster photos as they are, with their type', async () => {
    const body = (await (await fetch(`${backend.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // Products 1 and 2 of the seed, whose first image is a raster fixture (backend/seed/raster-media.ts): the black
      // variants of the iPhone 15.
      body: JSON.stringify({
        query: '{ products(filter: { sku: { eq: "APPL-IPHONE-15" } }) { items { ... on ConfigurableProduct { variants { product { sku image { url } } } } } } }',
      }),
    })).json()) as { data: { products: { items: { variants: { product: { sku: string; image: { url: string } } }[] }[] } } };
    const types = new Set<string>();
    const variants = body.data.products.items[0]?.variants ?? [];
    for (const { image } of variants.map((variant) => variant.product).filter((product) => ['APPL-1001', 'APPL-1002'].includes(product.sku))) {
      const response = await fetch(image.url);
      expect(response.status).toBe(200);
      const type = response.headers.get('content-type') ?? '';
      types.add(type);
      const bytes = Buffer.from(await response.arrayBuffer());
      const file = readFileSync(new URL(`../../../backend/seed/media/product-phone.${type === 'image/png' ? 'png' : 'jpg'}`, import.meta.url));
      expect(bytes.equals(file)).toBe(true);
    }
    expect([...types].sort()).toEqual(['image/jpeg', 'image/png']);
  });

  it('is deterministic and supports conditional requests', async () => {
    const url = `${backend.url}/media/brands/apple.svg`;
    const first = await fetch(url);
    const second = await fetch(url);
    expect(await first.text()).toBe(await second.text());
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const conditional = await fetch(url, { headers: { 'if-none-match': etag ?? '' } });
    expect(conditional.status).toBe(304);
  });

  it('answers unknown paths and traversal attempts with 404 JSON', async () => {
    for (const path of ['/media/catalog/product/x/y/nope.svg', '/media/../backend/server.ts', '/media/%E0%A4%A']) {
      const response = await fetch(`${backend.url}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
    }
    expect((await fetch(`${backend.url}/media/brands/apple.svg`, { method: 'POST' })).status).toBe(405);
  });
});
