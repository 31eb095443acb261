/**
 * The contact page's Action (`accept: 'form'`: it works as a plain form post without JavaScript too).
 */
import { ActionError, defineAction } from 'astro:actions';
import { runAction } from '@/server/action-errors.ts';
import { contactFormSchema } from '@/server/forms/contact-form.ts';
import { limitAction } from '@/server/rate-limit/rate-limit-refusals.ts';
import { botCheckRefusal, botCheckTokenField } from '@/server/security/bot-check.ts';

export const contact = {
  /**
   * The contact form (spec §2 contact page): a message that passes goes to the store (Magento's `contactUs`), and
   * the page says it was sent, still offering it prefilled as an e-mail and a WhatsApp chat (issue 55). Field
   * problems are `validation` codes (src/server/forms/contact-form.ts); the store's refusal carries its words.
   */
  contact: defineAction({
    accept: 'form',
    input: contactFormSchema.extend({ recaptchaToken: botCheckTokenField }),
    handler: async ({ recaptchaToken, ...message }, context) => {
      await limitAction('contact', context);
      const refusal = await botCheckRefusal(recaptchaToken, context, context.locals.locale);
      if (refusal) throw new ActionError({ code: 'FORBIDDEN', message: refusal });
      const { name, email } = message;
      await runAction('contact', () => context.locals.commerce.sendContactMessage({ name, email, comment: message.message }));
      return message;
    },
  }),
};
