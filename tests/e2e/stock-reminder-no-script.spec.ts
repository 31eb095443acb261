/**
 * The stock reminder with JavaScript off, in Arabic and English. The product page's "Notify me" is a link to the
 * reminder's own page, where each step is a plain form posting its Action, answered 303 to a GET that shows the
 * result once: a guest has a code sent to a mobile number (refused first when it is missing), verifies it (a wrong
 * code first) and confirms; a signed-in customer confirms with one button. A link naming no product, an unknown
 * one or one in stock gets a 4xx page in the shopper's language.
 */
import { expect, test, type Page } from './support/test.ts';
import { axe } from './support/axe.ts';
import { backendUrl, graphql } from './support/backend.ts';
import { latestCode, newShopper, registerCustomer } from './support/customers.ts';
import { pageAfterPost } from './support/form-post.ts';
import { copy, fill } from './support/locales.ts';
import { signInWithToken } from './support/sign-in.ts';

type Locale = 'ar' | 'en';
type Product = { sku: string; url_key: string; name: string };

test.use({ javaScriptEnabled: false });

async function productWithStock(status: 'IN_STOCK' | 'OUT_OF_STOCK', locale: Locale): Promise<Product> {
  const { products } = await graphql<{ products: { items: Product[] } }>(
    `{ products(pageSize: 1, filter: { stock_status: { eq: "${status}" } }) { items { sku url_key name } } }`,
    {},
    locale,
  );
  const product = products.items[0];
  if (!product) throw new Error(`the seed has no ${status} product`);
  return product;
}

/** The backend's confirmation of a reminder, in the store's language: asking again gives the same answer. */
async function confirmation(locale: Locale, sku: string, auth: { token: string } | { proof: string }): Promise<string> {
  const response = await fetch(`${backendUrl()}/rest/${locale}/V1/stock-reminder`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...('token' in auth ? { authorization: `Bearer ${auth.token}` } : {}) },
    body: JSON.stringify({ sku, ...('proof' in auth ? { phone_verification_token: auth.proof } : {}) }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { message: string }).message;
}

/** Presses a form's button and answers the GET the post was redirected to. */
async function post(page: Page, button: ReturnType<Page['getByRole']>) {
  const answer = page.waitForResponse(pageAfterPost);
  await button.click();
  return answer;
}

const text = (locale: Locale, key: string) => copy(locale, 'engagement', `stockReminder.${key}`);
const spaced = (telephone: string) => `${telephone.slice(0, 4)} ${telephone.slice(4)}`;
/** A number inside a sentence, as the page isolates it: +974 and the 8 digits, left to right in both languages. */
const inText = (telephone: string) => `\u2068+974 ${spaced(telephone)}\u2069`;

