/**
 * What a shopper typed before an island hydrated stays (issue 22), on a slow phone: 4x CPU slowdown, and the
 * island's code held back until the shopper has typed (so the order is certain, not a race). Once hydrated, the
 * field still shows the text, and the island acts on it: the next step uses what was typed (sign-in sends the code
 * to it; checkout's address step does not call it missing). The contact form has no island (a plain form): what
 * is typed before the page's one script (the store shell) runs stays, and is what the form sends.
 */
import { expect, test, type Page } from './support/test.ts';
import { copy } from './support/locales.ts';
import { backendGraphql, newCodeAllowed, newShopper, registerCustomer } from './support/customers.ts';
import { plentifulProduct } from './support/orders.ts';
import { islandHydrated, signInWithToken } from './support/sign-in.ts';

/** Holds the built scripts whose path matches `script` until `release` is called; the page renders and takes input meanwhile. */
async function holdScripts(page: Page, script: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  await page.route(script, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The module of the island `component`. */
const islandScript = (component: string) => new RegExp(`/_astro/${component}\\.[\\w-]+\\.js$`);

async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

// Typing while the page still loads, its link prefetches included: the shopper browses without Save-Data (support/test.ts).
test.use({ viewport: { width: 390, height: 844 }, saveData: false });

for (const locale of ['ar', 'en'] as const) {
  /**
   * A registered shopper on the sign-in page of a slow phone types their address while the island's code is held,
   * then the island hydrates (`holdKeeper`: with the module that gives it the typed text still held, released by
   * `releaseKeeper`). The code's request is then allowed, for the press the test makes.
   */
  async function typedBeforeSignIn(page: Page, name: string, { holdKeeper = false } = {}) {
    const shopper = newShopper(`${name}-${locale}`);
    await registerCustomer(shopper);
    await slowPhone(page);
    const releaseIsland = await holdScripts(page, islandScript('AuthPanel'));
    const releaseKeeper = holdKeeper ? await holdScripts(page, islandScript('keep-typed-values')) : () => {};
    await page.goto(`/${locale}/login`, { waitUntil: 'domcontentloaded' });
    const panel = page.locator('[data-auth-panel]');
    const email = panel.getByRole('textbox', { name: copy(locale, 'auth', 'fields.email') });
    await email.pressSequentially(shopper.email);
    releaseIsland();
    await islandHydrated(page, 'AuthPanel');
    await newCodeAllowed(shopper.email);
    return {
      email: shopper.email,
      field: email,
      releaseKeeper,
      sendCode: () => panel.getByRole('button', { name: copy(locale, 'auth', 'actions.sendCode') }).click(),
      // The phone is slowed 4x: the code's round trip (an Action, the backend, the outbox) and the panel's next step
      // take longer than the suite's usual 10 s on a shared CI machine.
      codeStepShown: () => expect(panel.getByRole('textbox', { name: copy(locale, 'auth', 'fields.code') })).toBeVisible({ timeout: 30_000 }),
    };
  }

  test(`sign-in in ${locale}: an e-mail address typed before hydration is kept and used`, async ({ page }) => {
    const signIn = await typedBeforeSignIn(page, 'typed');
    await expect(signIn.field).toHaveValue(signIn.email);
    await signIn.sendCode();
    await signIn.codeStepShown();
  });

  test(`sign-in in ${locale}: a press before the island has the typed address waits for it, then sends the code`, async ({ page }) => {
    // The module that gives the island the typed text is held too: the press comes before the island has the text.
    const signIn = await typedBeforeSignIn(page, 'typed-press', { holdKeeper: true });
    await signIn.sendCode();
    // The press waits for the island to have the address (else it would say the address is missing, and the press
    // would be spent), and is then sent: the code step comes with no second press.
    signIn.releaseKeeper();
    await signIn.codeStepShown();
    await expect(page).toHaveURL(new RegExp(`/${locale}/login$`));
  });

  test(`checkout in ${locale}: an address name typed before hydration is kept and used`, async ({ page, baseURL }) => {
    const shopper = newShopper(`typed-checkout-${locale}`);
    const token = await registerCustomer(shopper);
    const { customerCart } = await backendGraphql<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, token, locale);
    await backendGraphql(
      'mutation($input: AddSimpleProductsToCartInput) { addSimpleProductsToCart(input: $input) { cart { id } } }',
      { input: { cart_id: customerCart.id, cart_items: [{ data: { sku: (await plentifulProduct(locale)).sku, quantity: 1 } }] } },
      token,
      locale,
    );
    await signInWithToken(page.context(), baseURL!, token);
    await slowPhone(page);
    const release = await holdScripts(page, islandScript('CheckoutPage'));
    await page.goto(`/${locale}/checkout`, { waitUntil: 'domcontentloaded' });
    const form = page.locator('[data-step="address"]');
    const firstname = form.getByLabel(copy(locale, 'account', 'addresses.fields.firstname'), { exact: true });
    // Checkout fills in the customer's name (issue 40): the shopper types over it, and clears the last name.
    await firstname.clear();
    await firstname.pressSequentially('Sara');
    await form.getByLabel(copy(locale, 'account', 'addresses.fields.lastname'), { exact: true }).clear();
    release();
    await islandHydrated(page, 'CheckoutPage');
    await expect(firstname).toHaveValue('Sara');
    await form.getByRole('button', { name: copy(locale, 'checkout', 'address.deliverHere') }).click();
    // The store's rules run on what the island holds: the last name is missing, the first name is not.
    await expect(form.getByLabel(copy(locale, 'account', 'addresses.fields.lastname'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(firstname).not.toHaveAttribute('aria-invalid', 'true');
    await expect(firstname).toHaveValue('Sara');
  });

  test(`contact in ${locale}: a message typed before the page's scripts ran is kept and sent`, async ({ page }) => {
    await slowPhone(page);
    // The page has no island (a plain form): every script it loads is held, the store shell first of all.
    const release = await holdScripts(page, /\/_astro\/[^/]+\.js$/);
    // Module scripts run before DOMContentLoaded, so the page is taken as soon as it arrives.
    await page.goto(`/${locale}/contact`, { waitUntil: 'commit' });
    const form = page.locator('section[aria-labelledby="contact-form-heading"]');
    const field = (key: string) => form.getByLabel(copy(locale, 'pages', `contact.${key}`), { exact: true });
    const typed = { name: 'Sara Al-Thani', email: 'sara@example.qa', message: 'Will the blue kettle be back in stock?' };
    await field('name').pressSequentially(typed.name);
    await field('email').pressSequentially(typed.email);
    await field('message').pressSequentially(typed.message);
    let shopperParts = false;
    page.on('request', (request) => {
      if (/\/_astro\/shopper-parts[\w.-]*\.js$/.test(new URL(request.url()).pathname)) shopperParts = true;
    });
    release();
    // Once the shell runs, the next touch loads the shopper's parts: asked for, they say the shell has run.
    await expect(async () => {
      await field('name').focus();
      await field('email').focus();
      expect(shopperParts).toBe(true);
    }).toPass();
    for (const [key, value] of Object.entries(typed)) await expect(field(key)).toHaveValue(value);
    await form.getByRole('button', { name: copy(locale, 'pages', 'contact.submit') }).click();
    const ready = page.getByRole('status').filter({ hasText: copy(locale, 'pages', 'contact.sentHeading') });
    await expect(ready).toBeVisible();
    const mail = decodeURIComponent((await ready.getByRole('link', { name: copy(locale, 'pages', 'contact.sendByEmail') }).getAttribute('href')) ?? '');
    expect(mail).toContain(typed.message);
    expect(mail).toContain(typed.email);
  });
}
