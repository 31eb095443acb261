/**
 * The contact page's Action (`accept: 'form'`: it works as a plain form post without JavaScript too).
 */
import { ActionError, defineAction } from 'astro:actions';
import { contactFormSchema } from '@/server/forms/contact-form.ts';
import { limitAction } from '@/server/rate-limit/rate-limit-refusals.ts';
import { botCheckRefusal, botCheckTokenField } from '@/server/security/bot-check.ts';

export const contact = {
  /**
   * The contact form (spec §2 contact page): the store has no contact endpoint, so a message that passes is
   * answered as checked, and the page offers it prefilled as an e-mail and a WhatsApp chat the shopper sends.
   * Field problems are `validation` codes (src/server/forms/contact-form.ts).
   */
  contact: defineAction({
    accept: 'form',
    input: contactFormSchema.extend({ recaptchaToken: botCheckTokenField }),
    handler: async ({ recaptchaToken, ...message }, context) => {
      await limitAction('contact', context);
      const refusal = await botCheckRefusal(recaptchaToken, context, context.locals.locale);
      if (refusal) throw new ActionError({ code: 'FORBIDDEN', message: refusal });
      return message;
    },
  }),
};
