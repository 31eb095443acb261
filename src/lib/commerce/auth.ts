/**
 * Sign-in and sign-up by one-time code (spec §4 "Authentication", §7): a code is sent to an e-mail address or a
 * Qatar mobile number, and the code with its handle (`hash`) is traded for a customer token. Sign-out revokes
 * the token.
 *
 * Refusals carry the backend's words as `CommerceInputError` ("Wrong OTP", "Link is expired or invalid", "No
 * account found with this email", an address already registered…); a code asked for too soon is
 * `CommerceRetryLaterError`. Spec §5: an answer without a token is a failed sign-in.
 */
import { QATAR_CALLING_CODE } from '@/domain/phone.ts';
import { CommerceInputError, CommerceResponseError } from './errors.ts';
import { graphqlRequest } from './graphql.ts';
import {
  REQUEST_LOGIN_OTP_MUTATION,
  REQUEST_REGISTER_OTP_MUTATION,
  REVOKE_CUSTOMER_TOKEN_MUTATION,
  VERIFY_OTP_AND_LOGIN_MUTATION,
  VERIFY_OTP_AND_REGISTER_MUTATION,
} from './operations/auth.ts';
import type { CommerceContext } from './context.ts';

/** Where a sign-in code goes: an e-mail address, or a Qatar mobile number (its 8 digits). */
export type SignInContact = { email: string } | { telephone: string };

/** A new account (spec §2 sign-up): the code goes to the e-mail address; the mobile number is checked free too. */
export type SignUpProfile = { firstname: string; lastname: string; email: string; telephone: string };

/** The code the shopper received and the handle it was sent under. */
export type OtpCode = { hash: string; otp: string };

/** Spec §3 "Login payload": either the e-mail, or the country prefix and the telephone. */
function contactInput(contact: SignInContact): Record<string, string> {
  return 'email' in contact ? { email: contact.email } : { country_prefix: QATAR_CALLING_CODE, telephone: contact.telephone };
}

function handleOf(answer: { hash: string } | null, operation: string): string {
  if (!answer) throw new CommerceResponseError(`${operation} answered no hash`);
  return answer.hash;
}

export async function requestSignInCode(context: CommerceContext, contact: SignInContact): Promise<string> {
  const data = await graphqlRequest(context, REQUEST_LOGIN_OTP_MUTATION, { input: contactInput(contact) }, null);
  return handleOf(data.requestLoginOtp, 'requestLoginOtp');
}

export async function requestSignUpCode(context: CommerceContext, profile: SignUpProfile): Promise<string> {
  const input = { email: profile.email, country_prefix: QATAR_CALLING_CODE, telephone: profile.telephone };
  const data = await graphqlRequest(context, REQUEST_REGISTER_OTP_MUTATION, { input }, null);
  return handleOf(data.requestRegisterOtp, 'requestRegisterOtp');
}

export async function signInWithCode(context: CommerceContext, contact: SignInContact, code: OtpCode): Promise<string> {
  const input = { ...code, ...contactInput(contact) };
  const { verifyOtpAndLogin } = await graphqlRequest(context, VERIFY_OTP_AND_LOGIN_MUTATION, { input }, null);
  if (!verifyOtpAndLogin?.token) throw new CommerceInputError('Login failed: token not found');
  return verifyOtpAndLogin.token;
}

export async function signUpWithCode(context: CommerceContext, profile: SignUpProfile, code: OtpCode): Promise<string> {
  const input = { ...code, ...profile, country_prefix: QATAR_CALLING_CODE };
  const { verifyOtpAndRegister } = await graphqlRequest(context, VERIFY_OTP_AND_REGISTER_MUTATION, { input }, null);
  if (!verifyOtpAndRegister?.token) throw new CommerceInputError('Registration failed: token not found');
  return verifyOtpAndRegister.token;
}

/** Ends the token on the backend (spec §4 sign-out). */
export async function revokeCustomerToken(context: CommerceContext): Promise<void> {
  await graphqlRequest(context, REVOKE_CUSTOMER_TOKEN_MUTATION, {}, null);
}
