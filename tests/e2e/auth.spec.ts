/**
 * Sign-in and sign-up by one-time code, the session and the header, end to end in both locales against the
 * embedded backend, codes read from its dev outbox: sign-up, sign-out, sign-in by e-mail and by mobile; a wrong
 * code and the lockout; the guest cart merged on sign-in; a revoked token forcing sign-out; the guards; the cached
 * page never carrying a shopper's name; the wishlist icon; axe and the keyboard on the pages and the dialog; the
 * pages as plain forms without JavaScript; the mobile menu signed in.
 */
import { expect, test, type BrowserContext, type Page } from './support/test.ts';
import { axe } from './support/axe.ts';
import { graphql } from './support/backend.ts';
import { addToWishlist, customerCartOf, latestCode, newCodeAllowed, newShopper, registerCustomer, revokeToken } from './support/customers.ts';
import { copy } from './support/locales.ts';
import { pageAfterPost } from './support/form-post.ts';

type Locale = 'ar' | 'en';
const NAMES: Record<Locale, { firstname: string; lastname: string }> = {
  ar: { firstname: 'مريم', lastname: 'الكواري' },
  en: { firstname: 'Noor', lastname: "Al-Thani O'Neil" },
};

const auth = (locale: Locale, key: string) => copy(locale, 'auth', key);
const panel = (page: Page) => page.locator('[data-auth-panel]');
const topBarName = (page: Page) => page.getByTestId('top-bar-name');
const toast = (page: Page, text: string) => page.locator('[data-toast-polite], [data-toast-urgent]').filter({ hasText: text });

/** The island takes over once the browser is idle: wait for it, so the flow runs as a shopper with JavaScript sees it. */
async function hydrated(page: Page, component: string) {
  await expect(page.locator(`astro-island[component-url*="${component}"]`).first()).not.toHaveAttribute('ssr', /.*/);
}

async function sendCodeAndVerify(page: Page, locale: Locale, to: string) {
  await newCodeAllowed(to);
  await panel(page).getByRole('button', { name: auth(locale, 'actions.sendCode') }).click();
  const code = panel(page).getByRole('textbox', { name: auth(locale, 'fields.code') });
  await expect(code).toBeFocused();
  await code.fill(await latestCode(to));
  await panel(page).getByRole('button', { name: auth(locale, 'actions.verify') }).click();
}

/** The "mobile number" choice of the sign-in form, clicked where a shopper clicks it (its label). */
async function chooseMobile(page: Page, locale: Locale) {
  const choice = panel(page).locator('label').filter({ has: page.getByRole('radio', { name: auth(locale, 'method.mobile') }) });
  await choice.click();
  await expect(panel(page).getByRole('radio', { name: auth(locale, 'method.mobile') })).toBeChecked();
}

async function signInWithEmail(page: Page, locale: Locale, email: string, redirect?: string) {
  await page.goto(`/${locale}/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`);
  await hydrated(page, 'AuthPanel');
  await panel(page).getByRole('textbox', { name: auth(locale, 'fields.email') }).fill(email);
  await sendCodeAndVerify(page, locale, email);
}

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'customer_token');
}

async function seedProduct(): Promise<{ id: number; sku: string; url_key: string }> {
  const { products } = await graphql<{ products: { items: { id: number; sku: string; url_key: string; stock_status: string; __typename: string }[] } }>(
    // Any category: the phones (category 3) are configurable products now, and these tests need a simple one.
    `{ products(search: "", pageSize: 100) { items { __typename id sku url_key stock_status } } }`,
  );
  const product = products.items.find((item) => item.stock_status === 'IN_STOCK' && item.__typename === 'SimpleProduct' && Number(item.sku.split('-').pop()) % 11 !== 4);
  if (!product) throw new Error('the seed lacks a product for the sign-in tests');
  return product;
}

