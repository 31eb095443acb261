import { z } from 'zod';
import { transaction } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import { parseInput } from '../input.ts';
import {
  countryPrefixSchema,
  emailSchema,
  otpCodeSchema,
  personNameSchema,
  phoneRecipient,
  telephoneSchema,
} from '../customers/contact-schemas.ts';
import { createCustomer, findCustomerByEmail, findCustomerByPhone } from '../customers/customers.ts';
import { issueCustomerToken } from '../customers/tokens.ts';
import {
  admitOtpRequest,
  checkOtp,
  consumeOtpRequest,
  createOtpRequest,
  otpHandleSchema,
  type OtpDeps,
  type OtpDestination,
} from './requests.ts';

/** The storefront sends `email: ""` for mobile sign-in (spec §3, login payload): empty means absent. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** Either an e-mail, or a country prefix with a telephone number. */
const contactSchema = z
  .object({
    email: optional(emailSchema),
    country_prefix: optional(countryPrefixSchema),
    telephone: optional(telephoneSchema),
  })
  .refine((input) => input.email !== undefined || input.telephone !== undefined, {
    error: 'Field is Required',
    path: ['email'],
  });

type Contact = z.output<typeof contactSchema>;

function destinationOf(contact: Contact): OtpDestination {
  if (contact.email !== undefined) return { channel: 'email', recipient: contact.email };
  return { channel: 'sms', recipient: phoneRecipient(contact.telephone as string) };
}

const NO_ACCOUNT_EMAIL = 'No account found with this email';

/** `requestLoginOtp`: only for an existing account (the shopper is told when none exists). */
export function requestLoginOtp(deps: OtpDeps, rawInput: unknown): string {
  const contact = parseInput(contactSchema, rawInput);
  admitOtpRequest(deps);
  if (contact.email !== undefined) {
    if (!findCustomerByEmail(deps.db, contact.email)) throw new MagentoError(400, NO_ACCOUNT_EMAIL);
  } else if (!findCustomerByPhone(deps.db, '974', contact.telephone as string)) {
    throw new MagentoError(400, 'No account found with this phone number');
  }
  return createOtpRequest(deps, 'login', destinationOf(contact));
}

const EMAIL_TAKEN = 'A customer with the same email address already exists in an associated website.';
const PHONE_TAKEN = 'A customer with the same phone number already exists.';

/** `requestRegisterOtp`: refuses an address that already has an account. */
export function requestRegisterOtp(deps: OtpDeps, rawInput: unknown): string {
  const contact = parseInput(contactSchema, rawInput);
  admitOtpRequest(deps);
  if (contact.email !== undefined && findCustomerByEmail(deps.db, contact.email)) throw new MagentoError(400, EMAIL_TAKEN);
  if (contact.telephone !== undefined && findCustomerByPhone(deps.db, '974', contact.telephone)) throw new MagentoError(400, PHONE_TAKEN);
  return createOtpRequest(deps, 'register', destinationOf(contact));
}

const verifyLoginSchema = z.object({ hash: otpHandleSchema, otp: otpCodeSchema }).and(contactSchema);

/** `verifyOtpAndLogin`: a right code for the address the code was sent to yields a new customer token. */
export function verifyOtpAndLogin({ db, now }: OtpDeps, rawInput: unknown): string {
  const input = parseInput(verifyLoginSchema, rawInput);
  const recipient = destinationOf(input).recipient;
  const requestId = checkOtp(db, { purpose: 'login', handle: input.hash, code: input.otp, recipients: [recipient] }, now);
  return transaction(db, () => {
    consumeOtpRequest(db, requestId, now);
    const customer =
      input.email !== undefined ? findCustomerByEmail(db, input.email) : findCustomerByPhone(db, '974', input.telephone as string);
    if (!customer) throw new MagentoError(400, NO_ACCOUNT_EMAIL);
    return issueCustomerToken(db, customer.id, now);
  });
}

const verifyRegisterSchema = z.object({
  hash: otpHandleSchema,
  otp: otpCodeSchema,
  firstname: personNameSchema,
  lastname: personNameSchema,
  email: emailSchema,
  country_prefix: optional(countryPrefixSchema),
  telephone: optional(telephoneSchema),
});

/** `verifyOtpAndRegister`: creates the customer (code sent to their e-mail or phone) and signs them in. */
export function verifyOtpAndRegister({ db, now }: OtpDeps, rawInput: unknown): string {
  const input = parseInput(verifyRegisterSchema, rawInput);
  const phone = input.telephone !== undefined ? phoneRecipient(input.telephone) : null;
  const recipients = phone ? [input.email, phone] : [input.email];
  const requestId = checkOtp(db, { purpose: 'register', handle: input.hash, code: input.otp, recipients }, now);
  return transaction(db, () => {
    // Re-checked inside the transaction: the address may have registered since the code was requested.
    if (findCustomerByEmail(db, input.email)) throw new MagentoError(400, EMAIL_TAKEN);
    if (input.telephone !== undefined && findCustomerByPhone(db, '974', input.telephone)) throw new MagentoError(400, PHONE_TAKEN);
    consumeOtpRequest(db, requestId, now);
    const customerId = createCustomer(db, {
      firstname: input.firstname,
      lastname: input.lastname,
      email: input.email,
      countryPrefix: input.telephone !== undefined ? '974' : null,
      telephone: input.telephone ?? null,
    });
    return issueCustomerToken(db, customerId, now);
  });
}
