/**
 * Newsletter and stock-reminder actions. Inputs are checked here with zod whatever the island already checked
 * (the browser is never trusted); backend answers come through `lib/commerce`, already parsed.
 * Errors carry a message fit to show: the server's own text when it refused the input, otherwise none, and the
 * island falls back to its localized copy.
 */
import { CommerceInputError, CommerceNotFoundError, requestStockReminder, subscribeNewsletter, toCommerceError } from '@/lib/commerce/index.ts';
import { ActionError, defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { LOCALES } from '@/lib/i18n/locales.ts';

const locale = z.enum(LOCALES);
const email = z.string().trim().min(1).max(254).pipe(z.email());

/** Maps a commerce failure to what the island may show: the backend's words for refused input, nothing else. */
function toActionError(error: unknown, context: string): ActionError {
  const failure = toCommerceError(error);
  if (failure instanceof CommerceInputError) return new ActionError({ code: 'BAD_REQUEST', message: failure.message });
  if (failure instanceof CommerceNotFoundError) return new ActionError({ code: 'NOT_FOUND', message: failure.message });
  console.error(`[engagement] ${context} failed:`, failure);
  return new ActionError({ code: 'SERVICE_UNAVAILABLE', message: '' });
}

export const engagement = {
  /** Footer signup: `{success, message}` exactly as the store answered (spec §8 decides the toast). */
  subscribeNewsletter: defineAction({
    input: z.object({ locale, email }),
    handler: async (input) => {
      try {
        return await subscribeNewsletter(input.locale, input.email);
      } catch (error) {
        throw toActionError(error, 'newsletter');
      }
    },
  }),

  /** "Tell me when it is back": the backend's confirmation text, shown in the dialog. */
  stockReminder: defineAction({
    input: z.object({ locale, sku: z.string().trim().min(1).max(64), email }),
    handler: async (input) => {
      try {
        const result = await requestStockReminder(input.locale, input.sku, input.email);
        return { message: result.message };
      } catch (error) {
        throw toActionError(error, 'stock reminder');
      }
    },
  }),
};
