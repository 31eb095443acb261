/**
 * Instant navigation in a real Chromium (issue 53), through puppeteer-core: Playwright's Chromium refuses to prerender
 * (PrerenderingDisabledByDevTools) and runs without the back/forward cache (BackForwardCacheDisabledByCommandLine).
 * - A product page the Speculation Rules prerender (the pointer resting on its link) records nothing while it is
 *   only prerendered: no recently viewed entry, no view recorder, no RUM reporter, no session call; but it asks for
 *   the lazy photos near its first screen (ready-while-prerendered.ts, loaded only there). Once the shopper
 *   taps, it is shown at once (activated) and records the view.
 * - A catalogue page restored from the back/forward cache shows the cart count an add on another page made, and has
 *   its Speculation Rules, once.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFailed, onTestFinished } from 'vitest';
import puppeteer, { type Browser, type BrowserContext, type CDPSession, type Target } from 'puppeteer-core';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../../scripts/lib/chromium.ts';
import { evaluate, followSessions, prerenderOf, prerendered, shownDocument, speculationLog, type SpeculationLog } from '../../../scripts/lib/shown-document.ts';
import { buildAndServeStorefront, type BuiltStorefront } from '../../helpers/built-storefront.ts';
import { useCommerceBackend } from '../../helpers/backend.ts';

const backend = useCommerceBackend();
let storefront: BuiltStorefront;
let browser: Browser;

beforeAll(async () => {
  storefront = await buildAndServeStorefront(backend().url);
  // The headless shell has no prerendering: Debian's whole Chromium, or Playwright's where it is installed.
  const executable = chromiumExecutable();
  browser = await puppeteer.launch({
    executablePath: executable === undefined ? chromium.executablePath() : executable.includes('headless-shell') ? '/usr/bin/chromium' : executable,
    headless: true,
    args: CHROMIUM_ARGS,
  });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await storefront?.close();
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

type Opened = { context: BrowserContext; session: CDPSession };

/** A new profile on `path`, and the session of its shown document; `logSpeculation`: and what was said of its speculative loads. */
async function open(path: string): Promise<Opened>;
async function open(path: string, logSpeculation: true): Promise<Opened & { log: SpeculationLog }>;
async function open(path: string, logSpeculation = false): Promise<Opened & { log?: SpeculationLog }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
  // From before the page loads: its rules start prefetching once it is idle.
  const log = logSpeculation ? await speculationLog((page.target() as Target & { _session(): CDPSession })._session()) : undefined;
  await page.goto(`${storefront.url}${path}`, { waitUntil: 'load' });
  const session = await shownDocument(context, () => true);
  followSessions(session);
  return { context, session, log };
}

/** The first product card link that can be brought on screen, scrolled into view: its URL and middle. */
async function productLink(session: CDPSession): Promise<{ href: string; x: number; y: number }> {
  return (await evaluate(
    session,
    `(async () => {
      for (const link of document.querySelectorAll('main a[href*="/products/"]')) {
        if (!link.checkVisibility()) continue;
        link.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
        await new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
        const box = link.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        // A card of a strip scrolled out of sight is passed over.
        if (x > 0 && x < innerWidth && y > 0 && y < innerHeight) return { href: link.href, x, y };
      }
      throw new Error('no product link on screen');
    })()`,
  )) as { href: string; x: number; y: number };
}

