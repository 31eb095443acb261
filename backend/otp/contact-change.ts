import { z } from 'zod';
import { transaction } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import { parseInput } from '../input.ts';
import { admitOtpRequest, checkOtp, consumeOtpRequest, createOtpRequest, otpHandleSchema, type OtpDeps } from './requests.ts';
import { emailSchema, mobileNumberSchema, otpCodeSchema, phoneRecipient, requiredField } from '../customers/contact-schemas.ts';
import { findCustomerByEmail, findCustomerById, findCustomerByPhone, setCustomerEmail, setCustomerPhone } from '../customers/customers.ts';

/**
 * A signed-in customer changes their e-mail or mobile number by proving the new one: a code goes to the NEW
 * address, tied to this customer, and only that code (entered by the same customer) makes the change. The spec's
 * failure messages cover an address that is the current one or belongs to another account, without saying which.
 */
const PROFILE_UPDATE_FAILED = 'Profile update failed!';
const PHONE_UPDATE_FAILED = 'Phone update failed!';

const codeInput = z.object({ hash: otpHandleSchema, otp: otpCodeSchema });
const emailChangeRequest = z.object({ email: requiredField(emailSchema) });
const emailChangeConfirmation = codeInput.and(emailChangeRequest);

/** The e-mail is free for this customer: not theirs already, not another account's. */
function assertEmailFree(deps: OtpDeps, customerId: number, email: string): void {
  if (!findCustomerById(deps.db, customerId) || findCustomerByEmail(deps.db, email)) throw new MagentoError(400, PROFILE_UPDATE_FAILED);
}

function assertPhoneFree(deps: OtpDeps, customerId: number, telephone: string): void {
  if (!findCustomerById(deps.db, customerId) || findCustomerByPhone(deps.db, '974', telephone)) throw new MagentoError(400, PHONE_UPDATE_FAILED);
}

/** requestCustomerEmailChangeOtp: a code to the new e-mail; returns its handle. */
export function requestEmailChangeOtp(deps: OtpDeps, customerId: number, raw: unknown): string {
  const { email } = parseInput(emailChangeRequest, raw);
  admitOtpRequest(deps);
  assertEmailFree(deps, customerId, email);
  return createOtpRequest(deps, 'email_change', { channel: 'email', recipient: email }, customerId);
}

/** confirmCustomerEmailChange: the code sent to the new e-mail moves the account to it. */
export function confirmEmailChange(deps: OtpDeps, customerId: number, raw: unknown): void {
  const input = parseInput(emailChangeConfirmation, raw);
  const { db, now } = deps;
  const requestId = checkOtp(
    db,
    { purpose: 'email_change', handle: input.hash, code: input.otp, recipients: [input.email], customerId },
    now,
  );
  transaction(db, () => {
    // Re-checked: another account may have taken the address since the code was sent.
    assertEmailFree(deps, customerId, input.email);
    consumeOtpRequest(db, requestId, now);
    setCustomerEmail(db, customerId, input.email);
  });
}

/** requestCustomerPhoneChangeOtp: a code by text message to the new number; returns its handle. */
export function requestPhoneChangeOtp(deps: OtpDeps, customerId: number, raw: unknown): string {
  const { telephone } = parseInput(mobileNumberSchema, raw);
  admitOtpRequest(deps);
  assertPhoneFree(deps, customerId, telephone);
  return createOtpRequest(deps, 'phone_change', { channel: 'sms', recipient: phoneRecipient(telephone) }, customerId);
}

/** confirmCustomerPhoneChange: the code sent to the new number makes it the account's mobile number. */
export function confirmPhoneChange(deps: OtpDeps, customerId: number, raw: unknown): void {
  const input = parseInput(codeInput.and(mobileNumberSchema), raw);
  const { db, now } = deps;
  const requestId = checkOtp(
    db,
    { purpose: 'phone_change', handle: input.hash, code: input.otp, recipients: [phoneRecipient(input.telephone)], customerId },
    now,
  );
  transaction(db, () => {
    assertPhoneFree(deps, customerId, input.telephone);
    consumeOtpRequest(db, requestId, now);
    setCustomerPhone(db, customerId, '974', input.telephone);
  });
}
