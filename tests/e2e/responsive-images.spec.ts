/**
 * Magento's raster media are served responsive (issue 22): the seed's real photos (backend/seed/raster-media.ts)
 * come to a phone as AVIF copies sized for its screen, far smaller than the original, made by the media route and
 * the same bytes again on the next request; the page's largest image is loaded first, eagerly, with its size given.
 * A photo is one `<img srcset sizes>` whose copies name their width only: the format is the one the browser's
 * Accept names best (issue 41), and the answer varies by Accept. While the server is still making an AVIF copy, the
 * WebP copy of the same width answers for it, cacheable for a minute only. And every photo's `sizes` says the width
 * it is shown at, on a phone, a tablet and a desktop.
 */
import { expect, test, type Page } from './support/test.ts';
import { seedSlugs } from './support/backend.ts';
import { layOutDeferredSections } from './support/deferred-sections.ts';
import { watchNetwork } from './support/network-settled.ts';
import { PLACEHOLDER } from './support/later-shelves.ts';

// The photos a page asks for, beside its link prefetches, as a shopper's browser loads them: without Save-Data (support/test.ts).
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, saveData: false });

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
  // What Chromium sends for an image (only the headers it sent say it; `headers()` holds the page's own).
  const accepts: Promise<string>[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'image') accepts.push(sent.allHeaders().then((headers) => headers['accept'] ?? '', () => ''));
  });
  await page.goto('/en', { waitUntil: 'load' });
  const hero = page.locator('main img[srcset]').first();
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('loading', 'eager');
  await expect(hero).toHaveAttribute('width', /^\d+$/);
  await expect(hero).toHaveAttribute('height', /^\d+$/);
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  const chosen = new URL(await hero.evaluate((img: HTMLImageElement) => img.currentSrc));
  const original = chosen.pathname;
  expect(original).toMatch(/^\/media\/.+\.jpg$/);
  // A 390 px screen at 2x shows the full-width hero at about 716 device pixels: the 960 copy, not the original. Its
  // URL names the width only; the format is the one Chromium's Accept names best.
  expect(chosen.searchParams.has('f')).toBe(false);
  expect(Number(chosen.searchParams.get('w'))).toBeLessThanOrEqual(960);
  const accept = (await Promise.all(accepts)).find((value) => value.includes('image/avif'));
  expect(accept, 'Chromium names AVIF in its Accept').toBeDefined();
  const loaded = images.find((image) => image.url === chosen.href);
  expect(['image/avif', 'image/webp']).toContain(loaded?.type);
  // A WebP copy standing in for the AVIF one is kept a minute only, so that the AVIF copy replaces it.
  if (loaded!.type === 'image/webp') expect(loaded!.cacheControl).toBe('public, max-age=60');
  const full = await request.get(original);
  expect(full.headers()['content-type']).toBe('image/jpeg');
  const originalBytes = (await full.body()).length;
  expect(loaded!.bytes).toBeLessThan(originalBytes / 2);

  // The AVIF copy once made (at once, if the page got it), kept by the server: the same bytes on every request,
  // cacheable for a year, and varying by Accept.
  const asChromium = { headers: { accept: accept! } };
  let avif = await request.get(chosen.href, asChromium);
  await expect
    .poll(async () => {
      avif = await request.get(chosen.href, asChromium);
      return avif.headers()['content-type'];
    }, { timeout: 30_000 })
    .toBe('image/avif');
  expect(avif.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(avif.headers()['vary']).toBe('Accept');
  const avifBytes = (await avif.body()).length;
  expect(avifBytes).toBeLessThan(originalBytes / 2);
  if (loaded!.type === 'image/avif') expect(avifBytes).toBe(loaded!.bytes);
  expect((await (await request.get(chosen.href, asChromium)).body()).length).toBe(avifBytes);

  // The same URL for a browser that takes WebP only, and for one that takes neither: another file each.
  const webp = await request.get(chosen.href, { headers: { accept: 'image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5' } });
  expect(webp.headers()['content-type']).toBe('image/webp');
  expect(webp.headers()['vary']).toBe('Accept');
  const plain = await request.get(chosen.href, { headers: { accept: 'image/png,image/*;q=0.8,*/*;q=0.5' } });
  expect(plain.headers()['content-type']).toBe('image/jpeg');
  expect(plain.headers()['vary']).toBe('Accept');
});

test('a copy URL that names its format, as pages rendered before negotiation did, still answers that format', async ({ request }) => {
  const avif = await request.get('/media/banners/new-iphone-en.jpg?w=320&f=avif', { headers: { accept: 'image/webp' } });
  expect(avif.status()).toBe(200);
  expect(['image/avif', 'image/webp']).toContain(avif.headers()['content-type']);
  expect(avif.headers()['vary']).toBeUndefined();
  const webp = await request.get('/media/banners/new-iphone-en.jpg?w=320&f=webp', { headers: { accept: 'image/avif,image/webp' } });
  expect(webp.headers()['content-type']).toBe('image/webp');
  expect(webp.headers()['vary']).toBeUndefined();
});

