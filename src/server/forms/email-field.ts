/**
 * The e-mail field of every server-side form and Action: the store's one e-mail rule (src/lib/email.ts) as a zod
 * schema. It trims, and answers with the given error texts (translation keys or codes, as the caller needs).
 */
import { z } from 'zod';
import { isEmail } from '@/lib/email.ts';

export type EmailFieldErrors = { required: string; invalidEmail: string };

export function emailField(errors: EmailFieldErrors) {
  return z
    .string({ error: errors.required })
    .trim()
    .refine((value) => value !== '', { error: errors.required, abort: true })
    .refine(isEmail, { error: errors.invalidEmail });
}
