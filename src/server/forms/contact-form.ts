/**
 * The contact form's input, checked by the `engagement.contact` Action before the message goes to the store
 * (Magento's `contactUs`); the page also offers it as a prefilled e-mail and WhatsApp message. Every field is
 * bounded. Error codes are keys of the `validation` namespace (spec §5).
 */
import { z } from 'zod';
import { emailField } from './email-field.ts';

export const CONTACT_FIELDS = ['name', 'email', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Spec §5: "Only letters, hyphens, and apostrophes are allowed in the name field" (spaces separate names). */
const NAME_PATTERN = /^[\p{L}\p{M}]+(?:[\p{L}\p{M}'’ -]*[\p{L}\p{M}])?$/u;

export const NAME_MAX = 100;
export const MESSAGE_MAX = 2000;

export type ValidationCode = 'required' | 'invalidName' | 'invalidEmail' | 'missingOrInvalidField';

const required = { error: 'required' satisfies ValidationCode };

export const contactFormSchema = z.object({
  name: z
    .string(required)
    .trim()
    .min(1, required)
    .max(NAME_MAX, { error: 'missingOrInvalidField' satisfies ValidationCode })
    .regex(NAME_PATTERN, { error: 'invalidName' satisfies ValidationCode }),
  email: emailField({ required: 'required', invalidEmail: 'invalidEmail' } satisfies Record<string, ValidationCode>),
  message: z
    .string(required)
    .trim()
    .min(1, required)
    .max(MESSAGE_MAX, { error: 'missingOrInvalidField' satisfies ValidationCode }),
});

export type ContactMessage = z.infer<typeof contactFormSchema>;

const KNOWN_CODES: ReadonlySet<string> = new Set<ValidationCode>([
  'required',
  'invalidName',
  'invalidEmail',
  'missingOrInvalidField',
]);

/** The first problem of each field, from a refusal's field messages (the Action's input error); unknown ones generic. */
export function contactFieldErrors(fields: Partial<Record<string, string[] | undefined>>): Partial<Record<ContactField, ValidationCode>> {
  const errors: Partial<Record<ContactField, ValidationCode>> = {};
  for (const field of CONTACT_FIELDS) {
    const code = fields[field]?.[0];
    if (code !== undefined) errors[field] = KNOWN_CODES.has(code) ? (code as ValidationCode) : 'missingOrInvalidField';
  }
  return errors;
}
