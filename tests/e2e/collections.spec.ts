/**
 * The home lists' own pages (issue 53), in both locales: `/collections/new-arrivals` (the latest products),
 * `/collections/best-sellers` and `/collections/featured` are full store pages (title, description, canonical, hreflang, breadcrumb, h1, the same 15 products as the home's
 * carousel, as a listing's grid), cached and tagged as the home's lists are; `…/shelf` is that carousel's section
 * alone, for the home page's script; any other list answers the store's 404. Read from the server's answers, and
 * once in the browser (the CSP, axe, the Speculation Rules of a catalogue page).
 */
import { expect, test, type APIResponse } from './support/test.ts';
import { axe } from './support/axe.ts';
import { watchCspViolations } from './support/csp-violations.ts';
import { parseServerHtml } from './support/html.ts';
import { copy } from './support/locales.ts';

// A collection page speculates like every catalogue page: the shopper browses without Save-Data (support/test.ts).
test.use({ saveData: false });

const COLLECTIONS = [
  { slug: 'new-arrivals', key: 'latest', copyKey: 'newArrivals', shelfId: 'home-latest' },
  { slug: 'best-sellers', key: 'bestSellers', copyKey: 'bestSellers', shelfId: 'home-best-sellers' },
  { slug: 'featured', key: 'featured', copyKey: 'featured', shelfId: 'home-featured' },
] as const;

/** The tags a cached answer carries for Varnish (edge-tags.ts), its page tag left out. */
function tagsOf(response: APIResponse): string[] {
  return (response.headers().xkey ?? '').split(' ').filter((tag) => tag && !tag.startsWith('page:'));
}

/** The product pages the cards of an answer's main part link to, each once, in order. */
function cardLinks(html: string): string[] {
  const main = html.includes('<main') ? html.slice(html.indexOf('<main'), html.indexOf('</main>')) : html;
  return [...new Set([...main.matchAll(/href="(\/(?:ar|en)\/products\/[^"?#]+)"/g)].map((match) => match[1]!))];
}

for (const locale of ['ar', 'en'] as const) {
  const text = (key: string) => copy(locale, 'home', key);

  test.describe(`collections in ${locale}`, () => {
    for (const { slug, key, copyKey, shelfId } of COLLECTIONS) {
      test(`/collections/${slug} lists the home's ${key} as a store page, cached with its products' tags`, async ({ request, baseURL }) => {
        const path = `/${locale}/collections/${slug}`;
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        const html = await response.text();
        const page = parseServerHtml(html);

        expect(page.text(page.elements('title')[0])).toContain(text(`collections.${copyKey}.title`));
        expect(page.elements('meta', { name: 'description' })[0]?.attribs.content).toBe(text(`collections.${copyKey}.description`));
        expect(page.elements('link', { rel: 'canonical' })[0]?.attribs.href).toBe(new URL(path, baseURL).href);
        expect(page.elements('link', { rel: 'alternate', hreflang: 'ar' })[0]?.attribs.href).toBe(new URL(`/ar/collections/${slug}`, baseURL).href);
        expect(page.elements('link', { rel: 'alternate', hreflang: 'en' })[0]?.attribs.href).toBe(new URL(`/en/collections/${slug}`, baseURL).href);
        expect(page.elements('link', { rel: 'alternate', hreflang: 'x-default' })[0]?.attribs.href).toBe(new URL(`/ar/collections/${slug}`, baseURL).href);
        expect(page.text(page.elements('h1')[0]).trim()).toBe(text(`${key}.title`));
        const breadcrumb = page.elements('nav', { 'aria-label': copy(locale, 'layout', 'breadcrumbs.label') })[0];
        expect(page.text(breadcrumb)).toContain(text(`${key}.title`));
        // A catalogue page: its own cut of the stylesheet inline.
        expect(page.elements('style').some((style) => style.attribs['data-store-stylesheet'])).toBe(true);

        // The same products as the home's carousel, which the home page's script brings in from the shelf.
        const products = cardLinks(html);
        expect(products).toHaveLength(15);
        const shelf = await request.get(`${path}/shelf`);
        expect(cardLinks(await shelf.text())).toEqual(products);

        // Cached as the home's lists: the home listing, each product shown, the shell.
        expect(response.headers()['cache-control']).toMatch(/public.*s-maxage=\d+/);
        const tags = tagsOf(response);
        expect(tags).toEqual(expect.arrayContaining(['listing:home', 'menu', 'config']));
        expect(tags.filter((tag) => tag.startsWith('product:'))).toHaveLength(15);
        expect(tagsOf(shelf).sort()).toEqual([...tags].sort());
        // The second answer comes from the route cache.
        expect((await request.get(path)).headers()['x-cache']).toMatch(/HIT|STALE/);
      });

      test(`/collections/${slug}/shelf is the home's carousel section alone, cached`, async ({ request }) => {
        const response = await request.get(`/${locale}/collections/${slug}/shelf`);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toMatch(/^text\/html/);
        expect(response.headers()['cache-control']).toMatch(/public.*s-maxage=\d+/);
        const html = (await response.text()).trim();
        // No document around it: one section, labelled by its heading, as on the home page.
        expect(html).toMatch(new RegExp(`^<section [^>]*aria-labelledby="${shelfId}"`));
        expect(html).toMatch(/<\/section>$/);
        expect(html).not.toMatch(/<html|<head|<body|<script/);
        const section = parseServerHtml(html);
        expect(section.elements('section')).toHaveLength(1);
        expect(section.text(section.elements('h2', { id: shelfId })[0]).trim()).toBe(text(`${key}.title`));
        expect(section.elements('div', { 'data-carousel': '' })).toHaveLength(1);
        expect(section.elements('article')).toHaveLength(15);
        expect(section.elements('a', { href: `/${locale}/collections/${slug}` })).toHaveLength(1);
      });
    }

    test('an unknown list answers the store’s 404, its page and its shelf', async ({ request }) => {
      for (const list of ['latest', 'no-such-list', 'Best-Sellers']) {
        const response = await request.get(`/${locale}/collections/${list}`);
        expect(response.status(), list).toBe(404);
        expect(await response.text(), list).toContain(copy(locale, 'errors', 'page.notFoundMessage'));
        expect(response.headers()['cache-control'], list).toContain('no-store');
        const shelf = await request.get(`/${locale}/collections/${list}/shelf`);
        expect(shelf.status(), list).toBe(404);
        expect((await shelf.text()).trim(), list).toBe('');
      }
      expect((await request.get(`/${locale}/collections`)).status()).toBe(404);
    });

    test('a collection page loads under the policy, axe finds nothing, and it speculates like every catalogue page', async ({ page }) => {
      const violations = await watchCspViolations(page);
      await page.goto(`/${locale}/collections/best-sellers`);
      await expect(page.getByRole('heading', { level: 1, name: text('bestSellers.title') })).toBeVisible();
      await expect(page.locator('main article')).toHaveCount(15);
      await expect(page.locator('script[type="speculationrules"]')).toHaveCount(1);
      expect((await axe(page).analyze()).violations).toEqual([]);
      expect(violations).toEqual([]);
    });
  });
}
