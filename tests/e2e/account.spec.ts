/**
 * The account area end to end, in both locales, against the embedded backend: a shopper registered on the backend
 * signs in on the real sign-in page (code from the dev outbox), then: the wishlist from a product card and the
 * product page with the header's count, the wishlist page and removing; addresses added, edited and deleted; a
 * name change; an e-mail change by code in its dialog; the orders' empty state; every account
 * page private and keyboard-usable (axe: page-sweep.spec.ts); the cached listing the same for everyone; the stock reminder
 * for a customer.
 */
import { expect, test, type Locator, type Page } from './support/test.ts';
import { axe } from './support/axe.ts';
import { graphql, seedSlugs } from './support/backend.ts';
import { latestCode, newShopper, registerCustomer } from './support/customers.ts';
import { copy, fill } from './support/locales.ts';
import { islandHydrated, signInWithToken } from './support/sign-in.ts';
import { stockReminderButton } from './support/stock-reminder.ts';

type Locale = 'ar' | 'en';
const NAMES: Record<Locale, { firstname: string; lastname: string }> = {
  ar: { firstname: 'سارة', lastname: 'الكواري' },
  en: { firstname: 'Sara', lastname: "Al-Kuwari O'Neil" },
};
const ACCOUNT_PAGES = ['/account', '/account/orders', '/account/profile', '/account/addresses', '/account/wishlist'] as const;

const account = (locale: Locale, key: string) => copy(locale, 'account', key);
const toast = (page: Page, text: string) => page.locator('[data-toast-polite], [data-toast-urgent]').filter({ hasText: text });

/**
 * A customer registered on the backend, signed in with the cookies sign-in sets (signing in itself is auth.spec's),
 * on `path`.
 */
async function signedInShopper(page: Page, locale: Locale, label: string, path = `/${locale}/account`) {
  const shopper = newShopper(`${label}-${locale}`);
  const token = await registerCustomer(shopper, NAMES[locale]);
  await signInWithToken(page.context(), test.info().project.use.baseURL!, token);
  await page.goto(path);
  return shopper;
}

/** A product with a page of its own, in stock, other than `exceptId`. */
async function productToOpen(exceptId: number): Promise<{ id: number; url_key: string }> {
  const { category } = await seedSlugs();
  const { products } = await graphql<{ products: { items: { id: number; url_key: string; stock_status: string }[] } }>(
    `{ products(pageSize: 30, filter: { category_id: { eq: "${category.id}" } }) { items { id url_key stock_status } } }`,
  );
  const product = products.items.find((item) => item.id !== exceptId && item.stock_status === 'IN_STOCK' && item.url_key);
  if (!product) throw new Error('the seed lacks a second product in the category');
  return product;
}

async function outOfStockProduct(): Promise<{ sku: string; url_key: string }> {
  const { products } = await graphql<{ products: { items: { sku: string; url_key: string }[] } }>(
    '{ products(pageSize: 1, filter: { stock_status: { eq: "OUT_OF_STOCK" } }) { items { sku url_key } } }',
  );
  const product = products.items[0];
  if (!product) throw new Error('the seed has no out-of-stock product');
  return product;
}

type AddressFields = {
  firstname: string; lastname: string; region: string; city: string; zone: string; streetNumber: string; buildingNumber: string; landmark?: string; telephone: string;
};

/** The blue plate as an address card shows it, in the page's language. */
const plateLine = (locale: Locale, zone: string, street: string, building: string) => fill(account(locale, 'addresses.shown.plate'), { zone, street, building });

/** Fills the address form (labels in the page's language). */
async function fillAddress(form: Locator, locale: Locale, address: AddressFields) {
  const field = (key: string) => form.getByLabel(account(locale, `addresses.fields.${key}`), { exact: true });
  for (const [key, value] of Object.entries(address)) {
    if (key === 'region') await field(key).selectOption(value);
    else await field(key).fill(value);
  }
}

// The header's top bar fades in 2 s after load; axe caught mid-fade reads its text as low contrast.
test.use({ reducedMotion: 'reduce' });

