import { z } from 'zod';
import { emailAddress } from '../input.ts';

/** Shopper-entered contact data, validated with the spec's (§5) messages. */

/** A field the shopper must fill: absent, null or empty is "Field is Required"; anything else is checked by schema. */
export const requiredField = <T extends z.ZodType>(schema: T) =>
  z
    .unknown()
    .refine((value) => value !== undefined && value !== null && value !== '', { error: 'Field is Required', abort: true })
    .pipe(schema);

export const emailSchema = emailAddress('Incorrect email format');

/** Qatar's calling code, sent as '974' or '+974'; normalised to '974'. */
export const countryPrefixSchema = z
  .string({ error: 'Invalid Phone Number' })
  .trim()
  .regex(/^\+?974$/, { error: 'Invalid Phone Number' })
  .transform(() => '974');

/** A Qatar local number: 8 digits (spaces and dashes ignored, a leading +974/974 stripped). */
export const telephoneSchema = z
  .string({ error: 'Invalid Phone Number' })
  .max(32, { error: 'Invalid Phone Number' })
  .transform((raw) => raw.replace(/[\s-]/g, '').replace(/^\+?974(?=\d{8}$)/, ''))
  .pipe(z.string().regex(/^\d{8}$/, { error: 'Invalid Phone Number' }));

/** A mobile number as the forms send it: the country prefix and the number, both required. */
export const mobileNumberSchema = z.object({
  country_prefix: requiredField(countryPrefixSchema),
  telephone: requiredField(telephoneSchema),
});

const NAME_MESSAGE = 'Only letters, hyphens, and apostrophes are allowed in the name field';
/** First or last name: letters of any script, spaces between words, hyphens, apostrophes. */
export const personNameSchema = z
  .string({ error: 'Field is Required' })
  .trim()
  .min(1, { error: 'Field is Required' })
  .max(64, { error: NAME_MESSAGE })
  .regex(/^[\p{L}\p{M}]+(?:[ '\u2019-][\p{L}\p{M}]+)*$/u, { error: NAME_MESSAGE });

/** Spec §9: the OTP is 6 digits. */
export const otpCodeSchema = z.string({ error: 'Invalid Verification Code' }).trim().regex(/^\d{6}$/, { error: 'Invalid Verification Code' });

/** The normalised address a code is sent to: the e-mail, or '974' + the 8-digit number. */
export function phoneRecipient(telephone: string): string {
  return `974${telephone}`;
}
