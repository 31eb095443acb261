import { expect, type Locator, type Page } from '@playwright/test';
import { copy } from './locales.ts';

/**
 * The product page's "Notify me" with script: a link to the reminder's own page until its island hydrates, which it
 * does when the shopper first reaches for it (client:interaction). A pointer over it, as a mouse would, turns it into
 * the button that opens the dialog; the button, once it answers.
 */
export async function stockReminderButton(page: Page, locale: 'ar' | 'en'): Promise<Locator> {
  const name = copy(locale, 'engagement', 'stockReminder.open');
  const offer = page.locator('[data-product-offer]');
  const control = offer.getByText(name, { exact: true });
  await control.scrollIntoViewIfNeeded();
  await control.hover();
  const button = offer.getByRole('button', { name });
  await expect(button).toBeEnabled();
  return button;
}
