/**
 * Newsletter, contact and stock-reminder actions. The writes are `accept: 'form'`: the islands send the fields a
 * plain form posts without JavaScript (the newsletter and contact forms), to the same Action. Inputs are checked here with zod whatever the island already checked
 * (the browser is never trusted); backend answers come through `lib/commerce`, already parsed.
 * Errors carry a message fit to show: the server's own text when it refused the input, otherwise none, and the
 * island falls back to its localized copy.
 *
 * The stock reminder (spec §2 "stock reminder modal") goes to the signed-in customer's own e-mail and phone; a
 * guest verifies a phone number by code first (`requestGuestPhoneCode`, `verifyGuestPhone`), and a reminder
 * without either answers PRECONDITION_FAILED. TOO_MANY_REQUESTS carries the seconds to wait for a new code.
 *
 * Recently viewed (spec §4): a guest's list stays in the browser; a signed-in shopper's views are recorded on the
 * server and read back from it (UNAUTHORIZED without a session).
 */
import { ActionError, defineAction } from 'astro:actions';
import { z } from 'zod';
import { runAction } from '@/server/action-errors.ts';
import { asSignedInCustomer } from '@/server/account/customer-token.ts';
import { runAccountAction } from '@/server/account/refusals.ts';
import { customerRecentlyViewed, recordCustomerView } from '@/server/catalog/recently-viewed.ts';
import { reminderContact, remindWhenInStock, verifyGuestPhoneForReminders, type ReminderContact } from '@/server/account/stock-reminder.ts';
import { contactFormSchema } from '@/server/forms/contact-form.ts';
import { newsletterEmail } from '@/server/forms/newsletter-input.ts';
import { otpCodeField, otpHandleField, phoneField } from '@/server/forms/person-fields.ts';
import { skuField } from '@/server/forms/sku-field.ts';
import { limitAction } from '@/server/rate-limit/refusals.ts';
import { botCheckRefusal } from '@/server/security/bot-check.ts';

const recaptchaToken = z.string().max(4096).optional();

export const engagement = {
  /** Footer signup: `{success, message}` exactly as the store answered (spec §8 decides the toast). */
  subscribeNewsletter: defineAction({
    accept: 'form',
    input: z.object({ email: newsletterEmail, recaptchaToken }),
    handler: async (input, context) => {
      await limitAction('newsletter', context);
      const refusal = await botCheckRefusal(input.recaptchaToken, context, context.locals.locale);
      if (refusal) throw new ActionError({ code: 'FORBIDDEN', message: refusal });
      return runAction('newsletter', () => context.locals.commerce.subscribeNewsletter(input.email, input.recaptchaToken));
    },
  }),

  /**
   * The contact form (spec §2 contact page): the store has no contact endpoint, so a message that passes is
   * answered as checked, and the page offers it prefilled as an e-mail and a WhatsApp chat the shopper sends.
   * Field problems are `validation` codes (src/server/forms/contact-form.ts).
   */
  contact: defineAction({
    accept: 'form',
    input: contactFormSchema.extend({ recaptchaToken }),
    handler: async ({ recaptchaToken, ...message }, context) => {
      await limitAction('contact', context);
      const refusal = await botCheckRefusal(recaptchaToken, context, context.locals.locale);
      if (refusal) throw new ActionError({ code: 'FORBIDDEN', message: refusal });
      return message;
    },
  }),

  /** Whom a reminder would go to: the signed-in customer, a phone this guest verified, or nobody yet. */
  stockReminderContact: defineAction({
    input: z.object({}),
    handler: (_input, context): Promise<ReminderContact> => runAction('stock reminder contact', () => reminderContact(context)),
  }),

  /** "Tell me when it is back": the backend's confirmation text, shown in the dialog. */
  stockReminder: defineAction({
    accept: 'form',
    input: z.object({ sku: skuField }),
    handler: ({ sku }, context) =>
      runAccountAction(context.locals.locale, 'stock reminder', null, async () => {
        await limitAction('stockReminder', context);
        return { message: await remindWhenInStock(sku, context) };
      }),
  }),

  /** A guest's phone verification, step 1: a code by text message to the number. */
  requestGuestPhoneCode: defineAction({
    accept: 'form',
    input: z.object({ telephone: phoneField }),
    handler: ({ telephone }, context) =>
      runAccountAction(context.locals.locale, 'guest phone code', 'errors:generic', async () => {
        await limitAction('otpCode', context);
        return { telephone, hash: await context.locals.commerce.requestGuestPhoneCode(telephone) };
      }),
  }),

  /** Step 2: the code proves the number; the proof is kept in an HttpOnly cookie for the visit's reminders. */
  verifyGuestPhone: defineAction({
    accept: 'form',
    input: z.object({ telephone: phoneField, hash: otpHandleField, otp: otpCodeField }),
    handler: ({ telephone, hash, otp }, context) =>
      runAccountAction(context.locals.locale, 'guest phone verification', 'validation:wrongOtp', async () => ({
        telephone: await verifyGuestPhoneForReminders(telephone, { hash, otp }, context),
      })),
  }),

  /** The signed-in shopper's recently viewed products in this language, newest first. */
  recentlyViewed: defineAction({
    input: z.object({}),
    handler: (_input, context) =>
      runAction('recently viewed', () => asSignedInCustomer(context, customerRecentlyViewed)),
  }),

  /** Records a view of the product for the signed-in shopper (an unknown sku is refused: BAD_REQUEST). */
  recordRecentlyViewed: defineAction({
    input: z.object({ sku: skuField }),
    handler: ({ sku }, context) =>
      runAction('record recently viewed', () => asSignedInCustomer(context, (commerce) => recordCustomerView(commerce, sku))),
  }),
};
