/**
 * Signing a shopper in, two ways. The way a shopper does it: the real sign-in page, the e-mail address, the code
 * read from the backend's dev outbox; the browser then holds the HttpOnly session cookie and the session's display
 * mirror. And the short way, for specs about what comes after sign-in (the sign-in itself is auth.spec.ts's): the
 * cookies sign-in sets, for a customer registered on the backend; the header's script fills the display mirror from
 * the server after the first page's load, as it does for a session the browser's storage does not know.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { latestCode, newCodeAllowed, newShopper, registerCustomer } from './customers.ts';
import { copy } from './locales.ts';

type Locale = 'ar' | 'en';

/** Astro removes `ssr` from an island once it has hydrated. */
export async function islandHydrated(page: Page, component: string): Promise<void> {
  await expect(page.locator(`astro-island[component-url*="${component}"]`).first()).not.toHaveAttribute('ssr', /.*/);
}

/** Signs in on /{locale}/login and lands on `redirect` (one of our paths). */
export async function signInOnLoginPage(page: Page, locale: Locale, email: string, redirect: string): Promise<void> {
  await page.goto(`/${locale}/login?redirect=${encodeURIComponent(redirect)}`);
  await islandHydrated(page, 'AuthPanel');
  const panel = page.locator('[data-auth-panel]');
  await panel.getByRole('textbox', { name: copy(locale, 'auth', 'fields.email') }).fill(email);
  await newCodeAllowed(email);
  await panel.getByRole('button', { name: copy(locale, 'auth', 'actions.sendCode') }).click();
  const code = panel.getByRole('textbox', { name: copy(locale, 'auth', 'fields.code') });
  await expect(code).toBeVisible();
  await code.fill(await latestCode(email));
  await panel.getByRole('button', { name: copy(locale, 'auth', 'actions.verify') }).click();
  await page.waitForURL((url) => url.pathname === redirect.split('?')[0]);
}

/** Signs the browser in with a customer's token: the HttpOnly session cookie and the `signed_in` hint sign-in sets. */
export async function signInWithToken(context: BrowserContext, baseURL: string, token: string): Promise<void> {
  await context.addCookies([
    { name: 'customer_token', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    { name: 'signed_in', value: '1', url: baseURL, sameSite: 'Lax' },
  ]);
}

/** A new customer registered on the backend and signed in in this browser context; answers the shopper and token. */
export async function signedInCustomer(
  context: BrowserContext,
  baseURL: string,
  label: string,
  name?: { firstname: string; lastname: string },
): Promise<{ email: string; telephone: string; token: string }> {
  const shopper = newShopper(label);
  const token = await registerCustomer(shopper, name);
  await signInWithToken(context, baseURL, token);
  return { ...shopper, token };
}
