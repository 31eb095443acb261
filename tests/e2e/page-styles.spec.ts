/**
 * A page's own styles (issue 53, src/server/layout/page-styles.ts): each catalogue page carries inline only the rules its
 * markup uses, and names the whole stylesheet, which the shell links once the page has loaded
 * (src/lib/browser/store-stylesheet.ts). Every element of the page (and its drawn ::before and ::after) must look
 * exactly as it does with the whole file: same computed style, property by property. Script is off, so the page is
 * what the server sent; what script draws later comes after the file (the shell and the store's directives wait for
 * it). One locale and width per page type, the two locales and widths taken in turn.
 */
import { expect, test, type Page } from './support/test.ts';
import { PAGE_TYPES, type Locale } from './support/page-types.ts';

/**
 * Every drawn element's computed style, in document order, as its name and a hash of its properties (each
 * `name:value`, sorted: custom properties are listed in the stylesheets' order). A ::before or ::after counts when it
 * is drawn (its content is not none). The hash is made in the page: the styles themselves are megabytes.
 */
async function computedStyles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // FNV-1a over the text: equal styles, equal hashes.
    const hash = (text: string) => {
      let value = 0x811c9dc5;
      for (let index = 0; index < text.length; index++) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
      return (value >>> 0).toString(16);
    };
    return [...document.querySelectorAll('body *')].flatMap((element) =>
      [null, '::before', '::after'].flatMap((pseudo) => {
        const style = getComputedStyle(element, pseudo);
        if (pseudo && style.content === 'none') return [];
        const values = Array.from({ length: style.length }, (_, index) => `${style[index]}:${style.getPropertyValue(style[index]!)}`).sort();
        return [`${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}${pseudo ?? ''} ${hash(values.join(';'))}`];
      }),
    );
  });
}

/** The catalogue's page types: the pages that carry their own rules (other pages link the whole file). */
const CHECKED = PAGE_TYPES.filter((type) => ['home', 'listing', 'product', 'search'].includes(type.name));

CHECKED.forEach((type, index) => {
  const locale: Locale = index % 2 === 0 ? 'ar' : 'en';
  const width = index % 4 < 2 ? 390 : 1440;
  test(`the ${locale} ${type.name} page at ${width} px looks the same with its own rules as with the whole stylesheet`, async ({ browser, baseURL }) => {
    const url = new URL(await type.path(locale), baseURL).href;
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    try {
      const page = await context.newPage();
      const response = await page.goto(url, { waitUntil: 'load' });
      expect(response?.ok(), url).toBe(true);
      const whole = await page.locator('style[data-store-stylesheet]').getAttribute('data-store-stylesheet');
      expect(whole, 'the page names the whole stylesheet').toMatch(/^\/_astro\/global\.[\w-]+\.css$/);
      const own = await computedStyles(page);
      // Linked as the shell links it (script is off in the page: its load event is not waited for, its rules are).
      await page.evaluate((href) => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        document.head.append(link);
      }, whole!);
      await expect
        .poll(() => page.evaluate((href) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href) && sheet.cssRules.length > 0), whole!))
        .toBe(true);
      const withWhole = await computedStyles(page);
      expect(own.length, url).toBe(withWhole.length);
      const differing = own.flatMap((line, at) => (line === withWhole[at] ? [] : [line]));
      expect(differing.slice(0, 5), `${differing.length} elements differ on ${url}`).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test('with script, the whole stylesheet is asked for only once the page has loaded, and then applies', async ({ page }) => {
  await page.goto('/ar', { waitUntil: 'load' });
  const timing = () =>
    page.evaluate(() => {
      const sheet = performance.getEntriesByType('resource').find((entry) => /\/_astro\/global\.[\w-]+\.css$/.test(entry.name));
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { requestedAt: sheet?.startTime ?? null, loadedAt: navigation.loadEventStart, applied: [...document.styleSheets].some((each) => /\/_astro\/global\./.test(each.href ?? '')) };
    });
  await expect.poll(async () => (await timing()).applied).toBe(true);
  const { requestedAt, loadedAt } = await timing();
  expect(requestedAt).not.toBeNull();
  expect(requestedAt!).toBeGreaterThanOrEqual(loadedAt);
});
