/**
 * The store's page sweep: every page type (tests/e2e/support/page-types.ts) in both locales, signed out and signed in,
 * plus a page without script. Each is loaded once, scrolled to its end so that the islands that wait to be seen hydrate
 * too, and must load under the Content-Security-Policy with nothing refused (csp.spec.ts checks the policy itself; the
 * shopper is on Save-Data, support/test.ts, and the Speculation Rules' own inline script is checked under the policy on
 * every catalogue page type by instant-navigation.spec.ts) and pass axe. One test per page, so a failure names its page
 * and the workers share the sweep; the other specs scan only the states this sweep does not reach (an open dialog, a
 * checkout step, a filled cart). Home, a listing, a page without script and the 404 page are swept on the phone too.
 * And every page fits a small phone's screen (360 px): nothing sticks out past its edges, the footer's form included.
 */
import { expect, test, type Page } from './support/test.ts';
import { axe } from './support/axe.ts';
import { seedSlugs } from './support/backend.ts';
import { watchCspViolations } from './support/csp-violations.ts';
import { scrollUntilIn } from './support/later-shelves.ts';
import { copy } from './support/locales.ts';
import { layOutDeferredSections } from './support/deferred-sections.ts';
import { PAGE_TYPES, type Locale, type PageType } from './support/page-types.ts';
import { islandHydrated, signedInCustomer } from './support/sign-in.ts';
import { watchNetwork } from './support/network-settled.ts';

const ON_PHONE = new Set(['home', 'listing', 'page without script', '404']);

/** A page without script (StoreLayout `scriptFree`), swept here only: it is not one of the shared page types. */
const SCRIPT_FREE_PAGE: PageType = { name: 'page without script', path: async (locale) => `/${locale}/refund-and-return-policy` };

/** What a page must show before it is scanned: the state a shopper meets, not the first paint. */
async function settle(page: Page, type: PageType, locale: Locale): Promise<void> {
  if (type.name === 'home') {
    // Below the fold the carousels, brought in as the shopper scrolls near, with their buttons once laid out.
    const latest = page.getByRole('region', { name: copy(locale, 'home', 'latest.title'), exact: true });
    await scrollUntilIn(page, latest);
    await latest.getByRole('list').first().scrollIntoViewIfNeeded();
    await expect(latest.getByRole('button', { name: copy(locale, 'home', 'carousel.next'), exact: true })).toBeVisible();
  }
  // The sign-in and sign-up forms as the island renders them once it has taken over.
  if (type.name === 'login' || type.name === 'signup') await islandHydrated(page, 'AuthPanel');
}

// The header's top bar fades in 2 s after load; axe caught mid-fade reads its text as low contrast. The steady state
// is the same with reduced motion, which shows it at once.
test.use({ reducedMotion: 'reduce' });

for (const locale of ['ar', 'en'] as const) {
  test.describe(`every page type in ${locale}`, () => {
    for (const type of [...PAGE_TYPES, SCRIPT_FREE_PAGE]) {
      const title = `the ${type.name} page${type.signedIn ? ', signed in,' : ''} loads under the policy and axe finds no violations${ON_PHONE.has(type.name) ? ' @phone' : ''}`;
      test(title, async ({ page, context, baseURL }) => {
        const violations = await watchCspViolations(page);
        if (type.signedIn) await signedInCustomer(context, baseURL!, `a11y-${locale}`);
        // The page's own requests, not the link prefetches Chromium drops as links scroll by (support/network-settled.ts).
        const network = watchNetwork(page);
        const response = await page.goto(await type.path(locale));
        expect(response?.status(), type.name).toBe(type.status ?? 200);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await network.settled();
        // Every island that hydrates without a shopper's touch has hydrated (the header's waits for interaction).
        if (type.signedIn) await expect(page.locator('astro-island[ssr]:not([client="interaction"])')).toHaveCount(0);
        expect(violations, type.name).toEqual([]);
        await settle(page, type, locale);
        const results = await axe(page).analyze();
        expect(results.violations.map((v) => `${type.name}: ${v.id} (${v.nodes.length}) ${v.help}`)).toEqual([]);
      });
    }

    test("the header cart link's name carries the count from the moment the page shows it", async ({ page }) => {
      const slugs = await seedSlugs();
      await page.goto(`/${locale}/products/${slugs.product.url_key}`);
      await page.locator('[data-product-offer] form').getByRole('button', { name: copy(locale, 'common', 'actions.addToCart') }).click();
      await expect(page.getByTestId('cart-count')).toHaveAttribute('data-count', '1');
      const named = copy(locale, 'cart', `linkName_${new Intl.PluralRules(locale).select(1)}`).replace('{{count}}', '1');
      await expect(page.getByRole('link', { name: named, exact: true })).toBeVisible();
      // A new page: the name carries the count as soon as the badge shows, without any change to announce.
      await page.goto(`/${locale}/brands`);
      await expect(page.getByRole('link', { name: named, exact: true })).toBeVisible();
      await expect(page.getByTestId('cart-count-announcement')).toHaveText('');
      // A page without script: the count comes with the shopper's stylesheet, in the same name.
      await page.goto(`/${locale}/refund-and-return-policy`);
      await expect(page.locator('header [data-cart-link]')).toHaveAccessibleName(named);
    });
  });
}

/**
 * What sticks out of a 360 px screen once every section is laid out: elements past either edge, except inside a
 * strip that scrolls sideways (a carousel) and the screen-reader-only text (clipped to a pixel).
 */
async function outsideTheScreen(page: Page): Promise<string[]> {
  await layOutDeferredSections(page);
  return page.evaluate(() => {
    const scrolls = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
    return [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || (box.left >= -1 && box.right <= window.innerWidth + 1)) return false;
        for (let parent = element.parentElement; parent; parent = parent.parentElement) if (scrolls(parent) || parent.classList.contains('sr-only')) return false;
        return !element.classList.contains('sr-only');
      })
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join('.')} ${Math.round(element.getBoundingClientRect().left)}..${Math.round(element.getBoundingClientRect().right)}`);
  });
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });
  for (const locale of ['ar', 'en'] as const) {
    for (const type of [...PAGE_TYPES, SCRIPT_FREE_PAGE]) {
      test(`the ${locale} ${type.name} page${type.signedIn ? ', signed in,' : ''} fits the screen`, async ({ page, context, baseURL }) => {
        if (type.signedIn) await signedInCustomer(context, baseURL!, `fit-${locale}`);
        const network = watchNetwork(page);
        const response = await page.goto(await type.path(locale));
        expect(response?.status(), type.name).toBe(type.status ?? 200);
        await network.settled();
        expect(await outsideTheScreen(page)).toEqual([]);
      });
    }
  }
});
