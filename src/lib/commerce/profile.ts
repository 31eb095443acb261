/**
 * The signed-in customer's profile (spec §2 account area, "e-mail update modal"): the name, and the e-mail and
 * mobile number, each changed only with a code sent to the NEW address (custom.graphql). Every call needs a
 * context with the customer's token. Refusals (a wrong or expired code, an address already in use: "Profile update failed!",
 * "Phone update failed!") are `CommerceInputError`s carrying the backend's words; a code asked for too soon is
 * `CommerceRetryLaterError`.
 */
import { QATAR_CALLING_CODE } from '@/domain/phone.ts';
import { CommerceResponseError } from './errors.ts';
import { graphqlRequest } from './graphql.ts';
import {
  CONFIRM_EMAIL_CHANGE_MUTATION,
  CONFIRM_PHONE_CHANGE_MUTATION,
  REQUEST_EMAIL_CHANGE_OTP_MUTATION,
  REQUEST_PHONE_CHANGE_OTP_MUTATION,
  UPDATE_CUSTOMER_NAME_MUTATION,
} from './operations/profile.ts';
import type { NameParts } from '@/domain/names.ts';
import type { CommerceContext } from './context.ts';

/** A code sent, and what confirms it: the handle and the address it went to. */
export type CodeConfirmation = { hash: string; otp: string };

export async function updateCustomerName(context: CommerceContext, name: NameParts): Promise<NameParts> {
  const { updateCustomerV2 } = await graphqlRequest(context, UPDATE_CUSTOMER_NAME_MUTATION, { ...name }, null);
  if (!updateCustomerV2) throw new CommerceResponseError('updateCustomerV2 answered no customer');
  return { firstname: updateCustomerV2.customer.firstname ?? '', lastname: updateCustomerV2.customer.lastname ?? '' };
}

/** Sends a code to `email` (the new address); returns the handle the code is confirmed with. */
export async function requestEmailChangeCode(context: CommerceContext, email: string): Promise<string> {
  const data = await graphqlRequest(context, REQUEST_EMAIL_CHANGE_OTP_MUTATION, { email }, null);
  if (!data.requestCustomerEmailChangeOtp) throw new CommerceResponseError('requestCustomerEmailChangeOtp answered no hash');
  return data.requestCustomerEmailChangeOtp.hash;
}

/** Moves the account to `email` with the code sent there; returns the account's e-mail as now stored. */
export async function confirmEmailChange(context: CommerceContext, email: string, code: CodeConfirmation): Promise<string> {
  const data = await graphqlRequest(context, CONFIRM_EMAIL_CHANGE_MUTATION, { ...code, email }, null);
  return data.confirmCustomerEmailChange?.customer.email ?? email;
}

/** Sends a code by text message to the new 8-digit Qatar number; returns the handle. */
export async function requestPhoneChangeCode(context: CommerceContext, telephone: string): Promise<string> {
  const variables = { countryPrefix: QATAR_CALLING_CODE, telephone };
  const data = await graphqlRequest(context, REQUEST_PHONE_CHANGE_OTP_MUTATION, variables, null);
  if (!data.requestCustomerPhoneChangeOtp) throw new CommerceResponseError('requestCustomerPhoneChangeOtp answered no hash');
  return data.requestCustomerPhoneChangeOtp.hash;
}

/** Makes `telephone` the account's mobile number with the code sent to it; returns the number as now stored. */
export async function confirmPhoneChange(context: CommerceContext, telephone: string, code: CodeConfirmation): Promise<string> {
  const variables = { ...code, countryPrefix: QATAR_CALLING_CODE, telephone };
  const data = await graphqlRequest(context, CONFIRM_PHONE_CHANGE_MUTATION, variables, null);
  return data.confirmCustomerPhoneChange?.customer.telephone ?? telephone;
}