/** A simple product the seed has plenty of (backend/README.md: qty 1-3 when n % 11 = 3). */
async function simpleProductInStock(): Promise<string> {
  const response = await fetch(`${backend().url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'en' },
    body: JSON.stringify({ query: '{ products(search: "", pageSize: 100) { items { __typename sku url_key stock_status } } }' }),
  });
  const { data } = (await response.json()) as { data: { products: { items: { __typename: string; sku: string; url_key: string; stock_status: string }[] } } };
  const product = data.products.items.find(
    (item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK' && (Number(item.sku.split('-').pop()) - 1000) % 11 !== 3,
  );
  if (!product) throw new Error('the seed has no simple product in stock');
  return product.url_key;
}

const viewedUrlKeys = (session: CDPSession) =>
  evaluate(session, `JSON.parse(localStorage.getItem('recently_viewed_v2') || '{"ar":[],"en":[]}').en.map((item) => item.url_key)`) as Promise<string[]>;

/** The scripts and requests a document has made: its resource entries' paths. */
const requested = (session: CDPSession) =>
  evaluate(session, `performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname)`) as Promise<string[]>;

describe('a prerendered product page', () => {
  it('records nothing until it is shown, then is shown at once and records the view', async () => {
    const { context, session, log } = await open('/en', true);
    // Printed when the test fails (SPECULATION_LOG=1: always), e.g. a prerender Chromium gave up and why.
    const printLog = () => console.error(`What Chromium and the server said of the speculative loads:\n${log.lines.join('\n')}`);
    if (process.env.SPECULATION_LOG) onTestFinished(printLog);
    else onTestFailed(printLog);
    try {
      const link = await productLink(session);
      const urlKey = decodeURIComponent(new URL(link.href).pathname.split('/').pop()!);
      await session.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: link.x, y: link.y });
      // Up to 45 s for the prerender to load: beside the whole suite on two cores, 20 s was not always enough.
      await prerendered(session, link.href, 45_000);
      const prerender = await prerenderOf(link.href);
      expect(prerender, 'the rules prerender the product page the pointer rests on').toBeDefined();
      // Past its load and idle time, when a shown page records its view and loads the RUM reporter.
      await sleep(3000);
      expect(await evaluate(prerender!, 'document.prerendering')).toBe(true);
      const whilePrerendered = await requested(prerender!);
      expect(whilePrerendered.filter((path) => /web-vitals|\/api\/session|_actions|\/api\/rum/.test(path))).toEqual([]);
      // The view recording's code is loaded (so that the task recording the view once shown is short), the view not
      // recorded.
      expect(whilePrerendered.filter((path) => /recently-viewed-tracker/.test(path))).toHaveLength(1);
      expect(await viewedUrlKeys(session)).not.toContain(urlKey);
      // It has asked for the lazy photos near its first screen (with code a page loaded as usual never fetches).
      expect(whilePrerendered.filter((path) => /ready-while-prerendered/.test(path))).toHaveLength(1);
      expect((await requested(session)).filter((path) => /ready-while-prerendered/.test(path))).toEqual([]);
      const lazyNearFirstScreen = `[...document.querySelectorAll('img[loading="lazy"]')].filter((photo) =>
        photo.checkVisibility({ contentVisibilityAuto: true }) && photo.getBoundingClientRect().top < innerHeight * 3).length`;
      expect(await evaluate(prerender!, lazyNearFirstScreen)).toBe(0);

      await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: link.x, y: link.y }] }).catch(() => undefined);
      await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }).catch(() => undefined);
      const shown = await shownDocument(context, (href) => href === link.href);
      const navigation = (await evaluate(shown, `(() => { const n = performance.getEntriesByType('navigation')[0]; return { activationStart: n.activationStart }; })()`)) as {
        activationStart: number;
      };
      expect(navigation.activationStart, 'shown from the prerender').toBeGreaterThan(0);
      await expect.poll(() => viewedUrlKeys(shown), { timeout: 15_000 }).toContain(urlKey);
      await expect.poll(async () => (await requested(shown)).some((path) => /web-vitals/.test(path)), { timeout: 15_000 }).toBe(true);
    } finally {
      log.stop();
      await context.close();
    }
  }, 120_000);
});

describe('a catalogue page restored from the back/forward cache', () => {
  it('shows the cart count an add on another page made', async () => {
    const { context, session } = await open('/en');
    try {
      const home = (await evaluate(session, 'window.__restoreMark = true, location.href')) as string;
      expect(await evaluate(session, `document.querySelector('[data-cart-badge]').dataset.count || ''`)).toBe('');
      const target = `${storefront.url}/en/products/${await simpleProductInStock()}`;
      await evaluate(session, `setTimeout(() => (location.href = ${JSON.stringify(target)})), true`);
      const product = await shownDocument(context, (href) => href === target);
      await evaluate(product, `document.querySelector('[data-product-offer] form[data-add-to-cart] button[type="submit"]').click(), true`);
      await expect.poll(() => evaluate(product, `localStorage.getItem('totalItemCount')`), { timeout: 30_000 }).toBe('1');

      await evaluate(product, 'setTimeout(() => history.back()), true');
      const back = await shownDocument(context, (href) => href === home);
      expect(await evaluate(back, 'window.__restoreMark === true'), 'restored from the back/forward cache').toBe(true);
      await expect.poll(() => evaluate(back, `document.querySelector('[data-cart-badge]').dataset.count`), { timeout: 15_000 }).toBe('1');
      expect(await evaluate(back, `document.querySelector('[data-cart-link]').getAttribute('aria-label')`)).toMatch(/1/);
      // Its Speculation Rules are there, once.
      await expect.poll(() => evaluate(back, `document.querySelectorAll('script[type="speculationrules"]').length`), { timeout: 15_000 }).toBe(1);
    } finally {
      await context.close();
    }
  }, 120_000);
});
