/**
 * A product page's related products as a later shelf (issue 53), in both locales: the page's HTML carries their
 * heading and a link to the listing of the product's kind ("More in Phones", the breadcrumb's category), not their
 * cards; with script the carousel comes in from `/products/{url_key}/related` as the shopper scrolls near it (named
 * cards, no id twice, the product itself not among them), the place-holder stays when that fails and without script;
 * the fragment is one section, cached with its category's, the product's and each related product's tags (the
 * product page's own tags no longer name them), and a bad or unknown slug answers 404.
 */
import { expect, test, type APIResponse, type Page } from './support/test.ts';
import { seedSlugs } from './support/backend.ts';
import { expectCardsNamed, PLACEHOLDER, scrollUntilIn } from './support/later-shelves.ts';
import { copy, fill } from './support/locales.ts';
import { parseServerHtml } from './support/html.ts';

/** The tags a cached answer carries for Varnish (edge-tags.ts), its page tag left out. */
function tagsOf(response: APIResponse): string[] {
  return (response.headers().xkey ?? '').split(' ').filter((tag) => tag && !tag.startsWith('page:'));
}

for (const locale of ['ar', 'en'] as const) {
  const heading = copy(locale, 'product', 'related.heading');
  const related = (page: Page) => page.getByRole('region', { name: heading, exact: true });

  test.describe(`related products in ${locale}`, () => {
    let path: string;
    test.beforeAll(async () => {
      path = `/${locale}/products/${(await seedSlugs()).product.url_key}`;
    });

    test('come in as the shopper scrolls near them, named, leading to the listing of the product’s kind @phone', async ({ page }) => {
      const fragments: string[] = [];
      page.on('request', (request) => request.url().endsWith('/related') && fragments.push(new URL(request.url()).pathname));
      const response = await page.goto(path);
      const html = await response!.text();
      // Not in the page's HTML: a heading and a link where the cards were.
      expect(parseServerHtml(html).elements('article')).toHaveLength(0);
      await expect(related(page)).toHaveAttribute('data-later-shelf-src', `${path}/related`);
      // The link names the product's category, as the breadcrumb does, and leads to its listing.
      const crumb = page.getByRole('navigation', { name: copy(locale, 'layout', 'breadcrumbs.label') }).getByRole('link').nth(1);
      const category = (await crumb.innerText()).trim();
      const more = related(page).getByRole('link', { name: fill(copy(locale, 'product', 'related.more'), { category }), exact: true });
      await expect(more).toHaveAttribute('href', (await crumb.getAttribute('href'))!);
      expect(fragments).toEqual([]);

      await scrollUntilIn(page, related(page));
      await expect(page.locator(PLACEHOLDER)).toHaveCount(0);
      const cards = related(page).locator('article');
      expect(await cards.count()).toBeGreaterThan(0);
      expect(await cards.count()).toBeLessThanOrEqual(8);
      const links = await cards.locator('h3 a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      expect(links).not.toContain(path);
      // Its link to the category stays, in the carousel's heading; its strip is wired; each card named, no id twice.
      await expect(related(page).getByRole('link', { name: fill(copy(locale, 'product', 'related.more'), { category }), exact: true })).toHaveCount(1);
      await expect(related(page).getByRole('button', { name: copy(locale, 'home', 'carousel.next'), exact: true })).toBeVisible();
      await expectCardsNamed(page, related(page), locale);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toHaveCount(1);
      expect(fragments).toEqual([`${path}/related`]);
    });

    test('stay a heading and a link when their carousel cannot be fetched, and without script', async ({ page, browser, baseURL }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.route('**/related', (route) => route.abort('failed'));
      await page.goto(path);
      const failed = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/related'));
      await page.locator(PLACEHOLDER).scrollIntoViewIfNeeded();
      await failed;
      await page.evaluate(() => new Promise((done) => setTimeout(done, 100)));
      await expect(related(page)).toBeVisible();
      await expect(related(page).locator('article')).toHaveCount(0);
      await expect(related(page).getByRole('link')).toHaveCount(1);
      expect(errors).toEqual([]);

      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const scriptless = await context.newPage();
      await scriptless.goto(path);
      const section = related(scriptless);
      await section.scrollIntoViewIfNeeded();
      await expect(section).toBeVisible();
      await expect(section.locator('article')).toHaveCount(0);
      // Without script the place-holder takes only its own room, not the carousel's.
      expect((await section.boundingBox())!.height).toBeLessThan(200);
      const link = section.getByRole('link');
      const href = await link.getAttribute('href');
      await link.click();
      await expect(scriptless).toHaveURL(new RegExp(`${href}$`));
      await expect(scriptless.locator('main article').first()).toBeVisible();
      await context.close();
    });

    test('their fragment is one section, cached on its own tags; the product page no longer carries them', async ({ request }) => {
      const page = await request.get(path);
      const fragment = await request.get(`${path}/related`);
      expect(fragment.status()).toBe(200);
      expect(fragment.headers()['content-type']).toMatch(/^text\/html/);
      expect(fragment.headers()['cache-control']).toMatch(/public.*s-maxage=\d+/);
      const html = (await fragment.text()).trim();
      expect(html).toMatch(/^<section [^>]*aria-labelledby="related-products"/);
      expect(html).toMatch(/<\/section>$/);
      expect(html).not.toMatch(/<html|<head|<body|<script/);
      const section = parseServerHtml(html);
      const shown = section.elements('article');
      expect(shown.length).toBeGreaterThan(0);

      const pageTags = tagsOf(page);
      const fragmentTags = tagsOf(fragment);
      const productTag = pageTags.find((tag) => tag.startsWith('product:'))!;
      // The product page: its product and the shell, nothing of its related products.
      expect(pageTags.filter((tag) => tag.startsWith('product:'))).toEqual([productTag]);
      expect(pageTags).toEqual(expect.arrayContaining(['menu', 'config']));
      // The fragment: the category, the product, each related product shown, the shell.
      expect(fragmentTags).toEqual(expect.arrayContaining([productTag, 'menu', 'config']));
      expect(fragmentTags.filter((tag) => tag.startsWith('category:'))).toHaveLength(1);
      expect(fragmentTags.filter((tag) => tag.startsWith('product:'))).toHaveLength(shown.length + 1);
      expect((await request.get(`${path}/related`)).headers()['x-cache']).toMatch(/HIT|STALE/);
    });

    test('an unknown or impossible product answers 404 with an empty body, never a 500', async ({ request }) => {
      for (const slug of ['no-such-product', '%3Cscript%3E', 'a%20b', 'x'.repeat(300), '%00', '..%2F..%2Fetc']) {
        const response = await request.get(`/${locale}/products/${slug}/related`);
        expect(response.status(), slug).toBe(404);
        expect((await response.text()).trim(), slug).toBe('');
        expect(response.headers()['cache-control'], slug).toContain('no-store');
      }
    });
  });
}
