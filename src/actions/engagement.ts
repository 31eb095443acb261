/**
 * Newsletter and stock-reminder actions. Inputs are checked here with zod whatever the island already checked
 * (the browser is never trusted); backend answers come through `lib/commerce`, already parsed.
 * Errors carry a message fit to show: the server's own text when it refused the input, otherwise none, and the
 * island falls back to its localized copy.
 */
import { requestStockReminder, subscribeNewsletter } from '@/lib/commerce/index.ts';
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { LOCALES } from '@/lib/i18n/locales.ts';
import { runAction } from '@/server/action-errors.ts';

const locale = z.enum(LOCALES);
const email = z.string().trim().min(1).max(254).pipe(z.email());

export const engagement = {
  /** Footer signup: `{success, message}` exactly as the store answered (spec §8 decides the toast). */
  subscribeNewsletter: defineAction({
    input: z.object({ locale, email }),
    handler: (input) => runAction('newsletter', () => subscribeNewsletter(input.locale, input.email)),
  }),

  /** "Tell me when it is back": the backend's confirmation text, shown in the dialog. */
  stockReminder: defineAction({
    input: z.object({ locale, sku: z.string().trim().min(1).max(64), email }),
    handler: (input) =>
      runAction('stock reminder', async () => ({ message: (await requestStockReminder(input.locale, input.sku, input.email)).message })),
  }),
};
