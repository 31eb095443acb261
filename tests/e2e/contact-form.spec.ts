/**
 * The contact form sends (issue 55, point 5): a message that passes reaches the store (the backend keeps it and
 * its copy lands in the development outbox, addressed to the store's support address), the page says so where the
 * shopper is looking (the answer beside the form, in view after the post: the form's fragment survives the 303),
 * and the e-mail and WhatsApp links stay as other ways to send it. A refused message comes back as typed, with its
 * messages, in view too. In Arabic and English, at 390 and 1440 px, with script and without.
 */
import { expect, test } from './support/test.ts';
import { backendUrl } from './support/backend.ts';
import { copy } from './support/locales.ts';

const STORE_ADDRESS = 'support@matjar.qa';

async function storeOutbox(): Promise<string[]> {
  const response = await fetch(`${backendUrl()}/__dev/outbox?to=${encodeURIComponent(STORE_ADDRESS)}`);
  return ((await response.json()) as { messages: { body: string }[] }).messages.map((message) => message.body);
}

for (const locale of ['ar', 'en'] as const) {
  for (const width of [390, 1440]) {
    for (const script of [true, false]) {
      test.describe(`the ${locale} contact form at ${width} px ${script ? 'with' : 'without'} script`, () => {
        test.use({ javaScriptEnabled: script, viewport: { width, height: width < 800 ? 844 : 900 } });
        const text = (key: string) => copy(locale, 'pages', `contact.${key}`);

        test('sends the message to the store and says so beside the form', async ({ page }) => {
          await page.goto(`/${locale}/contact`);
          const form = page.locator('form[data-contact-form]');
          const message = `${locale === 'ar' ? 'هل يتوفر الشاحن السريع؟' : 'Is the fast charger in stock?'} ${Date.now()}-${width}-${script}`;
          await form.getByLabel(text('name'), { exact: true }).fill(locale === 'ar' ? 'سارة الكواري' : 'Sara Al-Kuwari');
          await form.getByLabel(text('email'), { exact: true }).fill('sara@example.qa');
          await form.getByLabel(text('message'), { exact: true }).fill(message);
          await form.getByRole('button', { name: text('submit') }).click();

          const sent = page.getByRole('status').filter({ hasText: text('sentHeading') });
          await expect(sent).toBeInViewport();
          await expect(page).toHaveURL(/#contact-form$/);
          await expect.poll(storeOutbox).toContainEqual(expect.stringContaining(message));
          // The shopper's own apps remain, as other ways to write.
          const mail = decodeURIComponent((await sent.getByRole('link', { name: text('sendByEmail') }).getAttribute('href')) ?? '');
          expect(mail).toContain(message);
          await expect(sent.getByRole('link', { name: new RegExp(text('sendByWhatsApp')) })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
        });

        test('keeps a refused message as typed, with its problems in view', async ({ page }) => {
          await page.goto(`/${locale}/contact`);
          const form = page.locator('form[data-contact-form]');
          await form.getByLabel(text('email'), { exact: true }).fill('not-an-email');
          await form.getByLabel(text('message'), { exact: true }).fill('Hello');
          // The browser's own check would stop the post without script; the server's is the subject here.
          await form.evaluate((element) => element.setAttribute('novalidate', ''));
          await form.getByRole('button', { name: text('submit') }).click();
          await expect(page.getByRole('alert').filter({ hasText: text('errorSummary') })).toBeInViewport();
          await expect(form.getByLabel(text('message'), { exact: true })).toHaveValue('Hello');
          await expect(form.getByText(copy(locale, 'validation', 'required'))).toBeVisible();
        });
      });
    }
  }
}
