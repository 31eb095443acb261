/**
 * A page's own styles (issue 53, src/server/layout/page-styles.ts): each page carries inline only the rules its
 * markup uses, and links the whole stylesheet last, at low priority. With that file never arriving, every element
 * of the page (and its ::before and ::after) must look exactly as it does with it: same computed style, property by
 * property. Script is off, so the page is what the server sent; what script draws later comes after the file (its
 * scripts wait for it). One locale and width per page type, the two locales and widths taken in turn.
 */
import { expect, test, type Browser } from '@playwright/test';
import { PAGE_TYPES, type Locale } from './support/page-types.ts';

const STORE_STYLESHEET = /\/_astro\/global\.[\w-]+\.css$/;

/**
 * Every drawn element's computed style, in document order, as its name and a hash of its properties (each
 * `name:value`, sorted: custom properties are listed in the stylesheets' order). A ::before or ::after counts when it
 * is drawn (its content is not none). The hash is made in the page: the styles themselves are megabytes.
 */
async function computedStyles(browser: Browser, url: string, width: number, withStylesheet: boolean): Promise<string[]> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  try {
    const page = await context.newPage();
    if (!withStylesheet) await page.route(STORE_STYLESHEET, (route) => route.abort());
    const response = await page.goto(url, { waitUntil: 'load' });
    expect(response?.ok() || response?.status() === 404, url).toBe(true);
    return await page.evaluate(() => {
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
  } finally {
    await context.close();
  }
}

/** The catalogue's page types, and the 404 (a page that names few classes). */
const CHECKED = PAGE_TYPES.filter((type) => ['home', 'listing', 'product', 'search', '404'].includes(type.name));

CHECKED.forEach((type, index) => {
  const locale: Locale = index % 2 === 0 ? 'ar' : 'en';
  const width = index % 4 < 2 ? 390 : 1440;
  test(`the ${locale} ${type.name} page at ${width} px looks the same without the whole stylesheet`, async ({ browser, baseURL }) => {
    const url = new URL(await type.path(locale), baseURL).href;
    const [whole, own] = [await computedStyles(browser, url, width, true), await computedStyles(browser, url, width, false)];
    expect(own.length, url).toBe(whole.length);
    const differing = own.flatMap((line, at) => (line === whole[at] ? [] : [line]));
    expect(differing.slice(0, 5), `${differing.length} elements differ on ${url}`).toEqual([]);
  });
});
