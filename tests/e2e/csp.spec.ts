/**
 * The Content-Security-Policy of every page type (tests/e2e/support/page-types.ts): no 'unsafe-inline' for scripts or
 * styles, the same header on a route-cache hit as on the render that stored it, and pages that still work under it:
 * islands hydrate, the inline pre-paint script runs, add to cart works, and the browser reports no violation. Each
 * page type on its own, scrolled to its end, is loaded under the policy by the page sweep (page-sweep.spec.ts).
 */
import { expect, test } from './support/test.ts';
import { seedSlugs } from './support/backend.ts';
import { watchCspViolations } from './support/csp-violations.ts';
import { copy } from './support/locales.ts';
import { PAGE_TYPES } from './support/page-types.ts';
import { signedInCustomer } from './support/sign-in.ts';

// Every inline script under the policy, the Speculation Rules among them: the shopper browses without Save-Data (support/test.ts).
test.use({ saveData: false });

function directive(policy: string, name: string): string | undefined {
  return policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `));
}

for (const locale of ['ar', 'en'] as const) {
  test.describe(`Content-Security-Policy in ${locale}`, () => {
    test('every page type has a strict policy, the same on a cache hit', async ({ page, context, baseURL }) => {
      const check = async (name: string, path: string, expectedStatus: number) => {
        const response = await page.request.get(path, { maxRedirects: 0 });
        expect(response.status(), name).toBe(expectedStatus);
        const policy = response.headers()['content-security-policy'] ?? '';
        for (const [directiveName, expected] of [
          ['object-src', "'none'"],
          ['frame-ancestors', "'none'"],
          ['base-uri', "'self'"],
        ]) {
          expect(directive(policy, directiveName!), `${name}: ${directiveName}`).toBe(`${directiveName} ${expected}`);
        }
        expect(directive(policy, 'form-action'), name).toMatch(/^form-action 'self' /);
        expect(directive(policy, 'script-src'), name).toMatch(/^script-src 'self'( 'sha256-[\w+/=]+')+$/);
        expect(directive(policy, 'style-src'), name).toMatch(/^style-src 'self'( 'sha256-[\w+/=]+')+$/);
        expect(policy, name).not.toContain('unsafe-inline');
        expect(policy, name).not.toContain('unsafe-eval');
        return response;
      };
      for (const type of PAGE_TYPES.filter((entry) => !entry.signedIn)) {
        const path = await type.path(locale);
        const first = await check(type.name, path, type.status ?? 200);
        // Shared pages come back from the route cache (the production server's fast path): same policy.
        const again = await check(type.name, path, type.status ?? 200);
        if (again.headers()['x-cache'] === 'HIT') {
          expect(again.headers()['content-security-policy'], type.name).toBe(first.headers()['content-security-policy']);
        }
      }
      await signedInCustomer(context, baseURL!, `csp-${locale}`);
      for (const type of PAGE_TYPES.filter((entry) => entry.signedIn)) await check(type.name, await type.path(locale), type.status ?? 200);
    });

    test('pages work under the policy: islands hydrate, inline code runs, nothing is refused', async ({ page }) => {
      const violations = await watchCspViolations(page);

      // Home: the header's sign-in island hydrates on interaction and opens its dialog.
      await page.goto(`/${locale}`);
      await page.getByRole('link', { name: copy(locale, 'layout', 'header.account') }).first().hover();
      await expect(page.locator('astro-island[component-url*="AuthDialog"]:not([ssr])').first()).toBeAttached();
      // The announcement bar's look (an inline style rule allowed by its hash) is applied, and its pre-paint script
      // (an inline script allowed by its hash) ran without hiding it.
      const announcement = page.locator('[data-announcement]');
      await expect(announcement).toBeVisible();
      await expect(announcement).not.toHaveCSS('background-color', 'rgb(24, 24, 29)');

      // Product: the bundled add-to-cart script and the cart badge run.
      const slugs = await seedSlugs();
      await page.goto(`/${locale}/products/${slugs.product.url_key}`);
      await page.locator('[data-product-offer] form').getByRole('button', { name: copy(locale, 'common', 'actions.addToCart') }).click();
      await expect(page.getByTestId('cart-count')).toHaveAttribute('data-count', '1');

      // Cart: the cart island hydrates with the line.
      await page.goto(`/${locale}/cart`);
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      expect(violations).toEqual([]);
    });
  });
}
