/**
 * Plain forms with a bot check (BotCheckForms.astro): Google's script loads on the first focus inside a
 * `form[data-bot-check]`, and a submission waits for a fresh token in the hidden field, then goes on as the same POST.
 */
import { BOT_CHECK_FIELD, botCheckToken, prepareBotCheck } from '@/lib/browser/bot-check-token.ts';

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-bot-check]')) {
  form.addEventListener('focusin', prepareBotCheck, { once: true });
  form.addEventListener('submit', (event) => {
    const field = form.elements.namedItem(BOT_CHECK_FIELD);
    if (!(field instanceof HTMLInputElement) || field.value) return;
    event.preventDefault();
    void botCheckToken().then((token) => {
      field.value = token ?? '';
      form.submit();
    });
  });
}
