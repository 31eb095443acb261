/**
 * What a new guest's phone downloads before the first touch (issue 22), counted in a real browser on the production
 * build: the script requests and their bytes over the wire (compressed, as sent), from navigation through 5 s of
 * idle time with no interaction. The page clock is fast-forwarded through those 5 s (every timer and idle callback
 * due in them runs), so the count does not depend on how fast the machine is.
 * - Catalogue pages (home, a category, a product, a sold-out product, search results; ar and en): at most 5 script requests and 10 KB.
 * - Static pages: none at all.
 * - The Core Web Vitals reporter counts within those numbers: it loads once the page is idle (the run samples every
 *   page view: RUM_SAMPLE_RATE=1).
 * - No cart, session or wishlist code for a browser that holds none of them; it comes on the first interaction,
 *   and at once for a browser whose display cookies say there is a cart or a session.
 * - Two font files, the core cuts of the locale's font in its two weights (src/components/layout/font-faces.ts): on
 *   a phone's HTTP/1.1 connections each request more is one the first screen's photo waits behind. On a first page
 *   they are asked for only once its high-priority photos are in (fonts-after-first-photo.ts); with script off, and
 *   on a page that runs none, they come all the same (from the shopper's stylesheet).
 * - A listing's photos: a phone's first row at once, with high priority, and every other lazily.
 * - A product's gallery: its first photo with high priority; the other slides and the thumbnails, which a phone's
 *   browser fetches with it (they are near), at low priority, so that they do not share the connection with it.
 * - Each catalogue page type's document stays under its ceiling of elements and HTML bytes (issue 41: the first
 *   style and layout of a large document is the first load's longest task). The ceilings are today's sizes with a
 *   little room; a page that grows past one has to earn it (`npm run bench:first-load` prints the sizes).
 */
import { expect, test, type Page, type Request } from './support/test.ts';
import { graphql, seedSlugs } from './support/backend.ts';
import { DOCUMENT_CEILINGS, type CataloguePageType } from './support/document-ceilings.ts';

const MAX_SCRIPT_REQUESTS = 5;
const MAX_SCRIPT_BYTES = 10 * 1024;
const IDLE_MS = 5000;
/** The shopper's own code: the header's session and cart parts, the cart's round-trips, the wishlist. */
const SHOPPER_CODE = /shopper-parts|session|cart-sync|cart\.|wishlist|toaster/;

type ScriptLoad = { url: string; bytes: number };
type FirstLoad = { scripts: ScriptLoad[]; fonts: string[] };

/** The core cuts of each locale's font, 400 and 700 (scripts/subset-fonts.ts). */
const CORE_FONT_FILES = { ar: /^\/_astro\/noto-kufi-arabic-core-(400|700)\.[\w-]+\.woff2$/, en: /^\/_astro\/inter-core-(400|700)\.[\w-]+\.woff2$/ };

// What a new guest downloads, the link prefetcher's code included: the shopper browses without Save-Data (support/test.ts).
test.use({ viewport: { width: 390, height: 844 }, saveData: false });

/** Loads `path` as a new guest and lets 5 s of page time pass with no interaction; the scripts and fonts it fetched. */
async function firstLoad(page: Page, path: string): Promise<FirstLoad> {
  const requests: Promise<ScriptLoad>[] = [];
  const fonts: string[] = [];
  const count = (request: Request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    if (request.resourceType() !== 'script') return;
    requests.push(request.sizes().then((sizes) => ({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize })));
  };
  page.on('requestfinished', count);
  await page.clock.install();
  const response = await page.goto(path, { waitUntil: 'load' });
  expect(response?.status(), path).toBe(200);
  await page.clock.runFor(IDLE_MS);
  await page.waitForLoadState('networkidle');
  // Scripts a test's later touch fetches are not counted: their sizes would be asked for as the page closes.
  page.off('requestfinished', count);
  return { scripts: await Promise.all(requests), fonts };
}

const describe = (scripts: ScriptLoad[]) => scripts.map((script) => `${script.url} ${script.bytes} B`).join('\n');

const cataloguePages = async (locale: string) => {
  const { category, product, outOfStock } = await seedSlugs();
  return [
    { name: 'home', path: `/${locale}` },
    { name: 'category', path: `/${locale}/categories/${category.url_key}` },
    { name: 'product', path: `/${locale}/products/${product.url_key}` },
    // Its "Notify me" stands in the phone's buy bar, in view at once: its dialog's code waits for a touch.
    { name: 'sold-out product', path: `/${locale}/products/${outOfStock.url_key}` },
    { name: 'search', path: `/${locale}/search?keyword=${encodeURIComponent(product.name.split(/\s+/)[0] ?? product.name)}` },
  ];
};

