/**
 * Engagement islands end to end, in both locales, against the embedded backend: live search suggestions,
 * newsletter signup (success, then the duplicate), the dismissible announcement bar, recently viewed and the
 * stock reminder. Server texts are read from the backend itself, shipped copy through `copy()`.
 */
import { expect, test, type Page } from './support/test.ts';
import { axe } from './support/axe.ts';
import { backendUrl, graphql, seedSlugs } from './support/backend.ts';
import { latestCode, newShopper, registerCustomer } from './support/customers.ts';
import { copy } from './support/locales.ts';
import { signInOnLoginPage } from './support/sign-in.ts';
import { stockReminderButton } from './support/stock-reminder.ts';

const LOCALES = ['ar', 'en'] as const;
type Locale = (typeof LOCALES)[number];

/** Astro removes `ssr` from an island once it has hydrated. */
async function hydrated(page: Page, inner: string) {
  await expect(page.locator(`astro-island:has(${inner})`).first()).not.toHaveAttribute('ssr', /.*/);
}

async function backendRest<T>(locale: Locale, path: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${backendUrl()}/rest/${locale}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const uniqueEmail = (label: string) => `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function outOfStockProduct(): Promise<{ sku: string; url_key: string; name: string }> {
  const data = await graphql<{ products: { items: { sku: string; url_key: string; name: string; stock_status: string }[] } }>(
    `{ products(search: "", pageSize: 100, currentPage: 1) { items { sku url_key name stock_status } } }`,
  );
  const product = data.products.items.find((item) => item.stock_status === 'OUT_OF_STOCK' && item.url_key);
  if (!product) throw new Error('the seed has no out-of-stock product on the first page');
  return product;
}

for (const locale of LOCALES) {
  test.describe(`engagement (${locale})`, () => {
    test('search suggestions appear after typing, pass axe while open, and open a product', async ({ page }) => {
      const { product } = await seedSlugs();
      const keyword = product.name.split(/\s+/)[0] ?? product.name;
      await page.goto(`/${locale}`);
      // client:interaction: the island loads when the shopper reaches for it, and not before.
      await page.waitForLoadState('networkidle');
      await expect(page.locator('astro-island:has(#site-search)')).toHaveAttribute('ssr');
      const input = page.getByRole('combobox', { name: copy(locale, 'layout', 'search.label') });
      // Typed at once, so the first letters may land before hydration: they must still bring suggestions.
      await input.click();
      await input.pressSequentially(keyword);
      const options = page.getByRole('option');
      await expect(options.first()).toBeVisible();
      await expect(input).toHaveAttribute('aria-expanded', 'true');

      const results = await axe(page).include('#site-search').analyze();
      expect(results.violations).toEqual([]);

      await input.press('ArrowDown');
      await expect(input).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id')) ?? '');
      await input.press('Escape');
      await expect(input).toHaveAttribute('aria-expanded', 'false');
      await input.press('ArrowDown');
      await options.first().click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/products/[^/]+$`));
      await expect(page.getByRole('combobox', { name: copy(locale, 'layout', 'search.label') })).toHaveValue('');
    });

    test('search with an empty keyword stays put; a keyword goes to the results page', async ({ page }) => {
      await page.goto(`/${locale}/deals`);
      const input = page.getByRole('combobox', { name: copy(locale, 'layout', 'search.label') });
      await input.focus();
      await hydrated(page, '#site-search');
      await input.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${locale}/deals$`));
      await input.fill('phone');
      await page.getByRole('button', { name: copy(locale, 'layout', 'search.submit'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/search\\?keyword=phone$`));
    });

    test('newsletter: success clears the field, the same e-mail again shows the server’s refusal', async ({ page }) => {
      // The backend's own wording, learnt with a probe address so the test never hard-codes it.
      const probe = uniqueEmail('probe');
      const first = await backendRest<{ message: string }>(locale, '/V1/newsletter/subscribe', { email: probe, recaptchaToken: 'x' });
      const again = await backendRest<{ message: string }>(locale, '/V1/newsletter/subscribe', { email: probe, recaptchaToken: 'x' });

      // The page's clock, run on past the toast's time below instead of waiting for it.
      await page.clock.install();
      await page.goto(`/${locale}`);
      const form = page.locator('footer [data-newsletter-form]');
      await form.scrollIntoViewIfNeeded();
      await hydrated(page, '[data-newsletter-form]');
      const field = form.getByLabel(copy(locale, 'newsletter', 'emailLabel'));
      const submit = form.getByRole('button', { name: copy(locale, 'newsletter', 'submit') });
      await expect(submit).toBeDisabled();

      await field.fill('not-an-email');
      await expect(form.getByText(copy(locale, 'validation', 'invalidEmail'))).toBeVisible();
      await expect(submit).toBeDisabled();
      await field.fill('');
      await expect(form.getByText(copy(locale, 'validation', 'required'))).toBeVisible();

      const email = uniqueEmail(locale);
      await field.fill(email);
      await submit.click();
      await expect(page.getByRole('status').filter({ hasText: first.body.message }).first()).toBeVisible();
      await expect(field).toHaveValue('');
      await expect(form.getByRole('alert')).toHaveCount(0);
      // Issue 55: the outcome is also beside the form the shopper used, and stays there past the toast's second.
      const outcome = form.locator('[data-newsletter-outcome]');
      await expect(outcome).toHaveText(first.body.message);
      await expect(outcome).toHaveAttribute('role', 'status');
      await page.clock.runFor(3000);
      await expect(outcome).toBeVisible();
      // Until the shopper acts: typing again clears it.
      await field.fill(email);
      await expect(outcome).toHaveCount(0);

      await submit.click();
      await expect(page.locator('[data-toast-urgent]').getByText(again.body.message)).toBeVisible();
      await expect(outcome).toHaveText(again.body.message);
      await expect(outcome).toHaveAttribute('role', 'alert');
      // An error never goes on its own, beside the form or at the top: the shopper closes the toast.
      await page.clock.runFor(3000);
      await expect(outcome).toBeVisible();
      const toast = page.locator('[data-toast-urgent]').getByText(again.body.message);
      await expect(toast).toBeVisible();
      await page.locator('[data-toast-urgent]').getByRole('button', { name: copy(locale, 'common', 'actions.close') }).click();
      await expect(toast).toBeHidden();
      await expect(outcome).toBeVisible();
    });

    test('announcement bar: dismissed stays dismissed across pages, a changed text shows again', async ({ page }) => {
      await page.goto(`/${locale}`);
      const bar = page.locator('[data-announcement]');
      await expect(bar).toBeVisible();
      await bar.getByRole('button', { name: copy(locale, 'engagement', 'announcement.close') }).click();
      await expect(bar).toBeHidden();

      await page.goto(`/${locale}/deals`);
      await expect(page.locator('[data-announcement]')).toBeHidden();

      // The merchant changes the text: what was dismissed (its text here, its id in the cookie) is no longer what is
      // configured.
      await page.evaluate(() => localStorage.setItem('closed-announcement', 'an older announcement'));
      await page.context().addCookies([{ name: 'closed_announcement', value: '0000000000000000', domain: new URL(page.url()).hostname, path: '/' }]);
      await page.reload();
      await expect(page.locator('[data-announcement]')).toBeVisible();
    });

    test('the top bar fades in after load without moving the header', async ({ page }) => {
      await page.goto(`/${locale}`);
      const header = page.locator('body > header').first();
      const before = await header.boundingBox();
      const topBar = page.locator('[data-top-bar]');
      await expect(topBar).toBeVisible();
      await expect(topBar.getByRole('link', { name: copy(locale, 'layout', 'topBar.signIn') })).toBeVisible();
      expect(await header.boundingBox()).toEqual(before);
    });

    test('recently viewed shows a product after visiting it', async ({ page }) => {
      const { product } = await seedSlugs();
      await page.goto(`/${locale}/products/${product.url_key}`);
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('recently_viewed_v2') ?? ''))
        .toContain(product.sku);
      await page.goto(`/${locale}`);
      // The list hydrates when scrolled near (client:visible): bring its empty placeholder into view.
      await page.locator('[data-recently-viewed-empty]').scrollIntoViewIfNeeded();
      const section = page.locator('[data-recently-viewed]');
      await expect(section.getByRole('heading', { name: copy(locale, 'engagement', 'recentlyViewed.title') })).toBeVisible();
      await expect(section.locator(`a[href="/${locale}/products/${product.url_key}"]`)).toBeVisible();
    });

    test('a signed-in shopper’s recently viewed list lives on the server, not in the browser', async ({ page }) => {
      const { product } = await seedSlugs();
      const shopper = newShopper(`viewed-${locale}`);
      await registerCustomer(shopper);
      await signInOnLoginPage(page, locale, shopper.email, `/${locale}/about`);
      const recorded = page.waitForResponse((response) => response.url().includes('engagement.recordRecentlyViewed'));
      await page.goto(`/${locale}/products/${product.url_key}`);
      expect((await recorded).ok()).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('recently_viewed_v2') ?? '')).not.toContain(product.sku);

      // Another browser, same account: the list follows the shopper.
      const elsewhere = await page.context().browser()?.newContext({ storageState: { cookies: await page.context().cookies(), origins: [] } });
      if (!elsewhere) throw new Error('no browser');
      const home = await elsewhere.newPage();
      await home.goto(new URL(`/${locale}`, page.url()).href);
      await home.locator('[data-recently-viewed-empty]').scrollIntoViewIfNeeded();
      const section = home.locator('[data-recently-viewed]');
      await expect(section.locator(`a[href="/${locale}/products/${product.url_key}"]`)).toBeVisible();
      await elsewhere.close();
    });

    test('stock reminder: a guest verifies a mobile number by code, then gets the backend’s confirmation', async ({ page }) => {
      const product = await outOfStockProduct();
      // The backend's confirmation for a verified guest phone, read from the backend itself with a proof of its own.
      const probePhone = newShopper(`probe-${locale}`).telephone;
      const { requestGuestPhoneOtp } = await graphql<{ requestGuestPhoneOtp: { hash: string } }>(
        `mutation { requestGuestPhoneOtp(input: { country_prefix: "974", telephone: "${probePhone}" }) { hash } }`,
      );
      const { verifyGuestPhone } = await graphql<{ verifyGuestPhone: { verification_token: string } }>(
        `mutation { verifyGuestPhone(input: { hash: "${requestGuestPhoneOtp.hash}", otp: "${await latestCode(probePhone)}", country_prefix: "974", telephone: "${probePhone}" }) { verification_token } }`,
      );
      const probe = await backendRest<{ message: string }>(locale, '/V1/stock-reminder', {
        sku: product.sku,
        phone_verification_token: verifyGuestPhone.verification_token,
      });
      expect(probe.status).toBe(200);

      await page.goto(`/${locale}/products/${product.url_key}`);
      const open = await stockReminderButton(page, locale);
      await open.click();
      const dialog = page.getByRole('dialog', { name: copy(locale, 'engagement', 'stockReminder.title') });
      await expect(dialog).toBeVisible();
      const phone = dialog.getByRole('textbox', { name: copy(locale, 'engagement', 'stockReminder.phoneLabel') });
      await expect(phone).toBeFocused();

      const sendCode = dialog.getByRole('button', { name: copy(locale, 'account', 'codes.sendCode') });
      await sendCode.click();
      await expect(dialog.getByText(copy(locale, 'validation', 'required'))).toBeVisible();
      const telephone = newShopper(`reminder-${locale}`).telephone;
      await phone.fill(telephone);
      await sendCode.click();
      const code = dialog.getByRole('textbox', { name: copy(locale, 'account', 'codes.code') });
      await expect(code).toBeFocused();
      const verify = dialog.getByRole('button', { name: copy(locale, 'engagement', 'stockReminder.verify') });
      await code.fill('000000');
      await verify.click();
      await expect(dialog.getByRole('alert').filter({ hasText: copy(locale, 'validation', 'wrongOtp') })).toBeVisible();
      await code.fill(await latestCode(telephone));
      await verify.click();
      await expect(dialog.getByRole('status')).toHaveText(probe.body.message);

      const results = await axe(page).include('dialog').analyze();
      expect(results.violations).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // The verified number serves the visit's next reminder without a new code.
      await open.click();
      await expect(dialog.getByRole('button', { name: copy(locale, 'engagement', 'stockReminder.submit') })).toBeVisible();
      await expect(dialog).toContainText(`${telephone.slice(0, 4)} ${telephone.slice(4)}`);
    });
  });
}