test('a width or format the store does not make is refused with a 400', async ({ request }) => {
  for (const query of ['w=500&f=avif', 'w=500', 'w=320&f=gif', 'w=320&f=jpeg', 'f=avif']) {
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
  // The page's own requests, not the link prefetches Chromium drops as links scroll by (support/network-settled.ts).
  const network = watchNetwork(page);
  for (const path of ['/en', '/ar/categories']) {
    await page.goto(path, { waitUntil: 'load' });
    // Down the whole page, so that every lazy picture is asked for: at each stop two frames, in which the browser
    // sees what is near and asks for it (a fixed 50 ms was sometimes less than a frame on a loaded machine, and the
    // home page's later carousels came in after the scroll had passed them, their photos never near). Again until a
    // pass went down the page with every carousel in.
    for (let pass = 0; pass < 4; pass++) {
      const carouselsToCome = await page.locator(PLACEHOLDER).count();
      for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 600) {
        await page.evaluate((top) => {
          window.scrollTo(0, top);
          return new Promise((shown) => requestAnimationFrame(() => requestAnimationFrame(shown)));
        }, y);
      }
      await network.settled();
      if (carouselsToCome === 0) break;
    }
  }
  expect(copies.some((copy) => copy.startsWith('/media/catalog/category/'))).toBe(true);
  expect(copies.some((copy) => copy.startsWith('/media/catalog/product/'))).toBe(true);
  expect(originals).toEqual([]);
});

/**
 * The width each photo is shown at, at a screen's width, against the width its `sizes` says: the browser picks
 * the copy from `sizes`, so one that says more than the picture's box costs a phone a copy a size up (a 412 px phone
 * took the product photo's 960 px copy, 18 KB, where its box needs the 640 px one, 7 KB), and one that says less
 * looks blurred. Sections laid out only when scrolled near (`defer-render`) are laid out first. A lazy grid card says
 * `auto` (its laid-out width) and, for a browser without that, a width that must hold on a phone.
 */
async function picturesAgainstSizes(page: Page): Promise<{ image: string; sizes: string; shown: number; said: number; fallback: number | null }[]> {
  await layOutDeferredSections(page);
  return page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.cssText = 'position: absolute; visibility: hidden; height: 0';
    document.body.append(probe);
    // The first entry whose media condition holds (or that has none) gives the width, as the browser reads it.
    const widthSaid = (sizes: string) => {
      for (const entry of sizes.split(/,(?![^(]*\))/).map((part) => part.trim())) {
        // The condition ends at the last `)` before the width (`(a) and (b) calc(…)`, or `(a) 80px`).
        const conditional = /^(\(.*\))\s+(calc\(.*\)|[^\s()]+)$/.exec(entry);
        if (conditional && !matchMedia(conditional[1]!).matches) continue;
        probe.style.width = conditional ? conditional[2]! : entry;
        return probe.getBoundingClientRect().width;
      }
      return 0;
    };
    const found = [...document.querySelectorAll<HTMLImageElement>('img[srcset]')].flatMap((img) => {
      const sizes = img.sizes;
      const style = getComputedStyle(img);
      const shown = img.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      // A lazy photo's `auto` is the width it is laid out at (this Chromium has it); what follows is for browsers
      // without it (Safari).
      const auto = img.loading === 'lazy' && /^auto\s*(,|$)/.test(sizes);
      const fallback = auto ? widthSaid(sizes.replace(/^auto\s*,?/, '')) : null;
      return shown > 0 ? [{ image: new URL(img.src).pathname, sizes, shown, said: auto ? shown : widthSaid(sizes), fallback }] : [];
    });
    probe.remove();
    return found;
  });
}

for (const width of [360, 412, 768, 1024, 1280, 1440]) {
  test(`at ${width} px, every photo's sizes says the width it is shown at`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const slugs = await seedSlugs();
    let checked = 0;
    for (const path of ['/ar', `/en/categories/${slugs.category.url_key}`, `/ar/products/${slugs.product.url_key}`, '/en/search?keyword=apple', `/ar/brands/${slugs.brand}`]) {
      await page.goto(path, { waitUntil: 'load' });
      const pictures = await picturesAgainstSizes(page);
      checked += pictures.length;
      // Within a pixel below (a box a pixel wider than said is not blurred), and at most 15% above.
      const off = (shown: number, said: number) => said < shown - 1 || said > shown * 1.15;
      const wrong = pictures.filter(({ shown, said }) => off(shown, said));
      expect(wrong.map(({ image, sizes, shown, said }) => `${path} ${image}: shown ${shown} px, sizes "${sizes}" says ${Math.round(said)} px`)).toEqual([]);
      // On a phone, a browser without `auto` is told the same within those bounds.
      const wrongWithoutAuto = width > 430 ? [] : pictures.filter(({ shown, fallback }) => fallback !== null && off(shown, fallback));
      expect(wrongWithoutAuto.map(({ image, sizes, shown, fallback }) => `${path} ${image}: shown ${shown} px, "${sizes}" without auto says ${Math.round(fallback!)} px`)).toEqual([]);
    }
    expect(checked).toBeGreaterThan(20);
  });
}

test.describe('on a phone of 3x', () => {
  test.use({ deviceScaleFactor: 3 });

  /** The width of the copy `photo` shows (its `?w=`), once loaded. */
  const copyWidth = async (page: Page, selector: string) => {
    const photo = page.locator(selector).first();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    return Number(new URL(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).searchParams.get('w'));
  };

  test("the first photo comes at about twice its width, the gallery's next at three times", async ({ page }) => {
    const slugs = await seedSlugs();
    await page.goto(`/ar/products/${slugs.product.url_key}`, { waitUntil: 'load' });
    // The first photo, 324 px wide on a 390 px screen: the 640 copy (about 2x), not the 1,200 one three times takes.
    expect(await copyWidth(page, '[data-gallery-slide="0"] img')).toBe(640);
    // The next photo, further along the strip (lazy, not the first screen's): the screen's full density.
    await page.locator('[data-gallery-slide="1"] img').scrollIntoViewIfNeeded();
    expect(await copyWidth(page, '[data-gallery-slide="1"] img')).toBe(1200);
  });
});