for (const locale of ['ar', 'en'] as const) {
  for (const name of ['home', 'category', 'product', 'sold-out product', 'search']) {
    test(`a new guest's ${locale} ${name} page loads at most ${MAX_SCRIPT_REQUESTS} scripts and ${MAX_SCRIPT_BYTES / 1024} KB, none of them the shopper's own`, async ({
      page,
    }) => {
      const { path } = (await cataloguePages(locale)).find((entry) => entry.name === name)!;
      const { scripts } = await firstLoad(page, path);
      const bytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
      expect(scripts.length, `${path} loaded:\n${describe(scripts)}`).toBeLessThanOrEqual(MAX_SCRIPT_REQUESTS);
      expect(bytes, `${path} loaded:\n${describe(scripts)}`).toBeLessThanOrEqual(MAX_SCRIPT_BYTES);
      expect(scripts.filter((script) => SHOPPER_CODE.test(script.url)).map((script) => script.url)).toEqual([]);
      // The field measurement reporter loads when the page is idle, so it counts here (the run samples every view).
      expect(scripts.map((script) => script.url), `${path} loaded:\n${describe(scripts)}`).toContainEqual(expect.stringMatching(/web-vitals-reporter/));
    });

    test(`a new guest's ${locale} ${name} page downloads two font files, the core cuts of its font`, async ({ page }) => {
      const { path } = (await cataloguePages(locale)).find((entry) => entry.name === name)!;
      const { fonts } = await firstLoad(page, path);
      expect(fonts, path).toHaveLength(2);
      expect(fonts.map((font) => font.match(CORE_FONT_FILES[locale])?.[1]).sort(), `${path} loaded:\n${fonts.join('\n')}`).toEqual(['400', '700']);
    });
  }

  test(`a static ${locale} page loads no script`, async ({ page }) => {
    expect((await firstLoad(page, `/${locale}/about`)).scripts).toEqual([]);
  });

  for (const name of ['home', 'category', 'product']) {
    test(`a new guest's ${locale} ${name} page asks for its fonts only once its high-priority photos are in`, async ({ page }) => {
      const { path } = (await cataloguePages(locale)).find((entry) => entry.name === name)!;
      const events: string[] = [];
      page.on('request', (request) => request.resourceType() === 'font' && events.push(`font ${new URL(request.url()).pathname}`));
      page.on('requestfinished', (request) => request.resourceType() === 'image' && events.push(`photo ${request.url()}`));
      await page.goto(path, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      const firstPhotos = await page.locator('img[fetchpriority=high]').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc));
      expect(firstPhotos.length, path).toBeGreaterThan(0);
      const lastPhoto = Math.max(...firstPhotos.map((url) => events.indexOf(`photo ${url}`)));
      const firstFont = events.findIndex((event) => event.startsWith('font '));
      expect(lastPhoto, `${path}:\n${events.join('\n')}`).toBeGreaterThanOrEqual(0);
      expect(firstFont, `${path}:\n${events.join('\n')}`).toBeGreaterThan(lastPhoto);
      // And then they are in use: the locale's family in both weights.
      const loaded = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => `${face.family.replaceAll('"', '')} ${face.weight}`);
      });
      const family = locale === 'ar' ? 'Noto Kufi Arabic' : 'Inter';
      expect(loaded.filter((face) => /^.+ \d+$/.test(face)).sort(), path).toEqual([`${family} 400`, `${family} 700`]);
    });
  }

  for (const [what, path, javaScriptEnabled] of [
    ['with script off, a catalogue', `/${locale}`, false],
    ['a static', `/${locale}/about`, true],
  ] as const) {
    test(`${what} ${locale} page still draws its text in the locale's font`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const fonts: string[] = [];
      page.on('requestfinished', (request) => request.resourceType() === 'font' && fonts.push(new URL(request.url()).pathname));
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(fonts.map((font) => font.match(CORE_FONT_FILES[locale])?.[1]).sort(), `${path} loaded:\n${fonts.join('\n')}`).toEqual(['400', '700']);
      await context.close();
    });
  }
}

/** Every catalogue page type of a locale, as a new guest opens it (the configurable product: the iPhone 15 if seeded). */
async function everyCataloguePageType(locale: string): Promise<{ type: CataloguePageType; path: string }[]> {
  const { category, brand, product } = await seedSlugs();
  const found = await graphql<{ products: { items: { url_key: string; __typename: string }[] } }>(
    `{ products(search: "iphone 15", pageSize: 20) { items { url_key __typename } } }`,
  );
  const configurable = found.products.items.filter((item) => item.__typename === 'ConfigurableProduct');
  const iphone = configurable.find((item) => item.url_key === 'apple-iphone-15') ?? configurable[0];
  expect(iphone, 'a seeded configurable product').toBeDefined();
  return [
    { type: 'home', path: `/${locale}` },
    { type: 'category', path: `/${locale}/categories/${category.url_key}` },
    { type: 'brand', path: `/${locale}/brands/${brand}` },
    { type: 'product', path: `/${locale}/products/${product.url_key}` },
    { type: 'configurable product', path: `/${locale}/products/${iphone!.url_key}` },
    { type: 'search', path: `/${locale}/search?keyword=${encodeURIComponent(product.name.split(/\s+/)[0] ?? product.name)}` },
    { type: 'deals', path: `/${locale}/deals` },
  ];
}

