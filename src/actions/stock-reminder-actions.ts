/**
 * The stock reminder's Actions (spec §2 "stock reminder modal"), `accept: 'form'` where they write: the island sends
 * the fields its plain form posts without JavaScript, to the same Action. A reminder goes to the signed-in
 * customer's own e-mail and phone; a guest verifies a phone number by code first (`requestGuestPhoneCode`,
 * `verifyGuestPhone`), and a reminder without either answers PRECONDITION_FAILED. TOO_MANY_REQUESTS carries the
 * seconds to wait for a new code. Inputs are checked here with zod whatever the island already checked.
 */
import { defineAction } from 'astro:actions';
import { z } from 'zod';
import { runAction } from '@/server/action-errors.ts';
import { runAccountAction } from '@/server/account/account-refusals.ts';
import { reminderContact, remindWhenInStock, verifyGuestPhoneForReminders, type ReminderContact } from '@/server/stock-reminder/stock-reminder-steps.ts';
import { otpCodeField, otpHandleField, phoneField } from '@/server/forms/person-fields.ts';
import { skuField } from '@/server/forms/sku-field.ts';
import { limitAction } from '@/server/rate-limit/rate-limit-refusals.ts';

export const stockReminder = {
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
};
