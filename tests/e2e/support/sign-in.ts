/**
 * Signing a shopper in the way a shopper does it: the real sign-in page, the e-mail address, the code read from
 * the backend's dev outbox. The browser then holds the HttpOnly session cookie and the session's display mirror.
 */
import { expect, type Page } from '@playwright/test';
import { latestCode } from './customers.ts';
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
  await panel.getByRole('button', { name: copy(locale, 'auth', 'actions.sendCode') }).click();
  const code = panel.getByRole('textbox', { name: copy(locale, 'auth', 'fields.code') });
  await expect(code).toBeVisible();
  await code.fill(await latestCode(email));
  await panel.getByRole('button', { name: copy(locale, 'auth', 'actions.verify') }).click();
  await page.waitForURL((url) => url.pathname === redirect.split('?')[0]);
}
