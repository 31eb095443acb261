/**
 * The stock reminder's server side (spec §2 "stock reminder modal"). A signed-in customer is told at their own
 * e-mail and phone; a guest first proves a phone number by code, and that proof (an HttpOnly cookie,
 * guest-phone-proof.ts) serves every reminder of the visit. The product page is cached and shared, so the dialog
 * asks here, when it opens, whom the reminder would go to.
 */
import { CommerceInputError, toCommerceError } from '@/lib/commerce/index.ts';
import { qatarLocalNumber } from '@/domain/phone.ts';
import { ActionError } from 'astro:actions';
import { currentCustomer } from '@/server/auth/current-customer.ts';
import type { ShopperContext } from '@/server/shopper/request-context.ts';
import { asSignedInCustomer } from '@/server/account/customer-token.ts';
import { dropGuestPhoneProof, keepGuestPhoneProof, readGuestPhoneProof } from './guest-phone-proof.ts';

export type ReminderContact =
  | { kind: 'customer'; email: string; telephone: string | null }
  | { kind: 'verified-phone'; telephone: string }
  | { kind: 'guest' };

/** The Action code that sends a guest to verify a phone number first. */
export const VERIFY_PHONE_FIRST = 'PRECONDITION_FAILED';

export async function reminderContact(context: ShopperContext): Promise<ReminderContact> {
  const signedIn = await currentCustomer(context);
  if (signedIn) return { kind: 'customer', email: signedIn.customer.email, telephone: signedIn.customer.telephone };
  const proof = readGuestPhoneProof(context.cookies);
  return proof ? { kind: 'verified-phone', telephone: proof.telephone } : { kind: 'guest' };
}

/**
 * Leaves the reminder; answers the backend's confirmation text (already in the store's language). A guest with no
 * proof is sent to verify a phone number first; a proof the backend refuses is dropped, so the next try verifies
 * again.
 */
export async function remindWhenInStock(sku: string, context: ShopperContext): Promise<string> {
  if (context.locals.shopper.token) {
    return asSignedInCustomer(context, async (commerce) => (await commerce.requestStockReminder(sku)).message);
  }
  const proof = readGuestPhoneProof(context.cookies);
  if (!proof) throw new ActionError({ code: VERIFY_PHONE_FIRST, message: '' });
  try {
    return (await context.locals.commerce.requestStockReminder(sku, proof.token)).message;
  } catch (error) {
    if (toCommerceError(error) instanceof CommerceInputError) dropGuestPhoneProof(context);
    throw error;
  }
}

/** The code sent to a guest's number proves it; the proof is kept for the visit. Answers the 8-digit number. */
export async function verifyGuestPhoneForReminders(
  telephone: string,
  code: { hash: string; otp: string },
  context: ShopperContext,
): Promise<string> {
  const proof = await context.locals.commerce.verifyGuestPhone(telephone, code);
  const digits = qatarLocalNumber(proof.telephone) ?? telephone;
  keepGuestPhoneProof(context, { token: proof.token, telephone: digits }, proof.expiresInSeconds);
  return digits;
}