for (const locale of ['ar', 'en'] as const) {
  const name = NAMES[locale];

  test.describe(`account area in ${locale}`, () => {
    // axe: every account page is in the sweep (page-sweep.spec.ts), signed in as here.
    test('every account page is private and usable by keyboard', async ({ page }) => {
      await signedInShopper(page, locale, 'pages');
      for (const path of ACCOUNT_PAGES) {
        const response = await page.request.get(`/${locale}${path}`, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        expect(response.headers()['cache-control'], path).toBe('private, no-store');
      }

      // Keyboard: from the page's start, Tab reaches the account navigation; Enter follows a link.
      await page.goto(`/${locale}/account`);
      const profileLink = page.getByRole('navigation', { name: account(locale, 'nav.label') }).getByRole('link', { name: account(locale, 'nav.profile') });
      for (let presses = 0; presses < 60 && !(await profileLink.evaluate((link) => link === document.activeElement)); presses += 1) {
        await page.keyboard.press('Tab');
      }
      await expect(profileLink).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${locale}/account/profile$`));
      await expect(page.getByRole('heading', { level: 1, name: account(locale, 'nav.profile') })).toBeVisible();
    });

    test('the overview greets by full name; orders show their empty state', async ({ page }) => {
      const shopper = await signedInShopper(page, locale, 'overview');
      await expect(page.locator('[data-account-greeting]')).toHaveText(fill(account(locale, 'overview.greeting'), { name: `${name.firstname} ${name.lastname}` }));
      await expect(page.locator('[data-account-email]')).toHaveText(shopper.email);
      await page.goto(`/${locale}/account/orders`);
      await expect(page.getByRole('heading', { name: copy(locale, 'errors', 'empty.orders') })).toBeVisible();
    });

    test('a name change, refused first by the name rule', async ({ page }) => {
      await signedInShopper(page, locale, 'name', `/${locale}/account/profile`);
      await islandHydrated(page, 'NameForm');
      const first = page.getByRole('textbox', { name: account(locale, 'profile.firstname') });
      await first.fill('Sara2');
      await page.getByRole('button', { name: account(locale, 'profile.saveName') }).click();
      await expect(page.getByText(copy(locale, 'validation', 'invalidName'))).toBeVisible();
      await expect(first).toBeFocused();

      const renamed = locale === 'ar' ? 'نورة' : 'Noura';
      await first.fill(renamed);
      // Enter submits, as a keyboard user does it.
      await first.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: account(locale, 'profile.nameSaved') })).toBeVisible();
      await page.goto(`/${locale}/account`);
      await expect(page.locator('[data-account-greeting]')).toContainText(`${renamed} ${name.lastname}`);
    });

    test('an e-mail change confirmed by the code sent to the new address', async ({ page }) => {
      await signedInShopper(page, locale, 'email', `/${locale}/account/profile`);
      const section = page.locator('[data-contact-change="email"]');
      await islandHydrated(page, 'ContactChange');
      const newEmail = newShopper(`changed-${locale}`).email;
      await section.getByRole('textbox', { name: account(locale, 'profile.newEmail') }).fill(newEmail);
      await section.getByRole('button', { name: account(locale, 'codes.sendCode') }).click();

      const dialog = page.getByRole('dialog', { name: account(locale, 'profile.emailDialogTitle') });
      await expect(dialog).toBeVisible();
      const code = dialog.getByRole('textbox', { name: account(locale, 'codes.code') });
      await code.fill('000000');
      await dialog.getByRole('button', { name: account(locale, 'codes.confirm') }).click();
      await expect(dialog.getByRole('alert')).toHaveText(copy(locale, 'validation', 'wrongOtp'));
      await expect(dialog.getByTestId('otp-tries-left')).toBeVisible();
      await expect(dialog.getByRole('button', { name: account(locale, 'codes.resend') })).toBeDisabled();
      const scan = await axe(page).include('dialog').analyze();
      expect(scan.violations).toEqual([]);

      await code.fill(await latestCode(newEmail));
      await dialog.getByRole('button', { name: account(locale, 'codes.confirm') }).click();
      await expect(dialog).toBeHidden();
      await expect(section.getByRole('status')).toHaveText(account(locale, 'profile.emailSaved'));
      await expect(section.locator('[data-current-contact]')).toContainText(newEmail);
      await page.goto(`/${locale}/account`);
      await expect(page.locator('[data-account-email]')).toHaveText(newEmail);
    });

    test('addresses: the empty state, add, edit and delete after a confirmation', async ({ page }) => {
      await signedInShopper(page, locale, 'addresses', `/${locale}/account/addresses`);
      await expect(page.getByRole('heading', { name: copy(locale, 'errors', 'empty.addresses') })).toBeVisible();
      await page.getByRole('link', { name: account(locale, 'addresses.add') }).click();
      const editor = page.locator('#address-editor');
      await islandHydrated(page, 'AddressForm');
      const field = (key: string) => editor.getByLabel(account(locale, `addresses.fields.${key}`), { exact: true });

      await editor.getByRole('button', { name: account(locale, 'addresses.save') }).click();
      await expect(editor.getByText(copy(locale, 'validation', 'required')).first()).toBeVisible();
      await expect(field('firstname')).toBeFocused();

      await fillAddress(editor, locale, { ...name, region: '1', city: 'Al Sadd', zone: '38', streetNumber: '920', buildingNumber: '1x', telephone: '5555 12' });
      await editor.getByRole('button', { name: account(locale, 'addresses.save') }).click();
      // The plate's numbers are numbers, said beside their field.
      await expect(field('buildingNumber')).toHaveAttribute('aria-invalid', 'true');
      await expect(editor.getByText(copy(locale, 'validation', 'plateNumber'), { exact: false }).first()).toBeVisible();
      await field('buildingNumber').fill('14');
      await editor.getByRole('button', { name: account(locale, 'addresses.save') }).click();
      await expect(editor.getByText(copy(locale, 'validation', 'invalidPhone'))).toBeVisible();
      await field('telephone').fill('5555 1234');
      await field('defaultShipping').check();
      await editor.getByRole('button', { name: account(locale, 'addresses.save') }).click();

      await expect(page.locator('[data-account-notice="success"]')).toHaveText(account(locale, 'addresses.saved'));
      const cards = page.locator('[data-address-list] > li');
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText(plateLine(locale, '38', '920', '14'));
      await expect(cards.first()).toContainText(account(locale, 'addresses.default'));
      await expect(cards.first()).toContainText('+974 5555 1234');

      // A second address, then its edit.
      await page.getByRole('link', { name: account(locale, 'addresses.add') }).click();
      await islandHydrated(page, 'AddressForm');
      await fillAddress(editor, locale, { ...name, region: '2', city: 'Al Waab', zone: '55', streetNumber: '340', buildingNumber: '7', landmark: 'Villaggio', telephone: '33334444' });
      await editor.getByRole('button', { name: account(locale, 'addresses.save') }).click();
      await expect(cards).toHaveCount(2);

      const fullName = `${name.firstname} ${name.lastname}`;
      const second = cards.filter({ hasText: plateLine(locale, '55', '340', '7') });
      await expect(second).toContainText('Villaggio');
      await second.getByRole('link', { name: fill(account(locale, 'addresses.editNamed'), { name: fullName }) }).click();
      await islandHydrated(page, 'AddressForm');
      await expect(field('streetNumber')).toHaveValue('340');
      await expect(field('landmark')).toHaveValue('Villaggio');
      await field('streetNumber').fill('341');
      await editor.getByRole('button', { name: account(locale, 'addresses.save') }).click();
      await expect(cards.filter({ hasText: plateLine(locale, '55', '341', '7') })).toHaveCount(1);

      // The default address offers no delete; the other one asks first.
      await expect(cards.filter({ hasText: plateLine(locale, '38', '920', '14') }).getByText(account(locale, 'addresses.defaultNote'))).toBeVisible();
      await cards.filter({ hasText: plateLine(locale, '55', '341', '7') }).getByRole('link', { name: fill(account(locale, 'addresses.deleteNamed'), { name: fullName }) }).click();
      const confirm = page.getByRole('region', { name: account(locale, 'addresses.deleteHeading') });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('link', { name: account(locale, 'addresses.keep') }).click();
      await expect(cards).toHaveCount(2);
      await cards.filter({ hasText: plateLine(locale, '55', '341', '7') }).getByRole('link', { name: fill(account(locale, 'addresses.deleteNamed'), { name: fullName }) }).click();
      await page.getByRole('button', { name: account(locale, 'addresses.confirmDelete') }).click();
      await expect(page.locator('[data-account-notice="success"]')).toHaveText(account(locale, 'addresses.deleted'));
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText(plateLine(locale, '38', '920', '14'));
    });

    test('wishlist: a product card and the product page add, the header counts, the wishlist page removes', async ({ page }) => {
      const { category } = await seedSlugs();
      await signedInShopper(page, locale, 'wishlist', `/${locale}/categories/${category.url_key}`);
      const count = page.getByTestId('wishlist-count');

      // The first card's heart, once the shopper's list is known (after load; a press before that is a plain post).
      // It posts with the page's shared form (card-forms.ts), and sends its product's id itself.
      await expect(page.locator('form#card-wishlist')).toHaveAttribute('data-live', '');
      const firstCard = page.locator('main article').first();
      const heart = firstCard.locator('button[form="card-wishlist"]');
      const cardId = Number(await heart.getAttribute('value'));
      const cardName = ((await firstCard.locator('h2 a, h3 a').textContent()) ?? '').trim();
      await expect(heart).toHaveAccessibleName(fill(account(locale, 'wishlist.addNamed'), { name: cardName }));
      await heart.click();
      await expect(toast(page, account(locale, 'wishlist.added'))).toBeVisible();
      await expect(heart).toHaveAttribute('data-saved', '');
      await expect(heart).toHaveAccessibleName(fill(account(locale, 'wishlist.removeNamed'), { name: cardName }));
      await expect(count).toHaveAttribute('data-count', '1');

      // The product page's button, for another product; the count follows.
      const other = await productToOpen(cardId);
      await page.goto(`/${locale}/products/${other.url_key}`);
      const pageButton = page.locator('[data-product-offer] form[data-wishlist-form]').getByRole('button');
      await expect(page.locator('[data-product-offer] form[data-wishlist-form]')).toHaveAttribute('data-live', '');
      await expect(count).toHaveAttribute('data-count', '1');
      await pageButton.click();
      await expect(pageButton).toHaveText(account(locale, 'wishlist.remove'));
      await expect(count).toHaveAttribute('data-count', '2');
      // The count is in the icon's name ("My list, 2 items").
      const twoItems = locale === 'ar' ? copy(locale, 'auth', 'session.wishlistCount_two') : fill(copy(locale, 'auth', 'session.wishlistCount_other'), { count: '2' });
      await expect(page.locator('a[data-wishlist-link]')).toHaveAccessibleName(twoItems);

      // Back on the listing (cached, the same HTML for everyone), the saved heart is lit after load.
      await page.goto(`/${locale}/categories/${category.url_key}`);
      await expect(page.locator(`button[form="card-wishlist"][value="${cardId}"]`).first()).toHaveAttribute('data-saved', '');

      await page.goto(`/${locale}/account/wishlist`);
      const rows = page.locator('[data-wishlist-row]');
      await expect(rows).toHaveCount(2);
      const otherRow = page.locator(`[data-wishlist-row][data-product-id="${other.id}"]`);
      await expect(otherRow).toHaveCount(1);
      await expect(rows.first().locator('[data-stock-status]')).toHaveText(copy(locale, 'catalog', 'stock.inStock'));
      const scan = await axe(page).analyze();
      expect(scan.violations).toEqual([]);

      const otherName = (await otherRow.getByRole('heading').textContent())?.trim() ?? '';
      await otherRow.getByRole('button', { name: fill(account(locale, 'wishlist.removeNamed'), { name: otherName }) }).click();
      await expect(toast(page, account(locale, 'wishlist.removed'))).toBeVisible();
      await expect(rows).toHaveCount(1);
      await expect(count).toHaveAttribute('data-count', '1');
      await rows.first().getByRole('button', { name: new RegExp(account(locale, 'wishlist.remove')) }).click();
      await expect(rows).toHaveCount(0);
      await expect(page.getByRole('heading', { name: copy(locale, 'errors', 'empty.wishlist') })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { name: copy(locale, 'errors', 'empty.wishlist') })).toBeVisible();
    });

    test('the wishlist button sends a signed-out shopper to sign in and back; the listing HTML is the same for everyone', async ({ page, browser }) => {
      const { category } = await seedSlugs();
      const listing = `/${locale}/categories/${category.url_key}`;
      await page.goto(listing);
      // The buttons' script loads after the page (WishlistButton.astro); until then a press is the plain form post.
      await page.waitForLoadState('networkidle');
      await page.locator('main article button[form="card-wishlist"]').first().click();
      await expect(page).toHaveURL(`/${locale}/login?redirect=${encodeURIComponent(listing)}`);

      // A signed-in shopper with a product on their list gets the very same wishlist buttons in the page's HTML.
      const anonymous = await (await page.request.get(listing)).text();
      const context = await browser.newContext();
      const signedIn = await context.newPage();
      await signedInShopper(signedIn, locale, 'cache', listing);
      await expect(signedIn.locator('form#card-wishlist')).toHaveAttribute('data-live', '');
      const first = signedIn.locator('main article button[form="card-wishlist"]').first();
      await first.click();
      await expect(first).toHaveAttribute('data-saved', '');
      const personal = await (await signedIn.request.get(listing)).text();
      await context.close();
      // The shared form and every card's heart, as the HTML has them.
      const wishlistForms = (html: string) => html.match(/<form[^>]*data-wishlist-form[^>]*>|<button[^>]*form="card-wishlist"[^>]*>/g) ?? [];
      expect(wishlistForms(anonymous).length).toBeGreaterThan(0);
      expect(wishlistForms(personal)).toEqual(wishlistForms(anonymous));
      // No saved state in the HTML (`data-saved` as an attribute, not the class variant `data-saved:`).
      expect(personal).not.toMatch(/\sdata-saved(?=[\s=>])/);
    });

    test('without JavaScript: a name change, an address added, a product put on the list from its card', async ({ page, browser }) => {
      await signedInShopper(page, locale, 'nojs');
      // The same session, in a browser with JavaScript off: every form is a plain form post.
      const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
      const plain = await context.newPage();

      await plain.goto(`/${locale}/account/profile`);
      await plain.getByRole('textbox', { name: account(locale, 'profile.firstname') }).fill('Sara!');
      await plain.getByRole('button', { name: account(locale, 'profile.saveName') }).click();
      await expect(plain.getByText(copy(locale, 'validation', 'invalidName'))).toBeVisible();
      await expect(plain.getByRole('textbox', { name: account(locale, 'profile.firstname') })).toHaveValue('Sara!');
      await plain.getByRole('textbox', { name: account(locale, 'profile.firstname') }).fill('Hessa');
      await plain.getByRole('button', { name: account(locale, 'profile.saveName') }).click();
      await expect(plain).toHaveURL(/\?notice=name-saved$/);
      await expect(plain.locator('[data-account-notice="success"]')).toHaveText(account(locale, 'profile.nameSaved'));

      await plain.goto(`/${locale}/account/addresses?add=1`);
      const field = (key: string) => plain.getByLabel(account(locale, `addresses.fields.${key}`), { exact: true });
      const address = { firstname: 'Hessa', lastname: name.lastname, region: '3', city: 'Al Wakrah', zone: '90', streetNumber: '12', buildingNumber: '', telephone: '44445555' };
      await fillAddress(plain.locator('main'), locale, address);
      await plain.getByRole('button', { name: account(locale, 'addresses.save') }).click();
      await expect(plain.getByText(copy(locale, 'validation', 'required'))).toBeVisible();
      await expect(field('streetNumber')).toHaveValue('12');
      await field('buildingNumber').fill('3');
      await plain.getByRole('button', { name: account(locale, 'addresses.save') }).click();
      await expect(plain.locator('[data-account-notice="success"]')).toHaveText(account(locale, 'addresses.saved'));
      await expect(plain.locator('[data-address-list] > li')).toContainText(plateLine(locale, '90', '12', '3'));

      const { category } = await seedSlugs();
      await plain.goto(`/${locale}/categories/${category.url_key}`);
      const heart = plain.locator('main article button[form="card-wishlist"]').first();
      const productId = await heart.getAttribute('value');
      await heart.click();
      await expect(plain).toHaveURL(new RegExp(`/${locale}/account/wishlist\\?notice=wishlist-added$`));
      await expect(plain.locator(`[data-wishlist-row][data-product-id="${productId}"]`)).toHaveCount(1);
      await context.close();
    });

    test('a stock reminder for a signed-in customer goes to their own e-mail', async ({ page }) => {
      const product = await outOfStockProduct();
      const shopper = await signedInShopper(page, locale, 'reminder', `/${locale}/products/${product.url_key}`);
      await (await stockReminderButton(page, locale)).click();
      const dialog = page.getByRole('dialog', { name: copy(locale, 'engagement', 'stockReminder.title') });
      await expect(dialog).toContainText(shopper.email);
      await dialog.getByRole('button', { name: copy(locale, 'engagement', 'stockReminder.submit') }).click();
      await expect(dialog.getByRole('status')).not.toBeEmpty();
      const scan = await axe(page).include('dialog').analyze();
      expect(scan.violations).toEqual([]);
    });
  });
}
