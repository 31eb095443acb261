import { z } from 'zod';
import type { BackendConfig } from '../config.ts';
import { transaction, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import type { StoreCode } from '../stores.ts';
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
import { checkOtp, consumeOtpRequest, createOtpRequest, LINK_INVALID, type OtpDestination } from './requests.ts';

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

/** A malformed handle can only be a broken link. */
const handleSchema = z.string({ error: LINK_INVALID }).min(1, { error: LINK_INVALID }).max(128, { error: LINK_INVALID });

function destinationOf(contact: Contact): OtpDestination {
  if (contact.email !== undefined) return { channel: 'email', recipient: contact.email };
  return { channel: 'sms', recipient: phoneRecipient(contact.telephone as string) };
}

type Deps = { db: Database; config: Pick<BackendConfig, 'quiet'>; store: StoreCode };

const NO_ACCOUNT_EMAIL = 'No account found with this email';

/** `requestLoginOtp`: only for an existing account (the shopper is told when none exists). */
export function requestLoginOtp({ db, config, store }: Deps, rawInput: unknown): string {
  const contact = parseInput(contactSchema, rawInput);
  if (contact.email !== undefined) {
    if (!findCustomerByEmail(db, contact.email)) throw new MagentoError(400, NO_ACCOUNT_EMAIL);
  } else if (!findCustomerByPhone(db, '974', contact.telephone as string)) {
    throw new MagentoError(400, 'No account found with this phone number');
  }
  return createOtpRequest(db, config, 'login', destinationOf(contact), store);
}

const EMAIL_TAKEN = 'A customer with the same email address already exists in an associated website.';
const PHONE_TAKEN = 'A customer with the same phone number already exists.';

/** `requestRegisterOtp`: refuses an address that already has an account. */
export function requestRegisterOtp({ db, config, store }: Deps, rawInput: unknown): string {
  const contact = parseInput(contactSchema, rawInput);
  if (contact.email !== undefined && findCustomerByEmail(db, contact.email)) throw new MagentoError(400, EMAIL_TAKEN);
  if (contact.telephone !== undefined && findCustomerByPhone(db, '974', contact.telephone)) throw new MagentoError(400, PHONE_TAKEN);
  return createOtpRequest(db, config, 'register', destinationOf(contact), store);
}

const verifyLoginSchema = z.object({ hash: handleSchema, otp: otpCodeSchema }).and(contactSchema);

/** `verifyOtpAndLogin`: a right code for the address the code was sent to yields a new customer token. */
export function verifyOtpAndLogin(db: Database, rawInput: unknown): string {
  const input = parseInput(verifyLoginSchema, rawInput);
  const recipient = destinationOf(input).recipient;
  const requestId = checkOtp(db, 'login', input.hash, input.otp, [recipient]);
  return transaction(db, () => {
    consumeOtpRequest(db, requestId);
    const customer =
      input.email !== undefined ? findCustomerByEmail(db, input.email) : findCustomerByPhone(db, '974', input.telephone as string);
    if (!customer) throw new MagentoError(400, NO_ACCOUNT_EMAIL);
    return issueCustomerToken(db, customer.id);
  });
}

const verifyRegisterSchema = z
  .object({
    hash: handleSchema,
    otp: otpCodeSchema,
    firstname: personNameSchema,
    lastname: personNameSchema,
    email: emailSchema,
    country_prefix: optional(countryPrefixSchema),
    telephone: optional(telephoneSchema),
  });

/** `verifyOtpAndRegister`: creates the customer (code sent to their e-mail or phone) and signs them in. */
export function verifyOtpAndRegister(db: Database, rawInput: unknown): string {
  const input = parseInput(verifyRegisterSchema, rawInput);
  const phone = input.telephone !== undefined ? phoneRecipient(input.telephone) : null;
  const requestId = checkOtp(db, 'register', input.hash, input.otp, phone ? [input.email, phone] : [input.email]);
  return transaction(db, () => {
    // Re-checked inside the transaction: the address may have registered since the code was requested.
    if (findCustomerByEmail(db, input.email)) throw new MagentoError(400, EMAIL_TAKEN);
    if (input.telephone !== undefined && findCustomerByPhone(db, '974', input.telephone)) throw new MagentoError(400, PHONE_TAKEN);
    consumeOtpRequest(db, requestId);
    const customerId = createCustomer(db, {
      firstname: input.firstname,
      lastname: input.lastname,
      email: input.email,
      countryPrefix: input.telephone !== undefined ? '974' : null,
      telephone: input.telephone ?? null,
    });
    return issueCustomerToken(db, customerId);
  });
}
