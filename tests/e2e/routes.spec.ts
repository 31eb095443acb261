import { expect, test } from './support/test.ts';
import { sitemapPaths } from '../../scripts/lib/sitemap-paths.ts';
import { seedSlugs } from './support/backend.ts';
import { parseServerHtml } from './support/html.ts';
import { copy } from './support/locales.ts';

const LOCALES = [
  { locale: 'ar', dir: 'rtl' },
  { locale: 'en', dir: 'ltr' },
] as const;

/**
 * Spec §2 static routes that render for a guest. `/order-success` and `/payment/status` show one shopper's order:
 * a guest is sent to sign in, and a status page without a return answers 400 (tests/e2e/orders.spec.ts).
 */
const STATIC_ROUTES = [
  '',
  '/about',
  '/contact',
  '/deals',
  '/privacy',
  '/refund-and-return-policy',
  '/terms-and-use',
  '/maintenance',
  '/under-maintenance',
  '/brands',
  '/categories',
  '/cart',
  '/search',
  '/search?keyword=phone',
  '/ecards',
  '/login',
  '/signup',
  '/forgot-password',
  '/products',
];

for (const { locale, dir } of LOCALES) {
  test.describe(`routes in ${locale}`, () => {
    for (const route of STATIC_ROUTES) {
      // What the server renders, read from its HTML: no browser needed to check the head and the headings.
      test(`/${locale}${route} renders with lang, dir, title and hreflang`, async ({ request }) => {
        const response = await request.get(`/${locale}${route}`);
        // The store closed answers 503 (closed-and-not-found.spec.ts), with the same head.
        expect(response.status()).toBe(route === '/under-maintenance' ? 503 : 200);
        const html = parseServerHtml(await response.text());
        expect(html.elements('html')[0]?.attribs).toMatchObject({ lang: locale, dir });
        expect(html.text(html.elements('title')[0]).trim().length).toBeGreaterThan(0);
        const path = route.split('?')[0];
        expect(html.elements('link', { rel: 'alternate', hreflang: 'ar' })[0]?.attribs.href).toMatch(new RegExp(`/ar${path}$`));
        expect(html.elements('link', { rel: 'alternate', hreflang: 'en' })[0]?.attribs.href).toMatch(new RegExp(`/en${path}$`));
        expect(html.elements('link', { rel: 'alternate', hreflang: 'x-default' })).toHaveLength(1);
        expect(html.elements('link', { rel: 'canonical' })).toHaveLength(1);
        expect(html.elements('h1')).toHaveLength(1);
      });
    }

    test(`/${locale} detail routes render the entity`, async ({ page }) => {
      const slugs = await seedSlugs();
      for (const path of [
        `/categories/${slugs.category.url_key}`,
        `/brands/${slugs.brand}`,
        `/ecards/${slugs.ecard.url_key}`,
        `/products/${slugs.product.url_key}`,
      ]) {
        const response = await page.goto(`/${locale}${path}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('nav[aria-label] ol, nav[aria-label] ul').first()).toBeVisible();
      }
      await page.goto(`/${locale}/categories/${slugs.category.url_key}`);
      await expect(page.locator(`a[href*="/${locale}/products/"]`).first()).toBeVisible();
    });

    test(`/${locale} unknown slugs and routes answer 404 with the message`, async ({ page }) => {
      const message = copy(locale, 'errors', 'page.notFoundMessage');
      for (const path of ['/no-such-page', '/products/no-such-product-xyz', '/categories/no-such-category', '/brands/no-such-brand', '/ecards/no-such-ecard']) {
        const response = await page.goto(`/${locale}${path}`);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByText(message).first()).toBeVisible();
        await expect(page.locator(`main a[href="/${locale}"]`).first()).toBeVisible();
      }
    });

    test(`/${locale} guarded pages redirect`, async ({ request }) => {
      for (const path of ['/account', '/account/addresses', '/account/orders', '/account/profile', '/account/wishlist', '/account/orders/1']) {
        const response = await request.get(`/${locale}${path}`, { maxRedirects: 0 });
        expect(response.status(), path).toBe(302);
        expect(response.headers().location).toBe(`/${locale}/login?redirect=${encodeURIComponent(`/${locale}${path}`)}`);
      }
      const checkout = await request.get(`/${locale}/checkout`, { maxRedirects: 0 });
      expect(checkout.status()).toBe(302);
      expect(checkout.headers().location).toBe(`/${locale}/cart`);
    });
  });
}

test('/ redirects to ar by default and to the remembered locale by cookie', async ({ request, context, baseURL }) => {
  const first = await request.get('/', { maxRedirects: 0 });
  expect(first.status()).toBe(302);
  expect(first.headers().location).toMatch(/\/ar\/?$/);

  const unprefixed = await request.get('/about?x=1', { maxRedirects: 0 });
  expect(unprefixed.status()).toBe(302);
  expect(unprefixed.headers().location).toMatch(/\/ar\/about\?x=1$/);

  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL! }]);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the locale switcher keeps the path and query and remembers the choice', async ({ page, context }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/ar/search?keyword=phone');
  const switcher = page.locator('a[hreflang="en"]').first();
  await expect(switcher).toHaveText(/EN/);
  await switcher.click();
  await expect(page).toHaveURL(/\/en\/search\?keyword=phone$/);
  const cookies = await context.cookies();
  const locale = cookies.find((c) => c.name === 'locale');
  expect(locale?.value).toBe('en');
  expect(locale!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
});

test('sitemap index names files that list catalogue URLs in both locales; robots points at it', async ({ request }) => {
  const slugs = await seedSlugs();
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toContain('application/xml');
  const files = sitemapPaths(await index.text());
  expect(files).toEqual(expect.arrayContaining(['/sitemaps/pages-1.xml', '/sitemaps/products-1.xml']));
  const sitemap = (await Promise.all(files.map(async (file) => {
    const response = await request.get(file);
    expect(response.status()).toBe(200);
    return response.text();
  }))).join('\n');
  for (const locale of ['ar', 'en']) {
    expect(sitemap).toContain(`/${locale}/categories/${slugs.category.url_key}`);
    expect(sitemap).toContain(`/${locale}/brands/${slugs.brand}`);
    expect(sitemap).toContain(`/${locale}/products/${slugs.product.url_key}`);
    expect(sitemap).toContain(`/${locale}/ecards/${slugs.ecard.url_key}`);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
});

test('responses are compressed, hashed assets immutable, security headers set', async ({ request, page }) => {
  const html = await request.get('/en', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(html.headers()['content-encoding']).toMatch(/br|gzip/);
  expect(html.headers()['x-content-type-options']).toBe('nosniff');
  expect(html.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await page.goto('/en');
  // The stylesheet is inside the page (astro.config.mjs); the shell's script is a hashed asset.
  const script = await page.locator('script[type="module"][src^="/_astro/"]').first().getAttribute('src');
  const asset = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.headers()['cache-control']).toContain('immutable');
  expect(asset.headers()['content-encoding']).toMatch(/br|gzip/);
});
