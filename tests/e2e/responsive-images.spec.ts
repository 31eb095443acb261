/**
 * Magento's raster media are served responsive (issue 22): the seed's real photos (backend/seed/raster-media.ts)
 * come to a phone as AVIF copies sized for its screen, far smaller than the original, made by the media route and
 * the same bytes again on the next request; the page's largest image is loaded first, eagerly, with its size given.
 * While the server is still making an AVIF copy, the WebP copy of the same width answers for it, cacheable for a
 * minute only.
 */
import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

test('the home hero photo arrives as a copy sized for a phone (WebP while its AVIF copy is made), loaded first', async ({ page, request }) => {
  const images: { url: string; type: string; cacheControl: string; bytes: number }[] = [];
  // Images only; one that finishes as the test closes the page (a lazy picture) has no response to read any more,
  // and is not one the test looks at.
  page.on('requestfinished', async (finished) => {
    if (finished.resourceType() !== 'image') return;
    const read = async () => {
      const response = await finished.response();
      if (!response) return;
      images.push({
        url: finished.url(),
        type: response.headers()['content-type'] ?? '',
        cacheControl: response.headers()['cache-control'] ?? '',
        bytes: (await finished.sizes()).responseBodySize,
      });
    };
    await read().catch(() => undefined);
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
  expect(['image/avif', 'image/webp']).toContain(loaded?.type);
  // A WebP copy standing in for the AVIF one is kept a minute only, so that the AVIF copy replaces it.
  if (loaded!.type === 'image/webp') expect(loaded!.cacheControl).toBe('public, max-age=60');
  const full = await request.get(original);
  expect(full.headers()['content-type']).toBe('image/jpeg');
  const originalBytes = (await full.body()).length;
  expect(loaded!.bytes).toBeLessThan(originalBytes / 2);

  // The AVIF copy once made (at once, if the page got it), kept by the server: the same bytes on every request,
  // cacheable for a year.
  let avif = await request.get(chosen.href);
  await expect
    .poll(async () => {
      avif = await request.get(chosen.href);
      return avif.headers()['content-type'];
    }, { timeout: 30_000 })
    .toBe('image/avif');
  expect(avif.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const avifBytes = (await avif.body()).length;
  expect(avifBytes).toBeLessThan(originalBytes / 2);
  if (loaded!.type === 'image/avif') expect(avifBytes).toBe(loaded!.bytes);
  expect((await (await request.get(chosen.href)).body()).length).toBe(avifBytes);
});

test('a width or format the store does not make is refused with a 400', async ({ request }) => {
  for (const query of ['w=500&f=avif', 'w=320&f=gif', 'w=320']) {
    expect((await request.get(`/media/banners/new-iphone-en.jpg?${query}`)).status(), query).toBe(400);
  }
});

test('no photo is fetched at full size: every picture of the home page and the category index is a sized copy', async ({ page }) => {
  const originals: string[] = [];
  const copies: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() !== 'image' || !/^\/media\/.+\.(jpe?g|png|webp)$/i.test(url.pathname)) return;
    (url.searchParams.has('w') ? copies : originals).push(url.pathname + url.search);
  });
  for (const path of ['/en', '/ar/categories']) {
    await page.goto(path, { waitUntil: 'load' });
    // Down the whole page, so that every lazy picture is asked for.
    for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await page.waitForLoadState('networkidle');
  }
  expect(copies.some((copy) => copy.startsWith('/media/catalog/category/'))).toBe(true);
  expect(copies.some((copy) => copy.startsWith('/media/catalog/product/'))).toBe(true);
  expect(originals).toEqual([]);
});
