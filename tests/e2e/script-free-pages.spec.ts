/**
 * Pages that run no script (about, the policies, maintenance: StoreLayout `scriptFree`), in both locales: no script
 * is loaded at all, the shell still works as plain HTML, and what the shopper saw on the other pages follows them
 * here through the shopper's stylesheet (src/server/layout/shopper-style.ts): the cart count with its name, the
 * signed-in entries with the name and the wishlist count, a closed announcement.
 */
import { expect, test, type Page } from './support/test.ts';
import { axe } from './support/axe.ts';
import { graphql, seedSlugs } from './support/backend.ts';
import { addToWishlist, newShopper, registerCustomer } from './support/customers.ts';
import { copy, fill } from './support/locales.ts';
import { signInWithToken } from './support/sign-in.ts';

const LOCALES = ['ar', 'en'] as const;
const SCRIPT_FREE_PAGES = ['/about', '/privacy', '/terms-and-use', '/refund-and-return-policy', '/maintenance', '/under-maintenance'];

/** Every script the page asks for or carries, JSON data blocks aside. */
async function scriptsOn(page: Page, path: string): Promise<{ requested: string[]; inline: number }> {
  const requested: string[] = [];
  const listener = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'script') requested.push(request.url());
  };
  page.on('request', listener);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  page.off('request', listener);
  const inline = await page.locator('script:not([type="application/ld+json"]):not([type="application/json"])').count();
  return { requested, inline };
}

for (const locale of LOCALES) {
  test.describe(`pages without script in ${locale}`, () => {
    test('load no script, and the header search still searches', async ({ page }) => {
      for (const path of SCRIPT_FREE_PAGES) {
        expect(await scriptsOn(page, `/${locale}${path}`), path).toEqual({ requested: [], inline: 0 });
      }
      await page.goto(`/${locale}/about`);
      const search = page.getByRole('combobox', { name: copy(locale, 'layout', 'search.label') });
      await search.fill('apple');
      await search.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${locale}/search\\?keyword=apple$`));
    });

    test('the top bar appears after two seconds, with the guest links', async ({ page }) => {
      await page.goto(`/${locale}/privacy`);
      const topBar = page.locator('[data-top-bar]');
      await expect(topBar.getByRole('link', { name: copy(locale, 'layout', 'topBar.signIn') })).toBeVisible();
      await expect(topBar.getByRole('link', { name: copy(locale, 'auth', 'session.myAccount') })).toBeHidden();
    });

    test('show the cart count the shopper has, in the cart link’s name', async ({ page }) => {
      // The header's top bar fades in 2 s after load; axe caught mid-fade reads its text as low contrast.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const { product } = await seedSlugs();
      await page.goto(`/${locale}/about`);
      const cartLink = page.locator('header [data-cart-link]');
      await expect(page.getByTestId('cart-count')).toBeHidden();
      await expect(cartLink).toHaveAccessibleName(copy(locale, 'layout', 'header.cart'));

      await page.goto(`/${locale}/products/${product.url_key}`);
      await page.locator('[data-product-offer] form').getByRole('button', { name: copy(locale, 'common', 'actions.addToCart') }).click();
      await expect(page.getByTestId('cart-count')).toHaveAttribute('data-count', '1');

      await page.goto(`/${locale}/about`);
      await expect(page.getByTestId('cart-count')).toBeVisible();
      await expect(cartLink).toHaveAccessibleName(fill(copy(locale, 'cart', 'linkName_one'), { count: 1 }));
      expect(await axe(page).analyze().then((result) => result.violations)).toEqual([]);
    });

    test('a closed announcement stays closed, closed here without script or elsewhere with it', async ({ page, browser }) => {
      await page.goto(`/${locale}/about`);
      const bar = page.locator('[data-announcement]');
      await expect(bar).toBeVisible();
      await bar.getByRole('button', { name: copy(locale, 'engagement', 'announcement.close') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/about$`));
      await expect(bar).toBeHidden();
      // The pages with script read the same memory before they paint.
      await page.goto(`/${locale}`);
      await expect(page.locator('[data-announcement]')).toBeHidden();

      const other = await browser.newContext();
      const home = await other.newPage();
      await home.goto(new URL(`/${locale}`, page.url()).href);
      await home.locator('[data-announcement]').getByRole('button', { name: copy(locale, 'engagement', 'announcement.close') }).click();
      await expect(home.locator('[data-announcement]')).toBeHidden();
      // The script wrote the cookie pages without script read, with no round trip to wait for. Chrome hands a cookie
      // the page wrote to its cookie store a moment later: the context's jar is read until it holds it.
      const id = await home.locator('[data-announcement]').getAttribute('data-announcement-id');
      await expect.poll(() => other.cookies()).toContainEqual(expect.objectContaining({ name: 'closed_announcement', value: id }));
      await home.goto(new URL(`/${locale}/maintenance`, page.url()).href);
      await expect(home.locator('[data-announcement]')).toBeHidden();
      await other.close();
    });

    test('a signed-in shopper sees their name, their list’s count and sign-out; signing out here works', async ({ page, context, baseURL }) => {
      // The header's top bar fades in 2 s after load; axe caught mid-fade reads its text as low contrast.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const shopper = newShopper(`script-free-${locale}`);
      const token = await registerCustomer(shopper);
      const { products } = await graphql<{ products: { items: { id: number }[] } }>('{ products(search: "", pageSize: 2) { items { id } } }');
      for (const item of products.items) await addToWishlist(token, item.id);
      // Signed in with the cookies sign-in sets (signing in is auth.spec.ts's): a page with script fills the header,
      // and the shopper's stylesheet, from the server.
      await signInWithToken(context, baseURL!, token);
      await page.goto(`/${locale}/brands`);
      await expect(page.locator('[data-wishlist-badge]')).toHaveAttribute('data-count', '2');

      await page.goto(`/${locale}/terms-and-use`);
      const topBar = page.locator('[data-top-bar]');
      await expect(topBar.getByRole('link', { name: `${copy(locale, 'auth', 'session.myAccount')} Maryam Al-Kuwari`, exact: true })).toBeVisible();
      await expect(topBar.getByRole('link', { name: copy(locale, 'layout', 'topBar.signIn') })).toBeHidden();
      await expect(page.locator('header [data-wishlist-link]')).toHaveAccessibleName(fill(copy(locale, 'auth', 'session.wishlistCount_two'), { count: 2 }));
      await expect(page.getByTestId('wishlist-count')).toBeVisible();
      expect(await axe(page).analyze().then((result) => result.violations)).toEqual([]);

      // The plain form posts to the sign-in page, which sends the shopper home.
      await topBar.getByRole('button', { name: copy(locale, 'auth', 'session.signOut') }).click();
      await page.waitForURL(new RegExp(`/${locale}$`));
      await page.goto(`/${locale}/terms-and-use`);
      await expect(topBar.getByRole('link', { name: copy(locale, 'layout', 'topBar.signIn') })).toBeVisible();
      await expect(page.getByTestId('wishlist-count')).toBeHidden();
    });
  });
}
