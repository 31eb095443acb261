/**
 * Live search suggestions in Arabic as shoppers in Qatar type: "ايفون" without the hamza finds the آيفون phones
 * first, with the matched word marked in each suggestion.
 */
import { expect, test } from './support/test.ts';
import { copy } from './support/locales.ts';

test('Arabic suggestions find a variant spelling and mark the matched word', async ({ page }) => {
  await page.goto('/ar');
  const input = page.getByRole('combobox', { name: copy('ar', 'layout', 'search.label') });
  await input.click();
  await input.pressSequentially('ايفون');
  const first = page.getByRole('option').first();
  await expect(first).toContainText('آيفون');
  await expect(first.locator('mark')).toHaveText(['آيفون']);
});
