/**
 * A guest verifies a phone number (spec §2 "OTP modals: guest verification"): a code by text message to the
 * number, then the code for a proof of it, which a guest's stock reminder carries. No token involved.
 */
import { QATAR_CALLING_CODE } from '@/domain/phone.ts';
import { CommerceResponseError } from './errors.ts';
import { graphqlRequest } from './graphql.ts';
import { REQUEST_GUEST_PHONE_OTP_MUTATION, VERIFY_GUEST_PHONE_MUTATION } from './operations/guest-phone.ts';
import { guestPhoneVerificationSchema } from './schemas/guest-phone.ts';
import type { GuestPhoneProof } from '@/domain/guest-phone-types.ts';
import type { CommerceContext } from './context.ts';

/** Sends a code to the 8-digit Qatar `telephone`; returns the handle the code is confirmed with. */
export async function requestGuestPhoneCode(context: CommerceContext, telephone: string): Promise<string> {
  const variables = { countryPrefix: QATAR_CALLING_CODE, telephone };
  const data = await graphqlRequest(context, REQUEST_GUEST_PHONE_OTP_MUTATION, variables, null);
  if (!data.requestGuestPhoneOtp) throw new CommerceResponseError('requestGuestPhoneOtp answered no hash');
  return data.requestGuestPhoneOtp.hash;
}

/** The code sent to `telephone` for a proof of the number; a wrong or dead code is `CommerceInputError`. */
export async function verifyGuestPhone(context: CommerceContext, telephone: string, code: { hash: string; otp: string }): Promise<GuestPhoneProof> {
  const variables = { ...code, countryPrefix: QATAR_CALLING_CODE, telephone };
  const { verifyGuestPhone: proof } = await graphqlRequest(context, VERIFY_GUEST_PHONE_MUTATION, variables, guestPhoneVerificationSchema);
  if (!proof) throw new CommerceResponseError('verifyGuestPhone answered no proof');
  return { token: proof.verification_token, telephone: proof.telephone, expiresInSeconds: proof.expires_in };
}