for (const locale of ['ar', 'en'] as const) {
  const name = NAMES[locale];
  const fullName = `${name.firstname} ${name.lastname}`;

  test.describe(`sign-in and sign-up in ${locale}`, () => {
    test('sign-up, sign-out, then sign-in by e-mail and by mobile', async ({ page, context }) => {
      const shopper = newShopper(`signup-${locale}`);
      await page.goto(`/${locale}/signup?redirect=${encodeURIComponent(`/${locale}/cart`)}`);
      await expect(page.getByRole('search')).toHaveCount(0);
      await hydrated(page, 'AuthPanel');
      const form = panel(page);
      await form.getByRole('textbox', { name: auth(locale, 'fields.firstname') }).fill(name.firstname);
      await form.getByRole('textbox', { name: auth(locale, 'fields.lastname') }).fill(name.lastname);
      await form.getByRole('textbox', { name: auth(locale, 'fields.email') }).fill(shopper.email);
      await form.getByRole('textbox', { name: auth(locale, 'fields.mobile') }).fill(shopper.telephone);

      // The age is confirmed before any code goes out.
      await form.getByRole('button', { name: auth(locale, 'actions.sendCode') }).click();
      await expect(form.getByText(copy(locale, 'validation', 'minimumAge'))).toBeVisible();
      await form.getByRole('checkbox').check();
      await sendCodeAndVerify(page, locale, shopper.email);

      await expect(page).toHaveURL(new RegExp(`/${locale}/cart$`));
      await expect(topBarName(page)).toHaveText(fullName);
      const cookie = await sessionCookie(context);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(await page.evaluate(() => document.cookie)).not.toContain(cookie?.value ?? 'no session');

      // Sign-out from the top bar: "Logged Out", the guest's links again.
      await page.getByRole('navigation', { name: copy(locale, 'layout', 'topBar.label') }).getByRole('button', { name: auth(locale, 'session.signOut') }).click();
      await expect(toast(page, copy(locale, 'errors', 'auth.loggedOut'))).toBeVisible();
      await expect(page.getByRole('link', { name: copy(locale, 'layout', 'topBar.signIn'), exact: true }).first()).toBeVisible();
      expect(await sessionCookie(context)).toBeUndefined();
      expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

      await signInWithEmail(page, locale, shopper.email, `/${locale}/cart`);
      await expect(page).toHaveURL(new RegExp(`/${locale}/cart$`));
      await expect(topBarName(page)).toHaveText(fullName);
      await page.getByRole('navigation', { name: copy(locale, 'layout', 'topBar.label') }).getByRole('button', { name: auth(locale, 'session.signOut') }).click();
      await expect(toast(page, copy(locale, 'errors', 'auth.loggedOut'))).toBeVisible();

      // By mobile number, with no redirect: the account overview.
      await page.goto(`/${locale}/login`);
      await hydrated(page, 'AuthPanel');
      await chooseMobile(page, locale);
      await expect(panel(page).getByRole('textbox', { name: auth(locale, 'fields.email') })).toBeHidden();
      await panel(page).getByRole('textbox', { name: auth(locale, 'fields.mobile') }).fill(`+974 ${shopper.telephone}`);
      await sendCodeAndVerify(page, locale, shopper.telephone);
      await expect(page).toHaveURL(new RegExp(`/${locale}/account$`));
      expect(await sessionCookie(context)).toBeDefined();
    });

    test('field messages, an unknown address, a wrong code, then the lockout', async ({ page }) => {
      const shopper = newShopper(`lockout-${locale}`);
      await registerCustomer(shopper);
      await page.goto(`/${locale}/login`);
      await hydrated(page, 'AuthPanel');
      const form = panel(page);
      const email = form.getByRole('textbox', { name: auth(locale, 'fields.email') });

      await form.getByRole('button', { name: auth(locale, 'actions.sendCode') }).click();
      await expect(form.getByText(copy(locale, 'validation', 'required'))).toBeVisible();
      await expect(email).toBeFocused();
      await email.fill('not-an-address');
      await form.getByRole('button', { name: auth(locale, 'actions.sendCode') }).click();
      await expect(form.getByText(copy(locale, 'validation', 'invalidEmail'))).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');

      await email.fill(`nobody.${shopper.email}`);
      await form.getByRole('button', { name: auth(locale, 'actions.sendCode') }).click();
      await expect(form.getByRole('alert').filter({ hasText: copy(locale, 'errors', 'auth.noAccountForEmail') })).toBeVisible();

      await email.fill(shopper.email);
      await newCodeAllowed(shopper.email);
      await form.getByRole('button', { name: auth(locale, 'actions.sendCode') }).click();
      const code = form.getByRole('textbox', { name: auth(locale, 'fields.code') });
      await expect(code).toBeFocused();
      await expect(form.getByTestId('otp-resend-timer')).toContainText(/\d/);
      const right = await latestCode(shopper.email);
      const wrong = right === '123456' ? '654321' : '123456';

      await code.fill('12');
      await form.getByRole('button', { name: auth(locale, 'actions.verify') }).click();
      await expect(form.getByText(copy(locale, 'validation', 'invalidVerificationCode'))).toBeVisible();

      for (let tries = 1; tries <= 5; tries += 1) {
        await code.fill(wrong);
        await form.getByRole('button', { name: auth(locale, 'actions.verify') }).click();
        if (tries < 5) {
          await expect(form.getByRole('alert').filter({ hasText: copy(locale, 'errors', 'auth.wrongOtp') })).toBeVisible();
          const left = 5 - tries;
          const words = copy(locale, 'auth', `code.triesLeft_${new Intl.PluralRules(locale).select(left)}`).replace('{{count}}', String(left));
          await expect(form.getByTestId('otp-tries-left')).toHaveText(words);
        }
      }
      // Five wrong codes: the code is dead, here and on the backend; only a new code helps.
      await expect(form.getByRole('alert').filter({ hasText: auth(locale, 'code.locked') })).toBeVisible();
      await expect(form.getByRole('button', { name: auth(locale, 'actions.verify') })).toBeDisabled();
      expect(await page.evaluate(() => document.cookie)).not.toContain('customer_token');
    });

    test('the guest cart is merged into the customer cart, and the stored quote id switches', async ({ page, context }) => {
      const product = await seedProduct();
      await page.goto(`/${locale}/products/${product.url_key}`);
      await page.locator('[data-product-offer] form').getByRole('button', { name: copy(locale, 'common', 'actions.addToCart') }).click();
      await expect(page.getByRole('status').filter({ hasText: copy(locale, 'errors', 'cart.added') })).toBeVisible();
      // A click before the page's script is ready adds through the plain form post, and the page that answers it
      // mirrors the cart after it loads: the stored quote id is the cart cookie's once the page has settled.
      const cartCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'cart')?.value;
      const guestQuote = await cartCookie();
      expect(guestQuote).toBeTruthy();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('quoteId'))).toBe(guestQuote);

      const shopper = newShopper(`merge-${locale}`);
      const token = await registerCustomer(shopper);
      await signInWithEmail(page, locale, shopper.email, `/${locale}/cart`);
      await expect(page).toHaveURL(new RegExp(`/${locale}/cart$`));
      await expect(page.locator(`[data-sku="${product.sku}"]`)).toBeVisible();
      await expect(page.getByTestId('cart-count')).toHaveAttribute('data-count', '1');

      const customerCart = await customerCartOf(token);
      expect(customerCart.items.map((item) => [item.product.sku, item.quantity])).toEqual([[product.sku, 1]]);
      expect(await page.evaluate(() => localStorage.getItem('quoteId'))).toBe(customerCart.id);
      expect(customerCart.id).not.toBe(guestQuote);
      expect((await context.cookies()).find((cookie) => cookie.name === 'cart')).toBeUndefined();
      expect(await page.evaluate(() => localStorage.getItem('Store'))).toBe(locale);
    });

    test('a token revoked on the backend signs the shopper out at their next action', async ({ page, context }) => {
      const product = await seedProduct();
      const shopper = newShopper(`revoked-${locale}`);
      await registerCustomer(shopper);
      const productPath = `/${locale}/products/${product.url_key}`;
      await signInWithEmail(page, locale, shopper.email, productPath);
      await expect(page).toHaveURL(new RegExp(`${productPath}$`));
      await expect(topBarName(page)).toHaveText('Maryam Al-Kuwari');
      // The page's own session check has run (it would otherwise be the one to notice the revoked token).
      await page.waitForLoadState('networkidle');

      await revokeToken((await sessionCookie(context))!.value);
      await page.locator('[data-product-offer] form').getByRole('button', { name: copy(locale, 'common', 'actions.addToCart') }).click();

      await expect(page).toHaveURL(new RegExp(`/${locale}/login\\?redirect=${encodeURIComponent(productPath)}$`));
      await expect(toast(page, copy(locale, 'errors', 'auth.sessionExpired'))).toBeVisible();
      expect(await sessionCookie(context)).toBeUndefined();
      const mirror = await page.evaluate(() => ['user', 'quoteId', 'items', 'couponCode'].map((key) => localStorage.getItem(key)));
      expect(mirror).toEqual([null, null, '[]', null]);
      await expect(topBarName(page)).toBeHidden();
    });

    test('the guards: 302 without a session, the account with one, never cached', async ({ page, context, baseURL }) => {
      const account = await page.request.get(`/${locale}/account`, { maxRedirects: 0 });
      expect(account.status()).toBe(302);
      expect(account.headers().location).toBe(`/${locale}/login?redirect=${encodeURIComponent(`/${locale}/account`)}`);
      const checkout = await page.request.get(`/${locale}/checkout`, { maxRedirects: 0 });
      expect(checkout.status()).toBe(302);
      expect(checkout.headers().location).toBe(`/${locale}/cart`);

      const token = await registerCustomer(newShopper(`guard-${locale}`));
      await context.addCookies([{ name: 'customer_token', value: token, url: baseURL!, httpOnly: true, sameSite: 'Lax' }]);
      const signedIn = await page.request.get(`/${locale}/account`, { maxRedirects: 0 });
      expect(signedIn.status()).toBe(200);
      expect(signedIn.headers()['cache-control']).toBe('private, no-store');
      const session = await page.request.get(`/api/session?locale=${locale}`);
      expect(session.headers()['cache-control']).toBe('private, no-store');
      expect(await session.json()).toMatchObject({ signedIn: true, fullName: 'Maryam Al-Kuwari' });
    });

    test("the cached page never carries a shopper's name", async ({ page, browser }) => {
      const shopper = newShopper(`cached-${locale}`);
      const letters = [...String(Date.now() % 1_000_000)].map((digit) => 'abcdefghij'[Number(digit)]).join('');
      const distinctive = { firstname: locale === 'ar' ? 'زينب' : 'Zaynab', lastname: `Q${letters}` };
      await registerCustomer(shopper, distinctive);
      await signInWithEmail(page, locale, shopper.email, `/${locale}/brands`);
      await expect(page).toHaveURL(new RegExp(`/${locale}/brands$`));
      await expect(topBarName(page)).toHaveText(`${distinctive.firstname} ${distinctive.lastname}`);

      // The HTML the signed-in shopper got, and the one a stranger gets from the cache, are the same page.
      const own = await page.request.get(`/${locale}/brands`);
      expect(await own.text()).not.toContain(distinctive.lastname);
      const stranger = await browser.newContext();
      const anonymous = await stranger.request.get(`/${locale}/brands`);
      // Served from the shared route cache, which the signed-in shopper's own visits filled.
      expect(anonymous.headers()['x-cache']).toMatch(/^(HIT|STALE)$/);
      expect(await anonymous.text()).not.toContain(distinctive.lastname);
      expect(anonymous.headers()['set-cookie']).toBeUndefined();
      await stranger.close();
    });

    test('the wishlist icon shows for a signed-in shopper, its count in its name', async ({ page }) => {
      const wishlist = page.locator('[data-wishlist-link]');
      await page.goto(`/${locale}`);
      await expect(wishlist).toBeHidden();

      const shopper = newShopper(`wishlist-${locale}`);
      const token = await registerCustomer(shopper);
      const { products } = await graphql<{ products: { items: { id: number }[] } }>('{ products(search: "", pageSize: 2) { items { id } } }');
      for (const item of products.items) await addToWishlist(token, item.id);
      await signInWithEmail(page, locale, shopper.email, `/${locale}`);
      await expect(page).toHaveURL(new RegExp(`/${locale}$`));
      const label = copy(locale, 'auth', `session.wishlistCount_${new Intl.PluralRules(locale).select(2)}`).replace('{{count}}', '2');
      await expect(page.getByRole('link', { name: label })).toBeVisible();
      await expect(page.getByTestId('wishlist-count')).toHaveAttribute('data-count', '2');
    });

    // Login and signup themselves are in the axe sweep (page-sweep.spec.ts), hydrated as here.
    test('axe finds nothing on the open dialog; the dialog keeps focus and gives it back', async ({ page }) => {
      // The header's top bar fades in 2 s after load; axe caught mid-fade reads its text as low contrast.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/${locale}`);
      const icon = page.locator('[data-account-link]');
      await icon.focus();
      await expect(icon).toHaveAttribute('aria-haspopup', 'dialog');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: auth(locale, 'login.heading') });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: auth(locale, 'fields.email') })).toBeFocused();
      const results = await axe(page).analyze();
      expect(results.violations.map((v) => `dialog: ${v.id} ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

      // Tab never leaves the dialog for the page behind it.
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press('Tab');
        const outside = await page.evaluate(() => {
          const active = document.activeElement;
          return active !== null && active !== document.body && !document.querySelector('dialog[open]')?.contains(active);
        });
        expect(outside).toBe(false);
      }
      // The flow switches in place; Escape closes; focus is back on the icon.
      await dialog.getByRole('button', { name: auth(locale, 'login.createAccount') }).click();
      await expect(page.getByRole('dialog', { name: auth(locale, 'signup.heading') })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(icon).toBeFocused();
    });

    test('signing in from the dialog keeps the shopper on their page', async ({ page }) => {
      const shopper = newShopper(`dialog-${locale}`);
      await registerCustomer(shopper);
      await page.goto(`/${locale}/brands`);
      const icon = page.locator('[data-account-link]');
      await icon.hover();
      await expect(icon).toHaveAttribute('aria-haspopup', 'dialog');
      await icon.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: auth(locale, 'fields.email') }).fill(shopper.email);
      await newCodeAllowed(shopper.email);
      await dialog.getByRole('button', { name: auth(locale, 'actions.sendCode') }).click();
      const code = dialog.getByRole('textbox', { name: auth(locale, 'fields.code') });
      await expect(code).toBeFocused();
      await code.fill(await latestCode(shopper.email));
      await dialog.getByRole('button', { name: auth(locale, 'actions.verify') }).click();
      await expect(topBarName(page)).toHaveText('Maryam Al-Kuwari');
      await expect(page).toHaveURL(new RegExp(`/${locale}/brands$`));
      // Signed in, the icon is the way to the account.
      await expect(icon).not.toHaveAttribute('aria-haspopup', 'dialog');
      await expect(icon).toHaveAttribute('href', `/${locale}/account`);
    });
  });

  test.describe(`sign-in without JavaScript in ${locale}`, () => {
    test.use({ javaScriptEnabled: false });

    test('the page is a plain form: a wrong code, a dead code after five, a new code, then signed in', async ({ page, context, browser }) => {
      const shopper = newShopper(`nojs-${locale}`);
      await registerCustomer(shopper);
      await page.goto(`/${locale}/login?redirect=${encodeURIComponent(`/${locale}/cart`)}`);
      const form = panel(page);
      await chooseMobile(page, locale);
      await form.getByRole('textbox', { name: auth(locale, 'fields.mobile') }).fill(shopper.telephone);
      await form.getByRole('button', { name: auth(locale, 'actions.sendCode') }).click();
      const code = form.getByRole('textbox', { name: auth(locale, 'fields.code') });
      await expect(code).toBeVisible();
      const right = await latestCode(shopper.telephone);
      const wrong = right === '123456' ? '654321' : '123456';

      for (let tries = 0; tries < 5; tries += 1) {
        await code.fill(wrong);
        const answer = page.waitForResponse(pageAfterPost);
        await form.getByRole('button', { name: auth(locale, 'actions.verify') }).click();
        expect((await answer).status()).toBe(400);
        await expect(form.getByRole('alert').filter({ hasText: copy(locale, 'errors', 'auth.wrongOtp') })).toBeVisible();
      }
      await code.fill(right);
      await form.getByRole('button', { name: auth(locale, 'actions.verify') }).click();
      await expect(form.getByRole('alert').filter({ hasText: copy(locale, 'errors', 'auth.linkExpired') })).toBeVisible();

      // A new code works (the backend's resend wait is one second in this suite).
      await page.waitForTimeout(1100);
      await form.getByRole('button', { name: auth(locale, 'actions.resend') }).click();
      await expect(code).toBeVisible();
      await code.fill(await latestCode(shopper.telephone));
      await form.getByRole('button', { name: auth(locale, 'actions.verify') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/cart$`));
      expect(await sessionCookie(context)).toBeDefined();

      // Scripts on again (same cookies, no display mirror in storage): the header asks the server and shows the name.
      const withScripts = await browser.newContext({ javaScriptEnabled: true, storageState: await context.storageState() });
      const next = await withScripts.newPage();
      await next.goto(new URL(`/${locale}/brands`, page.url()).href);
      await expect(topBarName(next)).toHaveText('Maryam Al-Kuwari');
      await withScripts.close();
    });

    test('sign-up messages come from the server in the page’s language', async ({ page }) => {
      await page.goto(`/${locale}/signup`);
      const form = panel(page);
      await form.getByRole('textbox', { name: auth(locale, 'fields.firstname') }).fill('R2-D2');
      await form.getByRole('textbox', { name: auth(locale, 'fields.email') }).fill('not-an-address');
      await form.getByRole('textbox', { name: auth(locale, 'fields.mobile') }).fill('12');
      const answer = page.waitForResponse(pageAfterPost);
      await form.getByRole('button', { name: auth(locale, 'actions.sendCode') }).click();
      expect((await answer).status()).toBe(400);
      for (const key of ['invalidName', 'required', 'invalidEmail', 'invalidPhone', 'minimumAge']) {
        await expect(panel(page).getByText(copy(locale, 'validation', key)).first()).toBeVisible();
      }
      await expect(panel(page).getByRole('textbox', { name: auth(locale, 'fields.email') })).toHaveValue('not-an-address');
    });
  });

  test.describe(`the mobile menu signed in, in ${locale} @phone`, () => {
    test('shows the name, the account section and sign-out', async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== 'phone', 'the side menu is for small screens');
      const shopper = newShopper(`menu-${locale}`);
      await registerCustomer(shopper);
      await signInWithEmail(page, locale, shopper.email, `/${locale}`);
      await expect(page).toHaveURL(new RegExp(`/${locale}$`));
      await page.getByRole('button', { name: copy(locale, 'layout', 'header.openMenu') }).click();
      const menu = page.locator('#mobile-menu');
      await expect(menu.getByTestId('mobile-menu-name')).toHaveText('Maryam Al-Kuwari');
      await expect(menu.getByRole('link', { name: copy(locale, 'layout', 'topBar.signIn') })).toBeHidden();
      await menu.getByText(auth(locale, 'session.myAccount'), { exact: true }).click();
      for (const key of ['orders', 'profile', 'addresses', 'wishlist']) {
        await expect(menu.getByRole('link', { name: auth(locale, `session.${key}`), exact: true })).toBeVisible();
      }
      await menu.getByRole('button', { name: auth(locale, 'session.signOut') }).click();
      await expect(toast(page, copy(locale, 'errors', 'auth.loggedOut'))).toBeVisible();
      await expect(menu.getByRole('link', { name: copy(locale, 'layout', 'topBar.signIn') })).toBeVisible();
    });
  });
}
