/**
 * The first shopper after a deploy does not wait for a page's first photos to be encoded (issue 41): on a storefront
 * started for this file (so its copies of the media are all still to be made), a phone opens the home page and a
 * category; every photo on its first screen (`loading="eager"`) is answered from a copy whose encode the page's
 * render had already started, or finished (`X-Media-Copy: kept` or `ahead`, never `made`), while a copy no page
 * asked for is made on its request. Asked again, each is a kept copy in the format the browser takes best.
 */
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { expect, test } from './support/test.ts';
import { freePort } from '../../scripts/lib/ports.ts';
import { startNodeService, stopServices, waitForHttp } from '../../scripts/lib/processes.ts';
import { backendUrl, seedSlugs } from './support/backend.ts';

let storefront: ChildProcess | undefined;
let baseUrl = '';

/** A storefront of its own for this file (its copies of the media all still to be made), with `env` added. */
async function startFreshStorefront(env: NodeJS.ProcessEnv = {}): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startNodeService('scripts/serve-storefront.ts', {
    PORT: String(port),
    HOST: '127.0.0.1',
    COMMERCE_URL: backendUrl(),
    SITE_URL: url,
    REVALIDATE_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    COMMERCE_TIMEOUT_MS: '10000',
    RATE_LIMIT_SCALE: '1000',
    ...env,
  });
  return { child, url };
}

test.beforeAll(async () => {
  const started = await startFreshStorefront();
  storefront = started.child;
  baseUrl = started.url;
  await waitForHttp(`${baseUrl}/robots.txt`);
});

test.afterAll(async () => {
  if (storefront) await stopServices([storefront]);
});

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

test('a fresh storefront answers a page’s first photos from copies its render started, and makes the rest on request', async ({ page, request }) => {
  const answers = new Map<string, { copy: string; type: string }>();
  let accept = '';
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/media/') || !url.searchParams.has('w')) return;
    answers.set(response.url(), { copy: response.headers()['x-media-copy'] ?? '', type: response.headers()['content-type'] ?? '' });
    // What Chromium sent (only the headers it sent say it; `headers()` holds the page's own).
    void response.request().allHeaders().then((headers) => (accept ||= headers['accept'] ?? ''), () => undefined);
  });

  const { category } = await seedSlugs();
  const firstPhotos: string[] = [];
  for (const path of ['/en', `/ar/categories/${category.url_key}`]) {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    const eager = page.locator('main img[srcset][loading="eager"]');
    expect(await eager.count(), path).toBeGreaterThan(0);
    await expect.poll(() => eager.evaluateAll((images: HTMLImageElement[]) => images.every((image) => image.complete && image.currentSrc !== ''))).toBe(true);
    firstPhotos.push(...(await eager.evaluateAll((images: HTMLImageElement[]) => images.map((image) => image.currentSrc))));
  }
  expect(accept).toContain('image/avif');
  for (const photo of firstPhotos) {
    expect(answers.get(photo), photo).toBeDefined();
    expect(['kept', 'ahead'], `${photo} was answered from a copy made ${answers.get(photo)!.copy} its request`).toContain(answers.get(photo)!.copy);
    expect(['image/avif', 'image/webp']).toContain(answers.get(photo)!.type);
  }

  // A copy no page has asked for (a card photo at a hero's width) is made for its request: the header tells them apart.
  const cardPhoto = new URL(firstPhotos.at(-1)!);
  const unasked = await request.get(`${baseUrl}${cardPhoto.pathname}?w=1200`, { headers: { accept } });
  expect(unasked.headers()['x-media-copy']).toBe('made');

  // Asked again, each first photo is kept: in AVIF once its AVIF copy is made (the WebP copy stood in meanwhile).
  for (const photo of firstPhotos) {
    await expect
      .poll(async () => {
        const again = await request.get(photo, { headers: { accept } });
        return `${again.headers()['x-media-copy']} ${again.headers()['content-type']} ${again.headers()['vary']}`;
      }, { timeout: 30_000 })
      .toBe('kept image/avif Accept');
  }
});

test('a storefront started with WARM_UP_PATHS has its home’s first photos kept before the first shopper asks', async ({ page }) => {
  const { child, url } = await startFreshStorefront({ WARM_UP_PATHS: '/ar' });
  try {
    const warmed = await new Promise<{ paths: string[]; photos: number }>((resolve, reject) => {
      child.on('message', (message: { warmedUp?: { paths: string[]; photos: number } }) => message.warmedUp && resolve(message.warmedUp));
      child.once('exit', () => reject(new Error('the storefront exited before it warmed up')));
    });
    expect(warmed.paths).toEqual(['/ar']);
    expect(warmed.photos).toBeGreaterThan(0);

    const copies: string[] = [];
    page.on('response', (response) => {
      const answered = new URL(response.url());
      if (answered.pathname.startsWith('/media/') && answered.searchParams.has('w')) copies.push(`${answered.pathname}${answered.search} ${response.headers()['x-media-copy']}`);
    });
    await page.goto(`${url}/ar`, { waitUntil: 'load' });
    const eager = page.locator('main img[srcset][loading="eager"]');
    await expect.poll(() => eager.evaluateAll((images: HTMLImageElement[]) => images.every((image) => image.complete && image.currentSrc !== ''))).toBe(true);
    const firstPhotos = await eager.evaluateAll((images: HTMLImageElement[]) => images.map((image) => new URL(image.currentSrc)).map((photo) => `${photo.pathname}${photo.search}`));
    expect(firstPhotos.length).toBeGreaterThan(0);
    for (const photo of firstPhotos) expect(copies).toContain(`${photo} kept`);
  } finally {
    await stopServices([child]);
  }
});
