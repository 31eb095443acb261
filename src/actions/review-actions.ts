/**
 * Writing a product review: one Action, posted by the product page's plain form (no script needed) and answered 303
 * back to the page, which says the review will show once approved (src/server/forms/form-result.ts). Signed-in
 * customers only: the token comes from the session cookie, a guest is UNAUTHORIZED (the form offers to sign in).
 * Counted per address and checked by the bot check when one is configured, before any backend call.
 */
import { ActionError, defineAction } from 'astro:actions';
import { asSignedInCustomer } from '@/server/account/customer-token.ts';
import { limitAction } from '@/server/rate-limit/rate-limit-refusals.ts';
import { reviewFormSchema } from '@/server/reviews/review-form.ts';
import { writeReview } from '@/server/reviews/write-review.ts';
import { botCheckRefusal } from '@/server/security/bot-check.ts';
import { getT } from '@/lib/i18n/index.ts';

export const reviews = {
  write: defineAction({
    accept: 'form',
    input: reviewFormSchema,
    handler: async ({ recaptchaToken, ...review }, context) => {
      const { locale } = context.locals;
      await limitAction('review', context);
      const refusal = await botCheckRefusal(recaptchaToken, context, locale);
      if (refusal) throw new ActionError({ code: 'FORBIDDEN', message: refusal });
      if (!context.locals.commerce.token) throw new ActionError({ code: 'UNAUTHORIZED', message: getT(locale)('reviews:form.signInFirst') });
      const written = await asSignedInCustomer(context, (commerce) => writeReview(commerce, review, locale));
      return { sku: review.sku, summary: written.summary };
    },
  }),
};