for (const locale of ['ar', 'en'] as const) {
  test(`every ${locale} catalogue page type stays under its ceiling of elements and HTML bytes`, async ({ page }) => {
    const sizes: string[] = [];
    const over: string[] = [];
    for (const { type, path } of await everyCataloguePageType(locale)) {
      const response = await page.goto(path, { waitUntil: 'load' });
      expect(response?.status(), path).toBe(200);
      const bytes = (await response!.body()).length;
      const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
      const ceiling = DOCUMENT_CEILINGS[type];
      sizes.push(`${type} ${path}: ${elements} elements, ${bytes} B`);
      if (elements > ceiling.elements || bytes > ceiling.htmlBytes) over.push(`${type}: ${elements} > ${ceiling.elements} elements or ${bytes} > ${ceiling.htmlBytes} B`);
    }
    expect(over, sizes.join('\n')).toEqual([]);
  });
}

test('the shopper’s own code comes with the first interaction', async ({ page }) => {
  const { scripts } = await firstLoad(page, '/en');
  expect(scripts.some((script) => /shopper-parts/.test(script.url))).toBe(false);
  const loaded = page.waitForRequest((request) => /shopper-parts/.test(request.url()));
  await page.getByRole('link', { name: 'Cart', exact: true }).first().hover();
  await loaded;
});

test('a browser that holds a cart loads the header’s cart code at once and shows the count', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'cart_count', value: '2', url: baseURL! }]);
  await page.addInitScript(() => localStorage.setItem('totalItemCount', '2'));
  const { scripts } = await firstLoad(page, '/en');
  expect(scripts.some((script) => /shopper-parts/.test(script.url))).toBe(true);
  await expect(page.locator('[data-cart-badge]').first()).toHaveAttribute('data-count', '2');
});

test('a listing loads a phone’s first row of photos at once, with high priority, and the others lazily', async ({ page }) => {
  const { category } = await seedSlugs();
  await page.goto(`/en/categories/${category.url_key}`);
  const photos = page.locator('main ul.grid > li img');
  expect(await photos.count()).toBeGreaterThan(2);
  const loading = await photos.evaluateAll((images: HTMLImageElement[]) => images.map((image) => `${image.loading} ${image.fetchPriority}`));
  expect(loading.slice(0, 2)).toEqual(['eager high', 'eager high']);
  expect(new Set(loading.slice(2))).toEqual(new Set(['lazy auto']));
  // The first row is the phone's first screen; the second row is below it.
  const [first, third] = await Promise.all([photos.nth(0).boundingBox(), photos.nth(2).boundingBox()]);
  expect(first!.y).toBeLessThan(844);
  expect(third!.y).toBeGreaterThan(844);
});

test('a product page asks for its first photo with high priority, and for the rest of its gallery with low', async ({ page }) => {
  const found = await graphql<{ products: { items: { url_key: string; media_gallery: { url: string }[] }[] } }>(
    `{ products(search: "", pageSize: 50) { items { url_key media_gallery { url } } } }`,
  );
  const product = found.products.items.find((item) => item.media_gallery.length >= 3);
  expect(product, 'a seeded product with three photos').toBeDefined();
  // The priority Chrome fetched each photo at, after any change it made once the page was laid out.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const priorities = new Map<string, { url: string; priority: string }>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (new URL(request.url).pathname.startsWith('/media/catalog/product/')) priorities.set(requestId, { url: request.url, priority: request.initialPriority ?? '' });
  });
  cdp.on('Network.resourceChangedPriority', ({ requestId, newPriority }) => {
    const photo = priorities.get(requestId);
    if (photo) photo.priority = newPriority;
  });
  await page.goto(`/en/products/${product!.url_key}`, { waitUntil: 'load' });
  const gallery = page.locator('[data-gallery]');
  const first = await gallery.locator('[data-gallery-slide] img').first().evaluate((image: HTMLImageElement) => image.currentSrc);
  const fetched = [...priorities.values()];
  expect(fetched.filter((photo) => photo.url === first).map((photo) => photo.priority)).toEqual(['High']);
  // A phone's browser fetches the next slides and the thumbnails at once (they are near): at low priority.
  const galleryPaths = new Set(product!.media_gallery.map((photo) => new URL(photo.url).pathname));
  const rest = fetched.filter((photo) => photo.url !== first && galleryPaths.has(new URL(photo.url).pathname));
  expect(rest.length).toBeGreaterThanOrEqual(3);
  expect(rest.filter((photo) => photo.priority !== 'Low')).toEqual([]);
});
