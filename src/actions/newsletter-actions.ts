/**
 * The newsletter's Action: the footer's signup form (`accept: 'form'`: the island sends what the plain form posts
 * without JavaScript). Errors carry a message fit to show: the server's own text when it refused the input,
 * otherwise none, and the island falls back to its localized copy.
 */
import { ActionError, defineAction } from 'astro:actions';
import { z } from 'zod';
import { runAction } from '@/server/action-errors.ts';
import { newsletterEmail } from '@/server/forms/newsletter-input.ts';
import { limitAction } from '@/server/rate-limit/rate-limit-refusals.ts';
import { botCheckRefusal, botCheckTokenField } from '@/server/security/bot-check.ts';

export const newsletter = {
  /** Footer signup: `{success, message}` exactly as the store answered (spec §8 decides the toast). */
  subscribeNewsletter: defineAction({
    accept: 'form',
    input: z.object({ email: newsletterEmail, recaptchaToken: botCheckTokenField }),
    handler: async (input, context) => {
      await limitAction('newsletter', context);
      const refusal = await botCheckRefusal(input.recaptchaToken, context, context.locals.locale);
      if (refusal) throw new ActionError({ code: 'FORBIDDEN', message: refusal });
      return runAction('newsletter', () => context.locals.commerce.subscribeNewsletter(input.email, input.recaptchaToken));
    },
  }),
};