test.beforeEach(async ({ page }) => {
  // The header's top bar fades in after load; axe caught mid-fade reads its text as low contrast.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

for (const locale of ['ar', 'en'] as const) {
  test.describe(`the stock reminder without JavaScript in ${locale}`, () => {
    test('a guest verifies a mobile number by code and leaves the reminder', async ({ page }) => {
      const product = await productWithStock('OUT_OF_STOCK', locale);
      await page.goto(`/${locale}/products/${product.url_key}`);
      await page.getByRole('link', { name: text(locale, 'open') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/stock-reminder\\?sku=${encodeURIComponent(product.sku)}$`));
      await expect(page.getByRole('heading', { level: 1, name: text(locale, 'title') })).toBeVisible();
      await expect(page.getByText(fill(text(locale, 'guestIntro'), { product: product.name }))).toBeVisible();

      const phone = page.getByRole('textbox', { name: text(locale, 'phoneLabel') });
      const sendCode = page.getByRole('button', { name: copy(locale, 'account', 'codes.sendCode'), exact: true });
      const missing = await post(page, sendCode);
      expect(missing.status()).toBe(400);
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(copy(locale, 'validation', 'required'))).toBeVisible();

      const telephone = newShopper(`no-script-reminder-${locale}`).telephone;
      await phone.fill(telephone);
      expect((await post(page, sendCode)).status()).toBe(200);
      await expect(page.getByText(fill(text(locale, 'codeSent'), { phone: inText(telephone) }))).toBeVisible();

      const code = page.getByRole('textbox', { name: copy(locale, 'account', 'codes.code') });
      const verify = page.getByRole('button', { name: text(locale, 'page.verifyNumber') });
      await code.fill('000000');
      expect((await post(page, verify)).status()).toBe(400);
      await expect(page.getByRole('alert').filter({ hasText: copy(locale, 'validation', 'wrongOtp') })).toBeVisible();
      await code.fill(await latestCode(telephone));
      expect((await post(page, verify)).status()).toBe(200);
      await expect(page.getByRole('status').filter({ hasText: text(locale, 'page.verified') })).toBeVisible();
      await expect(page.locator('main')).toContainText(spaced(telephone));

      await post(page, page.getByRole('button', { name: text(locale, 'submit'), exact: true }));
      const proof = (await page.context().cookies()).find((cookie) => cookie.name === 'guest_phone_proof')?.value.split('.')[0];
      expect(proof).toBeTruthy();
      await expect(page.locator('[data-stock-reminder-result]')).toHaveText(await confirmation(locale, product.sku, { proof: proof! }));
      // Shown once: a reload is a GET that posts nothing and offers the next reminder to the verified number.
      expect((await page.reload())?.request().method()).toBe('GET');
      await expect(page.locator('[data-stock-reminder-result]')).toHaveCount(0);
      await expect(page.getByRole('button', { name: text(locale, 'submit'), exact: true })).toBeVisible();
    });

    test('a signed-in customer leaves the reminder with one button, to their own e-mail', async ({ page, baseURL }) => {
      const product = await productWithStock('OUT_OF_STOCK', locale);
      const shopper = newShopper(`no-script-reminder-customer-${locale}`);
      const token = await registerCustomer(shopper);
      await signInWithToken(page.context(), baseURL!, token);
      const answer = await page.goto(`/${locale}/stock-reminder?sku=${encodeURIComponent(product.sku)}`);
      expect(answer?.headers()['cache-control']).toBe('private, no-store');
      await expect(page.getByText(fill(text(locale, 'customerIntro'), { product: product.name, email: `\u2068${shopper.email}\u2069` }))).toBeVisible();
      expect((await post(page, page.getByRole('button', { name: text(locale, 'submit'), exact: true }))).status()).toBe(200);
      await expect(page.locator('[data-stock-reminder-result]')).toHaveText(await confirmation(locale, product.sku, { token }));
    });

    test('the number step, the code step and a refusal pass axe', async ({ browser, baseURL }) => {
      // axe runs as a script in the page: these pages run none of their own, so with script on they are the same HTML.
      const context = await browser.newContext({ baseURL, javaScriptEnabled: true, reducedMotion: 'reduce' });
      const page = await context.newPage();
      try {
        const product = await productWithStock('OUT_OF_STOCK', locale);
        await page.goto(`/${locale}/stock-reminder?sku=${encodeURIComponent(product.sku)}`);
        expect((await axe(page).analyze()).violations).toEqual([]);
        await page.getByRole('textbox', { name: text(locale, 'phoneLabel') }).fill(newShopper(`axe-reminder-${locale}`).telephone);
        await post(page, page.getByRole('button', { name: copy(locale, 'account', 'codes.sendCode'), exact: true }));
        await expect(page.getByRole('textbox', { name: copy(locale, 'account', 'codes.code') })).toBeVisible();
        expect((await axe(page).analyze()).violations).toEqual([]);
        await page.goto(`/${locale}/stock-reminder?sku=NO-SUCH-SKU-42`);
        expect((await axe(page).analyze()).violations).toEqual([]);
      } finally {
        await context.close();
      }
    });

    test('a link to no product, an unknown one or one in stock gets its own 4xx page', async ({ page }) => {
      const inStock = await productWithStock('IN_STOCK', locale);
      const cases = [
        { query: '', status: 400, heading: text(locale, 'page.badLink.heading') },
        { query: `?sku=${'x'.repeat(65)}`, status: 400, heading: text(locale, 'page.badLink.heading') },
        { query: '?sku=NO-SUCH-SKU-42', status: 404, heading: text(locale, 'page.unknownProduct.heading') },
        { query: `?sku=${encodeURIComponent(inStock.sku)}`, status: 409, heading: fill(text(locale, 'page.inStock.heading'), { product: inStock.name }) },
      ];
      for (const { query, status, heading } of cases) {
        const answer = await page.goto(`/${locale}/stock-reminder${query}`);
        expect(answer?.status(), query).toBe(status);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      }
      await page.getByRole('link', { name: text(locale, 'page.viewProduct') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/products/${inStock.url_key}$`));
    });
  });
}
