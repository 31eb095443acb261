/**
 * Magento's raster media are served responsive (issue 22): the seed's real photos (backend/seed/raster-media.ts)
 * come to a phone as AVIF copies sized for its screen, far smaller than the original, made by the media route and
 * the same bytes again on the next request; the page's largest image is loaded first, eagerly, with its size given.
 */
import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

test('the home hero photo arrives as an AVIF copy sized for a phone, loaded first', async ({ page, request }) => {
  const images: { url: string; type: string; bytes: number }[] = [];
  page.on('requestfinished', async (finished) => {
    const response = await finished.response();
    if (finished.resourceType() === 'image' && response) {
      images.push({ url: finished.url(), type: response.headers()['content-type'] ?? '', bytes: (await finished.sizes()).responseBodySize });
    }
  });
  await page.goto('/en', { waitUntil: 'load' });
  const hero = page.locator('main picture img').first();
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('loading', 'eager');
  await expect(hero).toHaveAttribute('width', /^\d+$/);
  await expect(hero).toHaveAttribute('height', /^\d+$/);
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  const chosen = new URL(await hero.evaluate((img: HTMLImageElement) => img.currentSrc));
  const original = chosen.pathname;
  expect(original).toMatch(/^\/media\/.+\.jpg$/);
  // A 390 px screen at 2x shows the full-width hero at about 716 device pixels: the 960 copy, not the original.
  expect(chosen.searchParams.get('f')).toBe('avif');
  expect(Number(chosen.searchParams.get('w'))).toBeLessThanOrEqual(960);
  const loaded = images.find((image) => image.url === chosen.href);
  expect(loaded?.type).toBe('image/avif');

  const full = await request.get(original);
  expect(full.headers()['content-type']).toBe('image/jpeg');
  expect(loaded!.bytes).toBeLessThan((await full.body()).length / 2);

  // Kept by the server: the same copy again, cacheable for a year.
  const again = await request.get(chosen.href);
  expect(again.status()).toBe(200);
  expect(again.headers()['cache-control']).toContain('immutable');
  expect((await again.body()).length).toBe(loaded!.bytes);
});

test('a width or format the store does not make is refused with a 400', async ({ request }) => {
  for (const query of ['w=500&f=avif', 'w=320&f=gif', 'w=320']) {
    expect((await request.get(`/media/banners/new-iphone-en.jpg?${query}`)).status(), query).toBe(400);
  }
});
