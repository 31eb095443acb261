/**
 * The contact form's input, checked on the server. There is no contact endpoint in the commerce API, so a
 * valid message is not "sent" by us: the page turns it into a prefilled e-mail and WhatsApp message that the
 * shopper sends from their own app. Error codes are keys of the `validation` namespace (spec §5 messages).
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

export type ContactFormResult =
  | { ok: true; value: ContactMessage }
  | { ok: false; values: Record<ContactField, string>; errors: Partial<Record<ContactField, ValidationCode>> };

const KNOWN_CODES: ReadonlySet<string> = new Set<ValidationCode>([
  'required',
  'invalidName',
  'invalidEmail',
  'missingOrInvalidField',
]);

/** Validates submitted form data; on failure returns the first error of each field and what was typed. */
export function parseContactForm(form: FormData): ContactFormResult {
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((field) => {
      const value = form.get(field);
      return [field, typeof value === 'string' ? value : ''];
    }),
  ) as Record<ContactField, string>;
  const parsed = contactFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Partial<Record<ContactField, ValidationCode>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(CONTACT_FIELDS as readonly string[]).includes(field)) continue;
    const key = field as ContactField;
    if (errors[key]) continue;
    errors[key] = KNOWN_CODES.has(issue.message) ? (issue.message as ValidationCode) : 'missingOrInvalidField';
  }
  return { ok: false, values, errors };
}
